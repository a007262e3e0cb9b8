/**
 * Google > Search > Web Search: the organic results paged by a `start` offset with `num` sized to the Limit, ending
 * where Google gives no next page; the page's other blocks under search; Simplify's flat rows; bad input refused.
 */
import { AI_OVERVIEW, ORGANIC_COUNT, ORGANIC_RESULTS, SEARCH_QUERY, SERP_BLOCKS } from '../../emulator/fixtures/google/search';
import { googleSuite, operation } from './support';

const { suite, run, requests, expectRefused } = googleSuite();
const webSearch = operation('search', 'search');

describe('Google > Search > Web Search', () => {
	test('Return All: 100 from start 0, then from start 100, ending where Google gives no next page; one item per result', async () => {
		const { items, error } = await run(webSearch({ q: SEARCH_QUERY, returnAll: true }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{ path: '/v1/google/search', query: { q: SEARCH_QUERY, num: '100' } },
			{ path: '/v1/google/search', query: { q: SEARCH_QUERY, num: '100', start: '100' } },
		]);
		expect(items.map((item) => item.json.link)).toEqual(ORGANIC_RESULTS.map((result) => result.link));
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([5, 5]);
	});

	test('Limit 25 asks for 25 in one request', async () => {
		const { items } = await run(webSearch({ q: SEARCH_QUERY, limit: 25 }));
		expect(requests()).toEqual([{ path: '/v1/google/search', query: { q: SEARCH_QUERY, num: '25' } }]);
		expect(items).toHaveLength(25);
	});

	test('Limit 120: 100 from start 0, then 100 more from start 100 (the page size kept), 120 output', async () => {
		const { items } = await run(webSearch({ q: SEARCH_QUERY, limit: 120 }));
		expect(requests().map((request) => [request.query.start, request.query.num])).toEqual([
			[undefined, '100'],
			['100', '100'],
		]);
		expect(items).toHaveLength(120);
		expect(items[119].json.position).toBe(120);
	});

	test('the first page\'s blocks (ads, knowledge graph, People Also Ask...) come under search on each result', async () => {
		const { items } = await run(webSearch({ q: SEARCH_QUERY, limit: 2, options: { ai_overview: true } }));
		expect(requests()[0].query.ai_overview).toBe('true');
		expect(items[0].json.search).toMatchObject({
			search_information: { query_displayed: SEARCH_QUERY, total_results: ORGANIC_COUNT },
			ai_overview: AI_OVERVIEW,
			knowledge_graph: SERP_BLOCKS.knowledge_graph,
			related_questions: SERP_BLOCKS.related_questions,
		});
	});

	test('options go out as the service names them', async () => {
		await run(webSearch({ q: SEARCH_QUERY, limit: 1, options: { domain: 'google.co.uk', device: 'mobile', lr: 'lang_en', cr: 'countryGB', tbs: 'qdr:w', safe: 'active', location: 'London, England, United Kingdom' } }));
		expect(requests()[0].query).toEqual({ q: SEARCH_QUERY, num: '1', domain: 'google.co.uk', device: 'mobile', lr: 'lang_en', cr: 'countryGB', tbs: 'qdr:w', safe: 'active', location: 'London, England, United Kingdom' });
	});

	test('Simplify: one flat row per result for rank tracking', async () => {
		const { items } = await run(webSearch({ q: SEARCH_QUERY, limit: 3, simplify: true }));
		expect(items[0].json).toEqual({
			position: 1,
			title: ORGANIC_RESULTS[0].title,
			link: ORGANIC_RESULTS[0].link,
			displayed_link: ORGANIC_RESULTS[0].displayed_link,
			snippet: ORGANIC_RESULTS[0].snippet,
			source: ORGANIC_RESULTS[0].source,
			date: ORGANIC_RESULTS[0].date,
			sitelink_count: 1,
			query: SEARCH_QUERY,
		});
	});

	test('a search Google finds nothing for gives no items, one request', async () => {
		const { items, error } = await run(webSearch({ q: 'qwxz qwxz', returnAll: true }));
		expect(error).toBeUndefined();
		expect(items).toEqual([]);
		expect(requests()).toHaveLength(1);
	});

	test.each([
		['a blank query, from an expression', { q: '={{ "" }}' }, 'Query'],
		['a domain that is not Google\'s', { q: SEARCH_QUERY, options: { domain: 'bing.com' } }, 'Google Domain'],
		['a language restrict without lang_', { q: SEARCH_QUERY, options: { lr: 'en' } }, 'Language Restrict'],
	])('refused before any request: %s', async (_label, parameters, message) => {
		await expectRefused(webSearch(parameters), message);
	});
});
