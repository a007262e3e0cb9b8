/**
 * X > List: the list itself, its timeline and the search in its tweets. Expectations come from the fixtures.
 */
import { simplifyTweet } from '../../../nodes/X/x.records';
import { LIST_DETAILS } from '../../emulator/fixtures/twitter/groups';
import { LIST_ID, LIST_TWEETS, ROOT_TWEET } from '../../emulator/fixtures/twitter/tweets';
import { nodeSuite } from '../../harness/suite';
import { byId, byUrl, charged, field, idsOf, mapped, operation, refusedX, requestLog, runX } from './support';

const suite = nodeSuite({ keys: { sb_test_key: 1_000_000 } });
const run = runX(suite);
const refused = refusedX(suite);

const get = operation('list', 'get');
const getTweets = operation('list', 'getTweets');
const LIST_PATH = `/v1/twitter/lists/${LIST_ID}/search_tweets`;
const ROOT = ROOT_TWEET.id;

describe('X > List > Get', () => {
	test.each([
		['its URL', byUrl(`https://x.com/i/lists/${LIST_ID}`)],
		['a URL of its members tab', byUrl(`https://twitter.com/i/lists/${LIST_ID}/members`)],
		['its ID', byId(LIST_ID)],
	])('by %s: one item, 1 credit plus 1', async (_label, list) => {
		const { items } = await run(get({ list_id: list }));
		expect(requestLog(suite)).toEqual([{ path: `/v1/twitter/lists/${LIST_ID}/detail`, query: {} }]);
		expect(items.map((item) => item.json)).toEqual([LIST_DETAILS[LIST_ID]]);
		expect(charged(suite)).toEqual([2]);
	});

	test('an unknown list is a 404; a community URL is refused', async () => {
		expect((await run(get({ list_id: byId('1234') }))).error?.message).toBe('Not found on X (Twitter) (404)');
		suite.emulator.reset();
		await refused(get({ list_id: byUrl('https://x.com/i/communities/1500000000000000123') }), 'List must be a list URL');
		await refused(get({ list_id: mapped('tech-leaders') }), 'List must be');
	});
});

describe('X > List > Get Tweets (the list timeline, about 20 a page)', () => {
	const PATH = `/v1/twitter/lists/${LIST_ID}/tweets`;

	test('Return All: 3 pages to the null next_cursor', async () => {
		const { items } = await run(getTweets({ list_id: byId(LIST_ID), returnAll: true }));
		expect(field(items, 'id')).toEqual(idsOf(LIST_TWEETS));
		expect(requestLog(suite).map((request) => [request.path, Object.keys(request.query)])).toEqual([
			[PATH, []],
			[PATH, ['cursor']],
			[PATH, ['cursor']],
		]);
		expect(charged(suite)).toEqual([21, 21, 21]);
	});

	test('a Limit of 20 is one page; Simplify gives the flat tweet', async () => {
		const { items } = await run(getTweets({ list_id: byUrl(`https://x.com/i/lists/${LIST_ID}`), limit: 20, simplify: true }));
		expect(items.map((item) => item.json)).toEqual(LIST_TWEETS.slice(0, 20).map((record) => simplifyTweet({ ...record })));
		expect(suite.emulator.requests).toHaveLength(1);
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
		expect(requestLog(suite)).toEqual([{ path: LIST_PATH, query: { query: 'artificial intelligence' } }]);
		expect(items).toHaveLength(15);
		expect(items.every((item) => String(item.json.text).includes('artificial intelligence'))).toBe(true);
	});

	test('Return All pages to the end; Limit 30 stops after the second page', async () => {
		const all = await run(search(byId(LIST_ID), 'notes', { returnAll: true }));
		expect(field(all.items, 'id')).toEqual(LIST_TWEETS.map((record) => record.id));
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
		await refused(parameters, message);
	});
});
