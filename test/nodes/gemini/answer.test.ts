/**
 * Gemini > Answer: Ask and Brand Visibility through n8n-core against the emulator: one GET each, the POST form for a
 * long prompt, the cited sources one item each (Gemini's citations carry no publication date), the overview's prices.
 */
import { CITED, SOURCES } from '../../emulator/fixtures/answers/world';
import { field, nodeTestSuite, operation } from '../support';

const { suite, run, requests, expectRefused } = nodeTestSuite('scrapeBadgerGemini');
const PROMPT = 'Which web scraping APIs lead in 2026?';

describe('Gemini > Answer', () => {
	test('Ask: one GET, its cited sources one item each, 20 credits', async () => {
		const { items, error } = await run(operation('answer', 'ask')({ prompt: PROMPT, output: 'sources', options: { web_search: 'force' } }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/gemini/ask', query: { prompt: PROMPT, web_search: 'force' } }]);
		expect(suite.emulator.requests[0].creditsCharged).toBe(20);
		expect(field(items, 'url')).toEqual(SOURCES.slice(0, CITED).map((source) => source.url));
		expect(items[0].json).toMatchObject({ engine: 'Gemini', position: 1, model: 'gemini-flash-lite', published_at: null });
	});

	test('Brand Visibility: the POST form for a long prompt, the analysis whole, 25 credits', async () => {
		const long = `${'Our shop sells outdoor gear in Europe and needs product data daily. '.repeat(25)}Which API?`;
		const { items, error } = await run(operation('answer', 'brandVisibility')({ prompt: long, brand: 'ScrapeBadger', options: { competitors: 'Zyte' } }));
		expect(error).toBeUndefined();
		expect(suite.emulator.requests[0]).toMatchObject({ method: 'POST', path: '/v1/gemini/brand-visibility', body: { prompt: long, brand: 'ScrapeBadger', competitors: ['Zyte'] }, creditsCharged: 25 });
		expect(items[0].json).toMatchObject({ brand: 'ScrapeBadger', mentioned: true });
	});

	test('an unknown country code is refused before any request', async () => {
		await expectRefused(operation('answer', 'ask')({ prompt: PROMPT, options: { country: 'UK' } }), 'ISO 3166-1 alpha-2');
	});
});
