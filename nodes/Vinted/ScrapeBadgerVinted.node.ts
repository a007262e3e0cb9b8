import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { executePlatform } from '../shared/execute';
import { buildProperties } from '../shared/fields';
import { buildListSearch } from '../shared/lists';
import { vinted } from './vinted.descriptor';

export class ScrapeBadgerVinted implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger Vinted',
		name: 'scrapeBadgerVinted',
		icon: { light: 'file:vinted.svg', dark: 'file:vinted.dark.svg' },
		group: ['input'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			"Read Vinted, the second-hand fashion marketplace, through the ScrapeBadger API: listing searches across its 27 country sites and listings in full, members and their listings, brand IDs, colors, conditions and markets",
		defaults: { name: 'ScrapeBadger Vinted' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildProperties(vinted),
	};

	methods = { listSearch: buildListSearch(vinted) };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await executePlatform.call(this, vinted, { continueOnFail: this.continueOnFail() });
	}
}
