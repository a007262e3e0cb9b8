import * as data from '../../fixtures/vinted/catalog';
import type { Fresh } from '../../live';
import { ApiError, defineRoute } from '../../route';

const MARKET = { type: 'enum', values: data.MARKET_CODES, default: 'fr' } as const;
const ID = { pattern: '^\\d+$' };
const PAGE = { type: 'integer', min: 1, default: 1 } as const;
const IDS = { type: 'string', pattern: '^\\d+(,\\d+)*$' } as const;

/** Words the catalog finds nothing for ("qwxz"), 30 listings for ("rare"), or the whole catalog for. */
function matching(words: string): number[] {
	if (/qwxz/i.test(words)) return [];
	const count = /rare/i.test(words) ? data.RARE_COUNT : data.CATALOG_SIZE;
	return Array.from({ length: count }, (_, index) => index);
}

type Listing = ReturnType<typeof data.itemSummary>;

/** A listing just put up (the monitoring run's growth): an ID past the catalog's, its own URL, the newest's seller and price. */
const freshListing: Fresh<Listing> = (template, serial) => {
	const id = data.FIRST_ITEM_ID + data.CATALOG_SIZE * 7 + serial;
	const path = `/items/${id}-new-listing-${serial}`;
	return { ...template, id, title: `New listing ${serial}`, url: template.url.replace(/\/items\/.*$/, path), path, favourite_count: 0, view_count: 0 };
};

const idSet = (text: string | null) => (text === null ? undefined : new Set(text.split(',').map(Number)));

function findUser(userId: string) {
	const index = data.USERS.findIndex((user) => String(user.id) === userId);
	if (index < 0) throw ApiError.notFound('User not found');
	return index;
}

export const vintedRoutes = [
	defineRoute({
		path: '/v1/vinted/search',
		query: {
			query: { type: 'string', required: true },
			market: MARKET,
			seller_country: { type: 'string', pattern: '^[A-Za-z]{2}(,[A-Za-z]{2})*$' },
			page: PAGE,
			per_page: { type: 'integer', min: 1, max: 96, default: 20 },
			price_from: { type: 'number' },
			price_to: { type: 'number' },
			brand_ids: IDS,
			catalog_ids: IDS,
			color_ids: IDS,
			status_ids: IDS,
			order: { type: 'enum', values: ['relevance', 'price_low_to_high', 'price_high_to_low', 'newest_first'], default: 'relevance' },
		},
		credits: 5,
		handle: ({ query, live }) => {
			const [brands, catalogs, colors, statuses] = [query.brand_ids, query.catalog_ids, query.color_ids, query.status_ids].map(idSet);
			// Vinted's own filters apply before the search; its totals count what they leave.
			const found = matching(query.query).filter((index) => {
				const facts = data.facts(index);
				return (
					(query.price_from === null || facts.amount >= query.price_from) &&
					(query.price_to === null || facts.amount <= query.price_to) &&
					(brands?.has(facts.brand.id) ?? true) &&
					(catalogs?.has(facts.catalogId) ?? true) &&
					(colors?.has(facts.color.id) ?? true) &&
					(statuses?.has(facts.status.id) ?? true)
				);
			});
			const byPrice = (a: number, b: number) => data.facts(a).amount - data.facts(b).amount || a - b;
			if (query.order === 'price_low_to_high') found.sort(byPrice);
			if (query.order === 'price_high_to_low') found.sort((a, b) => byPrice(b, a));
			if (query.order === 'newest_first') found.reverse();
			// The search's listings grow for the monitoring run (new ones lead: the newest of a newest-first search).
			const listed = live.list(
				found.map((index) => data.itemSummary(index, query.market)),
				freshListing,
			);
			// Deep result sets stop at 960 listings.
			const shown = listed.slice(0, data.SEARCH_CAP);
			const start = (query.page - 1) * query.per_page;
			// The seller-country filter drops listings of each page after the search: the totals stay Vinted's.
			const countries = query.seller_country?.toUpperCase().split(',');
			const page = shown
				.slice(start, start + query.per_page)
				.filter((listing) => !countries || countries.includes(data.sellerOf(listing.user.id).country))
				.map((listing) => ({ ...listing, seller_country_code: countries ? data.sellerOf(listing.user.id).country : null }));
			return {
				items: page,
				pagination: {
					current_page: query.page,
					per_page: query.per_page,
					total_pages: Math.ceil(shown.length / query.per_page),
					total_entries: shown.length,
				},
				market: query.market,
				seller_country: countries?.join(',') ?? null,
			};
		},
	}),
	defineRoute({
		path: '/v1/vinted/items/{item_id}',
		pathParams: { item_id: ID },
		query: { market: MARKET },
		credits: 10,
		handle: ({ params, query, live }) => {
			const index = data.indexOfItem(params.item_id);
			if (index === undefined) throw ApiError.notFound('Item not found');
			// A listing's price and sale flags change for the monitoring run.
			return { item: live.record(data.itemDetail(index, query.market)), market: query.market };
		},
	}),
	defineRoute({
		path: '/v1/vinted/users/{user_id}',
		pathParams: { user_id: ID },
		query: { market: MARKET },
		credits: 1,
		handle: ({ params }) => data.userProfile(findUser(params.user_id)),
	}),
	defineRoute({
		path: '/v1/vinted/users/{user_id}/items',
		pathParams: { user_id: ID },
		query: { market: MARKET, page: PAGE, per_page: { type: 'integer', min: 1, max: 96, default: 20 } },
		credits: 1,
		handle: ({ params, query }) => {
			const userIndex = findUser(params.user_id);
			const listed = Array.from({ length: data.CATALOG_SIZE }, (_, index) => index).filter((index) => index % data.USERS.length === userIndex);
			const start = (query.page - 1) * query.per_page;
			return {
				items: listed.slice(start, start + query.per_page).map((index) => ({ ...data.itemSummary(index, query.market), content_source: null })),
				total_entries: listed.length,
				current_page: query.page,
				per_page: query.per_page,
			};
		},
	}),
	defineRoute({
		path: '/v1/vinted/brands',
		query: { keyword: { type: 'string', required: true }, market: MARKET },
		credits: 1,
		handle: ({ query }) => ({ brands: data.BRANDS.filter((brand) => brand.title.toLowerCase().includes(query.keyword.trim().toLowerCase())) }),
	}),
	defineRoute({ path: '/v1/vinted/colors', query: { market: MARKET }, credits: 1, handle: () => ({ colors: structuredClone(data.COLORS) }) }),
	defineRoute({ path: '/v1/vinted/statuses', query: { market: MARKET }, credits: 1, handle: () => ({ statuses: structuredClone(data.STATUSES) }) }),
	defineRoute({ path: '/v1/vinted/markets', credits: 1, handle: () => ({ markets: structuredClone(data.MARKETS) }) }),
];
