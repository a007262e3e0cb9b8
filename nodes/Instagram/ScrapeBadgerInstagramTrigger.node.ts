import type { INodeExecutionData, INodeType, INodeTypeDescription, IPollFunctions } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { buildListSearch } from '../shared/lists';
import { buildTriggerProperties } from '../shared/trigger/fields';
import { pollPlatform } from '../shared/trigger/poll';
import { instagramTriggers } from './instagram.triggers';

export class ScrapeBadgerInstagramTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger Instagram Trigger',
		name: 'scrapeBadgerInstagramTrigger',
		icon: { light: 'file:instagram.svg', dark: 'file:instagram.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["event"]}}',
		description:
			'Starts the workflow on new posts and reels of an Instagram account, polling the ScrapeBadger API and emitting only what is new',
		defaults: { name: 'ScrapeBadger Instagram Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildTriggerProperties(instagramTriggers),
	};

	methods = { listSearch: buildListSearch(instagramTriggers.platform) };

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		return await pollPlatform.call(this, instagramTriggers);
	}
}
