/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test tooling, never shipped: it reads the endpoint pages of the spec folder */
/**
 * The emulator's Realtor routes on their own: every answer holds exactly the keys and types of docs/openapi-realtor.json's
 * 200 schema (read when the spec folder is there), at the endpoint pages' prices; searches page by number to
 * total_pages; a location is required unless a Canada box is given; unknown properties are 404s, malformed values 422s.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { departures, docsOpenApi } from './docs-schema';
import { endpointPages, endpointPagesThere, keyPaths } from './endpoint-pages';
import { CATALOG_SIZE, propertyId } from './fixtures/realtor/listings';
import { platformSuite } from './platform-suite';

const suite = platformSuite();
type Json = Record<string, unknown>;
type Body = Json & { results?: Json[] };
const get = (path: string, query?: Record<string, string | number | boolean>) => suite.get<Body>(path, query);

const DOCS = docsOpenApi('realtor');

/** A schema as departures() reads it: `allOf` merged into one object, JSON Schema's `type: [X, "null"]` as a choice of null. */
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
	const { type, ...rest } = schema;
	const properties = rest.properties as Record<string, Json> | undefined;
	const inner: Json = {
		...rest,
		...(Array.isArray(type) ? {} : type === undefined ? {} : { type }),
		...(properties ? { properties: Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, merged(value, schemas)])) } : {}),
		...(rest.items ? { items: merged(rest.items as Json, schemas) } : {}),
	};
	if (!Array.isArray(type)) return inner;
	const real = (type as string[]).filter((name) => name !== 'null');
	return { anyOf: [{ ...inner, type: real[0] }, ...(type.includes('null') ? [{ type: 'null' }] : [])] };
}

const CALLS: Array<{ page: string; docsPath: string; path: string; query?: Record<string, string>; credits: string }> = [
	{ page: 'search', docsPath: '/v1/realtor/search', path: '/v1/realtor/search', query: { location: 'Austin, TX' }, credits: '8' },
	{ page: 'get-property', docsPath: '/v1/realtor/properties/{property_id}', path: `/v1/realtor/properties/${propertyId(0, 'us')}`, credits: '10' },
	{ page: 'autocomplete', docsPath: '/v1/realtor/autocomplete', path: '/v1/realtor/autocomplete', query: { query: 'austi' }, credits: '2' },
	{ page: 'list-markets', docsPath: '/v1/realtor/markets', path: '/v1/realtor/markets', credits: '0' },
];

(DOCS ? describe : describe.skip)("every answer as the docs' schema describes it", () => {
	test.each(CALLS)("$page: the schema's keys and types, for $credits credits", async ({ docsPath, path, query, credits }) => {
		const { status, body, credits: charged } = await get(path, query);
		expect(status).toBe(200);
		expect(charged).toBe(credits);
		const schemas = DOCS!.components.schemas;
		const resolvedSchemas = Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, merged(schema, schemas)]));
		const schema = merged(DOCS!.paths[docsPath].get.responses['200'].content['application/json'].schema, schemas);
		expect(departures(body, schema, resolvedSchemas, 'body')).toEqual([]);
	});
});

/** The page's "Example Response" JSON block. */
function pageExample(page: string): unknown {
	const text = readFileSync(join(endpointPages('realtor'), `${page}.mdx`), 'utf8');
	const block = /### Example Response\s+```json\n([\s\S]*?)```/.exec(text)?.[1];
	if (!block) throw new Error(`${page}.mdx shows no example response`);
	return JSON.parse(block);
}

(endpointPagesThere('realtor') ? describe : describe.skip)("every key of the endpoint page's example is answered", () => {
	test.each(CALLS)('$page', async ({ page, path, query }) => {
		const answered = new Set(keyPaths((await get(path, query)).body));
		expect(keyPaths(pageExample(page)).filter((key) => !answered.has(key))).toEqual([]);
	});
});

describe('searches', () => {
	test('pages by number to total_pages; the last page holds the rest', async () => {
		const first = (await get('/v1/realtor/search', { location: 'Austin, TX', limit: 50 })).body;
		expect(first).toMatchObject({ total: CATALOG_SIZE, count: 50, page: 1, total_pages: 3 });
		const last = (await get('/v1/realtor/search', { location: 'Austin, TX', limit: 50, page: 3 })).body;
		expect(last).toMatchObject({ count: CATALOG_SIZE - 100, page: 3 });
	});

	test('newest first: the latest listing date leads', async () => {
		const { results } = (await get('/v1/realtor/search', { location: 'Austin, TX', sort: 'newest', limit: 3 })).body;
		const dates = results!.map((result) => result.list_date_utc as number);
		expect([...dates].sort((a, b) => b - a)).toEqual(dates);
	});

	test('a Canada box stands for the location; anywhere else a location is required (422)', async () => {
		expect((await get('/v1/realtor/search', { market: 'ca', lat_min: 43.6, lat_max: 43.75, lng_min: -79.5, lng_max: -79.3 })).status).toBe(200);
		expect((await get('/v1/realtor/search', { lat_min: 43.6, lat_max: 43.75, lng_min: -79.5, lng_max: -79.3 })).status).toBe(422);
		expect((await get('/v1/realtor/search', {})).status).toBe(422);
	});

	test('malformed values are 422s', async () => {
		expect((await get('/v1/realtor/search', { location: 'Austin, TX', limit: 201 })).status).toBe(422);
		expect((await get('/v1/realtor/search', { location: 'Austin, TX', market: 'uk' })).status).toBe(422);
		expect((await get('/v1/realtor/search', { location: 'Austin, TX', sort: 'cheapest' })).status).toBe(422);
		expect((await get('/v1/realtor/autocomplete', { query: 'austi', limit: 26 })).status).toBe(422);
	});
});

describe('properties', () => {
	test("a property is read in its own market; another market's ID is a 404", async () => {
		expect((await get(`/v1/realtor/properties/${propertyId(1, 'ca')}`, { market: 'ca' })).body).toMatchObject({ market: 'ca', currency: 'CAD' });
		expect((await get(`/v1/realtor/properties/${propertyId(1, 'ca')}`)).status).toBe(404);
	});
});
