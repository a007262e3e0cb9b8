import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { executePlatform } from '../shared/execute';
import { buildProperties } from '../shared/fields';
import { buildListSearch } from '../shared/lists';
import { idealista } from './idealista.descriptor';

export class ScrapeBadgerIdealista implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger Idealista',
		name: 'scrapeBadgerIdealista',
		icon: { light: 'file:idealista.svg', dark: 'file:idealista.dark.svg' },
		group: ['input'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			"Read Idealista in Spain, Italy and Portugal through the ScrapeBadger API: property searches for sale or rent, a location's full inventory, listings in full with their engagement counters, agencies by name or phone and location codes",
		defaults: { name: 'ScrapeBadger Idealista' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildProperties(idealista),
	};

	methods = { listSearch: buildListSearch(idealista) };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await executePlatform.call(this, idealista, { continueOnFail: this.continueOnFail() });
	}
}
