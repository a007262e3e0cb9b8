/**
 * The emulator's TikTok routes on their own: each answer holds exactly the keys the docs' response schema gives
 * (docs/openapi-tiktok.json: every key it names at each place, no other; skipped when the spec folder is absent), and
 * the cursor paging, 404s, 422s and credits of each list.
 */
import { POSTED_COUNT, REPOST_COUNT, UNKNOWN_USERNAME, USERNAME } from './fixtures/tiktok/users';
import { comment, REPLY_COUNT, SILENT_VIDEO_ID, UNKNOWN_VIDEO_ID, VIDEO_ID } from './fixtures/tiktok/videos';
import { AD_ID, UNKNOWN_AD_ID } from './fixtures/tiktok/explore';
import { FINDS_NOTHING } from './fixtures/tiktok/search';
import { HASHTAG, MUSIC_ID } from './fixtures/tiktok/tags';
import { departures, docsOpenApi } from './docs-schema';
import { platformSuite } from './platform-suite';

const suite = platformSuite();

type Json = Record<string, unknown>;
type Body = Json & { detail?: unknown; videos?: Json[]; pagination?: { has_more: boolean; cursor: string; count: number } };

const get = (path: string, query?: Record<string, string | number | boolean>) => suite.get<Body>(path, query);

const DOCS = docsOpenApi('tiktok');

/** One request per TikTok path, the docs' path template beside the path asked. */
const REQUESTS: Array<[string, string, Record<string, string | number>]> = [
	['/v1/tiktok/users/{username}', `/v1/tiktok/users/${USERNAME}`, {}],
	['/v1/tiktok/users/{username}/videos', `/v1/tiktok/users/${USERNAME}/videos`, { count: 50, cursor: '50' }],
	['/v1/tiktok/users/{username}/reposts', `/v1/tiktok/users/${USERNAME}/reposts`, {}],
	['/v1/tiktok/videos/{video_id}', `/v1/tiktok/videos/${VIDEO_ID}`, { username: USERNAME }],
	['/v1/tiktok/videos/{video_id}/comments', `/v1/tiktok/videos/${VIDEO_ID}/comments`, { count: 5 }],
	['/v1/tiktok/videos/{video_id}/related', `/v1/tiktok/videos/${VIDEO_ID}/related`, {}],
	['/v1/tiktok/videos/{video_id}/transcript', `/v1/tiktok/videos/${VIDEO_ID}/transcript`, {}],
	['/v1/tiktok/videos/{video_id}/transcript', `/v1/tiktok/videos/${SILENT_VIDEO_ID}/transcript`, {}],
	['/v1/tiktok/comments/{comment_id}/replies', `/v1/tiktok/comments/${comment(VIDEO_ID, 0).id}/replies`, { video_id: VIDEO_ID, count: 5 }],
	['/v1/tiktok/hashtags/{name}', `/v1/tiktok/hashtags/${HASHTAG}`, {}],
	['/v1/tiktok/hashtags/{name}/videos', `/v1/tiktok/hashtags/${HASHTAG}/videos`, { count: 3 }],
	['/v1/tiktok/music/{music_id}', `/v1/tiktok/music/${MUSIC_ID}`, {}],
	['/v1/tiktok/music/{music_id}/videos', `/v1/tiktok/music/${MUSIC_ID}/videos`, { count: 3 }],
	['/v1/tiktok/search', '/v1/tiktok/search', { query: 'bread', count: 3 }],
	['/v1/tiktok/search/users', '/v1/tiktok/search/users', { query: 'bread', count: 3 }],
	['/v1/tiktok/search/videos', '/v1/tiktok/search/videos', { query: 'bread', count: 3 }],
	['/v1/tiktok/search/hashtags', '/v1/tiktok/search/hashtags', { query: 'bread', count: 3 }],
	['/v1/tiktok/trending/videos', '/v1/tiktok/trending/videos', { count: 2 }],
	['/v1/tiktok/trending/hashtags', '/v1/tiktok/trending/hashtags', { count: 2, period: 30 }],
	['/v1/tiktok/trending/songs', '/v1/tiktok/trending/songs', { count: 2 }],
	['/v1/tiktok/regions', '/v1/tiktok/regions', {}],
	['/v1/tiktok/oembed', '/v1/tiktok/oembed', { url: `https://www.tiktok.com/@${USERNAME}/video/${VIDEO_ID}` }],
	['/v1/tiktok/oembed', '/v1/tiktok/oembed', { url: `https://www.tiktok.com/@${USERNAME}` }],
	['/v1/tiktok/ads/search', '/v1/tiktok/ads/search', { query: 'bread', count: 2 }],
	['/v1/tiktok/ads/advertisers', '/v1/tiktok/ads/advertisers', { query: 'badger' }],
	['/v1/tiktok/ads/{ad_id}', `/v1/tiktok/ads/${AD_ID}`, {}],
];

(DOCS ? describe : describe.skip)('every TikTok answer has the keys of the docs\' response schema, no more, no fewer', () => {
	test.each(REQUESTS)('%s', async (template, path, query) => {
		const { status, body } = await get(path, query);
		expect(status).toBe(200);
		const schema = DOCS!.paths[template].get.responses['200'].content['application/json'].schema;
		expect(departures(body, schema, DOCS!.components.schemas, 'body')).toEqual([]);
	});
});

describe('GET /v1/tiktok/users/{username}', () => {
	test('the profile under user, with the region asked, 5 credits', async () => {
		const { body, credits } = await get(`/v1/tiktok/users/${USERNAME}`, { region: 'GB' });
		expect(credits).toBe('5');
		expect(body).toMatchObject({ user: { unique_id: USERNAME }, region: 'GB' });
	});

	test('an unknown handle is a 404', async () => {
		expect((await get(`/v1/tiktok/users/${UNKNOWN_USERNAME}`)).status).toBe(404);
	});
});

describe('GET /v1/tiktok/users/{username}/videos', () => {
	test('30 a page by default, the next cursor while has_more, an empty cursor on the last page, 8 credits each', async () => {
		const first = await get(`/v1/tiktok/users/${USERNAME}/videos`);
		expect(first.credits).toBe('8');
		expect(first.body.pagination).toEqual({ has_more: true, cursor: '30', count: 30, search_id: '' });
		const last = await get(`/v1/tiktok/users/${USERNAME}/videos`, { cursor: '60' });
		expect(last.body.pagination).toEqual({ has_more: false, cursor: '', count: POSTED_COUNT - 60, search_id: '' });
	});

	test.each([
		['count above 50', { count: 51 }],
		['count 0', { count: 0 }],
		['a cursor that is no offset', { cursor: 'abc' }],
	])('422: %s', async (_label, query) => {
		expect((await get(`/v1/tiktok/users/${USERNAME}/videos`, query)).status).toBe(422);
	});
});

describe('GET /v1/tiktok/users/{username}/reposts', () => {
	test('every repost in one page, has_more false', async () => {
		const { body } = await get(`/v1/tiktok/users/${USERNAME}/reposts`);
		expect(body.videos).toHaveLength(REPOST_COUNT);
		expect(body.pagination?.has_more).toBe(false);
	});
});

describe('GET /v1/tiktok/videos/{video_id} and its lists', () => {
	test.each([
		[`/v1/tiktok/videos/${UNKNOWN_VIDEO_ID}`, 5],
		[`/v1/tiktok/videos/${UNKNOWN_VIDEO_ID}/comments`, 8],
		[`/v1/tiktok/videos/${UNKNOWN_VIDEO_ID}/related`, 8],
		[`/v1/tiktok/videos/${UNKNOWN_VIDEO_ID}/transcript`, 10],
	])('%s: an unknown video is a 404, and a known one costs %s credits', async (path, price) => {
		expect((await get(path)).status).toBe(404);
		expect((await get(path.replace(UNKNOWN_VIDEO_ID, VIDEO_ID))).credits).toBe(String(price));
	});

	test('comments: 20 a page by default, the cursor while has_more', async () => {
		const { body } = await get(`/v1/tiktok/videos/${VIDEO_ID}/comments`);
		expect(body.pagination).toEqual({ has_more: true, cursor: '20', count: 20, search_id: '' });
	});

	test('replies need the video: 422 without video_id', async () => {
		expect((await get(`/v1/tiktok/comments/${comment(VIDEO_ID, 0).id}/replies`)).status).toBe(422);
		const { body } = await get(`/v1/tiktok/comments/${comment(VIDEO_ID, 0).id}/replies`, { video_id: VIDEO_ID, cursor: '40' });
		expect(body.pagination).toEqual({ has_more: false, cursor: '', count: REPLY_COUNT - 40, search_id: '' });
	});
});

describe('hashtags, sounds and search', () => {
	test.each([
		['/v1/tiktok/hashtags/nothingtaggedhere', 404],
		['/v1/tiktok/hashtags/nothingtaggedhere/videos', 404],
		['/v1/tiktok/music/7000000000000000009', 404],
		['/v1/tiktok/music/7000000000000000009/videos', 404],
		['/v1/tiktok/search', 422],
		['/v1/tiktok/search/users', 422],
	])('%s: %s', async (path, status) => {
		expect((await get(path)).status).toBe(status);
	});

	test('a search finding nothing: an empty page, has_more false, still 5 credits', async () => {
		const { body, credits } = await get('/v1/tiktok/search/videos', { query: `${FINDS_NOTHING}` });
		expect(credits).toBe('5');
		expect(body).toMatchObject({ videos: [], pagination: { has_more: false, cursor: '', count: 0 } });
	});
});

describe('trending, regions, oEmbed and the ad library', () => {
	test.each([
		[`/v1/tiktok/ads/${UNKNOWN_AD_ID}`, {}, 404],
		['/v1/tiktok/ads/advertisers', {}, 422],
		['/v1/tiktok/ads/search', { days: 366 }, 422],
		['/v1/tiktok/oembed', {}, 422],
		['/v1/tiktok/oembed', { url: 'https://vm.tiktok.com/ZMabc123/' }, 422],
		['/v1/tiktok/trending/videos', { count: 51 }, 422],
	] as Array<[string, Record<string, string | number>, number]>)('%s %j: %s', async (path, query, status) => {
		expect((await get(path, query)).status).toBe(status);
	});

	test('the ad library pages by offset to its total: has_more false on the last page; regions are free; oEmbed costs 2', async () => {
		const last = await get('/v1/tiktok/ads/search', { query: 'bread', offset: 50, count: 50 });
		expect(last.body.pagination).toEqual({ has_more: false, total: 65, search_id: 'sid-20260901', offset: 50 });
		expect((await get('/v1/tiktok/regions')).credits).toBe('0');
		expect((await get('/v1/tiktok/oembed', { url: `https://www.tiktok.com/@${USERNAME}` })).credits).toBe('2');
	});
});
