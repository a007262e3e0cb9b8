/**
 * DuckDuckGo's single answers: Autocomplete (one item per suggestion), Instant Answer (the answer whole, empty fields
 * for a long-tail phrase) and Region > List (free, and the Region field's list), through n8n-core against the emulator.
 */
import { REGIONS } from '../../emulator/fixtures/duckduckgo/serp';
import { duckduckgoSuite, field, operation } from './support';

const { suite, run, requests, expectRefused } = duckduckgoSuite();

describe('DuckDuckGo > Autocomplete > Get Suggestions', () => {
	test('one request for 1 credit, one item per suggestion with what was typed', async () => {
		const { items } = await run(operation('autocomplete', 'getSuggestions')({ query: 'web scrap', options: { region: { __rl: true, mode: 'list', value: 'de-de' } } }));
		expect(requests()).toEqual([{ path: '/v1/duckduckgo/autocomplete', query: { query: 'web scrap', region: 'de-de' } }]);
		expect(field(items, 'value')).toEqual(['web scraping', 'web scraping python', 'web scraping tools', 'web scraping api', 'web scraping for beginners']);
		expect(items[0].json.query).toBe('web scrap');
		expect(suite.emulator.requests[0].creditsCharged).toBe(1);
	});

	test('an empty query is refused before any request', async () => {
		await expectRefused(operation('autocomplete', 'getSuggestions')({ query: '={{ "" }}' }), 'Query');
	});
});

describe('DuckDuckGo > Instant Answer > Get', () => {
	test('the answer whole, as one item', async () => {
		const { items } = await run(operation('instantAnswer', 'get')({ query: 'Nikola Tesla' }));
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ heading: 'Nikola Tesla', type: 'A', abstract_source: 'Wikipedia' });
		expect(items[0].json.related_topics).toHaveLength(3);
	});

	test("a long-tail phrase: DuckDuckGo's empty payload, not an error", async () => {
		const { items, error } = await run(operation('instantAnswer', 'get')({ query: 'qwxz long tail' }));
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ heading: '', abstract: '', related_topics: [] });
	});
});

describe('DuckDuckGo > Region > List', () => {
	test('free, one item per region', async () => {
		const { items } = await run(operation('region', 'list')());
		expect(requests()).toEqual([{ path: '/v1/duckduckgo/regions', query: {} }]);
		expect(items.map((item) => item.json)).toEqual(REGIONS);
		expect(suite.emulator.requests[0].creditsCharged).toBe(0);
	});
});
