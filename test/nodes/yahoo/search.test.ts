/**
 * Yahoo > Search > Web Search: organic results paged by absolute offset, 7 a page (Yahoo takes no page size), ending
 * at a page shorter than 7; the page's facts under search; Simplify's flat rows (the columns Bing's share); bad input
 * refused before any request.
 */
import { ADS, ORGANIC_COUNT, organicResult } from '../../emulator/fixtures/yahoo/search';
import { field, operation, yahooSuite } from './support';

const { suite, run, requests, expectRefused } = yahooSuite();
const webSearch = operation('search', 'search');
const QUERY = 'coffee machine';

describe('Yahoo > Search > Web Search', () => {
	test('Return All: offsets 0, 7 and 14, the short third page ending the list; one item per result', async () => {
		const { items, error } = await run(webSearch({ query: QUERY, returnAll: true }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{ path: '/v1/yahoo/search', query: { query: QUERY } },
			{ path: '/v1/yahoo/search', query: { query: QUERY, offset: '7' } },
			{ path: '/v1/yahoo/search', query: { query: QUERY, offset: '14' } },
		]);
		expect(field(items, 'url')).toEqual(Array.from({ length: ORGANIC_COUNT }, (_, index) => organicResult(index, QUERY).url));
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([5, 5, 5]);
	});

	test('Limit 5: one page; Limit 10: two pages, 10 items', async () => {
		expect((await run(webSearch({ query: QUERY, limit: 5 }))).items).toHaveLength(5);
		expect(requests()).toHaveLength(1);
		suite.emulator.reset();
		const { items } = await run(webSearch({ query: QUERY, limit: 10 }));
		expect(requests().map((request) => request.query.offset)).toEqual([undefined, '7']);
		expect(items).toHaveLength(10);
	});

	test("the page's facts come under search; market and SafeSearch sent", async () => {
		const { items } = await run(webSearch({ query: QUERY, limit: 1, options: { market: 'uk', safe_search: 'off' } }));
		expect(requests()[0].query).toEqual({ query: QUERY, market: 'uk', safe_search: 'off' });
		expect(items[0].json.search).toEqual({ query: QUERY, market: 'uk', ads: ADS, related_searches: [`${QUERY} deals`, `${QUERY} for beginners`, `${QUERY} vs`] });
	});

	test('Simplify: the flat row both engines share', async () => {
		const { items } = await run(webSearch({ query: QUERY, limit: 1, simplify: true }));
		const result = organicResult(0, QUERY);
		expect(items[0].json).toEqual({ position: 1, title: result.title, url: result.url, display_url: result.display_url, snippet: result.snippet, query: QUERY, market: 'us', ad_count: 1 });
	});

	test('a search Yahoo finds nothing for gives no items, one request', async () => {
		const { items, error } = await run(webSearch({ query: 'qwxz', returnAll: true }));
		expect(error).toBeUndefined();
		expect(items).toEqual([]);
		expect(requests()).toHaveLength(1);
	});

	test.each([
		['a blank query, from an expression', { query: '={{ "" }}' }, 'Query'],
		['a market in capitals', { query: QUERY, options: { market: 'UK' } }, 'Market'],
		['a Bing-style market', { query: QUERY, options: { market: 'en-GB' } }, 'lowercase market code'],
		['an unknown SafeSearch, from an expression', { query: QUERY, options: { safe_search: '={{ "on" }}' } }, 'SafeSearch'],
	])('refused before any request: %s', async (_label, parameters, message) => {
		await expectRefused(webSearch(parameters), message);
	});
});
