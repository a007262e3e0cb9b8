import type { ResourceDescriptor } from '../../shared/descriptor';

export const market: ResourceDescriptor = {
	value: 'market',
	name: 'Market',
	description: 'The Vinted country sites the service reads',
	endpoints: [
		{
			operation: 'list',
			name: 'List',
			action: 'List Vinted markets',
			description: 'List the Vinted markets, one item per market: code (the Market field of the other operations), title (the country), domain and currency.',
			method: 'GET',
			path: '/v1/vinted/markets',
			params: [],
			credits: 1,
			paging: { kind: 'none' },
			records: 'markets',
		},
	],
};
