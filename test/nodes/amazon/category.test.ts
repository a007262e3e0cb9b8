/**
 * Amazon > Category through n8n-core against the emulator: Browse Category (a browse node by ID or category URL,
 * paging to the last page, the 20-page cap and Limit, bad input) and List Categories (free).
 */
import type { IDataObject } from 'n8n-workflow';

import { productsOfNode, sortProducts } from '../../emulator/fixtures/amazon/products';
import { amazonSuite, byId, byUrl, creditsSpent, field, flat, fromList, hintsOf, mapped, operation, queries, requestLog } from './support';

const { suite, run, refused } = amazonSuite();
const browse = operation('category', 'browse');

const BOOKS_NODE = '283155';
const HEADPHONES_NODE = '172541';

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

describe('Amazon > Category > List Categories', () => {
	test('one item per category of the chosen marketplace, free', async () => {
		let items: Array<{ json: IDataObject }> = [];
		const spent = await creditsSpent(suite, async () => ({ items } = await run(operation('category', 'list')({ options: { domain: fromList('de') } }))));
		expect(requestLog(suite)).toEqual([{ path: '/v1/amazon/categories', query: { domain: 'de' } }]);
		expect(items.map((item) => item.json)).toEqual([
			{ alias: 'electronics', name: 'Elektronik & Foto', bestsellers_node: 'ce-de' },
			{ alias: 'stripbooks', name: 'Bücher', bestsellers_node: 'books' },
			{ alias: 'toys', name: 'Spielzeug', bestsellers_node: 'toys' },
		]);
		expect(spent).toBe(0);
	});
});
