import type { INodeExecutionData, INodeType, INodeTypeDescription, IPollFunctions } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { buildListSearch } from '../shared/lists';
import { buildTriggerProperties } from '../shared/trigger/fields';
import { pollPlatform } from '../shared/trigger/poll';
import { appStoreTriggers } from './appstore.triggers';

export class ScrapeBadgerAppStoreTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger App Store Trigger',
		name: 'scrapeBadgerAppStoreTrigger',
		icon: { light: 'file:appstore.svg', dark: 'file:appstore.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["event"]}}',
		description:
			'Starts the workflow on new customer reviews of an App Store app, polling the ScrapeBadger API and emitting only what is new',
		defaults: { name: 'ScrapeBadger App Store Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildTriggerProperties(appStoreTriggers),
	};

	methods = { listSearch: buildListSearch(appStoreTriggers.platform) };

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		return await pollPlatform.call(this, appStoreTriggers);
	}
}
