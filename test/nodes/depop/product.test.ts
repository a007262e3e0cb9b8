/**
 * Depop > Product: Search (the query and filters sent, paging by page number up to 24 a page until `has_more` is
 * false, Limit, the market and its currency, Simplify's price columns) and Get (by slug, numeric ID or URL, 404),
 * through n8n-core against the emulator.
 */
import { CATALOG_SIZE, DOZENS_COUNT, facts, productId, RARE_COUNT, slugOf } from '../../emulator/fixtures/depop/shop';
import { byId, byUrl, depopSuite, field, mapped, operation } from './support';

const { suite, run, requests, queries, expectRefused } = depopSuite();
const search = operation('product', 'search');
const get = operation('product', 'get');

describe('Depop > Product > Search', () => {
	test('the query, the market and every filter sent as the service names them; one page of the Limit', async () => {
		const { error } = await run(
			search({
				query: 'nike air max',
				limit: 5,
				options: { market: 'gb', sort: 'newlyListed' },
				filters: { price_min: 10, price_max: 90, brands: 'nike, adidas', sizes: 'm,l', colours: 'black', categories: '2', conditions: ['brand_new', 'used_excellent'], gender: 'male' },
			}),
		);
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{
				path: '/v1/depop/search',
				query: {
					query: 'nike air max',
					market: 'gb',
					sort: 'newlyListed',
					price_min: '10',
					price_max: '90',
					brands: 'nike, adidas',
					sizes: 'm,l',
					colours: 'black',
					categories: '2',
					conditions: 'brand_new,used_excellent',
					gender: 'male',
					per_page: '5',
				},
			},
		]);
	});

	test('Return All: pages of 24 until has_more is false', async () => {
		const { items, error } = await run(search({ query: 'nike', returnAll: true }));
		expect(error).toBeUndefined();
		const pages = Math.ceil(CATALOG_SIZE / 24);
		expect(queries().map((query) => [query.page ?? '1', query.per_page])).toEqual(Array.from({ length: pages }, (_, page) => [String(page + 1), '24']));
		expect(items).toHaveLength(CATALOG_SIZE);
		expect(new Set(field(items, 'slug')).size).toBe(CATALOG_SIZE);
	});

	test('a last page as full as the others: has_more false ends the list, no empty page is paid for', async () => {
		const { items } = await run(search({ query: 'dozen', returnAll: true }));
		expect(queries().map((query) => query.page ?? '1')).toEqual(['1', '2']);
		expect(items).toHaveLength(DOZENS_COUNT);
	});

	test('a Limit past one page: pages of 24 until the Limit', async () => {
		const { items } = await run(search({ query: 'nike', limit: 30 }));
		expect(queries().map((query) => query.page ?? '1')).toEqual(['1', '2']);
		expect(items).toHaveLength(30);
	});

	test('Return All of a short list: one page', async () => {
		const { items } = await run(search({ query: 'rare', returnAll: true }));
		expect(requests()).toHaveLength(1);
		expect(items).toHaveLength(RARE_COUNT);
	});

	test('each item carries the market; Simplify: price, currency, price_text (none shown), original_price a number', async () => {
		const { items } = await run(search({ query: 'rare', limit: 2, simplify: true, options: { market: 'nz' } }));
		expect(items.map((item) => item.json)).toEqual([0, 1].map((index) =>
			expect.objectContaining({
				slug: slugOf(index),
				price: facts(index).price,
				currency: 'NZD',
				price_text: null,
				original_price: facts(index).discounted ? facts(index).price + 20 : null,
				market: 'nz',
			}),
		));
	});

	test.each([
		[{ market: 'se' }, {}, 'one of us, gb'],
		[{ sort: 'newest' }, {}, 'relevance'],
		[{}, { price_min: 90, price_max: 10 }, 'Minimum Price is above Maximum Price'],
		[{}, { brands: 'nike; adidas' }, 'comma-separated values'],
		[{}, { conditions: ['mint'] }, 'brand_new'],
	])('refused before any request: options %j, filters %j', async (options, filters, message) => {
		await expectRefused(search({ query: 'nike', options, filters }), message);
	});
});

describe('Depop > Product > Get', () => {
	const SLUG = slugOf(2);

	test.each([
		['its slug', byId(SLUG), SLUG],
		['its numeric ID', byId(productId(2)), productId(2)],
		['its URL', byUrl(`https://www.depop.com/products/${SLUG}/`), SLUG],
		['its URL without www or the closing slash', byUrl(`depop.com/products/${SLUG}?utm_source=share`), SLUG],
	])('by %s: one request, the product as one item', async (_what, productValue, sent) => {
		const { items, error } = await run(get({ product_id: productValue }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/depop/products/${sent}`, query: {} }]);
		expect(items[0].json).toMatchObject({ slug: SLUG, currency: 'USD' });
		expect(suite.emulator.requests[0].creditsCharged).toBe(10);
	});

	test("by default, the incoming item's slug (a search's items run straight into Get)", async () => {
		const { items } = await run(get(), { items: [{ slug: SLUG }] });
		expect(requests()).toEqual([{ path: `/v1/depop/products/${SLUG}`, query: {} }]);
		expect(items).toHaveLength(1);
	});

	test('Simplify: price columns, the first photo and a count', async () => {
		const { items } = await run(get({ product_id: byId(SLUG), simplify: true, options: { market: 'fr' } }));
		expect(items[0].json).toMatchObject({ slug: SLUG, price: facts(2).price, currency: 'EUR', price_text: null, image_count: 2, availability: 'in_stock' });
		expect(items[0].json.images).toBeUndefined();
	});

	test('an unknown product is a 404 said as such', async () => {
		expect((await run(get({ product_id: byId('nobody-nothing-1') }))).error?.message).toMatch(/404|not found/i);
	});

	test.each([
		[byUrl('https://www.depop.com/seller123/'), 'a Depop product URL'],
		[byUrl(`https://www.vinted.fr/items/${productId(2)}`), 'a Depop product URL'],
		[mapped('nike air max'), 'a product slug'],
	])('refused before any request: %j', async (productValue, form) => {
		await expectRefused(get({ product_id: productValue }), form);
	});
});
