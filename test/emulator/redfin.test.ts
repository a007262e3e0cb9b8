/**
 * The emulator's Redfin routes on their own. ScrapeBadger documents Redfin by its live OpenAPI alone (no endpoint page,
 * example or response schema): the routes take exactly the OpenAPI's parameters with its bounds (422 outside them), and
 * answer the node's assumed shapes (fixtures/redfin/homes.ts) at the node's assumed prices.
 */
import { AGENTS, CATALOG_SIZE, homeUrl, PAGE_SIZE, propertyId } from './fixtures/redfin/homes';
import { platformSuite } from './platform-suite';

const suite = platformSuite();
type Json = Record<string, unknown>;
const get = (path: string, query?: Record<string, string | number | boolean>) => suite.get<Json & { results?: Json[]; pagination?: Json }>(path, query);

describe('searches', () => {
	test('pages by number, pagination.total_pages and total_results; 5 credits a page', async () => {
		const { body, credits } = await get('/v1/redfin/search', { location: 'Seattle, WA' });
		expect(credits).toBe('5');
		expect(body.pagination).toEqual({ current_page: 1, per_page: PAGE_SIZE, total_pages: Math.ceil(CATALOG_SIZE / PAGE_SIZE), total_results: CATALOG_SIZE });
		expect(body.results).toHaveLength(PAGE_SIZE);
	});

	test('newest first: the latest listing leads', async () => {
		const { results } = (await get('/v1/redfin/search', { location: 'Seattle, WA', sort: 'newest' })).body;
		const dates = results!.map((result) => String(result.listed_at));
		expect([...dates].sort().reverse()).toEqual(dates);
	});

	test("the OpenAPI's bounds are 422s", async () => {
		expect((await get('/v1/redfin/search', {})).status).toBe(422);
		expect((await get('/v1/redfin/search', { location: 'Seattle, WA', page: 21 })).status).toBe(422);
		expect((await get('/v1/redfin/search', { location: 'Seattle, WA', beds_min: 11 })).status).toBe(422);
		expect((await get('/v1/redfin/search', { location: 'Seattle, WA', year_built_min: 1700 })).status).toBe(422);
		expect((await get('/v1/redfin/search', { location: 'Seattle, WA', home_type: 'castle' })).status).toBe(422);
	});
});

describe('homes and agents', () => {
	test('a home by ID and by URL is the same home; an unknown one is a 404', async () => {
		const byId = (await get(`/v1/redfin/property/${propertyId(2)}`)).body;
		expect((await get('/v1/redfin/property', { url: homeUrl(2) })).body).toEqual(byId);
		expect((await get('/v1/redfin/property/1')).status).toBe(404);
		expect((await get('/v1/redfin/property', { url: 'https://www.redfin.com/WA/Seattle/home/1' })).status).toBe(404);
	});

	test('an agent by ID or URL; neither is a 422', async () => {
		expect((await get('/v1/redfin/agent', { agent_id: AGENTS[0].agent_id })).body).toMatchObject({ name: AGENTS[0].name });
		expect((await get('/v1/redfin/agent', {})).status).toBe(422);
	});

	test('autocomplete 2 credits, markets free', async () => {
		expect((await get('/v1/redfin/autocomplete', { query: 'seatt' })).credits).toBe('2');
		expect((await get('/v1/redfin/markets')).credits).toBe('0');
	});
});
