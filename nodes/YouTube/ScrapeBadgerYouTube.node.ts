import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { executePlatform } from '../shared/execute';
import { buildProperties } from '../shared/fields';
import { buildListSearch } from '../shared/lists';
import { youtube } from './youtube.descriptor';

export class ScrapeBadgerYouTube implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger YouTube',
		name: 'scrapeBadgerYouTube',
		icon: { light: 'file:youtube.svg', dark: 'file:youtube.dark.svg' },
		group: ['input'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			'Read public YouTube data (search, videos, comments, channels, Shorts, trending, playlists, transcripts of captioned videos) as structured JSON, transcripts also as SRT or WebVTT files, through the ScrapeBadger API',
		defaults: { name: 'ScrapeBadger YouTube' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildProperties(youtube),
	};

	methods = { listSearch: buildListSearch(youtube) };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await executePlatform.call(this, youtube, { continueOnFail: this.continueOnFail() });
	}
}
