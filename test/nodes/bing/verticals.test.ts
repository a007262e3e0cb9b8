/**
 * Bing > Images, Videos, News, Autocomplete and Market: one request each, Max Results sent as the grids' count, news's
 * freshness and its publish time as one ISO string in Simplify, suggestions one item each, the markets free; bad input
 * refused before any request.
 */
import { imageResult, MARKETS, newsArticle, suggestionsFor, videoResult } from '../../emulator/fixtures/bing/search';
import { bingSuite, field, operation } from './support';

const { suite, run, requests, expectRefused } = bingSuite();

describe('Bing > Images > Search', () => {
	const images = operation('images', 'search');

	test("one request, the service's default 35 images, one item each", async () => {
		const { items, error } = await run(images({ query: 'golden retriever' }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/bing/images', query: { query: 'golden retriever' } }]);
		expect(items.map((item) => item.json)).toEqual(Array.from({ length: 35 }, (_, index) => imageResult(index, 'golden retriever')));
	});

	test('Max Results 150 and the market are sent; Simplify keeps the image columns', async () => {
		const { items } = await run(images({ query: 'golden retriever', simplify: true, options: { count: 150, market: 'de-DE', safe_search: 'off' } }));
		expect(requests()[0].query).toEqual({ query: 'golden retriever', count: '150', market: 'de-DE', safe_search: 'off' });
		expect(items).toHaveLength(150);
		expect(items[0].json).toEqual(imageResult(0, 'golden retriever'));
	});

	test('refused before any request: Max Results over 150, from an expression', async () => {
		await expectRefused(images({ query: 'cats', options: { count: '={{ 151 }}' } }), 'Max Results');
	});
});

describe('Bing > Videos > Search', () => {
	const videos = operation('videos', 'search');

	test('Max Results sent; one item per video, views and age as Bing displays them', async () => {
		const { items } = await run(videos({ query: 'espresso tutorial', options: { count: 3 } }));
		expect(requests()).toEqual([{ path: '/v1/bing/videos', query: { query: 'espresso tutorial', count: '3' } }]);
		expect(items.map((item) => item.json)).toEqual([0, 1, 2].map((index) => videoResult(index, 'espresso tutorial')));
	});

	test('a rare search gives what the grid holds', async () => {
		const { items } = await run(videos({ query: 'rare espresso', simplify: true }));
		expect(items).toHaveLength(7);
		expect(field(items, 'source')).toEqual(['YouTube', 'Vimeo', 'YouTube', 'Vimeo', 'YouTube', 'Vimeo', 'YouTube']);
	});
});

describe('Bing > News > Search', () => {
	const news = operation('news', 'search');

	test('the whole feed in one request, one item per article', async () => {
		const { items } = await run(news({ query: 'interest rates' }));
		expect(requests()).toEqual([{ path: '/v1/bing/news', query: { query: 'interest rates' } }]);
		expect(items).toHaveLength(12);
		expect(items[0].json).toEqual(newsArticle(0, 'interest rates'));
	});

	test('freshness sent; Simplify gives the publish time as one ISO string', async () => {
		const { items } = await run(news({ query: 'interest rates', simplify: true, options: { freshness: 'week' } }));
		expect(requests()[0].query).toEqual({ query: 'interest rates', freshness: 'week' });
		const article = newsArticle(0, 'interest rates');
		expect(items).toHaveLength(3);
		expect(items[0].json).toEqual({
			position: 1,
			title: article.title,
			url: article.url,
			source: article.source,
			snippet: article.snippet,
			published_at: '2026-11-28T09:30:00.000Z',
		});
	});

	test('refused before any request: an unknown freshness, from an expression', async () => {
		await expectRefused(news({ query: 'rates', options: { freshness: '={{ "year" }}' } }), 'Freshness');
	});
});

describe('Bing > Autocomplete > Get Suggestions', () => {
	const suggest = operation('autocomplete', 'getSuggestions');

	test('one item per suggestion, for 1 credit', async () => {
		const { items } = await run(suggest({ query: 'coff', options: { market: 'en-GB' } }));
		expect(requests()).toEqual([{ path: '/v1/bing/autocomplete', query: { query: 'coff', market: 'en-GB' } }]);
		expect(field(items, 'value')).toEqual(suggestionsFor('coff'));
		expect(suite.emulator.requests[0].creditsCharged).toBe(1);
	});

	test('refused before any request: a market given as a country alone', async () => {
		await expectRefused(suggest({ query: 'coff', options: { market: 'GB' } }), 'language-COUNTRY');
	});
});

describe('Bing > Market > List', () => {
	test('the 30 markets, free, one item each', async () => {
		const { items } = await run(operation('market', 'list')());
		expect(requests()).toEqual([{ path: '/v1/bing/markets', query: {} }]);
		expect(items.map((item) => item.json)).toEqual(MARKETS);
		expect(suite.emulator.requests[0].creditsCharged).toBe(0);
	});
});
