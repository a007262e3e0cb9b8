import type { ResourceDescriptor } from '../../shared/descriptor';

export const market: ResourceDescriptor = {
	value: 'market',
	name: 'Market',
	description: 'The Immobiliare Group portals the service reads, and the values its search filters take',
	endpoints: [
		{
			operation: 'list',
			name: 'List',
			action: 'List Immobiliare markets',
			description: 'List the four portals, free, one item per market: code (the Market field of the other operations), domain, country_code, locale, currency and name.',
			method: 'GET',
			path: '/v1/immobiliare/markets',
			params: [],
			credits: 0,
			paging: { kind: 'none' },
		},
		{
			// No docs page describes /reference (the OpenAPI: "List filter enums"; the search's category and sort: "see
			// /reference"); the overview's credit table does not price it either. The Credit Budget holds the platform's dearest
			// price (10) for it, so an unpriced call can never pass the budget, and counts what the service reports.
			operation: 'getFilters',
			name: 'Get Filters',
			action: 'Get Immobiliare search filter values',
			description: "Read the values the service's search filters take (the contracts, categories and sort orders, per the OpenAPI's \"List filter enums\"), as one item, the answer as it comes.",
			method: 'GET',
			path: '/v1/immobiliare/reference',
			params: [],
			credits: 10,
			creditsAssumed: true,
			paging: { kind: 'none' },
		},
	],
};
