import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { executePlatform } from '../shared/execute';
import { buildProperties } from '../shared/fields';
import { buildListSearch } from '../shared/lists';
import { immobiliare } from './immobiliare.descriptor';

export class ScrapeBadgerImmobiliare implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger Immobiliare',
		name: 'scrapeBadgerImmobiliare',
		icon: { light: 'file:immobiliare.svg', dark: 'file:immobiliare.dark.svg' },
		group: ['input'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			"Read Immobiliare.it and the Immobiliare Group portals of Spain, Greece and Luxembourg through the ScrapeBadger API: property searches for sale or rent, listings in full, agencies and their listings, place IDs and monthly prices per m²",
		defaults: { name: 'ScrapeBadger Immobiliare' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildProperties(immobiliare),
	};

	methods = { listSearch: buildListSearch(immobiliare) };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await executePlatform.call(this, immobiliare, { continueOnFail: this.continueOnFail() });
	}
}
