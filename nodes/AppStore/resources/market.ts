import type { ResourceDescriptor } from '../../shared/descriptor';

export const market: ResourceDescriptor = {
	value: 'market',
	name: 'Market',
	description: 'The App Store storefronts the service reads',
	endpoints: [
		{
			operation: 'list',
			name: 'List',
			action: 'List App Store markets',
			description:
				'List the App Store storefronts, one item per storefront: code (the value the Country fields take, e.g. gb) and name. Any other well-formed two-letter code works too: Apple decides. Free: costs no credits.',
			method: 'GET',
			path: '/v1/app-store/markets',
			params: [],
			credits: 0,
			paging: { kind: 'none' },
			records: 'markets',
		},
	],
};
