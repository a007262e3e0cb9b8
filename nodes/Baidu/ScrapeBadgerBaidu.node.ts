import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { executePlatform } from '../shared/execute';
import { buildProperties } from '../shared/fields';
import { buildListSearch } from '../shared/lists';
import { baidu } from './baidu.descriptor';

export class ScrapeBadgerBaidu implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger Baidu',
		name: 'scrapeBadgerBaidu',
		icon: { light: 'file:baidu.svg', dark: 'file:baidu.dark.svg' },
		group: ['input'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			'Read Baidu, the Chinese search engine, through the ScrapeBadger API: the web results page (each result with its real URL), news, images and search-box suggestions',
		defaults: { name: 'ScrapeBadger Baidu' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildProperties(baidu),
	};

	methods = { listSearch: buildListSearch(baidu) };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await executePlatform.call(this, baidu, { continueOnFail: this.continueOnFail() });
	}
}
