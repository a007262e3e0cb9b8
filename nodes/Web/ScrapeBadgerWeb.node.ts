import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { executePlatform } from '../shared/execute';
import { buildProperties } from '../shared/fields';
import { buildListSearch } from '../shared/lists';
import { web } from './web.descriptor';

export class ScrapeBadgerWeb implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger Web',
		name: 'scrapeBadgerWeb',
		icon: { light: 'file:web.svg', dark: 'file:web.dark.svg' },
		group: ['input'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			'Scrape any public web page through the ScrapeBadger API: its content as Markdown, HTML or text, data extracted by AI, screenshots and videos as files, anti-bot protection checks, batch jobs, and your account\'s credits',
		defaults: { name: 'ScrapeBadger Web' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildProperties(web),
	};

	methods = { listSearch: buildListSearch(web) };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await executePlatform.call(this, web, { continueOnFail: this.continueOnFail() });
	}
}
