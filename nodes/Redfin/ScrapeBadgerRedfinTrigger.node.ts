import type { INodeExecutionData, INodeType, INodeTypeDescription, IPollFunctions } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { buildListSearch } from '../shared/lists';
import { buildTriggerProperties } from '../shared/trigger/fields';
import { pollPlatform } from '../shared/trigger/poll';
import { redfinTriggers } from './redfin.triggers';

export class ScrapeBadgerRedfinTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger Redfin Trigger',
		name: 'scrapeBadgerRedfinTrigger',
		icon: { light: 'file:redfin.svg', dark: 'file:redfin.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["event"]}}',
		description:
			'Starts the workflow on new Redfin listings for a search, newest first, polling the ScrapeBadger API and emitting only what is new',
		defaults: { name: 'ScrapeBadger Redfin Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildTriggerProperties(redfinTriggers),
	};

	methods = { listSearch: buildListSearch(redfinTriggers.platform) };

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		return await pollPlatform.call(this, redfinTriggers);
	}
}
