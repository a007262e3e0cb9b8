import type { INodeExecutionData, INodeType, INodeTypeDescription, IPollFunctions } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { buildListSearch } from '../shared/lists';
import { buildTriggerProperties } from '../shared/trigger/fields';
import { pollPlatform } from '../shared/trigger/poll';
import { linkedinTriggers } from './linkedin.triggers';

export class ScrapeBadgerLinkedInTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger LinkedIn Trigger',
		name: 'scrapeBadgerLinkedInTrigger',
		icon: { light: 'file:linkedin.svg', dark: 'file:linkedin.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["event"]}}',
		description:
			"Starts the workflow on new LinkedIn jobs for a search or a company, polling the ScrapeBadger API and emitting only what is new",
		defaults: { name: 'ScrapeBadger LinkedIn Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildTriggerProperties(linkedinTriggers),
	};

	methods = { listSearch: buildListSearch(linkedinTriggers.platform) };

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		return await pollPlatform.call(this, linkedinTriggers);
	}
}
