import type { ResourceDescriptor } from '../../shared/descriptor';

export const market: ResourceDescriptor = {
	value: 'market',
	name: 'Market',
	description: 'The Yandex domains the service reads',
	endpoints: [
		{
			operation: 'list',
			name: 'List',
			action: 'List Yandex markets',
			description:
				"List the Yandex domains, free, one item per market: code (the Domain field of the other operations), domain (the host), country_code, default_lr (the domain's Region ID), lang, name and clears_reliably (whether it passes Yandex's anti-bot reliably: tr).",
			method: 'GET',
			path: '/v1/yandex/markets',
			params: [],
			credits: 0,
			paging: { kind: 'none' },
			records: 'markets',
		},
	],
};
