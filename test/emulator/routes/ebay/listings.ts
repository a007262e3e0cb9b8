import { activeListings, catalogCard, facetsOf, findListings, soldListings, storeCard } from '../../fixtures/ebay/catalog';
import { categoryById } from '../../fixtures/ebay/categories';
import { clampPerPage } from '../../fixtures/ebay/sellers';
import type { CatalogListing } from '../../fixtures/ebay/catalog';
import type { Fresh } from '../../live';
import { liveId } from '../../live';
import { ApiError, defineRoute } from '../../route';
import { BUYING_FORMAT_VALUES, CONDITION_VALUES, DOMAIN_RULE, scraped, servePage, SORT_VALUES } from './paging';

/** Pages the OpenAPI allows: search and sold search 1 to 1000, a category 1 to 100. */
export const SEARCH_MAX_PAGE = 1000;
export const CATEGORY_MAX_PAGE = 100;

/**
 * Cards a sold page holds: eBay's mobile grid of completed listings shows about 5/6 of the size asked for, and
 * about 25 when none is asked for.
 */
export function soldPerPage(perPage: number | null): number {
	return perPage === null ? 25 : Math.round((clampPerPage(perPage) * 5) / 6);
}

/** A new listing like `template` (so it matches the same search), listed at `at`. */
const freshListing: Fresh<CatalogListing> = (template, serial, at) => ({
	...template,
	item_id: liveId('33490000', serial),
	listed_at: at,
	ends_at: at + (template.ends_at - template.listed_at),
});

const PRICE_RULES = { min_price: { type: 'number', min: 0 }, max_price: { type: 'number', min: 0 } } as const;

/** Active listing search, sold search and category browsing, over the seeded catalog. */
export const listingRoutes = [
	defineRoute({
		path: '/v1/ebay/search',
		query: {
			query: { type: 'string', required: true, minLength: 1 },
			domain: DOMAIN_RULE,
			category_id: { type: 'string' },
			page: { type: 'integer', default: 1, min: 1, max: SEARCH_MAX_PAGE },
			per_page: { type: 'integer', min: 1, max: 240 },
			sort_by: { type: 'enum', values: SORT_VALUES, default: 'best_match' },
			condition: { type: 'enum', values: CONDITION_VALUES },
			buying_format: { type: 'enum', values: BUYING_FORMAT_VALUES },
			...PRICE_RULES,
			free_shipping: { type: 'boolean', default: false },
		},
		credits: 5,
		handle: ({ query, now, live }) => {
			const found = live.list(findListings(activeListings(), query), freshListing);
			const page = servePage(found, query.page, clampPerPage(query.per_page));
			return {
				query: query.query,
				domain: query.domain,
				category_id: query.category_id,
				sold: false,
				results: page.records.map((listing, index) => catalogCard(listing, query.domain, page.start + index + 1)),
				facets: facetsOf(found),
				pagination: page.pagination,
				...scraped(now),
			};
		},
	}),
	defineRoute({
		path: '/v1/ebay/completed',
		query: {
			query: { type: 'string', required: true, minLength: 1 },
			domain: DOMAIN_RULE,
			category_id: { type: 'string' },
			page: { type: 'integer', default: 1, min: 1, max: SEARCH_MAX_PAGE },
			per_page: { type: 'integer', min: 1, max: 240 },
			sort_by: { type: 'enum', values: SORT_VALUES, default: 'best_match' },
			condition: { type: 'enum', values: CONDITION_VALUES },
			...PRICE_RULES,
		},
		credits: 5,
		handle: ({ query, now }) => {
			const found = findListings(soldListings(), query);
			const page = servePage(found, query.page, soldPerPage(query.per_page));
			return {
				query: query.query,
				domain: query.domain,
				category_id: query.category_id,
				sold: true,
				results: page.records.map((listing, index) => catalogCard(listing, query.domain, page.start + index + 1)),
				facets: facetsOf(found),
				// The completed grid gives no page count: has_more alone tells whether a next page exists.
				pagination: { ...page.pagination, per_page: query.per_page === null ? null : clampPerPage(query.per_page), total_pages: null },
				...scraped(now),
			};
		},
	}),
	defineRoute({
		path: '/v1/ebay/categories/{category_id}/items',
		query: {
			domain: DOMAIN_RULE,
			page: { type: 'integer', default: 1, min: 1, max: CATEGORY_MAX_PAGE },
			per_page: { type: 'integer', min: 1, max: 240 },
			sort_by: { type: 'enum', values: SORT_VALUES, default: 'best_match' },
			...PRICE_RULES,
		},
		credits: 5,
		handle: ({ params, query, now }) => {
			if (!categoryById(params.category_id)) throw ApiError.notFound(`Category ${params.category_id} not found`);
			const found = findListings(activeListings(), { ...query, category_id: params.category_id });
			const page = servePage(found, query.page, clampPerPage(query.per_page));
			return {
				domain: query.domain,
				category_id: params.category_id,
				results: page.records.map((listing, index) => storeCard(listing, query.domain, page.start + index + 1)),
				facets: facetsOf(found),
				pagination: page.pagination,
				...scraped(now),
			};
		},
	}),
];
