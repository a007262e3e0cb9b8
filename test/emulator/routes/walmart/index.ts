/**
 * The emulator's walmart.com: the search-shaped lists (search, category, deals, a seller's catalogue) paged by number
 * with `has_more_pages` and the pages' ceilings (10 or 11; a page past it is the service's 422), products and their
 * reviews (10 a page), sellers, a store, the markets and the search box's suggestions. Unknown products, sellers and
 * stores are 404s, as the endpoint pages' error tables say.
 */
import * as data from '../../fixtures/walmart/catalog';
import type { ListKind, ProductCard } from '../../fixtures/walmart/catalog';
import type { Fresh } from '../../live';
import { isoAt, liveId } from '../../live';
import { ApiError, defineRoute } from '../../route';

const PRICE = { type: 'number', min: 0 } as const;
const NUMERIC = { pattern: '^\\d+$' } as const;
const PRODUCT_SORTS = ['best_match', 'best_seller', 'price_low', 'price_high', 'rating_high', 'new'] as const;

type Review = ReturnType<typeof data.reviewsOf>[number];

/** A product just listed (the monitoring run's growth): an item ID of its own, at its own URL, in the search's price band. */
const freshCard: Fresh<ProductCard> = (template, serial) => {
	const usItemId = liveId('99000', serial, 5);
	return { ...template, us_item_id: usItemId, item_id: usItemId, name: `${template.brand} New Arrival ${serial}`, url: `https://www.walmart.com/ip/New-Arrival-${serial}/${usItemId}` };
};

/** A review just written (the monitoring run's growth): an ID of its own, submitted now. */
const freshReview: Fresh<Review> = (template, serial, at) => ({
	...template,
	review_id: liveId('49900', serial, 5),
	title: `New review ${serial}`,
	helpful_count: 0,
	not_helpful_count: 0,
	submitted_at: isoAt(at),
	submitted_utc: Math.floor(at / 1000),
});

/** A list the emulator's Walmart finds nothing for: a term holding "qwxz". */
const findsNothing = (text: string | null) => text !== null && /qwxz/i.test(text);

interface ListQuery {
	page: number;
	min_price?: number | null;
	max_price?: number | null;
}

/**
 * One page of a search-shaped list (the service's SearchResponse), its keys those of the list's endpoint page: the
 * products within the price band, `has_more_pages` while products follow and the page is under the list's ceiling.
 */
function listPage(kind: ListKind, cards: readonly ProductCard[], query: ListQuery, head: Record<string, unknown>, tail: Record<string, unknown>, maxPage: number) {
	const inBand = cards.filter((card) => (query.min_price ?? 0) <= card.price && card.price <= (query.max_price ?? Infinity));
	const start = (query.page - 1) * data.PAGE_SIZE;
	const items = inBand.slice(start, start + data.PAGE_SIZE).map((card, index) => data.cardAs({ ...card, position: start + index + 1 }, kind));
	return {
		...head,
		page: query.page,
		total_results_reported: inBand.length * 3,
		max_page: maxPage,
		result_count: items.length,
		has_more_pages: query.page < maxPage && start + data.PAGE_SIZE < inBand.length,
		...tail,
		items,
	};
}

function searchCards(query: string): readonly ProductCard[] {
	if (findsNothing(query)) return [];
	return /\btvs?\b/i.test(query) ? data.TVS : data.LAPTOPS;
}

const productOf = (itemId: string): ProductCard => {
	const card = data.PRODUCTS.get(itemId);
	if (!card) throw ApiError.notFound('Item not found');
	return card;
};

/** A browse path, with or without its /cp/ department prefix or slashes, as the category it names. */
const categoryKey = (path: string) => path.replace(/^\/?cp\//, '').replace(/^\/+|\/+$/g, '');

export const walmartRoutes = [
	defineRoute({
		path: '/v1/walmart/search',
		query: {
			query: { type: 'string', required: true },
			page: { type: 'integer', min: 1, max: data.SEARCH_PAGES, default: 1 },
			sort: { type: 'enum', values: PRODUCT_SORTS },
			min_price: PRICE,
			max_price: PRICE,
			facet: { type: 'string' },
		},
		credits: 5,
		// New products lead the list for the monitoring run (the trigger's sort=new, newest first).
		handle: ({ query, live }) =>
			listPage(
				'search',
				live.list(searchCards(query.query), freshCard),
				query,
				{ query: query.query, url: `https://www.walmart.com/search?q=${encodeURIComponent(query.query)}` },
				{
					sort: query.sort,
					title: `Results for "${query.query}"`,
					breadcrumbs: [{ name: query.query, url: null }],
					related_searches: [`${query.query} bag`, `gaming ${query.query}`],
					spelling_correction: null,
				},
				data.SEARCH_PAGES,
			),
	}),
	defineRoute({
		path: '/v1/walmart/category',
		query: {
			path: { type: 'string', required: true },
			page: { type: 'integer', min: 1, max: data.BROWSE_PAGES, default: 1 },
			min_price: PRICE,
			max_price: PRICE,
			facet: { type: 'string' },
		},
		credits: 5,
		// The docs' category (electronics/3944, or its department page) lists 80 products (two full pages: only has_more_pages says the second is the last); any other path none.
		handle: ({ query }) =>
			listPage(
				'category',
				categoryKey(query.path) === data.CATEGORY_PATH ? data.CATEGORY_PRODUCTS : [],
				query,
				{ query: null, url: `https://www.walmart.com/browse/${categoryKey(query.path)}` },
				{ sort: null, title: 'Results for "Electronics"', breadcrumbs: [{ name: 'Electronics', url: 'https://www.walmart.com/cp/3944' }], related_searches: [] },
				data.BROWSE_PAGES,
			),
	}),
	defineRoute({
		path: '/v1/walmart/deals',
		query: { page: { type: 'integer', min: 1, max: data.BROWSE_PAGES, default: 1 }, min_price: PRICE, max_price: PRICE },
		credits: 5,
		handle: ({ query }) => listPage('deals', data.DEALS, query, { query: null, url: 'https://www.walmart.com/shop/deals' }, { title: 'Savings' }, data.BROWSE_PAGES),
	}),
	defineRoute({
		path: '/v1/walmart/sellers/{seller_id}/products',
		pathParams: { seller_id: { pattern: '^.+$' } },
		query: {
			query: { type: 'string', required: true },
			page: { type: 'integer', min: 1, max: data.SEARCH_PAGES, default: 1 },
			sort: { type: 'enum', values: PRODUCT_SORTS },
		},
		credits: 5,
		handle: ({ params, query }) => {
			if (!data.SELLER_PROFILES.has(params.seller_id)) throw ApiError.notFound('Seller not found');
			const cards = params.seller_id === data.SELLER_ID && !findsNothing(query.query) ? data.SELLER_PRODUCTS : [];
			return listPage(
				'seller',
				cards,
				query,
				{ query: query.query, url: `https://www.walmart.com/search?q=${encodeURIComponent(query.query)}&facet=retailer_id%3A${params.seller_id}` },
				{ sort: query.sort, title: `Results for "${query.query}"` },
				data.SEARCH_PAGES,
			);
		},
	}),
	defineRoute({
		path: '/v1/walmart/sellers/{seller_id}',
		pathParams: { seller_id: { pattern: '^.+$' } },
		credits: 5,
		// A hex seller_id is no catalog seller ID: the service's 404, as for any unknown seller.
		handle: ({ params }) => {
			const profile = data.SELLER_PROFILES.get(params.seller_id);
			if (!profile) throw ApiError.notFound('Seller not found');
			return { seller: structuredClone(profile), featured_items: [] };
		},
	}),
	defineRoute({
		path: '/v1/walmart/products/{item_id}/reviews',
		pathParams: { item_id: NUMERIC },
		query: {
			page: { type: 'integer', min: 1, max: 100, default: 1 },
			sort: { type: 'enum', values: ['relevancy', 'submission-desc', 'submission-asc', 'rating-desc', 'rating-asc', 'helpful'] },
		},
		credits: 10,
		handle: ({ params, query, live }) => {
			productOf(params.item_id);
			// The fixture's reviews are newest first; reviews written while the emulator runs are the newest.
			const all = live.list(data.reviewsOf(params.item_id), freshReview);
			const ordered = query.sort === 'submission-asc' ? [...all].reverse() : all;
			const start = (query.page - 1) * data.REVIEWS_PAGE_SIZE;
			const reviews = ordered.slice(start, start + data.REVIEWS_PAGE_SIZE);
			return {
				item_id: params.item_id,
				url: `https://www.walmart.com/reviews/product/${params.item_id}${query.sort ? `?sort=${query.sort}` : ''}`,
				page: query.page,
				sort: query.sort,
				result_count: reviews.length,
				distribution: data.distributionOf(all.length),
				aspects: [],
				review_summary: null,
				reviews,
			};
		},
	}),
	defineRoute({
		path: '/v1/walmart/products/{item_id}',
		pathParams: { item_id: { pattern: '^.+$' } },
		credits: 10,
		// A product whose price or stock moves for the monitoring run.
		handle: ({ params, live }) => live.record(data.productDetail(productOf(params.item_id))),
	}),
	defineRoute({
		path: '/v1/walmart/stores/{store_id}',
		pathParams: { store_id: { pattern: '^.+$' } },
		credits: 5,
		handle: ({ params }) => {
			if (params.store_id !== data.STORE_ID) throw ApiError.notFound('Store not found');
			return structuredClone(data.STORE);
		},
	}),
	defineRoute({
		path: '/v1/walmart/markets',
		credits: 0,
		handle: () => ({ result_count: data.MARKETS.length, markets: structuredClone(data.MARKETS) }),
	}),
	defineRoute({
		path: '/v1/walmart/autocomplete',
		query: { query: { type: 'string', required: true } },
		credits: 1,
		handle: ({ query }) => {
			const suggestions = data.SUGGESTIONS.filter((entry) => entry.query.startsWith(query.query.trim().toLowerCase()));
			return { query: query.query, result_count: suggestions.length, suggestions: structuredClone(suggestions) };
		},
	}),
];
