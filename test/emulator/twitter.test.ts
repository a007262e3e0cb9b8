/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test tooling, never shipped: n8n Cloud's rules for node runtime code do not apply */
/**
 * The emulator's X routes on their own: the 34 live read paths, each answering in its OpenAPI response schema (checked
 * against openapi-twitter.json when the spec folder is there) and charging 1 credit plus 1 per item; X's cursor
 * paging (`next_cursor` null at the end, `count` sizing a page where the endpoint takes it); the OpenAPI's 422 rules;
 * 404s; the search operators; and that the fixtures agree with one another.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { DEFAULT_SPEC_DIR } from '../contract/extract-live-api';
import { ALL_COMMUNITIES, LIST_DETAILS } from './fixtures/twitter/groups';
import {
	ALL_TWEETS_BY_ID,
	ARTICLES,
	COMMUNITY_TWEETS,
	CORPUS,
	EDIT_CHAIN,
	EDITED_TWEET,
	mentionsOf,
	NOTED_TWEET,
	QUOTES_OF_ROOT,
	searchTweets,
	timelineOf,
} from './fixtures/twitter/timeline';
import { COMMUNITY, LIST_ID, LIST_TWEETS, PLACES, QUIET_TWEET, REPLIES, ROOT_TWEET } from './fixtures/twitter/tweets';
import { ALL_USERS, FAVORITERS, FOLLOWERS, FOLLOWING, GENERATED_USERS, OPENSKIES, RETWEETERS, searchUsers } from './fixtures/twitter/users';
import { BROADCAST, LIVE_SPACE, PLACE_TRENDS, TRENDS } from './fixtures/twitter/world';
import { DEFAULT_TEST_KEY, routes } from './index';
import { platformSuite } from './platform-suite';

const suite = platformSuite({ keys: { [DEFAULT_TEST_KEY]: 1_000_000 } });

type Json = Record<string, unknown>;
type Body = Json & { data?: Json[] | null; next_cursor?: string | null; detail?: unknown };

const get = (path: string, query?: Record<string, string | number | boolean>) => suite.get<Body>(path, query);

const ids = (body: Body) => (body.data ?? []).map((record) => record.id);
const ROOT = ROOT_TWEET.id;

/** One call per live X path: the path, its query, and the OpenAPI schema of its 200 answer. */
const CALLS: Array<[string, Record<string, string | number>, string]> = [
	['/v1/twitter/tweets/', { tweets: `${ROOT},${QUIET_TWEET.id}` }, 'TweetsResponse'],
	[`/v1/twitter/tweets/tweet/${ROOT}`, {}, 'TweetData'],
	[`/v1/twitter/tweets/tweet/${ROOT}/retweeters`, {}, 'UsersResponse'],
	[`/v1/twitter/tweets/tweet/${ROOT}/replies`, {}, 'TweetsResponse'],
	[`/v1/twitter/tweets/tweet/${ROOT}/favoriters`, {}, 'UsersResponse'],
	[`/v1/twitter/tweets/tweet/${ROOT}/similar`, {}, 'TweetsResponse'],
	['/v1/twitter/tweets/advanced_search', { query: 'balloon', count: 5 }, 'TweetsResponse'],
	[`/v1/twitter/tweets/tweet/${EDITED_TWEET.id}/edit_history`, {}, 'TweetsResponse'],
	[`/v1/twitter/tweets/tweet/${NOTED_TWEET.id}/community_notes`, {}, 'CommunityNotesResponse'],
	[`/v1/twitter/tweets/tweet/${ROOT}/quotes`, {}, 'TweetsResponse'],
	[`/v1/twitter/tweets/article/${ARTICLES[0].id}`, {}, 'ArticleData'],
	['/v1/twitter/users/batch_by_ids', { user_ids: `${OPENSKIES.id},${GENERATED_USERS[0].id}` }, 'UsersResponse'],
	['/v1/twitter/users/batch_by_usernames', { usernames: 'openskies,marta_codes' }, 'UsersResponse'],
	[`/v1/twitter/users/${OPENSKIES.id}/by_id`, {}, 'UserData'],
	['/v1/twitter/users/openskies/by_username', {}, 'UserData'],
	['/v1/twitter/users/openskies/latest_tweets', {}, 'TweetsResponse'],
	['/v1/twitter/users/openskies/followers', {}, 'UsersResponse'],
	['/v1/twitter/users/openskies/followings', {}, 'UsersResponse'],
	[`/v1/twitter/users/${OPENSKIES.id}/subscriptions`, {}, 'UsersResponse'],
	['/v1/twitter/users/search_users', { query: 'weather' }, 'UsersResponse'],
	['/v1/twitter/users/openskies/mentions', { count: 7 }, 'TweetsResponse'],
	[`/v1/twitter/users/${OPENSKIES.id}/articles`, {}, 'ArticlesResponse'],
	[`/v1/twitter/lists/${LIST_ID}/detail`, {}, 'ListData'],
	[`/v1/twitter/lists/${LIST_ID}/tweets`, {}, 'TweetsResponse'],
	[`/v1/twitter/lists/${LIST_ID}/search_tweets`, { query: 'open source' }, 'TweetsResponse'],
	[`/v1/twitter/communities/${COMMUNITY.id}`, {}, 'CommunityData'],
	[`/v1/twitter/communities/${COMMUNITY.id}/tweets`, { tweet_type: 'Latest' }, 'TweetsResponse'],
	['/v1/twitter/communities/search', { query: 'weather' }, 'CommunitiesResponse'],
	['/v1/twitter/trends/', { category: 'news', count: 4 }, 'TrendsResponse'],
	['/v1/twitter/trends/place/23424977', {}, 'PlaceTrendsData'],
	['/v1/twitter/geo/search', { query: 'San' }, 'PlacesResponse'],
	[`/v1/twitter/geo/places/${PLACES[0].id}`, {}, 'PlaceData'],
	[`/v1/twitter/spaces/broadcast/${BROADCAST.id}`, {}, 'BroadcastData'],
	[`/v1/twitter/spaces/${LIVE_SPACE.id}`, {}, 'SpaceData'],
];

/** Items an answer holds, as X bills them: each element of `data`, each trend of a place, or the one record. */
function itemsOf(body: Body): number {
	if (Array.isArray(body.trends)) return body.trends.length;
	if ('data' in body) return Array.isArray(body.data) ? body.data.length : 0;
	return 1;
}

// ---- the OpenAPI response schemas, read from the spec folder when it is there ----

interface Schema {
	$ref?: string;
	type?: string | string[];
	properties?: Record<string, Schema>;
	required?: string[];
	items?: Schema;
	oneOf?: Schema[];
	enum?: unknown[];
	additionalProperties?: Schema | boolean;
}

const SPEC_FILE = join(DEFAULT_SPEC_DIR, 'openapi', 'openapi-twitter.json');
const SCHEMAS = existsSync(SPEC_FILE)
	? ((JSON.parse(readFileSync(SPEC_FILE, 'utf8')) as { components: { schemas: Record<string, Schema> } }).components.schemas)
	: undefined;

const typeOf = (value: unknown) =>
	value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value;

/** Where `value` breaks `schema`: missing required fields, wrong types, values off an enum, fields the schema lacks. */
function violations(value: unknown, schema: Schema, at: string): string[] {
	if (schema.$ref) return violations(value, SCHEMAS?.[schema.$ref.split('/').pop() ?? ''] ?? {}, at);
	if (schema.oneOf) {
		return schema.oneOf.some((option) => violations(value, option, at).length === 0) ? [] : [`${at}: matches no oneOf`];
	}
	const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
	const actual = typeOf(value);
	if (types.length > 0 && !types.includes(actual) && !(actual === 'integer' && types.includes('number'))) {
		return [`${at}: ${actual}, schema ${types.join('|')}`];
	}
	if (schema.enum && value !== null && !schema.enum.includes(value)) return [`${at}: ${JSON.stringify(value)} not in the enum`];
	if (actual === 'array' && schema.items) return (value as unknown[]).flatMap((entry, index) => violations(entry, schema.items!, `${at}[${index}]`));
	if (actual === 'object' && schema.properties) {
		const record = value as Json;
		const problems = (schema.required ?? []).filter((name) => !(name in record)).map((name) => `${at}.${name}: missing`);
		for (const [name, entry] of Object.entries(record)) {
			const property = schema.properties[name];
			if (property) problems.push(...violations(entry, property, `${at}.${name}`));
			else if (schema.additionalProperties === undefined) problems.push(`${at}.${name}: not in the schema`);
		}
		return problems;
	}
	return [];
}

describe('routes', () => {
	test('all 34 live X read paths are served, and the 19 stream operations (routes/twitter/stream.ts)', () => {
		const twitter = routes.filter((route) => route.path.startsWith('/v1/twitter/'));
		expect(twitter.filter((route) => !route.path.startsWith('/v1/twitter/stream'))).toHaveLength(34);
		expect(twitter.filter((route) => route.path.startsWith('/v1/twitter/stream'))).toHaveLength(19);
		expect(new Set(CALLS.map(([path]) => path.replace(/\/(\d+|[A-Za-z0-9]{13}|[0-9a-f]{16}|openskies)(?=\/|$)/g, '/{}'))).size).toBe(34);
	});

	test.each(CALLS)('%s %j: 200, 1 credit plus 1 per item', async (path, query) => {
		const { status, body, credits } = await get(path, query);
		expect(status).toBe(200);
		expect(itemsOf(body)).toBeGreaterThan(0);
		expect(credits).toBe(String(1 + itemsOf(body)));
	});

	(SCHEMAS ? test.each(CALLS) : test.skip.each(CALLS))('%s answers in its OpenAPI schema', async (path, query, schema) => {
		const { body } = await get(path, query);
		expect(violations(body, { $ref: schema }, 'body')).toEqual([]);
	});
});

describe('cursor paging', () => {
	test('about 20 a page; next_cursor leads to the next page and is null on the last', async () => {
		const followers = FOLLOWERS.openskies.map((user) => user.id);
		const first = await get('/v1/twitter/users/openskies/followers');
		expect(ids(first.body)).toEqual(followers.slice(0, 20));
		expect(first.body.next_cursor).toEqual(expect.stringMatching(/^\S+$/));
		const second = await get('/v1/twitter/users/openskies/followers', { cursor: first.body.next_cursor as string });
		const third = await get('/v1/twitter/users/openskies/followers', { cursor: second.body.next_cursor as string });
		expect([...ids(second.body), ...ids(third.body)]).toEqual(followers.slice(20));
		expect(third.body.next_cursor).toBeNull();
	});

	test('`count` sizes a page (default 20); the last page is what is left', async () => {
		const all = searchTweets('balloon', 'Top').map((record) => record.id);
		expect(all.length).toBeGreaterThan(100);
		expect(ids((await get('/v1/twitter/tweets/advanced_search', { query: 'balloon' })).body)).toEqual(all.slice(0, 20));
		const first = await get('/v1/twitter/tweets/advanced_search', { query: 'balloon', count: 100 });
		expect(ids(first.body)).toEqual(all.slice(0, 100));
		expect(first.credits).toBe('101');
		const rest = await get('/v1/twitter/tweets/advanced_search', { query: 'balloon', count: 100, cursor: first.body.next_cursor as string });
		expect(ids(rest.body)).toEqual(all.slice(100));
		expect(rest.body.next_cursor).toBeNull();
		const mentions = await get('/v1/twitter/users/openskies/mentions', { count: 3 });
		expect(ids(mentions.body)).toEqual(mentionsOf('openskies').slice(0, 3).map((record) => record.id));
	});

	test("a cursor from another listing, or one the service cannot place, ends the listing: an empty page, not an error", async () => {
		const followers = await get('/v1/twitter/users/openskies/followers');
		const elsewhere = await get('/v1/twitter/users/openskies/followings', { cursor: followers.body.next_cursor as string });
		expect(elsewhere).toMatchObject({ status: 200, body: { data: [], next_cursor: null }, credits: '1' });
		expect((await get(`/v1/twitter/tweets/tweet/${ROOT}/quotes`, { cursor: 'nonsense' })).body.data).toEqual([]);
	});

	test('a known tweet, user or list with nothing to list answers an empty page; single lookups with nothing found `data: null`', async () => {
		expect((await get(`/v1/twitter/tweets/tweet/${QUIET_TWEET.id}/retweeters`)).body).toEqual({ data: [], next_cursor: null });
		expect((await get(`/v1/twitter/tweets/tweet/${QUIET_TWEET.id}/community_notes`)).body).toEqual({ data: null });
		expect((await get('/v1/twitter/users/batch_by_usernames', { usernames: 'nobody_here_1,nobody_here_2' })).body.data).toBeNull();
		expect((await get('/v1/twitter/users/search_users', { query: 'no such words at all' })).credits).toBe('1');
	});
});

describe('what each route answers', () => {
	test('Top orders by likes, Latest by time, Media keeps tweets with media', async () => {
		for (const type of ['Top', 'Latest', 'Media'] as const) {
			const { body } = await get(`/v1/twitter/communities/${COMMUNITY.id}/tweets`, { tweet_type: type });
			const tweets = (body.data ?? []) as Array<{ favorite_count: number; created_at: string; media: unknown[] }>;
			expect(tweets.length).toBeGreaterThan(0);
			if (type === 'Top') expect(tweets.map((t) => t.favorite_count)).toEqual([...tweets.map((t) => t.favorite_count)].sort((a, b) => b - a));
			if (type === 'Latest') expect(tweets.map((t) => Date.parse(t.created_at))).toEqual(tweets.map((t) => Date.parse(t.created_at)).sort((a, b) => b - a));
			if (type === 'Media') expect(tweets.every((t) => t.media.length > 0)).toBe(true);
		}
		const media = await get(`/v1/twitter/communities/${COMMUNITY.id}/tweets`, { tweet_type: 'Media' });
		expect(ids(media.body)).toHaveLength(COMMUNITY_TWEETS.filter((record) => record.media.length > 0).length);
	});

	test.each([
		['from:openskies', (t: Json) => t.username === 'openskies'],
		['lang:sv', (t: Json) => t.lang === 'sv'],
		['min_faves:2000', (t: Json) => (t.favorite_count as number) >= 2000],
		['filter:media', (t: Json) => (t.media as unknown[]).length > 0],
		['#spaceweather', (t: Json) => String(t.text).includes('#spaceweather')],
		['@openskies -balloon', (t: Json) => String(t.text).startsWith('@openskies') && !String(t.text).toLowerCase().includes('balloon')],
		['"the sensors survived"', (t: Json) => String(t.text).includes('the sensors survived')],
		['telemetry OR firmware', (t: Json) => /telemetry|firmware/i.test(String(t.full_text ?? t.text))],
		['since:2026-05-12 until:2026-05-13', (t: Json) => String(t.created_at).includes('May 12')],
	])('search %s finds what the operator says, and something', async (query, holds) => {
		const { body } = await get('/v1/twitter/tweets/advanced_search', { query, count: 100, query_type: 'Latest' });
		expect(body.data?.length).toBeGreaterThan(0);
		expect(body.data?.every(holds)).toBe(true);
	});

	test('edit history: every version of the chain, oldest first, whichever version is asked; an unedited tweet is its own history', async () => {
		const chain = EDIT_CHAIN.map((record) => record.id);
		expect(ids((await get(`/v1/twitter/tweets/tweet/${EDIT_CHAIN[0].id}/edit_history`)).body)).toEqual(chain);
		expect(ids((await get(`/v1/twitter/tweets/tweet/${QUIET_TWEET.id}/edit_history`)).body)).toEqual([QUIET_TWEET.id]);
	});

	test('place trends: one charge per trend; a WOEID with leading zeros is the same place', async () => {
		const { body, credits } = await get('/v1/twitter/trends/place/01');
		expect(body).toMatchObject({ woeid: 1, name: 'Worldwide' });
		expect(credits).toBe(String(1 + PLACE_TRENDS['1'].trends.length));
		expect((await get('/v1/twitter/trends/', { count: 100 })).body.data).toHaveLength(TRENDS.trending.length);
	});

	test('batch lookups keep the order asked, leave unknown entries out, take usernames in any case, and refuse more than 100', async () => {
		const { body } = await get('/v1/twitter/users/batch_by_usernames', { usernames: 'Marta_Codes,nobody_here,openskies' });
		expect(body.data?.map((user) => user.username)).toEqual(['marta_codes', 'openskies']);
		const many = GENERATED_USERS.slice(0, 101).map((user) => user.id).join(',');
		const refused = await get('/v1/twitter/users/batch_by_ids', { user_ids: many });
		expect(refused).toMatchObject({ status: 400, credits: null });
		expect((await get('/v1/twitter/users/batch_by_ids', { user_ids: GENERATED_USERS.slice(0, 100).map((user) => user.id).join(',') })).body.data).toHaveLength(100);
	});
});

describe('422 and 404', () => {
	test.each([
		['/v1/twitter/tweets/advanced_search', { query: 'x', count: 0 }, 'count', 'greater_than_equal'],
		['/v1/twitter/tweets/advanced_search', { query: 'x', count: 101 }, 'count', 'less_than_equal'],
		['/v1/twitter/tweets/advanced_search', { query: 'x', count: 'many' }, 'count', 'int_parsing'],
		['/v1/twitter/tweets/advanced_search', { query: 'x', query_type: 'Newest' }, 'query_type', 'enum'],
		['/v1/twitter/tweets/advanced_search', {}, 'query', 'missing'],
		['/v1/twitter/users/openskies/mentions', { count: 500 }, 'count', 'less_than_equal'],
		[`/v1/twitter/communities/${COMMUNITY.id}/tweets`, { tweet_type: 'top' }, 'tweet_type', 'enum'],
		['/v1/twitter/communities/search', {}, 'query', 'missing'],
		['/v1/twitter/users/search_users', {}, 'query', 'missing'],
		['/v1/twitter/users/batch_by_ids', {}, 'user_ids', 'missing'],
		['/v1/twitter/users/batch_by_usernames', {}, 'usernames', 'missing'],
		['/v1/twitter/trends/', { category: 'weather' }, 'category', 'enum'],
		['/v1/twitter/trends/', { count: 101 }, 'count', 'less_than_equal'],
		['/v1/twitter/tweets/', {}, 'tweets', 'missing'],
	])('%s %j: 422 on %s', async (path, query, name, type) => {
		const { status, body, credits } = await get(path, query as Record<string, string | number>);
		expect(status).toBe(422);
		expect(body.detail).toEqual([expect.objectContaining({ type, loc: ['query', name] })]);
		expect(credits).toBeNull();
	});

	test.each([
		['/v1/twitter/users/123abc/by_id', 'user_id'],
		['/v1/twitter/tweets/tweet/12ab/quotes', 'tweet_id'],
		['/v1/twitter/users/no-dash/followers', 'username'],
	])('%s: 422 on the path parameter %s', async (path, name) => {
		const { status, body } = await get(path);
		expect(status).toBe(422);
		expect(body.detail).toEqual([expect.objectContaining({ loc: ['path', name] })]);
	});

	test.each([
		'/v1/twitter/tweets/tweet/1234/similar',
		'/v1/twitter/tweets/tweet/1234/favoriters',
		'/v1/twitter/tweets/article/1234',
		'/v1/twitter/users/nobody_here/by_username',
		'/v1/twitter/users/nobody_here/latest_tweets',
		'/v1/twitter/users/1234/by_id',
		'/v1/twitter/users/1234/subscriptions',
		'/v1/twitter/lists/1234/detail',
		'/v1/twitter/lists/1234/tweets',
		'/v1/twitter/communities/1234/tweets',
		'/v1/twitter/geo/places/0000000000000000',
		'/v1/twitter/trends/place/999',
		'/v1/twitter/spaces/1NoSuchSpace0',
		'/v1/twitter/spaces/broadcast/1NoSuchCast00',
	])('%s: 404, not billed', async (path) => {
		const { status, credits } = await get(path);
		expect(status).toBe(404);
		expect(credits).toBeNull();
	});
});

describe('the fixtures', () => {
	test('tweet, user, community and article IDs are unique and numeric; usernames are X usernames', () => {
		const tweets = [...ALL_TWEETS_BY_ID.values()];
		expect(tweets.every((record) => /^\d{1,20}$/.test(record.id))).toBe(true);
		expect(new Set(ALL_USERS.map((user) => user.id)).size).toBe(ALL_USERS.length);
		expect(new Set(ALL_USERS.map((user) => user.username.toLowerCase())).size).toBe(ALL_USERS.length);
		expect(ALL_USERS.every((user) => /^[A-Za-z0-9_]{1,15}$/.test(user.username) && /^\d+$/.test(user.id))).toBe(true);
		expect(new Set(ALL_COMMUNITIES.map((record) => record.id)).size).toBe(ALL_COMMUNITIES.length);
		expect(ARTICLES.every((record) => /^\d+$/.test(record.id))).toBe(true);
		expect(LIST_DETAILS[LIST_ID].member_count).toBeGreaterThan(0);
	});

	test('every tweet is by a known account, and the listings hold what their sizes promise', () => {
		const known = new Map(ALL_USERS.map((user) => [user.id, user.username]));
		expect([...ALL_TWEETS_BY_ID.values()].filter((record) => known.get(record.user_id ?? '') !== record.username)).toEqual([]);
		expect(CORPUS).toHaveLength(240);
		expect(QUOTES_OF_ROOT.every((record) => record.quoted_status_id === ROOT)).toBe(true);
		expect(EDIT_CHAIN.every((record) => record.edit_tweet_ids?.join() === EDIT_CHAIN.map((version) => version.id).join())).toBe(true);
		// Return All in the examples stays small: two or three pages each.
		expect([REPLIES, LIST_TWEETS, QUOTES_OF_ROOT, RETWEETERS[ROOT], FAVORITERS[ROOT], FOLLOWERS.openskies, FOLLOWING.openskies, searchUsers('weather'), timelineOf('openskies')].map((all) => Math.ceil(all.length / 20))).toEqual([3, 3, 2, 2, 3, 3, 2, 2, 3]);
	});
});
