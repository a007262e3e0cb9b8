import type { INodeExecutionData, INodeType, INodeTypeDescription, IPollFunctions } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { buildListSearch } from '../shared/lists';
import { buildTriggerProperties } from '../shared/trigger/fields';
import { pollPlatform } from '../shared/trigger/poll';
import { walmartTriggers } from './walmart.triggers';

export class ScrapeBadgerWalmartTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger Walmart Trigger',
		name: 'scrapeBadgerWalmartTrigger',
		icon: { light: 'file:walmart.svg', dark: 'file:walmart.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["event"]}}',
		description:
			"Starts the workflow on new Walmart products matching a search, new reviews of a product, or a change in a product's price or availability, polling the ScrapeBadger API and emitting only what is new or changed",
		defaults: { name: 'ScrapeBadger Walmart Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildTriggerProperties(walmartTriggers),
	};

	methods = { listSearch: buildListSearch(walmartTriggers.platform) };

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		return await pollPlatform.call(this, walmartTriggers);
	}
}
