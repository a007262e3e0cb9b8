import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { executePlatform } from '../shared/execute';
import { buildProperties } from '../shared/fields';
import { buildListSearch } from '../shared/lists';
import { chatgpt } from './chatgpt.descriptor';

export class ScrapeBadgerChatGpt implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger ChatGPT',
		name: 'scrapeBadgerChatGpt',
		icon: { light: 'file:chatgpt.svg', dark: 'file:chatgpt.dark.svg' },
		group: ['input'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			"Ask the real ChatGPT (chatgpt.com) questions through the ScrapeBadger API: its answers with the web sources it cited, a brand's visibility in them against competitors, and the models it serves",
		defaults: { name: 'ScrapeBadger ChatGPT' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildProperties(chatgpt),
	};

	methods = { listSearch: buildListSearch(chatgpt) };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await executePlatform.call(this, chatgpt, { continueOnFail: this.continueOnFail() });
	}
}
