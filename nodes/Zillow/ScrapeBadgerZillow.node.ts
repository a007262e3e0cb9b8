import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { executePlatform } from '../shared/execute';
import { buildProperties } from '../shared/fields';
import { buildListSearch } from '../shared/lists';
import { zillow } from './zillow.descriptor';

export class ScrapeBadgerZillow implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger Zillow',
		name: 'scrapeBadgerZillow',
		icon: { light: 'file:zillow.svg', dark: 'file:zillow.dark.svg' },
		group: ['input'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			'Read Zillow real-estate data (property search, property detail, agent profiles, location suggestions, coverage markets) as structured JSON through the ScrapeBadger API',
		defaults: { name: 'ScrapeBadger Zillow' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildProperties(zillow),
	};

	methods = { listSearch: buildListSearch(zillow) };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await executePlatform.call(this, zillow, { continueOnFail: this.continueOnFail() });
	}
}
