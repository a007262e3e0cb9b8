import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { executePlatform } from '../shared/execute';
import { buildProperties } from '../shared/fields';
import { buildListSearch } from '../shared/lists';
import { walmart } from './walmart.descriptor';

export class ScrapeBadgerWalmart implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger Walmart',
		name: 'scrapeBadgerWalmart',
		icon: { light: 'file:walmart.svg', dark: 'file:walmart.dark.svg' },
		group: ['input'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			"Read walmart.com through the ScrapeBadger API: product searches, products with prices, stock and delivery, reviews, search suggestions, categories, deals and rollbacks, marketplace sellers and their products, and physical stores",
		defaults: { name: 'ScrapeBadger Walmart' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildProperties(walmart),
	};

	methods = { listSearch: buildListSearch(walmart) };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await executePlatform.call(this, walmart, { continueOnFail: this.continueOnFail() });
	}
}
