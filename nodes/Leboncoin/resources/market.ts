import type { ResourceDescriptor } from '../../shared/descriptor';

export const market: ResourceDescriptor = {
	value: 'market',
	name: 'Market',
	description: 'The markets Leboncoin serves (France)',
	endpoints: [
		{
			operation: 'list',
			name: 'List',
			action: 'List markets',
			description:
				'List the markets the service reads Leboncoin in, one item per market: code, domain, country, currency, locale and name. Leboncoin is France only, so this is one market.',
			method: 'GET',
			path: '/v1/leboncoin/markets',
			params: [],
			credits: 0,
			paging: { kind: 'none' },
			records: 'markets',
		},
	],
};
