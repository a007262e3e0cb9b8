/**
 * TikTok > Hashtag: a hashtag by #text, bare text or tag page URL; its videos paged by TikTok's cursor to the end and
 * stopped by Limit; unknown hashtags a 404; bad input refused before any request.
 */
import { HASHTAG, HASHTAG_VIDEO_COUNT, TAGGING_USERNAME } from '../../emulator/fixtures/tiktok/tags';
import { video } from '../../emulator/fixtures/tiktok/users';
import { byId, byUrl, field, mapped, operation, tiktokSuite } from './support';

const { suite, run, requests, expectRefused } = tiktokSuite();
const getHashtag = operation('hashtags', 'get');
const getVideos = operation('hashtags', 'getVideos');
const charged = () => suite.emulator.requests.map((request) => request.creditsCharged);

describe('TikTok > Hashtag > Get', () => {
	test.each([
		['a #hashtag', byId(`#${HASHTAG}`)],
		['bare text', byId(HASHTAG)],
		['a tag page URL', byUrl(`https://www.tiktok.com/tag/${HASHTAG}?lang=en`)],
	])('by %s: one request for the bare text, one item holding the hashtag', async (_label, name) => {
		const { items, error } = await run(getHashtag({ name }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/tiktok/hashtags/${HASHTAG}`, query: {} }]);
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ title: HASHTAG, video_count: HASHTAG_VIDEO_COUNT });
		expect(charged()).toEqual([5]);
	});

	test('a region goes out as region', async () => {
		await run(getHashtag({ name: byId(HASHTAG), options: { region: 'DE' } }));
		expect(requests()).toEqual([{ path: `/v1/tiktok/hashtags/${HASHTAG}`, query: { region: 'DE' } }]);
	});

	test('an unknown hashtag is a 404 naming TikTok', async () => {
		const { error } = await run(getHashtag({ name: byId('#nothingtaggedhere') }));
		expect(error?.message).toBe('Not found on TikTok (404)');
	});

	test.each([
		['two words', mapped('sour dough'), 'Hashtag must be'],
		['a profile URL', byUrl('https://www.tiktok.com/@scrapebadger'), 'Hashtag must be'],
		['a tag URL of another site', byUrl(`https://example.com/tag/${HASHTAG}`), 'Hashtag must be'],
		['two hashtags, from an expression', mapped('#bread#baking'), 'Hashtag must be'],
		['a tag URL with a broken %-escape', byUrl('https://www.tiktok.com/tag/sour%E0%A4dough'), 'Hashtag must be'],
	])('refused before any request: %s', async (_label, name, message) => {
		await expectRefused(getHashtag({ name }), message);
	});
});

describe('TikTok > Hashtag > Get Videos', () => {
	test('Return All: 50 a request, the cursor sent back, ending where has_more is false; one item per video', async () => {
		const { items, error } = await run(getVideos({ name: byId(`#${HASHTAG}`), returnAll: true }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{ path: `/v1/tiktok/hashtags/${HASHTAG}/videos`, query: { count: '50' } },
			{ path: `/v1/tiktok/hashtags/${HASHTAG}/videos`, query: { count: '50', cursor: '50' } },
		]);
		expect(field(items, 'id')).toEqual(Array.from({ length: HASHTAG_VIDEO_COUNT }, (_, index) => video(TAGGING_USERNAME, index, 'tagged').id));
		expect(charged()).toEqual([8, 8]);
	});

	test('Limit 10 asks for 10 in one request', async () => {
		const { items } = await run(getVideos({ name: byUrl(`https://www.tiktok.com/tag/${HASHTAG}`), limit: 10 }));
		expect(requests()).toEqual([{ path: `/v1/tiktok/hashtags/${HASHTAG}/videos`, query: { count: '10' } }]);
		expect(items).toHaveLength(10);
	});

	test('an unknown hashtag is a 404', async () => {
		const { error } = await run(getVideos({ name: byId('nothingtaggedhere'), returnAll: true }));
		expect(error?.message).toBe('Not found on TikTok (404)');
	});
});
