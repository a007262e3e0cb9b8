/**
 * Yandex: Web > Search and Image > Search (the query, domain, region and language sent as the service names them, paging
 * by page number to pagination.next_url null, to a short page, to page 25 or to the Limit; one item per result, the
 * page's facts under search; Simplify), Image > Reverse Search (the answer whole, is_empty) and Market > List, bad input
 * refused before any request, through n8n-core against the emulator.
 */
import { IMAGE_COUNT, MARKETS, WEB_COUNT } from '../../emulator/fixtures/yandex/serp';
import { field, operation, yandexSuite } from './support';

const { suite, run, requests, queries, expectRefused } = yandexSuite();
const web = operation('web', 'search');
const images = operation('image', 'search');
const reverse = operation('image', 'reverseSearch');

describe('Yandex > Web > Search', () => {
	test('the query, domain, region and language sent; one page for a Limit it holds; 7 credits', async () => {
		const { items, error } = await run(web({ query: 'coffee machine', limit: 5, options: { domain: 'ru', lr: 213, lang: 'ru' } }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/yandex/search', query: { query: 'coffee machine', domain: 'ru', lr: '213', lang: 'ru' } }]);
		expect(items).toHaveLength(5);
		expect(suite.emulator.requests[0].creditsCharged).toBe(7);
	});

	test('Return All: pages until pagination.next_url is null, each result its own item with the page facts under search', async () => {
		const { items } = await run(web({ query: 'coffee machine', returnAll: true }));
		expect(queries().map((query) => query.page ?? '1')).toEqual(['1', '2', '3']);
		expect(items).toHaveLength(WEB_COUNT);
		expect(new Set(field(items, 'url')).size).toBe(WEB_COUNT);
		expect(items[0].json).toMatchObject({ position: 1, search: { total_results: 14_000_000, related_searches: ['best coffee machine', 'coffee machine price'] } });
	});

	test('Return All stops at page 25', async () => {
		const { items } = await run(web({ query: 'everything', returnAll: true }));
		expect(requests()).toHaveLength(25);
		expect(items).toHaveLength(250);
	});

	test('Simplify: one flat row per result, sitelinks counted', async () => {
		const { items } = await run(web({ query: 'coffee', limit: 1, simplify: true }));
		expect(items[0].json).toEqual({ position: 1, title: 'coffee: guide 1', url: 'https://example.com/coffee-1', domain: 'example.com', displayed_url: 'example.com › coffee-1', snippet: expect.any(String), sitelink_count: 0 });
	});

	test.each([
		[{ query: '={{ "" }}' }, 'Query'],
		[{ query: 'x', options: { domain: 'de' } }, 'tr'],
		[{ query: 'x', options: { lang: 'de' } }, 'be'],
		[{ query: 'x', options: { lr: 0 } }, 'Region ID'],
	])('refused before any request: %j', async (values, message) => {
		await expectRefused(web(values), message);
	});
});

describe('Yandex > Image > Search', () => {
	test('Return All: pages of 30 until a shorter one', async () => {
		const { items } = await run(images({ query: 'coffee machine', returnAll: true, simplify: true }));
		expect(queries().map((query) => query.page ?? '1')).toEqual(['1', '2', '3']);
		expect(items).toHaveLength(IMAGE_COUNT);
		expect(items[0].json).toMatchObject({ position: 1, image_url: 'https://example.com/img/coffee-machine-1.jpg', width: 1600, height: 1200 });
	});
});

describe('Yandex > Image > Reverse Search', () => {
	test('the answer whole, as one item', async () => {
		const { items } = await run(reverse({ image_url: 'https://example.com/photo.jpg', options: { domain: 'com' } }));
		expect(requests()).toEqual([{ path: '/v1/yandex/images/reverse', query: { image_url: 'https://example.com/photo.jpg', domain: 'com' } }]);
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ is_empty: false, result_count: 4, cbir_id: '4242/emulated' });
	});

	test('no match: is_empty, not an error', async () => {
		const { items, error } = await run(reverse({ image_url: 'https://example.com/blank.png' }));
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ is_empty: true, sites: [] });
	});

	test.each(['photo.jpg', 'ftp://example.com/a.jpg', 'https://example com/a.jpg'])('not an http(s) URL, refused before any request: %s', async (url) => {
		await expectRefused(reverse({ image_url: url }), 'http(s) image URL');
	});
});

describe('Yandex > Market > List', () => {
	test('free, one item per market', async () => {
		const { items } = await run(operation('market', 'list')());
		expect(items.map((item) => item.json)).toEqual(MARKETS);
		expect(suite.emulator.requests[0].creditsCharged).toBe(0);
	});
});
