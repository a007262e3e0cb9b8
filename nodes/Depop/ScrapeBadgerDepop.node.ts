import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { executePlatform } from '../shared/execute';
import { buildProperties } from '../shared/fields';
import { buildListSearch } from '../shared/lists';
import { depop } from './depop.descriptor';

export class ScrapeBadgerDepop implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger Depop',
		name: 'scrapeBadgerDepop',
		icon: { light: 'file:depop.svg', dark: 'file:depop.dark.svg' },
		group: ['input'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			"Read Depop, the second-hand fashion marketplace, through the ScrapeBadger API: product searches in its 10 markets and products in full, seller shops and their listings, and markets",
		defaults: { name: 'ScrapeBadger Depop' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildProperties(depop),
	};

	methods = { listSearch: buildListSearch(depop) };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await executePlatform.call(this, depop, { continueOnFail: this.continueOnFail() });
	}
}
