/**
 * Instagram > User: Get (one profile), the cursor lists (Get Posts, Get Reels, Get Tagged, Get Followers, Get Following:
 * paged by `cursor` / `next_cursor`, `amount` sized to the Limit) and the one-request reads (Get About, Get Highlights,
 * Get Stories, Get Related),
 * each account form (username, @username, profile URL with or without a tab), and bad input refused before any
 * request, through n8n-core against the emulator.
 */
import type { IDataObject } from 'n8n-workflow';

import { ABOUT, FOLLOWER_COUNT, followed, follower, FOLLOWING_COUNT, HIGHLIGHTS, REELS, RELATED, STORIES, TAGGED_COUNT, taggedPost } from '../../emulator/fixtures/instagram/account-lists';
import { POST_COUNT, PROFILE, post, USERNAME } from '../../emulator/fixtures/instagram/users';
import { byId, byUrl, instagramSuite, mapped, operation } from './support';

const { suite, run, requests, expectRefused } = instagramSuite();
const getUser = operation('user', 'get');
const getPosts = operation('user', 'getPosts');
const getReels = operation('user', 'getReels');
const getTagged = operation('user', 'getTagged');
const getAbout = operation('user', 'getAbout');
const getFollowers = operation('user', 'getFollowers');
const getFollowing = operation('user', 'getFollowing');
const jsonOf = (items: Array<{ json: IDataObject }>) => items.map((item) => item.json);

describe('Instagram > User > Get', () => {
	test.each([
		['username', byId(USERNAME)],
		['@username', byId(`@${USERNAME}`)],
		['profile URL', byUrl(`https://www.instagram.com/${USERNAME}/`)],
		['profile URL without www and with a tab', byUrl(`https://instagram.com/${USERNAME}/reels/?hl=en`)],
	])('by %s: one request, the profile as one item', async (_label, user) => {
		const { items, error } = await run(getUser({ username: user }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/instagram/users/${USERNAME}`, query: {} }]);
		expect(jsonOf(items)).toEqual([PROFILE]);
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([5]);
	});

	test('an unknown account is a 404 naming Instagram', async () => {
		const { error } = await run(getUser({ username: byId('nobody.here') }));
		expect(error?.message).toBe('Not found on Instagram (404)');
	});

	test.each([
		['a name with a space, from an expression', mapped('badger bakery'), 'User must be'],
		['a post URL where a profile goes', byUrl('https://www.instagram.com/p/CbadgerPoAA/'), 'User must be'],
		['a URL of another site', byUrl(`https://example.com/${USERNAME}`), 'User must be'],
	])('refused before any request: %s', async (_label, user, message) => {
		await expectRefused(getUser({ username: user }), message);
	});
});

describe('Instagram > User > Get Posts', () => {
	test('Return All: pages of 100 by next_cursor until it is null, one item per post', async () => {
		const { items, error } = await run(getPosts({ username: byId(USERNAME), returnAll: true }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{ path: `/v1/instagram/users/${USERNAME}/posts`, query: { amount: '100' } },
			{ path: `/v1/instagram/users/${USERNAME}/posts`, query: { amount: '100', cursor: expect.any(String) } },
		]);
		expect(jsonOf(items)).toEqual(Array.from({ length: POST_COUNT }, (_, index) => post(index)));
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([8, 8]);
	});

	test('Limit 25 with pages sized to it: one request for 25', async () => {
		const { items } = await run(getPosts({ username: byId(USERNAME), limit: 25 }));
		expect(requests()).toEqual([{ path: `/v1/instagram/users/${USERNAME}/posts`, query: { amount: '25' } }]);
		expect(items).toHaveLength(25);
	});

	test('Limit 110: a page of 100, then one sized to the 10 still wanted, from the cursor given', async () => {
		const { items } = await run(getPosts({ username: byId(USERNAME), limit: 110 }));
		expect(requests().map((request) => request.query.amount)).toEqual(['100', '10']);
		expect(jsonOf(items).map((record) => record.code)).toEqual(Array.from({ length: 110 }, (_, index) => post(index).code));
	});

	test('Get then Get Posts with no expression typed: the username of the incoming profile', async () => {
		const profiles = jsonOf((await run(getUser({ username: byId(USERNAME) }))).items);
		suite.emulator.reset();
		const { items, error } = await run(getPosts({ limit: 3 }), { items: profiles });
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/instagram/users/${USERNAME}/posts`, query: { amount: '3' } }]);
		expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 0 }, { item: 0 }]);
	});

	test('an unknown account is a 404 naming Instagram', async () => {
		const { error } = await run(getPosts({ username: byId('nobody.here'), limit: 5 }));
		expect(error?.message).toBe('Not found on Instagram (404)');
	});

	test.each([
		['a name too long for Instagram, from an expression', { username: mapped('x'.repeat(31)) }, 'User must be'],
		['an incoming item without a username', {}, 'User is required'],
	])('refused before any request: %s', async (_label, parameters, message) => {
		await expectRefused(getPosts(parameters), message);
	});
});

describe('Instagram > User > Get Reels and Get Tagged (cursor lists)', () => {
	test('Get Reels, Return All: pages of 100 until next_cursor is null, one item per reel', async () => {
		const { items, error } = await run(getReels({ username: byId(USERNAME), returnAll: true }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/instagram/users/${USERNAME}/reels`, query: { amount: '100' } }]);
		expect(jsonOf(items)).toEqual(REELS);
	});

	test('Get Reels, Limit 30: one request for 30', async () => {
		const { items } = await run(getReels({ username: byUrl(`https://www.instagram.com/${USERNAME}/reels/`), limit: 30 }));
		expect(requests()).toEqual([{ path: `/v1/instagram/users/${USERNAME}/reels`, query: { amount: '30' } }]);
		expect(items).toHaveLength(30);
	});

	test('Get Tagged, Limit 40: one request for 40, the tagged posts newest first', async () => {
		const { items } = await run(getTagged({ username: byId(`@${USERNAME}`), limit: 40 }));
		expect(requests()).toEqual([{ path: `/v1/instagram/users/${USERNAME}/tagged`, query: { amount: '40' } }]);
		expect(jsonOf(items)).toEqual(Array.from({ length: 40 }, (_, index) => taggedPost(index)));
	});

	test('Get Tagged, Return All: every tagged post', async () => {
		const { items } = await run(getTagged({ username: byId(USERNAME), returnAll: true }));
		expect(items).toHaveLength(TAGGED_COUNT);
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([8]);
	});

	test.each([getReels, getTagged])('an unknown account is a 404 naming Instagram', async (op) => {
		const { error } = await run(op({ username: byId('nobody.here'), limit: 5 }));
		expect(error?.message).toBe('Not found on Instagram (404)');
	});

	test('a post URL where the account goes is refused before any request', async () => {
		await expectRefused(getTagged({ username: byUrl('https://www.instagram.com/p/CbadgerPoAA/') }), 'User must be');
	});
});

describe('Instagram > User > Get About, Get Highlights, Get Stories, Get Related (one request each)', () => {
	test('Get About: the answer as one item', async () => {
		const { items, error } = await run(getAbout({ username: byId(USERNAME) }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/instagram/users/${USERNAME}/about`, query: {} }]);
		expect(jsonOf(items)).toEqual([ABOUT]);
	});

	test.each([
		['getHighlights', 'highlights', () => HIGHLIGHTS],
		['getStories', 'stories', () => STORIES],
		['getRelated', 'related', () => RELATED],
	])('%s: one request, one item per record', async (name, tail, expected) => {
		const { items, error } = await run(operation('user', name)({ username: byUrl(`https://www.instagram.com/${USERNAME}/`) }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/instagram/users/${USERNAME}/${tail}`, query: {} }]);
		expect(jsonOf(items)).toEqual(expected());
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([5]);
	});

	test('Get then Get Related with no expression typed: the username of the incoming profile', async () => {
		const { items, error } = await run(operation('user', 'getRelated')({}), { items: [PROFILE] });
		expect(error).toBeUndefined();
		expect(requests().map((request) => request.path)).toEqual([`/v1/instagram/users/${USERNAME}/related`]);
		expect(items).toHaveLength(RELATED.length);
	});

	test.each(['getAbout', 'getHighlights', 'getStories', 'getRelated'])('%s: an unknown account is a 404 naming Instagram', async (name) => {
		const { error } = await run(operation('user', name)({ username: byId('nobody.here') }));
		expect(error?.message).toBe('Not found on Instagram (404)');
	});

	test.each(['getAbout', 'getHighlights', 'getStories', 'getRelated'])('%s: a name with a space is refused before any request', async (name) => {
		await expectRefused(operation('user', name)({ username: mapped('badger bakery') }), 'User must be');
	});
});

describe('Instagram > User > Get Followers and Get Following', () => {
	test('Get Followers, Return All: pages of 100 until next_cursor is null, latest followers first', async () => {
		const { items, error } = await run(getFollowers({ username: byId(USERNAME), returnAll: true }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{ path: `/v1/instagram/users/${USERNAME}/followers`, query: { amount: '100' } },
			{ path: `/v1/instagram/users/${USERNAME}/followers`, query: { amount: '100', cursor: expect.any(String) } },
			{ path: `/v1/instagram/users/${USERNAME}/followers`, query: { amount: '100', cursor: expect.any(String) } },
		]);
		expect(jsonOf(items)).toEqual(Array.from({ length: FOLLOWER_COUNT }, (_, index) => follower(index)));
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([8, 8, 8]);
	});

	test('Get Followers, earliest first, Limit 3: the order sent, one request for 3', async () => {
		const { items } = await run(getFollowers({ username: byId(USERNAME), limit: 3, options: { order: 'date_followed_earliest' } }));
		expect(requests()).toEqual([{ path: `/v1/instagram/users/${USERNAME}/followers`, query: { amount: '3', order: 'date_followed_earliest' } }]);
		expect(jsonOf(items)).toEqual([follower(FOLLOWER_COUNT - 1), follower(FOLLOWER_COUNT - 2), follower(FOLLOWER_COUNT - 3)]);
	});

	test('Get Following, Limit 150: every one of the 60, in one page of 100 (the list ends before the Limit)', async () => {
		const { items } = await run(getFollowing({ username: byId(USERNAME), limit: 150 }));
		expect(requests()).toEqual([{ path: `/v1/instagram/users/${USERNAME}/following`, query: { amount: '100' } }]);
		expect(jsonOf(items)).toEqual(Array.from({ length: FOLLOWING_COUNT }, (_, index) => followed(index)));
	});

	test.each([getFollowers, getFollowing])('an unknown account is a 404 naming Instagram', async (op) => {
		const { error } = await run(op({ username: byId('nobody.here'), limit: 5 }));
		expect(error?.message).toBe('Not found on Instagram (404)');
	});

	test.each([getFollowers, getFollowing])('an incoming item without a username is refused before any request', async (op) => {
		await expectRefused(op({}), 'User is required');
	});
});
