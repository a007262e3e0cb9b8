/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test tooling, never shipped: it reads the endpoint pages of the spec folder */
/**
 * The emulator's Vinted routes on their own: every answer against the docs' schema (docs/openapi-vinted.json) and the
 * keys of its endpoint page's example, at the page's price; searches page by number with totals capped at 960; the
 * seller-country filter drops listings after the page is cut, totals unchanged; unknown listings and members are 404s,
 * malformed filters 422s.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { departures, docsOpenApi } from './docs-schema';
import { endpointPages, endpointPagesThere, keyPaths } from './endpoint-pages';
import { CATALOG_SIZE, FIRST_ITEM_ID, RARE_COUNT, SEARCH_CAP, USER_ID } from './fixtures/vinted/catalog';
import { platformSuite } from './platform-suite';

const suite = platformSuite();
type Json = Record<string, unknown>;
type Body = Json & { items?: Json[]; pagination?: Json; total_entries?: number };
const get = (path: string, query?: Record<string, string | number | boolean>) => suite.get<Body>(path, query);

const DOCS = docsOpenApi('vinted');

/**
 * A schema as departures() reads it: `allOf` parts merged into one object schema (the item detail extends the summary),
 * OpenAPI 3.0's `nullable: true` as a choice of null.
 */
function merged(schema: Json, schemas: Record<string, Json>): Json {
	const parts = schema.allOf as Json[] | undefined;
	if (parts) {
		const properties: Json = {};
		for (const part of parts) {
			const resolved = typeof part.$ref === 'string' ? schemas[part.$ref.split('/').pop()!] : part;
			Object.assign(properties, (merged(resolved, schemas).properties ?? {}) as Json);
		}
		return { type: 'object', properties };
	}
	const { nullable, ...rest } = schema;
	const properties = rest.properties as Record<string, Json> | undefined;
	const inner: Json = {
		...rest,
		...(properties ? { properties: Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, merged(value, schemas)])) } : {}),
		...(rest.items ? { items: merged(rest.items as Json, schemas) } : {}),
	};
	return nullable === true ? { anyOf: [inner, { type: 'null' }] } : inner;
}

/** The page's "Example Response" JSON block. */
function pageExample(page: string): unknown {
	const text = readFileSync(join(endpointPages('vinted'), `${page}.mdx`), 'utf8');
	const block = /### Example Response\s+```json\n([\s\S]*?)```/.exec(text)?.[1];
	if (!block) throw new Error(`${page}.mdx shows no example response`);
	return JSON.parse(block);
}

const ITEM = String(FIRST_ITEM_ID);
const CALLS: Array<{ page: string; docsPath: string; path: string; query?: Record<string, string>; credits: string }> = [
	{ page: 'search-items', docsPath: '/v1/vinted/search', path: '/v1/vinted/search', query: { query: 'nike' }, credits: '5' },
	{ page: 'get-item-detail', docsPath: '/v1/vinted/items/{item_id}', path: `/v1/vinted/items/${ITEM}`, credits: '10' },
	{ page: 'get-user-profile', docsPath: '/v1/vinted/users/{user_id}', path: `/v1/vinted/users/${USER_ID}`, credits: '1' },
	{ page: 'get-user-items', docsPath: '/v1/vinted/users/{user_id}/items', path: `/v1/vinted/users/${USER_ID}/items`, credits: '1' },
	{ page: 'search-brands', docsPath: '/v1/vinted/brands', path: '/v1/vinted/brands', query: { keyword: 'nike' }, credits: '1' },
	{ page: 'list-colors', docsPath: '/v1/vinted/colors', path: '/v1/vinted/colors', credits: '1' },
	{ page: 'list-statuses', docsPath: '/v1/vinted/statuses', path: '/v1/vinted/statuses', credits: '1' },
	{ page: 'list-markets', docsPath: '/v1/vinted/markets', path: '/v1/vinted/markets', credits: '1' },
];

(DOCS ? describe : describe.skip)('every answer as the docs\' schema describes it', () => {
	test.each(CALLS)('$page: the schema\'s keys and types, for $credits credits', async ({ docsPath, path, query, credits }) => {
		const { status, body, credits: charged } = await get(path, query);
		expect(status).toBe(200);
		expect(charged).toBe(credits);
		const schemas = DOCS!.components.schemas;
		const resolvedSchemas = Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, merged(schema, schemas)]));
		const schema = merged(DOCS!.paths[docsPath].get.responses['200'].content['application/json'].schema, schemas);
		expect(departures(body, schema, resolvedSchemas, 'body')).toEqual([]);
	});
});

/**
 * The pages whose example shows every key the schema names: the answer has exactly those. The item page's example
 * leaves out keys its own field list and the schema name (is_hidden, can_reserve...), and the user items page shows an
 * older item shape (price as text beside currency) where the schema gives the search's: both are checked against the
 * schema above only.
 */
const EXACT_PAGES = ['search-items', 'get-user-profile', 'search-brands', 'list-colors', 'list-statuses', 'list-markets'];
(endpointPagesThere('vinted') ? describe : describe.skip)('answers with the keys of their endpoint page\'s example', () => {
	test.each(CALLS.filter((call) => EXACT_PAGES.includes(call.page)))('$page', async ({ page, path, query }) => {
		const { body } = await get(path, query);
		const shown = keyPaths(pageExample(page));
		// An array the example shows empty (a search item's photos) is compared by being an array.
		const emptyArrays = shown.filter((known) => known.endsWith('[]'));
		const answered = new Set(keyPaths(body).map((key) => emptyArrays.find((known) => key.startsWith(known)) ?? key));
		expect([...answered].sort()).toEqual([...shown].sort());
	});
});

describe('searches', () => {
	test('pages by number; the totals stop at 960 listings, so the page count does too', async () => {
		const first = (await get('/v1/vinted/search', { query: 'nike', per_page: 96 })).body;
		expect(first.pagination).toEqual({ current_page: 1, per_page: 96, total_pages: SEARCH_CAP / 96, total_entries: SEARCH_CAP });
		expect(CATALOG_SIZE).toBeGreaterThan(SEARCH_CAP);
		const last = (await get('/v1/vinted/search', { query: 'nike', per_page: 96, page: 10 })).body;
		expect(last.items).toHaveLength(96);
		expect((await get('/v1/vinted/search', { query: 'nike', per_page: 96, page: 11 })).body.items).toEqual([]);
	});

	test('a market sets the domain and the currency; a price range filters', async () => {
		const { items } = (await get('/v1/vinted/search', { query: 'rare', market: 'gb', price_from: 10, price_to: 50 })).body;
		expect(items!.length).toBeGreaterThan(0);
		expect(items!.length).toBeLessThan(RARE_COUNT);
		for (const item of items!) {
			expect(item.url).toMatch(/^https:\/\/www\.vinted\.co\.uk\/items\//);
			expect(item.price).toEqual({ amount: expect.any(String), currency_code: 'GBP' });
			expect(Number((item.price as Json).amount)).toBeGreaterThanOrEqual(10);
			expect(Number((item.price as Json).amount)).toBeLessThanOrEqual(50);
		}
	});

	test('the seller-country filter drops listings after the page is cut: fewer than asked, the totals unchanged', async () => {
		const all = (await get('/v1/vinted/search', { query: 'rare', per_page: 12 })).body;
		const filtered = (await get('/v1/vinted/search', { query: 'rare', per_page: 12, seller_country: 'fr,be' })).body;
		expect(filtered.pagination).toEqual(all.pagination);
		expect(filtered.items!.length).toBe(4);
		expect(filtered.items!.map((item) => item.seller_country_code)).toEqual(['FR', 'BE', 'FR', 'BE']);
		expect(filtered.seller_country).toBe('FR,BE');
	});

	test('malformed filters are 422s', async () => {
		expect((await get('/v1/vinted/search', {})).status).toBe(422);
		expect((await get('/v1/vinted/search', { query: 'nike', per_page: 97 })).status).toBe(422);
		expect((await get('/v1/vinted/search', { query: 'nike', brand_ids: 'nike' })).status).toBe(422);
		expect((await get('/v1/vinted/search', { query: 'nike', market: 'xx' })).status).toBe(422);
		expect((await get('/v1/vinted/brands', { query: 'nike' })).status).toBe(422);
	});
});

describe('members', () => {
	test("a member's items page to the member's total", async () => {
		const { body } = await get(`/v1/vinted/users/${USER_ID}/items`, { per_page: 96, page: 3 });
		expect(body.total_entries).toBe(CATALOG_SIZE / 6);
		expect(body.items).toHaveLength(CATALOG_SIZE / 6 - 192);
	});
});

describe('unknown pages', () => {
	test.each(['/v1/vinted/items/9400000001', '/v1/vinted/users/1', '/v1/vinted/users/1/items'])('%s is a 404', async (path) => {
		expect((await get(path)).status).toBe(404);
	});
});
