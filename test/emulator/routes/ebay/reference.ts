import { suggestionsFor } from '../../fixtures/ebay/catalog';
import { EBAY_CATEGORIES } from '../../fixtures/ebay/categories';
import { EBAY_MARKETS } from '../../fixtures/ebay/markets';
import { defineRoute } from '../../route';
import { DOMAIN_RULE } from './paging';

/** Keyword suggestions (1 credit) and the free category and market lists. */
export const referenceRoutes = [
	defineRoute({
		path: '/v1/ebay/autocomplete',
		query: { query: { type: 'string', required: true, minLength: 1 }, domain: DOMAIN_RULE },
		credits: 1,
		handle: ({ query }) => ({
			query: query.query,
			domain: query.domain,
			suggestions: suggestionsFor(query.query).map((value) => ({ value })),
		}),
	}),
	defineRoute({
		path: '/v1/ebay/categories',
		credits: 0,
		handle: () => ({ categories: EBAY_CATEGORIES.map((category) => ({ ...category })) }),
	}),
	defineRoute({
		path: '/v1/ebay/markets',
		credits: 0,
		handle: () => ({ markets: EBAY_MARKETS.map((market) => ({ ...market })) }),
	}),
];
