/**
 * The emulator's YouTube routes on their own: the live paths and their prices, continuation paging (null on the
 * last page, a token of another list refused), the OpenAPI's 422 rules, 404s, and that the fixtures agree.
 */
import { platformSuite } from './platform-suite';
import {
	allPosts,
	allVideos,
	channelVideos,
	commentsOf,
	FEATURED_POST,
	FEATURED_VIDEO,
	LIST_PAGE_SIZE,
	LIVE_VIDEO,
	MAIN_CHANNEL,
	SOUNDS,
	YOUTUBE_CHANNELS,
} from './fixtures/youtube/catalog';
import { LONG_MIX, LONG_PLAYLIST } from './fixtures/youtube/playlists';
import { SOURDOUGH_VIDEO } from './fixtures/youtube/videos';
import { continuationToken } from './routes/youtube/catalog';
import { LIVE_API } from '../contract/live-contract';

const suite = platformSuite();

type Json = Record<string, unknown>;
type Body = Json & { detail?: unknown; continuation?: string | null };

const get = (path: string, query?: Record<string, string | number | boolean>) => suite.get<Body>(path, query);

const VIDEO = FEATURED_VIDEO.video_id;
const CHANNEL = MAIN_CHANNEL.channel_id;
const COMMENT = commentsOf(VIDEO)[0];

/** One call per live YouTube path, with the credits charged (by sound and posts: no stated price, 5 charged). */
const CALLS: Array<[number, string, Record<string, string>]> = [
	[1, '/v1/youtube/autocomplete', { query: 'sour' }],
	[0, '/v1/youtube/categories', {}],
	[2, '/v1/youtube/channels/resolve', { handle: MAIN_CHANNEL.handle }],
	[5, `/v1/youtube/channels/${CHANNEL}`, {}],
	[2, `/v1/youtube/channels/${CHANNEL}/about`, {}],
	[5, `/v1/youtube/channels/${CHANNEL}/community`, {}],
	[5, `/v1/youtube/channels/${CHANNEL}/playlists`, {}],
	[5, `/v1/youtube/channels/${CHANNEL}/search`, { query: 'bread' }],
	[5, `/v1/youtube/channels/${CHANNEL}/shorts`, {}],
	[5, `/v1/youtube/channels/${CHANNEL}/streams`, {}],
	[2, `/v1/youtube/channels/${CHANNEL}/subscriber_count`, {}],
	[5, `/v1/youtube/channels/${CHANNEL}/videos`, {}],
	[5, '/v1/youtube/hashtags/sourdough', {}],
	[5, '/v1/youtube/home', {}],
	[0, '/v1/youtube/languages', {}],
	[0, '/v1/youtube/markets', {}],
	[5, `/v1/youtube/mixes/${LONG_MIX}`, {}],
	[5, '/v1/youtube/music/search', { query: 'focaccia' }],
	[1, '/v1/youtube/oembed', { url: `https://youtu.be/${VIDEO}` }],
	[5, `/v1/youtube/playlists/${LONG_PLAYLIST}`, {}],
	[5, `/v1/youtube/posts/${FEATURED_POST.post_id}`, {}],
	[5, `/v1/youtube/posts/${FEATURED_POST.post_id}/comments`, {}],
	[0, '/v1/youtube/regions', {}],
	[5, '/v1/youtube/search', { query: 'loaf' }],
	[5, `/v1/youtube/shorts/by_sound/${SOUNDS[0].sound_id}`, {}],
	[5, `/v1/youtube/shorts/${allVideos().find((video) => video.is_short)!.video_id}`, {}],
	[5, '/v1/youtube/trending', {}],
	[5, '/v1/youtube/trending/shorts', {}],
	[10, `/v1/youtube/videos/${VIDEO}`, {}],
	[2, `/v1/youtube/videos/${SOURDOUGH_VIDEO}/captions`, {}],
	[5, `/v1/youtube/videos/${VIDEO}/comments`, {}],
	[5, `/v1/youtube/videos/${VIDEO}/comments/${COMMENT.comment_id}/replies`, { continuation: continuationToken(`replies:${COMMENT.comment_id}`, 0) }],
	[5, `/v1/youtube/videos/${LIVE_VIDEO.video_id}/live_chat`, {}],
	[5, `/v1/youtube/videos/${VIDEO}/related`, {}],
	[15, `/v1/youtube/videos/${VIDEO}/streams`, {}],
	[5, `/v1/youtube/videos/${SOURDOUGH_VIDEO}/transcript`, {}],
];

describe('the fixtures', () => {
	test('IDs are unique and in their live forms', () => {
		const videos = allVideos();
		expect(new Set(videos.map((video) => video.video_id)).size).toBe(videos.length);
		expect(videos.every((video) => /^[A-Za-z0-9_-]{11}$/.test(video.video_id))).toBe(true);
		expect(YOUTUBE_CHANNELS.every((channel) => /^UC[A-Za-z0-9_-]{22}$/.test(channel.channel_id))).toBe(true);
		const posts = allPosts();
		expect(new Set(posts.map((post) => post.post_id)).size).toBe(posts.length);
	});

	test('the paged lists span two or three pages', () => {
		expect(Math.ceil(channelVideos(MAIN_CHANNEL).length / LIST_PAGE_SIZE)).toBe(3);
		expect(Math.ceil(commentsOf(VIDEO).length / LIST_PAGE_SIZE)).toBe(3);
		expect(Math.ceil(COMMENT.replies.length / LIST_PAGE_SIZE)).toBe(2);
		expect(Math.ceil(FEATURED_POST.comments.length / LIST_PAGE_SIZE)).toBe(2);
	});
});

describe('every live path', () => {
	// Not in the table: playlist items need a playlist's token (test/nodes/youtube/playlist.test.ts pages them), and the
	// videos batch is another part of the package's.
	const ELSEWHERE = ['/v1/youtube/playlists/{}/items', '/v1/youtube/videos/batch'];

	test('the table covers every other live YouTube path once', () => {
		const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');
		const live = Object.keys(LIVE_API.platforms.youtube.endpoints).map(shape).filter((path) => !ELSEWHERE.includes(path)).sort();
		const called = CALLS.map(([, path]) => path);
		expect(called).toHaveLength(live.length);
		for (const path of live) {
			const pattern = new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/\{\}/g, '[^/]+')}$`);
			expect(called.filter((candidate) => pattern.test(candidate)).length).toBeGreaterThanOrEqual(1);
		}
	});

	test.each(CALLS)('%s credits: %s', async (credits, path, query) => {
		const { status, credits: charged } = await get(path, query);
		expect(status).toBe(200);
		expect(charged).toBe(String(credits));
	});
});

describe('continuation paging', () => {
	async function walk(path: string, records: string, query: Record<string, string> = {}): Promise<{ pages: number; count: number }> {
		let pages = 0;
		let count = 0;
		let token: string | null | undefined;
		do {
			const { status, body } = await get(path, token ? { ...query, continuation: token } : query);
			expect(status).toBe(200);
			pages++;
			count += (body[records] as unknown[]).length;
			token = body.continuation;
		} while (token);
		return { pages, count };
	}

	test.each([
		[`/v1/youtube/channels/${CHANNEL}/videos`, 'items', 25],
		[`/v1/youtube/videos/${VIDEO}/comments`, 'comments', commentsOf(VIDEO).length],
		[`/v1/youtube/posts/${FEATURED_POST.post_id}/comments`, 'comments', FEATURED_POST.comments.length],
		[`/v1/youtube/videos/${LIVE_VIDEO.video_id}/live_chat`, 'messages', 25],
	])('%s: full pages, then a null token', async (path, records, total) => {
		const { pages, count } = await walk(path, records);
		expect(count).toBe(total);
		expect(pages).toBe(Math.ceil(total / LIST_PAGE_SIZE));
	});

	test('replies start from the comment token and end with null', async () => {
		const first = await get(`/v1/youtube/videos/${VIDEO}/comments`);
		const comment = (first.body.comments as Json[])[0];
		const page1 = await get(`/v1/youtube/videos/${VIDEO}/comments/${String(comment.comment_id)}/replies`, { continuation: String(comment.replies_continuation) });
		expect((page1.body.replies as Json[]).length).toBe(LIST_PAGE_SIZE);
		const page2 = await get(`/v1/youtube/videos/${VIDEO}/comments/${String(comment.comment_id)}/replies`, { continuation: String(page1.body.continuation) });
		expect((page2.body.replies as Json[]).length).toBe(COMMENT.replies.length - LIST_PAGE_SIZE);
		expect(page2.body.continuation).toBeNull();
		expect((first.body.comments as Json[])[1].replies_continuation).toBeNull();
	});

	test('a token of another list, or a made-up one, is a 400, not billed', async () => {
		const videos = await get(`/v1/youtube/channels/${CHANNEL}/videos`);
		const other = await get(`/v1/youtube/channels/${CHANNEL}/shorts`, { continuation: String(videos.body.continuation) });
		expect(other.status).toBe(400);
		expect((await get('/v1/youtube/home', { continuation: 'garbage' })).status).toBe(400);
		expect(suite.emulator.requests.slice(1).every((request) => request.creditsCharged === 0)).toBe(true);
	});
});

describe('422 rules and 404s', () => {
	test.each([
		['/v1/youtube/search', {}, 'query'],
		['/v1/youtube/search', { query: 'x', type: 'short' }, 'type'],
		['/v1/youtube/search', { query: 'x', sort_by: 'likes' }, 'sort_by'],
		['/v1/youtube/search', { query: 'x', upload_date: 'decade' }, 'upload_date'],
		['/v1/youtube/search', { query: 'x', duration: 'tiny' }, 'duration'],
		[`/v1/youtube/videos/${VIDEO}/comments`, { sort_by: 'oldest' }, 'sort_by'],
		[`/v1/youtube/videos/${VIDEO}/comments/${COMMENT.comment_id}/replies`, {}, 'continuation'],
		[`/v1/youtube/videos/${VIDEO}/streams`, { client: 'TV' }, 'client'],
		[`/v1/youtube/videos/${VIDEO}/live_chat`, { replay: 'maybe' }, 'replay'],
		['/v1/youtube/trending', { type: 'news' }, 'type'],
		[`/v1/youtube/channels/${CHANNEL}/videos`, { sort_by: 'views' }, 'sort_by'],
		['/v1/youtube/music/search', {}, 'query'],
		['/v1/youtube/oembed', {}, 'url'],
		['/v1/youtube/videos/short', {}, 'video_id'],
		['/v1/youtube/channels/UC123', {}, 'channel_id'],
	])('%s %j: 422 naming %s', async (path, query, field) => {
		const { status, body } = await get(path, query as Record<string, string>);
		expect(status).toBe(422);
		expect(JSON.stringify(body.detail)).toContain(`"${field}"`);
	});

	test.each([
		`/v1/youtube/videos/zzzzzzzzzzz`,
		`/v1/youtube/channels/UCzzzzzzzzzzzzzzzzzzzzzz`,
		'/v1/youtube/posts/Ugkxnothinghere0000',
		'/v1/youtube/shorts/by_sound/MPSDunknown',
	])('%s: 404', async (path) => {
		expect((await get(path)).status).toBe(404);
	});

	test('resolve: a handle, a /c/ URL and a /user/ URL give the channel; an unknown handle 404', async () => {
		const queries: Array<Record<string, string>> = [{ handle: MAIN_CHANNEL.handle }, { url: `https://www.youtube.com/c/${MAIN_CHANNEL.custom_name}` }, { url: `https://www.youtube.com/user/${MAIN_CHANNEL.user_name}` }];
		for (const query of queries) {
			const { body } = await get('/v1/youtube/channels/resolve', query);
			expect(body.channel_id).toBe(CHANNEL);
		}
		expect((await get('/v1/youtube/channels/resolve', { handle: '@nobody_here' })).status).toBe(404);
	});
});
