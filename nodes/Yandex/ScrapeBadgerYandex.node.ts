import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { executePlatform } from '../shared/execute';
import { buildProperties } from '../shared/fields';
import { buildListSearch } from '../shared/lists';
import { yandex } from './yandex.descriptor';

export class ScrapeBadgerYandex implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger Yandex',
		name: 'scrapeBadgerYandex',
		icon: { light: 'file:yandex.svg', dark: 'file:yandex.dark.svg' },
		group: ['input'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			'Read Yandex through the ScrapeBadger API: the web results page (organic results with their real URLs, ads, inline images and videos), image search, reverse image search by URL and its markets',
		defaults: { name: 'ScrapeBadger Yandex' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildProperties(yandex),
	};

	methods = { listSearch: buildListSearch(yandex) };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await executePlatform.call(this, yandex, { continueOnFail: this.continueOnFail() });
	}
}
