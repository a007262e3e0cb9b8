/**
 * Amazon > Bestseller > Get Bestsellers through n8n-core against the emulator: two pages of 50, the query, Simplify,
 * its Category list of best-sellers nodes, and bad input.
 */
import type { IDataObject } from 'n8n-workflow';

import { bestsellersOf } from '../../emulator/fixtures/amazon/products';
import { DEFAULT_TEST_KEY } from '../../emulator';
import { listSearch } from '../../harness/n8n';
import { amazonSuite, creditsSpent, field, flat, fromList, NODE, operation, queries, requestLog, typed } from './support';

const { suite, run, refused } = amazonSuite();
const bestsellers = operation('bestseller', 'getBestsellers');

describe('Amazon > Bestseller > Get Bestsellers', () => {
	test('Return All reads pages 1 and 2 and no more: 100 ranks, 10 credits', async () => {
		let items: Array<{ json: IDataObject }> = [];
		const spent = await creditsSpent(suite, async () => ({ items } = await run(bestsellers({ returnAll: true }))));
		expect(field(items, 'rank')).toEqual(Array.from({ length: 100 }, (_, index) => index + 1));
		expect(field(items, 'asin')).toEqual(bestsellersOf(null)!.map((product) => product.asin));
		expect(requestLog(suite)).toEqual([
			{ path: '/v1/amazon/bestsellers', query: {} },
			{ path: '/v1/amazon/bestsellers', query: { page: '2' } },
		]);
		expect(spent).toBe(10);
	});

	test('Limit 50 is one request; Limit 60 is two', async () => {
		await run(bestsellers({ limit: 50 }));
		expect(queries(suite)).toEqual([{}]);
		suite.emulator.clearRequests();
		expect((await run(bestsellers({ limit: 60 }))).items).toHaveLength(60);
		expect(queries(suite)).toEqual([{}, { page: '2' }]);
	});

	test('category from the list, marketplace and start page 2 go on the query; Simplify gives price and currency columns', async () => {
		const { items } = await run(
			bestsellers({ returnAll: true, simplify: true, options: { category: fromList('books'), domain: fromList('de'), page: 2 } }),
		);
		expect(queries(suite)).toEqual([{ category: 'books', domain: 'de', page: '2' }]);
		expect(items).toHaveLength(50);
		expect(flat(items)).toBe(true);
		expect(items[0].json).toMatchObject({ rank: 51, price: expect.any(Number), currency: 'EUR' });
	});

	test('the category list offers best-sellers nodes of the chosen marketplace', async () => {
		const result = await listSearch({
			node: NODE,
			method: 'bestsellerCategories',
			parameters: bestsellers({ options: { domain: fromList('co.uk') } }),
			credentials: { apiKey: DEFAULT_TEST_KEY, baseUrl: suite.emulator.url },
		});
		expect(requestLog(suite)).toEqual([{ path: '/v1/amazon/categories', query: { domain: 'co.uk' } }]);
		expect(result.results).toContainEqual({ name: 'Books', value: 'books' });
		expect(result.results).toContainEqual({ name: 'Home & Garden', value: '3147411' });
	});

	test.each([
		['page 3', { options: { page: 3 } }, 'Start Page must be a whole number from 1 to 2, got 3'],
		['a category with a slash', { options: { category: typed('books/fiction') } }, 'Category must be a category alias'],
	])('bad input: %s, no request', async (_label, extra, message) => {
		await refused(bestsellers(extra), message);
	});
});
