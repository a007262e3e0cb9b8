import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { executePlatform } from '../shared/execute';
import { buildProperties } from '../shared/fields';
import { buildListSearch } from '../shared/lists';
import { airbnb } from './airbnb.descriptor';

export class ScrapeBadgerAirbnb implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger Airbnb',
		name: 'scrapeBadgerAirbnb',
		icon: { light: 'file:airbnb.svg', dark: 'file:airbnb.dark.svg' },
		group: ['input'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			"Read Airbnb through the ScrapeBadger API: stays by place, map area, dates and guests with their prices, a listing in full, its availability calendar and guest reviews, and Airbnb Experiences",
		defaults: { name: 'ScrapeBadger Airbnb' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildProperties(airbnb),
	};

	methods = { listSearch: buildListSearch(airbnb) };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await executePlatform.call(this, airbnb, { continueOnFail: this.continueOnFail() });
	}
}
