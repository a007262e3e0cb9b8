/**
 * Depop > User: Get (by username, @username or shop URL, 404) and Get Products (paging by page number up to 24 a page
 * until `has_more` is false; Limit), and Market > List, through n8n-core against the emulator.
 */
import { CATALOG_SIZE, MARKETS, SHOPS } from '../../emulator/fixtures/depop/shop';
import { byId, byUrl, depopSuite, field, mapped, operation } from './support';

const { suite, run, requests, expectRefused } = depopSuite();
const get = operation('user', 'get');
const getProducts = operation('user', 'getProducts');
const SHOP = SHOPS[0].username;
const OWN = Math.ceil(CATALOG_SIZE / SHOPS.length);

describe('Depop > User > Get', () => {
	test.each([
		['its username', byId(SHOP)],
		['its @username', byId(`@${SHOP}`)],
		['its shop URL', byUrl(`https://www.depop.com/${SHOP}/`)],
	])('by %s: one request, the shop as one item', async (_what, userValue) => {
		const { items, error } = await run(get({ username: userValue }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/depop/users/${SHOP}`, query: {} }]);
		expect(items[0].json).toMatchObject({ username: SHOP, name: 'Vintage Finds' });
		expect(suite.emulator.requests[0].creditsCharged).toBe(10);
	});

	test('an unknown shop is a 404 said as such', async () => {
		expect((await run(get({ username: byId('nobody-here') }))).error?.message).toMatch(/404|not found/i);
	});

	test.each([
		[byUrl('https://www.depop.com/products/seller123-nike-air-max-90-uk-9/'), 'a Depop shop URL'],
		[byUrl('https://www.depop.com/search/?q=nike'), 'a Depop shop URL'],
		[mapped('seller 123'), 'a username such as seller123'],
	])('refused before any request: %j', async (userValue, form) => {
		await expectRefused(get({ username: userValue }), form);
	});
});

describe('Depop > User > Get Products', () => {
	test('Return All: pages of 24 until has_more is false', async () => {
		const { items, error } = await run(getProducts({ username: byId(SHOP), returnAll: true, options: { market: 'au' } }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{ path: `/v1/depop/users/${SHOP}/products`, query: { market: 'au', per_page: '24' } },
			{ path: `/v1/depop/users/${SHOP}/products`, query: { market: 'au', per_page: '24', page: '2' } },
		]);
		expect(items).toHaveLength(OWN);
		expect(new Set(field(items, 'slug')).size).toBe(OWN);
		expect(items[0].json).toMatchObject({ seller_username: SHOP, currency: 'AUD', market: 'au' });
	});

	test('stopped by the Limit', async () => {
		const { items } = await run(getProducts({ username: byUrl(`https://www.depop.com/${SHOP}/`), limit: 4 }));
		expect(requests()).toEqual([{ path: `/v1/depop/users/${SHOP}/products`, query: { per_page: '4' } }]);
		expect(items).toHaveLength(4);
	});
});

describe('Depop > Market > List', () => {
	test('one request, free, one item per market', async () => {
		const { items } = await run(operation('market', 'list')());
		expect(requests()).toEqual([{ path: '/v1/depop/markets', query: {} }]);
		expect(items.map((item) => item.json)).toEqual(MARKETS);
		expect(suite.emulator.requests[0].creditsCharged).toBe(0);
	});
});
