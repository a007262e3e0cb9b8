/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test tooling, never shipped: n8n Cloud's rules for node runtime code do not apply */
/**
 * The emulator's Amazon routes on their own: the documented shapes (held against the OpenAPI response schemas and
 * the docs' example responses when the spec folder is there), the live paging semantics (24 products a page and at
 * most 20 pages of a search or category, two pages of 50 best sellers, storefronts and feedback to their last
 * page), the OpenAPI's 422 rules, 404s and credits, and that search, detail, offers, sellers and storefronts agree.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { missingFromExample, SPEC_DIR, undocumentedKeys } from './documented';
import { DEFAULT_TEST_KEY } from './index';
import { platformSuite } from './platform-suite';
import { AMAZON_MARKETS, REVIEWED_PRODUCTS } from './fixtures/amazon/catalog';
import {
	AMAZON_RETAIL,
	CATALOG,
	feedbackOf,
	LISTING_PAGE_CAP,
	LISTING_PER_PAGE,
	NAMED_SELLERS,
	offersOf,
	productByAsin,
	searchCatalog,
	sellersOf,
	storefrontOf,
} from './fixtures/amazon/products';

const suite = platformSuite({ keys: { [DEFAULT_TEST_KEY]: 100_000 }, now: () => Date.UTC(2026, 5, 3, 12) });

type Json = Record<string, unknown>;
type Body = Json & { detail?: unknown; results?: Json[]; pagination?: Json };

const get = (path: string, query?: Record<string, string | number | boolean>) => suite.get<Body>(path, query);

const asins = (body: Body) => (body.results ?? []).map((result) => result.asin);
const NORTHWIND = NAMED_SELLERS[0];
const TOY_CHEST = NAMED_SELLERS.find((seller) => seller.name === 'Toy Chest Direct')!;
const ECHO = 'B08N5WRWNW';

describe('the fixture', () => {
	test('is seeded: 1,000 products with unique ASINs, the reviewed products among them with the same rating summary', () => {
		expect(CATALOG).toHaveLength(1000);
		expect(new Set(CATALOG.map((product) => product.asin)).size).toBe(1000);
		expect(CATALOG.every((product) => /^[A-Z0-9]{10}$/.test(product.asin))).toBe(true);
		for (const reviewed of Object.values(REVIEWED_PRODUCTS)) {
			expect(productByAsin(reviewed.asin)).toMatchObject({ rating: reviewed.rating, ratings_total: reviewed.ratings_total });
		}
	});

	test('the counts the paging tests rely on', () => {
		expect(searchCatalog('electronics').length).toBeGreaterThan(LISTING_PAGE_CAP * LISTING_PER_PAGE);
		expect(searchCatalog('air fryer')).toHaveLength(25);
		expect(NAMED_SELLERS.map((seller) => [seller.name, storefrontOf(seller).length, feedbackOf(seller).length])).toEqual([
			['Northwind Electronics', 60, 47],
			['Bluebird Books', 7, 3],
			['Harbor Home Goods', 30, 12],
			['Toy Chest Direct', 24, 0],
			['Stride Apparel Outlet', 40, 23],
		]);
	});

	test('every offer seller lists the product in its storefront, and seller IDs have the live form', () => {
		for (const product of CATALOG.slice(0, 200)) {
			for (const seller of sellersOf(product)) expect(storefrontOf(seller)).toContain(product);
		}
		expect(sellersOf(productByAsin(ECHO)!).map((seller) => seller.seller_id)).toEqual([AMAZON_RETAIL.seller_id, NORTHWIND.seller_id]);
	});
});

describe('GET /v1/amazon/search', () => {
	test('pages of 24 with positions on the page; past 480 matches total_pages stays 20 while total_results counts them all', async () => {
		const { status, body, credits } = await get('/v1/amazon/search', { query: 'electronics' });
		expect(status).toBe(200);
		expect(credits).toBe('5');
		expect(body).toMatchObject({
			query: 'electronics',
			domain: 'com',
			pagination: { current_page: 1, total_pages: LISTING_PAGE_CAP, total_results: 600 },
		});
		expect(body.results).toHaveLength(LISTING_PER_PAGE);
		expect(body.results?.map((result) => result.position)).toEqual(Array.from({ length: 24 }, (_, index) => index + 1));
		const last = await get('/v1/amazon/search', { query: 'electronics', page: 20 });
		expect(asins(last.body)).toEqual(searchCatalog('electronics').slice(456, 480).map((product) => product.asin));
	});

	test('page 21 is a 422 as the OpenAPI bounds it (1 to 20), unbilled; a missing query, an unknown sort and a negative price too', async () => {
		const past = await get('/v1/amazon/search', { query: 'electronics', page: 21 });
		expect(past).toMatchObject({ status: 422, credits: null });
		expect(past.body.detail).toEqual([expect.objectContaining({ type: 'less_than_equal', loc: ['query', 'page'], ctx: { le: 20 } })]);
		const bad = await get('/v1/amazon/search', { sort_by: 'cheapest', min_price: -1 });
		expect(bad.status).toBe(422);
		expect((bad.body.detail as Json[]).map((issue) => [issue.type, (issue.loc as string[])[1]])).toEqual([
			['missing', 'query'],
			['enum', 'sort_by'],
			['greater_than_equal', 'min_price'],
		]);
	});

	test('a search that fits: its last page is short, a page past it is empty', async () => {
		const second = await get('/v1/amazon/search', { query: 'air fryer', page: 2 });
		expect(second.body.pagination).toEqual({ current_page: 2, total_pages: 2, total_results: 25 });
		expect(second.body.results).toHaveLength(1);
		expect((await get('/v1/amazon/search', { query: 'air fryer', page: 3 })).body.results).toEqual([]);
	});

	test('sorts, price range in the local currency, category and marketplace', async () => {
		const cheap = await get('/v1/amazon/search', { query: 'wireless earbuds', sort_by: 'price_low_to_high', min_price: 50, max_price: 150 });
		const prices = cheap.body.results?.map((result) => (result.price as Json).value as number) ?? [];
		expect(prices.length).toBeGreaterThan(0);
		expect(prices).toEqual([...prices].sort((a, b) => a - b));
		expect(prices.every((price) => price >= 50 && price <= 150)).toBe(true);
		const rated = await get('/v1/amazon/search', { query: 'board game', sort_by: 'avg_review' });
		const ratings = rated.body.results?.map((result) => result.rating as number) ?? [];
		expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
		const books = await get('/v1/amazon/search', { query: 'harbor', category: 'stripbooks' });
		expect(books.body.results?.every((result) => productByAsin(result.asin as string)?.department.alias === 'stripbooks')).toBe(true);
		const japan = await get('/v1/amazon/search', { query: 'air fryer', domain: 'co.jp' });
		expect(japan.body.results?.[0]).toMatchObject({ price: { currency: 'JPY', symbol: '¥' }, link: expect.stringMatching(/^https:\/\/www\.amazon\.co\.jp\/dp\//) });
		expect((await get('/v1/amazon/search', { query: 'zzz' })).body).toMatchObject({ results: [], pagination: { total_pages: 0, total_results: 0 } });
	});

	test('an unsupported marketplace is a 404', async () => {
		expect(await get('/v1/amazon/search', { query: 'x', domain: 'xx' })).toMatchObject({ status: 404, credits: null });
	});
});

describe('GET /v1/amazon/autocomplete', () => {
	test('suggestions for the start of a search, the first ones for all departments, for 1 credit', async () => {
		const { body, credits } = await get('/v1/amazon/autocomplete', { query: 'air' });
		expect(credits).toBe('1');
		expect(body).toMatchObject({ query: 'air', domain: 'com' });
		expect(body.suggestions).toEqual([
			{ value: 'air fryer', alias: 'aps' },
			{ value: 'hearthly air fryer', alias: 'aps' },
			{ value: 'copperleaf air fryer', alias: 'garden' },
			{ value: 'ovenbird air fryer', alias: 'garden' },
		]);
		expect((await get('/v1/amazon/autocomplete', { query: '' })).status).toBe(422);
	});
});

describe('GET /v1/amazon/products/{asin} and /offers', () => {
	test('the product in full on the marketplace asked, for 10 credits; its Buy Box is its first offer', async () => {
		const { body, credits } = await get(`/v1/amazon/products/${ECHO}`, { domain: 'co.uk' });
		expect(credits).toBe('10');
		const product = body.product as Json;
		expect(body.domain).toBe('co.uk');
		expect(product).toMatchObject({
			asin: ECHO,
			rating: REVIEWED_PRODUCTS[ECHO].rating,
			price: { currency: 'GBP', symbol: '£' },
			buybox: { seller_id: AMAZON_RETAIL.seller_id, fulfillment: 'Amazon' },
			link: `https://www.amazon.co.uk/dp/${ECHO}`,
			scraped_at: '2026-06-03T12:00:00Z',
		});
		expect((product.top_reviews as Json[]).map((review) => review.id)).toEqual(
			REVIEWED_PRODUCTS[ECHO].reviews.slice(0, 3).map((review) => review.id),
		);
		const offers = await get(`/v1/amazon/products/${ECHO}/offers`, { domain: 'co.uk' });
		expect(offers.credits).toBe('8');
		expect(offers.body).toMatchObject({ asin: ECHO, domain: 'co.uk' });
		expect(offers.body).not.toHaveProperty('total_offers');
		expect((offers.body.offers as Json[]).map((offer) => [(offer.seller as Json).id, offer.buybox_winner])).toEqual([
			[AMAZON_RETAIL.seller_id, true],
			[NORTHWIND.seller_id, false],
		]);
	});

	test('a product one seller alone sells has no offers; an unknown product is a 404', async () => {
		const single = CATALOG.find((product) => sellersOf(product).length === 1)!;
		expect(offersOf(single, 'com')).toEqual([]);
		expect((await get(`/v1/amazon/products/${single.asin}/offers`)).body).toEqual({ asin: single.asin, domain: 'com', offers: [] });
		expect(await get('/v1/amazon/products/B000000000')).toMatchObject({ status: 404, body: { detail: 'Product B000000000 not found' } });
		expect((await get('/v1/amazon/products/B000000000/offers')).status).toBe(404);
	});
});

describe('GET /v1/amazon/category and /bestsellers', () => {
	test('a department node holds the department (20 pages at most), a sub-category node its products; unknown nodes are 404s', async () => {
		const electronics = await get('/v1/amazon/category', { node: '172282' });
		expect(electronics).toMatchObject({ credits: '5', body: { node: '172282', pagination: { total_pages: 20, total_results: 600 } } });
		const books = await get('/v1/amazon/category', { node: '283155', page: 5, sort_by: 'newest' });
		expect(books.body.pagination).toEqual({ current_page: 5, total_pages: 5, total_results: 100 });
		expect(books.body.results).toHaveLength(4);
		expect(await get('/v1/amazon/category', { node: '999' })).toMatchObject({ status: 404, credits: null });
		expect((await get('/v1/amazon/category', {})).status).toBe(422);
		expect((await get('/v1/amazon/category', { node: '172282', page: 21 })).status).toBe(422);
	});

	test('best sellers: ranks 1-50 and 51-100, by slug or node; page 3 is a 422', async () => {
		const first = await get('/v1/amazon/bestsellers', { category: 'books' });
		const second = await get('/v1/amazon/bestsellers', { category: '283155', page: 2 });
		expect(first.body.results?.map((result) => result.rank)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
		expect(second.body.results?.map((result) => [result.rank, result.position])[0]).toEqual([51, 1]);
		const counts = [...(first.body.results ?? []), ...(second.body.results ?? [])].map((result) => result.ratings_total as number);
		expect(counts).toEqual([...counts].sort((a, b) => b - a));
		expect((await get('/v1/amazon/bestsellers', { page: 3 })).status).toBe(422);
		expect((await get('/v1/amazon/bestsellers', { category: 'nothing' })).status).toBe(404);
	});
});

describe('GET /v1/amazon/sellers/{seller_id}, /products and /feedback', () => {
	test('a profile with its four feedback windows, for 3 credits', async () => {
		const { body, credits } = await get(`/v1/amazon/sellers/${NORTHWIND.seller_id}`, { domain: 'de' });
		expect(credits).toBe('3');
		expect(body).toMatchObject({
			domain: 'de',
			seller: { seller_id: NORTHWIND.seller_id, name: NORTHWIND.name, link: `https://www.amazon.de/sp?seller=${NORTHWIND.seller_id}` },
		});
		expect(Object.keys((body.seller as Json).feedback as Json)).toEqual(['lifetime', '12mo', '90d', '30d']);
		expect(await get('/v1/amazon/sellers/AUNKNOWN00000')).toMatchObject({ status: 404, body: { detail: 'Seller AUNKNOWN00000 not found' } });
	});

	test('a storefront of 60 in pages of 24 (the last of 12), and exactly one page of 24', async () => {
		const third = await get(`/v1/amazon/sellers/${NORTHWIND.seller_id}/products`, { page: 3 });
		expect(third).toMatchObject({ credits: '5', body: { seller_id: NORTHWIND.seller_id, pagination: { current_page: 3, total_pages: 3, total_results: 60 } } });
		expect(asins(third.body)).toEqual(storefrontOf(NORTHWIND).slice(48).map((product) => product.asin));
		const toys = await get(`/v1/amazon/sellers/${TOY_CHEST.seller_id}/products`);
		expect(toys.body.pagination).toEqual({ current_page: 1, total_pages: 1, total_results: 24 });
	});

	test('feedback newest first, 10 a page; a seller without feedback gives an empty first page', async () => {
		const fifth = await get(`/v1/amazon/sellers/${NORTHWIND.seller_id}/feedback`, { page: 5 });
		expect(fifth).toMatchObject({ credits: '3', body: { pagination: { current_page: 5, total_pages: 5, total_results: 47 } } });
		expect(fifth.body.feedback).toHaveLength(7);
		const dates = feedbackOf(NORTHWIND).map((entry) => entry.date_at as string);
		expect(dates).toEqual([...dates].sort().reverse());
		expect((await get(`/v1/amazon/sellers/${TOY_CHEST.seller_id}/feedback`)).body).toMatchObject({
			feedback: [],
			pagination: { total_pages: 0, total_results: 0 },
		});
		expect((await get(`/v1/amazon/sellers/${NORTHWIND.seller_id}/feedback`, { page: 0 })).status).toBe(422);
	});
});

describe('GET /v1/amazon/markets', () => {
	test('every marketplace the emulator serves, free', async () => {
		const { body, credits } = await get('/v1/amazon/markets');
		expect(credits).toBe('0');
		expect(body.markets).toEqual(AMAZON_MARKETS);
	});
});

const SPEC = existsSync(join(SPEC_DIR, 'openapi', 'openapi-amazon.json')) ? SPEC_DIR : undefined;
/** Free-form maps (a product's specifications, a variant's attributes) hold other keys on every product. */
const OPEN_MAPS = new Set(['specifications', 'attributes']);

(SPEC ? describe : describe.skip)('the documented shapes (spec folder)', () => {
	const SAMPLES: Array<[string, string, string, Record<string, string | number>]> = [
		['search-products', '/v1/amazon/search', '/v1/amazon/search', { query: 'wireless earbuds' }],
		['autocomplete', '/v1/amazon/autocomplete', '/v1/amazon/autocomplete', { query: 'wireless ear' }],
		['get-product', '/v1/amazon/products/{asin}', `/v1/amazon/products/${ECHO}`, {}],
		['get-offers', '/v1/amazon/products/{asin}/offers', `/v1/amazon/products/${ECHO}/offers`, {}],
		['get-reviews', '/v1/amazon/products/{asin}/reviews', `/v1/amazon/products/${ECHO}/reviews`, {}],
		['bestsellers', '/v1/amazon/bestsellers', '/v1/amazon/bestsellers', {}],
		['new-releases', '/v1/amazon/new-releases', '/v1/amazon/new-releases', {}],
		['deals', '/v1/amazon/deals', '/v1/amazon/deals', {}],
		['browse-category', '/v1/amazon/category', '/v1/amazon/category', { node: '172282' }],
		['get-seller', '/v1/amazon/sellers/{seller_id}', `/v1/amazon/sellers/${NORTHWIND.seller_id}`, {}],
		['seller-products', '/v1/amazon/sellers/{seller_id}/products', `/v1/amazon/sellers/${NORTHWIND.seller_id}/products`, {}],
		['seller-feedback', '/v1/amazon/sellers/{seller_id}/feedback', `/v1/amazon/sellers/${NORTHWIND.seller_id}/feedback`, {}],
		['list-markets', '/v1/amazon/markets', '/v1/amazon/markets', {}],
		['list-categories', '/v1/amazon/categories', '/v1/amazon/categories', {}],
	];
	const openapi = SPEC ? (JSON.parse(readFileSync(join(SPEC, 'openapi', 'openapi-amazon.json'), 'utf8')) as Json) : {};
	const schemas = ((openapi.components as Json | undefined)?.schemas ?? {}) as Record<string, Json>;
	const paths = (openapi.paths ?? {}) as Record<string, { get: { responses: Record<string, { content: Record<string, { schema: Json }> }> } }>;

	test.each(SAMPLES)('%s: every key the docs example shows, of the same type; no key the OpenAPI schema does not name', async (name, livePath, path, query) => {
		const { status, body } = await get(path, query);
		expect(status).toBe(200);
		const example = (JSON.parse(readFileSync(join(SPEC!, 'examples', `amazon-${name}.json`), 'utf8')) as { examples: Json[] }).examples[0];
		expect(missingFromExample(example, body, 'body', OPEN_MAPS)).toEqual([]);
		const schema = paths[livePath].get.responses['200'].content['application/json'].schema;
		expect(undocumentedKeys(body, schema, schemas, 'body')).toEqual([]);
	});
});

test('the shape checks find what is wrong', () => {
	const schemas = { Item: { type: 'object', properties: { a: { type: 'string' } } } };
	const schema = { type: 'object', properties: { items: { type: 'array', items: { $ref: '#/components/schemas/Item' } } } };
	expect(undocumentedKeys({ items: [{ a: 'x', b: 1 }], extra: true }, schema, schemas, 'body')).toEqual(['body.items[0].b', 'body.extra']);
	expect(missingFromExample({ items: [{ a: 'x', n: 1 }], when: null }, { items: [{ n: '1' }], when: 'today' }, 'body', OPEN_MAPS)).toEqual([
		'body.items[0].a',
		'body.items[0].n: string, documented number',
	]);
});
