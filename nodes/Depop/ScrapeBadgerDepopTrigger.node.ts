import type { INodeExecutionData, INodeType, INodeTypeDescription, IPollFunctions } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { buildListSearch } from '../shared/lists';
import { buildTriggerProperties } from '../shared/trigger/fields';
import { pollPlatform } from '../shared/trigger/poll';
import { depopTriggers } from './depop.triggers';

export class ScrapeBadgerDepopTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger Depop Trigger',
		name: 'scrapeBadgerDepopTrigger',
		icon: { light: 'file:depop.svg', dark: 'file:depop.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["event"]}}',
		description:
			'Starts the workflow on new Depop items for a search, newly listed first, polling the ScrapeBadger API and emitting only what is new',
		defaults: { name: 'ScrapeBadger Depop Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildTriggerProperties(depopTriggers),
	};

	methods = { listSearch: buildListSearch(depopTriggers.platform) };

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		return await pollPlatform.call(this, depopTriggers);
	}
}
