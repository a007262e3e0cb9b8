import type { INodeExecutionData, INodeType, INodeTypeDescription, IPollFunctions } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { buildListSearch } from '../shared/lists';
import { buildTriggerProperties } from '../shared/trigger/fields';
import { pollPlatform } from '../shared/trigger/poll';
import { immobiliareTriggers } from './immobiliare.triggers';

export class ScrapeBadgerImmobiliareTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger Immobiliare Trigger',
		name: 'scrapeBadgerImmobiliareTrigger',
		icon: { light: 'file:immobiliare.svg', dark: 'file:immobiliare.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["event"]}}',
		description:
			'Starts the workflow on new Immobiliare Group listings (Italy, Spain, Greece, Luxembourg) for a search, newest first, polling the ScrapeBadger API and emitting only what is new',
		defaults: { name: 'ScrapeBadger Immobiliare Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildTriggerProperties(immobiliareTriggers),
	};

	methods = { listSearch: buildListSearch(immobiliareTriggers.platform) };

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		return await pollPlatform.call(this, immobiliareTriggers);
	}
}
