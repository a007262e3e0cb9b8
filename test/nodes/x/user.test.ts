/**
 * X > User: a profile by every username and URL form, by ID (numeric or a link holding it), many at once (split into
 * requests of 100), search, latest tweets, mentions (`count` following the Limit), followers and followings with
 * paging, subscriptions and articles by ID, Simplify's flat user, and the Credit Budget counting what X reports.
 */
import type { IDataObject } from 'n8n-workflow';

import { simplifyTweet, simplifyUser } from '../../../nodes/X/x.records';
import { ARTICLES, mentionsOf, timelineOf } from '../../emulator/fixtures/twitter/timeline';
import { ROOT_TWEET } from '../../emulator/fixtures/twitter/tweets';
import { ALL_USERS, AUTHOR_PROFILES, FOLLOWERS, FOLLOWING, OPENSKIES, searchUsers, SUBSCRIPTIONS } from '../../emulator/fixtures/twitter/users';
import { nodeSuite } from '../../harness/suite';
import { byId, byUrl, charged, field, hintsOf, idsOf, mapped, operation, refusedX, requestLog, runX } from './support';

const suite = nodeSuite({ keys: { sb_test_key: 1_000_000 } });
const run = runX(suite);
const refused = refusedX(suite);

const get = operation('user', 'get');
const getById = operation('user', 'getById');
const getByIds = operation('user', 'getByIds');
const getByUsernames = operation('user', 'getByUsernames');
const search = operation('user', 'search');
const getTweets = operation('user', 'getTweets');
const getMentions = operation('user', 'getMentions');
const getFollowers = operation('user', 'getFollowers');
const getFollowing = operation('user', 'getFollowing');
const getSubscriptions = operation('user', 'getSubscriptions');
const getArticles = operation('user', 'getArticles');

const NAME = OPENSKIES.username;
const ID = OPENSKIES.id;
const MARTA = AUTHOR_PROFILES[1];

describe('X > User > Get (by username): every form a user field takes', () => {
	test.each([
		['a username', byId(NAME)],
		['@username', byId(`@${NAME}`)],
		['@username in another case', byId('@OpenSkies')],
		['an x.com profile URL', byUrl(`https://x.com/${NAME}`)],
		['a www.x.com URL of a profile tab', byUrl(`https://www.x.com/${NAME}/followers`)],
		['a twitter.com profile URL', byUrl(`https://twitter.com/${NAME}?lang=en`)],
		['a mobile.twitter.com profile URL', byUrl(`https://mobile.twitter.com/${NAME}/`)],
		['a profile URL without scheme', byUrl(`x.com/${NAME}`)],
		['an intent link', byUrl(`https://twitter.com/intent/user?screen_name=${NAME}`)],
		['a profile URL mapped into By ID', mapped(`https://x.com/${NAME}`)],
	])('%s', async (_label, username) => {
		const { items, error } = await run(get({ username }));
		expect(error).toBeUndefined();
		expect(requestLog(suite)[0].path.toLowerCase()).toBe(`/v1/twitter/users/${NAME}/by_username`);
		expect(items.map((item) => item.json)).toEqual([OPENSKIES]);
		expect(charged(suite)).toEqual([2]);
	});

	test('Simplify: the flat user (id, username, name, followers, following, tweets, verified, created, description, location, url)', async () => {
		const { items } = await run(get({ username: byId(NAME), simplify: true }));
		expect(items[0].json).toEqual({
			id: ID,
			username: NAME,
			name: OPENSKIES.name,
			followers: OPENSKIES.followers_count,
			following: OPENSKIES.following_count,
			tweets: OPENSKIES.tweet_count,
			verified: true,
			created: OPENSKIES.created_at_datetime,
			description: OPENSKIES.description,
			location: 'Uppsala, Sweden',
			url: `https://x.com/${NAME}`,
		});
	});

	test('an unknown user is a 404 naming X', async () => {
		const { error } = await run(get({ username: byId('nobody_here') }));
		expect(error?.message).toBe('Not found on X (Twitter) (404)');
		expect(error?.description).toContain('User not found');
	});

	test.each([
		['a tweet URL', byUrl(`https://x.com/${NAME}/status/${ROOT_TWEET.id}`)],
		['x.com/home', byUrl('https://x.com/home')],
		['a profile on another site', byUrl(`https://example.com/${NAME}`)],
		['an ID link (this endpoint takes usernames)', byUrl(`https://x.com/i/user/${ID}`)],
		['a name longer than 15 characters', mapped('a_much_too_long_name')],
		['two words', mapped('open skies')],
		['a path injection', mapped('../admin')],
	])('%s is refused before any request', async (_label, username) => {
		await refused(get({ username }), 'User must be a profile URL such as https://x.com/jack or a username such as jack or @jack');
	});
});

describe('X > User > Get by ID, Get Subscriptions, Get Articles (numeric IDs)', () => {
	test.each([
		['a numeric ID', byId(ID)],
		['an /i/user/ link', byUrl(`https://x.com/i/user/${ID}`)],
		['an intent link', byUrl(`https://twitter.com/intent/user?user_id=${ID}`)],
		['an ID mapped from an expression', mapped(ID)],
	])('%s', async (_label, user) => {
		const { items } = await run(getById({ user_id: user }));
		expect(requestLog(suite)).toEqual([{ path: `/v1/twitter/users/${ID}/by_id`, query: {} }]);
		expect(field(items, 'username')).toEqual([NAME]);
	});

	test.each([
		['a profile URL with a username', byUrl(`https://x.com/${NAME}`), 'User ID must be a profile link that holds the ID'],
		['a username', mapped(NAME), 'User ID must be'],
		['@username', mapped(`@${NAME}`), 'User ID must be'],
	])('%s is refused before any request', async (_label, user, message) => {
		await refused(getById({ user_id: user }), message);
	});

	test('subscriptions: one item per subscribed account', async () => {
		const { items } = await run(getSubscriptions({ user_id: byId(ID), returnAll: true }));
		expect(field(items, 'id')).toEqual(idsOf(SUBSCRIPTIONS[ID]));
		expect(requestLog(suite)).toEqual([{ path: `/v1/twitter/users/${ID}/subscriptions`, query: {} }]);
	});

	test('articles: one item per article, by an /i/user/ link', async () => {
		const { items } = await run(getArticles({ user_id: byUrl(`https://x.com/i/user/${ID}`), returnAll: true }));
		expect(items.map((item) => item.json)).toEqual(ARTICLES);
		expect(charged(suite)).toEqual([1 + ARTICLES.length]);
	});
});

describe('X > User > Get by IDs, Get by Usernames (lists; more than 100 go in several requests)', () => {
	test('IDs, links and repeats: sent once each, in order, as one user_ids', async () => {
		const text = `${ID}, https://x.com/i/user/${MARTA.id}\n${ID}`;
		const { items } = await run(getByIds({ user_ids: text }));
		expect(requestLog(suite)).toEqual([{ path: '/v1/twitter/users/batch_by_ids', query: { user_ids: `${ID},${MARTA.id}` } }]);
		expect(field(items, 'username')).toEqual([NAME, MARTA.username]);
	});

	test('230 IDs: requests of 100, 100 and 30; unknown IDs left out', async () => {
		const unknown = Array.from({ length: 230 - ALL_USERS.length }, (_, index) => String(1600000000000000000n + BigInt(index)));
		const wanted = [...ALL_USERS.map((user) => user.id), ...unknown];
		const { items } = await run(getByIds({ user_ids: '={{ $json.ids }}' }), { items: [{ ids: wanted }] });
		expect(requestLog(suite).map((request) => request.query.user_ids.split(',').length)).toEqual([100, 100, 30]);
		expect(requestLog(suite).flatMap((request) => request.query.user_ids.split(','))).toEqual(wanted);
		expect(field(items, 'id')).toEqual(idsOf(ALL_USERS));
		expect(charged(suite)).toEqual([101, 26, 1]);
	});

	test('usernames in every form, deduplicated; 125 names in two requests', async () => {
		const { items } = await run(getByUsernames({ usernames: `@${NAME}, https://twitter.com/${MARTA.username}/media\n${NAME}` }));
		expect(requestLog(suite)).toEqual([{ path: '/v1/twitter/users/batch_by_usernames', query: { usernames: `${NAME},${MARTA.username}` } }]);
		expect(field(items, 'id')).toEqual([ID, MARTA.id]);
		suite.emulator.reset();
		const all = await run(getByUsernames({ usernames: ALL_USERS.map((user) => user.username).join(','), simplify: true }));
		expect(requestLog(suite).map((request) => request.query.usernames.split(',').length)).toEqual([100, 25]);
		expect(all.items.map((item) => item.json)).toEqual(ALL_USERS.map((user) => simplifyUser(user as unknown as IDataObject)));
	});

	test.each([
		['a tweet URL among the names', `${NAME}, https://x.com/${NAME}/status/${ROOT_TWEET.id}`, 'Usernames must be one or more usernames'],
		['a name with a hyphen', 'openskies, open-skies', '"open-skies" is not'],
		['only separators', ' , ', 'Usernames is required'],
	])('usernames refused before any request: %s', async (_label, usernames, message) => {
		await refused(getByUsernames({ usernames }), message);
	});

	test('an ID list with a username in it is refused before any request, naming the entry', async () => {
		await refused(getByIds({ user_ids: `${ID}, ${NAME}` }), `User IDs must be one or more numeric user IDs or profile links that hold the ID (https://x.com/i/user/44196397), separated by commas or new lines; "${NAME}" is not`);
	});
});

describe('X > User > Search, Get Tweets, Get Followers, Get Following (about 20 a page)', () => {
	test('search: Return All pages to the end', async () => {
		const { items } = await run(search({ query: 'weather', returnAll: true }));
		expect(field(items, 'id')).toEqual(idsOf(searchUsers('weather')));
		expect(requestLog(suite).map((request) => Object.keys(request.query).sort())).toEqual([['query'], ['cursor', 'query']]);
	});

	test('latest tweets: Return All, 3 pages, newest first; Simplify gives the flat tweet', async () => {
		const timeline = timelineOf(NAME);
		const { items } = await run(getTweets({ username: byUrl(`https://x.com/${NAME}`), returnAll: true, simplify: true }));
		expect(items.map((item) => item.json)).toEqual(timeline.map((record) => simplifyTweet(record as unknown as IDataObject)));
		expect(suite.emulator.requests).toHaveLength(3);
	});

	test('followers: Return All, 3 pages, 1 credit plus 1 per follower each', async () => {
		const { items } = await run(getFollowers({ username: byId(`@${NAME}`), returnAll: true }));
		expect(field(items, 'id')).toEqual(idsOf(FOLLOWERS[NAME]));
		expect(charged(suite)).toEqual([21, 21, 6]);
	});

	test('following: a Limit of 21 takes a second page for one account', async () => {
		const { items } = await run(getFollowing({ username: byId(NAME), limit: 21 }));
		expect(field(items, 'id')).toEqual(idsOf(FOLLOWING[NAME].slice(0, 21)));
		expect(requestLog(suite).map((request) => request.path)).toEqual([`/v1/twitter/users/${NAME}/followings`, `/v1/twitter/users/${NAME}/followings`]);
	});
});

describe('X > User > Get Mentions (`count` follows the Limit)', () => {
	const PATH = `/v1/twitter/users/${NAME}/mentions`;
	const MENTIONS = mentionsOf(NAME);

	test('a Limit of 30 asks count=30 once', async () => {
		const { items } = await run(getMentions({ username: byId(NAME), limit: 30 }));
		expect(requestLog(suite)).toEqual([{ path: PATH, query: { count: '30' } }]);
		expect(field(items, 'id')).toEqual(idsOf(MENTIONS.slice(0, 30)));
		expect(charged(suite)).toEqual([31]);
	});

	test('Return All asks 100 a page and stops at the null next_cursor', async () => {
		const { items } = await run(getMentions({ username: byId(NAME), returnAll: true }));
		expect(field(items, 'id')).toEqual(idsOf(MENTIONS));
		expect(requestLog(suite)).toEqual([{ path: PATH, query: { count: '100' } }]);
	});

	test('Limit 45: a page of 40 asked for 45 leaves 5, so the next page asks count=5', async () => {
		const cursorPage = await fetch(`${suite.emulator.url}${PATH}?count=40`, { headers: { 'x-api-key': 'sb_test_key' } });
		const short = (await cursorPage.json()) as { data: unknown[]; next_cursor: string };
		suite.emulator.reset();
		// X sometimes returns fewer tweets than asked: here 40 of 45.
		suite.emulator.injectFault({ path: PATH, kind: 'status', status: 200, body: short, headers: { 'X-Credits-Used': '41' } });
		const { items } = await run(getMentions({ username: byId(NAME), limit: 45 }));
		expect(items).toHaveLength(45);
		expect(requestLog(suite).map((request) => request.query.count)).toEqual(['45', '5']);
	});
});

describe('X > User: the Credit Budget counts what X reports (X-Credits-Used)', () => {
	const PATH = `/v1/twitter/users/${NAME}/followers`;

	test('a short page costs what X says, so the next page still fits: 21 + 3 spent, the third page priced at 101 within 125', async () => {
		// Page 2 comes back with 2 followers (X-Credits-Used: 3) and the cursor of page 3.
		const headers = { 'x-api-key': 'sb_test_key' };
		const first = (await (await fetch(`${suite.emulator.url}${PATH}`, { headers })).json()) as { next_cursor: string };
		const second = (await (await fetch(`${suite.emulator.url}${PATH}?cursor=${first.next_cursor}`, { headers })).json()) as {
			data: unknown[];
			next_cursor: string;
		};
		suite.emulator.reset();
		suite.emulator.injectFault({
			path: PATH,
			kind: 'status',
			status: 200,
			skip: 1,
			body: { data: second.data.slice(0, 2), next_cursor: second.next_cursor },
			headers: { 'X-Credits-Used': '3' },
		});
		const result = await run(getFollowers({ username: byId(NAME), returnAll: true, requestOptions: { creditBudget: 125, includeMeta: true } }));
		expect(result.error).toBeUndefined();
		expect(hintsOf(result)).toEqual([]);
		expect(suite.emulator.requests).toHaveLength(3);
		expect(result.items).toHaveLength(20 + 2 + 5);
		expect(result.items[0].json._meta).toMatchObject({ creditsUsed: 21 + 3 + 6, requests: 3 });
	});

	test('the followers page size is neither set nor stated: each page is priced at the largest X sends (101), and the hint says so', async () => {
		// 21 + 101 fits 122; after two pages (42 spent) the third's 101 would pass it: it is not asked for.
		const result = await run(getFollowers({ username: byId(NAME), returnAll: true, requestOptions: { creditBudget: 122 } }));
		expect(suite.emulator.requests).toHaveLength(2);
		expect(result.items).toHaveLength(40);
		expect(hintsOf(result)[0]).toContain('Stopped at the credit budget of 122 (42 credits spent)');
		expect(hintsOf(result)[0]).toContain('priced at the largest it could be (100 records, 101 credits)');
	});

	test('a budget of 40 is never passed, even by a service serving 50 followers a page (51 credits)', async () => {
		suite.emulator.injectFault({ path: PATH, kind: 'status', status: 200, body: { data: [], next_cursor: null }, headers: { 'X-Credits-Used': '51' } });
		const result = await run(getFollowers({ username: byId(NAME), limit: 1, requestOptions: { creditBudget: 40 } }));
		expect(suite.emulator.requests).toHaveLength(0);
		expect(result.items).toEqual([]);
		expect(hintsOf(result)[0]).toContain('Stopped at the credit budget of 40 (0 credits spent)');
	});
});
