import type { ResourceDescriptor } from '../../shared/descriptor';

export const market: ResourceDescriptor = {
	value: 'market',
	name: 'Market',
	description: 'The eBay marketplaces the service reads',
	endpoints: [
		{
			operation: 'list',
			name: 'List',
			action: 'List marketplaces',
			description:
				'List the eBay marketplaces the service reads, one item per market: domain (the value the Marketplace fields take, e.g. co.uk), country, currency, locale, name and eBay site ID. Free: costs no credits.',
			method: 'GET',
			path: '/v1/ebay/markets',
			params: [],
			credits: 0,
			paging: { kind: 'none' },
			records: 'markets',
		},
	],
};
