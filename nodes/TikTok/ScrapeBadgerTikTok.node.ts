import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { executePlatform } from '../shared/execute';
import { buildProperties } from '../shared/fields';
import { buildListSearch } from '../shared/lists';
import { tiktok } from './tiktok.descriptor';

export class ScrapeBadgerTikTok implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger TikTok',
		name: 'scrapeBadgerTikTok',
		icon: { light: 'file:tiktok.svg', dark: 'file:tiktok.dark.svg' },
		group: ['input'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			'Read TikTok through the ScrapeBadger API: profiles, videos, comments, transcripts, hashtags, sounds, search, trending and the EU ad library',
		defaults: { name: 'ScrapeBadger TikTok' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildProperties(tiktok),
	};

	methods = { listSearch: buildListSearch(tiktok) };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await executePlatform.call(this, tiktok, { continueOnFail: this.continueOnFail() });
	}
}
