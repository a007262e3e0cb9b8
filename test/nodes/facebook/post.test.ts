/**
 * Facebook > Post: Get and Get Comments, by numeric ID, pfbid or any post URL the site shows; a share link is refused
 * naming the full URL (it needs Facebook's redirect, which the service does not document taking).
 */
import { COMMENTS, cursorAt, PAGE_POSTS, PAGE_SIZE, POST } from '../../emulator/fixtures/facebook/pages';
import { byId, byUrl, cursorRequests, facebookSuite, field, mapped, operation } from './support';

const { run, requests, expectRefused, suite } = facebookSuite();
const get = operation('post', 'get');
const getComments = operation('post', 'getComments');

const PERMALINK = `https://www.facebook.com/permalink.php?story_fbid=${POST.post_id}&id=54971236771`;
const NUMERIC_POST_URL = `https://www.facebook.com/NASA/posts/${POST.post_id}/?comment_id=1`;

/** Each form, the ID the path gets, and the URL sent whole beside it ('' for none; the docs: permalink and /posts/ forms need it). */
const FORMS: Array<[string, unknown, string, string]> = [
	['its numeric ID', byId(POST.post_id), POST.post_id, ''],
	['its pfbid', byId(POST.id), POST.id, ''],
	['its Page URL', byUrl(POST.url), POST.id, POST.url],
	['a numeric Page post URL', byUrl(NUMERIC_POST_URL), POST.post_id, NUMERIC_POST_URL],
	['a permalink.php URL', byUrl(PERMALINK), POST.post_id, PERMALINK],
	['a reel URL', byUrl(`https://www.facebook.com/reel/${POST.post_id}`), POST.post_id, ''],
	['a video URL', byUrl(`https://www.facebook.com/NASA/videos/${POST.post_id}/`), POST.post_id, ''],
	['a watch URL', byUrl(`https://www.facebook.com/watch/?v=${POST.post_id}`), POST.post_id, ''],
	['a mapped post_id', mapped(POST.post_id), POST.post_id, ''],
];

describe('Facebook > Post > Get', () => {
	test.each(FORMS)('by %s', async (_what, postId, sent, whole) => {
		const { items, error } = await run(get({ post_id: postId }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/facebook/posts/${sent}`, query: whole === '' ? {} : { url: whole } }]);
		expect(items.map((item) => item.json)).toEqual([POST]);
		expect(suite.emulator.requests[0].creditsCharged).toBe(5);
	});

	test('an unknown post is a 404 said as such', async () => {
		expect((await run(get({ post_id: byId('99999999999') }))).error?.message).toMatch(/404|not found/i);
	});

	test.each([
		[byUrl('https://www.facebook.com/share/p/1AbCdEfGh/'), 'open it and copy the full URL'],
		[byUrl('https://fb.watch/abc123/'), 'Facebook post URL'],
		[byUrl('https://www.facebook.com/NASA'), 'Facebook post URL'],
		[mapped('post 12'), 'pfbid'],
	])('refused before any request: %j', async (postId, form) => {
		await expectRefused(get({ post_id: postId }), form);
	});
});

describe('Facebook > Post > Get Comments', () => {
	test('Return All: pages of 3 by the cursor until has_next_page is false, at 10 credits a page', async () => {
		const { items, error } = await run(getComments({ post_id: byId(POST.post_id), returnAll: true }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual(cursorRequests(`/v1/facebook/posts/${POST.post_id}/comments`, COMMENTS.length, PAGE_SIZE));
		expect(field(items, 'id')).toEqual(COMMENTS.map((comment) => comment.id));
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([10, 10]);
	});

	test('Limit 2 with Sort Newest and a Start Cursor', async () => {
		const { items } = await run(getComments({ post_id: byUrl(POST.url), limit: 2, options: { sort: 'newest', after: cursorAt(1) } }));
		expect(requests()).toEqual([{ path: `/v1/facebook/posts/${POST.id}/comments`, query: { url: POST.url, sort: 'newest', after: cursorAt(1) } }]);
		expect(field(items, 'id')).toEqual(COMMENTS.slice(1, 3).map((comment) => comment.id));
	});

	test('by a permalink.php URL: sent whole as url to the comments path, beside its story_fbid', async () => {
		const { items, error } = await run(getComments({ post_id: byUrl(PERMALINK), limit: 1 }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/facebook/posts/${POST.post_id}/comments`, query: { url: PERMALINK } }]);
		expect(field(items, 'id')).toEqual([COMMENTS[0].id]);
	});

	test('a post without comments gives no items after one request', async () => {
		const { items, error } = await run(getComments({ post_id: byId(PAGE_POSTS[1].post_id), returnAll: true }));
		expect(error).toBeUndefined();
		expect(requests()).toHaveLength(1);
		expect(items).toHaveLength(0);
	});
});
