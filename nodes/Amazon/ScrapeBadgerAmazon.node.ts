import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { executePlatform } from '../shared/execute';
import { buildProperties } from '../shared/fields';
import { buildListSearch } from '../shared/lists';
import { amazon } from './amazon.descriptor';

export class ScrapeBadgerAmazon implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger Amazon',
		name: 'scrapeBadgerAmazon',
		icon: { light: 'file:amazon.svg', dark: 'file:amazon.dark.svg' },
		group: ['input'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			'Read public Amazon data (product search, product detail, offers, reviews, best sellers, new releases, deals, categories, sellers, keyword suggestions) as structured JSON through the ScrapeBadger API',
		defaults: { name: 'ScrapeBadger Amazon' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildProperties(amazon),
	};

	methods = { listSearch: buildListSearch(amazon) };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await executePlatform.call(this, amazon, { continueOnFail: this.continueOnFail() });
	}
}
