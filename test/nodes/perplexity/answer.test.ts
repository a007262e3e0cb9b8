/**
 * Perplexity > Answer through n8n-core against the emulator: described from the OpenAPI alone, so each answer is output
 * whole as one item (no Output choice) and the prices are assumed (20 and 25, ChatGPT's and Gemini's), counted as the
 * service reports them; no Web Search field (the OpenAPI has none); the POST form for a long prompt.
 */
import { ScrapeBadgerPerplexity } from '../../../nodes/Perplexity/ScrapeBadgerPerplexity.node';
import { nodeTestSuite, operation } from '../support';

const { suite, run, requests } = nodeTestSuite('scrapeBadgerPerplexity');
const PROMPT = 'Which web scraping APIs lead in 2026?';

describe('Perplexity > Answer', () => {
	test('Ask: one GET, the answer whole as one item, the assumed 20 credits as charged', async () => {
		const { items, error } = await run(operation('answer', 'ask')({ prompt: PROMPT, options: { country: 'DE' } }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/perplexity/ask', query: { prompt: PROMPT, country: 'DE' } }]);
		expect(suite.emulator.requests[0].creditsCharged).toBe(20);
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ prompt: PROMPT, country: 'DE' });
	});

	test('Brand Visibility: the POST form for a long prompt, the assumed 25 credits', async () => {
		const long = `${'Compare the vendors in detail for a European outdoor shop. '.repeat(30)}Which one?`;
		const { error } = await run(operation('answer', 'brandVisibility')({ prompt: long, brand: 'ScrapeBadger' }));
		expect(error).toBeUndefined();
		expect(suite.emulator.requests[0]).toMatchObject({ method: 'POST', path: '/v1/perplexity/brand-visibility', body: { prompt: long, brand: 'ScrapeBadger' }, creditsCharged: 25 });
	});

	test('no Output or Web Search field; the price is said as assumed', () => {
		const properties = new ScrapeBadgerPerplexity().description.properties;
		expect(properties.some((property) => property.name === 'output')).toBe(false);
		expect(JSON.stringify(properties)).not.toContain('web_search');
		expect(JSON.stringify(properties)).toContain('ScrapeBadger states no Perplexity price');
	});
});
