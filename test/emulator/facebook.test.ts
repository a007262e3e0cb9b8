/**
 * The emulator's Facebook routes on their own: every answer holds exactly the keys of its endpoint page's example
 * (docs/api-reference/endpoint/facebook/*.mdx, read when the spec folder is there), at the overview's price; lists page
 * by Relay cursor with has_next_page false on the last page (which still carries a cursor); unknown pages are 404s.
 */
import { DEFAULT_TEST_KEY } from './index';
import { answeredKeys, endpointPagesThere, example, keyPaths } from './endpoint-pages';
import { platformSuite } from './platform-suite';
import { ADS, ADVERTISER_ID, ADVERTISER_RESULT, cursorAt, GROUP_ID, LISTINGS, PAGE_NAME, PAGE_POSTS, POST, PROFILE_NAME, TRANSPARENCY } from './fixtures/facebook/pages';

const suite = platformSuite({ keys: { [DEFAULT_TEST_KEY]: 10_000 } });
type Body = Record<string, unknown>;
const get = (path: string, query?: Record<string, string | number | boolean>) => suite.get<Body>(path, query);

const CALLS: Array<{ page: string; path: string; query?: Record<string, string>; credits: string }> = [
	{ page: 'get-page', path: `/v1/facebook/pages/${PAGE_NAME}`, credits: '5' },
	{ page: 'get-page', path: `/v1/facebook/profiles/${PROFILE_NAME}`, credits: '5' },
	{ page: 'get-page-posts', path: `/v1/facebook/pages/${PAGE_NAME}/posts`, credits: '5' },
	{ page: 'get-page-posts', path: `/v1/facebook/profiles/${PROFILE_NAME}/posts`, credits: '5' },
	{ page: 'get-page-posts', path: `/v1/facebook/groups/${GROUP_ID}/posts`, credits: '5' },
	{ page: 'get-group', path: `/v1/facebook/groups/${GROUP_ID}`, credits: '5' },
	{ page: 'get-post', path: `/v1/facebook/posts/${POST.post_id}`, credits: '5' },
	{ page: 'get-post-comments', path: `/v1/facebook/posts/${POST.post_id}/comments`, credits: '10' },
	{ page: 'marketplace-search', path: '/v1/facebook/marketplace/search', query: { query: 'macbook pro' }, credits: '5' },
	{ page: 'marketplace-category', path: '/v1/facebook/marketplace/category/vehicles', query: { location: 'la' }, credits: '5' },
	{ page: 'marketplace-item', path: `/v1/facebook/marketplace/item/${LISTINGS[0].id}`, credits: '5' },
	{ page: 'marketplace-locations', path: '/v1/facebook/marketplace/locations', credits: '0' },
	{ page: 'marketplace-categories', path: '/v1/facebook/marketplace/categories', credits: '0' },
	{ page: 'ads-search', path: '/v1/facebook/ads/search', query: { query: 'Nike' }, credits: '5' },
	{ page: 'ad-pages', path: `/v1/facebook/ads/pages/${ADVERTISER_ID}`, credits: '5' },
];

(endpointPagesThere('facebook') ? describe : describe.skip)('every answer as its endpoint page shows it', () => {
	test.each(CALLS)("$path: the keys of $page's example, for $credits credits", async ({ page, path, query, credits }) => {
		const { status, body, credits: charged } = await get(path, query);
		expect(status).toBe(200);
		expect(charged).toBe(credits);
		const shown = keyPaths(example('facebook', page));
		expect(answeredKeys(body, shown).sort()).toEqual([...shown].sort());
	});
});

describe('the Ad Library', () => {
	test('an ad looked up: the search answer without its cursor (the docs: search only); an EU country adds transparency', async () => {
		const [first] = ADS;
		const plain = await get(`/v1/facebook/ads/${first.ad_archive_id}`);
		expect(plain.credits).toBe('5');
		expect(plain.body).toEqual({ ads: [first], count: 1, query: first.ad_archive_id });
		const eu = await get(`/v1/facebook/ads/${first.ad_archive_id}`, { country: 'DE' });
		expect(eu.body.ads).toEqual([{ ...first, transparency: TRANSPARENCY }]);
	});

	test('an advertiser search: its pages, keyword suggestions, count and query, as the page lists them', async () => {
		const { body, credits } = await get('/v1/facebook/ads/pages/search', { query: 'nike' });
		expect(credits).toBe('5');
		expect(Object.keys(body)).toEqual(['pages', 'keyword_suggestions', 'count', 'query']);
		expect(body.pages).toEqual([ADVERTISER_RESULT]);
	});

	test('a malformed country is a 422', async () => {
		expect((await get('/v1/facebook/ads/search', { query: 'Nike', country: 'USA' })).status).toBe(422);
	});
});

describe('Relay cursor lists', () => {
	test("a Page's timeline: pages of 3 by end_cursor, has_next_page false on the last (which still has a cursor)", async () => {
		const path = `/v1/facebook/pages/${PAGE_NAME}/posts`;
		const pages = [await get(path), await get(path, { after: cursorAt(3) }), await get(path, { after: cursorAt(6) })].map(({ body }) => ({
			count: body.count,
			end_cursor: body.end_cursor,
			has_next_page: body.has_next_page,
		}));
		expect(pages).toEqual([
			{ count: 3, end_cursor: cursorAt(3), has_next_page: true },
			{ count: 3, end_cursor: cursorAt(6), has_next_page: true },
			{ count: PAGE_POSTS.length - 6, end_cursor: cursorAt(PAGE_POSTS.length), has_next_page: false },
		]);
	});

	test('a cursor the service never gave is refused', async () => {
		expect((await get(`/v1/facebook/pages/${PAGE_NAME}/posts`, { after: 'not-a-cursor' })).status).toBe(400);
	});
});

describe('unknown pages', () => {
	test.each(['/v1/facebook/pages/nobody-here', '/v1/facebook/profiles/nobody.here', '/v1/facebook/groups/999', '/v1/facebook/posts/123456789', '/v1/facebook/posts/123456789/comments', '/v1/facebook/marketplace/item/1', '/v1/facebook/ads/1', '/v1/facebook/ads/pages/1'])(
		'%s is a 404',
		async (path) => {
			expect((await get(path)).status).toBe(404);
		},
	);
});
