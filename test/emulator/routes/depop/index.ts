import * as data from '../../fixtures/depop/shop';
import type { Fresh } from '../../live';
import { ApiError, defineRoute } from '../../route';

const MARKET = { type: 'enum', values: data.MARKET_CODES, default: 'us' } as const;
// The OpenAPI's page size (1-100) and its cursor, beside the page number the endpoint pages document.
const LIST = {
	market: MARKET,
	page: { type: 'integer', min: 1, default: 1 },
	per_page: { type: 'integer', min: 1, max: 100, default: 24 },
	cursor: { type: 'string' },
} as const;

/** One page of cards, with the pages' meta: this page's count, its number, and whether another follows. */
function page(cards: Card[], query: { page: number; per_page: number }) {
	const start = (query.page - 1) * query.per_page;
	const products = cards.slice(start, start + query.per_page);
	return { products, meta: { result_count: products.length, page: query.page, has_more: start + query.per_page < cards.length } };
}

const cardsOf = (indexes: number[], market: string) => indexes.map((index) => data.card(index, market));

type Card = ReturnType<typeof data.card>;

/** An item just listed (the monitoring run's growth): a slug and URL of its own, the newest's seller, brand and price. */
const freshCard: Fresh<Card> = (template, serial) => {
	const slug = `${template.seller_username.replace(/[^a-z0-9]/g, '')}-new-listing-${serial}`;
	return { ...template, slug, url: `https://www.depop.com/products/${slug}/`, is_sold: false };
};

const list = (text: string | null) => text?.toLowerCase().split(',').map((entry) => entry.trim());

function findShop(username: string) {
	const at = data.SHOPS.findIndex((shop) => shop.username.toLowerCase() === username.toLowerCase());
	if (at < 0) throw ApiError.notFound('User not found');
	return at;
}

export const depopRoutes = [
	defineRoute({
		path: '/v1/depop/search',
		query: {
			query: { type: 'string', required: true },
			...LIST,
			price_min: { type: 'number', min: 0 },
			price_max: { type: 'number', min: 0 },
			brands: { type: 'string' },
			categories: { type: 'string' },
			sizes: { type: 'string' },
			colours: { type: 'string' },
			conditions: { type: 'string' },
			gender: { type: 'enum', values: ['male', 'female'] },
			sort: { type: 'enum', values: ['relevance', 'newlyListed', 'priceAscending', 'priceDescending'], default: 'relevance' },
		},
		credits: 10,
		handle: ({ query, live }) => {
			const count = /qwxz/i.test(query.query) ? 0 : /rare/i.test(query.query) ? data.RARE_COUNT : /dozen/i.test(query.query) ? data.DOZENS_COUNT : data.CATALOG_SIZE;
			const [brands, conditions] = [list(query.brands), list(query.conditions)];
			const found = Array.from({ length: count }, (_, index) => index).filter((index) => {
				const facts = data.facts(index);
				return (
					(query.price_min === null || facts.price >= query.price_min) &&
					(query.price_max === null || facts.price <= query.price_max) &&
					(brands?.includes(facts.brandSlug) ?? true) &&
					(conditions?.includes(facts.condition.slug) ?? true)
				);
			});
			const byPrice = (a: number, b: number) => data.facts(a).price - data.facts(b).price || a - b;
			if (query.sort === 'priceAscending') found.sort(byPrice);
			if (query.sort === 'priceDescending') found.sort((a, b) => byPrice(b, a));
			if (query.sort === 'newlyListed') found.reverse();
			// The search's items grow for the monitoring run (new ones lead: the newest of a newly-listed search).
			return { ...page(live.list(cardsOf(found, query.market), freshCard), query), market: query.market, query: query.query };
		},
	}),
	defineRoute({
		path: '/v1/depop/products/{product_id}',
		pathParams: { product_id: { pattern: '^[A-Za-z0-9-]+$' } },
		query: { market: MARKET },
		credits: 10,
		handle: ({ params, query }) => {
			const index = data.indexOfProduct(params.product_id);
			if (index === undefined) throw ApiError.notFound('Product not found');
			return data.product(index, query.market);
		},
	}),
	defineRoute({
		path: '/v1/depop/users/{username}',
		query: { market: MARKET },
		credits: 10,
		handle: ({ params }) => data.shop(findShop(params.username)),
	}),
	defineRoute({
		path: '/v1/depop/users/{username}/products',
		query: LIST,
		credits: 10,
		handle: ({ params, query }) => {
			const at = findShop(params.username);
			const own = Array.from({ length: data.CATALOG_SIZE }, (_, index) => index).filter((index) => index % data.SHOPS.length === at);
			return { username: data.SHOPS[at].username, ...page(cardsOf(own, query.market), query), market: query.market };
		},
	}),
	defineRoute({ path: '/v1/depop/markets', credits: 0, handle: () => ({ markets: structuredClone(data.MARKETS) }) }),
];
