import type { INodeExecutionData, INodeType, INodeTypeDescription, IPollFunctions } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { buildListSearch } from '../shared/lists';
import { buildTriggerProperties } from '../shared/trigger/fields';
import { pollPlatform } from '../shared/trigger/poll';
import { webTriggers } from './web.triggers';

export class ScrapeBadgerWebTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger Web Trigger',
		name: 'scrapeBadgerWebTrigger',
		icon: { light: 'file:web.svg', dark: 'file:web.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["event"]}}',
		description:
			'Starts the workflow when a web page changes (the whole page, the part a CSS selector picks, or what an AI prompt extracts), polling the ScrapeBadger API and emitting each change once with a diff',
		defaults: { name: 'ScrapeBadger Web Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildTriggerProperties(webTriggers),
	};

	methods = { listSearch: buildListSearch(webTriggers.platform) };

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		return await pollPlatform.call(this, webTriggers);
	}
}
