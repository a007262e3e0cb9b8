/**
 * The emulator's Instagram routes on their own: each answer holds exactly the keys of the docs' example response
 * (get-user.mdx, user-posts.mdx), and the paging, 404s, 422s and credits of each list.
 */
import { POST_COUNT, PROFILE, USERNAME } from './fixtures/instagram/users';
import { platformSuite } from './platform-suite';

const suite = platformSuite();

type Body = Record<string, unknown> & { detail?: unknown; items?: Array<Record<string, unknown>>; next_cursor?: string | null; has_more?: boolean };

const get = (path: string, query?: Record<string, string | number | boolean>) => suite.get<Body>(path, query);

/** The keys of the docs' example answers (docs/api-reference/endpoint/instagram/). */
const PROFILE_KEYS = ['pk', 'username', 'full_name', 'is_private', 'is_verified', 'profile_pic_url', 'profile_pic_url_hd', 'media_count', 'follower_count', 'following_count', 'biography', 'bio_links', 'external_url', 'account_type', 'is_business', 'public_email', 'category', 'city_name', 'scraped_at'];
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
