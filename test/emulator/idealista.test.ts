/**
 * The emulator's Idealista routes on their own. No page documents an Idealista answer or price, so what is checked is
 * what the OpenAPI states: its parameters (required, defaults, ranges, the value lists of their descriptions) answered
 * with 422s as FastAPI does; and the node's assumed prices charged, search/all per page of 50 fetched.
 */
import { FIRST_CODE } from './fixtures/idealista/portal';
import { platformSuite } from './platform-suite';

const suite = platformSuite();
type Body = Record<string, unknown> & { elementList?: unknown[] };
const get = (path: string, query?: Record<string, string | number | boolean>) => suite.get<Body>(path, query);
const MADRID = '0-EU-ES-28-07-001-079';

test.each([
	['/v1/idealista/search', { location: MADRID }, '5'],
	['/v1/idealista/search/all', { location: MADRID, max_results: 60 }, '10'],
	[`/v1/idealista/properties/${FIRST_CODE}`, {}, '10'],
	[`/v1/idealista/properties/${FIRST_CODE}/stats`, {}, '5'],
	['/v1/idealista/agency/inmobiliaria-centro-madrid', {}, '5'],
	['/v1/idealista/agency/by-phone/912345678', {}, '5'],
	['/v1/idealista/suggest', { query: 'madrid' }, '2'],
	['/v1/idealista/markets', {}, '0'],
])('%s answers 200 at the assumed price', async (path, query, credits) => {
	const { status, credits: charged } = await get(path, query);
	expect(status).toBe(200);
	expect(charged).toBe(credits);
});

test('a search pages by max_items; search/all gathers up to max_results', async () => {
	expect((await get('/v1/idealista/search', { location: MADRID, max_items: 50 })).body.elementList).toHaveLength(50);
	expect((await get('/v1/idealista/search/all', { location: MADRID, max_results: 60 })).body.elementList).toHaveLength(60);
});

test.each([
	['/v1/idealista/search', {}],
	['/v1/idealista/search', { location: MADRID, max_items: 51 }],
	['/v1/idealista/search', { location: MADRID, operation: 'buy' }],
	['/v1/idealista/search', { location: MADRID, property_type: 'flats' }],
	['/v1/idealista/search', { location: MADRID, sort_by: 'newest' }],
	['/v1/idealista/search', { location: MADRID, min_price: -1 }],
	['/v1/idealista/search/all', { location: MADRID, max_results: 3001 }],
	['/v1/idealista/suggest', { query: 'roma', market: 'fr' }],
	['/v1/idealista/agency/inmobiliaria-centro-madrid', { page: 0 }],
])('%s %j: 422 as the OpenAPI states its parameters', async (path, query) => {
	expect((await get(path, query)).status).toBe(422);
});

test('an unknown property is a 404, not billed', async () => {
	const { status, credits } = await get('/v1/idealista/properties/1234');
	expect(status).toBe(404);
	expect(credits).toBeNull();
});
