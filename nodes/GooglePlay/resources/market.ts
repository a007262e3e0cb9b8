import type { ResourceDescriptor } from '../../shared/descriptor';

export const market: ResourceDescriptor = {
	value: 'market',
	name: 'Market',
	description: 'The Google Play storefront countries and content languages the service reads',
	endpoints: [
		{
			operation: 'list',
			name: 'List',
			action: 'List Google Play markets',
			description:
				'List the storefront countries and content languages the service reads, as one item: markets (code, the value the Country fields take, e.g. US, and name) and languages (code, the value the Language fields take, e.g. pt-BR, and name). The two are independent: any language in any country. Free: costs no credits.',
			method: 'GET',
			path: '/v1/google-play/markets',
			params: [],
			credits: 0,
			paging: { kind: 'none' },
		},
	],
};
