import type { ResourceDescriptor } from '../../shared/descriptor';

export const market: ResourceDescriptor = {
	value: 'market',
	name: 'Market',
	description: 'The Depop markets the service reads',
	endpoints: [
		{
			operation: 'list',
			name: 'List',
			action: 'List Depop markets',
			description: 'List the Depop markets, free, one item per market: code (the Market field of the other operations), country_code, currency and name.',
			method: 'GET',
			path: '/v1/depop/markets',
			params: [],
			credits: 0,
			paging: { kind: 'none' },
			records: 'markets',
		},
	],
};
