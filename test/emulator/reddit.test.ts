/**
 * The emulator's Reddit routes on their own: the 20 live paths and their prices, Reddit's `after` paging
 * (the fullname of the last record, null at the end, an unknown one gives an empty page), the OpenAPI's
 * 422 rules, 404s, and that the fixtures agree with one another.
 */
import { routes } from './index';
import { platformSuite } from './platform-suite';
import { MAX_DEPTH, threadOf } from './fixtures/reddit/comments';
import { ALL_SUBREDDITS, moderatedBy, NEW_SUBREDDITS } from './fixtures/reddit/communities';
import { allPosts, duplicatesOf, featuredPost, subredditPosts } from './fixtures/reddit/posts';
import { REDDIT_USERS } from './fixtures/reddit/users';

const suite = platformSuite();

type Json = Record<string, unknown>;
type Body = Json & { detail?: unknown; posts?: Json[]; pagination?: Json };

const get = (path: string, query?: Record<string, string | number | boolean>) => suite.get<Body>(path, query);

const POST = featuredPost();
const USER = REDDIT_USERS[0].name;

/** One call per live Reddit path, with the credits the route charges (trophies: no stated price, 1 charged). */
const CALLS: Array<[string, string, Record<string, string | number>]> = [
	['2', '/v1/reddit/search/posts', { q: 'guide' }],
	['2', '/v1/reddit/search/subreddits', { q: 'cooking' }],
	['2', '/v1/reddit/search/users', { q: 'baker' }],
	['2', '/v1/reddit/domains/github.com/posts', {}],
	['1', '/v1/reddit/posts/trending', {}],
	['2', `/v1/reddit/posts/${POST.id}`, {}],
	['3', `/v1/reddit/posts/${POST.id}/comments`, {}],
	['3', `/v1/reddit/posts/${POST.id}/duplicates`, {}],
	['2', '/v1/reddit/subreddits/programming', {}],
	['2', '/v1/reddit/subreddits/programming/posts', {}],
	['1', '/v1/reddit/subreddits/programming/rules', {}],
	['1', '/v1/reddit/subreddits/programming/wiki', {}],
	['3', '/v1/reddit/subreddits/programming/wiki/index', {}],
	['1', '/v1/reddit/subreddits/popular', {}],
	['1', '/v1/reddit/subreddits/new', {}],
	['2', `/v1/reddit/users/${USER}`, {}],
	['2', `/v1/reddit/users/${USER}/posts`, {}],
	['2', `/v1/reddit/users/${USER}/comments`, {}],
	['3', `/v1/reddit/users/${USER}/moderated`, {}],
	['1', `/v1/reddit/users/${USER}/trophies`, {}],
];

describe('the fixtures', () => {
	test('names and IDs are unique; posts belong to known subreddits and accounts', () => {
		const posts = allPosts();
		expect(new Set(posts.map((post) => post.id)).size).toBe(posts.length);
		expect(new Set(ALL_SUBREDDITS.map((record) => record.display_name.toLowerCase())).size).toBe(ALL_SUBREDDITS.length);
		expect(new Set(ALL_SUBREDDITS.map((record) => record.name)).size).toBe(ALL_SUBREDDITS.length);
		expect(new Set(REDDIT_USERS.map((user) => user.id)).size).toBe(REDDIT_USERS.length);
		const users = new Set(REDDIT_USERS.map((user) => user.name));
		expect(posts.filter((post) => post.author !== '[deleted]' && !users.has(post.author))).toEqual([]);
		expect(REDDIT_USERS.every((user) => /^[A-Za-z0-9_-]{3,20}$/.test(user.name))).toBe(true);
		expect(posts.every((post) => /^[a-z0-9]{7}$/.test(post.id) && post.fullname === `t3_${post.id}`)).toBe(true);
	});

	test('a thread has num_comments comments, each after its parent and at most ten levels down', () => {
		const thread = threadOf(POST);
		expect(thread).toHaveLength(POST.num_comments);
		const seen = new Map<string, number>([[POST.fullname, -1]]);
		for (const comment of thread) {
			expect(seen.get(comment.parent_id)).toBe(comment.depth - 1);
			expect(comment.depth).toBeLessThanOrEqual(MAX_DEPTH);
			seen.set(comment.fullname, comment.depth);
		}
	});

	test('duplicates share the link; a cross-post count matches the cross-posts; moderators are accounts', () => {
		for (const post of allPosts().filter((candidate) => candidate.num_crossposts > 0).slice(0, 20)) {
			expect(duplicatesOf(post).length).toBeGreaterThanOrEqual(post.num_crossposts);
		}
		expect(REDDIT_USERS.filter((user) => moderatedBy(user.name).length > 0).length).toBeGreaterThan(100);
	});
});

describe('routes', () => {
	test('all 20 live Reddit data paths are served', () => {
		const reddit = routes.map((route) => route.path).filter((path) => path.startsWith('/v1/reddit/'));
		expect(reddit).toHaveLength(20);
	});

	test.each(CALLS)('%s credit(s): %s', async (credits, path, query) => {
		const { status, credits: charged } = await get(path, query);
		expect({ status, charged }).toEqual({ status: 200, charged: credits });
	});
});

describe('listings page by `after`', () => {
	const HOT = subredditPosts('programming', 'hot', null)!;

	test('`after` is the fullname of the page\'s last record, null at the end', async () => {
		const first = await get('/v1/reddit/subreddits/programming/posts', { limit: 100 });
		expect(first.body.pagination).toEqual({ after: HOT[99].fullname, before: null, count: 100, limit: 100 });
		const second = await get('/v1/reddit/subreddits/programming/posts', { limit: 100, after: HOT[99].fullname });
		expect(second.body.posts?.map((post) => post.fullname)).toEqual(HOT.slice(100).map((post) => post.fullname));
		expect(second.body.pagination).toEqual({ after: null, before: HOT[100].fullname, count: HOT.length - 100, limit: 100 });
	});

	test('the default page is 25; an unknown `after` gives an empty page, not an error', async () => {
		expect((await get('/v1/reddit/subreddits/programming/posts')).body.posts).toHaveLength(25);
		const unknown = await get('/v1/reddit/subreddits/programming/posts', { after: 't3_zzzzzzz' });
		expect(unknown.status).toBe(200);
		expect(unknown.body).toMatchObject({ posts: [], pagination: { after: null, count: 0 } });
	});

	test('new subreddits and search results page the same way, by fullname', async () => {
		const page = await get('/v1/reddit/subreddits/new', { limit: 2 });
		expect(page.body.pagination).toMatchObject({ after: `t5_${NEW_SUBREDDITS[1].id}`, count: 2 });
	});
});

describe('422 and 404', () => {
	test.each([
		['/v1/reddit/subreddits/programming/posts', { limit: 0 }, 'limit', 'greater_than_equal'],
		['/v1/reddit/search/users', { q: 'x', limit: 101 }, 'limit', 'less_than_equal'],
		[`/v1/reddit/posts/${POST.id}/comments`, { depth: 11 }, 'depth', 'less_than_equal'],
		[`/v1/reddit/posts/${POST.id}/comments`, { depth: -1 }, 'depth', 'greater_than_equal'],
		[`/v1/reddit/posts/${POST.id}/comments`, { limit: 'many' }, 'limit', 'int_parsing'],
		['/v1/reddit/search/posts', {}, 'q', 'missing'],
	])('%s %j: 422 on %s', async (path, query, name, type) => {
		const { status, body } = await get(path, query as Record<string, string | number>);
		expect(status).toBe(422);
		expect(body.detail).toEqual([expect.objectContaining({ type, loc: ['query', name] })]);
	});

	test.each([
		'/v1/reddit/posts/zzzzzzz',
		'/v1/reddit/posts/zzzzzzz/comments',
		'/v1/reddit/posts/zzzzzzz/duplicates',
		'/v1/reddit/subreddits/no_such_sub_here',
		'/v1/reddit/subreddits/no_such_sub_here/posts',
		'/v1/reddit/subreddits/no_such_sub_here/wiki',
		'/v1/reddit/subreddits/programming/wiki/no_such_page',
		'/v1/reddit/users/nobody_by_this_name',
		'/v1/reddit/users/nobody_by_this_name/trophies',
	])('%s: 404, not billed', async (path) => {
		const { status, credits } = await get(path);
		expect(status).toBe(404);
		expect(credits).toBeNull();
	});

	test('r/all holds every post', async () => {
		const { body } = await get('/v1/reddit/subreddits/all/posts', { limit: 1, sort: 'new' });
		expect(body.posts?.[0].fullname).toBe([...allPosts()].sort((a, b) => b.created_utc - a.created_utc || b.id.localeCompare(a.id))[0].fullname);
	});
});
