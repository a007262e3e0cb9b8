/** Google > Shopping and Products: Search, Get Offers by Barcode (14 credits), Get Product chained from Search. */
import { BARCODE, BARCODE_OFFERS, SHOPPING_COUNT, shoppingProduct } from '../../emulator/fixtures/google/verticals';
import { googleSuite, operation } from './support';

const { suite, run, requests, expectRefused } = googleSuite();

describe('Google > Shopping and Products > Search', () => {
	const search = operation('shopping', 'search');

	test('one request, one item per product; the price filters sent', async () => {
		const { items, error } = await run(search({ q: 'espresso machine', filters: { min_price: 200, max_price: 400 } }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/google/shopping/search', query: { q: 'espresso machine', min_price: '200', max_price: '400' } }]);
		expect(items.map((item) => item.json.product_id)).toEqual(
			Array.from({ length: SHOPPING_COUNT }, (_, index) => shoppingProduct(index)).filter((product) => product.price.value >= 200 && product.price.value <= 400).map((product) => product.product_id),
		);
	});

	test('refused before any request: Min Price above Max Price', async () => {
		await expectRefused(search({ q: 'espresso', filters: { min_price: 500, max_price: 100 } }), 'Min Price must not be above Max Price');
	});
});

describe('Google > Shopping and Products > Get Offers by Barcode', () => {
	const offers = operation('shopping', 'getOffers');

	test('one request at 14 credits, one item per offer with the product under product', async () => {
		const { items, error } = await run(offers({ barcode: BARCODE }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/google/shopping/offers', query: { barcode: BARCODE } }]);
		expect(suite.emulator.requests[0].creditsCharged).toBe(14);
		expect(items.map((item) => item.json.source)).toEqual(BARCODE_OFFERS.offers.map((offer) => offer.source));
		expect(items[0].json.product).toEqual({ barcode: BARCODE, resolved_query: BARCODE_OFFERS.resolved_query, product_title: BARCODE_OFFERS.product_title });
	});

	test('a barcode with a wrong check digit is the service\'s 422; an unknown one a 404', async () => {
		expect((await run(offers({ barcode: '0711719541029' }))).error?.message).toContain('422');
		expect((await run(offers({ barcode: '4006381333931' }))).error?.message).toBe('Not found on Google (404)');
	});

	test('refused before any request: a barcode of 10 digits, from an expression', async () => {
		await expectRefused(offers({ barcode: '={{ "0711719541" }}' }), 'Barcode');
	});
});

describe('Google > Shopping and Products > Get Product', () => {
	const product = operation('shopping', 'getProduct');

	test('Search then Get Product: the product_id of each incoming product, with the search text', async () => {
		const found = (await run(operation('shopping', 'search')({ q: 'espresso machine' }))).items.slice(0, 2).map((item) => item.json);
		suite.emulator.reset();
		const { items, error } = await run(product({ q: 'espresso machine', options: { include_offers: true } }), { items: found });
		expect(error).toBeUndefined();
		expect(requests()).toEqual(found.map((entry) => ({ path: '/v1/google/products/detail', query: { product_id: entry.product_id, q: 'espresso machine', include_offers: 'true' } })));
		expect(items[0].json).toMatchObject({ product_id: found[0].product_id, brand: 'Breville' });
	});

	test('an unknown product is a 404', async () => {
		const { error } = await run(product({ product_id: '123', q: 'espresso' }));
		expect(error?.message).toBe('Not found on Google (404)');
	});

	test('refused before any request: no search text', async () => {
		await expectRefused(product({ product_id: '123', q: '={{ "" }}' }), 'Query');
	});
});
