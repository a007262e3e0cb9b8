import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { executePlatform } from '../shared/execute';
import { buildProperties } from '../shared/fields';
import { buildListSearch } from '../shared/lists';
import { instagram } from './instagram.descriptor';

export class ScrapeBadgerInstagram implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger Instagram',
		name: 'scrapeBadgerInstagram',
		icon: { light: 'file:instagram.svg', dark: 'file:instagram.dark.svg' },
		group: ['input'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			'Read Instagram through the ScrapeBadger API: profiles, posts, reels, comments, hashtags, followers and search',
		defaults: { name: 'ScrapeBadger Instagram' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildProperties(instagram),
	};

	methods = { listSearch: buildListSearch(instagram) };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await executePlatform.call(this, instagram, { continueOnFail: this.continueOnFail() });
	}
}
