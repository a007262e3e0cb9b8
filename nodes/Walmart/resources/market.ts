import type { ResourceDescriptor } from '../../shared/descriptor';

export const market: ResourceDescriptor = {
	value: 'market',
	name: 'Market',
	description: 'The Walmart markets the service reads',
	endpoints: [
		{
			operation: 'list',
			name: 'List',
			action: 'List Walmart markets',
			description:
				'List the Walmart markets the service reads, one item per market: code, name, domain, currency and language. Only walmart.com (US, dollars) today. Free: costs no credits.',
			method: 'GET',
			path: '/v1/walmart/markets',
			params: [],
			credits: 0,
			paging: { kind: 'none' },
			records: 'markets',
		},
	],
};
