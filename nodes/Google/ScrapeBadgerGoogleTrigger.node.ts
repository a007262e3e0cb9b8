import type { INodeExecutionData, INodeType, INodeTypeDescription, IPollFunctions } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { buildListSearch } from '../shared/lists';
import { buildTriggerProperties } from '../shared/trigger/fields';
import { pollPlatform } from '../shared/trigger/poll';
import { googleTriggers } from './google.triggers';

export class ScrapeBadgerGoogleTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger Google Trigger',
		name: 'scrapeBadgerGoogleTrigger',
		icon: { light: 'file:google.svg', dark: 'file:google.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["event"]}}',
		description:
			"Starts the workflow when a domain's Google position for a search moves (or it enters or leaves the first page), on new Google News articles for a search, new reviews of a Google Maps place or new Google Jobs listings, polling the ScrapeBadger API and emitting only what is new",
		defaults: { name: 'ScrapeBadger Google Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildTriggerProperties(googleTriggers),
	};

	methods = { listSearch: buildListSearch(googleTriggers.platform) };

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		return await pollPlatform.call(this, googleTriggers);
	}
}
