/**
 * Amazon > Deal > Get Deals through n8n-core against the emulator: paging until a short page, the query, Simplify, bad
 * input, and its Category list loaded from the marketplace's categories.
 */
import { dealsOf } from '../../emulator/fixtures/amazon/catalog';
import { DEFAULT_TEST_KEY } from '../../emulator';
import { listSearch } from '../../harness/n8n';
import { amazonSuite, field, flat, fromList, NODE, operation, queries, requestLog, typed } from './support';

const { suite, run, refused } = amazonSuite();
const deals = operation('deal', 'getDeals');

describe('Amazon > Deal > Get Deals', () => {
	test('the default Limit of 50 reads page 1 (30 deals) and 20 of page 2', async () => {
		const { items } = await run(deals());
		expect(items).toHaveLength(50);
		expect(requestLog(suite)).toEqual([
			{ path: '/v1/amazon/deals', query: {} },
			{ path: '/v1/amazon/deals', query: { page: '2' } },
		]);
		expect(field(items, 'position')).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
		expect(items[0].json.deal_price).toEqual({
			value: expect.any(Number),
			currency: 'USD',
			symbol: '$',
			raw: expect.stringMatching(/^\$\d+\.\d\d$/),
		});
	});

	test('Return All stops at the first page shorter than a full one: no empty page is paid for past the end', async () => {
		const { items } = await run(deals({ returnAll: true }));
		expect(items).toHaveLength(dealsOf('com').length);
		// 70 deals, 30 a page: the third page holds 10, so it is the last.
		expect(queries(suite)).toEqual([{}, { page: '2' }, { page: '3' }]);
	});

	test('marketplace, category from the list and start page go on the query', async () => {
		const { items } = await run(deals({ limit: 5, options: { domain: fromList('de'), category: fromList('electronics'), page: 1 } }));
		expect(queries(suite)).toEqual([{ domain: 'de', category: 'electronics', page: '1' }]);
		expect(items).toHaveLength(5);
		expect((items[0].json.deal_price as Record<string, unknown>).currency).toBe('EUR');
	});

	test('a category typed as an alias is sent as typed', async () => {
		await run(deals({ limit: 1, options: { category: typed('toys-and-games') } }));
		expect(queries(suite)).toEqual([{ category: 'toys-and-games' }]);
	});

	test('Simplify: prices as number columns with one currency column', async () => {
		const { items } = await run(deals({ limit: 1, simplify: true }));
		const [{ deal }] = dealsOf('com');
		expect(items[0].json).toMatchObject({
			position: 1,
			asin: deal.asin,
			deal_price: deal.deal_price.value,
			list_price: deal.list_price.value,
			currency: 'USD',
			discount_percent: deal.discount_percent,
		});
		expect(flat(items)).toBe(true);
	});

	test.each([
		['a category with a space', { options: { category: typed('home garden') } }, 'Category must be a category alias'],
		['page 0', { options: { page: 0 } }, 'Start Page must be a whole number of at least 1'],
	])('bad input: %s, no request', async (_label, extra, message) => {
		await refused(deals(extra), message);
	});
});

describe("Amazon > Deal > Get Deals: the Category list (list search through n8n-core's LoadOptionsContext)", () => {
	const credentials = () => ({ apiKey: DEFAULT_TEST_KEY, baseUrl: suite.emulator.url });

	test('Deals categories load from the categories endpoint of the chosen marketplace, with the key in the header', async () => {
		const result = await listSearch({
			node: NODE,
			method: 'dealCategories',
			parameters: deals({ options: { domain: fromList('co.uk') } }),
			credentials: credentials(),
		});
		expect(requestLog(suite)).toEqual([{ path: '/v1/amazon/categories', query: { domain: 'co.uk' } }]);
		expect(suite.emulator.requests[0].headers['x-api-key']).toBe(DEFAULT_TEST_KEY);
		expect(result.results).toEqual([
			{ name: 'Electronics', value: 'electronics' },
			{ name: 'Books', value: 'stripbooks' },
			{ name: 'Clothing, Shoes & Jewelry', value: 'fashion' },
			{ name: 'Toys & Games', value: 'toys-and-games' },
			{ name: 'Home & Garden', value: 'garden' },
		]);
	});

	test('a marketplace given by an expression is left to the service default while the list loads', async () => {
		const result = await listSearch({
			node: NODE,
			method: 'dealCategories',
			parameters: deals({ options: { domain: typed('={{ $json.market }}') } }),
			credentials: credentials(),
		});
		expect(queries(suite)).toEqual([{}]);
		expect(result.results).toHaveLength(5);
	});

	test('a bad marketplace is refused before loading categories', async () => {
		await expect(
			listSearch({
				node: NODE,
				method: 'dealCategories',
				parameters: deals({ options: { domain: typed('not a domain') } }),
				credentials: credentials(),
			}),
		).rejects.toThrow('Marketplace must be a marketplace domain');
		expect(suite.emulator.requests).toHaveLength(0);
	});

	test('a rejected key reads as the usual 401 message', async () => {
		await expect(
			listSearch({ node: NODE, method: 'dealCategories', parameters: deals(), credentials: { ...credentials(), apiKey: 'sb_wrong' } }),
		).rejects.toThrow('rejected the API key');
	});
});
