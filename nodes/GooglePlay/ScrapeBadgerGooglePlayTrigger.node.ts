import type { INodeExecutionData, INodeType, INodeTypeDescription, IPollFunctions } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { buildListSearch } from '../shared/lists';
import { buildTriggerProperties } from '../shared/trigger/fields';
import { pollPlatform } from '../shared/trigger/poll';
import { googlePlayTriggers } from './googleplay.triggers';

export class ScrapeBadgerGooglePlayTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger Google Play Trigger',
		name: 'scrapeBadgerGooglePlayTrigger',
		icon: { light: 'file:googleplay.svg', dark: 'file:googleplay.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["event"]}}',
		description:
			'Starts the workflow on new user reviews of a Google Play app, polling the ScrapeBadger API and emitting only what is new',
		defaults: { name: 'ScrapeBadger Google Play Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildTriggerProperties(googlePlayTriggers),
	};

	methods = { listSearch: buildListSearch(googlePlayTriggers.platform) };

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		return await pollPlatform.call(this, googlePlayTriggers);
	}
}
