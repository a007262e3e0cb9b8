/**
 * The emulator's Instagram routes on their own: each answer holds exactly the keys of the docs' example response
 * (get-user.mdx, user-posts.mdx, get-media.mdx, media-comments.mdx, get-hashtag.mdx, search.mdx; the overview's list envelope
 * where no page shows one), and the paging, 404s, 422s and credits of each list.
 */
import { FOLLOWER_COUNT, FOLLOWING_COUNT, REELS, TAGGED_COUNT } from './fixtures/instagram/account-lists';
import { comments, LIKER_COUNT } from './fixtures/instagram/media';
import { AUDIO_ID, PLACE_PK, RECENT_COUNT, TOP_COUNT } from './fixtures/instagram/tags-places';
import { POST_COUNT, postCode, PROFILE, USERNAME } from './fixtures/instagram/users';
import { platformSuite } from './platform-suite';

const suite = platformSuite();

type Body = Record<string, unknown> & { detail?: unknown; items?: Array<Record<string, unknown>>; next_cursor?: string | null; has_more?: boolean };

const get = (path: string, query?: Record<string, string | number | boolean>) => suite.get<Body>(path, query);

/** The keys of the docs' example answers (docs/api-reference/endpoint/instagram/). */
const PROFILE_KEYS = ['pk', 'username', 'full_name', 'is_private', 'is_verified', 'profile_pic_url', 'profile_pic_url_hd', 'media_count', 'follower_count', 'following_count', 'biography', 'bio_links', 'external_url', 'account_type', 'is_business', 'public_email', 'category', 'city_name', 'scraped_at'];
const MEDIA_KEYS = ['pk', 'id', 'code', 'taken_at', 'taken_at_utc', 'media_type', 'product_type', 'caption_text', 'like_count', 'comment_count', 'play_count', 'view_count', 'video_url', 'thumbnail_url', 'url', 'user', 'usertags', 'coauthor_producers', 'location', 'resources', 'hashtags', 'mentions', 'scraped_at'];
const COMMENT_KEYS = ['pk', 'text', 'user', 'created_at', 'created_at_utc', 'like_count', 'has_liked'];
const USER_SHORT_KEYS = ['pk', 'username', 'is_verified'];
const LIST_KEYS = ['count', 'has_more', 'items', 'next_cursor'];
const POST_KEYS = ['pk', 'id', 'code', 'taken_at', 'taken_at_utc', 'media_type', 'product_type', 'caption_text', 'like_count', 'comment_count', 'play_count', 'thumbnail_url', 'url'];

describe('Instagram users', () => {
	test('a profile: { user } with the documented keys, 5 credits', async () => {
		const reply = await get(`/v1/instagram/users/${USERNAME}`);
		expect(reply.status).toBe(200);
		expect(Object.keys(reply.body)).toEqual(['user']);
		expect(Object.keys(reply.body.user as object).sort()).toEqual([...PROFILE_KEYS].sort());
		expect(reply.body.user).toEqual(PROFILE);
		expect(reply.credits).toBe('5');
	});

	test('an unknown account is 404 with a detail', async () => {
		const reply = await get('/v1/instagram/users/nobody.here');
		expect(reply.status).toBe(404);
		expect(reply.body.detail).toEqual(expect.any(String));
	});

	test('posts: the list envelope, pages by next_cursor until it is null, 8 credits a page', async () => {
		const first = await get(`/v1/instagram/users/${USERNAME}/posts`);
		expect(Object.keys(first.body).sort()).toEqual(['count', 'has_more', 'items', 'next_cursor']);
		expect(first.body.items).toHaveLength(20);
		expect(first.body.count).toBe(20);
		expect(Object.keys(first.body.items![0]).sort()).toEqual([...POST_KEYS].sort());
		expect(first.credits).toBe('8');
		const codes = first.body.items!.map((item) => item.code);
		let cursor = first.body.next_cursor;
		while (cursor) {
			const page = await get(`/v1/instagram/users/${USERNAME}/posts`, { amount: 100, cursor });
			codes.push(...page.body.items!.map((item) => item.code));
			expect(page.body.has_more).toBe(page.body.next_cursor !== null);
			cursor = page.body.next_cursor;
		}
		expect(codes).toHaveLength(POST_COUNT);
		expect(new Set(codes).size).toBe(POST_COUNT);
	});

	test.each([0, 101])('amount %s is a 422', async (amount) => {
		expect((await get(`/v1/instagram/users/${USERNAME}/posts`, { amount })).status).toBe(422);
	});

	test('a cursor the service never gave is a 400', async () => {
		expect((await get(`/v1/instagram/users/${USERNAME}/posts`, { cursor: 'not-a-cursor' })).status).toBe(400);
	});
});

describe('Instagram posts', () => {
	test('a post: { media } with the documented keys, 5 credits', async () => {
		const reply = await get(`/v1/instagram/media/${postCode(3)}`);
		expect(reply.status).toBe(200);
		expect(Object.keys(reply.body)).toEqual(['media']);
		expect(Object.keys(reply.body.media as object).sort()).toEqual([...MEDIA_KEYS].sort());
		expect(reply.credits).toBe('5');
	});

	test.each(['', '/comments', '/likers'])('an unknown post is 404 with a detail (%s)', async (tail) => {
		const reply = await get(`/v1/instagram/media/Cnotherepost${tail}`);
		expect(reply.status).toBe(404);
		expect(reply.body.detail).toEqual(expect.any(String));
	});

	test('comments: the list envelope, pages by next_cursor until it is null, 8 credits a page', async () => {
		const first = await get(`/v1/instagram/media/${postCode(95)}/comments`);
		expect(Object.keys(first.body).sort()).toEqual(LIST_KEYS);
		expect(first.body.items).toHaveLength(20);
		expect(Object.keys(first.body.items![0]).sort()).toEqual([...COMMENT_KEYS].sort());
		expect(first.credits).toBe('8');
		const pks = first.body.items!.map((item) => item.pk);
		let cursor = first.body.next_cursor;
		while (cursor) {
			const page = await get(`/v1/instagram/media/${postCode(95)}/comments`, { amount: 100, cursor });
			pks.push(...page.body.items!.map((item) => item.pk));
			cursor = page.body.next_cursor;
		}
		expect(pks).toEqual(comments(95).map((comment) => comment.pk));
	});

	test('a cursor of another list is a 400', async () => {
		const posts = await get(`/v1/instagram/users/${USERNAME}/posts`);
		expect((await get(`/v1/instagram/media/${postCode(95)}/comments`, { cursor: posts.body.next_cursor! })).status).toBe(400);
	});

	test('likers: every account in one list envelope (no cursor taken), UserShort keys', async () => {
		const reply = await get(`/v1/instagram/media/${postCode(4)}/likers`);
		expect(Object.keys(reply.body).sort()).toEqual(LIST_KEYS);
		expect(reply.body.items).toHaveLength(LIKER_COUNT);
		expect(Object.keys(reply.body.items![0]).sort()).toEqual([...USER_SHORT_KEYS].sort());
		expect(reply.body.next_cursor).toBeNull();
	});
});

describe("Instagram users' other lists", () => {
	/** Every record of a cursor list, read by next_cursor at the given page size. */
	async function readAll(path: string, query: Record<string, string | number> = {}) {
		const records: Array<Record<string, unknown>> = [];
		let cursor: string | null | undefined;
		do {
			const page = await get(path, { ...query, ...(cursor ? { cursor } : {}) });
			expect(page.status).toBe(200);
			expect(Object.keys(page.body).sort()).toEqual(LIST_KEYS);
			expect(page.credits).toBe('8');
			records.push(...page.body.items!);
			cursor = page.body.next_cursor;
		} while (cursor);
		return records;
	}

	test.each([
		['reels', REELS.length, POST_KEYS],
		['tagged', TAGGED_COUNT, POST_KEYS],
		['followers', FOLLOWER_COUNT, USER_SHORT_KEYS],
		['following', FOLLOWING_COUNT, USER_SHORT_KEYS],
	])('%s: the list envelope by next_cursor, every record once', async (tail, total, keys) => {
		const records = await readAll(`/v1/instagram/users/${USERNAME}/${tail}`, { amount: 30 });
		expect(records).toHaveLength(total);
		expect(new Set(records.map((record) => record.pk)).size).toBe(total);
		expect(Object.keys(records[0]).sort()).toEqual([...keys].sort());
	});

	test('followers and following default to 50 a page, as the OpenAPI says', async () => {
		expect((await get(`/v1/instagram/users/${USERNAME}/followers`)).body.items).toHaveLength(50);
		expect((await get(`/v1/instagram/users/${USERNAME}/following`)).body.items).toHaveLength(50);
	});

	test('followers earliest first are the latest-first list reversed; another order is a 422', async () => {
		const latest = await readAll(`/v1/instagram/users/${USERNAME}/followers`, { amount: 100 });
		const earliest = await readAll(`/v1/instagram/users/${USERNAME}/followers`, { amount: 100, order: 'date_followed_earliest' });
		expect(earliest).toEqual([...latest].reverse());
		expect((await get(`/v1/instagram/users/${USERNAME}/followers`, { order: 'newest' })).status).toBe(422);
	});

	test.each(['reels', 'tagged', 'followers', 'following'])('%s: amount 101 is a 422', async (tail) => {
		expect((await get(`/v1/instagram/users/${USERNAME}/${tail}`, { amount: 101 })).status).toBe(422);
	});

	test.each(['highlights', 'stories', 'related'])('%s: one list envelope with no next cursor, 5 credits', async (tail) => {
		const reply = await get(`/v1/instagram/users/${USERNAME}/${tail}`);
		expect(Object.keys(reply.body).sort()).toEqual(LIST_KEYS);
		expect(reply.body.next_cursor).toBeNull();
		expect(reply.body.items!.length).toBeGreaterThan(0);
		expect(reply.credits).toBe('5');
	});

	test('about: one object under about, 5 credits', async () => {
		const reply = await get(`/v1/instagram/users/${USERNAME}/about`);
		expect(Object.keys(reply.body)).toEqual(['about']);
		expect(reply.credits).toBe('5');
	});

	test.each(['reels', 'tagged', 'about', 'highlights', 'stories', 'related', 'followers', 'following'])('%s of an unknown account is 404', async (tail) => {
		expect((await get(`/v1/instagram/users/nobody.here/${tail}`)).status).toBe(404);
	});
});

describe('Instagram hashtags, places, sounds and search', () => {
	const HASHTAG_KEYS = ['id', 'name', 'media_count', 'profile_pic_url'];

	test('a hashtag: { hashtag } with the documented keys, 5 credits; any case of the name', async () => {
		const reply = await get('/v1/instagram/hashtags/Sourdough');
		expect(Object.keys(reply.body)).toEqual(['hashtag']);
		expect(Object.keys(reply.body.hashtag as object).sort()).toEqual([...HASHTAG_KEYS].sort());
		expect(reply.credits).toBe('5');
	});

	test.each([
		['recent', RECENT_COUNT],
		['top', TOP_COUNT],
	])('the %s feed: posts in the list envelope by next_cursor, 8 credits a page', async (feed, total) => {
		const codes: unknown[] = [];
		let cursor: string | null | undefined;
		do {
			const page = await get(`/v1/instagram/hashtags/sourdough/${feed}`, { amount: 100, ...(cursor ? { cursor } : {}) });
			expect(Object.keys(page.body).sort()).toEqual(LIST_KEYS);
			expect(page.credits).toBe('8');
			expect(Object.keys(page.body.items![0]).sort()).toEqual([...POST_KEYS, 'user'].sort());
			codes.push(...page.body.items!.map((item) => item.code));
			cursor = page.body.next_cursor;
		} while (cursor);
		expect(new Set(codes).size).toBe(total);
	});

	test.each(['', '/recent', '/top'])('an unknown hashtag is 404 (%s)', async (tail) => {
		expect((await get(`/v1/instagram/hashtags/nosuchtag${tail}`)).status).toBe(404);
	});

	test('a place: one object under location; an unknown place 404, a non-number 422', async () => {
		const reply = await get(`/v1/instagram/locations/${PLACE_PK}`);
		expect(Object.keys(reply.body)).toEqual(['location']);
		expect(Object.keys(reply.body.location as object).sort()).toEqual(['lat', 'lng', 'name', 'pk']);
		expect((await get('/v1/instagram/locations/999')).status).toBe(404);
		expect((await get('/v1/instagram/locations/portland')).status).toBe(422);
	});

	test('a sound: one object under audio; an unknown sound 404', async () => {
		expect(Object.keys((await get(`/v1/instagram/audio/${AUDIO_ID}`)).body)).toEqual(['audio']);
		expect((await get('/v1/instagram/audio/42')).status).toBe(404);
	});

	test.each([
		['hashtags', '2'],
		['top', '5'],
		['users', '5'],
	])('search %s: the list envelope with no next cursor, %s credits; no query is a 422', async (kind, credits) => {
		const reply = await get(`/v1/instagram/search/${kind}`, { query: 'sourdough' });
		expect(Object.keys(reply.body).sort()).toEqual(LIST_KEYS);
		expect(reply.body.next_cursor).toBeNull();
		expect(reply.credits).toBe(credits);
		expect((await get(`/v1/instagram/search/${kind}`)).status).toBe(422);
	});

	test('search hashtags: the documented Hashtag keys', async () => {
		const reply = await get('/v1/instagram/search/hashtags', { query: 'sourdough' });
		expect(reply.body.items).toHaveLength(3);
		expect(Object.keys(reply.body.items![0]).sort()).toEqual([...HASHTAG_KEYS].sort());
	});
});
