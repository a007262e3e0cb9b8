/**
 * TikTok > Music: a sound by numeric ID or music page URL (with or without its title); the videos using it paged by
 * TikTok's cursor to the end and stopped by Limit; unknown sounds a 404; bad input refused before any request.
 */
import { MUSIC_ID, MUSIC_VIDEO_COUNT, TAGGING_USERNAME } from '../../emulator/fixtures/tiktok/tags';
import { video } from '../../emulator/fixtures/tiktok/users';
import { byId, byUrl, field, mapped, operation, tiktokSuite } from './support';

const { suite, run, requests, expectRefused } = tiktokSuite();
const getMusic = operation('music', 'get');
const getVideos = operation('music', 'getVideos');
const charged = () => suite.emulator.requests.map((request) => request.creditsCharged);

describe('TikTok > Music > Get', () => {
	test.each([
		['a numeric ID', byId(MUSIC_ID)],
		['a music page URL', byUrl(`https://www.tiktok.com/music/original-sound-scrapebadger-${MUSIC_ID}?lang=en`)],
		['a music page URL with only the ID', byUrl(`https://www.tiktok.com/music/${MUSIC_ID}`)],
	])('by %s: one request for the ID, one item holding the sound', async (_label, music_id) => {
		const { items, error } = await run(getMusic({ music_id }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/tiktok/music/${MUSIC_ID}`, query: {} }]);
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ id: MUSIC_ID, video_count: MUSIC_VIDEO_COUNT });
		expect(charged()).toEqual([5]);
	});

	test('an unknown sound is a 404 naming TikTok', async () => {
		const { error } = await run(getMusic({ music_id: byId('7000000000000000009') }));
		expect(error?.message).toBe('Not found on TikTok (404)');
	});

	test.each([
		['a music URL without an ID', byUrl('https://www.tiktok.com/music/original-sound'), 'Sound must be'],
		['a video URL', byUrl(`https://www.tiktok.com/@scrapebadger/video/7430000000000000000`), 'Sound must be'],
		['a title, from an expression', mapped('original sound'), 'a numeric TikTok sound ID'],
	])('refused before any request: %s', async (_label, music_id, message) => {
		await expectRefused(getMusic({ music_id }), message);
	});
});

describe('TikTok > Music > Get Videos', () => {
	test('Return All: 50 a request, the cursor sent back, ending where has_more is false; one item per video', async () => {
		const { items, error } = await run(getVideos({ music_id: byId(MUSIC_ID), returnAll: true }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{ path: `/v1/tiktok/music/${MUSIC_ID}/videos`, query: { count: '50' } },
			{ path: `/v1/tiktok/music/${MUSIC_ID}/videos`, query: { count: '50', cursor: '50' } },
		]);
		expect(field(items, 'id')).toEqual(Array.from({ length: MUSIC_VIDEO_COUNT }, (_, index) => video(TAGGING_USERNAME, index, 'sound').id));
		expect(charged()).toEqual([8, 8]);
	});

	test('Limit 52: 50, then the 2 left from cursor 50', async () => {
		const { items } = await run(getVideos({ music_id: byId(MUSIC_ID), limit: 52 }));
		expect(requests().map((request) => [request.query.cursor, request.query.count])).toEqual([
			[undefined, '50'],
			['50', '2'],
		]);
		expect(items).toHaveLength(52);
	});

	test('an unknown sound is a 404', async () => {
		const { error } = await run(getVideos({ music_id: byId('7000000000000000009'), returnAll: true }));
		expect(error?.message).toBe('Not found on TikTok (404)');
	});
});
