import type { INodeExecutionData, INodeType, INodeTypeDescription, IPollFunctions } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { buildListSearch } from '../shared/lists';
import { buildTriggerProperties } from '../shared/trigger/fields';
import { pollPlatform } from '../shared/trigger/poll';
import { amazonTriggers } from './amazon.triggers';

export class ScrapeBadgerAmazonTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger Amazon Trigger',
		name: 'scrapeBadgerAmazonTrigger',
		icon: { light: 'file:amazon.svg', dark: 'file:amazon.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["event"]}}',
		description:
			'Starts the workflow on new reviews of an Amazon product, new products matching a search, or a change in a product\'s price or availability, polling the ScrapeBadger API and emitting only what is new or changed',
		defaults: { name: 'ScrapeBadger Amazon Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildTriggerProperties(amazonTriggers),
	};

	methods = { listSearch: buildListSearch(amazonTriggers.platform) };

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		return await pollPlatform.call(this, amazonTriggers);
	}
}
