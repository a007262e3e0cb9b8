/**
 * The emulator's Facebook routes on their own: every answer holds exactly the keys of its endpoint page's example
 * (docs/api-reference/endpoint/facebook/*.mdx, read when the spec folder is there), at the overview's price; lists page
 * by Relay cursor with has_next_page false on the last page (which still carries a cursor); unknown pages are 404s.
 */
import { DEFAULT_TEST_KEY } from './index';
import { answeredKeys, endpointPagesThere, example, keyPaths } from './endpoint-pages';
import { platformSuite } from './platform-suite';
import { cursorAt, GROUP_ID, PAGE_NAME, PAGE_POSTS, POST, PROFILE_NAME } from './fixtures/facebook/pages';

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
	test.each(['/v1/facebook/pages/nobody-here', '/v1/facebook/profiles/nobody.here', '/v1/facebook/groups/999', '/v1/facebook/posts/123456789', '/v1/facebook/posts/123456789/comments'])(
		'%s is a 404',
		async (path) => {
			expect((await get(path)).status).toBe(404);
		},
	);
});
