import type { INodeExecutionData, INodeType, INodeTypeDescription, IPollFunctions } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { buildListSearch } from '../shared/lists';
import { buildTriggerProperties } from '../shared/trigger/fields';
import { pollPlatform } from '../shared/trigger/poll';
import { vintedTriggers } from './vinted.triggers';

export class ScrapeBadgerVintedTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger Vinted Trigger',
		name: 'scrapeBadgerVintedTrigger',
		icon: { light: 'file:vinted.svg', dark: 'file:vinted.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["event"]}}',
		description:
			'Starts the workflow on new Vinted listings for a search, or when a listing\'s price or sale status changes, polling the ScrapeBadger API and emitting only what is new or changed',
		defaults: { name: 'ScrapeBadger Vinted Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildTriggerProperties(vintedTriggers),
	};

	methods = { listSearch: buildListSearch(vintedTriggers.platform) };

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		return await pollPlatform.call(this, vintedTriggers);
	}
}
