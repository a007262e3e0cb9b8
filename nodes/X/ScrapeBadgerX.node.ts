import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { executePlatform } from '../shared/execute';
import { buildProperties } from '../shared/fields';
import { buildListSearch } from '../shared/lists';
import { x } from './x.descriptor';

export class ScrapeBadgerX implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger X (Twitter)',
		name: 'scrapeBadgerX',
		icon: { light: 'file:x.svg', dark: 'file:x.dark.svg' },
		group: ['input'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			'Read public X (Twitter) data (tweets, searches, users and their followers, lists, communities, places, trends, Spaces) as structured JSON through the ScrapeBadger API, and manage its X stream monitors and filter rules',
		defaults: { name: 'ScrapeBadger X (Twitter)' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildProperties(x),
	};

	methods = { listSearch: buildListSearch(x) };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await executePlatform.call(this, x, { continueOnFail: this.continueOnFail() });
	}
}
