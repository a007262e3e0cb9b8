import type { INodeExecutionData, INodeType, INodeTypeDescription, IPollFunctions } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { buildListSearch } from '../shared/lists';
import { buildTriggerProperties } from '../shared/trigger/fields';
import { pollPlatform } from '../shared/trigger/poll';
import { leboncoinTriggers } from './leboncoin.triggers';

export class ScrapeBadgerLeboncoinTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger Leboncoin Trigger',
		name: 'scrapeBadgerLeboncoinTrigger',
		icon: { light: 'file:leboncoin.svg', dark: 'file:leboncoin.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["event"]}}',
		description:
			'Starts the workflow when new Leboncoin ads match a search, polling the ScrapeBadger API and emitting only what is new',
		defaults: { name: 'ScrapeBadger Leboncoin Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildTriggerProperties(leboncoinTriggers),
	};

	methods = { listSearch: buildListSearch(leboncoinTriggers.platform) };

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		return await pollPlatform.call(this, leboncoinTriggers);
	}
}
