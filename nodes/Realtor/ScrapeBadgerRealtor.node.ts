import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { executePlatform } from '../shared/execute';
import { buildProperties } from '../shared/fields';
import { buildListSearch } from '../shared/lists';
import { realtor } from './realtor.descriptor';

export class ScrapeBadgerRealtor implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger Realtor',
		name: 'scrapeBadgerRealtor',
		icon: { light: 'file:realtor.svg', dark: 'file:realtor.dark.svg' },
		group: ['input'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			'Read realtor.com (US) and realtor.ca (Canada) through the ScrapeBadger API: listing searches for sale, for rent, sold or pending, properties in full with price and tax history, schools and estimates, location suggestions, and markets',
		defaults: { name: 'ScrapeBadger Realtor' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildProperties(realtor),
	};

	methods = { listSearch: buildListSearch(realtor) };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await executePlatform.call(this, realtor, { continueOnFail: this.continueOnFail() });
	}
}
