/**
 * Reddit > Post: one post (every URL and ID form), its comment thread flattened to one item per comment,
 * its cross-posts, the front page and the post search, against the emulator. Expectations come from the fixtures.
 */
import type { IDataObject } from 'n8n-workflow';

import type { CommentRecord } from '../../emulator/fixtures/reddit/comments';
import { commentTree, threadOf } from '../../emulator/fixtures/reddit/comments';
import type { PostRecord } from '../../emulator/fixtures/reddit/posts';
import { duplicatesOf, FEATURED_SUBREDDIT, featuredLinkPost, featuredPost, searchPosts, trendingPosts } from '../../emulator/fixtures/reddit/posts';
import { nodeSuite } from '../../harness/suite';
import { flattenComments, simplifyCommentTree, simplifyPost } from '../../../nodes/Reddit/reddit.records';
import { byId, byUrl, creditsSpent, field, mapped, NODE, operation, requestLog } from './support';

const suite = nodeSuite();

const get = operation('post', 'get');
const getComments = operation('post', 'getComments');
const getDuplicates = operation('post', 'getDuplicates');
const getTrending = operation('post', 'getTrending');
const search = operation('post', 'search');

const POST = featuredPost();
const fullnames = (list: ReadonlyArray<{ fullname: string }>) => list.map((record) => record.fullname);

/** What Get Comments must output for a nested answer: depth first, each comment without its replies, plus its place. */
function expectedItems(tree: CommentRecord[]): IDataObject[] {
	const out: IDataObject[] = [];
	const visit = (comment: CommentRecord) => {
		const { replies, ...fields } = comment;
		out.push({ ...fields, parent_comment_id: comment.parent_id.startsWith('t1_') ? comment.parent_id.slice(3) : null, reply_count: replies.length });
		replies.forEach(visit);
	};
	tree.forEach(visit);
	return out;
}

describe('Reddit > Post > Get', () => {
	const path = `/v1/reddit/posts/${POST.id}`;

	test.each([
		['its ID', byId(POST.id)],
		['its fullname t3_...', byId(`t3_${POST.id}`)],
		['T3_ in capitals', byId(`T3_${POST.id}`)],
		['its URL', byUrl(`https://www.reddit.com${POST.permalink}`)],
		['an old.reddit URL', byUrl(`https://old.reddit.com${POST.permalink}`)],
		['a new.reddit URL', byUrl(`https://new.reddit.com${POST.permalink}`)],
		['an m.reddit URL', byUrl(`https://m.reddit.com${POST.permalink}`)],
		['a URL without scheme or slug', byUrl(`reddit.com/r/${FEATURED_SUBREDDIT}/comments/${POST.id}`)],
		['a short /comments/ URL', byUrl(`https://www.reddit.com/comments/${POST.id}/`)],
		['a redd.it short link', byUrl(`https://redd.it/${POST.id}`)],
		['a comment permalink', byUrl(`https://www.reddit.com${POST.permalink}abc1234/?context=3`)],
		['a profile post URL', byUrl(`https://www.reddit.com/user/${POST.author}/comments/${POST.id}/x/`)],
		['a gallery URL', byUrl(`https://www.reddit.com/gallery/${POST.id}`)],
		['a URL mapped into By ID', mapped(`https://www.reddit.com${POST.permalink}`)],
	])('the post given as %s calls /posts/<id>', async (_label, post_id) => {
		const { items, error } = await suite.run({ node: NODE, parameters: get({ post_id }) });
		expect(error).toBeUndefined();
		expect(requestLog(suite)).toEqual([{ path, query: {} }]);
		expect(items.map((item) => item.json)).toEqual([POST]);
	});

	test('Simplify: one flat row; 2 credits', async () => {
		let items: Array<{ json: Record<string, unknown> }> = [];
		const spent = await creditsSpent(suite, async () => {
			({ items } = await suite.run({ node: NODE, parameters: get({ post_id: byId(POST.id), simplify: true }) }));
		});
		expect(items[0].json).toEqual(simplifyPost(POST as IDataObject));
		expect(items[0].json).toMatchObject({ id: POST.id, num_comments: 160, permalink: `https://www.reddit.com${POST.permalink}` });
		expect(spent).toBe(2);
	});

	test('an unknown post is a 404', async () => {
		const { error } = await suite.run({ node: NODE, parameters: get({ post_id: byId('zzzzzzz') }) });
		expect(error?.message).toContain('Not found on Reddit (404)');
		expect(requestLog(suite)).toEqual([{ path: '/v1/reddit/posts/zzzzzzz', query: {} }]);
	});

	describe('bad input is refused before any request', () => {
		test.each([
			['a share link (it only redirects)', byUrl(`https://www.reddit.com/r/${FEATURED_SUBREDDIT}/s/AbCdEf123`)],
			['a subreddit URL', byUrl(`https://www.reddit.com/r/${FEATURED_SUBREDDIT}/`)],
			['a URL on another site', byUrl(`https://example.com/r/x/comments/${POST.id}/`)],
			['an ID with capitals', mapped('1ABC2DE')],
			['an ID with a dash', mapped('1abc-2de')],
			['a comment fullname', mapped('t1_abc1234')],
			['a doubled prefix', mapped(`t3_t3_${POST.id}`)],
		])('%s', async (_label, post_id) => {
			await suite.expectRefused({ node: NODE, parameters: get({ post_id }) }, 'Post must be');
		});

		test('"trending" is refused: the service reads it as its trending list', async () => {
			await suite.expectRefused({ node: NODE, parameters: get({ post_id: byId('trending') }) }, 'Use Get Trending');
		});
	});
});

describe('Reddit > Post > Get Comments', () => {
	const path = `/v1/reddit/posts/${POST.id}/comments`;

	test('one item per comment in thread order, each with its depth and parent; the default asks for nothing', async () => {
		let items: Array<{ json: Record<string, unknown> }> = [];
		const spent = await creditsSpent(suite, async () => {
			({ items } = await suite.run({ node: NODE, parameters: getComments({ post_id: byUrl(`https://www.reddit.com${POST.permalink}`) }) }));
		});
		expect(requestLog(suite)).toEqual([{ path, query: {} }]);
		expect(spent).toBe(3);
		const tree = commentTree(POST, 'confidence', 25, null);
		expect(items.map((item) => item.json)).toEqual(expectedItems(tree));
		expect(items.filter((item) => item.json.depth === 0)).toHaveLength(25);
		expect(items.some((item) => (item.json.depth as number) >= 3)).toBe(true);

		// The tree can be rebuilt: every parent is the post or an earlier item, one level up.
		const seen = new Map<string, number>();
		for (const { json } of items) {
			if (json.depth === 0) expect(json).toMatchObject({ parent_id: POST.fullname, parent_comment_id: null });
			else expect(seen.get(json.parent_id as string)).toBe((json.depth as number) - 1);
			seen.set(json.fullname as string, json.depth as number);
			expect(json).not.toHaveProperty('replies');
		}
	});

	test('Sort, Top-Level Comments and Depth are sent as sort, limit and depth', async () => {
		const { items } = await suite.run({
			node: NODE,
			parameters: getComments({ post_id: byId(POST.id), options: { sort: 'new', limit: 100, depth: 1 } }),
		});
		expect(requestLog(suite)).toEqual([{ path, query: { sort: 'new', limit: '100', depth: '1' } }]);
		const tree = commentTree(POST, 'new', 100, 1);
		expect(items.map((item) => item.json)).toEqual(expectedItems(tree));
		expect(new Set(field(items, 'depth'))).toEqual(new Set([0, 1]));
		expect(items.filter((item) => item.json.depth === 0).length).toBe(threadOf(POST).filter((comment) => comment.depth === 0).length);
	});

	test('Depth 0: the top-level comments alone', async () => {
		const { items } = await suite.run({ node: NODE, parameters: getComments({ post_id: byId(POST.id), options: { depth: 0, limit: 5 } }) });
		expect(field(items, 'depth')).toEqual([0, 0, 0, 0, 0]);
		expect(field(items, 'reply_count')).toEqual([0, 0, 0, 0, 0]);
	});

	test('Simplify: flat rows that keep depth and parent', async () => {
		const { items } = await suite.run({ node: NODE, parameters: getComments({ post_id: byId(POST.id), simplify: true, options: { limit: 3 } }) });
		const tree = commentTree(POST, 'confidence', 3, null);
		expect(items.map((item) => item.json)).toEqual(flattenComments(tree.map((comment) => simplifyCommentTree(comment as IDataObject))));
		expect(items).toHaveLength(expectedItems(tree).length);
		expect(Object.keys(items[0].json)).toEqual(expect.arrayContaining(['id', 'author', 'body', 'score', 'depth', 'parent_id', 'parent_comment_id', 'reply_count']));
		expect(Object.values(items[0].json).every((value) => value === null || typeof value !== 'object')).toBe(true);
	});

	test('an unknown post is a 404', async () => {
		const { error } = await suite.run({ node: NODE, parameters: getComments({ post_id: byId('zzzzzzz') }) });
		expect(error?.message).toContain('(404)');
	});

	test.each([
		['Top-Level Comments of 0', { limit: 0 }, 'Top-Level Comments must be a whole number from 1 to 100'],
		['Top-Level Comments of 101', { limit: 101 }, 'Top-Level Comments must be a whole number from 1 to 100'],
		['Depth of 11', { depth: 11 }, 'Depth must be a whole number from 0 to 10'],
		['Depth of -1', { depth: -1 }, 'Depth must be a whole number from 0 to 10'],
		['an unknown sort', { sort: 'best' }, 'Sort must be one of confidence, top, new, controversial, old, qa'],
	])('%s is refused', async (_label, options, message) => {
		await suite.expectRefused({ node: NODE, parameters: getComments({ post_id: byId(POST.id), options }) }, message);
	});
});

describe('Reddit > Post > Get Cross-Posts', () => {
	const original = featuredLinkPost();
	const duplicates = duplicatesOf(original);
	const path = `/v1/reddit/posts/${original.id}/duplicates`;

	test('Return All: every other submission of the link, one request', async () => {
		const { items } = await suite.run({ node: NODE, parameters: getDuplicates({ post_id: byId(original.id), returnAll: true }) });
		expect(duplicates.length).toBeGreaterThanOrEqual(13);
		expect(field(items, 'fullname')).toEqual(fullnames(duplicates));
		expect(items.every((item) => item.json.url === original.url)).toBe(true);
		expect(requestLog(suite)).toEqual([{ path, query: { limit: '100' } }]);
	});

	test('Limit and Start After; Simplify', async () => {
		const { items } = await suite.run({
			node: NODE,
			parameters: getDuplicates({ post_id: byId(`t3_${original.id}`), limit: 4, simplify: true, options: { after: duplicates[5].fullname } }),
		});
		expect(requestLog(suite)).toEqual([{ path, query: { limit: '4', after: duplicates[5].fullname } }]);
		expect(items.map((item) => item.json)).toEqual(duplicates.slice(6, 10).map((post) => simplifyPost(post as IDataObject)));
	});

	test('a post nobody shared again gives no items', async () => {
		const { items, error } = await suite.run({ node: NODE, parameters: getDuplicates({ post_id: byId(POST.id), limit: 5 }) });
		expect(error).toBeUndefined();
		expect(items).toEqual([]);
	});
});

describe('Reddit > Post > Get Trending', () => {
	const path = '/v1/reddit/posts/trending';

	test('Return All pages through the front page: 250 posts in 3 requests, 1 credit each', async () => {
		const expected = trendingPosts('hot', null);
		let items: Array<{ json: Record<string, unknown> }> = [];
		const spent = await creditsSpent(suite, async () => {
			({ items } = await suite.run({ node: NODE, parameters: getTrending({ returnAll: true }) }));
		});
		expect(field(items, 'fullname')).toEqual(fullnames(expected));
		expect(items).toHaveLength(250);
		expect(requestLog(suite)).toEqual([
			{ path, query: { limit: '100' } },
			{ path, query: { limit: '100', after: expected[99].fullname } },
			{ path, query: { limit: '100', after: expected[199].fullname } },
		]);
		expect(spent).toBe(3);
	});

	test('Sort and Time Range are sent; a Limit over a page asks for the rest only', async () => {
		const expected = trendingPosts('top', 'week');
		const { items } = await suite.run({ node: NODE, parameters: getTrending({ limit: 101, options: { sort: 'top', t: 'week' } }) });
		expect(field(items, 'fullname')).toEqual(fullnames(expected.slice(0, 101)));
		expect(requestLog(suite)).toEqual([
			{ path, query: { sort: 'top', t: 'week', limit: '100' } },
			{ path, query: { sort: 'top', t: 'week', limit: '1', after: expected[99].fullname } },
		]);
	});

	test('an unknown sort is refused', async () => {
		await suite.expectRefused({ node: NODE, parameters: getTrending({ limit: 5, options: { sort: 'relevance' } }) }, 'Sort must be one of hot, new, top, rising, controversial, best');
	});
});

describe('Reddit > Post > Search', () => {
	const path = '/v1/reddit/search/posts';
	const Q = 'younger self';

	test('Return All: every match, in pages of 100', async () => {
		const expected = searchPosts(Q, null, 'relevance', 'all');
		expect(expected.length).toBeGreaterThan(200);
		expect(expected.length).toBeLessThanOrEqual(300);
		const { items } = await suite.run({ node: NODE, parameters: search({ q: Q, returnAll: true }) });
		expect(field(items, 'fullname')).toEqual(fullnames(expected));
		expect(requestLog(suite)).toEqual([
			{ path, query: { q: Q, limit: '100' } },
			{ path, query: { q: Q, limit: '100', after: expected[99].fullname } },
			{ path, query: { q: Q, limit: '100', after: expected[199].fullname } },
		]);
	});

	test.each([
		['r/name', byId(`r/${FEATURED_SUBREDDIT}`)],
		['a subreddit URL', byUrl(`https://www.reddit.com/r/${FEATURED_SUBREDDIT}/`)],
	])('restricted to a subreddit given as %s, with sort and time range', async (_label, subreddit) => {
		const expected = searchPosts(Q, FEATURED_SUBREDDIT, 'new', 'year');
		const { items } = await suite.run({ node: NODE, parameters: search({ q: Q, limit: 50, options: { subreddit, sort: 'new', t: 'year' } }) });
		expect(requestLog(suite)).toEqual([{ path, query: { q: Q, subreddit: FEATURED_SUBREDDIT, sort: 'new', t: 'year', limit: '50' } }]);
		expect(field(items, 'fullname')).toEqual(fullnames(expected.slice(0, 50)));
		expect(items.every((item) => item.json.subreddit === FEATURED_SUBREDDIT)).toBe(true);
	});

	test('Simplify', async () => {
		const expected = searchPosts(Q, null, 'relevance', 'all');
		const { items } = await suite.run({ node: NODE, parameters: search({ q: Q, limit: 2, simplify: true }) });
		expect(items.map((item) => item.json)).toEqual(expected.slice(0, 2).map((post: PostRecord) => simplifyPost(post as IDataObject)));
	});

	test.each([
		['no search text', { q: '={{ "" }}' }, 'Search Text is required'],
		['a subreddit with a space', { q: Q, options: { subreddit: mapped('two words') } }, 'Subreddit must be'],
		['an unknown sort', { q: Q, options: { sort: 'rising' } }, 'Sort must be one of relevance, hot, top, new, comments'],
	])('%s is refused', async (_label, extra, message) => {
		await suite.expectRefused({ node: NODE, parameters: search({ limit: 5, ...extra }) }, message);
	});
});
