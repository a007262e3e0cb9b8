import type { INodeExecutionData, INodeType, INodeTypeDescription, IPollFunctions } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { buildListSearch } from '../shared/lists';
import { buildTriggerProperties } from '../shared/trigger/fields';
import { pollPlatform } from '../shared/trigger/poll';
import { airbnbTriggers } from './airbnb.triggers';

export class ScrapeBadgerAirbnbTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger Airbnb Trigger',
		name: 'scrapeBadgerAirbnbTrigger',
		icon: { light: 'file:airbnb.svg', dark: 'file:airbnb.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["event"]}}',
		description:
			'Starts the workflow on new Airbnb stays matching a search (a place, dates, guests, a price range), polling the ScrapeBadger API and emitting only what is new',
		defaults: { name: 'ScrapeBadger Airbnb Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildTriggerProperties(airbnbTriggers),
	};

	methods = { listSearch: buildListSearch(airbnbTriggers.platform) };

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		return await pollPlatform.call(this, airbnbTriggers);
	}
}
