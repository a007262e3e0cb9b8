/**
 * The emulator's Baidu routes on their own: every answer holds exactly the keys of its endpoint page's Response example
 * (docs/api-reference/endpoint/baidu/*.mdx, read when the spec folder is there), at the overview's price; pages by
 * number (web by (page - 1) x num), 422s past the pages' walls and for the pages' enumerations.
 */
import { endpointPagesThere, example, keyPaths } from './endpoint-pages';
import { IMAGE_COUNT, WEB_COUNT } from './fixtures/baidu/serp';
import { platformSuite } from './platform-suite';

const suite = platformSuite();
type Json = Record<string, unknown>;
type Body = Json & { results?: Json[] };
const get = (path: string, query?: Record<string, string | number | boolean>) => suite.get<Body>(path, query);

const CALLS: Array<{ page: string; path: string; query?: Record<string, string>; credits: string }> = [
	{ page: 'search', path: '/v1/baidu/search', query: { query: '咖啡机' }, credits: '5' },
	{ page: 'news', path: '/v1/baidu/news', query: { query: '人工智能' }, credits: '5' },
	{ page: 'images', path: '/v1/baidu/images', query: { query: '猫' }, credits: '5' },
	{ page: 'autocomplete', path: '/v1/baidu/autocomplete', query: { query: '咖啡' }, credits: '1' },
];

(endpointPagesThere('baidu') ? describe : describe.skip)('every answer as its endpoint page shows it', () => {
	test.each(CALLS)("$page: the keys of the page's example, for $credits credits", async ({ page, path, query, credits }) => {
		const { status, body, credits: charged } = await get(path, query);
		expect(status).toBe(200);
		expect(charged).toBe(credits);
		expect([...new Set(keyPaths(body))].sort()).toEqual([...new Set(keyPaths(example('baidu', page)))].sort());
	});
});

describe('pages', () => {
	test('the web search: num a page from (page - 1) x num, the last page shorter', async () => {
		const last = Math.ceil(WEB_COUNT / 50);
		expect((await get('/v1/baidu/search', { query: '咖啡机', num: 50 })).body.results).toHaveLength(50);
		expect((await get('/v1/baidu/search', { query: '咖啡机', num: 50, page: last })).body.results).toHaveLength(WEB_COUNT - (last - 1) * 50);
	});

	test('images: 30 a page', async () => {
		expect((await get('/v1/baidu/images', { query: '猫', page: 3 })).body.results).toHaveLength(IMAGE_COUNT - 60);
	});

	test.each([
		['/v1/baidu/search', {}],
		['/v1/baidu/search', { query: 'x', page: 77 }],
		['/v1/baidu/search', { query: 'x', num: 51 }],
		['/v1/baidu/search', { query: 'x', language: 'en' }],
		['/v1/baidu/news', { query: 'x', sort: 'date' }],
		['/v1/baidu/images', { query: 'x', page: 51 }],
	])('%s %j is a 422', async (path, query) => {
		expect((await get(path, query)).status).toBe(422);
	});
});
