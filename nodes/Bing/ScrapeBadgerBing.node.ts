import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { executePlatform } from '../shared/execute';
import { buildProperties } from '../shared/fields';
import { buildListSearch } from '../shared/lists';
import { bing } from './bing.descriptor';

export class ScrapeBadgerBing implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger Bing',
		name: 'scrapeBadgerBing',
		icon: { light: 'file:bing.svg', dark: 'file:bing.dark.svg' },
		group: ['input'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			'Read Bing through the ScrapeBadger API: web search results with ads and related searches, images, videos, news with publish times, search suggestions and markets',
		defaults: { name: 'ScrapeBadger Bing' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildProperties(bing),
	};

	methods = { listSearch: buildListSearch(bing) };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await executePlatform.call(this, bing, { continueOnFail: this.continueOnFail() });
	}
}
