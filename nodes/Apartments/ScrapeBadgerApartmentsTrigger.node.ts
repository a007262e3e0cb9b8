import type { INodeExecutionData, INodeType, INodeTypeDescription, IPollFunctions } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { buildListSearch } from '../shared/lists';
import { buildTriggerProperties } from '../shared/trigger/fields';
import { pollPlatform } from '../shared/trigger/poll';
import { apartmentsTriggers } from './apartments.triggers';

export class ScrapeBadgerApartmentsTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger Apartments.com Trigger',
		name: 'scrapeBadgerApartmentsTrigger',
		icon: { light: 'file:apartments.svg', dark: 'file:apartments.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["event"]}}',
		description:
			'Starts the workflow on new apartments.com rental properties for a search, polling the ScrapeBadger API and emitting only what is new',
		defaults: { name: 'ScrapeBadger Apartments.com Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildTriggerProperties(apartmentsTriggers),
	};

	methods = { listSearch: buildListSearch(apartmentsTriggers.platform) };

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		return await pollPlatform.call(this, apartmentsTriggers);
	}
}
