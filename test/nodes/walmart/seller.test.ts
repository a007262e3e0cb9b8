/**
 * Walmart > Seller: Get (a profile by numeric catalog seller ID or storefront URL) and Get Products (its catalogue for a
 * search term, paged until has_more_pages is false), through n8n-core; the hex seller_id refused naming the numeric ID.
 */
import { SELLER_ID, SELLER_PRODUCT_COUNT, SELLER_PRODUCTS, SELLER_PROFILES } from '../../emulator/fixtures/walmart/catalog';
import { byId, byUrl, field, flat, mapped, operation, walmartSuite } from './support';

const { run, requests, expectRefused } = walmartSuite();
const get = operation('seller', 'get');
const getProducts = operation('seller', 'getProducts');

describe('Walmart > Seller > Get', () => {
	test.each([
		['its catalog seller ID', byId('101040442')],
		['its storefront URL', byUrl('https://www.walmart.com/global/seller/101040442?itemId=1')],
		['a /seller/ URL holding the numeric ID', byUrl('https://www.walmart.com/seller/101040442')],
	])('by %s: the seller profile itself', async (_what, seller) => {
		const { items, error } = await run(get({ seller_id: seller }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/walmart/sellers/101040442', query: {} }]);
		expect(items.map((item) => item.json)).toEqual([SELLER_PROFILES.get('101040442')]);
	});

	test('an unknown seller is a 404 said as such', async () => {
		expect((await run(get({ seller_id: byId('999') }))).error?.message).toMatch(/404|not found/i);
	});

	test.each([
		[mapped('8828868EF163431A961A65A6F76FA620'), 'not the 32-character hex seller_id'],
		[byUrl('https://www.walmart.com/seller/8828868EF163431A961A65A6F76FA620'), 'a walmart.com seller storefront URL'],
		[byUrl('https://www.walmart.com/ip/x/5689919121'), 'a walmart.com seller storefront URL'],
	])('refused before any request, naming the numeric ID: %j', async (seller, form) => {
		await expectRefused(get({ seller_id: seller }), form);
	});
});

describe('Walmart > Seller > Get Products', () => {
	test('Return All: two pages for a term, until has_more_pages is false', async () => {
		const { items, error } = await run(getProducts({ seller_id: byId(SELLER_ID), query: 'camera', returnAll: true }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{ path: `/v1/walmart/sellers/${SELLER_ID}/products`, query: { query: 'camera' } },
			{ path: `/v1/walmart/sellers/${SELLER_ID}/products`, query: { query: 'camera', page: '2' } },
		]);
		expect(field(items, 'us_item_id')).toEqual(SELLER_PRODUCTS.map((card) => card.us_item_id));
		expect(items).toHaveLength(SELLER_PRODUCT_COUNT);
	});

	test('by storefront URL, sorted, Limit 5: one request; Simplify gives the price columns and the seller', async () => {
		const { items } = await run(getProducts({ seller_id: byUrl(`https://www.walmart.com/global/seller/${SELLER_ID}`), query: 'camera', limit: 5, simplify: true, options: { sort: 'price_high' } }));
		expect(requests()).toEqual([{ path: `/v1/walmart/sellers/${SELLER_ID}/products`, query: { query: 'camera', sort: 'price_high' } }]);
		expect(items).toHaveLength(5);
		expect(flat(items)).toBe(true);
		expect(items[0].json).toMatchObject({ price: SELLER_PRODUCTS[0].price, currency: 'USD', seller_name: 'Adorama' });
	});

	test.each([
		[{ seller_id: byId(SELLER_ID), query: '={{ "" }}' }, 'Query'],
		[{ seller_id: mapped('1F94731C2621441B90812CB343D18B39'), query: 'camera' }, 'numeric catalog seller ID'],
	])('refused before any request: %j', async (parameters, named) => {
		await expectRefused(getProducts(parameters), named);
	});
});
