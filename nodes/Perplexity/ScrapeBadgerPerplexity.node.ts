import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { executePlatform } from '../shared/execute';
import { buildProperties } from '../shared/fields';
import { buildListSearch } from '../shared/lists';
import { perplexity } from './perplexity.descriptor';

export class ScrapeBadgerPerplexity implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger Perplexity',
		name: 'scrapeBadgerPerplexity',
		icon: { light: 'file:perplexity.svg', dark: 'file:perplexity.dark.svg' },
		group: ['input'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			"Ask the real Perplexity questions through the ScrapeBadger API: its answers, and a brand's visibility in them against competitors, each answer whole as one item",
		defaults: { name: 'ScrapeBadger Perplexity' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildProperties(perplexity),
	};

	methods = { listSearch: buildListSearch(perplexity) };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await executePlatform.call(this, perplexity, { continueOnFail: this.continueOnFail() });
	}
}
