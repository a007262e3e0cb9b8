import type { INodeExecutionData, INodeType, INodeTypeDescription, IPollFunctions } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { buildListSearch } from '../shared/lists';
import { buildTriggerProperties } from '../shared/trigger/fields';
import { pollPlatform } from '../shared/trigger/poll';
import { realtorTriggers } from './realtor.triggers';

export class ScrapeBadgerRealtorTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger Realtor Trigger',
		name: 'scrapeBadgerRealtorTrigger',
		icon: { light: 'file:realtor.svg', dark: 'file:realtor.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["event"]}}',
		description:
			'Starts the workflow on new realtor.com or realtor.ca listings for a search, newest first, polling the ScrapeBadger API and emitting only what is new',
		defaults: { name: 'ScrapeBadger Realtor Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildTriggerProperties(realtorTriggers),
	};

	methods = { listSearch: buildListSearch(realtorTriggers.platform) };

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		return await pollPlatform.call(this, realtorTriggers);
	}
}
