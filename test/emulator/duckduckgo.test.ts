/**
 * The emulator's DuckDuckGo routes on their own: every answer holds exactly the keys of its endpoint page's Response
 * example (docs/api-reference/endpoint/duckduckgo/*.mdx, read when the spec folder is there), at the page's price; the
 * searches page by number with has_next up to the overview's last page; the pages' enumerations are 422s otherwise.
 */
import { endpointPagesThere, example, keyPaths } from './endpoint-pages';
import { IMAGE_COUNT, REGIONS, WEB_PAGES } from './fixtures/duckduckgo/serp';
import { platformSuite } from './platform-suite';

const suite = platformSuite();
type Json = Record<string, unknown>;
type Body = Json & { results?: Json[]; has_next?: boolean; result_count?: number };
const get = (path: string, query?: Record<string, string | number | boolean>) => suite.get<Body>(path, query);

const CALLS: Array<{ page: string; path: string; query?: Record<string, string>; credits: string }> = [
	{ page: 'search', path: '/v1/duckduckgo/search', query: { query: 'web scraping', region: 'us-en' }, credits: '5' },
	{ page: 'images', path: '/v1/duckduckgo/images', query: { query: 'sunset', size: 'Large', layout: 'Wide' }, credits: '5' },
	{ page: 'news', path: '/v1/duckduckgo/news', query: { query: 'artificial intelligence', timelimit: 'week' }, credits: '5' },
	{ page: 'videos', path: '/v1/duckduckgo/videos', query: { query: 'python tutorial', duration: 'long' }, credits: '5' },
	{ page: 'autocomplete', path: '/v1/duckduckgo/autocomplete', query: { query: 'web scra' }, credits: '1' },
	{ page: 'instant', path: '/v1/duckduckgo/instant', query: { query: 'Nikola Tesla' }, credits: '1' },
	{ page: 'regions', path: '/v1/duckduckgo/regions', credits: '0' },
];

(endpointPagesThere('duckduckgo') ? describe : describe.skip)('every answer as its endpoint page shows it', () => {
	test.each(CALLS)("$page: the keys of the page's example, for $credits credits", async ({ page, path, query, credits }) => {
		const { status, body, credits: charged } = await get(path, query);
		expect(status).toBe(200);
		expect(charged).toBe(credits);
		expect([...new Set(keyPaths(body))].sort()).toEqual([...new Set(keyPaths(example('duckduckgo', page)))].sort());
	});
});

describe('searches', () => {
	test('a web search pages by number, about 10 to 30 a page, has_next false on the last; the abstract on page 1', async () => {
		const pages = [];
		for (const page of [1, 2, 3]) pages.push((await get('/v1/duckduckgo/search', { query: 'web scraping', page })).body);
		expect(pages.map((body) => [body.result_count, body.has_next])).toEqual(WEB_PAGES.map((size, index) => [size, index < WEB_PAGES.length - 1]));
		expect(pages[0].abstract).toMatchObject({ heading: 'web scraping', source: 'Wikipedia' });
		expect(pages[1].abstract).toBeNull();
		expect(pages[0].results?.[0].is_ad).toBe(true);
	});

	test('images: 100 a page; page 10 is the last served, 11 a 422', async () => {
		expect((await get('/v1/duckduckgo/images', { query: 'sunset', page: 3 })).body).toMatchObject({ result_count: IMAGE_COUNT - 200, has_next: false });
		expect((await get('/v1/duckduckgo/images', { query: 'everything', page: 10 })).body).toMatchObject({ result_count: 100, has_next: true });
		expect((await get('/v1/duckduckgo/images', { query: 'sunset', page: 11 })).status).toBe(422);
	});

	test('a qwxz query finds nothing, and its Instant Answer is the empty payload', async () => {
		expect((await get('/v1/duckduckgo/news', { query: 'qwxz' })).body).toMatchObject({ results: [], result_count: 0, has_next: false });
		expect((await get('/v1/duckduckgo/instant', { query: 'qwxz' })).body).toMatchObject({ heading: '', abstract: '', related_topics: [] });
	});

	test.each([
		['/v1/duckduckgo/search', {}],
		['/v1/duckduckgo/search', { query: 'x', region: 'zz-zz' }],
		['/v1/duckduckgo/search', { query: 'x', safesearch: 'strict' }],
		['/v1/duckduckgo/news', { query: 'x', timelimit: 'hour' }],
		['/v1/duckduckgo/search', { query: 'x', page: 26 }],
		['/v1/duckduckgo/videos', { query: 'x', duration: 'huge' }],
	])('%s %j is a 422', async (path, query) => {
		expect((await get(path, query)).status).toBe(422);
	});

	test('the region list: every code, with its count, free', async () => {
		const { body, credits } = await get('/v1/duckduckgo/regions');
		expect(body).toEqual({ regions: REGIONS, count: REGIONS.length });
		expect(credits).toBe('0');
	});
});
