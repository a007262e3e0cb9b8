/**
 * Walmart > Product: Search (paged by number until has_more_pages is false, at most 10 pages, stopped by the Limit), Get
 * (by item ID or walmart.com URL, by default the incoming item's us_item_id), Get Reviews (10 a page, each with the
 * product's item_id) and Autocomplete, through n8n-core against the emulator; Simplify's price and date columns.
 */
import { LAPTOP_COUNT, LAPTOPS, PAGE_SIZE, PRODUCTS, REVIEW_COUNT, REVIEWED_ITEM_ID, reviewsOf } from '../../emulator/fixtures/walmart/catalog';
import { byId, byUrl, field, flat, hintsOf, mapped, operation, walmartSuite } from './support';

const { suite, run, requests, queries, expectRefused } = walmartSuite();
const search = operation('product', 'search');
const get = operation('product', 'get');
const getReviews = operation('product', 'getReviews');
const autocomplete = operation('product', 'autocomplete');

describe('Walmart > Product > Search', () => {
	test('Return All: pages by number until has_more_pages is false, one item per product, 5 credits a page', async () => {
		const { items, error } = await run(search({ query: 'laptop', returnAll: true }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{ path: '/v1/walmart/search', query: { query: 'laptop' } },
			{ path: '/v1/walmart/search', query: { query: 'laptop', page: '2' } },
			{ path: '/v1/walmart/search', query: { query: 'laptop', page: '3' } },
		]);
		expect(field(items, 'us_item_id')).toEqual(LAPTOPS.map((card) => card.us_item_id));
		expect(items).toHaveLength(LAPTOP_COUNT);
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([5, 5, 5]);
	});

	test('Limit 50 reads two pages and cuts the second', async () => {
		const { items } = await run(search({ query: 'laptop', limit: 50 }));
		expect(queries().map((query) => query.page)).toEqual([undefined, '2']);
		expect(items).toHaveLength(50);
	});

	test('a list past Walmart\'s 10 pages stops at page 10 and says why in a hint', async () => {
		const result = await run(search({ query: 'tv', returnAll: true }));
		expect(result.items).toHaveLength(10 * PAGE_SIZE);
		expect(queries().map((query) => query.page ?? '1')).toEqual(Array.from({ length: 10 }, (_, index) => String(index + 1)));
		expect(hintsOf(result)).toEqual([expect.stringContaining('Walmart serves at most 10 pages')]);
		suite.emulator.clearRequests();
		expect(hintsOf(await run(search({ query: 'laptop', returnAll: true })))).toEqual([]);
	});

	test('sort, filters and Start Page go out as the service names them', async () => {
		await run(search({ query: 'laptop', limit: 1, options: { sort: 'price_low', page: 2 }, filters: { min_price: 100, max_price: 500, facet: 'brand:HP' } }));
		expect(requests()).toEqual([{ path: '/v1/walmart/search', query: { query: 'laptop', sort: 'price_low', page: '2', min_price: '100', max_price: '500', facet: 'brand:HP' } }]);
	});

	test('Simplify: flat rows, the price as price, currency (USD) and price_text, was_price a number', async () => {
		const { items } = await run(search({ query: 'laptop', limit: 2, simplify: true }));
		expect(flat(items)).toBe(true);
		const [first] = LAPTOPS;
		expect(items[0].json).toMatchObject({ us_item_id: first.us_item_id, price: first.price, currency: 'USD', price_text: first.price_string, url: first.url });
		expect(items[1].json).toMatchObject({ price: LAPTOPS[1].price, currency: 'USD', was_price: null });
	});

	test('no products: no items, one request', async () => {
		const { items, error } = await run(search({ query: 'qwxz', returnAll: true }));
		expect(error).toBeUndefined();
		expect(items).toEqual([]);
		expect(requests()).toHaveLength(1);
	});

	test.each([
		[{ filters: { min_price: 500, max_price: 100 } }, 'Minimum Price (500) must not be above Maximum Price (100)'],
		[{ filters: { min_price: -5 } }, 'Minimum Price'],
		[{ filters: { facet: 'HP' } }, 'name:value'],
		[{ options: { page: 11 } }, 'Start Page'],
		[{ options: { sort: 'cheapest' } }, 'Sort'],
	])('refused before any request: %j', async (extra, named) => {
		await expectRefused(search({ query: 'laptop', ...extra }), named);
	});
});

describe('Walmart > Product > Get', () => {
	const card = LAPTOPS[4];
	test.each([
		['an item ID', byId(card.us_item_id)],
		['a product URL', byUrl(`https://www.walmart.com/ip/HP-Laptop-14/${card.us_item_id}`)],
		['a short product URL', byUrl(`walmart.com/ip/${card.us_item_id}?selected=true`)],
		['a reviews page URL', byUrl(`https://www.walmart.com/reviews/product/${card.us_item_id}`)],
		['a number from an expression', mapped(Number(card.us_item_id))],
	])('by %s: the product in full', async (_what, product) => {
		const { items, error } = await run(get({ item_id: product }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/walmart/products/${card.us_item_id}`, query: {} }]);
		expect(items[0].json).toMatchObject({ us_item_id: card.us_item_id, name: card.name, currency: 'USD', location: { store_id: '5629' } });
	});

	test("chained: Search's items, each read by its us_item_id with no expression typed", async () => {
		const { items, error } = await run(get({}), { items: LAPTOPS.slice(0, 2) });
		expect(error).toBeUndefined();
		expect(field(items, 'us_item_id')).toEqual([LAPTOPS[0].us_item_id, LAPTOPS[1].us_item_id]);
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([10, 10]);
	});

	test('Simplify: the price columns, was and shipping prices as numbers, the delivery date as ISO, the seller and store', async () => {
		const { items } = await run(get({ item_id: byId(card.us_item_id), simplify: true }));
		expect(flat(items)).toBe(true);
		const product = PRODUCTS.get(card.us_item_id);
		expect(items[0].json).toMatchObject({
			us_item_id: card.us_item_id,
			price: product?.price,
			currency: 'USD',
			price_text: product?.price_string,
			was_price: expect.any(Number),
			shipping_price: null,
			delivery_date: '2026-08-13T21:59:00.000Z',
			catalog_seller_id: '152',
			category: 'Electronics > Headphones',
			store_id: '5629',
		});
	});

	test('an unknown product is a 404 said as such', async () => {
		const { error } = await run(get({ item_id: byId('1234') }));
		expect(error?.message).toMatch(/404|not found/i);
	});

	test.each([
		[mapped('abc'), 'a numeric Walmart item ID'],
		[byUrl('https://www.walmart.ca/en/ip/laptop/6000201234567'), 'walmart.com only'],
		[byUrl('https://www.walmart.com/browse/electronics/3944'), 'a walmart.com product URL'],
		[byUrl('https://www.amazon.com/ip/x/5689919121'), 'a walmart.com product URL'],
	])('refused before any request: %j', async (product, form) => {
		await expectRefused(get({ item_id: product }), form);
	});
});

describe('Walmart > Product > Get Reviews', () => {
	test('Return All: pages of 10 until a short page, each review with the product\'s item_id', async () => {
		const { items, error } = await run(getReviews({ item_id: byId(REVIEWED_ITEM_ID), returnAll: true }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{ path: `/v1/walmart/products/${REVIEWED_ITEM_ID}/reviews`, query: {} },
			{ path: `/v1/walmart/products/${REVIEWED_ITEM_ID}/reviews`, query: { page: '2' } },
			{ path: `/v1/walmart/products/${REVIEWED_ITEM_ID}/reviews`, query: { page: '3' } },
		]);
		expect(items).toHaveLength(REVIEW_COUNT);
		expect(field(items, 'review_id')).toEqual(reviewsOf(REVIEWED_ITEM_ID).map((review) => review.review_id));
		expect(new Set(field(items, 'item_id'))).toEqual(new Set([REVIEWED_ITEM_ID]));
	});

	test('a product with fewer than 10 reviews: one request, as a short page is the last', async () => {
		const { items } = await run(getReviews({ item_id: byId(LAPTOPS[1].us_item_id), returnAll: true }));
		expect(requests()).toEqual([{ path: `/v1/walmart/products/${LAPTOPS[1].us_item_id}/reviews`, query: {} }]);
		expect(items).toHaveLength(3);
	});

	test('Limit 10 is one page; newest first is sent as the service names it', async () => {
		const { items } = await run(getReviews({ item_id: byUrl(`https://www.walmart.com/ip/AirPods/${REVIEWED_ITEM_ID}`), limit: 10, options: { sort: 'submission-desc' } }));
		expect(requests()).toEqual([{ path: `/v1/walmart/products/${REVIEWED_ITEM_ID}/reviews`, query: { sort: 'submission-desc' } }]);
		expect(items).toHaveLength(10);
	});

	test('Simplify: flat rows, submitted_at as an ISO date, the item ID kept', async () => {
		const { items } = await run(getReviews({ item_id: byId(REVIEWED_ITEM_ID), limit: 1, simplify: true }));
		const [review] = reviewsOf(REVIEWED_ITEM_ID);
		expect(flat(items)).toBe(true);
		expect(items[0].json).toMatchObject({ item_id: REVIEWED_ITEM_ID, review_id: review.review_id, submitted_at: '2026-07-24T00:00:00.000Z', photos: 0, badges: 'Verified Purchase' });
	});

	test('an unknown product is a 404 said as such', async () => {
		expect((await run(getReviews({ item_id: byId('1234') }))).error?.message).toMatch(/404|not found/i);
	});

	test.each([
		[{ item_id: byUrl('https://www.walmart.com/search?q=airpods') }, 'a walmart.com product URL'],
		[{ item_id: byId(REVIEWED_ITEM_ID), options: { sort: 'newest' } }, 'Sort'],
		[{ item_id: byId(REVIEWED_ITEM_ID), options: { page: 101 } }, 'Start Page'],
	])('refused before any request: %j', async (parameters, named) => {
		await expectRefused(getReviews(parameters), named);
	});
});

describe('Walmart > Product > Autocomplete', () => {
	test('one item per suggestion, 1 credit', async () => {
		const { items, error } = await run(autocomplete({ query: 'lapt' }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/walmart/autocomplete', query: { query: 'lapt' } }]);
		expect(field(items, 'query')).toEqual(['laptop', 'laptop computers under $200', 'laptop bag', 'laptop resold']);
		expect(items[0].json).toMatchObject({ department_id: '3944', department_name: 'Electronics' });
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([1]);
	});

	test('a blank term is refused before any request', async () => {
		await expectRefused(autocomplete({ query: '  ' }), 'Query');
	});
});
