import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { executePlatform } from '../shared/execute';
import { buildProperties } from '../shared/fields';
import { buildListSearch } from '../shared/lists';
import { redfin } from './redfin.descriptor';

export class ScrapeBadgerRedfin implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger Redfin',
		name: 'scrapeBadgerRedfin',
		icon: { light: 'file:redfin.svg', dark: 'file:redfin.dark.svg' },
		group: ['input'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			'Read Redfin through the ScrapeBadger API: home searches in the US with price, size and map filters, homes in full by URL or ID, agents and their listings, location suggestions, and coverage markets',
		defaults: { name: 'ScrapeBadger Redfin' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildProperties(redfin),
	};

	methods = { listSearch: buildListSearch(redfin) };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await executePlatform.call(this, redfin, { continueOnFail: this.continueOnFail() });
	}
}
