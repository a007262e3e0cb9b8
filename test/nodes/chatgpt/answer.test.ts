/**
 * ChatGPT > Answer: Ask and Brand Visibility (one GET each; the POST form for a query too long for a URL; the answer
 * whole or its cited sources one item each; the operation's own Timeout), and Model > List, through n8n-core against
 * the emulator. Bad input is refused before any request.
 */
import { sleep } from 'n8n-workflow';

import { CITED, SOURCES } from '../../emulator/fixtures/answers/world';
import { chatgptSuite, field, operation } from './support';

const { suite, run, requests, expectRefused } = chatgptSuite();
const ask = operation('answer', 'ask');
const brandVisibility = operation('answer', 'brandVisibility');
const PROMPT = 'Which web scraping APIs lead in 2026?';

describe('ChatGPT > Answer > Ask', () => {
	test('one GET, the answer whole as one item, 20 credits', async () => {
		const { items, error } = await run(ask({ prompt: PROMPT, options: { country: 'GB', web_search: 'force' } }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/chatgpt/ask', query: { prompt: PROMPT, country: 'GB', web_search: 'force' } }]);
		expect(suite.emulator.requests[0].method).toBe('GET');
		expect(suite.emulator.requests[0].creditsCharged).toBe(20);
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ prompt: PROMPT, model: 'gpt-5-5', web_search_triggered: true, country: 'GB', citation_count: CITED });
		expect(typeof items[0].json.answer_markdown).toBe('string');
	});

	test('Output Cited Sources: one item per source in citation order, the answer\'s facts on each', async () => {
		const { items } = await run(ask({ prompt: PROMPT, output: 'sources' }));
		expect(requests()).toEqual([{ path: '/v1/chatgpt/ask', query: { prompt: PROMPT } }]);
		expect(field(items, 'position')).toEqual([1, 2, 3]);
		expect(field(items, 'domain')).toEqual(SOURCES.slice(0, CITED).map((source) => source.domain));
		expect(items[0].json).toMatchObject({
			engine: 'ChatGPT',
			url: SOURCES[0].url,
			title: SOURCES[0].title,
			published_at: '2026-06-02T00:00:00.000Z',
			prompt: PROMPT,
			model: 'gpt-5-5',
			web_search_triggered: true,
			country: 'US',
			citation_count: CITED,
			created_at: '2026-11-20T09:00:00.000Z',
		});
	});

	test('Cited Sources of an answer that cited none: no items', async () => {
		const { items, error } = await run(ask({ prompt: PROMPT, output: 'sources', options: { web_search: 'off' } }));
		expect(error).toBeUndefined();
		expect(items).toEqual([]);
	});

	test('a prompt too long for a URL goes as the POST form, the same fields as a JSON body', async () => {
		const long = `${'Compare the vendors for me in detail. '.repeat(45)}Which one?`;
		const { items, error } = await run(ask({ prompt: long, options: { country: 'DE' } }));
		expect(error).toBeUndefined();
		const [sent] = suite.emulator.requests;
		expect(sent).toMatchObject({ method: 'POST', path: '/v1/chatgpt/ask', query: {}, body: { prompt: long, country: 'DE' }, creditsCharged: 20 });
		expect(items[0].json).toMatchObject({ prompt: long, country: 'DE' });
	});

	test('no answer within the Timeout: the item fails saying so, not retried, the price counted as uncertain', async () => {
		suite.emulator.setLatency(1500);
		const { items, error } = await run(ask({ prompt: PROMPT, options: { timeout: 1 } }), { continueOnFail: true });
		expect(error).toBeUndefined();
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ code: 'timeout', retryable: false, creditsCharged: 20, creditsUncertain: 20 });
		expect(items[0].json.error).toMatch(/ChatGPT's answer did not come within 1 s/);
		expect(items[0].json.description).toMatch(/not answer with a success is not billed/);
		await sleep(700);
		expect(suite.emulator.requests).toHaveLength(1);
	});

	test.each([
		[{ prompt: '={{ "" }}' }, 'Prompt'],
		[{ prompt: 'x'.repeat(4097) }, 'Prompt'],
		[{ prompt: PROMPT, options: { country: 'XX' } }, 'ISO 3166-1 alpha-2'],
		[{ prompt: PROMPT, options: { country: 'usa' } }, 'ISO 3166-1 alpha-2'],
		[{ prompt: PROMPT, options: { web_search: 'always' } }, 'Web Search'],
		[{ prompt: PROMPT, output: 'rows' }, 'Output'],
		[{ prompt: PROMPT, options: { timeout: 0 } }, 'Timeout'],
	])('refused before any request: %j', async (parameters, message) => {
		await expectRefused(ask(parameters), message);
	});
});

describe('ChatGPT > Answer > Brand Visibility', () => {
	const BRAND = { prompt: PROMPT, brand: 'ScrapeBadger', options: { domain: 'scrapebadger.com' } };

	test('one GET with the lists comma-separated, the analysis whole, 25 credits', async () => {
		const { items, error } = await run(brandVisibility({ ...BRAND, options: { ...BRAND.options, aliases: 'Scrape Badger', competitors: 'Bright Data, Oxylabs,Zyte' } }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{ path: '/v1/chatgpt/brand-visibility', query: { prompt: PROMPT, brand: 'ScrapeBadger', domain: 'scrapebadger.com', aliases: 'Scrape Badger', competitors: 'Bright Data, Oxylabs,Zyte' } },
		]);
		expect(suite.emulator.requests[0].creditsCharged).toBe(25);
		expect(items[0].json).toMatchObject({ brand: 'ScrapeBadger', mentioned: true, cited: true, citation_rank: 3, cited_urls: ['https://scrapebadger.com/amazon'] });
		expect((items[0].json.competitors as Array<{ name: string }>).map((competitor) => competitor.name)).toEqual(['Bright Data', 'Oxylabs', 'Zyte']);
	});

	test('Cited Sources: each source says whether it is the brand\'s, with the brand\'s figures', async () => {
		const { items } = await run(brandVisibility({ ...BRAND, output: 'sources' }));
		expect(field(items, 'brand_url')).toEqual([false, false, true]);
		expect(items[2].json).toMatchObject({ engine: 'ChatGPT', position: 3, domain: 'scrapebadger.com', brand: 'ScrapeBadger', brand_mentioned: true, brand_cited: true, brand_citation_rank: 3 });
	});

	test('many competitors: the POST form, aliases and competitors as arrays', async () => {
		const competitors = Array.from({ length: 120 }, (_, index) => `Vendor Number ${index + 1}`).join(',');
		const { error } = await run(brandVisibility({ ...BRAND, options: { ...BRAND.options, aliases: 'Scrape Badger,scrape-badger', competitors } }));
		expect(error).toBeUndefined();
		const [sent] = suite.emulator.requests;
		expect(sent.method).toBe('POST');
		expect(sent.body).toMatchObject({ brand: 'ScrapeBadger', aliases: ['Scrape Badger', 'scrape-badger'] });
		expect((sent.body as { competitors: string[] }).competitors).toHaveLength(120);
	});

	test.each([
		[{ prompt: PROMPT, brand: '={{ " " }}' }, 'Brand'],
		[{ ...BRAND, options: { domain: 'https://scrapebadger.com/' } }, 'a domain name'],
		[{ ...BRAND, options: { ...BRAND.options, competitors: 'Zyte,,Oxylabs' } }, 'comma-separated names'],
	])('refused before any request: %j', async (parameters, message) => {
		await expectRefused(brandVisibility(parameters), message);
	});
});

describe('ChatGPT > Model > List', () => {
	test('one item per model, 1 credit', async () => {
		const { items } = await run(operation('model', 'list')({ options: { country: 'DE' } }));
		expect(requests()).toEqual([{ path: '/v1/chatgpt/models', query: { country: 'DE' } }]);
		expect(suite.emulator.requests[0].creditsCharged).toBe(1);
		expect(field(items, 'slug')).toEqual(['auto', 'gpt-5-5', 'gpt-5-5-mini', 'gpt-5-3']);
	});
});
