import { catalogStore, storeCard } from '../../fixtures/ebay/catalog';
import type { ListingCard } from '../../fixtures/ebay/sellers';
import { clampPerPage, SELLERS, sellerFeedback, sellerListings, sellerProfile } from '../../fixtures/ebay/sellers';
import { ApiError, defineRoute } from '../../route';
import { DOMAIN_RULE, scraped, servePage } from './paging';

export const SELLER_ITEMS_MAX_PAGE = 100;
/** Feedback: 25 comments a page, pages 1 to 50. */
export const FEEDBACK_PER_PAGE = 25;
export const FEEDBACK_MAX_PAGE = 50;

/** A seller's active listings: the store of a store seller, the catalog listings of a catalog seller. */
function storeOf(username: string, domain: string): ListingCard[] | undefined {
	const store = sellerListings(username, domain);
	if (store) return store;
	if (!SELLERS[username]) return undefined;
	return catalogStore(username).map((listing) => storeCard(listing, domain, 0));
}

const notFound = (username: string) => ApiError.notFound(`Seller ${username} not found`);

export const sellerRoutes = [
	defineRoute({
		path: '/v1/ebay/sellers/{username}',
		query: { domain: DOMAIN_RULE },
		credits: 5,
		handle: ({ params, query, now }) => {
			const store = storeOf(params.username, query.domain);
			if (!store) throw notFound(params.username);
			return { domain: query.domain, seller: { ...sellerProfile(params.username, query.domain, store.length), ...scraped(now) } };
		},
	}),
	defineRoute({
		path: '/v1/ebay/sellers/{username}/items',
		query: {
			domain: DOMAIN_RULE,
			query: { type: 'string', maxLength: 300 },
			page: { type: 'integer', default: 1, min: 1, max: SELLER_ITEMS_MAX_PAGE },
			per_page: { type: 'integer', min: 1, max: 240 },
		},
		credits: 5,
		handle: ({ params, query, now }) => {
			const all = storeOf(params.username, query.domain);
			if (!all) throw notFound(params.username);
			const words = (query.query ?? '').toLowerCase().split(/\s+/).filter((word) => word !== '');
			const matching = all.filter((listing) => words.every((word) => listing.title.toLowerCase().includes(word)));
			// total_pages counts the whole store, even past the 100 pages the service will serve.
			const page = servePage(matching, query.page, clampPerPage(query.per_page));
			return {
				domain: query.domain,
				username: params.username,
				results: page.records.map((listing, index) => ({ ...structuredClone(listing), position: page.start + index + 1 })),
				pagination: page.pagination,
				...scraped(now),
			};
		},
	}),
	defineRoute({
		path: '/v1/ebay/sellers/{username}/feedback',
		query: { domain: DOMAIN_RULE, page: { type: 'integer', default: 1, min: 1, max: FEEDBACK_MAX_PAGE } },
		credits: 10,
		handle: ({ params, query, now }) => {
			const feedback = sellerFeedback(params.username);
			if (!feedback) throw notFound(params.username);
			const page = servePage(feedback, query.page, FEEDBACK_PER_PAGE);
			return {
				domain: query.domain,
				username: params.username,
				feedback: page.records.map((entry) => ({ ...entry })),
				pagination: page.pagination,
				...scraped(now),
			};
		},
	}),
];
