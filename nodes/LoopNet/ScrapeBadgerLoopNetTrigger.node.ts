import type { INodeExecutionData, INodeType, INodeTypeDescription, IPollFunctions } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { buildListSearch } from '../shared/lists';
import { buildTriggerProperties } from '../shared/trigger/fields';
import { pollPlatform } from '../shared/trigger/poll';
import { loopnetTriggers } from './loopnet.triggers';

export class ScrapeBadgerLoopNetTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger LoopNet Trigger',
		name: 'scrapeBadgerLoopNetTrigger',
		icon: { light: 'file:loopnet.svg', dark: 'file:loopnet.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["event"]}}',
		description:
			'Starts the workflow on new LoopNet commercial listings for a search, polling the ScrapeBadger API and emitting only what is new',
		defaults: { name: 'ScrapeBadger LoopNet Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildTriggerProperties(loopnetTriggers),
	};

	methods = { listSearch: buildListSearch(loopnetTriggers.platform) };

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		return await pollPlatform.call(this, loopnetTriggers);
	}
}
