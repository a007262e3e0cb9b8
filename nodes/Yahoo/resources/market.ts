import type { ResourceDescriptor } from '../../shared/descriptor';

export const market: ResourceDescriptor = {
	value: 'market',
	name: 'Market',
	description: 'The Yahoo markets the service covers',
	endpoints: [
		{
			operation: 'list',
			name: 'List',
			action: 'List Yahoo markets',
			description: "List the 35 Yahoo markets the service covers, free, one item per market: code (the Market field of the other operations), name, country and host (the regional Yahoo site it searches).",
			method: 'GET',
			path: '/v1/yahoo/markets',
			params: [],
			credits: 0,
			paging: { kind: 'none' },
			records: 'markets',
		},
	],
};
