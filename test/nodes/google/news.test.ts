/** Google > News: Search, Get Topic and Get Top Stories, one item per article, Max Results sent; bad input refused. */
import { newsArticles } from '../../emulator/fixtures/google/search';
import { googleSuite, operation } from './support';

const { run, requests, expectRefused } = googleSuite();

describe('Google > News > Search', () => {
	const search = operation('news', 'search');

	test('one request, the default 10 articles, one item each with its source and date', async () => {
		const { items, error } = await run(search({ q: 'electric cars' }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/google/news/search', query: { q: 'electric cars' } }]);
		expect(items.map((item) => item.json)).toEqual(newsArticles('electric cars').slice(0, 10));
	});

	test('Max Results 25 is sent and gives 25 articles; Simplify flattens the source', async () => {
		const { items } = await run(search({ q: 'electric cars', simplify: true, options: { max_results: 25, gl: 'GB' } }));
		expect(requests()[0].query).toEqual({ q: 'electric cars', max_results: '25', gl: 'GB' });
		expect(items).toHaveLength(25);
		const [article] = newsArticles('electric cars');
		expect(items[0].json).toEqual({
			title: article.title,
			link: article.link,
			snippet: article.snippet,
			source: article.source.name,
			source_url: article.source.url,
			published_at: article.published_at,
			thumbnail: article.thumbnail,
			related_story_count: 1,
		});
	});

	test('refused before any request: Max Results over 100, from an expression', async () => {
		await expectRefused(search({ q: 'cars', options: { max_results: '={{ 101 }}' } }), 'Max Results');
	});
});

describe('Google > News > Get Topic', () => {
	const topic = operation('news', 'getTopic');

	test('the section is sent as topic, one item per story', async () => {
		const { items, error } = await run(topic({ topic: 'SCIENCE', options: { max_results: 3 } }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/google/news/topics', query: { topic: 'SCIENCE', max_results: '3' } }]);
		expect(items.map((item) => item.json.title)).toEqual(newsArticles('SCIENCE').slice(0, 3).map((article) => article.title));
	});

	test('refused before any request: a section Google News does not have, from an expression', async () => {
		await expectRefused(topic({ topic: '={{ "GOSSIP" }}' }), 'Topic');
	});
});

describe('Google > News > Get Top Stories', () => {
	const trending = operation('news', 'getTrending');

	test('one request, one item per top story', async () => {
		const { items, error } = await run(trending({ options: { hl: 'en', gl: 'US', max_results: 5 } }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/google/news/trending', query: { hl: 'en', gl: 'US', max_results: '5' } }]);
		expect(items).toHaveLength(5);
	});

	test('refused before any request: a country that is no code', async () => {
		await expectRefused(trending({ options: { gl: 'U' } }), 'Country');
	});
});
