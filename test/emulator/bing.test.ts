/**
 * The emulator's Bing routes on their own: every answer holds exactly the keys of its endpoint page's example
 * (docs/api-reference/endpoint/bing/*.mdx, read when the spec folder is there), at the overview's price; a web search
 * serves no more than 8 results a request from its offset; the grids give the count asked; news filters by freshness;
 * malformed markets, counts and choices are 422s.
 */
import { endpointPagesThere, example, keyPaths } from './endpoint-pages';
import { NEWS_COUNT, ORGANIC_COUNT, RENDERED_PER_REQUEST } from './fixtures/bing/search';
import { platformSuite } from './platform-suite';

const suite = platformSuite();
type Json = Record<string, unknown>;
type Body = Json & { results?: Json[] };
const get = (path: string, query?: Record<string, string | number | boolean>) => suite.get<Body>(path, query);

const CALLS: Array<{ page: string; path: string; query?: Record<string, string>; credits: string }> = [
	{ page: 'search', path: '/v1/bing/search', query: { query: 'coffee machine', market: 'en-GB' }, credits: '5' },
	{ page: 'images', path: '/v1/bing/images', query: { query: 'golden retriever', count: '10' }, credits: '5' },
	{ page: 'videos', path: '/v1/bing/videos', query: { query: 'espresso tutorial', count: '10' }, credits: '5' },
	{ page: 'news', path: '/v1/bing/news', query: { query: 'interest rates', freshness: 'week' }, credits: '5' },
	{ page: 'autocomplete', path: '/v1/bing/autocomplete', query: { query: 'coff' }, credits: '1' },
	{ page: 'list-markets', path: '/v1/bing/markets', credits: '0' },
];

(endpointPagesThere('bing') ? describe : describe.skip)('every answer as its endpoint page shows it', () => {
	test.each(CALLS)("$page: the keys of the page's example, for $credits credits", async ({ page, path, query, credits }) => {
		const { status, body, credits: charged } = await get(path, query);
		expect(status).toBe(200);
		expect(charged).toBe(credits);
		expect([...new Set(keyPaths(body))].sort()).toEqual([...new Set(keyPaths(example('bing', page)))].sort());
	});
});

describe('lists', () => {
	test('a web search serves Bing\'s first 8 results at most (the depth ceiling), an offset reading within them, positions counted within the page', async () => {
		const first = await get('/v1/bing/search', { query: 'coffee', count: 50 });
		expect([first.body.result_count, first.body.results?.map((result) => result.position)]).toEqual([RENDERED_PER_REQUEST, [1, 2, 3, 4, 5, 6, 7, 8]]);
		const within = await get('/v1/bing/search', { query: 'coffee', count: 5, offset: RENDERED_PER_REQUEST - 2 });
		expect(within.body.result_count).toBe(2);
		expect(within.body.ads).toEqual([]);
		const past = await get('/v1/bing/search', { query: 'coffee', count: 10, offset: 10 });
		expect([past.body.result_count, Number(past.body.total_results) > ORGANIC_COUNT]).toEqual([0, true]);
	});

	test('the grids give the count asked, up to 150', async () => {
		expect((await get('/v1/bing/images', { query: 'cats', count: 150 })).body.result_count).toBe(150);
		expect((await get('/v1/bing/videos', { query: 'cats' })).body.result_count).toBe(35);
	});

	test('news: the whole feed, or the articles of the last day, week or month', async () => {
		const counts = [];
		for (const freshness of [undefined, 'day', 'week', 'month']) counts.push((await get('/v1/bing/news', { query: 'rates', ...(freshness ? { freshness } : {}) })).body.result_count);
		expect(counts).toEqual([NEWS_COUNT, 1, 3, 12]);
	});

	test('malformed markets, counts and choices are 422s', async () => {
		expect((await get('/v1/bing/search', {})).status).toBe(422);
		expect((await get('/v1/bing/search', { query: 'x', market: 'english' })).status).toBe(422);
		expect((await get('/v1/bing/search', { query: 'x', count: 51 })).status).toBe(422);
		expect((await get('/v1/bing/images', { query: 'x', count: 151 })).status).toBe(422);
		expect((await get('/v1/bing/news', { query: 'x', freshness: 'year' })).status).toBe(422);
		expect((await get('/v1/bing/videos', { query: 'x', safe_search: 'on' })).status).toBe(422);
	});
});
