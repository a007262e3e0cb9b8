/**
 * TikTok > User: a profile by @handle, bare handle or profile URL; the posted videos paged by TikTok's cursor to the
 * end and stopped by Limit; the reposts in one request; unknown accounts a 404; bad input refused before any request.
 */
import { POSTED_COUNT, REPOST_COUNT, UNKNOWN_USERNAME, USERNAME, video } from '../../emulator/fixtures/tiktok/users';
import { byId, byUrl, field, mapped, operation, tiktokSuite } from './support';

const { suite, run, requests, expectRefused } = tiktokSuite();
const getUser = operation('users', 'get');
const getVideos = operation('users', 'getVideos');
const getReposts = operation('users', 'getReposts');

describe('TikTok > User > Get', () => {
	test.each([
		['an @handle', byId(`@${USERNAME}`)],
		['a bare handle', byId(USERNAME)],
		['a profile URL', byUrl(`https://www.tiktok.com/@${USERNAME}`)],
		['a video URL of the account', byUrl(`https://www.tiktok.com/@${USERNAME}/video/7430000000000000000?lang=en`)],
	])('by %s: one request for the handle, one item holding the profile', async (_label, username) => {
		const { items, error } = await run(getUser({ username }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/tiktok/users/${USERNAME}`, query: {} }]);
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ unique_id: USERNAME, stats: { video_count: POSTED_COUNT } });
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([5]);
	});

	test('a region goes out as region', async () => {
		await run(getUser({ username: byId(USERNAME), options: { region: 'GB' } }));
		expect(requests()).toEqual([{ path: `/v1/tiktok/users/${USERNAME}`, query: { region: 'GB' } }]);
	});

	test('an unknown account is a 404 naming TikTok', async () => {
		const { error } = await run(getUser({ username: byId(UNKNOWN_USERNAME) }));
		expect(error?.message).toBe('Not found on TikTok (404)');
	});

	test.each([
		['a handle with a space, from an expression', mapped('badger bakes'), 'User must be'],
		['a URL of another site', byUrl('https://example.com/@badger.bakes'), 'User must be'],
		['a URL of another site, from an expression', mapped('https://example.com/@badger.bakes'), 'User must be'],
		['a TikTok URL naming no account', byUrl('https://www.tiktok.com/explore'), 'User must be'],
		['a short share link (the service documents no way to resolve it)', byUrl('https://vm.tiktok.com/ZMabc123/'), 'User must be'],
		['a region that is not a country code', byId(USERNAME), 'Region'],
	])('refused before any request: %s', async (label, username, message) => {
		await expectRefused(getUser({ username, ...(label.startsWith('a region') ? { options: { region: 'USA' } } : {}) }), message);
	});
});

describe('TikTok > User > Get Videos', () => {
	test('Return All: 50 a request, the cursor sent back, ending where has_more is false; one item per video', async () => {
		const { items, error } = await run(getVideos({ username: byId(USERNAME), returnAll: true }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{ path: `/v1/tiktok/users/${USERNAME}/videos`, query: { count: '50' } },
			{ path: `/v1/tiktok/users/${USERNAME}/videos`, query: { count: '50', cursor: '50' } },
		]);
		expect(field(items, 'id')).toEqual(Array.from({ length: POSTED_COUNT }, (_, index) => video(USERNAME, index).id));
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([8, 8]);
	});

	test('Limit 20 asks for 20 in one request', async () => {
		const { items } = await run(getVideos({ username: byUrl(`https://www.tiktok.com/@${USERNAME}`), limit: 20 }));
		expect(requests()).toEqual([{ path: `/v1/tiktok/users/${USERNAME}/videos`, query: { count: '20' } }]);
		expect(items).toHaveLength(20);
		expect(items[19].json.create_time_at).toBe(video(USERNAME, 19).create_time_at);
	});

	test('Limit 60: 50, then the 10 left from cursor 50, 60 output', async () => {
		const { items } = await run(getVideos({ username: byId(USERNAME), limit: 60 }));
		expect(requests().map((request) => [request.query.cursor, request.query.count])).toEqual([
			[undefined, '50'],
			['50', '10'],
		]);
		expect(items).toHaveLength(60);
	});

	test('an unknown account is a 404', async () => {
		const { error } = await run(getVideos({ username: byId(UNKNOWN_USERNAME), returnAll: true }));
		expect(error?.message).toBe('Not found on TikTok (404)');
	});

	test('refused before any request: a handle too long for TikTok', async () => {
		await expectRefused(getVideos({ username: mapped('a'.repeat(25)), returnAll: true }), 'User must be');
	});
});

describe('TikTok > User > Get Reposts', () => {
	test('one request, one item per reposted video', async () => {
		const { items, error } = await run(getReposts({ username: byId(`@${USERNAME}`) }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/tiktok/users/${USERNAME}/reposts`, query: {} }]);
		expect(field(items, 'id')).toEqual(Array.from({ length: REPOST_COUNT }, (_, index) => video(USERNAME, index, 'repost').id));
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([8]);
	});

	test('an unknown account is a 404', async () => {
		const { error } = await run(getReposts({ username: byId(UNKNOWN_USERNAME) }));
		expect(error?.message).toBe('Not found on TikTok (404)');
	});
});
