/**
 * Reddit > User: a profile (every name and URL form), its posts and comments with paging, the subreddits it
 * moderates, its trophies (a price the docs do not state) and the user search. Expectations come from the fixtures.
 */
import type { IDataObject } from 'n8n-workflow';

import { userComments } from '../../emulator/fixtures/reddit/comments';
import { moderatedBy } from '../../emulator/fixtures/reddit/communities';
import { userPosts } from '../../emulator/fixtures/reddit/posts';
import { searchUsers, trophiesOf, userRecord } from '../../emulator/fixtures/reddit/profiles';
import { FEATURED_USERS, findUserSeed } from '../../emulator/fixtures/reddit/users';
import { nodeSuite } from '../../harness/suite';
import { simplifyComment, simplifyPost, simplifySubreddit, simplifyUser } from '../../../nodes/Reddit/reddit.records';
import { byId, byUrl, creditsSpent, field, mapped, NODE, operation, requestLog } from './support';

const suite = nodeSuite();

const get = operation('user', 'get');
const getPosts = operation('user', 'getPosts');
const getComments = operation('user', 'getComments');
const getModerated = operation('user', 'getModerated');
const getTrophies = operation('user', 'getTrophies');
const search = operation('user', 'search');

const NAME = FEATURED_USERS[0];
const USER = findUserSeed(NAME)!;
const fullnames = (list: ReadonlyArray<{ fullname: string }>) => list.map((record) => record.fullname);

describe('Reddit > User > Get', () => {
	const path = `/v1/reddit/users/${NAME}`;

	test.each([
		['a bare name', byId(NAME)],
		['u/name', byId(`u/${NAME}`)],
		['/u/name', byId(`/u/${NAME}`)],
		['/user/name/', byId(`/user/${NAME}/`)],
		['a profile URL', byUrl(`https://www.reddit.com/user/${NAME}/`)],
		['a /u/ URL', byUrl(`https://www.reddit.com/u/${NAME}`)],
		['an old.reddit URL of a profile tab', byUrl(`https://old.reddit.com/user/${NAME}/comments/`)],
		['a URL without scheme', byUrl(`reddit.com/user/${NAME}`)],
		['a URL mapped into By ID', mapped(`https://www.reddit.com/user/${NAME}/`)],
	])('the user given as %s calls /users/<name>', async (_label, username) => {
		const { items, error } = await suite.run({ node: NODE, parameters: get({ username }) });
		expect(error).toBeUndefined();
		expect(requestLog(suite)).toEqual([{ path, query: {} }]);
		expect(items.map((item) => item.json)).toEqual([userRecord(USER)]);
	});

	test('Simplify: karma, age, flags and the profile in one row', async () => {
		const { items } = await suite.run({ node: NODE, parameters: get({ username: byId(NAME), simplify: true }) });
		expect(items[0].json).toEqual(simplifyUser(userRecord(USER) as IDataObject));
		expect(items[0].json).toMatchObject({ name: NAME, fullname: `t2_${USER.id}`, profile_url: `https://www.reddit.com/user/${NAME}/`, is_mod: true });
	});

	test('an unknown user is a 404', async () => {
		const { error } = await suite.run({ node: NODE, parameters: get({ username: byId('nobody_by_this_name') }) });
		expect(error?.message).toContain('Not found on Reddit (404)');
	});

	test.each([
		['a two-letter name', mapped('ab')],
		['a name with a space', mapped('two words')],
		['[deleted]', mapped('[deleted]')],
		['u/ alone', mapped('u/')],
		['a subreddit URL', byUrl('https://www.reddit.com/r/python/')],
		['a profile on another site', byUrl(`https://example.com/user/${NAME}`)],
	])('%s is refused before any request', async (_label, username) => {
		await suite.expectRefused({ node: NODE, parameters: get({ username }) }, 'User must be');
	});
});

describe('Reddit > User > Get Posts', () => {
	const path = `/v1/reddit/users/${NAME}/posts`;
	const NEW = userPosts(NAME, 'new', null);

	test('Return All: every post, newest first, in 2 requests', async () => {
		expect(NEW.length).toBeGreaterThan(100);
		expect(NEW.length).toBeLessThanOrEqual(200);
		const { items } = await suite.run({ node: NODE, parameters: getPosts({ username: byId(`u/${NAME}`), returnAll: true }) });
		expect(field(items, 'fullname')).toEqual(fullnames(NEW));
		expect(items.every((item) => item.json.author === NAME)).toBe(true);
		expect(requestLog(suite)).toEqual([
			{ path, query: { limit: '100' } },
			{ path, query: { limit: '100', after: NEW[99].fullname } },
		]);
	});

	test('Sort, Time Range and a Limit past a page; Simplify', async () => {
		const top = userPosts(NAME, 'top', 'all');
		const { items } = await suite.run({ node: NODE, parameters: getPosts({ username: byId(NAME), limit: 105, simplify: true, options: { sort: 'top', t: 'all' } }) });
		expect(requestLog(suite)).toEqual([
			{ path, query: { sort: 'top', t: 'all', limit: '100' } },
			{ path, query: { sort: 'top', t: 'all', limit: '5', after: top[99].fullname } },
		]);
		expect(items.map((item) => item.json)).toEqual(top.slice(0, 105).map((post) => simplifyPost(post as IDataObject)));
	});

	test('an unknown sort is refused', async () => {
		await suite.expectRefused({ node: NODE, parameters: getPosts({ username: byId(NAME), limit: 5, options: { sort: 'rising' } }) }, 'Sort must be one of hot, new, top, controversial');
	});
});

describe('Reddit > User > Get Comments', () => {
	const path = `/v1/reddit/users/${NAME}/comments`;
	const NEW = userComments(USER, 'new', null);

	test('Return All: every comment in 3 requests, each with its post and parent; 6 credits', async () => {
		expect(NEW.length).toBeGreaterThan(200);
		let items: Array<{ json: Record<string, unknown> }> = [];
		const spent = await creditsSpent(suite, async () => {
			({ items } = await suite.run({ node: NODE, parameters: getComments({ username: byUrl(`https://www.reddit.com/user/${NAME}/`), returnAll: true }) }));
		});
		expect(field(items, 'fullname')).toEqual(fullnames(NEW));
		expect(requestLog(suite)).toEqual([
			{ path, query: { limit: '100' } },
			{ path, query: { limit: '100', after: NEW[99].fullname } },
			{ path, query: { limit: '100', after: NEW[199].fullname } },
		]);
		expect(spent).toBe(6);
		expect(items.every((item) => /^t3_/.test(item.json.post_id as string) && /^t[13]_/.test(item.json.parent_id as string))).toBe(true);
	});

	test('Start After resumes; Simplify', async () => {
		const { items } = await suite.run({ node: NODE, parameters: getComments({ username: byId(NAME), limit: 3, simplify: true, options: { after: NEW[10].fullname } }) });
		expect(requestLog(suite)).toEqual([{ path, query: { after: NEW[10].fullname, limit: '3' } }]);
		expect(items.map((item) => item.json)).toEqual(NEW.slice(11, 14).map((comment) => simplifyComment(comment as IDataObject)));
	});

	test('a Start After of another kind of thing is still a fullname; one with a space is refused', async () => {
		await suite.expectRefused({ node: NODE, parameters: getComments({ username: byId(NAME), limit: 3, options: { after: 't1_abc def' } }) }, 'Start After must be a fullname');
	});
});

describe('Reddit > User > Get Moderated Subreddits', () => {
	test('one item per subreddit, with the permissions; Simplify keeps them as text', async () => {
		const expected = moderatedBy(NAME);
		expect(expected.length).toBeGreaterThanOrEqual(5);
		const { items } = await suite.run({ node: NODE, parameters: getModerated({ username: byId(NAME) }) });
		expect(requestLog(suite)).toEqual([{ path: `/v1/reddit/users/${NAME}/moderated`, query: {} }]);
		expect(items.map((item) => item.json)).toEqual(expected);

		suite.emulator.clearRequests();
		const simple = await suite.run({ node: NODE, parameters: getModerated({ username: byId(NAME), simplify: true }) });
		expect(simple.items.map((item) => item.json)).toEqual(expected.map((record) => simplifySubreddit(record as IDataObject)));
		expect(simple.items[0].json).toMatchObject({ name: expected[0].name, fullname: expected[0].fullname, mod_permissions: expect.any(String) });
	});
});

describe('Reddit > User > Get Trophies', () => {
	test('one item per trophy with the username; the charge counted is the one the service reports', async () => {
		let result: Awaited<ReturnType<typeof suite.run>> | undefined;
		const spent = await creditsSpent(suite, async () => {
			result = await suite.run({ node: NODE, parameters: getTrophies({ username: byId(NAME), requestOptions: { includeMeta: true } }) });
		});
		const items = result!.items;
		expect(requestLog(suite)).toEqual([{ path: `/v1/reddit/users/${NAME}/trophies`, query: {} }]);
		expect(suite.emulator.requests[0].creditsCharged).toBe(1);
		expect(spent).toBe(1);
		expect(items[0].json._meta).toMatchObject({ creditsUsed: 1, requests: 1 });
		const withoutMeta = items.map(({ json }) => Object.fromEntries(Object.entries(json).filter(([key]) => key !== '_meta')));
		expect(withoutMeta).toEqual(trophiesOf(USER).map((trophy) => ({ username: NAME, ...trophy })));
	});

	test('the operation says its price is an assumption', async () => {
		const { ScrapeBadgerReddit } = await import('../../../nodes/Reddit/ScrapeBadgerReddit.node');
		const operations = new ScrapeBadgerReddit().description.properties.find(
			(property) => property.name === 'operation' && property.displayOptions?.show?.resource?.[0] === 'user',
		);
		const trophies = operations?.options?.find((option) => 'value' in option && option.value === 'getTrophies') as { description?: string } | undefined;
		expect(trophies?.description).toContain('ScrapeBadger states no price');
	});
});

describe('Reddit > User > Search', () => {
	test('the search text goes as q; matches by name, most karma first', async () => {
		const expected = searchUsers('baker');
		expect(expected.length).toBeGreaterThan(3);
		const { items } = await suite.run({ node: NODE, parameters: search({ q: 'baker', returnAll: true, simplify: true }) });
		expect(requestLog(suite)).toEqual([{ path: '/v1/reddit/search/users', query: { q: 'baker', limit: '100' } }]);
		expect(items.map((item) => item.json)).toEqual(expected.map((user) => simplifyUser(user as IDataObject)));
	});

	test('Limit and Start After (a t2_ fullname)', async () => {
		const expected = searchUsers('baker');
		const after = `t2_${expected[1].id}`;
		const { items } = await suite.run({ node: NODE, parameters: search({ q: 'baker', limit: 2, options: { after } }) });
		expect(requestLog(suite)).toEqual([{ path: '/v1/reddit/search/users', query: { q: 'baker', after, limit: '2' } }]);
		expect(field(items, 'name')).toEqual(expected.slice(2, 4).map((user) => user.name));
	});
});
