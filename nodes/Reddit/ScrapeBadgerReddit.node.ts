import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { executePlatform } from '../shared/execute';
import { buildProperties } from '../shared/fields';
import { buildListSearch } from '../shared/lists';
import { reddit } from './reddit.descriptor';

export class ScrapeBadgerReddit implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger Reddit',
		name: 'scrapeBadgerReddit',
		icon: { light: 'file:reddit.svg', dark: 'file:reddit.dark.svg' },
		group: ['input'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			'Read public Reddit data as structured JSON through the ScrapeBadger API: subreddit posts and details, posts and their comment threads, searches, user profiles and links to a website',
		defaults: { name: 'ScrapeBadger Reddit' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildProperties(reddit),
	};

	methods = { listSearch: buildListSearch(reddit) };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await executePlatform.call(this, reddit, { continueOnFail: this.continueOnFail() });
	}
}
