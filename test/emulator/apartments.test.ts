/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test tooling, never shipped: it reads the endpoint pages of the spec folder */
/**
 * The emulator's apartments.com routes on their own. The endpoint pages show no example answer, so every answer holds
 * exactly the fields their Response sections list (docs/api-reference/endpoint/apartments/*.mdx, read when the spec
 * folder is there), at the page's price; a search pages by number, 40 a page, pages 1 to 28; the property by URL and
 * by parts are the same; unknown properties are 404s, malformed filters 422s.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { endpointPages, endpointPagesThere } from './endpoint-pages';
import { CATALOG_SIZE, facts, propertyId, propertyUrl } from './fixtures/apartments/rentals';
import { platformSuite } from './platform-suite';

const suite = platformSuite();
type Json = Record<string, unknown>;
const get = (path: string, query?: Record<string, string | number | boolean>) => suite.get<Json>(path, query);

/**
 * The fields a page's Response section lists: the top-level ones (no indent), and for each with an Expandable, the
 * fields inside it (one level deeper), keyed by the parent's name.
 */
function pageFields(page: string): { top: string[]; nested: Record<string, string[]> } {
	const text = readFileSync(join(endpointPages('apartments'), `${page}.mdx`), 'utf8');
	const response = text.slice(text.indexOf('## Response'));
	const top: string[] = [];
	const nested: Record<string, string[]> = {};
	for (const [, indent, name] of response.matchAll(/^( *)<ResponseField name="(\w+)"/gm)) {
		if (indent.length === 0) top.push(name);
		else (nested[top[top.length - 1]] ??= []).push(name);
	}
	return { top, nested };
}

const keysOf = (value: unknown) => Object.keys(value as Json).sort();

(endpointPagesThere('apartments') ? describe : describe.skip)('every answer holds the fields its endpoint page lists', () => {
	test('search: the page fields, each card the SearchResult fields, for 5 credits', async () => {
		const { status, body, credits } = await get('/v1/apartments/search', { location: 'kansas-city-mo' });
		expect([status, credits]).toEqual([200, '5']);
		const { top, nested } = pageFields('search-listings');
		expect(keysOf(body)).toEqual([...top].sort());
		expect(keysOf((body.results as Json[])[0])).toEqual([...nested.results].sort());
	});

	test('property: the page fields, each school, floor plan and unit its fields, for 5 credits, by URL and by parts alike', async () => {
		const byUrl = await get('/v1/apartments/property', { url: propertyUrl(2) });
		const byParts = await get(`/v1/apartments/properties/${facts(2).slug}/${propertyId(2)}`);
		expect([byUrl.status, byUrl.credits, byParts.status, byParts.credits]).toEqual([200, '5', 200, '5']);
		expect(byParts.body).toEqual(byUrl.body);
		const { top, nested } = pageFields('get-property');
		expect(keysOf(byUrl.body)).toEqual([...top].sort());
		for (const list of ['schools', 'floor_plans', 'units']) expect(keysOf((byUrl.body[list] as Json[])[0])).toEqual([...nested[list]].sort());
	});
});

describe('search', () => {
	test('pages by number, 40 a page, with the page count', async () => {
		const bodies = [];
		for (const page of [1, 3]) bodies.push((await get('/v1/apartments/search', { location: 'kansas-city-mo', page })).body);
		expect(bodies.map((body) => [body.page, body.results_on_page, body.total_pages, body.total_results])).toEqual([
			[1, 40, 3, CATALOG_SIZE],
			[3, CATALOG_SIZE - 80, 3, CATALOG_SIZE],
		]);
	});

	test('malformed filters are 422s', async () => {
		expect((await get('/v1/apartments/search', {})).status).toBe(422);
		expect((await get('/v1/apartments/search', { location: 'austin-tx', beds: 5 })).status).toBe(422);
		expect((await get('/v1/apartments/search', { location: 'austin-tx', max_price: 50 })).status).toBe(422);
		expect((await get('/v1/apartments/search', { location: 'austin-tx', page: 29 })).status).toBe(422);
	});
});

describe('unknown pages', () => {
	test.each([
		['/v1/apartments/properties/nowhere-kansas-city-mo/zzzzzzz', {}],
		['/v1/apartments/property', { url: 'https://www.apartments.com/nowhere-kansas-city-mo/zzzzzzz/' }],
	])('%s is a 404', async (path, query) => {
		expect((await get(path, query)).status).toBe(404);
	});
});
