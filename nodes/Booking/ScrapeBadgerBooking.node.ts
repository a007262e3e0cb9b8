import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { executePlatform } from '../shared/execute';
import { buildProperties } from '../shared/fields';
import { buildListSearch } from '../shared/lists';
import { booking } from './booking.descriptor';

export class ScrapeBadgerBooking implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger Booking.com',
		name: 'scrapeBadgerBooking',
		icon: { light: 'file:booking.svg', dark: 'file:booking.dark.svg' },
		group: ['input'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			"Read Booking.com through the ScrapeBadger API: properties by place, dates and guests with their prices, a property in full, its rooms and rates for dates, its guest reviews, and destination IDs",
		defaults: { name: 'ScrapeBadger Booking.com' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildProperties(booking),
	};

	methods = { listSearch: buildListSearch(booking) };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await executePlatform.call(this, booking, { continueOnFail: this.continueOnFail() });
	}
}
