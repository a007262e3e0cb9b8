/**
 * X > Community: Get, its tweets as Top, Latest or Media, and community search. Expectations come
 * from the fixtures.
 */
import { searchCommunities } from '../../emulator/fixtures/twitter/groups';
import { COMMUNITY_TWEETS, ordered } from '../../emulator/fixtures/twitter/timeline';
import { COMMUNITY, LIST_ID } from '../../emulator/fixtures/twitter/tweets';
import { nodeSuite } from '../../harness/suite';
import { byId, byUrl, charged, field, idsOf, operation, refusedX, requestLog, runX } from './support';

const suite = nodeSuite({ keys: { sb_test_key: 1_000_000 } });
const run = runX(suite);
const refused = refusedX(suite);

const getTweets = operation('community', 'getTweets');
const search = operation('community', 'search');
const PATH = `/v1/twitter/communities/${COMMUNITY.id}/tweets`;

describe('X > Community > Get', () => {
	test.each([
		['URL', byUrl(`https://x.com/i/communities/${COMMUNITY.id}`)],
		['URL with /about', byUrl(`https://twitter.com/i/communities/${COMMUNITY.id}/about`)],
		['ID', byId(COMMUNITY.id)],
	])('by %s', async (_label, community) => {
		const { items } = await run({ resource: 'community', operation: 'get', community_id: community });
		expect(requestLog(suite)).toEqual([{ path: `/v1/twitter/communities/${COMMUNITY.id}`, query: {} }]);
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ id: COMMUNITY.id, name: COMMUNITY.name, rules: COMMUNITY.rules });
	});

	test('an unknown community is a 404 naming X', async () => {
		const { error } = await run({ resource: 'community', operation: 'get', community_id: byId('42') });
		expect(error?.message).toBe('Not found on X (Twitter) (404)');
		expect(error?.description).toContain('Community not found');
	});

	test('a list URL is refused before any request', async () => {
		await refused(
			{ resource: 'community', operation: 'get', community_id: byUrl(`https://x.com/i/lists/${LIST_ID}`) },
			'Community must be a community URL',
		);
	});
});

describe('X > Community > Get Tweets', () => {
	test('Top by default: Return All, 2 pages, tweet_type sent on each', async () => {
		const { items } = await run(getTweets({ community_id: byUrl(`https://x.com/i/communities/${COMMUNITY.id}`), returnAll: true }));
		expect(field(items, 'id')).toEqual(idsOf(ordered(COMMUNITY_TWEETS, 'Top')));
		const log = requestLog(suite);
		expect(log.map((request) => request.query.tweet_type)).toEqual(['Top', 'Top']);
		expect(log[1].query.cursor).toEqual(expect.any(String));
		expect(charged(suite)).toEqual([21, 1 + COMMUNITY_TWEETS.length - 20]);
	});

	test.each(['Latest', 'Media'] as const)('%s', async (type) => {
		const { items } = await run(getTweets({ community_id: byId(COMMUNITY.id), tweet_type: type, limit: 10 }));
		expect(field(items, 'id')).toEqual(idsOf(ordered(COMMUNITY_TWEETS, type).slice(0, 10)));
		expect(requestLog(suite)).toEqual([{ path: PATH, query: { tweet_type: type } }]);
	});

	test('an unknown community is a 404; a bad tweet type is refused', async () => {
		expect((await run(getTweets({ community_id: byId('1234'), returnAll: true }))).error?.message).toBe('Not found on X (Twitter) (404)');
		suite.emulator.reset();
		await refused(getTweets({ community_id: byId(COMMUNITY.id), tweet_type: '={{ "Newest" }}' }), 'Tweet Type must be one of Top, Latest, Media');
	});
});

describe('X > Community > Search', () => {
	test('Return All: every community matching, 2 pages; Limit 3: one request', async () => {
		const all = searchCommunities('questions');
		expect(all.length).toBeGreaterThan(20);
		const { items } = await run(search({ query: 'questions', returnAll: true }));
		expect(field(items, 'id')).toEqual(idsOf(all));
		expect(suite.emulator.requests).toHaveLength(2);
		suite.emulator.reset();
		const few = await run(search({ query: 'questions', limit: 3 }));
		expect(field(few.items, 'name')).toEqual(all.slice(0, 3).map((record) => record.name));
		expect(requestLog(suite)).toEqual([{ path: '/v1/twitter/communities/search', query: { query: 'questions' } }]);
	});

	test('no match: no items; an empty query is refused', async () => {
		const { items, error } = await run(search({ query: 'submarines', returnAll: true }));
		expect(error).toBeUndefined();
		expect(items).toEqual([]);
		suite.emulator.reset();
		await refused(search({ query: '={{ "" }}' }), 'Query is required');
	});
});
