import type { INodeExecutionData, INodeType, INodeTypeDescription, IPollFunctions } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { buildListSearch } from '../shared/lists';
import { buildTriggerProperties } from '../shared/trigger/fields';
import { pollPlatform } from '../shared/trigger/poll';
import { xTriggers } from './x.triggers';

export class ScrapeBadgerXTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger X Trigger',
		name: 'scrapeBadgerXTrigger',
		icon: { light: 'file:x.svg', dark: 'file:x.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["event"]}}',
		description:
			'Starts the workflow on new tweets matching a search, from a user, mentioning a user, in a list or replying to a tweet, polling the ScrapeBadger API and emitting only what is new',
		defaults: { name: 'ScrapeBadger X Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildTriggerProperties(xTriggers),
	};

	methods = { listSearch: buildListSearch(xTriggers.platform) };

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		return await pollPlatform.call(this, xTriggers);
	}
}
