import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { executePlatform } from '../shared/execute';
import { buildProperties } from '../shared/fields';
import { buildListSearch } from '../shared/lists';
import { ebay } from './ebay.descriptor';

export class ScrapeBadgerEbay implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger eBay',
		name: 'scrapeBadgerEbay',
		icon: { light: 'file:ebay.svg', dark: 'file:ebay.dark.svg' },
		group: ['input'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			'Read public eBay data (listing search, sold prices, items, product reviews, sellers and their feedback, categories) as structured JSON through the ScrapeBadger API',
		defaults: { name: 'ScrapeBadger eBay' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildProperties(ebay),
	};

	methods = { listSearch: buildListSearch(ebay) };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await executePlatform.call(this, ebay, { continueOnFail: this.continueOnFail() });
	}
}
