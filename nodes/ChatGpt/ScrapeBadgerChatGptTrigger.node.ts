import type { INodeExecutionData, INodeType, INodeTypeDescription, IPollFunctions } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { buildListSearch } from '../shared/lists';
import { buildTriggerProperties } from '../shared/trigger/fields';
import { pollPlatform } from '../shared/trigger/poll';
import { chatgptTriggers } from './chatgpt.triggers';

export class ScrapeBadgerChatGptTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger ChatGPT Trigger',
		name: 'scrapeBadgerChatGptTrigger',
		icon: { light: 'file:chatgpt.svg', dark: 'file:chatgpt.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["event"]}}',
		description:
			'Starts the workflow when the sources ChatGPT cites for a question change, or when a watched domain or brand enters or leaves its answer, asking the question again on each poll through the ScrapeBadger API',
		defaults: { name: 'ScrapeBadger ChatGPT Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildTriggerProperties(chatgptTriggers),
	};

	methods = { listSearch: buildListSearch(chatgptTriggers.platform) };

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		return await pollPlatform.call(this, chatgptTriggers);
	}
}
