/**
 * Amazon's lists through n8n-core against the emulator: Bestseller > Get Bestsellers (two pages of 50), Category >
 * Browse Category (a browse node by ID or category URL, paging to the last page, the 20-page cap and Limit), Keyword
 * > Autocomplete, Market > List Markets, the category dropdowns they load, API errors and bad input.
 */
import type { IDataObject } from 'n8n-workflow';

import { AMAZON_MARKETS } from '../../emulator/fixtures/amazon/catalog';
import { bestsellersOf, productsOfNode, sortProducts } from '../../emulator/fixtures/amazon/products';
import { DEFAULT_TEST_KEY } from '../../emulator';
import { listSearch } from '../../harness/n8n';
import { nodeSuite } from '../../harness/suite';
import { byId, byUrl, creditsSpent, field, flat, fromList, hintsOf, mapped, NODE, operation, queries, requestLog, typed } from './support';

const suite = nodeSuite();
const bestsellers = operation('bestseller', 'getBestsellers');
const browse = operation('category', 'browse');
const autocomplete = operation('keyword', 'autocomplete');
const markets = operation('market', 'list');
const run = (parameters: IDataObject, extra: { items?: IDataObject[]; continueOnFail?: boolean } = {}) =>
	suite.run({ node: NODE, parameters: parameters as never, ...extra });
const refused = (parameters: IDataObject, message: string) => suite.expectRefused({ node: NODE, parameters: parameters as never }, message);

const BOOKS_NODE = '283155';
const HEADPHONES_NODE = '172541';

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

describe('Amazon > Category > Browse Category', () => {
	test('by node ID: Return All reads to pagination.total_pages (100 books: 5 requests, the last of 4)', async () => {
		const { items } = await run(browse({ node: byId(BOOKS_NODE), returnAll: true }));
		expect(field(items, 'asin')).toEqual(productsOfNode(BOOKS_NODE)!.map((product) => product.asin));
		expect(requestLog(suite)).toEqual(
			[1, 2, 3, 4, 5].map((page) => ({ path: '/v1/amazon/category', query: page === 1 ? { node: BOOKS_NODE } : { node: BOOKS_NODE, page: String(page) } })),
		);
	});

	test.each([
		['a /b?node= link on amazon.co.uk', `https://www.amazon.co.uk/b?ie=UTF8&node=${HEADPHONES_NODE}&ref_=nav_em`, 'co.uk'],
		['a refined search (rh=n:..., the last node) on amazon.de', `https://www.amazon.de/s?i=electronics&rh=n%3A172282%2Cn%3A${HEADPHONES_NODE}%2Cp_72%3A1248879011&dc`, 'de'],
		['a best-sellers page ending in the node', `https://www.amazon.com/gp/bestsellers/electronics/${HEADPHONES_NODE}/ref=zg_bs_nav`, 'com'],
	])('by URL, %s: the node and the marketplace are read from it', async (_label, url, domain) => {
		const { items, error } = await run(browse({ node: byUrl(url), limit: 5 }));
		expect(error).toBeUndefined();
		expect(queries(suite)).toEqual([{ node: HEADPHONES_NODE, domain }]);
		expect(items).toHaveLength(5);
	});

	test('sort and Limit: Limit 30 reads two pages of the sorted list and cuts the second', async () => {
		const { items } = await run(browse({ node: byId(HEADPHONES_NODE), limit: 30, options: { sort_by: 'price_high_to_low' } }));
		expect(queries(suite)).toEqual([
			{ node: HEADPHONES_NODE, sort_by: 'price_high_to_low' },
			{ node: HEADPHONES_NODE, sort_by: 'price_high_to_low', page: '2' },
		]);
		expect(field(items, 'asin')).toEqual(sortProducts(productsOfNode(HEADPHONES_NODE)!, 'price_high_to_low').slice(0, 30).map((product) => product.asin));
	});

	test('a department past 20 pages stops at page 20 with a hint; Simplify gives flat rows', async () => {
		const result = await run(browse({ node: byId('172282'), returnAll: true, simplify: true }));
		expect(result.items).toHaveLength(480);
		expect(suite.emulator.requests).toHaveLength(20);
		expect(hintsOf(result)).toEqual([expect.stringContaining('Amazon shows at most 20 pages of one category')]);
		expect(flat(result.items)).toBe(true);
		expect(result.items[0].json).toMatchObject({ position: 1, price: expect.any(Number), currency: 'USD' });
	});

	test.each([
		['a node with letters', mapped('electronics'), 'Browse Node must be an Amazon category URL'],
		['a category URL without a node', byUrl('https://www.amazon.com/s?k=headphones'), 'Browse Node must be'],
		['an empty node', mapped(''), 'Browse Node is required'],
	])('%s is refused before any request', async (_label, node, message) => {
		await refused(browse({ node }), message);
	});

	test('page 21 and a Marketplace against the URL are refused', async () => {
		await refused(browse({ node: byId(BOOKS_NODE), options: { page: 21 } }), 'Start Page must be a whole number from 1 to 20');
		await refused(
			browse({ node: byUrl(`https://www.amazon.fr/b?node=${BOOKS_NODE}`), options: { domain: fromList('de') } }),
			'Browse Node is a URL of fr but Marketplace is de',
		);
	});

	test('an unknown node is a 404 naming Amazon', async () => {
		expect((await run(browse({ node: byId('999') }))).error?.message).toContain('Not found on Amazon (404)');
	});
});

describe('Amazon > Keyword > Autocomplete', () => {
	test('one item per suggestion, for 1 credit, with the marketplace', async () => {
		let items: Array<{ json: IDataObject }> = [];
		const spent = await creditsSpent(suite, async () => ({ items } = await run(autocomplete({ query: 'air', options: { domain: fromList('co.uk') } }))));
		expect(requestLog(suite)).toEqual([{ path: '/v1/amazon/autocomplete', query: { query: 'air', domain: 'co.uk' } }]);
		expect(items.map((item) => item.json)).toEqual([
			{ value: 'air fryer', alias: 'aps' },
			{ value: 'hearthly air fryer', alias: 'aps' },
			{ value: 'copperleaf air fryer', alias: 'garden' },
			{ value: 'ovenbird air fryer', alias: 'garden' },
		]);
		expect(spent).toBe(1);
	});

	test('an empty query is refused before any request', async () => {
		await refused(autocomplete({ query: '={{ "  " }}' }), 'Query is required');
	});
});

describe('Amazon > Market > List Markets', () => {
	test('one item per marketplace, free, with no parameters sent', async () => {
		let items: Array<{ json: IDataObject }> = [];
		const spent = await creditsSpent(suite, async () => ({ items } = await run(markets())));
		expect(requestLog(suite)).toEqual([{ path: '/v1/amazon/markets', query: {} }]);
		expect(items.map((item) => item.json)).toEqual(AMAZON_MARKETS);
		expect(spent).toBe(0);
	});
});

describe('the search category list', () => {
	test('offers aliases of the chosen marketplace, filtered by the text typed', async () => {
		const result = await listSearch({
			node: NODE,
			method: 'searchCategories',
			parameters: operation('product', 'search')({ query: 'x', options: { domain: fromList('de') } }),
			filter: 'bü',
			credentials: { apiKey: DEFAULT_TEST_KEY, baseUrl: suite.emulator.url },
		});
		expect(queries(suite)).toEqual([{ domain: 'de' }]);
		expect(result.results).toEqual([{ name: 'Bücher', value: 'stripbooks' }]);
	});
});

describe('API failures on the list endpoints', () => {
	test.each([
		['/v1/amazon/bestsellers', bestsellers()],
		['/v1/amazon/category', browse({ node: byId(BOOKS_NODE) })],
		['/v1/amazon/autocomplete', autocomplete({ query: 'air' })],
		['/v1/amazon/markets', markets()],
		[`/v1/amazon/sellers/A2X9KQ7RMN4TZ1`, operation('seller', 'get')({ seller_id: byId('A2X9KQ7RMN4TZ1') })],
		[`/v1/amazon/sellers/A2X9KQ7RMN4TZ1/products`, operation('seller', 'getProducts')({ seller_id: byId('A2X9KQ7RMN4TZ1') })],
		[`/v1/amazon/sellers/A2X9KQ7RMN4TZ1/feedback`, operation('seller', 'getFeedback')({ seller_id: byId('A2X9KQ7RMN4TZ1') })],
	])('%s: 401, 402, 404 and 422 become readable errors without the key', async (path, parameters) => {
		const cases = [
			{ status: 401, message: 'rejected the API key (401' },
			{ status: 402, message: 'out of credits (402)' },
			{ status: 404, message: 'Not found on Amazon (404)' },
			{ status: 422, message: 'refused the request parameters (422)' },
		];
		for (const { status, message } of cases) {
			suite.emulator.reset();
			suite.emulator.injectFault({ path, kind: 'status', status });
			const { error } = await run(parameters);
			expect(error?.message).toContain(message);
			expect(error?.message).not.toContain(DEFAULT_TEST_KEY);
		}
	});
});
