import type { INodeExecutionData, INodeType, INodeTypeDescription, IPollFunctions } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { buildListSearch } from '../shared/lists';
import { buildTriggerProperties } from '../shared/trigger/fields';
import { pollPlatform } from '../shared/trigger/poll';
import { zillowTriggers } from './zillow.triggers';

export class ScrapeBadgerZillowTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger Zillow Trigger',
		name: 'scrapeBadgerZillowTrigger',
		icon: { light: 'file:zillow.svg', dark: 'file:zillow.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["event"]}}',
		description:
			'Starts the workflow when new Zillow listings match a search or a property\'s price or status changes, polling the ScrapeBadger API and emitting only what is new or changed',
		defaults: { name: 'ScrapeBadger Zillow Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildTriggerProperties(zillowTriggers),
	};

	methods = { listSearch: buildListSearch(zillowTriggers.platform) };

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		return await pollPlatform.call(this, zillowTriggers);
	}
}
