import type { IDataObject, INodeParameters } from 'n8n-workflow';

import {
	COMMUNITY,
	LIST_ID,
	LIST_TWEETS,
	QUIET_TWEET,
	QUOTE_TWEET,
	REPLIES,
	RETWEET,
	ROOT_TWEET,
} from '../../emulator/fixtures/twitter/tweets';
import { nodeSuite } from '../../harness/suite';

const suite = nodeSuite({ keys: { sb_test_key: 1_000_000, sb_empty: 0, sb_three: 3 } });
const NODE = 'scrapeBadgerX';
const ROOT = ROOT_TWEET.id;
const TWEET_PATH = `/v1/twitter/tweets/tweet/${ROOT}`;
const REPLIES_PATH = `${TWEET_PATH}/replies`;
const BY_IDS_PATH = '/v1/twitter/tweets/';
const LIST_PATH = `/v1/twitter/lists/${LIST_ID}/search_tweets`;
const PLACES_PATH = '/v1/twitter/geo/search';

const byUrl = (value: string) => ({ __rl: true, mode: 'url', value });
const byId = (value: string) => ({ __rl: true, mode: 'id', value });

const requests = () => suite.emulator.requests.map(({ path, query }) => ({ path, query }));
const ids = (items: Array<{ json: Record<string, unknown> }>) => items.map((item) => item.json.id);
const run = (parameters: Record<string, unknown>, extra: { items?: IDataObject[]; continueOnFail?: boolean; apiKey?: string } = {}) =>
	suite.run({ node: NODE, parameters: parameters as INodeParameters, ...extra });

/** Bad input: refused with the field named, nothing sent. */
const expectRefused = (parameters: Record<string, unknown>, message: string) =>
	suite.expectRefused({ node: NODE, parameters: parameters as INodeParameters }, message);

describe('X > Tweet > Get', () => {
	const getTweet = (tweet: unknown, extra: Record<string, unknown> = {}) => ({
		resource: 'tweet',
		operation: 'get',
		tweet_id: tweet,
		...extra,
	});

	test.each([
		['x.com', `https://x.com/openskies/status/${ROOT}`],
		['www.x.com', `https://www.x.com/openskies/status/${ROOT}`],
		['twitter.com', `https://twitter.com/openskies/status/${ROOT}`],
		['mobile.twitter.com', `https://mobile.twitter.com/openskies/status/${ROOT}`],
		['a media suffix and a query', `https://x.com/openskies/status/${ROOT}/photo/1?s=20&t=abc`],
		['the i/web form', `https://x.com/i/web/status/${ROOT}`],
		['no scheme', `twitter.com/openskies/status/${ROOT}?lang=en`],
		['an ID typed in the URL box', ROOT],
	])('by URL: %s', async (_label, url) => {
		const { items, error } = await run(getTweet(byUrl(url)));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: TWEET_PATH, query: {} }]);
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ id: ROOT, full_text: ROOT_TWEET.full_text, username: 'openskies' });
	});

	test('by ID, from an expression; 1 credit plus 1 for the tweet', async () => {
		const { items } = await run(getTweet(byId('={{ $json.tweetId }}')), { items: [{ tweetId: QUIET_TWEET.id }] });
		expect(ids(items)).toEqual([QUIET_TWEET.id]);
		expect(requests()).toEqual([{ path: `/v1/twitter/tweets/tweet/${QUIET_TWEET.id}`, query: {} }]);
		expect(suite.emulator.requests[0].creditsCharged).toBe(2);
	});

	test('a lone tweet has no paging: a Cursor saved by an earlier version is neither offered nor sent', async () => {
		const { items, error } = await run(getTweet(byId(ROOT), { options: { cursor: 'DAABCgAB' } }));
		expect(error).toBeUndefined();
		expect(ids(items)).toEqual([ROOT]);
		expect(requests()).toEqual([{ path: TWEET_PATH, query: {} }]);
	});

	test('Simplify gives a flat tweet: long text, author, counts, links and media URLs', async () => {
		const { items } = await run(getTweet(byId(ROOT), { simplify: true }));
		expect(items[0].json).toEqual({
			id: ROOT,
			url: `https://x.com/openskies/status/${ROOT}`,
			text: ROOT_TWEET.full_text,
			created_at: ROOT_TWEET.created_at,
			author_id: ROOT_TWEET.user_id,
			author_username: 'openskies',
			author_name: 'Open Skies Lab',
			reply_count: 45,
			retweet_count: ROOT_TWEET.retweet_count,
			quote_count: ROOT_TWEET.quote_count,
			like_count: ROOT_TWEET.favorite_count,
			view_count: ROOT_TWEET.view_count,
			bookmark_count: ROOT_TWEET.bookmark_count,
			lang: 'en',
			in_reply_to_url: null,
			quoted_tweet_url: null,
			retweeted_tweet_url: null,
			media_urls: ROOT_TWEET.media.map((media) => media.url).join(', '),
		});
		expect(Object.values(items[0].json).every((value) => value === null || typeof value !== 'object')).toBe(true);
	});

	test('Simplify links a quote, a retweet and a reply to the tweets they point at', async () => {
		const { items } = await run(
			{ resource: 'tweet', operation: 'getByIds', tweets: [QUOTE_TWEET.id, RETWEET.id, REPLIES[0].id].join(','), simplify: true },
		);
		expect(items.map((item) => [item.json.quoted_tweet_url, item.json.retweeted_tweet_url, item.json.in_reply_to_url])).toEqual([
			[`https://x.com/i/web/status/${ROOT}`, null, null],
			[null, `https://x.com/i/web/status/${ROOT}`, null],
			[null, null, `https://x.com/i/web/status/${ROOT}`],
		]);
		expect(items[0].json.text).toBe(QUOTE_TWEET.text);
	});

	describe('bad input is refused before any request', () => {
		test.each([
			['a profile URL', byUrl('https://x.com/openskies'), 'Tweet must be a tweet URL'],
			['a URL on another site', byUrl(`https://example.com/openskies/status/${ROOT}`), 'Tweet must be a tweet URL'],
			['an ID with letters, from an expression', byId('={{ "17900000abc" }}'), 'Tweet must be a tweet URL'],
			['an expression that gives nothing', byUrl('={{ $json.missing }}'), 'Tweet is required'],
		])('%s', async (_label, tweet, message) => {
			await expectRefused(getTweet(tweet), message);
		});
	});
});

describe('X > Tweet > Get Replies (cursor paging on next_cursor)', () => {
	const replies = (extra: Record<string, unknown> = {}) => ({
		resource: 'tweet',
		operation: 'getReplies',
		tweet_id: byUrl(`https://x.com/openskies/status/${ROOT}`),
		...extra,
	});

	test('Return All follows next_cursor to the end: 45 replies, 3 requests, 1 + 1 per reply each', async () => {
		const { items, error } = await run(replies({ returnAll: true }));
		expect(error).toBeUndefined();
		expect(ids(items)).toEqual(REPLIES.map((record) => record.id));
		const log = suite.emulator.requests;
		expect(log.map((request) => request.path)).toEqual([REPLIES_PATH, REPLIES_PATH, REPLIES_PATH]);
		expect(log[0].query).toEqual({});
		expect(log[1].query).toEqual({ cursor: expect.any(String) });
		expect(log[2].query.cursor).not.toBe(log[1].query.cursor);
		expect(log.map((request) => request.creditsCharged)).toEqual([21, 21, 6]);
	});

	test('Limit inside the second page stops there, with no third request', async () => {
		const { items } = await run(replies({ limit: 25 }));
		expect(ids(items)).toEqual(REPLIES.slice(0, 25).map((record) => record.id));
		expect(suite.emulator.requests).toHaveLength(2);
	});

	test('Limit equal to one page makes one request', async () => {
		const { items } = await run(replies({ limit: 20 }));
		expect(items).toHaveLength(20);
		expect(suite.emulator.requests).toHaveLength(1);
	});

	test('Start Cursor resumes from an earlier next_cursor', async () => {
		await run(replies({ limit: 20 }));
		const first = await fetch(`${suite.emulator.url}${REPLIES_PATH}`, { headers: { 'x-api-key': 'sb_test_key' } });
		const { next_cursor: cursor } = (await first.json()) as { next_cursor: string };
		suite.emulator.reset();
		const { items } = await run(replies({ returnAll: true, options: { cursor } }));
		expect(ids(items)).toEqual(REPLIES.slice(20).map((record) => record.id));
		expect(suite.emulator.requests[0].query).toEqual({ cursor });
		expect(suite.emulator.requests).toHaveLength(2);
	});

	test('a tweet without replies gives no items and no error', async () => {
		const { items, error } = await run(replies({ tweet_id: byId(QUIET_TWEET.id), returnAll: true }));
		expect(error).toBeUndefined();
		expect(items).toEqual([]);
		expect(suite.emulator.requests).toHaveLength(1);
	});

	test('a cursor handed back twice stops paging with a clear message, keeping the tweets fetched', async () => {
		const loopingPage = { data: REPLIES.slice(0, 2), next_cursor: 'DAACCgACGRsame' };
		suite.emulator.injectFault({ path: REPLIES_PATH, kind: 'status', status: 200, body: loopingPage, times: 5 });
		const { items, error } = await run(replies({ returnAll: true }), { continueOnFail: true });
		expect(error).toBeUndefined();
		expect(suite.emulator.requests).toHaveLength(2);
		expect(items).toHaveLength(5);
		expect(items[4].json.error).toContain('returned the same "cursor" token twice, so paging stopped to avoid a loop');
		expect(items[4].json.description).toContain('4 records had been fetched before this failure');
	});
});

describe('X > Tweet > Get by IDs', () => {
	const byIds = (tweets: unknown, extra: Record<string, unknown> = {}) => ({
		resource: 'tweet',
		operation: 'getByIds',
		tweets,
		...extra,
	});

	test('IDs and URLs, comma- and newline-separated, repeats removed, sent as one comma-separated `tweets`', async () => {
		const text = `${ROOT}, https://twitter.com/marta_codes/status/${QUIET_TWEET.id}?s=20\n${QUOTE_TWEET.id}\n\n${ROOT},https://x.com/openskies/status/${ROOT}/photo/1`;
		const { items, error } = await run(byIds(text));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: BY_IDS_PATH, query: { tweets: `${ROOT},${QUIET_TWEET.id},${QUOTE_TWEET.id}` } }]);
		expect(ids(items)).toEqual([ROOT, QUIET_TWEET.id, QUOTE_TWEET.id]);
		expect(suite.emulator.requests[0].creditsCharged).toBe(4);
	});

	test('an array from an expression (the ids of earlier items), deduplicated', async () => {
		const { items } = await run(byIds('={{ $json.ids }}'), { items: [{ ids: [RETWEET.id, RETWEET.id, REPLIES[3].id] }] });
		expect(requests()).toEqual([{ path: BY_IDS_PATH, query: { tweets: `${RETWEET.id},${REPLIES[3].id}` } }]);
		expect(ids(items)).toEqual([RETWEET.id, REPLIES[3].id]);
	});

	test('`data: null` (no ID known) gives no items, not an error', async () => {
		const { items, error } = await run(byIds('1111111111111111111,2222222222222222222'));
		expect(error).toBeUndefined();
		expect(items).toEqual([]);
		expect(suite.emulator.requests).toHaveLength(1);
		expect(suite.emulator.requests[0].creditsCharged).toBe(1);
	});

	test.each([
		['a word among the IDs', `${ROOT}, latest`, 'Tweets must be one or more numeric tweet IDs or tweet URLs, separated by commas or new lines; "latest" is not'],
		['a profile URL', 'https://x.com/openskies', '"https://x.com/openskies" is not'],
		['only separators', ' ,\n, ', 'Tweets is required'],
		['an empty array', '={{ [] }}', 'Tweets is required'],
		['a number too large to be exact', '={{ [1790000000000000001] }}', 'is not'],
	])('refused before any request: %s', async (_label, tweets, message) => {
		await expectRefused(byIds(tweets), message);
	});
});

describe('X > List > Search Tweets', () => {
	const search = (list: unknown, query: string, extra: Record<string, unknown> = {}) => ({
		resource: 'list',
		operation: 'searchTweets',
		list_id: list,
		query,
		...extra,
	});

	test.each([
		['list URL', byUrl(`https://x.com/i/lists/${LIST_ID}`)],
		['list URL with a suffix', byUrl(`https://twitter.com/i/lists/${LIST_ID}/members?lang=en`)],
		['ID', byId(LIST_ID)],
	])('by %s: path and query exact', async (_label, list) => {
		const { items } = await run(search(list, 'artificial intelligence', { returnAll: true }));
		expect(requests()).toEqual([{ path: LIST_PATH, query: { query: 'artificial intelligence' } }]);
		expect(items).toHaveLength(15);
		expect(items.every((item) => String(item.json.text).includes('artificial intelligence'))).toBe(true);
	});

	test('Return All pages to the end; Limit 30 stops after the second page', async () => {
		const all = await run(search(byId(LIST_ID), 'notes', { returnAll: true }));
		expect(ids(all.items)).toEqual(LIST_TWEETS.map((record) => record.id));
		expect(suite.emulator.requests.map((request) => Object.keys(request.query).sort())).toEqual([
			['query'],
			['cursor', 'query'],
			['cursor', 'query'],
		]);
		suite.emulator.reset();
		const limited = await run(search(byId(LIST_ID), 'notes', { limit: 30 }));
		expect(limited.items).toHaveLength(30);
		expect(suite.emulator.requests).toHaveLength(2);
	});

	test.each([
		['an empty query', search(byId(LIST_ID), '  '), 'Query is required'],
		['a tweet URL as the list', search(byUrl(`https://x.com/openskies/status/${ROOT}`), 'x'), 'List must be a list URL'],
	])('refused before any request: %s', async (_label, parameters, message) => {
		await expectRefused(parameters, message);
	});
});

describe('X > Community > Get', () => {
	test.each([
		['URL', byUrl(`https://x.com/i/communities/${COMMUNITY.id}`)],
		['URL with /about', byUrl(`https://twitter.com/i/communities/${COMMUNITY.id}/about`)],
		['ID', byId(COMMUNITY.id)],
	])('by %s', async (_label, community) => {
		const { items } = await run({ resource: 'community', operation: 'get', community_id: community });
		expect(requests()).toEqual([{ path: `/v1/twitter/communities/${COMMUNITY.id}`, query: {} }]);
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ id: COMMUNITY.id, name: COMMUNITY.name, rules: COMMUNITY.rules });
	});

	test('an unknown community is a 404 naming X', async () => {
		const { error } = await run({ resource: 'community', operation: 'get', community_id: byId('42') });
		expect(error?.message).toBe('Not found on X (Twitter) (404)');
		expect(error?.description).toContain('Community not found');
	});

	test('a list URL is refused before any request', async () => {
		await expectRefused(
			{ resource: 'community', operation: 'get', community_id: byUrl(`https://x.com/i/lists/${LIST_ID}`) },
			'Community must be a community URL',
		);
	});
});

describe('X > Place > Search', () => {
	/** Query is a field of its own; Latitude and Longitude sit under Options. */
	const places = ({ query, ...options }: Record<string, unknown>) => ({
		resource: 'place',
		operation: 'search',
		...(query === undefined ? {} : { query }),
		options,
	});

	test('by name: one item per place', async () => {
		const { items } = await run(places({ query: 'San' }));
		expect(requests()).toEqual([{ path: PLACES_PATH, query: { query: 'San' } }]);
		expect(items.map((item) => item.json.name)).toEqual(['San Francisco', 'San Jose', 'Santiago']);
		expect(suite.emulator.requests[0].creditsCharged).toBe(4);
	});

	test('a Query saved under Options by an earlier version is still sent', async () => {
		await run({ resource: 'place', operation: 'search', options: { query: 'San' } });
		expect(requests()).toEqual([{ path: PLACES_PATH, query: { query: 'San' } }]);
	});

	test('by coordinates, and by name and coordinates together', async () => {
		const near = await run(places({ lat: 48.85, long: 2.35 }));
		expect(near.items.map((item) => item.json.name)).toEqual(['Paris']);
		expect(suite.emulator.requests[0].query).toEqual({ lat: '48.85', long: '2.35' });
		suite.emulator.reset();
		await run(places({ query: 'Paris', lat: 0, long: 0 }));
		expect(suite.emulator.requests[0].query).toEqual({ query: 'Paris', lat: '0', long: '0' });
	});

	test('`data: null` gives no items and no error', async () => {
		const { items, error } = await run(places({ query: 'Atlantis' }));
		expect(error).toBeUndefined();
		expect(items).toEqual([]);
		expect(suite.emulator.requests).toHaveLength(1);
	});

	test.each([
		['latitude without longitude', { lat: 10 }, 'Latitude and Longitude go together'],
		['longitude without latitude', { query: 'Paris', long: 10 }, 'Latitude and Longitude go together'],
		['nothing to search by', {}, 'Search needs a Query, or Latitude and Longitude'],
		['latitude out of range', { lat: 91, long: 0 }, 'Latitude must be a number from -90 to 90, got 91'],
		['longitude out of range', { lat: 0, long: -180.5 }, 'Longitude must be a number from -180 to 180, got -180.5'],
	])('refused before any request: %s', async (_label, options, message) => {
		await expectRefused(places(options), message);
	});
});

describe('X errors: `{"error": ...}` bodies for 401/402/429, `{"detail": ...}` for the others', () => {
	const getTweet = { resource: 'tweet', operation: 'get', tweet_id: byId(ROOT) };

	test('the emulator answers in the X style and reports the per-item charge in X-Credits-Used', async () => {
		const ok = await fetch(`${suite.emulator.url}${BY_IDS_PATH}?tweets=${ROOT},${QUIET_TWEET.id}`, {
			headers: { 'x-api-key': 'sb_test_key' },
		});
		expect(ok.headers.get('x-credits-used')).toBe('3');
		const denied = await fetch(`${suite.emulator.url}${TWEET_PATH}`, { headers: { 'x-api-key': 'sb_wrong' } });
		expect(denied.status).toBe(401);
		expect(Object.keys((await denied.json()) as object)).toEqual(['error']);
	});

	test('401: the service words come from the `error` key', async () => {
		const { error } = await run(getTweet, { apiKey: 'sb_wrong' });
		expect(error?.message).toContain('rejected the API key (401');
		expect((error as { httpCode?: string }).httpCode).toBe('401');
		expect(error?.description).toMatch(/ScrapeBadger said: "[^"]+"/);
	});

	test('402: balance below the per-item charge', async () => {
		const { error } = await run({ resource: 'tweet', operation: 'getByIds', tweets: `${ROOT},${QUIET_TWEET.id},${QUOTE_TWEET.id}` }, { apiKey: 'sb_three' });
		expect(error?.message).toBe('Your ScrapeBadger account is out of credits (402)');
		expect(error?.description).toContain('ScrapeBadger said: "Insufficient credits. This request costs 4 credits; your balance is 3."');
		expect(suite.emulator.credits('sb_three')).toBe(3);
	});

	test('429 in the `error` style with Retry-After', async () => {
		// Armed for more attempts than any retry would make, with nothing to wait for.
		suite.emulator.injectFault({ path: TWEET_PATH, kind: 'status', status: 429, times: 10, headers: { 'Retry-After': '0' } });
		const { error } = await run(getTweet);
		expect(error?.message).toBe('ScrapeBadger rate limit reached (429)');
		expect(error?.description).toContain('Try again in 0 seconds');
		expect((error as { httpCode?: string }).httpCode).toBe('429');
	});

	test('404 and 422 in the `detail` style; a failure on page 2 keeps page 1', async () => {
		const missing = await run({ ...getTweet, tweet_id: byId('1234') });
		expect(missing.error?.message).toBe('Not found on X (Twitter) (404)');
		expect(missing.error?.description).toContain('ScrapeBadger said: "Tweet not found"');
		suite.emulator.injectFault({
			path: REPLIES_PATH,
			kind: 'status',
			status: 422,
			skip: 1,
			body: { detail: [{ type: 'value_error', loc: ['query', 'cursor'], msg: 'Invalid cursor', input: 'x' }] },
		});
		const late = await run({ resource: 'tweet', operation: 'getReplies', tweet_id: byId(ROOT), returnAll: true }, { continueOnFail: true });
		expect(late.items).toHaveLength(21);
		expect(late.items[20].json).toMatchObject({
			error: expect.stringContaining('cursor: Invalid cursor'),
			httpStatus: 422,
			description: expect.stringContaining('20 records had been fetched'),
		});
	});
});
