/* eslint-disable @n8n/community-nodes/no-restricted-globals -- test tooling, never shipped: n8n Cloud's rules for node runtime code do not apply */
/**
 * The emulator itself: it has to behave like the live ScrapeBadger API (auth, credits, rate limits,
 * FastAPI-style errors, paging) for the node tests built on it to mean anything.
 */
import { ApiError, DEFAULT_TEST_KEY, defineRoute, routes, startEmulator } from './emulator';
import type { Emulator, EmulatorOptions } from './emulator';
import { POPULAR_SUBREDDITS } from './emulator/fixtures/reddit/subreddits';
import { allVideos } from './emulator/fixtures/youtube/catalog';
import { ZILLOW_MARKETS } from './emulator/fixtures/zillow/markets';

interface Reply {
	status: number;
	headers: Headers;
	text: string;
	json: unknown;
}

interface PopularPage {
	subreddits: Array<Record<string, unknown> & { name: string; subscribers: number }>;
	pagination: { after: string | null; before: string | null; count: number; limit: number };
}

async function call(base: string, path: string, init: { key?: string | null; method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Reply> {
	const headers: Record<string, string> = { ...init.headers };
	const key = init.key === undefined ? DEFAULT_TEST_KEY : init.key;
	if (key !== null) headers['x-api-key'] = key;
	if (init.body !== undefined) headers['content-type'] = 'application/json';
	const response = await fetch(`${base}${path}`, {
		method: init.method ?? 'GET',
		headers,
		body: init.body === undefined ? undefined : JSON.stringify(init.body),
		redirect: 'manual',
	});
	const text = await response.text();
	let json: unknown;
	try {
		json = JSON.parse(text);
	} catch {
		json = undefined;
	}
	return { status: response.status, headers: response.headers, text, json };
}

/** Routes that exist only in this test, to exercise what the two real routes do not: path params, every rule type, the `error` style, cost functions. */
const testRoutes = [
	...routes,
	defineRoute({
		path: '/v1/test/items/{item_id}/reviews',
		pathParams: { item_id: { pattern: '^[A-Za-z0-9/ ._-]+$' } },
		query: {
			q: { type: 'string', required: true },
			sort_by: { type: 'enum', values: ['helpful', 'recent'], default: 'helpful' },
			verified_only: { type: 'boolean', default: false },
			lat: { type: 'number', min: -90, max: 90 },
			page: { type: 'integer', default: 1, min: 1 },
		},
		credits: 10,
		handle: ({ params, query }) => {
			if (params.item_id === 'gone') throw ApiError.notFound('Product not found');
			return { item_id: params.item_id, query };
		},
	}),
	defineRoute({
		path: '/v1/test/tweets/',
		errorStyle: 'error',
		query: { n: { type: 'integer', default: 2, min: 0, max: 50 } },
		credits: (body: { data: Array<{ id: string }> }) => 1 + body.data.length,
		handle: ({ query }) => ({ data: Array.from({ length: query.n }, (_, index) => ({ id: String(index) })), next_cursor: null }),
	}),
];

describe('ScrapeBadger emulator', () => {
	let emulator: Emulator;
	let clock = 1_750_000_000_000;
	const extra: Emulator[] = [];

	async function another(options: EmulatorOptions): Promise<Emulator> {
		const started = await startEmulator(options);
		extra.push(started);
		return started;
	}

	beforeAll(async () => {
		emulator = await startEmulator({
			keys: { [DEFAULT_TEST_KEY]: 1_000_000, sb_small: 3, sb_off: 100 },
			disabledKeys: ['sb_off'],
			now: () => clock,
			routes: testRoutes,
		});
	});

	afterEach(() => emulator.reset());

	afterAll(async () => {
		await Promise.all([emulator.close(), ...extra.map((started) => started.close())]);
	});

	const get = (path: string, init?: Parameters<typeof call>[2]): Promise<Reply> => call(emulator.url, path, init);

	describe('auth', () => {
		it('answers 401 without a key and with an unknown key', async () => {
			for (const key of [null, '', 'sb_nope']) {
				const reply = await get('/v1/zillow/markets', { key });
				expect(reply.status).toBe(401);
				expect(reply.json).toEqual({ detail: 'Invalid or missing API key' });
				expect(reply.headers.get('x-ratelimit-limit')).toBeNull();
			}
		});

		it('answers 403 for a disabled key', async () => {
			const reply = await get('/v1/zillow/markets', { key: 'sb_off' });
			expect(reply.status).toBe(403);
			expect(reply.json).toEqual({ detail: 'API key is disabled' });
		});

		it('reads the header name case-insensitively', async () => {
			const reply = await get('/v1/zillow/markets', { key: null, headers: { 'X-API-Key': DEFAULT_TEST_KEY } });
			expect(reply.status).toBe(200);
		});

		it('ignores a key in the query string', async () => {
			const reply = await get(`/v1/zillow/markets?api_key=${DEFAULT_TEST_KEY}`, { key: null });
			expect(reply.status).toBe(401);
		});

		it('uses the error style of the route', async () => {
			const reply = await get('/v1/test/tweets/', { key: 'sb_nope' });
			expect(reply.json).toEqual({ error: 'Invalid or missing API key' });
		});
	});

	describe('property markets', () => {
		it('lists US and CA with every Market field, for 0 credits', async () => {
			const reply = await get('/v1/zillow/markets');
			expect(reply.status).toBe(200);
			expect(reply.headers.get('content-type')).toBe('application/json');
			expect(reply.json).toEqual({ markets: ZILLOW_MARKETS });
			const { markets } = reply.json as { markets: Array<Record<string, string>> };
			expect(markets.map((market) => market.code)).toEqual(['US', 'CA']);
			for (const market of markets) {
				expect(Object.keys(market).sort()).toEqual(['code', 'country', 'currency', 'domain', 'locale', 'name']);
				expect(market).toMatchObject({ domain: 'zillow.com', currency: 'USD', locale: 'en-US' });
			}
			expect(reply.headers.get('x-credits-used')).toBe('0');
			expect(emulator.credits(DEFAULT_TEST_KEY)).toBe(1_000_000);
		});
	});

	describe('popular subreddits', () => {
		async function page(query: string): Promise<PopularPage> {
			const reply = await get(`/v1/reddit/subreddits/popular${query}`);
			expect(reply.status).toBe(200);
			return reply.json as PopularPage;
		}

		it('has 230 realistic records sorted by subscribers', () => {
			expect(POPULAR_SUBREDDITS).toHaveLength(230);
			expect(new Set(POPULAR_SUBREDDITS.map((record) => record.name)).size).toBe(230);
			for (let index = 1; index < POPULAR_SUBREDDITS.length; index++) {
				expect(POPULAR_SUBREDDITS[index - 1].subscribers).toBeGreaterThan(POPULAR_SUBREDDITS[index].subscribers);
			}
			const askReddit = POPULAR_SUBREDDITS.find((record) => record.display_name === 'AskReddit');
			expect(askReddit).toMatchObject({
				id: '2qh1i',
				name: 't5_2qh1i',
				display_name_prefixed: 'r/AskReddit',
				url: '/r/AskReddit/',
				subreddit_type: 'public',
				lang: 'en',
				over18: false,
			});
			for (const record of POPULAR_SUBREDDITS) {
				expect(Object.keys(record).length).toBeGreaterThanOrEqual(50);
				expect(record.id).toMatch(/^[0-9a-z]+$/);
				expect(record.name).toBe(`t5_${record.id}`);
			}
			// Nullable fields really are null somewhere, so consumers have to cope.
			expect(POPULAR_SUBREDDITS.some((record) => record.header_img === null)).toBe(true);
			expect(POPULAR_SUBREDDITS.some((record) => record.active_user_count === null)).toBe(true);
			expect(POPULAR_SUBREDDITS.some((record) => record.advertiser_category === null)).toBe(true);
		});

		it('pages through all 230 with limit 100: 100, 100, 30', async () => {
			const first = await page('?limit=100');
			expect(first.pagination).toEqual({ after: first.subreddits[99].name, before: null, count: 100, limit: 100 });
			const second = await page(`?limit=100&after=${first.pagination.after}`);
			expect(second.pagination).toEqual({
				after: second.subreddits[99].name,
				before: second.subreddits[0].name,
				count: 100,
				limit: 100,
			});
			const third = await page(`?limit=100&after=${second.pagination.after}`);
			expect(third.subreddits).toHaveLength(30);
			expect(third.pagination).toEqual({ after: null, before: third.subreddits[0].name, count: 30, limit: 100 });
			const all = [...first.subreddits, ...second.subreddits, ...third.subreddits];
			expect(all.map((record) => record.name)).toEqual(POPULAR_SUBREDDITS.map((record) => record.name));
			expect(all[0]).toEqual(POPULAR_SUBREDDITS[0]);
			expect(emulator.credits(DEFAULT_TEST_KEY)).toBe(1_000_000 - 3);
		});

		it('uses 25 by default and reaches the end in 10 pages', async () => {
			const sizes: number[] = [];
			let after: string | null = null;
			do {
				const current: PopularPage = await page(after ? `?after=${after}` : '');
				expect(current.pagination.limit).toBe(25);
				sizes.push(current.pagination.count);
				after = current.pagination.after;
			} while (after !== null && sizes.length < 20);
			expect(sizes).toEqual([25, 25, 25, 25, 25, 25, 25, 25, 25, 5]);
		});

		it('answers an unknown cursor with an empty page', async () => {
			expect(await page('?after=t5_zzzzzz')).toEqual({
				subreddits: [],
				pagination: { after: null, before: null, count: 0, limit: 25 },
			});
		});

		it('treats an empty cursor as the first page', async () => {
			expect((await page('?after=')).subreddits[0].name).toBe(POPULAR_SUBREDDITS[0].name);
		});
	});

	describe('validation (422)', () => {
		const popular = (query: string): Promise<Reply> => get(`/v1/reddit/subreddits/popular?${query}`);

		it('limit=0', async () => {
			const reply = await popular('limit=0');
			expect(reply.status).toBe(422);
			expect(reply.json).toEqual({
				detail: [
					{
						type: 'greater_than_equal',
						loc: ['query', 'limit'],
						msg: 'Input should be greater than or equal to 1',
						input: '0',
						ctx: { ge: 1 },
					},
				],
			});
		});

		it('limit=101', async () => {
			const reply = await popular('limit=101');
			expect(reply.json).toEqual({
				detail: [
					{
						type: 'less_than_equal',
						loc: ['query', 'limit'],
						msg: 'Input should be less than or equal to 100',
						input: '101',
						ctx: { le: 100 },
					},
				],
			});
		});

		it('limit=abc', async () => {
			const reply = await popular('limit=abc');
			expect(reply.text).toBe(
				'{"detail":[{"type":"int_parsing","loc":["query","limit"],"msg":"Input should be a valid integer, unable to parse string as an integer","input":"abc"}]}',
			);
		});

		it('takes the last of repeated keys, and accepts a zero fraction', async () => {
			expect((await popular('limit=abc&limit=5')).status).toBe(200);
			expect(((await popular('limit=3.0')).json as PopularPage).pagination.limit).toBe(3);
		});

		it('reports every failing parameter together, path first', async () => {
			const reply = await get('/v1/test/items/bad%21id/reviews?sort_by=top&verified_only=maybe&lat=north&page=0');
			expect(reply.status).toBe(422);
			expect(reply.json).toEqual({
				detail: [
					{
						type: 'string_pattern_mismatch',
						loc: ['path', 'item_id'],
						msg: "String should match pattern '^[A-Za-z0-9/ ._-]+$'",
						input: 'bad!id',
						ctx: { pattern: '^[A-Za-z0-9/ ._-]+$' },
					},
					{ type: 'missing', loc: ['query', 'q'], msg: 'Field required', input: null },
					{
						type: 'enum',
						loc: ['query', 'sort_by'],
						msg: "Input should be 'helpful' or 'recent'",
						input: 'top',
						ctx: { expected: "'helpful' or 'recent'" },
					},
					{
						type: 'bool_parsing',
						loc: ['query', 'verified_only'],
						msg: 'Input should be a valid boolean, unable to interpret input',
						input: 'maybe',
					},
					{
						type: 'float_parsing',
						loc: ['query', 'lat'],
						msg: 'Input should be a valid number, unable to parse string as a number',
						input: 'north',
					},
					{
						type: 'greater_than_equal',
						loc: ['query', 'page'],
						msg: 'Input should be greater than or equal to 1',
						input: '0',
						ctx: { ge: 1 },
					},
				],
			});
		});

		it('passes typed values and defaults to the handler', async () => {
			const reply = await get('/v1/test/items/B0X/reviews?q=hi&verified_only=YES&lat=-12.5');
			expect(reply.json).toEqual({
				item_id: 'B0X',
				query: { q: 'hi', sort_by: 'helpful', verified_only: true, lat: -12.5, page: 1 },
			});
		});

		it('is not charged', async () => {
			await popular('limit=0');
			expect(emulator.credits(DEFAULT_TEST_KEY)).toBe(1_000_000);
			expect(emulator.requests[0]).toMatchObject({ status: 422, creditsCharged: 0 });
		});
	});

	describe('credits', () => {
		it('charges per 200 and answers 402 when the balance is short', async () => {
			for (const expected of [2, 1, 0]) {
				const reply = await get('/v1/reddit/subreddits/popular?limit=1', { key: 'sb_small' });
				expect(reply.status).toBe(200);
				expect(reply.headers.get('x-credits-used')).toBe('1');
				expect(reply.headers.get('x-credits-remaining')).toBe(String(expected));
			}
			const refused = await get('/v1/reddit/subreddits/popular?limit=1', { key: 'sb_small' });
			expect(refused.status).toBe(402);
			expect(refused.json).toEqual({ detail: 'Insufficient credits. This request costs 1 credits; your balance is 0.' });
			expect(emulator.credits('sb_small')).toBe(0);
			// A free endpoint still works on an empty balance.
			expect((await get('/v1/zillow/markets', { key: 'sb_small' })).status).toBe(200);
		});

		it('computes a cost from the body and uses the route error style for 402', async () => {
			emulator.setCredits('sb_small', 5);
			const reply = await get('/v1/test/tweets/?n=3', { key: 'sb_small' });
			expect(reply.headers.get('x-credits-used')).toBe('4');
			expect(emulator.credits('sb_small')).toBe(1);
			const refused = await get('/v1/test/tweets/?n=3', { key: 'sb_small' });
			expect(refused.status).toBe(402);
			expect(refused.json).toEqual({ error: 'Insufficient credits. This request costs 4 credits; your balance is 1.' });
		});

		it('does not charge handler errors such as 404', async () => {
			const reply = await get('/v1/test/items/gone/reviews?q=x');
			expect(reply.status).toBe(404);
			expect(reply.json).toEqual({ detail: 'Product not found' });
			expect(emulator.credits(DEFAULT_TEST_KEY)).toBe(1_000_000);
		});

		it('refuses unknown keys in credits() and accepts new keys in setCredits()', async () => {
			expect(() => emulator.credits('sb_nope')).toThrow('Unknown API key');
			emulator.setCredits('sb_new', 7);
			expect((await get('/v1/zillow/markets', { key: 'sb_new' })).status).toBe(200);
			emulator.reset();
			expect((await get('/v1/zillow/markets', { key: 'sb_new' })).status).toBe(401);
		});
	});

	describe('rate limit', () => {
		it('sends the headers and a 429 with Retry-After beyond the limit, on a sliding window', async () => {
			let now = 1_700_000_000_000;
			const limited = await another({ rateLimitPerMinute: 3, now: () => now });
			const hit = (): Promise<Reply> => call(limited.url, '/v1/zillow/markets');
			const resetAt = String(Math.ceil((1_700_000_000_000 + 60_000) / 1000));

			const first = await hit();
			expect(first.headers.get('x-ratelimit-limit')).toBe('3');
			expect(first.headers.get('x-ratelimit-remaining')).toBe('2');
			expect(first.headers.get('x-ratelimit-reset')).toBe(resetAt);
			now += 20_000;
			expect((await hit()).headers.get('x-ratelimit-remaining')).toBe('1');
			expect((await hit()).headers.get('x-ratelimit-remaining')).toBe('0');

			const refused = await hit();
			expect(refused.status).toBe(429);
			expect(refused.headers.get('retry-after')).toBe('40');
			expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
			expect(refused.json).toEqual({
				detail: 'Rate limit exceeded',
				limit: 3,
				remaining: 0,
				reset_at: Number(resetAt),
				tier: 'free',
			});

			// The first request leaves the window 60 s after it was made; the two later ones are still in it.
			now = 1_700_000_000_000 + 60_001;
			const again = await hit();
			expect(again.status).toBe(200);
			expect(again.headers.get('x-ratelimit-remaining')).toBe('0');
			expect((await hit()).status).toBe(429);

			// Errors after auth carry the headers too; limits are per key.
			limited.setRateLimit(300);
			const invalid = await call(limited.url, '/v1/reddit/subreddits/popular?limit=0');
			expect(invalid.status).toBe(422);
			expect(invalid.headers.get('x-ratelimit-limit')).toBe('300');
		});

		it('defaults to 300 a minute on the basic tier', async () => {
			const reply = await get('/v1/zillow/markets');
			expect(reply.headers.get('x-ratelimit-limit')).toBe('300');
			expect(reply.headers.get('x-ratelimit-remaining')).toBe('299');
		});
	});

	describe('faults', () => {
		const path = '/v1/reddit/subreddits/popular';

		it.each([
			[500, { detail: 'Internal Server Error' }],
			[502, { detail: 'Upstream platform request failed' }],
			[503, { error: 'temporarily_unavailable' }],
			[504, { detail: 'Gateway Timeout' }],
		])('status %i sends the live body', async (status, body) => {
			emulator.injectFault({ path, kind: 'status', status });
			const reply = await get(path);
			expect(reply.status).toBe(status);
			expect(reply.json).toEqual(body);
			expect(reply.headers.get('x-ratelimit-limit')).toBe('300');
			expect((await get(path)).status).toBe(200); // times defaults to 1
			expect(emulator.credits(DEFAULT_TEST_KEY)).toBe(1_000_000 - 1);
		});

		it('status 429 sends the rate-limit body and Retry-After', async () => {
			emulator.injectFault({ kind: 'status', status: 429 });
			const reply = await get(path);
			expect(reply.status).toBe(429);
			expect(reply.headers.get('retry-after')).toBe('1');
			expect(reply.json).toEqual({
				detail: 'Rate limit exceeded',
				limit: 300,
				remaining: 0,
				reset_at: Math.ceil(clock / 1000) + 1,
				tier: 'basic',
			});
		});

		it('status with a given body and headers', async () => {
			emulator.injectFault({ kind: 'status', status: 418, body: { detail: 'teapot' }, headers: { 'X-Extra': 'yes' } });
			const reply = await get(path);
			expect(reply.status).toBe(418);
			expect(reply.json).toEqual({ detail: 'teapot' });
			expect(reply.headers.get('x-extra')).toBe('yes');
		});

		it('drop destroys the socket without an answer', async () => {
			emulator.injectFault({ path, kind: 'drop' });
			await expect(get(path)).rejects.toThrow();
			expect(emulator.requests[0]).toMatchObject({ path, status: 0, creditsCharged: 0 });
		});

		it('malformed sends a 200 that is not JSON', async () => {
			emulator.injectFault({ path, kind: 'malformed' });
			const reply = await get(path);
			expect(reply.status).toBe(200);
			expect(reply.headers.get('content-type')).toBe('application/json');
			expect(() => JSON.parse(reply.text)).toThrow();
		});

		it('truncated sends the first half of the real body', async () => {
			const whole = (await get(`${path}?limit=3`)).text;
			emulator.injectFault({ path, kind: 'truncated' });
			const reply = await get(`${path}?limit=3`);
			expect(reply.status).toBe(200);
			expect(reply.text).toBe(whole.slice(0, Math.floor(whole.length / 2)));
			expect(() => JSON.parse(reply.text)).toThrow();
		});

		it('html sends a 502 gateway page', async () => {
			emulator.injectFault({ kind: 'html' });
			const reply = await get(path);
			expect(reply.status).toBe(502);
			expect(reply.headers.get('content-type')).toMatch(/^text\/html/);
			expect(reply.text).toContain('502 Bad Gateway');
		});

		it('honours path (string and RegExp), skip and times, and never charges', async () => {
			emulator.injectFault({ path: '/v1/zillow/markets', kind: 'status', status: 500 });
			emulator.injectFault({ path: /\/popular$/, kind: 'status', status: 503, skip: 1, times: 2 });
			const statuses: number[] = [];
			for (let index = 0; index < 4; index++) statuses.push((await get(path)).status);
			expect(statuses).toEqual([200, 503, 503, 200]);
			expect((await get('/v1/zillow/markets')).status).toBe(500);
			expect(emulator.credits(DEFAULT_TEST_KEY)).toBe(1_000_000 - 2);
		});

		it('applies only to the requests of its key when it names one', async () => {
			emulator.setCredits('sb_other', 100);
			emulator.injectFault({ path, kind: 'status', status: 503, key: 'sb_other' });
			expect((await get(path)).status).toBe(200);
			expect((await get(path, { key: 'sb_other' })).status).toBe(503);
			expect((await get(path, { key: 'sb_other' })).status).toBe(200);
		});

		it('applies after auth', async () => {
			emulator.injectFault({ kind: 'status', status: 500 });
			expect((await get(path, { key: 'sb_nope' })).status).toBe(401);
			expect((await get(path)).status).toBe(500);
		});
	});

	describe('latency', () => {
		it('delays each answer', async () => {
			emulator.setLatency(150);
			const started = performance.now();
			await get('/v1/zillow/markets');
			expect(performance.now() - started).toBeGreaterThanOrEqual(140);
			emulator.reset();
			const quick = performance.now();
			await get('/v1/zillow/markets');
			expect(performance.now() - quick).toBeLessThan(140);
		});

		it('closes cleanly while an answer is still delayed', async () => {
			const slow = await another({ latencyMs: 5_000 });
			const pending = call(slow.url, '/v1/zillow/markets').then(
				() => 'answered',
				(error: unknown) => String(error),
			);
			await new Promise((resolve) => setTimeout(resolve, 50));
			await slow.close();
			// The client sees the connection go away instead of waiting out the 5 s delay.
			expect(await pending).toContain('fetch failed');
			expect(slow.requests).toHaveLength(0);
		});
	});

	describe('request log', () => {
		it('records method, paths, query, headers, status, credits and time', async () => {
			clock = 1_750_000_123_456;
			await get('/v1/reddit/subreddits/popular?limit=2&after=t5_x%20y', { headers: { 'X-Trace': 'abc' } });
			expect(emulator.requests).toHaveLength(1);
			expect(emulator.requests[0]).toEqual({
				method: 'GET',
				path: '/v1/reddit/subreddits/popular',
				url: '/v1/reddit/subreddits/popular?limit=2&after=t5_x%20y',
				query: { limit: '2', after: 't5_x y' },
				headers: expect.objectContaining({ 'x-api-key': DEFAULT_TEST_KEY, 'x-trace': 'abc' }),
				status: 200,
				creditsCharged: 1,
				at: 1_750_000_123_456,
			});
			const log = emulator.requests;
			emulator.clearRequests();
			expect(log).toBe(emulator.requests);
			expect(log).toHaveLength(0);
		});
	});

	describe('control surface', () => {
		const control = (path: string, method = 'GET', body?: unknown): Promise<Reply> =>
			call(emulator.url, `/__emulator${path}`, { key: null, method, body });

		it('serves the log with the key masked, and clears it', async () => {
			await get('/v1/zillow/markets');
			const reply = await control('/requests');
			const { requests } = reply.json as { requests: Array<{ path: string; headers: Record<string, string> }> };
			expect(requests).toHaveLength(1);
			expect(requests[0].path).toBe('/v1/zillow/markets');
			expect(requests[0].headers['x-api-key']).toBe('***');
			expect(emulator.requests[0].headers['x-api-key']).toBe(DEFAULT_TEST_KEY);
			expect((await control('/requests', 'DELETE')).status).toBe(204);
			expect(emulator.requests).toHaveLength(0);
		});

		it('serves the requests of one key when asked, still masked', async () => {
			emulator.setCredits('sb_other', 100);
			await get('/v1/zillow/markets');
			await get('/v1/reddit/subreddits/popular', { key: 'sb_other' });
			const reply = await control('/requests?key=sb_other');
			const { requests } = reply.json as { requests: Array<{ path: string; headers: Record<string, string> }> };
			expect(requests.map((request) => request.path)).toEqual(['/v1/reddit/subreddits/popular']);
			expect(requests[0].headers['x-api-key']).toBe('***');
			expect(((await control('/requests')).json as { requests: unknown[] }).requests).toHaveLength(2);
		});

		it('injects faults, including by pattern and for one key', async () => {
			expect((await control('/faults', 'POST', { kind: 'status', status: 500, key: 'sb_small' })).status).toBe(201);
			expect((await control('/faults', 'POST', { kind: 'drop', key: '' })).status).toBe(422);
			expect((await get('/v1/zillow/markets')).status).toBe(200);
			expect((await get('/v1/zillow/markets', { key: 'sb_small' })).status).toBe(500);
			expect((await control('/faults', 'POST', { kind: 'status', status: 502, pathPattern: '^/v1/reddit/' })).status).toBe(201);
			expect((await get('/v1/zillow/markets')).status).toBe(200);
			expect((await get('/v1/reddit/subreddits/popular')).status).toBe(502);
			expect((await control('/faults', 'POST', { kind: 'explode' })).status).toBe(422);
			expect((await control('/faults', 'POST', { kind: 'drop', times: 0 })).status).toBe(422);
		});

		it('reads and sets credits', async () => {
			expect((await control('/credits/sb_small')).json).toEqual({ key: 'sb_small', credits: 3 });
			expect((await control('/credits/sb_small', 'PUT', { credits: 42 })).json).toEqual({ key: 'sb_small', credits: 42 });
			expect(emulator.credits('sb_small')).toBe(42);
			expect((await control('/credits/sb_nope')).status).toBe(404);
			expect((await control('/credits/sb_small', 'PUT', { credits: -1 })).status).toBe(422);
		});

		it('sets latency and rate limit, and resets', async () => {
			expect((await control('/config', 'PUT', { rateLimitPerMinute: 1000 })).status).toBe(204);
			expect((await get('/v1/zillow/markets')).headers.get('x-ratelimit-limit')).toBe('1000');
			emulator.setCredits('sb_small', 0);
			expect((await control('/reset', 'POST')).status).toBe(204);
			expect(emulator.credits('sb_small')).toBe(3);
			expect((await get('/v1/zillow/markets')).headers.get('x-ratelimit-limit')).toBe('300');
		});

		it('does not log its own requests and rejects unknown paths and methods', async () => {
			expect((await control('/nothing')).status).toBe(404);
			expect((await control('/reset', 'GET')).status).toBe(405);
			expect((await control('/requests', 'POST', {})).status).toBe(405);
			expect(emulator.requests).toHaveLength(0);
		});
	});

	describe('routing', () => {
		it('keeps a percent-encoded slash inside one path parameter', async () => {
			const reply = await get('/v1/test/items/a%2Fb%20c/reviews?q=x');
			expect(reply.status).toBe(200);
			expect((reply.json as { item_id: string }).item_id).toBe('a/b c');
			expect(emulator.requests[0].path).toBe('/v1/test/items/a/b c/reviews');
			expect((await get('/v1/test/items/a/b/reviews?q=x')).status).toBe(404);
		});

		it('answers 404 for unknown paths, before auth', async () => {
			for (const key of [DEFAULT_TEST_KEY, null]) {
				const reply = await get('/v1/zillow/nowhere', { key });
				expect(reply.status).toBe(404);
				expect(reply.json).toEqual({ detail: 'Not Found' });
			}
		});

		it('answers 405 for other methods', async () => {
			const reply = await get('/v1/zillow/markets', { method: 'POST' });
			expect(reply.status).toBe(405);
			expect(reply.json).toEqual({ detail: 'Method Not Allowed' });
			expect(reply.headers.get('allow')).toBe('GET');
		});

		it('redirects a path that only misses a trailing slash, like FastAPI', async () => {
			const reply = await get('/v1/test/tweets?n=1');
			expect(reply.status).toBe(307);
			expect(reply.headers.get('location')).toBe(`${emulator.url}/v1/test/tweets/?n=1`);
		});

		it('serves a POST read with a checked JSON body, logs the body, and prefers the route of the method asked', async () => {
			const [id] = allVideos().map((video) => video.video_id);
			const ok = await get('/v1/youtube/videos/batch', { method: 'POST', body: { video_ids: [id, 'zzzzzzzzzzz'] } });
			expect(ok.status).toBe(200);
			expect(ok.json).toMatchObject({ videos: [{ video_id: id }], not_found: ['zzzzzzzzzzz'] });
			expect(ok.headers.get('x-credits-used')).toBe('10');
			expect(emulator.requests[0]).toMatchObject({ method: 'POST', body: { video_ids: [id, 'zzzzzzzzzzz'] }, creditsCharged: 10 });
			// A GET of the same path is the video-detail route with "batch" as its ID, which has the wrong form.
			expect((await get('/v1/youtube/videos/batch')).status).toBe(422);
		});

		it('answers 422 for a POST body that is missing, not JSON, without the list, too long or of the wrong form, before any charge', async () => {
			const tooMany = Array.from({ length: 51 }, () => 'dQw4w9WgXcQ');
			const notJson = await fetch(`${emulator.url}/v1/youtube/videos/batch`, {
				method: 'POST',
				headers: { 'x-api-key': DEFAULT_TEST_KEY, 'content-type': 'application/json' },
				body: '{"video_ids": [',
			});
			const replies = await Promise.all([
				get('/v1/youtube/videos/batch', { method: 'POST' }),
				get('/v1/youtube/videos/batch', { method: 'POST', body: 'a string' }),
				get('/v1/youtube/videos/batch', { method: 'POST', body: { video_ids: tooMany } }),
				get('/v1/youtube/videos/batch', { method: 'POST', body: { video_ids: ['short'] } }),
			]);
			expect([notJson.status, ((await notJson.json()) as { detail: Array<{ type: string }> }).detail[0].type]).toEqual([422, 'json_invalid']);
			expect(replies.map((reply) => [reply.status, (reply.json as { detail: Array<{ type: string }> }).detail[0].type])).toEqual([
				[422, 'missing'],
				[422, 'missing'],
				[422, 'too_long'],
				[422, 'string_pattern_mismatch'],
			]);
			expect(emulator.requests.every((request) => request.creditsCharged === 0)).toBe(true);
		});

		it('refuses two routes with the same shape', async () => {
			await expect(startEmulator({ routes: [...routes, ...routes] })).rejects.toThrow('declared twice');
		});
	});
});
