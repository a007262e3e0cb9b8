import type { INodeExecutionData, INodeType, INodeTypeDescription, IPollFunctions } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { buildListSearch } from '../shared/lists';
import { buildTriggerProperties } from '../shared/trigger/fields';
import { pollPlatform } from '../shared/trigger/poll';
import { ebayTriggers } from './ebay.triggers';

export class ScrapeBadgerEbayTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger eBay Trigger',
		name: 'scrapeBadgerEbayTrigger',
		icon: { light: 'file:ebay.svg', dark: 'file:ebay.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["event"]}}',
		description:
			'Starts the workflow on new eBay listings matching a search, or a change in a listing\'s price or status, polling the ScrapeBadger API and emitting only what is new or changed',
		defaults: { name: 'ScrapeBadger eBay Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildTriggerProperties(ebayTriggers),
	};

	methods = { listSearch: buildListSearch(ebayTriggers.platform) };

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		return await pollPlatform.call(this, ebayTriggers);
	}
}
