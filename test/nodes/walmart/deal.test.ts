/** Walmart > Deal > List: the deals feed, paged until has_more_pages is false, with its price band; was_price as a number with Simplify. */
import { DEAL_COUNT, DEALS } from '../../emulator/fixtures/walmart/catalog';
import { field, flat, operation, walmartSuite } from './support';

const { run, requests, queries, expectRefused } = walmartSuite();
const list = operation('deal', 'list');

describe('Walmart > Deal > List', () => {
	test('Return All: three pages, until has_more_pages is false', async () => {
		const { items, error } = await run(list({ returnAll: true }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{ path: '/v1/walmart/deals', query: {} },
			{ path: '/v1/walmart/deals', query: { page: '2' } },
			{ path: '/v1/walmart/deals', query: { page: '3' } },
		]);
		expect(field(items, 'us_item_id')).toEqual(DEALS.map((card) => card.us_item_id));
		expect(items).toHaveLength(DEAL_COUNT);
	});

	test('the price band is sent and Limit stops on the first page', async () => {
		const { items } = await run(list({ limit: 3, filters: { min_price: 25, max_price: 200 } }));
		expect(queries()).toEqual([{ min_price: '25', max_price: '200' }]);
		expect(items).toHaveLength(3);
		expect(items.every((item) => (item.json.price as number) >= 25 && (item.json.price as number) <= 200)).toBe(true);
	});

	test('Simplify: price, currency and price_text, was_price and savings_amount as numbers', async () => {
		const { items } = await run(list({ limit: 1, simplify: true }));
		const [deal] = DEALS;
		expect(flat(items)).toBe(true);
		expect(items[0].json).toMatchObject({
			us_item_id: deal.us_item_id,
			price: deal.price,
			currency: 'USD',
			price_text: deal.price_string,
			was_price: deal.was_price,
			savings_amount: deal.price_info.savings_amount,
			badges: 'Rollback',
		});
	});

	test('Minimum Price above Maximum Price is refused before any request', async () => {
		await expectRefused(list({ filters: { min_price: 100, max_price: 25 } }), 'Minimum Price (100) must not be above Maximum Price (25)');
	});
});
