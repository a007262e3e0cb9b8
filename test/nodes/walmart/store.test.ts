/** Walmart > Store > Get: a store by number or store page URL, the store itself with its departments and nearby stores, through n8n-core. */
import { STORE, STORE_ID } from '../../emulator/fixtures/walmart/catalog';
import { byId, byUrl, mapped, operation, walmartSuite } from './support';

const { run, requests, expectRefused } = walmartSuite();
const get = operation('store', 'get');

describe('Walmart > Store > Get', () => {
	test.each([
		['its number', byId(STORE_ID)],
		['its store page URL', byUrl(`https://www.walmart.com/store/${STORE_ID}-bentonville-ar`)],
		['a short store URL', byUrl(`walmart.com/store/${STORE_ID}`)],
	])('by %s: the store, with the answer\'s departments and nearby stores on it', async (_what, store) => {
		const { items, error } = await run(get({ store_id: store }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/walmart/stores/${STORE_ID}`, query: {} }]);
		expect(items.map((item) => item.json)).toEqual([{ ...STORE.store, departments: STORE.departments, fuel_prices: [], nearby_count: 3, nearby_stores: STORE.nearby_stores }]);
	});

	test('an unknown store is a 404 said as such', async () => {
		expect((await run(get({ store_id: byId('99999') }))).error?.message).toMatch(/404|not found/i);
	});

	test.each([
		[mapped('Bentonville'), 'a Walmart store number'],
		[byUrl('https://www.walmart.com/store/finder'), 'a walmart.com store URL'],
		[byUrl('https://www.walmart.ca/en/stores/1000'), 'walmart.com only'],
	])('refused before any request: %j', async (store, form) => {
		await expectRefused(get({ store_id: store }), form);
	});
});
