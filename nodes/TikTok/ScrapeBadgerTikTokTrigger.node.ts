import type { INodeExecutionData, INodeType, INodeTypeDescription, IPollFunctions } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { buildListSearch } from '../shared/lists';
import { buildTriggerProperties } from '../shared/trigger/fields';
import { pollPlatform } from '../shared/trigger/poll';
import { tiktokTriggers } from './tiktok.triggers';

export class ScrapeBadgerTikTokTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger TikTok Trigger',
		name: 'scrapeBadgerTikTokTrigger',
		icon: { light: 'file:tiktok.svg', dark: 'file:tiktok.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["event"]}}',
		description:
			'Starts the workflow on new videos of a TikTok account, polling the ScrapeBadger API and emitting only what is new',
		defaults: { name: 'ScrapeBadger TikTok Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildTriggerProperties(tiktokTriggers),
	};

	methods = { listSearch: buildListSearch(tiktokTriggers.platform) };

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		return await pollPlatform.call(this, tiktokTriggers);
	}
}
