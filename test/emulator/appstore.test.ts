/**
 * The emulator's App Store routes on their own: every answer holds exactly the keys of its endpoint page's example
 * (docs/api-reference/endpoint/app-store/*.mdx, read when the spec folder is there), at the overview's price; a search
 * is 200 apps at most, sliced by offset; reviews are 50 a page to page 10; the documented 400s and 404s.
 */
import { DEFAULT_TEST_KEY } from './index';
import { answeredKeys, endpointPagesThere, example, keyPaths } from './endpoint-pages';
import { platformSuite } from './platform-suite';
import { APPS, DEVELOPERS, REVIEW_COUNTS, REVIEWED_APP, SEARCH_CAP } from './fixtures/appstore/apps';

const suite = platformSuite({ keys: { [DEFAULT_TEST_KEY]: 10_000 } });
type Body = Record<string, unknown> & { reviews?: Array<Record<string, unknown>>; apps?: Array<Record<string, unknown>> };
const get = (path: string, query?: Record<string, string | number | boolean>) => suite.get<Body>(path, query);

const APP = String(REVIEWED_APP.app_id);
const CALLS: Array<{ page: string; path: string; query?: Record<string, string>; credits: string }> = [
	{ page: 'search', path: '/v1/app-store/search', query: { query: 'ledger' }, credits: '5' },
	{ page: 'get-app', path: `/v1/app-store/apps/${APP}`, credits: '5' },
	{ page: 'get-reviews', path: `/v1/app-store/apps/${APP}/reviews`, credits: '5' },
	{ page: 'get-developer', path: `/v1/app-store/developers/${DEVELOPERS[0].developer_id}`, credits: '5' },
	{ page: 'charts', path: '/v1/app-store/charts', query: { genre: '6014' }, credits: '5' },
	{ page: 'list-genres', path: '/v1/app-store/genres', credits: '0' },
	{ page: 'list-markets', path: '/v1/app-store/markets', credits: '0' },
];

const specThere = endpointPagesThere('app-store');
(specThere ? describe : describe.skip)('every answer as its endpoint page shows it', () => {
	test.each(CALLS)("$page: the keys of the page's example, for $credits credits", async ({ page, path, query, credits }) => {
		const { status, body, credits: charged } = await get(path, query);
		expect(status).toBe(200);
		expect(charged).toBe(credits);
		const shown = keyPaths(example('app-store', page));
		expect(answeredKeys(body, shown).sort()).toEqual([...shown].sort());
	});
});

describe('search', () => {
	test('200 apps at most, sliced by offset and limit, offset + limit capped at 200', async () => {
		expect((await get('/v1/app-store/search', { query: 'a', limit: 200 })).body.apps).toHaveLength(SEARCH_CAP);
		const slice = (await get('/v1/app-store/search', { query: 'a', limit: 50, offset: 180 })).body.apps ?? [];
		expect(slice).toHaveLength(20);
		expect((await get('/v1/app-store/search', { query: 'a', limit: 201 })).status).toBe(422);
	});

	test('a bundle ID reads the same app as its numeric ID; extras are null when not asked', async () => {
		const byBundle = (await get(`/v1/app-store/apps/${REVIEWED_APP.bundle_id}`)).body;
		expect(byBundle.app_id).toBe(REVIEWED_APP.app_id);
		expect((await get(`/v1/app-store/apps/${APP}`, { include_extras: false })).body.extras).toBeNull();
	});

	test('a storefront prices in its currency', async () => {
		const paid = APPS.find((app) => app.paid)!;
		expect((await get(`/v1/app-store/apps/${paid.app_id}`, { country: 'de' })).body).toMatchObject({ currency: 'EUR', formatted_price: `${paid.list_price.toFixed(2).replace('.', ',')} €` });
	});
});

describe('reviews', () => {
	test('50 a page, most recent first, to page 10; page 11 is refused', async () => {
		const first = (await get(`/v1/app-store/apps/${APP}/reviews`)).body.reviews ?? [];
		expect(first).toHaveLength(50);
		const times = first.map((review) => review.updated_utc as number);
		expect(times).toEqual([...times].sort((a, b) => b - a));
		expect((await get(`/v1/app-store/apps/${APP}/reviews`, { page: 10 })).body.reviews).toHaveLength(50);
		expect((await get(`/v1/app-store/apps/${APP}/reviews`, { page: 11 })).status).toBe(422);
		expect((await get(`/v1/app-store/apps/${APP}/reviews`, { country: 'gb', page: 2 })).body.reviews).toHaveLength(REVIEW_COUNTS.gb - 50);
	});

	test.each([
		[`/v1/app-store/apps/${REVIEWED_APP.bundle_id}/reviews`, {}],
		[`/v1/app-store/apps/${APP}/reviews`, { sort: 'newest' }],
		[`/v1/app-store/apps/${APP}/reviews`, { country: 'USA' }],
		['/v1/app-store/developers/meta', {}],
		['/v1/app-store/charts', { type: 'top-new' }],
		['/v1/app-store/charts', { genre: 6022 }],
	])('%s %j is a 400', async (path, query) => {
		expect((await get(path, query)).status).toBe(400);
	});
});

describe('unknown pages', () => {
	test.each(['/v1/app-store/apps/123', '/v1/app-store/apps/com.nobody.none', '/v1/app-store/apps/123/reviews', '/v1/app-store/developers/123'])('%s is a 404', async (path) => {
		expect((await get(path)).status).toBe(404);
	});
});
