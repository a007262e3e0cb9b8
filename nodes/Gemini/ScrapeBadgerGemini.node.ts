import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { executePlatform } from '../shared/execute';
import { buildProperties } from '../shared/fields';
import { buildListSearch } from '../shared/lists';
import { gemini } from './gemini.descriptor';

export class ScrapeBadgerGemini implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger Gemini',
		name: 'scrapeBadgerGemini',
		icon: { light: 'file:gemini.svg', dark: 'file:gemini.dark.svg' },
		group: ['input'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			"Ask the real Google Gemini (gemini.google.com) questions through the ScrapeBadger API: its answers with the web sources it cited, and a brand's visibility in them against competitors",
		defaults: { name: 'ScrapeBadger Gemini' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildProperties(gemini),
	};

	methods = { listSearch: buildListSearch(gemini) };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await executePlatform.call(this, gemini, { continueOnFail: this.continueOnFail() });
	}
}
