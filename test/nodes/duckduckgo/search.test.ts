/**
 * DuckDuckGo's searches (Web, Image, Video, News): the query and options sent as the service names them, paging by page
 * number on has_next (Return All to the end or to the overview's last page, Limit reading only the pages it needs),
 * one item per result, Simplify's flat rows and ISO dates, and bad input refused before any request, through n8n-core
 * against the emulator.
 */
import { article, IMAGE_COUNT, NEWS_COUNT, VIDEO_COUNT, WEB_COUNT, WEB_PAGES } from '../../emulator/fixtures/duckduckgo/serp';
import { duckduckgoSuite, field, operation } from './support';

const { suite, run, requests, queries, expectRefused } = duckduckgoSuite();
const web = operation('web', 'search');
const images = operation('image', 'search');
const videos = operation('video', 'search');
const news = operation('news', 'search');
const typedRegion = (value: string) => ({ __rl: true, mode: 'value', value });

describe('DuckDuckGo > Web > Search', () => {
	test('the query and every option sent as the service names them; one page for a Limit it holds', async () => {
		const { items, error } = await run(web({ query: 'web scraping', limit: 5, options: { region: typedRegion('us-en'), safesearch: 'off' }, filters: { timelimit: 'month' } }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/duckduckgo/search', query: { query: 'web scraping', region: 'us-en', safesearch: 'off', timelimit: 'month' } }]);
		expect(items).toHaveLength(5);
		expect(suite.emulator.requests[0].creditsCharged).toBe(5);
	});

	test('Return All: pages 1, 2, 3 until has_next is false, each result its own item with the abstract box under search', async () => {
		const { items } = await run(web({ query: 'web scraping', returnAll: true }));
		expect(queries().map((query) => query.page ?? '1')).toEqual(WEB_PAGES.map((_, index) => String(index + 1)));
		expect(items).toHaveLength(WEB_COUNT);
		expect(new Set(field(items, 'url')).size).toBe(WEB_COUNT);
		expect(items[0].json).toMatchObject({ is_ad: true, search: { abstract: { heading: 'web scraping', source: 'Wikipedia' } } });
	});

	test('a Limit past the first page reads the second page only', async () => {
		const { items } = await run(web({ query: 'web scraping', limit: 30 }));
		expect(queries().map((query) => query.page ?? '1')).toEqual(['1', '2']);
		expect(items).toHaveLength(30);
	});

	test('Return All stops at page 25, the last DuckDuckGo serves, and says so', async () => {
		const result = await run(web({ query: 'everything', returnAll: true }));
		const { items } = result;
		const hints = (result.run.data.resultData.runData.ScrapeBadger?.[0]?.hints ?? []).map((hint) => hint.message);
		expect(requests()).toHaveLength(25);
		expect(items).toHaveLength(25 * 25);
		expect(hints.join(' ')).toMatch(/25 pages/);
	});

	test('Simplify: one flat row per result', async () => {
		const { items } = await run(web({ query: 'web scraping', limit: 2, simplify: true }));
		expect(items[1].json).toEqual({ title: expect.any(String), url: expect.any(String), display_url: expect.any(String), snippet: expect.any(String), is_ad: false });
	});

	test('nothing found: no items, one request', async () => {
		const { items } = await run(web({ query: 'qwxz', returnAll: true }));
		expect(items).toHaveLength(0);
		expect(requests()).toHaveLength(1);
	});

	test.each([
		[{ query: '={{ "" }}' }, 'Query'],
		[{ query: 'x', options: { region: typedRegion('zz-zz') } }, 'us-en'],
		[{ query: 'x', options: { region: typedRegion('US-EN') } }, 'us-en'],
		[{ query: 'x', options: { safesearch: 'strict' } }, 'moderate'],
		[{ query: 'x', filters: { timelimit: 'hour' } }, 'day'],
		[{ query: 'x', returnAll: false, limit: 0 }, 'Limit'],
	])('refused before any request: %j', async (values, message) => {
		await expectRefused(web(values), message);
	});
});

describe('DuckDuckGo > Image > Search', () => {
	test('Return All: pages of 100 until has_next is false; the filters sent', async () => {
		const { items } = await run(images({ query: 'sunset', returnAll: true, filters: { size: 'Large', layout: 'Wide', license: 'ShareCommercially', color: 'Monochrome', image_type: 'photo' } }));
		expect(requests()[0]).toEqual({ path: '/v1/duckduckgo/images', query: { query: 'sunset', size: 'Large', layout: 'Wide', license: 'ShareCommercially', color: 'Monochrome', image_type: 'photo' } });
		expect(queries().map((query) => query.page ?? '1')).toEqual(['1', '2', '3']);
		expect(items).toHaveLength(IMAGE_COUNT);
	});

	test('Return All stops at page 10', async () => {
		const { items } = await run(images({ query: 'everything', returnAll: true }));
		expect(requests()).toHaveLength(10);
		expect(items).toHaveLength(1000);
	});

	test('Simplify: the discovery date as discovered_at', async () => {
		const { items } = await run(images({ query: 'sunset', limit: 1, simplify: true }));
		expect(items[0].json).toMatchObject({ discovered_at: '2026-01-01T00:00:00.0000000', encoding_format: 'png', width: 1080 });
	});

	test('an unknown size is refused before any request', async () => {
		await expectRefused(images({ query: 'sunset', filters: { size: 'Huge' } }), 'Small');
	});
});

describe('DuckDuckGo > Video > Search', () => {
	test('Return All: pages of 60; duration and resolution sent; Simplify the watch URL and largest thumbnail', async () => {
		const { items } = await run(videos({ query: 'python tutorial', returnAll: true, simplify: true, filters: { duration: 'long', resolution: 'high' } }));
		expect(requests()[0].query).toEqual({ query: 'python tutorial', duration: 'long', resolution: 'high' });
		expect(requests()).toHaveLength(Math.ceil(VIDEO_COUNT / 60));
		expect(items).toHaveLength(VIDEO_COUNT);
		expect(items[0].json).toMatchObject({ url: expect.stringContaining('watch?v='), thumbnail: expect.stringMatching(/large$/), published_at: expect.stringMatching(/^2026-11-27T12:00:00/) });
	});
});

describe('DuckDuckGo > News > Search', () => {
	test('Return All: pages of 30; Simplify one published_at, an ISO date', async () => {
		const { items } = await run(news({ query: 'artificial intelligence', returnAll: true, simplify: true, filters: { timelimit: 'week' } }));
		expect(requests().map((request) => request.query.page ?? '1')).toEqual(['1', '2', '3']);
		expect(items).toHaveLength(NEWS_COUNT);
		expect(items[0].json.published_at).toBe(new Date(article('artificial intelligence', 0).date_utc * 1000).toISOString());
	});

	test('a Limit of 40 reads two pages, 40 items', async () => {
		const { items } = await run(news({ query: 'ai', limit: 40 }));
		expect(requests()).toHaveLength(2);
		expect(items).toHaveLength(40);
	});
});
