import type { INodeExecutionData, INodeType, INodeTypeDescription, IPollFunctions } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { buildListSearch } from '../shared/lists';
import { buildTriggerProperties } from '../shared/trigger/fields';
import { pollPlatform } from '../shared/trigger/poll';
import { bookingTriggers } from './booking.triggers';

export class ScrapeBadgerBookingTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger Booking.com Trigger',
		name: 'scrapeBadgerBookingTrigger',
		icon: { light: 'file:booking.svg', dark: 'file:booking.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["event"]}}',
		description:
			"Starts the workflow when a Booking.com hotel's price for your dates, or the rooms left to book, change, polling the ScrapeBadger API",
		defaults: { name: 'ScrapeBadger Booking.com Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		properties: buildTriggerProperties(bookingTriggers),
	};

	methods = { listSearch: buildListSearch(bookingTriggers.platform) };

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		return await pollPlatform.call(this, bookingTriggers);
	}
}
