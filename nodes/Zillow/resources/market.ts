import type { ResourceDescriptor } from '../../shared/descriptor';

export const market: ResourceDescriptor = {
	value: 'market',
	name: 'Market',
	description: 'The countries Zillow data covers',
	endpoints: [
		{
			operation: 'list',
			name: 'List',
			action: 'List coverage markets',
			description:
				'List the markets Zillow data covers (United States and Canada, both served from zillow.com), one item per market with its country, currency and locale.',
			method: 'GET',
			path: '/v1/zillow/markets',
			params: [],
			credits: 0,
			paging: { kind: 'none' },
			records: 'markets',
		},
	],
};
