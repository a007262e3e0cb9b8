/** Facebook > Group: Get (by numeric ID, name or URL) and Get Posts (the feed, paged by its Relay cursor), through n8n-core. */
import { GROUP, GROUP_ID, GROUP_POSTS, GROUP_SLUG, PAGE_SIZE } from '../../emulator/fixtures/facebook/pages';
import { byId, byUrl, cursorRequests, facebookSuite, field, mapped, operation } from './support';

const { run, requests, expectRefused } = facebookSuite();
const get = operation('group', 'get');
const getPosts = operation('group', 'getPosts');

describe('Facebook > Group > Get', () => {
	test.each([
		['its numeric ID', byId(GROUP_ID), GROUP_ID],
		['the name in its URL', byId(GROUP_SLUG), GROUP_SLUG],
		['its URL', byUrl(`https://www.facebook.com/groups/${GROUP_ID}/about`), GROUP_ID],
		['a post URL inside it', byUrl(`https://m.facebook.com/groups/${GROUP_SLUG}/posts/3094832771620300/`), GROUP_SLUG],
	])('by %s: the group', async (_what, group, sent) => {
		const { items, error } = await run(get({ group_id: group }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/facebook/groups/${sent}`, query: {} }]);
		expect(items.map((item) => item.json)).toEqual([GROUP]);
	});

	test('an unknown group is a 404 said as such', async () => {
		expect((await run(get({ group_id: byId('nosuchgroup') }))).error?.message).toMatch(/404|not found/i);
	});

	test.each([
		[byUrl('https://www.facebook.com/NASA'), 'Facebook group URL'],
		[mapped('buy nothing'), 'numeric group ID'],
	])('refused before any request: %j', async (group, form) => {
		await expectRefused(get({ group_id: group }), form);
	});
});

describe('Facebook > Group > Get Posts', () => {
	test('Return All: pages of 3 by the cursor until has_next_page is false', async () => {
		const { items, error } = await run(getPosts({ group_id: byId(GROUP_ID), returnAll: true }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual(cursorRequests(`/v1/facebook/groups/${GROUP_ID}/posts`, GROUP_POSTS.length, PAGE_SIZE));
		expect(field(items, 'post_id')).toEqual(GROUP_POSTS.map((post) => post.post_id));
	});

	test('Limit 3: one page only', async () => {
		const { items } = await run(getPosts({ group_id: byUrl(`https://www.facebook.com/groups/${GROUP_ID}`), limit: 3 }));
		expect(requests()).toHaveLength(1);
		expect(items).toHaveLength(3);
	});
});
