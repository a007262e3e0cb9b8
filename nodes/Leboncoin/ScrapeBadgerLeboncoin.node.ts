import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { executePlatform } from '../shared/execute';
import { buildProperties } from '../shared/fields';
import { buildListSearch } from '../shared/lists';
import { leboncoin } from './leboncoin.descriptor';

export class ScrapeBadgerLeboncoin implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger Leboncoin',
		name: 'scrapeBadgerLeboncoin',
		icon: { light: 'file:leboncoin.svg', dark: 'file:leboncoin.dark.svg' },
		group: ['input'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			'Read public Leboncoin data (ads, similar ads, sellers and their listings, locations, categories, regions, departments) as structured JSON through the ScrapeBadger API',
		defaults: { name: 'ScrapeBadger Leboncoin' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildProperties(leboncoin),
	};

	methods = { listSearch: buildListSearch(leboncoin) };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await executePlatform.call(this, leboncoin, { continueOnFail: this.continueOnFail() });
	}
}
