/**
 * Bing > Search > Web Search: organic results paged by offset with the count sized to the Limit, ending at a page
 * shorter than asked (Bing renders a few results a request whatever the count); the page's facts under search;
 * Simplify's flat rows; bad input refused before any request.
 */
import { ADS, organicResult, RENDERED_PER_REQUEST, TOTAL_RESULTS } from '../../emulator/fixtures/bing/search';
import { bingSuite, field, operation } from './support';

const { suite, run, requests, expectRefused } = bingSuite();
const webSearch = operation('search', 'search');
const QUERY = 'coffee machine';

describe('Bing > Search > Web Search', () => {
	test('Return All: one request of the most a page allows (50); the 8 Bing renders end the list', async () => {
		const { items, error } = await run(webSearch({ query: QUERY, returnAll: true }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/bing/search', query: { query: QUERY, count: '50' } }]);
		expect(field(items, 'url')).toEqual(Array.from({ length: RENDERED_PER_REQUEST }, (_, index) => organicResult(index, QUERY).url));
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([5]);
	});

	test('Limit 5 asks for 5; a full page at the Limit reads no further', async () => {
		const { items } = await run(webSearch({ query: QUERY, limit: 5 }));
		expect(requests()).toEqual([{ path: '/v1/bing/search', query: { query: QUERY, count: '5' } }]);
		expect(items).toHaveLength(5);
	});

	test('Limit 12 asks for 12; the 8 Bing renders are a page shorter than asked, which ends the list: 8 items, no empty page paid for', async () => {
		const { items } = await run(webSearch({ query: QUERY, limit: 12 }));
		expect(requests()).toEqual([{ path: '/v1/bing/search', query: { query: QUERY, count: '12' } }]);
		expect(field(items, 'position')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
	});

	test("the page's facts (query, market, total, ads, related searches) come under search on each result; market and SafeSearch sent", async () => {
		const { items } = await run(webSearch({ query: QUERY, limit: 2, options: { market: 'en-GB', safe_search: 'strict' } }));
		expect(requests()[0].query).toEqual({ query: QUERY, count: '2', market: 'en-GB', safe_search: 'strict' });
		expect(items[0].json.search).toEqual({
			query: QUERY,
			market: 'en-GB',
			total_results: TOTAL_RESULTS,
			total_results_text: 'About 48,700 results',
			ads: ADS,
			related_searches: [`best ${QUERY}`, `${QUERY} reviews`, `cheap ${QUERY}`],
		});
	});

	test('Simplify: one flat row per result for rank tracking', async () => {
		const { items } = await run(webSearch({ query: QUERY, limit: 1, simplify: true }));
		const result = organicResult(0, QUERY);
		expect(items[0].json).toEqual({
			position: 1,
			title: result.title,
			url: result.url,
			display_url: result.display_url,
			snippet: result.snippet,
			query: QUERY,
			market: 'en-US',
			ad_count: 1,
			site_name: result.site_name,
			deep_link_count: 1,
		});
	});

	test('a search Bing finds nothing for gives no items, one request', async () => {
		const { items, error } = await run(webSearch({ query: 'qwxz qwxz', returnAll: true }));
		expect(error).toBeUndefined();
		expect(items).toEqual([]);
		expect(requests()).toHaveLength(1);
	});

	test.each([
		['a blank query, from an expression', { query: '={{ "  " }}' }, 'Query'],
		['a market not as language-COUNTRY', { query: QUERY, options: { market: 'english' } }, 'Market'],
		['an unknown SafeSearch, from an expression', { query: QUERY, options: { safe_search: '={{ "on" }}' } }, 'SafeSearch'],
	])('refused before any request: %s', async (_label, parameters, message) => {
		await expectRefused(webSearch(parameters), message);
	});
});
