import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { executePlatform } from '../shared/execute';
import { buildProperties } from '../shared/fields';
import { buildListSearch } from '../shared/lists';
import { google } from './google.descriptor';

export class ScrapeBadgerGoogle implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger Google',
		name: 'scrapeBadgerGoogle',
		icon: { light: 'file:google.svg', dark: 'file:google.dark.svg' },
		group: ['input'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			'Read Google through the ScrapeBadger API: web search results, AI answers, Maps places with their reviews, news, shopping, images, videos, jobs, scholar, patents, trends, flights, hotels, finance quotes and Lens',
		defaults: { name: 'ScrapeBadger Google' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildProperties(google),
	};

	methods = { listSearch: buildListSearch(google) };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await executePlatform.call(this, google, { continueOnFail: this.continueOnFail() });
	}
}
