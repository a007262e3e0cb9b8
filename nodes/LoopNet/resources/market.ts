import type { ResourceDescriptor } from '../../shared/descriptor';

export const market: ResourceDescriptor = {
	value: 'market',
	name: 'Market',
	description: 'The LoopNet portals the service reads',
	endpoints: [
		{
			operation: 'list',
			name: 'List',
			action: 'List LoopNet markets',
			description: 'List the LoopNet markets, free, one item per market: code (the Market field of the other operations), domain, country, currency, locale and name.',
			method: 'GET',
			path: '/v1/loopnet/markets',
			params: [],
			credits: 0,
			paging: { kind: 'none' },
			records: 'markets',
		},
	],
};
