import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { executePlatform } from '../shared/execute';
import { buildProperties } from '../shared/fields';
import { buildListSearch } from '../shared/lists';
import { yahoo } from './yahoo.descriptor';

export class ScrapeBadgerYahoo implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger Yahoo',
		name: 'scrapeBadgerYahoo',
		icon: { light: 'file:yahoo.svg', dark: 'file:yahoo.dark.svg' },
		group: ['input'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			'Read Yahoo Search through the ScrapeBadger API: web search results with ads and related searches, images, videos, news, search suggestions and its regional markets',
		defaults: { name: 'ScrapeBadger Yahoo' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildProperties(yahoo),
	};

	methods = { listSearch: buildListSearch(yahoo) };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await executePlatform.call(this, yahoo, { continueOnFail: this.continueOnFail() });
	}
}
