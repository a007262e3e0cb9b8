import type { ResourceDescriptor } from '../../shared/descriptor';

export const market: ResourceDescriptor = {
	value: 'market',
	name: 'Market',
	description: 'The two portals the service reads',
	endpoints: [
		{
			operation: 'list',
			name: 'List',
			action: 'List Realtor markets',
			description:
				'List the markets, free, one item per market: code (the Market field of the other operations: us, ca), domain (realtor.com, realtor.ca), country, currency, locale and name.',
			method: 'GET',
			path: '/v1/realtor/markets',
			params: [],
			credits: 0,
			paging: { kind: 'none' },
			records: 'markets',
		},
	],
};
