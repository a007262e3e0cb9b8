import type { ResourceDescriptor } from '../../shared/descriptor';

export const market: ResourceDescriptor = {
	value: 'market',
	name: 'Market',
	description: 'The Amazon marketplaces the service reads',
	endpoints: [
		{
			operation: 'list',
			name: 'List',
			action: 'List marketplaces',
			description:
				'List the Amazon marketplaces the service supports, one item per marketplace: its code, the domain to use as Marketplace (e.g. co.uk), country name, currency, language and country code. Takes no Marketplace.',
			method: 'GET',
			path: '/v1/amazon/markets',
			params: [],
			credits: 0,
			paging: { kind: 'none' },
			records: 'markets',
		},
	],
};
