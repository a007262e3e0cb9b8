/**
 * Instagram > Post: Get (one post or reel), Get Comments (paged by `cursor` / `next_cursor`, `amount` sized to the
 * Limit) and Get Likers (one list), each post form (shortcode, /p/, /reel/, /reels/, /tv/ and author-first URLs), and
 * bad input refused before any request, through n8n-core against the emulator.
 */
import type { IDataObject } from 'n8n-workflow';

import { comments, LIKER_COUNT, likers, mediaDetail } from '../../emulator/fixtures/instagram/media';
import { post, postCode, USERNAME } from '../../emulator/fixtures/instagram/users';
import { byId, byUrl, instagramSuite, mapped, operation } from './support';

const { suite, run, requests, expectRefused } = instagramSuite();
const getPost = operation('post', 'get');
const getComments = operation('post', 'getComments');
const getLikers = operation('post', 'getLikers');
const getPosts = operation('user', 'getPosts');
const jsonOf = (items: Array<{ json: IDataObject }>) => items.map((item) => item.json);

/** A reel (every third post is one) and a photo post of the emulator's account, and a post with more than 100 comments. */
const REEL = postCode(3);
const PHOTO = postCode(4);
const BUSY = 95;

describe('Instagram > Post > Get', () => {
	test.each([
		['shortcode', byId(REEL)],
		['shortcode with spaces around it, from an expression', mapped(` ${REEL} `)],
		['/reel/ URL', byUrl(`https://www.instagram.com/reel/${REEL}/?igsh=abc`)],
		['/reels/ URL', byUrl(`https://instagram.com/reels/${REEL}/`)],
		['/p/ URL', byUrl(`https://www.instagram.com/p/${REEL}/`)],
		['/tv/ URL on m.instagram.com', byUrl(`https://m.instagram.com/tv/${REEL}`)],
		['author-first URL', byUrl(`https://www.instagram.com/${USERNAME}/p/${REEL}/`)],
		['URL without a scheme, from an expression', mapped(`instagram.com/reel/${REEL}/`)],
	])('by %s: one request, the post as one item', async (_label, code) => {
		const { items, error } = await run(getPost({ code }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/instagram/media/${REEL}`, query: {} }]);
		expect(jsonOf(items)).toEqual([mediaDetail(3)]);
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([5]);
	});

	test('a post the service does not find is a 404 naming Instagram', async () => {
		const { error } = await run(getPost({ code: byId('Cnotherepost') }));
		expect(error?.message).toBe('Not found on Instagram (404)');
	});

	test.each([
		['a profile URL where a post goes', byUrl(`https://www.instagram.com/${USERNAME}/`)],
		['a sound page, not a reel', byUrl('https://www.instagram.com/reels/audio/1234567890123456/')],
		['a post URL of another site', byUrl(`https://example.com/p/${REEL}/`)],
		['a shortcode with a space', mapped('C8xY zAbCdE1')],
	])('refused before any request: %s', async (_label, code) => {
		await expectRefused(getPost({ code }), 'Post or Reel must be');
	});
});

describe('Instagram > Post > Get Comments', () => {
	test('Return All: pages of 100 by next_cursor until it is null, one item per comment', async () => {
		const { items, error } = await run(getComments({ code: byId(postCode(BUSY)), returnAll: true }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{ path: `/v1/instagram/media/${postCode(BUSY)}/comments`, query: { amount: '100' } },
			{ path: `/v1/instagram/media/${postCode(BUSY)}/comments`, query: { amount: '100', cursor: expect.any(String) } },
		]);
		expect(jsonOf(items)).toEqual(comments(BUSY));
		expect(items).toHaveLength(post(BUSY).comment_count);
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([8, 8]);
	});

	test('Limit 105: a page of 100, then one sized to the 5 still wanted', async () => {
		const { items } = await run(getComments({ code: byId(postCode(BUSY)), limit: 105 }));
		expect(requests().map((request) => request.query.amount)).toEqual(['100', '5']);
		expect(jsonOf(items).map((record) => record.pk)).toEqual(comments(BUSY).slice(0, 105).map((comment) => comment.pk));
	});

	test('Limit 7: one request for 7', async () => {
		const { items } = await run(getComments({ code: byUrl(`https://www.instagram.com/p/${PHOTO}/`), limit: 7 }));
		expect(requests()).toEqual([{ path: `/v1/instagram/media/${PHOTO}/comments`, query: { amount: '7' } }]);
		expect(items).toHaveLength(7);
	});

	test('Get Posts then Get Comments with no expression typed: the code of each incoming post', async () => {
		const posts = jsonOf((await run(getPosts({ username: byId(USERNAME), limit: 2 }))).items);
		suite.emulator.reset();
		const { items, error } = await run(getComments({ limit: 1 }), { items: posts });
		expect(error).toBeUndefined();
		expect(requests().map((request) => request.path)).toEqual([`/v1/instagram/media/${postCode(0)}/comments`, `/v1/instagram/media/${postCode(1)}/comments`]);
		expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
	});

	test('a post the service does not find is a 404 naming Instagram', async () => {
		const { error } = await run(getComments({ code: byId('Cnotherepost'), limit: 5 }));
		expect(error?.message).toBe('Not found on Instagram (404)');
	});

	test.each([
		['an incoming item without a code', {}, 'Post or Reel is required'],
		['a hashtag page URL', { code: byUrl('https://www.instagram.com/explore/tags/bread/') }, 'Post or Reel must be'],
	])('refused before any request: %s', async (_label, parameters, message) => {
		await expectRefused(getComments(parameters), message);
	});
});

describe('Instagram > Post > Get Likers', () => {
	test('one request, one item per account', async () => {
		const { items, error } = await run(getLikers({ code: byUrl(`https://www.instagram.com/p/${PHOTO}/`) }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/instagram/media/${PHOTO}/likers`, query: {} }]);
		expect(jsonOf(items)).toEqual(likers(4));
		expect(items).toHaveLength(LIKER_COUNT);
	});

	test('a post the service does not find is a 404 naming Instagram', async () => {
		const { error } = await run(getLikers({ code: byId('Cnotherepost') }));
		expect(error?.message).toBe('Not found on Instagram (404)');
	});

	test('a profile URL is refused before any request', async () => {
		await expectRefused(getLikers({ code: byUrl(`https://www.instagram.com/${USERNAME}/`) }), 'Post or Reel must be');
	});
});
