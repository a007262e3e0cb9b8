import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { executePlatform } from '../shared/execute';
import { buildProperties } from '../shared/fields';
import { buildListSearch } from '../shared/lists';
import { apartments } from './apartments.descriptor';

export class ScrapeBadgerApartments implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger Apartments.com',
		name: 'scrapeBadgerApartments',
		icon: { light: 'file:apartments.svg', dark: 'file:apartments.dark.svg' },
		group: ['input'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			'Read apartments.com, the US rental marketplace, through the ScrapeBadger API: rentals in a city or ZIP code by bedrooms and rent, and a property with every floor plan and unit, each with its own rent',
		defaults: { name: 'ScrapeBadger Apartments.com' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildProperties(apartments),
	};

	methods = { listSearch: buildListSearch(apartments) };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await executePlatform.call(this, apartments, { continueOnFail: this.continueOnFail() });
	}
}
