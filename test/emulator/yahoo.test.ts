/**
 * The emulator's Yahoo routes on their own: every answer holds exactly the keys of its endpoint page's example
 * (docs/api-reference/endpoint/yahoo/*.mdx, read when the spec folder is there), at the overview's price; a web search
 * serves 7 results a page from its absolute offset; the grids trim Yahoo's ~60 tiles to the count; a market the
 * service does not cover, a count past 100 and an unknown SafeSearch are 422s.
 */
import { endpointPagesThere, example, keyPaths } from './endpoint-pages';
import { GRID_TILES, ORGANIC_COUNT, PAGE_SIZE } from './fixtures/yahoo/search';
import { platformSuite } from './platform-suite';

const suite = platformSuite();
type Json = Record<string, unknown>;
type Body = Json & { results?: Json[] };
const get = (path: string, query?: Record<string, string | number | boolean>) => suite.get<Body>(path, query);

const CALLS: Array<{ page: string; path: string; query?: Record<string, string>; credits: string }> = [
	{ page: 'search', path: '/v1/yahoo/search', query: { query: 'coffee machine', market: 'uk' }, credits: '5' },
	{ page: 'images', path: '/v1/yahoo/images', query: { query: 'golden retriever', count: '10' }, credits: '5' },
	{ page: 'videos', path: '/v1/yahoo/videos', query: { query: 'espresso tutorial', count: '10' }, credits: '5' },
	{ page: 'news', path: '/v1/yahoo/news', query: { query: 'interest rates' }, credits: '5' },
	{ page: 'autocomplete', path: '/v1/yahoo/autocomplete', query: { query: 'coff' }, credits: '1' },
	{ page: 'list-markets', path: '/v1/yahoo/markets', credits: '0' },
];

(endpointPagesThere('yahoo') ? describe : describe.skip)('every answer as its endpoint page shows it', () => {
	test.each(CALLS)("$page: the keys of the page's example, for $credits credits", async ({ page, path, query, credits }) => {
		const { status, body, credits: charged } = await get(path, query);
		expect(status).toBe(200);
		expect(charged).toBe(credits);
		expect([...new Set(keyPaths(body))].sort()).toEqual([...new Set(keyPaths(example('yahoo', page)))].sort());
	});
});

describe('lists', () => {
	test('a web search serves 7 a page from its absolute offset, positions counted within the page', async () => {
		const counts = [];
		for (const offset of [0, 7, 14, 21]) counts.push((await get('/v1/yahoo/search', { query: 'coffee', offset })).body.result_count);
		expect(counts).toEqual([PAGE_SIZE, PAGE_SIZE, ORGANIC_COUNT - 14, 0]);
		expect((await get('/v1/yahoo/search', { query: 'coffee', offset: 7 })).body.results?.[0]).toMatchObject({ position: 1, title: 'coffee: tested pick 8' });
	});

	test("the grids give the count asked, up to the ~60 tiles Yahoo renders", async () => {
		expect((await get('/v1/yahoo/images', { query: 'cats', count: 100 })).body.result_count).toBe(GRID_TILES);
		expect((await get('/v1/yahoo/videos', { query: 'cats' })).body.result_count).toBe(30);
	});

	test('an unknown market, a count past 100 and an unknown SafeSearch are 422s', async () => {
		expect((await get('/v1/yahoo/search', {})).status).toBe(422);
		expect((await get('/v1/yahoo/search', { query: 'x', market: 'jp' })).status).toBe(422);
		expect((await get('/v1/yahoo/images', { query: 'x', count: 101 })).status).toBe(422);
		expect((await get('/v1/yahoo/search', { query: 'x', safe_search: 'on' })).status).toBe(422);
	});
});
