/**
 * Baidu: Web > Search (the query, language and date window sent as the service names them; pages of 50 on Return All,
 * only what a Limit needs otherwise, to a short page or page 76), News > Search (10 a page), Image > Search (30 a page,
 * to page 50), Autocomplete, Simplify's rows and ISO dates, bad input refused before any request, through n8n-core
 * against the emulator.
 */
import { IMAGE_COUNT, NEWS_COUNT, WEB_COUNT } from '../../emulator/fixtures/baidu/serp';
import { baiduSuite, field, operation } from './support';

const { suite, run, requests, queries, expectRefused } = baiduSuite();
const web = operation('web', 'search');
const news = operation('news', 'search');
const images = operation('image', 'search');

describe('Baidu > Web > Search', () => {
	test('the query, language and date window sent; a Limit asks only that many; 5 credits', async () => {
		const { items, error } = await run(web({ query: '咖啡机', limit: 7, options: { language: 'zh-cn' }, filters: { time_from: 1767225600, time_to: 1780000000 } }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/baidu/search', query: { query: '咖啡机', language: 'zh-cn', time_from: '1767225600', time_to: '1780000000', num: '7' } }]);
		expect(items).toHaveLength(7);
		expect(suite.emulator.requests[0].creditsCharged).toBe(5);
	});

	test('Return All: pages of 50 until a shorter one, each result its own item with related searches under search', async () => {
		const { items } = await run(web({ query: '咖啡机', returnAll: true }));
		expect(queries().map((query) => [query.page ?? '1', query.num])).toEqual([['1', '50'], ['2', '50'], ['3', '50']]);
		expect(items).toHaveLength(WEB_COUNT);
		expect(new Set(field(items, 'url')).size).toBe(WEB_COUNT);
		expect(items[0].json).toMatchObject({ search: { total_results: 4_820_000, related_searches: expect.arrayContaining([expect.objectContaining({ query: '咖啡机价格' })]) } });
	});

	test('Return All stops at page 76 and says so', async () => {
		const result = await run(web({ query: 'everything', returnAll: true }));
		expect(requests()).toHaveLength(76);
		expect(result.items).toHaveLength(76 * 50);
		const hints = (result.run.data.resultData.runData.ScrapeBadger?.[0]?.hints ?? []).map((hint) => hint.message);
		expect(hints.join(' ')).toMatch(/76 pages/);
	});

	test('Simplify: published_on an ISO date where Baidu is unambiguous, null for a relative date', async () => {
		const { items } = await run(web({ query: '咖啡机', limit: 4, simplify: true }));
		expect(items[0].json).toMatchObject({ position: 1, date: '2026年1月1日', published_on: '2026-01-01' });
		expect(items[3].json).toMatchObject({ date: '4天前', published_on: null });
	});

	test.each([
		[{ query: '={{ "" }}' }, 'Query'],
		[{ query: 'x', options: { language: 'en' } }, 'all'],
		[{ query: 'x', filters: { time_from: 1780000000, time_to: 1767225600 } }, 'Published After is later than Published Before'],
		[{ query: 'x', filters: { time_from: -1 } }, 'Published After'],
	])('refused before any request: %j', async (values, message) => {
		await expectRefused(web(values), message);
	});
});

describe('Baidu > News > Search', () => {
	test('Return All: pages of 10 until a shorter one; the sort sent', async () => {
		const { items } = await run(news({ query: '人工智能', returnAll: true, options: { sort: 'time' } }));
		expect(queries().map((query) => query.page ?? '1')).toEqual(['1', '2', '3', '4']);
		expect(queries()[0].sort).toBe('time');
		expect(items).toHaveLength(NEWS_COUNT);
	});

	test('an unknown sort is refused before any request', async () => {
		await expectRefused(news({ query: 'x', options: { sort: 'date' } }), 'relevance');
	});
});

describe('Baidu > Image > Search', () => {
	test('Return All: pages of 30 until a shorter one; Simplify', async () => {
		const { items } = await run(images({ query: '猫', returnAll: true, simplify: true }));
		expect(requests()).toHaveLength(3);
		expect(items).toHaveLength(IMAGE_COUNT);
		expect(Object.keys(items[0].json)).toEqual(['position', 'title', 'image_url', 'thumbnail_url', 'width', 'height', 'type', 'from_url', 'from_title']);
	});

	test('Return All stops at page 50', async () => {
		expect((await run(images({ query: 'everything', returnAll: true }))).items).toHaveLength(1500);
		expect(requests()).toHaveLength(50);
	});
});

describe('Baidu > Autocomplete > Get Suggestions', () => {
	test('one request for 1 credit, one item per suggestion', async () => {
		const { items } = await run(operation('autocomplete', 'getSuggestions')({ query: '咖啡' }));
		expect(requests()).toEqual([{ path: '/v1/baidu/autocomplete', query: { query: '咖啡' } }]);
		expect(items.map((item) => item.json)).toEqual(['机', '豆', '品牌', '品牌排行榜', '店'].map((tail) => ({ query: `咖啡${tail}`, type: 'sug' })));
		expect(suite.emulator.requests[0].creditsCharged).toBe(1);
	});
});
