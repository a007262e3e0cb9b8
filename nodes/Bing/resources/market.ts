import type { ResourceDescriptor } from '../../shared/descriptor';

export const market: ResourceDescriptor = {
	value: 'market',
	name: 'Market',
	description: 'The Bing markets the service names',
	endpoints: [
		{
			operation: 'list',
			name: 'List',
			action: 'List Bing markets',
			description: "List the service's 30 Bing markets, free, one item per market: code (the Market field of the searches), name and country. Any other well-formed code works too.",
			method: 'GET',
			path: '/v1/bing/markets',
			params: [],
			credits: 0,
			paging: { kind: 'none' },
			records: 'markets',
		},
	],
};
