/**
 * The emulator's answer engines on their own: ChatGPT's and Gemini's answers hold exactly the keys of their endpoint
 * pages' examples (read when the spec folder is there), at the overview's prices; each call's POST form answers as its
 * GET; the cited sources follow the world's rotation (the monitoring run's change); malformed input is a 422.
 */
import { DEFAULT_TEST_KEY } from './index';
import { endpointPagesThere, example, keyPaths } from './endpoint-pages';
import { platformSuite } from './platform-suite';

const suite = platformSuite();
type Json = Record<string, unknown> & { citations?: Array<Record<string, unknown>> };
const get = (path: string, query?: Record<string, string | number | boolean>) => suite.get<Json>(path, query);

async function post(path: string, body: unknown): Promise<{ status: number; body: Json; credits: string | null }> {
	const response = await fetch(`${suite.emulator.url}${path}`, {
		method: 'POST',
		headers: { 'x-api-key': DEFAULT_TEST_KEY, 'content-type': 'application/json' },
		body: JSON.stringify(body),
	});
	return { status: response.status, body: (await response.json()) as Json, credits: response.headers.get('x-credits-used') };
}

const keys = (value: unknown) => [...new Set(keyPaths(value))].sort();
const BRAND = { prompt: 'best scraping API', brand: 'ScrapeBadger', domain: 'scrapebadger.com', aliases: 'Scrape Badger', competitors: 'Bright Data,Oxylabs,Zyte' };

describe.each([
	['chatgpt', ['ask', 'brand-visibility', 'list-models']],
	['gemini', ['ask', 'brand-visibility']],
])('%s as its endpoint pages show it', (engine, pages) => {
	const CALLS: Record<string, { path: string; query: Record<string, string>; credits: string }> = {
		ask: { path: `/v1/${engine}/ask`, query: { prompt: 'best scraping API' }, credits: '20' },
		'brand-visibility': { path: `/v1/${engine}/brand-visibility`, query: BRAND, credits: '25' },
		'list-models': { path: '/v1/chatgpt/models', query: {}, credits: '1' },
	};
	(endpointPagesThere(engine) ? test.each : test.skip.each)(pages)("%s: the keys of the page's example, at the overview's price", async (page) => {
		const call = CALLS[page];
		const { status, body, credits } = await get(call.path, call.query);
		expect(status).toBe(200);
		expect(credits).toBe(call.credits);
		expect(keys(body)).toEqual(keys(example(engine, page)));
	});
});

describe('answers', () => {
	test('the POST form answers as the GET, lists as arrays', async () => {
		const byGet = await get('/v1/chatgpt/brand-visibility', BRAND);
		const byPost = await post('/v1/chatgpt/brand-visibility', { ...BRAND, aliases: ['Scrape Badger'], competitors: ['Bright Data', 'Oxylabs', 'Zyte'] });
		expect(byPost.status).toBe(200);
		expect(byPost.credits).toBe('25');
		expect(byPost.body).toEqual(byGet.body);
		expect(byGet.body).toMatchObject({ mentioned: true, cited: true, citation_rank: 3 });
	});

	test('a rotation of the world moves the cited sources: scrapebadger.com leaves at rotation 3', async () => {
		const domains = async () => (await get('/v1/gemini/ask', { prompt: 'q' })).body.source_domains;
		expect(await domains()).toEqual(['research.example.com', 'news.example.org', 'scrapebadger.com']);
		suite.emulator.change('/v1/gemini/ask', { rotation: 3 });
		expect(await domains()).toEqual(['forum.example.net', 'blog.example.io', 'research.example.com']);
	});

	test('web search off: no citations, web_search_triggered false', async () => {
		const { body } = await get('/v1/chatgpt/ask', { prompt: 'q', web_search: 'off' });
		expect(body).toMatchObject({ citations: [], search_results: [], web_search_triggered: false, citation_count: 0 });
	});

	test('Perplexity: no web_search, a shape of its own', async () => {
		expect((await get('/v1/perplexity/ask', { prompt: 'q', web_search: 'off' })).body.web_search_triggered).toBe(true);
		expect((await post('/v1/perplexity/ask', { prompt: 'q' })).credits).toBe('20');
	});

	test('malformed input is a 422', async () => {
		expect((await get('/v1/chatgpt/ask', {})).status).toBe(422);
		expect((await get('/v1/chatgpt/ask', { prompt: 'q', web_search: 'always' })).status).toBe(422);
		expect((await get('/v1/chatgpt/ask', { prompt: 'x'.repeat(4097) })).status).toBe(422);
		expect((await get('/v1/chatgpt/brand-visibility', { prompt: 'q' })).status).toBe(422);
		expect((await post('/v1/chatgpt/brand-visibility', { prompt: 'q', brand: 'B', competitors: 'A,B' })).status).toBe(422);
	});
});
