/**
 * The emulator's Yandex routes on their own: every answer holds exactly the keys of its endpoint page's Response example
 * (docs/api-reference/endpoint/yandex/*.mdx, read when the spec folder is there), at the overview's price; the searches
 * page by number up to 25; the pages' domains and languages are 422s otherwise.
 */
import { answeredKeys, endpointPagesThere, example, keyPaths } from './endpoint-pages';
import { IMAGE_COUNT, MARKETS, WEB_COUNT } from './fixtures/yandex/serp';
import { platformSuite } from './platform-suite';

const suite = platformSuite();
type Json = Record<string, unknown>;
const get = (path: string, query?: Record<string, string | number | boolean>) => suite.get<Json>(path, query);

const CALLS: Array<{ page: string; path: string; query?: Record<string, string>; credits: string }> = [
	{ page: 'search', path: '/v1/yandex/search', query: { query: 'coffee machine', domain: 'tr' }, credits: '7' },
	{ page: 'images-search', path: '/v1/yandex/images/search', query: { query: 'coffee machine' }, credits: '7' },
	{ page: 'images-reverse', path: '/v1/yandex/images/reverse', query: { image_url: 'https://example.com/photo.jpg' }, credits: '7' },
	{ page: 'list-markets', path: '/v1/yandex/markets', credits: '0' },
];

(endpointPagesThere('yandex') ? describe : describe.skip)('every answer as its endpoint page shows it', () => {
	test.each(CALLS)("$page: the keys of the page's example, for $credits credits", async ({ page, path, query, credits }) => {
		const { status, body, credits: charged } = await get(path, query);
		expect(status).toBe(200);
		expect(charged).toBe(credits);
		// The web page's example shows sitelinks, ads and inline lists empty: what they hold is read as the list itself.
		const shown = [...new Set(keyPaths(example('yandex', page)))].sort();
		expect([...new Set(answeredKeys(body, shown))].sort()).toEqual(shown);
	});
});

describe('searches', () => {
	test('the web search: 10 a page, pagination.next_url null on the last; the domain sets region and language', async () => {
		const last = Math.ceil(WEB_COUNT / 10);
		const first = (await get('/v1/yandex/search', { query: 'coffee', domain: 'ru' })).body;
		expect(first).toMatchObject({ result_count: 10, region_lr: 225, lang: 'ru', pagination: { current: 1, next_url: expect.any(String) } });
		expect((await get('/v1/yandex/search', { query: 'coffee', page: last })).body).toMatchObject({ result_count: WEB_COUNT - (last - 1) * 10, pagination: { next_url: null } });
	});

	test('the image search: 30 a page, the last page shorter', async () => {
		expect((await get('/v1/yandex/images/search', { query: 'coffee', page: 3 })).body).toMatchObject({ result_count: IMAGE_COUNT - 60 });
	});

	test('a reverse search that matches nothing: is_empty, every list empty', async () => {
		expect((await get('/v1/yandex/images/reverse', { image_url: 'https://example.com/blank.png' })).body).toMatchObject({ is_empty: true, sites: [], similar_images: [], tags: [], other_sizes: [], result_count: 0 });
	});

	test.each([
		['/v1/yandex/search', {}],
		['/v1/yandex/search', { query: 'x', domain: 'de' }],
		['/v1/yandex/search', { query: 'x', lang: 'de' }],
		['/v1/yandex/search', { query: 'x', page: 26 }],
		['/v1/yandex/images/reverse', { image_url: 'photo.jpg' }],
	])('%s %j is a 422', async (path, query) => {
		expect((await get(path, query)).status).toBe(422);
	});

	test('the markets, free', async () => {
		expect((await get('/v1/yandex/markets')).body).toEqual({ result_count: 6, markets: MARKETS });
	});
});
