/**
 * Amazon > New Release > Get New Releases through n8n-core against the emulator: two pages of 50, the query,
 * Simplify, bad input, and its Category list of best-sellers nodes.
 */
import { DEFAULT_TEST_KEY } from '../../emulator';
import { listSearch } from '../../harness/n8n';
import { amazonSuite, field, fromList, NODE, operation, queries, requestLog, typed } from './support';

const { suite, run, refused } = amazonSuite();
const newReleases = operation('newRelease', 'getNewReleases');

describe('Amazon > New Release > Get New Releases', () => {
	test('Return All reads pages 1 and 2 and no more: 100 ranks', async () => {
		const { items } = await run(newReleases({ returnAll: true }));
		expect(field(items, 'rank')).toEqual(Array.from({ length: 100 }, (_, index) => index + 1));
		expect(requestLog(suite)).toEqual([
			{ path: '/v1/amazon/new-releases', query: {} },
			{ path: '/v1/amazon/new-releases', query: { page: '2' } },
		]);
	});

	test('Limit 50 is one request; Limit 60 is two', async () => {
		await run(newReleases({ limit: 50 }));
		expect(queries(suite)).toEqual([{}]);
		suite.emulator.clearRequests();
		const { items } = await run(newReleases({ limit: 60 }));
		expect(items).toHaveLength(60);
		expect(queries(suite)).toEqual([{}, { page: '2' }]);
	});

	test('start page 2 with Return All is one request; category as a node ID', async () => {
		const { items } = await run(newReleases({ returnAll: true, options: { page: 2, category: typed('1055398'), domain: fromList('co.uk') } }));
		expect(queries(suite)).toEqual([{ page: '2', category: '1055398', domain: 'co.uk' }]);
		expect(items[0].json).toMatchObject({ rank: 51, price: { currency: 'GBP', symbol: '£' } });
	});

	test('Simplify: price and currency columns', async () => {
		const { items } = await run(newReleases({ limit: 1, simplify: true }));
		expect(items[0].json).toMatchObject({ rank: 1, price: expect.any(Number), currency: 'USD', rating: expect.any(Number) });
	});

	test.each([
		['page 3', { options: { page: 3 } }, 'Start Page must be a whole number from 1 to 2, got 3'],
		['page 0', { options: { page: 0 } }, 'Start Page must be a whole number from 1 to 2, got 0'],
	])('bad input: %s, no request', async (_label, extra, message) => {
		await refused(newReleases(extra), message);
	});
});

describe("Amazon > New Release > Get New Releases: the Category list (list search through n8n-core's LoadOptionsContext)", () => {
	const credentials = () => ({ apiKey: DEFAULT_TEST_KEY, baseUrl: suite.emulator.url });

	test('New Releases categories offer the best-sellers node and follow the search text', async () => {
		const result = await listSearch({
			node: NODE,
			method: 'newReleaseCategories',
			parameters: newReleases(),
			filter: 'home',
			credentials: credentials(),
		});
		expect(queries(suite)).toEqual([{}]);
		expect(result.results).toEqual([{ name: 'Home & Kitchen', value: '1055398' }]);
	});
});
