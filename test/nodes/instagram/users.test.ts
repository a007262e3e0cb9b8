/**
 * Instagram > User: Get (one profile) and Get Posts (paged by `cursor` / `next_cursor`, `amount` sized to the Limit),
 * each account form (username, @username, profile URL with or without a tab), and bad input refused before any
 * request, through n8n-core against the emulator.
 */
import type { IDataObject } from 'n8n-workflow';

import { POST_COUNT, PROFILE, post, USERNAME } from '../../emulator/fixtures/instagram/users';
import { byId, byUrl, instagramSuite, mapped, operation } from './support';

const { suite, run, requests, expectRefused } = instagramSuite();
const getUser = operation('user', 'get');
const getPosts = operation('user', 'getPosts');
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
