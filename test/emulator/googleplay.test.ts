/**
 * The emulator's Google Play routes on their own: every answer holds exactly the keys of its endpoint page's example
 * (docs/api-reference/endpoint/google-play/*.mdx, read when the spec folder is there), at the page's price; reviews
 * page by continuation token, up to 150 a page; top charts are the documented 422; unknown apps, developers and
 * categories are 404s.
 */
import { DEFAULT_TEST_KEY } from './index';
import { answeredKeys, endpointPagesThere, example, keyPaths } from './endpoint-pages';
import { platformSuite } from './platform-suite';
import { APPS, DEVELOPERS, REVIEW_COUNT, REVIEWED_APP } from './fixtures/googleplay/apps';

const suite = platformSuite({ keys: { [DEFAULT_TEST_KEY]: 10_000 } });
type Body = Record<string, unknown> & { reviews?: Array<Record<string, unknown>>; apps?: Array<Record<string, unknown>>; next_page_token?: string | null };
const get = (path: string, query?: Record<string, string | number | boolean>) => suite.get<Body>(path, query);

const APP = REVIEWED_APP.app_id;
const CALLS: Array<{ page: string; path: string; query?: Record<string, string>; credits: string }> = [
	{ page: 'search', path: '/v1/google-play/search', query: { query: 'puzzle' }, credits: '5' },
	{ page: 'get-app', path: `/v1/google-play/apps/${APP}`, credits: '5' },
	{ page: 'get-reviews', path: `/v1/google-play/apps/${APP}/reviews`, credits: '5' },
	{ page: 'get-permissions', path: `/v1/google-play/apps/${APP}/permissions`, credits: '3' },
	{ page: 'get-similar', path: `/v1/google-play/apps/${APP}/similar`, credits: '5' },
	{ page: 'get-developer', path: `/v1/google-play/developers/${DEVELOPERS[0].developer_id}`, credits: '5' },
	{ page: 'browse-category', path: '/v1/google-play/categories/GAME_PUZZLE', credits: '5' },
	{ page: 'list-categories', path: '/v1/google-play/categories', credits: '0' },
	{ page: 'list-markets', path: '/v1/google-play/markets', credits: '0' },
];

const specThere = endpointPagesThere('google-play');
(specThere ? describe : describe.skip)('every answer as its endpoint page shows it', () => {
	test.each(CALLS)("$page: the keys of the page's example, for $credits credits", async ({ page, path, query, credits }) => {
		const { status, body, credits: charged } = await get(path, query);
		expect(status).toBe(200);
		expect(charged).toBe(credits);
		const shown = keyPaths(example('google-play', page));
		expect(answeredKeys(body, shown).sort()).toEqual([...shown].sort());
	});
});

describe('reviews', () => {
	test('page by next_page_token, 40 by default, null on the last page', async () => {
		const seen: unknown[] = [];
		let token: string | null | undefined;
		const counts: number[] = [];
		do {
			const { body } = await get(`/v1/google-play/apps/${APP}/reviews`, token ? { page_token: token } : {});
			counts.push(body.reviews?.length ?? 0);
			seen.push(...(body.reviews ?? []).map((review) => review.review_id));
			token = body.next_page_token;
		} while (token);
		expect(counts).toEqual([40, 40, 40, 40, 40, 40, 40, 40]);
		expect(counts.reduce((sum, count) => sum + count)).toBe(REVIEW_COUNT);
		expect(new Set(seen).size).toBe(REVIEW_COUNT);
	});

	test('newest first; 150 at most a page, more is a 422', async () => {
		const { body } = await get(`/v1/google-play/apps/${APP}/reviews`, { count: 150 });
		const times = (body.reviews ?? []).map((review) => review.at_utc as number);
		expect(times).toEqual([...times].sort((a, b) => b - a));
		expect(times).toHaveLength(150);
		expect(body.next_page_token).toEqual(expect.any(String));
		expect((await get(`/v1/google-play/apps/${APP}/reviews`, { count: 151 })).status).toBe(422);
		expect((await get(`/v1/google-play/apps/${APP}/reviews`, { sort: 'oldest' })).status).toBe(422);
	});
});

describe('lists', () => {
	test('a developer by numeric ID or by name, the same apps; num caps them', async () => {
		const byId = (await get(`/v1/google-play/developers/${DEVELOPERS[1].developer_id}`)).body.apps;
		const byName = (await get(`/v1/google-play/developers/${encodeURIComponent(DEVELOPERS[1].name)}`)).body.apps;
		expect(byName).toEqual(byId);
		expect(byId).toHaveLength(APPS.length / DEVELOPERS.length);
		expect((await get(`/v1/google-play/developers/${DEVELOPERS[1].developer_id}`, { num: 3 })).body.apps).toHaveLength(3);
	});

	test('a storefront prices in its currency', async () => {
		const paid = APPS.find((app) => app.paid)!;
		expect((await get(`/v1/google-play/apps/${paid.app_id}`, { country: 'GB' })).body.price).toMatchObject({ currency: 'GBP', is_free: false });
	});

	test('top charts: the documented 422 (not billed); an unknown chart a 400', async () => {
		const chart = await get('/v1/google-play/collections/topselling_free', { category: 'GAME' });
		expect(chart.status).toBe(422);
		expect(chart.body.detail).toMatch(/client-side/);
		expect((await get('/v1/google-play/collections/top_new')).status).toBe(400);
	});
});

describe('unknown pages', () => {
	test.each(['/v1/google-play/apps/com.nobody.none', '/v1/google-play/apps/com.nobody.none/reviews', '/v1/google-play/developers/Nobody%20Inc', '/v1/google-play/categories/NOT_A_CATEGORY'])('%s is a 404', async (path) => {
		expect((await get(path)).status).toBe(404);
	});
});
