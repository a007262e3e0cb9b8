import type { INodeExecutionData, INodeType, INodeTypeDescription, IPollFunctions } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { buildListSearch } from '../shared/lists';
import { buildTriggerProperties } from '../shared/trigger/fields';
import { pollPlatform } from '../shared/trigger/poll';
import { redditTriggers } from './reddit.triggers';

export class ScrapeBadgerRedditTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger Reddit Trigger',
		name: 'scrapeBadgerRedditTrigger',
		icon: { light: 'file:reddit.svg', dark: 'file:reddit.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["event"]}}',
		description:
			'Starts the workflow on new Reddit posts in a subreddit or matching a search, or new comments on a post, polling the ScrapeBadger API and emitting only what is new',
		defaults: { name: 'ScrapeBadger Reddit Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildTriggerProperties(redditTriggers),
	};

	methods = { listSearch: buildListSearch(redditTriggers.platform) };

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		return await pollPlatform.call(this, redditTriggers);
	}
}
