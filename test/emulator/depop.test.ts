/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test tooling, never shipped: it reads the endpoint pages of the spec folder */
/**
 * The emulator's Depop routes on their own: every answer holds exactly the keys of its endpoint page's example
 * (docs/api-reference/endpoint/depop/*.mdx, read when the spec folder is there), at the page's price; lists page by
 * number with `meta.has_more`; unknown products and shops are 404s, malformed filters 422s.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { endpointPages, endpointPagesThere, keyPaths } from './endpoint-pages';
import { CATALOG_SIZE, productId, SHOPS, slugOf } from './fixtures/depop/shop';
import { platformSuite } from './platform-suite';

const suite = platformSuite();
type Json = Record<string, unknown>;
type Body = Json & { products?: Json[]; meta?: Json };
const get = (path: string, query?: Record<string, string | number | boolean>) => suite.get<Body>(path, query);

/** The page's "Example Response" JSON block. */
function pageExample(page: string): unknown {
	const text = readFileSync(join(endpointPages('depop'), `${page}.mdx`), 'utf8');
	const block = /### Example Response\s+```json\n([\s\S]*?)```/.exec(text)?.[1];
	if (!block) throw new Error(`${page}.mdx shows no example response`);
	return JSON.parse(block);
}

const SHOP = SHOPS[0].username;
const CALLS: Array<{ page: string; path: string; query?: Record<string, string>; credits: string }> = [
	{ page: 'search-items', path: '/v1/depop/search', query: { query: 'nike air max' }, credits: '10' },
	{ page: 'get-product', path: `/v1/depop/products/${slugOf(0)}`, credits: '10' },
	{ page: 'get-user', path: `/v1/depop/users/${SHOP}`, credits: '10' },
	{ page: 'get-user-products', path: `/v1/depop/users/${SHOP}/products`, credits: '10' },
	{ page: 'list-markets', path: '/v1/depop/markets', credits: '0' },
];

(endpointPagesThere('depop') ? describe : describe.skip)('every answer as its endpoint page shows it', () => {
	test.each(CALLS)("$page: the keys of the page's example, for $credits credits", async ({ page, path, query, credits }) => {
		const { status, body, credits: charged } = await get(path, query);
		expect(status).toBe(200);
		expect(charged).toBe(credits);
		expect([...new Set(keyPaths(body))].sort()).toEqual([...new Set(keyPaths(pageExample(page)))].sort());
	});
});

describe('lists', () => {
	test('a search pages by number, has_more false on the last page', async () => {
		const metas = [];
		for (const page of [1, 6, 7]) metas.push((await get('/v1/depop/search', { query: 'nike', page })).body.meta);
		expect(metas).toEqual([
			{ result_count: 24, page: 1, has_more: true },
			{ result_count: 24, page: 6, has_more: true },
			{ result_count: CATALOG_SIZE - 144, page: 7, has_more: false },
		]);
	});

	test('a product by its slug or its numeric ID; the market sets the currency', async () => {
		expect((await get(`/v1/depop/products/${productId(3)}`, { market: 'gb' })).body).toMatchObject({ slug: slugOf(3), currency: 'GBP' });
	});

	test('malformed filters are 422s', async () => {
		expect((await get('/v1/depop/search', {})).status).toBe(422);
		expect((await get('/v1/depop/search', { query: 'nike', sort: 'newest' })).status).toBe(422);
		expect((await get('/v1/depop/search', { query: 'nike', market: 'se' })).status).toBe(422);
	});
});

describe('unknown pages', () => {
	test.each(['/v1/depop/products/nobody-nothing-1', '/v1/depop/users/nobody-here', '/v1/depop/users/nobody-here/products'])('%s is a 404', async (path) => {
		expect((await get(path)).status).toBe(404);
	});
});
