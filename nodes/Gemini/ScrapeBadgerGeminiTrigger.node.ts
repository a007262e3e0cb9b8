import type { INodeExecutionData, INodeType, INodeTypeDescription, IPollFunctions } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { buildListSearch } from '../shared/lists';
import { buildTriggerProperties } from '../shared/trigger/fields';
import { pollPlatform } from '../shared/trigger/poll';
import { geminiTriggers } from './gemini.triggers';

export class ScrapeBadgerGeminiTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger Gemini Trigger',
		name: 'scrapeBadgerGeminiTrigger',
		icon: { light: 'file:gemini.svg', dark: 'file:gemini.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["event"]}}',
		description:
			'Starts the workflow when the sources Gemini cites for a question change, or when a watched domain or brand enters or leaves its answer, asking the question again on each poll through the ScrapeBadger API',
		defaults: { name: 'ScrapeBadger Gemini Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildTriggerProperties(geminiTriggers),
	};

	methods = { listSearch: buildListSearch(geminiTriggers.platform) };

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		return await pollPlatform.call(this, geminiTriggers);
	}
}
