import type { INodeExecutionData, INodeType, INodeTypeDescription, IPollFunctions } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { buildListSearch } from '../shared/lists';
import { buildTriggerProperties } from '../shared/trigger/fields';
import { pollPlatform } from '../shared/trigger/poll';
import { facebookTriggers } from './facebook.triggers';

export class ScrapeBadgerFacebookTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger Facebook Trigger',
		name: 'scrapeBadgerFacebookTrigger',
		icon: { light: 'file:facebook.svg', dark: 'file:facebook.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["event"]}}',
		description:
			'Starts the workflow on new posts of a Facebook Page or in a public group, or new Marketplace listings for a search, polling the ScrapeBadger API and emitting only what is new',
		defaults: { name: 'ScrapeBadger Facebook Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildTriggerProperties(facebookTriggers),
	};

	methods = { listSearch: buildListSearch(facebookTriggers.platform) };

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		return await pollPlatform.call(this, facebookTriggers);
	}
}
