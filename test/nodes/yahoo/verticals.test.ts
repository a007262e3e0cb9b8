/**
 * Yahoo > Images, Videos, News, Autocomplete and Market: one request each, Max Results sent as the grids' count (a
 * count past the ~60 tiles gives what there is), news with its relative ages and reported total, suggestions one item
 * each, the markets free with their hosts; bad input refused before any request.
 */
import { GRID_TILES, imageResult, MARKETS, newsArticle, NEWS_TOTAL, suggestionsFor, videoResult } from '../../emulator/fixtures/yahoo/search';
import { field, operation, yahooSuite } from './support';

const { suite, run, requests, expectRefused } = yahooSuite();

describe('Yahoo > Images > Search', () => {
	const images = operation('images', 'search');

	test("one request, the service's default 30 images, one item each", async () => {
		const { items, error } = await run(images({ query: 'golden retriever' }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/yahoo/images', query: { query: 'golden retriever' } }]);
		expect(items.map((item) => item.json)).toEqual(Array.from({ length: 30 }, (_, index) => imageResult(index, 'golden retriever')));
	});

	test('Max Results 100 gives the ~60 tiles Yahoo renders; Simplify keeps the image columns', async () => {
		const { items } = await run(images({ query: 'golden retriever', simplify: true, options: { count: 100, market: 'de' } }));
		expect(requests()[0].query).toEqual({ query: 'golden retriever', count: '100', market: 'de' });
		expect(items).toHaveLength(GRID_TILES);
		expect(items[0].json).toEqual(imageResult(0, 'golden retriever'));
	});

	test('refused before any request: Max Results over 100, from an expression', async () => {
		await expectRefused(images({ query: 'cats', options: { count: '={{ 101 }}' } }), 'Max Results');
	});
});

describe('Yahoo > Videos > Search', () => {
	test('Max Results sent; one item per video; Simplify leaves the description out', async () => {
		const { items } = await run(operation('videos', 'search')({ query: 'espresso tutorial', simplify: true, options: { count: 2 } }));
		expect(requests()).toEqual([{ path: '/v1/yahoo/videos', query: { query: 'espresso tutorial', count: '2' } }]);
		const video = videoResult(0, 'espresso tutorial');
		const row = { position: 1, title: video.title, url: video.url, thumbnail_url: video.thumbnail_url, duration: video.duration, source: 'YouTube', source_domain: 'youtube.com', views: video.views };
		expect(items.map((item) => item.json)).toEqual([row, expect.objectContaining({ source: 'Dailymotion' })]);
	});
});

describe('Yahoo > News > Search', () => {
	const news = operation('news', 'search');

	test('one request, one item per article with its age as displayed and the total under search', async () => {
		const { items } = await run(news({ query: 'interest rates', options: { market: 'uk' } }));
		expect(requests()).toEqual([{ path: '/v1/yahoo/news', query: { query: 'interest rates', market: 'uk' } }]);
		expect(items).toHaveLength(10);
		expect(items[0].json).toEqual({ ...newsArticle(0, 'interest rates'), search: { query: 'interest rates', market: 'uk', total_results: NEWS_TOTAL, total_results_text: 'About 1,240,000 results' } });
	});

	test('Simplify: publisher, syndication and age as columns', async () => {
		const { items } = await run(news({ query: 'interest rates', simplify: true }));
		expect(items[1].json).toEqual(newsArticle(1, 'interest rates'));
	});
});

describe('Yahoo > Autocomplete > Get Suggestions', () => {
	const suggest = operation('autocomplete', 'getSuggestions');

	test('one item per suggestion, for 1 credit', async () => {
		const { items } = await run(suggest({ query: 'coff' }));
		expect(requests()).toEqual([{ path: '/v1/yahoo/autocomplete', query: { query: 'coff' } }]);
		expect(field(items, 'value')).toEqual(suggestionsFor('coff'));
		expect(suite.emulator.requests[0].creditsCharged).toBe(1);
	});

	test('refused before any request: a blank query', async () => {
		await expectRefused(suggest({ query: '   ' }), 'Query');
	});
});

describe('Yahoo > Market > List', () => {
	test('the 35 markets with their hosts, free, one item each', async () => {
		const { items } = await run(operation('market', 'list')());
		expect(items.map((item) => item.json)).toEqual(MARKETS);
		expect(items).toHaveLength(35);
		expect(suite.emulator.requests[0].creditsCharged).toBe(0);
	});
});
