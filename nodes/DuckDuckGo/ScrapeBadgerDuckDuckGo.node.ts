import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { executePlatform } from '../shared/execute';
import { buildProperties } from '../shared/fields';
import { buildListSearch } from '../shared/lists';
import { duckduckgo } from './duckduckgo.descriptor';

export class ScrapeBadgerDuckDuckGo implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger DuckDuckGo',
		name: 'scrapeBadgerDuckDuckGo',
		icon: { light: 'file:duckduckgo.svg', dark: 'file:duckduckgo.dark.svg' },
		group: ['input'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			'Read DuckDuckGo through the ScrapeBadger API: the web results page (ads flagged, the abstract box), images, videos and news, search-box suggestions, Instant Answers and the region list',
		defaults: { name: 'ScrapeBadger DuckDuckGo' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildProperties(duckduckgo),
	};

	methods = { listSearch: buildListSearch(duckduckgo) };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await executePlatform.call(this, duckduckgo, { continueOnFail: this.continueOnFail() });
	}
}
