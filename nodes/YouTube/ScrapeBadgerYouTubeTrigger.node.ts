import type { INodeExecutionData, INodeType, INodeTypeDescription, IPollFunctions } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { buildListSearch } from '../shared/lists';
import { buildTriggerProperties } from '../shared/trigger/fields';
import { pollPlatform } from '../shared/trigger/poll';
import { youtubeTriggers } from './youtube.triggers';

export class ScrapeBadgerYouTubeTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger YouTube Trigger',
		name: 'scrapeBadgerYouTubeTrigger',
		icon: { light: 'file:youtube.svg', dark: 'file:youtube.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["event"]}}',
		description:
			'Starts the workflow on new YouTube videos on a channel, in a playlist that adds videos at the top or matching a search, or new top-level comments on a video, polling the ScrapeBadger API and emitting only what is new',
		defaults: { name: 'ScrapeBadger YouTube Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildTriggerProperties(youtubeTriggers),
	};

	methods = { listSearch: buildListSearch(youtubeTriggers.platform) };

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		return await pollPlatform.call(this, youtubeTriggers);
	}
}
