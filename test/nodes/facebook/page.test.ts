/**
 * Facebook > Page and Profile: Get (by name, @name, numeric ID or URL) and Get Posts (the timeline, paged by its Relay
 * cursor until has_next_page is false), through n8n-core against the emulator.
 */
import { cursorAt, PAGE, PAGE_ID, PAGE_NAME, PAGE_POSTS, PAGE_SIZE, PROFILE, PROFILE_ID, PROFILE_NAME, PROFILE_POSTS } from '../../emulator/fixtures/facebook/pages';
import { byId, byUrl, cursorRequests, facebookSuite, field, mapped, operation } from './support';

const { run, requests, expectRefused, suite } = facebookSuite();

describe.each([
	{
		resource: 'page',
		record: PAGE,
		name: PAGE_NAME,
		id: PAGE_ID,
		posts: PAGE_POSTS,
		forms: [byId(PAGE_NAME), byId(`@${PAGE_NAME}`), byId(PAGE_ID), byUrl(`https://www.facebook.com/${PAGE_NAME}/about`), byUrl(`https://m.facebook.com/profile.php?id=${PAGE_ID}`), byUrl(`facebook.com/pg/${PAGE_NAME}`)],
	},
	{
		resource: 'profile',
		record: PROFILE,
		name: PROFILE_NAME,
		id: PROFILE_ID,
		posts: PROFILE_POSTS,
		forms: [byId(PROFILE_NAME), byId(PROFILE_ID), byUrl(`https://www.facebook.com/${PROFILE_NAME}`), byUrl(`https://www.facebook.com/profile.php?id=${PROFILE_ID}&sk=about`), byUrl(`https://www.facebook.com/people/Jordan-Okafor/${PROFILE_ID}/`)],
	},
])('Facebook > $resource', ({ resource, record, posts, forms }) => {
	const base = `/v1/facebook/${resource}s`;
	const get = operation(resource, 'get');
	const getPosts = operation(resource, 'getPosts');

	test.each(forms.map((form) => [form.mode, form.value, form]))('Get by %s %s: the one record, at 5 credits', async (_mode, value, form) => {
		const { items, error } = await run(get({ identifier: form }));
		expect(error).toBeUndefined();
		// A URL or @name is read down to the name or ID the path takes.
		const sent = requests()[0].path.slice(base.length + 1);
		expect([record.username, record.id]).toContain(sent);
		expect(String(value)).toContain(sent);
		expect(items.map((item) => item.json)).toEqual([record]);
		expect(suite.emulator.requests[0].creditsCharged).toBe(5);
	});

	test('Get: an unknown name is a 404 said as such', async () => {
		expect((await run(get({ identifier: byId('nosuchname12345') }))).error?.message).toMatch(/404|not found/i);
	});

	test.each([
		[byUrl('https://www.facebook.com/groups/1503289913'), 'Facebook'],
		[byUrl('https://www.facebook.com/marketplace/item/1'), 'Facebook'],
		[byUrl('https://www.instagram.com/nasa'), 'Facebook'],
		[mapped('NASA page'), 'numeric ID'],
		[mapped('../groups'), 'numeric ID'],
	])('refused before any request: %j', async (identifier, form) => {
		await expectRefused(get({ identifier }), form);
	});

	test('Get Posts, Return All: every page by its cursor, until has_next_page is false (the last page still has a cursor)', async () => {
		const { items, error } = await run(getPosts({ identifier: byId(record.username), returnAll: true }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual(cursorRequests(`${base}/${record.username}/posts`, posts.length, PAGE_SIZE));
		expect(field(items, 'post_id')).toEqual(posts.map((post) => post.post_id));
		expect(items[0].json.created_at).toBe(posts[0].created_at);
	});

	test('Get Posts, Limit 2: one request, two posts', async () => {
		const { items } = await run(getPosts({ identifier: byUrl(record.url), limit: 2 }));
		expect(requests()).toEqual([{ path: `${base}/${record.username}/posts`, query: {} }]);
		expect(items).toHaveLength(2);
	});

	test('Get Posts from a Start Cursor: sent as after', async () => {
		const { items } = await run(getPosts({ identifier: byId(record.id), limit: 1, options: { after: cursorAt(1) } }));
		expect(requests()).toEqual([{ path: `${base}/${record.id}/posts`, query: { after: cursorAt(1) } }]);
		expect(field(items, 'post_id')).toEqual([posts[1].post_id]);
	});
});
