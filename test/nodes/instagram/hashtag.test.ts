/**
 * Instagram > Hashtag: Get (one hashtag), Get Recent Posts and Get Top Posts (paged by `cursor` / `next_cursor`,
 * `amount` sized to the Limit), each hashtag form (name, #name, explore URL, letters beyond ASCII), and bad input refused
 * before any request, through n8n-core against the emulator.
 */
import type { IDataObject } from 'n8n-workflow';

import { HASHTAGS, RECENT_COUNT, TOP_COUNT, tagPost } from '../../emulator/fixtures/instagram/tags-places';
import { byId, byUrl, instagramSuite, mapped, operation } from './support';

const { suite, run, requests, expectRefused } = instagramSuite();
const getHashtag = operation('hashtag', 'get');
const getRecent = operation('hashtag', 'getRecentPosts');
const getTop = operation('hashtag', 'getTopPosts');
const jsonOf = (items: Array<{ json: IDataObject }>) => items.map((item) => item.json);

describe('Instagram > Hashtag > Get', () => {
	test.each([
		['name', byId('sourdough')],
		['#name', byId('#sourdough')],
		['explore URL', byUrl('https://www.instagram.com/explore/tags/sourdough/')],
		['explore URL without www, from an expression', mapped('instagram.com/explore/tags/sourdough')],
	])('by %s: one request, the hashtag as one item', async (_label, tag) => {
		const { items, error } = await run(getHashtag({ tag }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/instagram/hashtags/sourdough', query: {} }]);
		expect(jsonOf(items)).toEqual([HASHTAGS[0]]);
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([5]);
	});

	test('a hashtag in letters beyond ASCII (the emulator logs the path decoded)', async () => {
		const { items, error } = await run(getHashtag({ tag: byId('#brötchen') }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/instagram/hashtags/brötchen', query: {} }]);
		expect(jsonOf(items)).toEqual([HASHTAGS[3]]);
	});

	test('a hashtag the service does not have is a 404 naming Instagram', async () => {
		const { error } = await run(getHashtag({ tag: byId('nosuchtag') }));
		expect(error?.message).toBe('Not found on Instagram (404)');
	});

	test.each([
		['two words', mapped('sour dough')],
		['a post URL', byUrl('https://www.instagram.com/p/CbadgerPoAA/')],
		['a hashtag URL of another site', byUrl('https://example.com/explore/tags/sourdough/')],
	])('refused before any request: %s', async (_label, tag) => {
		await expectRefused(getHashtag({ tag }), 'Hashtag must be');
	});
});

describe('Instagram > Hashtag > Get Recent Posts and Get Top Posts', () => {
	test('Get Recent Posts, Return All: pages of 100 by next_cursor until it is null, one item per post', async () => {
		const { items, error } = await run(getRecent({ tag: byId('sourdough'), returnAll: true }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{ path: '/v1/instagram/hashtags/sourdough/recent', query: { amount: '100' } },
			{ path: '/v1/instagram/hashtags/sourdough/recent', query: { amount: '100', cursor: expect.any(String) } },
		]);
		expect(jsonOf(items)).toEqual(Array.from({ length: RECENT_COUNT }, (_, index) => tagPost('sourdough', 'recent', index)));
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([8, 8]);
	});

	test('Get Recent Posts, Limit 120: a page of 100, then one sized to the 20 still wanted', async () => {
		const { items } = await run(getRecent({ tag: byId('sourdough'), limit: 120 }));
		expect(requests().map((request) => request.query.amount)).toEqual(['100', '20']);
		expect(items).toHaveLength(120);
	});

	test('Get Top Posts, Return All: every top post in one page of 100', async () => {
		const { items, error } = await run(getTop({ tag: byUrl('https://www.instagram.com/explore/tags/sourdough/'), returnAll: true }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/instagram/hashtags/sourdough/top', query: { amount: '100' } }]);
		expect(jsonOf(items)).toEqual(Array.from({ length: TOP_COUNT }, (_, index) => tagPost('sourdough', 'top', index)));
	});

	test('Get Top Posts, Limit 4: one request for 4', async () => {
		const { items } = await run(getTop({ tag: byId('#sourdough'), limit: 4 }));
		expect(requests()).toEqual([{ path: '/v1/instagram/hashtags/sourdough/top', query: { amount: '4' } }]);
		expect(items).toHaveLength(4);
	});

	test.each([getRecent, getTop])('a hashtag the service does not have is a 404 naming Instagram', async (op) => {
		const { error } = await run(op({ tag: byId('nosuchtag'), limit: 5 }));
		expect(error?.message).toBe('Not found on Instagram (404)');
	});

	test.each([getRecent, getTop])('a blank hashtag from an expression is refused before any request', async (op) => {
		await expectRefused(op({ tag: mapped('') }), 'Hashtag is required');
	});
});
