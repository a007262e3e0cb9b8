/**
 * X > Tweet: a tweet by every URL and ID form, its replies (cursor paging), many by ID (long lists split into requests
 * of 100), advanced search with `count` following the Limit, quotes, retweeters and favoriters, similar tweets, edit
 * history, community notes, articles, and the Credit Budget against X's per-item charge. Expectations come from the
 * fixtures.
 */
import type { IDataObject } from 'n8n-workflow';

import { simplifyTweet, simplifyUser } from '../../../nodes/X/x.records';
import {
	ARTICLES,
	CORPUS,
	EDIT_CHAIN,
	COMMUNITY_NOTES,
	NOTED_TWEET,
	QUOTES_OF_ROOT,
	searchTweets,
	SIMILAR,
} from '../../emulator/fixtures/twitter/timeline';
import { QUIET_TWEET, QUOTE_TWEET, REPLIES, RETWEET, ROOT_TWEET } from '../../emulator/fixtures/twitter/tweets';
import { FAVORITERS, RETWEETERS } from '../../emulator/fixtures/twitter/users';
import { nodeSuite } from '../../harness/suite';
import { byId, byUrl, charged, field, hintsOf, idsOf, mapped, operation, refusedX, requestLog, runX, totalCharged } from './support';

const suite = nodeSuite({ keys: { sb_test_key: 1_000_000 } });
const run = runX(suite);
const refused = refusedX(suite);

const ROOT = ROOT_TWEET.id;
const TWEET = `/v1/twitter/tweets/tweet/${ROOT}`;
const REPLIES_PATH = `${TWEET}/replies`;
const BY_IDS_PATH = '/v1/twitter/tweets/';
const SEARCH = '/v1/twitter/tweets/advanced_search';

const search = operation('tweet', 'search');
const getQuotes = operation('tweet', 'getQuotes');
const getRetweeters = operation('tweet', 'getRetweeters');
const getFavoriters = operation('tweet', 'getFavoriters');
const getSimilar = operation('tweet', 'getSimilar');
const getEditHistory = operation('tweet', 'getEditHistory');
const getCommunityNotes = operation('tweet', 'getCommunityNotes');
const getArticle = operation('tweet', 'getArticle');
const getByIds = operation('tweet', 'getByIds');

const BALLOON = searchTweets('balloon', 'Top');

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
		expect(requestLog(suite)).toEqual([{ path: TWEET, query: {} }]);
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ id: ROOT, full_text: ROOT_TWEET.full_text, username: 'openskies' });
	});

	test('by ID, from an expression; 1 credit plus 1 for the tweet', async () => {
		const { items } = await run(getTweet(byId('={{ $json.tweetId }}')), { items: [{ tweetId: QUIET_TWEET.id }] });
		expect(field(items, 'id')).toEqual([QUIET_TWEET.id]);
		expect(requestLog(suite)).toEqual([{ path: `/v1/twitter/tweets/tweet/${QUIET_TWEET.id}`, query: {} }]);
		expect(suite.emulator.requests[0].creditsCharged).toBe(2);
	});

	test('a lone tweet has no paging: a Cursor saved by an earlier version is neither offered nor sent', async () => {
		const { items, error } = await run(getTweet(byId(ROOT), { options: { cursor: 'DAABCgAB' } }));
		expect(error).toBeUndefined();
		expect(field(items, 'id')).toEqual([ROOT]);
		expect(requestLog(suite)).toEqual([{ path: TWEET, query: {} }]);
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

	describe('bad input is refused before any request', () => {
		test.each([
			['a profile URL', byUrl('https://x.com/openskies'), 'Tweet must be a tweet URL'],
			['a URL on another site', byUrl(`https://example.com/openskies/status/${ROOT}`), 'Tweet must be a tweet URL'],
			['an ID with letters, from an expression', byId('={{ "17900000abc" }}'), 'Tweet must be a tweet URL'],
			['an expression that gives nothing', byUrl('={{ $json.missing }}'), 'Tweet is required'],
		])('%s', async (_label, tweet, message) => {
			await refused(getTweet(tweet), message);
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
		expect(field(items, 'id')).toEqual(REPLIES.map((record) => record.id));
		const log = suite.emulator.requests;
		expect(log.map((request) => request.path)).toEqual([REPLIES_PATH, REPLIES_PATH, REPLIES_PATH]);
		expect(log[0].query).toEqual({});
		expect(log[1].query).toEqual({ cursor: expect.any(String) });
		expect(log[2].query.cursor).not.toBe(log[1].query.cursor);
		expect(log.map((request) => request.creditsCharged)).toEqual([21, 21, 6]);
	});

	test('Limit inside the second page stops there, with no third request', async () => {
		const { items } = await run(replies({ limit: 25 }));
		expect(field(items, 'id')).toEqual(REPLIES.slice(0, 25).map((record) => record.id));
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
		expect(field(items, 'id')).toEqual(REPLIES.slice(20).map((record) => record.id));
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
		expect(requestLog(suite)).toEqual([{ path: BY_IDS_PATH, query: { tweets: `${ROOT},${QUIET_TWEET.id},${QUOTE_TWEET.id}` } }]);
		expect(field(items, 'id')).toEqual([ROOT, QUIET_TWEET.id, QUOTE_TWEET.id]);
		expect(suite.emulator.requests[0].creditsCharged).toBe(4);
	});

	test('an array from an expression (the ids of earlier items), deduplicated', async () => {
		const { items } = await run(byIds('={{ $json.ids }}'), { items: [{ ids: [RETWEET.id, RETWEET.id, REPLIES[3].id] }] });
		expect(requestLog(suite)).toEqual([{ path: BY_IDS_PATH, query: { tweets: `${RETWEET.id},${REPLIES[3].id}` } }]);
		expect(field(items, 'id')).toEqual([RETWEET.id, REPLIES[3].id]);
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
		await refused(byIds(tweets), message);
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
});

describe('X > Tweet > Get by IDs: lists longer than 100 go in several requests', () => {
	test('150 IDs: a request of 100, then one of 50, in the order given', async () => {
		const wanted = CORPUS.slice(0, 150);
		const { items } = await run(getByIds({ tweets: wanted.map((record) => record.id).join('\n') }));
		expect(field(items, 'id')).toEqual(idsOf(wanted));
		const log = requestLog(suite);
		expect(log.map((request) => request.query.tweets.split(','))).toEqual([idsOf(wanted.slice(0, 100)), idsOf(wanted.slice(100))]);
		expect(charged(suite)).toEqual([101, 51]);
	});

	test('exactly 100 IDs is one request', async () => {
		await run(getByIds({ tweets: '={{ $json.ids }}' }), { items: [{ ids: idsOf(CORPUS.slice(0, 100)) }] });
		expect(suite.emulator.requests).toHaveLength(1);
	});

	test('a bad entry anywhere in a long list is refused before any request', async () => {
		const list = [...idsOf(CORPUS.slice(0, 120)), 'latest'].join(',');
		await refused(getByIds({ tweets: list }), '"latest" is not');
	});

	test('a failure in the second batch keeps the first batch (Continue On Fail)', async () => {
		suite.emulator.injectFault({ path: '/v1/twitter/tweets/', kind: 'status', status: 500, skip: 1, times: 10 });
		const { items } = await run(getByIds({ tweets: idsOf(CORPUS.slice(0, 150)).join(','), requestOptions: { maxAttempts: 1 } }), {
			continueOnFail: true,
		});
		expect(items).toHaveLength(101);
		expect(items[100].json).toMatchObject({ httpStatus: 500, recordsFetched: 100 });
	});

	test('mapped in as a number too large to be exact, an ID is refused', async () => {
		await refused(getByIds({ tweets: '={{ [1790000000000000001] }}' }), 'is not');
	});
});

describe('X > Tweet > Search (advanced search, `count` follows the Limit)', () => {
	test('a Limit of 30 asks for count=30 once: 30 tweets bought, never 100', async () => {
		const { items, error } = await run(search({ query: 'balloon', limit: 30 }));
		expect(error).toBeUndefined();
		expect(requestLog(suite)).toEqual([{ path: SEARCH, query: { query: 'balloon', query_type: 'Top', count: '30' } }]);
		expect(field(items, 'id')).toEqual(idsOf(BALLOON.slice(0, 30)));
		expect(charged(suite)).toEqual([31]);
	});

	test('Return All asks 100 a page and follows next_cursor to the end', async () => {
		expect(BALLOON.length).toBeGreaterThan(100);
		const { items } = await run(search({ query: 'balloon', returnAll: true }));
		expect(field(items, 'id')).toEqual(idsOf(BALLOON));
		const log = requestLog(suite);
		expect(log.map((request) => request.query.count)).toEqual(['100', '100']);
		expect(log[1].query.cursor).toEqual(expect.any(String));
		expect(charged(suite)).toEqual([101, 1 + BALLOON.length - 100]);
	});

	test('a Limit past one page asks the second page for only what is left (130: 100, then 30)', async () => {
		const { items } = await run(search({ query: 'balloon', limit: 130 }));
		expect(items).toHaveLength(130);
		expect(requestLog(suite).map((request) => request.query.count)).toEqual(['100', '30']);
	});

	test('a list shorter than the Limit ends at the service\'s null next_cursor, after one request', async () => {
		const latest = searchTweets('from:openskies', 'Latest');
		const { items } = await run(search({ query: 'from:openskies', query_type: 'Latest', limit: 150 }));
		expect(field(items, 'id')).toEqual(idsOf(latest));
		expect(requestLog(suite)).toEqual([{ path: SEARCH, query: { query: 'from:openskies', query_type: 'Latest', count: '100' } }]);
	});

	test('X operators and Media go through as typed; Simplify gives the flat tweet', async () => {
		const query = 'balloon lang:en filter:media -burst';
		const { items } = await run(search({ query, query_type: 'Media', limit: 5, simplify: true }));
		const expected = searchTweets(query, 'Media').slice(0, 5);
		expect(items.map((item) => item.json)).toEqual(expected.map((record) => simplifyTweet(record as unknown as IDataObject)));
		expect(requestLog(suite)[0].query).toEqual({ query, query_type: 'Media', count: '5' });
	});

	test('Start Cursor resumes where an earlier run stopped', async () => {
		const first = await fetch(`${suite.emulator.url}${SEARCH}?query=balloon&count=100`, { headers: { 'x-api-key': 'sb_test_key' } });
		const { next_cursor: cursor } = (await first.json()) as { next_cursor: string };
		suite.emulator.reset();
		const { items } = await run(search({ query: 'balloon', returnAll: true, options: { cursor } }));
		expect(field(items, 'id')).toEqual(idsOf(BALLOON.slice(100)));
		expect(requestLog(suite)).toEqual([{ path: SEARCH, query: { query: 'balloon', query_type: 'Top', count: '100', cursor } }]);
	});

	test.each([
		['an empty query', { query: '={{ "  " }}' }, 'Query is required'],
		['a query over 512 characters', { query: 'x'.repeat(513) }, 'Query must be'],
		['a query type X does not have', { query: 'x', query_type: '={{ "Newest" }}' }, 'Query Type must be one of Top, Latest, Media'],
		['a cursor with spaces', { query: 'x', options: { cursor: 'two words' } }, 'Start Cursor must be a cursor without spaces'],
		['a Limit of 0', { query: 'x', limit: '={{ 0 }}' }, 'Limit must be a whole number of at least 1'],
	])('refused before any request: %s', async (_label, parameters, message) => {
		await refused(search(parameters), message);
	});
});

describe('X > Tweet > the Credit Budget against 1 credit plus 1 per tweet', () => {
	test('a page shrinks to what the budget still pays for (count + 1), then it stops and says where to resume', async () => {
		const result = await run(search({ query: 'balloon', limit: 130, requestOptions: { creditBudget: 131 } }));
		expect(result.error).toBeUndefined();
		// 100 tweets for 101 credits, then 29 for the 30 left: the budget spent to the credit, never past it.
		expect(result.items).toHaveLength(129);
		expect(requestLog(suite).map((request) => request.query.count)).toEqual(['100', '29']);
		expect(totalCharged(suite)).toBe(131);
		expect(hintsOf(result)).toEqual([expect.stringContaining('Stopped at the credit budget of 131 (131 credits spent)')]);
		expect(hintsOf(result)[0]).toMatch(/run again with cursor = "\S+"/);
		suite.emulator.reset();
		// One credit more and the page of 30 (worst case 31) fits.
		const enough = await run(search({ query: 'balloon', limit: 130, requestOptions: { creditBudget: 132 } }));
		expect(enough.items).toHaveLength(130);
		expect(totalCharged(suite)).toBe(132);
	});

	test('Return All with a budget of 100 asks a page of 99 (worst case 100) rather than nothing', async () => {
		const result = await run(search({ query: 'balloon', returnAll: true, requestOptions: { creditBudget: 100 } }));
		expect(result.items).toHaveLength(99);
		expect(requestLog(suite).map((request) => request.query.count)).toEqual(['99']);
		expect(totalCharged(suite)).toBe(100);
		expect(hintsOf(result)).toEqual([expect.stringContaining('Stopped at the credit budget of 100 (100 credits spent)')]);
		expect(hintsOf(result)[0]).toMatch(/run again with cursor = "\S+"/);
	});

	test('a listing without count is checked at 101 a page (the largest page X sends, 100 tweets + 1)', async () => {
		const none = await run(getQuotes({ tweet_id: byId(ROOT), returnAll: true, requestOptions: { creditBudget: 100 } }));
		expect(none.items).toEqual([]);
		expect(suite.emulator.requests).toHaveLength(0);
		expect(hintsOf(none)[0]).toContain('priced at the largest it could be (100 records, 101 credits)');
		suite.emulator.reset();
		const result = await run(getQuotes({ tweet_id: byId(ROOT), returnAll: true, requestOptions: { creditBudget: 121 } }));
		expect(result.items).toHaveLength(20);
		expect(charged(suite)).toEqual([21]);
		suite.emulator.reset();
		const both = await run(getQuotes({ tweet_id: byId(ROOT), returnAll: true, requestOptions: { creditBudget: 122 } }));
		expect(both.items).toHaveLength(QUOTES_OF_ROOT.length);
		expect(charged(suite)).toEqual([21, 1 + QUOTES_OF_ROOT.length - 20]);
	});

	test('Include Metadata reports what X charged (X-Credits-Used), not the worst case', async () => {
		const { items } = await run(getQuotes({ tweet_id: byId(ROOT), returnAll: true, requestOptions: { includeMeta: true } }));
		expect(items[0].json._meta).toEqual({ creditsUsed: 2 + QUOTES_OF_ROOT.length, requests: 2, resumeAt: null });
	});
});

describe('X > Tweet > Get Quotes, Get Retweeters, Get Favoriters (cursor listings of about 20)', () => {
	test('quotes: Return All, 2 pages, no count sent', async () => {
		const { items } = await run(getQuotes({ tweet_id: byUrl(`https://x.com/openskies/status/${ROOT}`), returnAll: true }));
		expect(field(items, 'id')).toEqual(idsOf(QUOTES_OF_ROOT));
		expect(requestLog(suite).map((request) => [request.path, Object.keys(request.query)])).toEqual([
			[`${TWEET}/quotes`, []],
			[`${TWEET}/quotes`, ['cursor']],
		]);
	});

	test('retweeters: one item per user; Simplify gives the flat user', async () => {
		const { items } = await run(getRetweeters({ tweet_id: byId(ROOT), returnAll: true, simplify: true }));
		const retweeters = RETWEETERS[ROOT];
		expect(items.map((item) => item.json)).toEqual(retweeters.map((user) => simplifyUser(user as unknown as IDataObject)));
		expect(Object.keys(items[0].json)).toEqual([
			'id',
			'username',
			'name',
			'followers',
			'following',
			'tweets',
			'verified',
			'created',
			'description',
			'location',
			'url',
		]);
		expect(items[0].json).toMatchObject({ username: retweeters[0].username, url: `https://x.com/${retweeters[0].username}` });
		expect(suite.emulator.requests).toHaveLength(2);
	});

	test('favoriters: a Limit inside the second page stops there', async () => {
		const { items } = await run(getFavoriters({ tweet_id: byId(ROOT), limit: 25 }));
		expect(field(items, 'id')).toEqual(idsOf(FAVORITERS[ROOT].slice(0, 25)));
		expect(suite.emulator.requests).toHaveLength(2);
		expect(charged(suite)).toEqual([21, 21]);
	});

	test('a tweet nobody retweeted gives no items; an unknown tweet is a 404', async () => {
		expect((await run(getRetweeters({ tweet_id: byId(QUIET_TWEET.id), returnAll: true }))).items).toEqual([]);
		const { error } = await run(getFavoriters({ tweet_id: byId('1234'), returnAll: true }));
		expect(error?.message).toBe('Not found on X (Twitter) (404)');
	});

	test('a profile URL is not a tweet', async () => {
		await refused(getQuotes({ tweet_id: byUrl('https://x.com/openskies') }), 'Tweet must be a tweet URL');
	});

	test('a tweet ID mapped in from an expression works like a typed one', async () => {
		const { items } = await run(getQuotes({ tweet_id: mapped(ROOT), limit: 1 }));
		expect(field(items, 'id')).toEqual([QUOTES_OF_ROOT[0].id]);
	});
});

describe('X > Tweet > Get Similar, Get Edit History, Get Community Notes (one request each)', () => {
	test('similar: one item per related tweet, 1 credit plus 1 each', async () => {
		const { items } = await run(getSimilar({ tweet_id: byUrl(`https://twitter.com/i/web/status/${ROOT}`) }));
		expect(field(items, 'id')).toEqual(idsOf(SIMILAR[ROOT]));
		expect(requestLog(suite)).toEqual([{ path: `${TWEET}/similar`, query: {} }]);
		expect(charged(suite)).toEqual([1 + SIMILAR[ROOT].length]);
	});

	test('edit history: every version oldest first, whichever version the URL names; Simplify flattens each', async () => {
		const { items } = await run(
			getEditHistory({ tweet_id: byUrl(`https://x.com/openskies/status/${EDIT_CHAIN[0].id}?s=20`), simplify: true }),
		);
		expect(field(items, 'text')).toEqual(EDIT_CHAIN.map((record) => record.text));
		expect(requestLog(suite)).toEqual([{ path: `/v1/twitter/tweets/tweet/${EDIT_CHAIN[0].id}/edit_history`, query: {} }]);
	});

	test('community notes: one item per note; a tweet without notes gives none (and costs 1)', async () => {
		const { items } = await run(getCommunityNotes({ tweet_id: byId(NOTED_TWEET.id) }));
		expect(items.map((item) => item.json)).toEqual(COMMUNITY_NOTES[NOTED_TWEET.id]);
		suite.emulator.reset();
		const none = await run(getCommunityNotes({ tweet_id: byId(QUIET_TWEET.id) }));
		expect(none.error).toBeUndefined();
		expect(none.items).toEqual([]);
		expect(charged(suite)).toEqual([1]);
	});
});

describe('X > Tweet > Get Article', () => {
	const ARTICLE = ARTICLES[1];

	test.each([
		['an article URL', byUrl(`https://x.com/openskies/article/${ARTICLE.id}`)],
		['an /i/article/ URL', byUrl(`https://twitter.com/i/article/${ARTICLE.id}`)],
		['its ID', byId(ARTICLE.id)],
	])('by %s', async (_label, article) => {
		const { items } = await run(getArticle({ article_id: article }));
		expect(requestLog(suite)).toEqual([{ path: `/v1/twitter/tweets/article/${ARTICLE.id}`, query: {} }]);
		expect(items.map((item) => item.json)).toEqual([ARTICLE]);
		expect(charged(suite)).toEqual([2]);
	});

	test('an unknown article is a 404; a tweet URL is refused', async () => {
		expect((await run(getArticle({ article_id: byId('1234') }))).error?.message).toBe('Not found on X (Twitter) (404)');
		suite.emulator.reset();
		await refused(getArticle({ article_id: byUrl(`https://x.com/openskies/status/${ROOT}`) }), 'Article must be an article URL');
	});
});
