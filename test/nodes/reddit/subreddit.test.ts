/**
 * Reddit > Subreddit: posts, details, rules, wiki, popular and new subreddits and the subreddit search, against the
 * emulator. Expectations come from the fixtures.
 */
import type { IDataObject } from 'n8n-workflow';

import { aboutRecord, findSubreddit, NEW_SUBREDDITS, rulesOf, searchSubreddits, wikiPage, wikiPagesOf } from '../../emulator/fixtures/reddit/communities';
import { FEATURED_SUBREDDIT, subredditPosts } from '../../emulator/fixtures/reddit/posts';
import { POPULAR_SUBREDDITS } from '../../emulator/fixtures/reddit/subreddits';
import { nodeSuite } from '../../harness/suite';
import { simplifyPost, simplifySubreddit } from '../../../nodes/Reddit/reddit.records';
import { byId, byUrl, creditsSpent, field, mapped, NODE, operation, queries, requestLog } from './support';

const suite = nodeSuite();

const getPosts = operation('subreddit', 'getPosts');
const get = operation('subreddit', 'get');
const getRules = operation('subreddit', 'getRules');
const getWikiPages = operation('subreddit', 'getWikiPages');
const getWikiPage = operation('subreddit', 'getWikiPage');
const getNew = operation('subreddit', 'getNew');
const search = operation('subreddit', 'search');
const getPopular = operation('subreddit', 'getPopular');

const POSTS_PATH = `/v1/reddit/subreddits/${FEATURED_SUBREDDIT}/posts`;
const HOT = subredditPosts(FEATURED_SUBREDDIT, 'hot', null)!;
const fullnames = (list: ReadonlyArray<{ fullname: string }>) => list.map((record) => record.fullname);

/** Subreddits with a wiki, and one without. */
const WIKI = findSubreddit('science')!;
const NO_WIKI = POPULAR_SUBREDDITS.find((record) => record.wiki_enabled !== true)!;
const POPULAR = '/v1/reddit/subreddits/popular';
const names = (items: Array<{ json: Record<string, unknown> }>) => field(items, 'name');

describe('Reddit > Subreddit > Get Posts', () => {
	test('Limit below a page: one request of exactly that many, in hot order', async () => {
		const { items, error } = await suite.run({ node: NODE, parameters: getPosts({ subreddit: byId(FEATURED_SUBREDDIT), limit: 7 }) });
		expect(error).toBeUndefined();
		expect(requestLog(suite)).toEqual([{ path: POSTS_PATH, query: { limit: '7' } }]);
		expect(field(items, 'fullname')).toEqual(fullnames(HOT.slice(0, 7)));
		expect(items[0].json).toEqual(HOT[0]);
	});

	test.each([
		['a bare name', byId(FEATURED_SUBREDDIT)],
		['r/name', byId(`r/${FEATURED_SUBREDDIT}`)],
		['/r/name/', byId(`/r/${FEATURED_SUBREDDIT}/`)],
		['R/name', byId(`R/${FEATURED_SUBREDDIT}`)],
		['a subreddit URL', byUrl(`https://www.reddit.com/r/${FEATURED_SUBREDDIT}/`)],
		['an old.reddit URL of a sort tab', byUrl(`https://old.reddit.com/r/${FEATURED_SUBREDDIT}/top/?t=week`)],
		['a new.reddit URL', byUrl(`https://new.reddit.com/r/${FEATURED_SUBREDDIT}`)],
		['an m.reddit URL', byUrl(`https://m.reddit.com/r/${FEATURED_SUBREDDIT}/`)],
		['a URL without scheme', byUrl(`reddit.com/r/${FEATURED_SUBREDDIT}`)],
		['a post URL in it', byUrl(`https://www.reddit.com/r/${FEATURED_SUBREDDIT}/comments/${HOT[0].id}/a_title/`)],
		['a URL mapped into By ID', mapped(`https://www.reddit.com/r/${FEATURED_SUBREDDIT}/`)],
	])('the subreddit given as %s calls the same path', async (_label, subreddit) => {
		const { error } = await suite.run({ node: NODE, parameters: getPosts({ subreddit, limit: 1 }) });
		expect(error).toBeUndefined();
		expect(requestLog(suite)).toEqual([{ path: POSTS_PATH, query: { limit: '1' } }]);
	});

	test('Sort, Time Range and Start After are sent as sort, t and after', async () => {
		const top = subredditPosts(FEATURED_SUBREDDIT, 'top', 'week')!;
		const { items } = await suite.run({
			node: NODE,
			parameters: getPosts({ subreddit: byId(FEATURED_SUBREDDIT), limit: 3, options: { sort: 'top', t: 'week', after: top[1].fullname } }),
		});
		expect(requestLog(suite)).toEqual([{ path: POSTS_PATH, query: { sort: 'top', t: 'week', after: top[1].fullname, limit: '3' } }]);
		expect(field(items, 'fullname')).toEqual(fullnames(top.slice(2, 5)));
	});

	test('Return All follows `after` to the end: 180 posts in 2 requests of 100, 4 credits', async () => {
		let items: Array<{ json: Record<string, unknown> }> = [];
		const spent = await creditsSpent(suite, async () => {
			({ items } = await suite.run({ node: NODE, parameters: getPosts({ subreddit: byId(FEATURED_SUBREDDIT), returnAll: true }) }));
		});
		expect(field(items, 'fullname')).toEqual(fullnames(HOT));
		expect(HOT).toHaveLength(180);
		expect(requestLog(suite)).toEqual([
			{ path: POSTS_PATH, query: { limit: '100' } },
			{ path: POSTS_PATH, query: { limit: '100', after: HOT[99].fullname } },
		]);
		expect(spent).toBe(4);
	});

	test('a Limit past a page boundary asks the next page for exactly the rest, and nothing more', async () => {
		const { items } = await suite.run({ node: NODE, parameters: getPosts({ subreddit: byId(FEATURED_SUBREDDIT), limit: 130 }) });
		expect(field(items, 'fullname')).toEqual(fullnames(HOT.slice(0, 130)));
		expect(requestLog(suite)).toEqual([
			{ path: POSTS_PATH, query: { limit: '100' } },
			{ path: POSTS_PATH, query: { limit: '30', after: HOT[99].fullname } },
		]);
	});

	test('Simplify gives a flat row per post', async () => {
		const { items } = await suite.run({ node: NODE, parameters: getPosts({ subreddit: byId(FEATURED_SUBREDDIT), limit: 2, simplify: true }) });
		expect(items.map((item) => item.json)).toEqual(HOT.slice(0, 2).map((post) => simplifyPost(post as IDataObject)));
		expect(items[0].json).toMatchObject({
			permalink: `https://www.reddit.com${HOT[0].permalink}`,
			created_at: HOT[0].created_at,
			subreddit: FEATURED_SUBREDDIT,
		});
		expect(Object.values(items[0].json).every((value) => value === null || typeof value !== 'object')).toBe(true);
	});

	test('an unknown subreddit is a 404 that says what to check', async () => {
		const { error } = await suite.run({ node: NODE, parameters: getPosts({ subreddit: byId('no_such_sub_here'), limit: 5 }) });
		expect(error?.message).toContain('Not found on Reddit (404)');
		expect(requestLog(suite)).toEqual([{ path: '/v1/reddit/subreddits/no_such_sub_here/posts', query: { limit: '5' } }]);
	});

	describe('bad input is refused before any request', () => {
		test.each([
			['a name with a space', mapped('two words'), 'Subreddit must be'],
			['a one-letter name', mapped('r/a'), 'Subreddit must be'],
			['r/ alone', mapped('r/'), 'Subreddit must be'],
			['a doubled prefix', mapped('r/r/python'), 'Subreddit must be'],
			['a user URL', byUrl('https://www.reddit.com/user/spez/'), 'Subreddit must be'],
			['a URL on another site', byUrl('https://example.com/r/python/'), 'Subreddit must be'],
			['an empty field', mapped(''), 'Subreddit is required'],
		])('%s', async (_label, subreddit, message) => {
			await suite.expectRefused({ node: NODE, parameters: getPosts({ subreddit, limit: 5 }) }, message);
		});

		test.each([
			['an unknown sort', { sort: 'best' }, 'Sort must be one of hot, new, top, rising, controversial'],
			['an unknown time range (with Top, which uses it)', { sort: 'top', t: 'decade' }, 'Time Range must be one of hour, day, week, month, year, all'],
			['a Start After that is no fullname', { after: 'abc' }, 'Start After must be a fullname'],
		])('%s', async (_label, options, message) => {
			await suite.expectRefused({ node: NODE, parameters: getPosts({ subreddit: byId('python'), limit: 5, options }) }, message);
		});
	});
});

describe('Reddit > Subreddit > Get', () => {
	test('one item: the subreddit in the documented shape', async () => {
		const { items } = await suite.run({ node: NODE, parameters: get({ subreddit: byUrl('https://www.reddit.com/r/Programming/') }) });
		expect(requestLog(suite)).toEqual([{ path: '/v1/reddit/subreddits/Programming', query: {} }]);
		expect(items).toHaveLength(1);
		expect(items[0].json).toEqual(aboutRecord(findSubreddit(FEATURED_SUBREDDIT)!));
	});

	test('Simplify: one flat row, the same columns as the lists of subreddits give', async () => {
		const { items } = await suite.run({ node: NODE, parameters: get({ subreddit: byId('r/AskHistorians'), simplify: true }) });
		const record = findSubreddit('AskHistorians')!;
		expect(items[0].json).toEqual(simplifySubreddit(aboutRecord(record) as IDataObject));
		expect(items[0].json).toMatchObject({ name: 'AskHistorians', fullname: record.name, url: 'https://www.reddit.com/r/AskHistorians/' });
		// The popular listing's records (Reddit's own t5 shape) simplify to the same row.
		expect(simplifySubreddit(record as never)).toEqual(items[0].json);
	});

	test('an unknown subreddit is a 404', async () => {
		const { error } = await suite.run({ node: NODE, parameters: get({ subreddit: byId('no_such_sub_here') }) });
		expect(error?.message).toContain('(404)');
	});

	test.each(['popular', 'r/new', 'Popular'])('"%s" is refused: the service reads it as its own list', async (name) => {
		await suite.expectRefused({ node: NODE, parameters: get({ subreddit: byId(name) }) }, 'cannot be read with Get');
	});
});

describe('Reddit > Subreddit > Get Rules', () => {
	test('one item per rule, each with its subreddit; 1 credit', async () => {
		const record = findSubreddit(FEATURED_SUBREDDIT)!;
		let items: Array<{ json: Record<string, unknown> }> = [];
		const spent = await creditsSpent(suite, async () => {
			({ items } = await suite.run({ node: NODE, parameters: getRules({ subreddit: byId(`r/${FEATURED_SUBREDDIT}`) }) }));
		});
		expect(requestLog(suite)).toEqual([{ path: `/v1/reddit/subreddits/${FEATURED_SUBREDDIT}/rules`, query: {} }]);
		expect(items.map((item) => item.json)).toEqual(rulesOf(record).map((rule) => ({ subreddit: record.display_name, ...rule })));
		expect(spent).toBe(1);
	});
});

describe('Reddit > Subreddit > Get Wiki Pages', () => {
	test('one item per page: the subreddit, the page name and its URL', async () => {
		const { items } = await suite.run({ node: NODE, parameters: getWikiPages({ subreddit: byId(WIKI.display_name) }) });
		expect(requestLog(suite)).toEqual([{ path: `/v1/reddit/subreddits/${WIKI.display_name}/wiki`, query: {} }]);
		expect(items.map((item) => item.json)).toEqual(
			wikiPagesOf(WIKI).map((page) => ({ subreddit: WIKI.display_name, page, url: `https://www.reddit.com/r/${WIKI.display_name}/wiki/${page}` })),
		);
		expect(field(items, 'page')).toContain('index');
	});

	test('a subreddit without a wiki gives no items and no error', async () => {
		const { items, error } = await suite.run({ node: NODE, parameters: getWikiPages({ subreddit: byId(NO_WIKI.display_name) }) });
		expect(error).toBeUndefined();
		expect(items).toEqual([]);
	});
});

describe('Reddit > Subreddit > Get Wiki Page', () => {
	const subpage = wikiPagesOf(WIKI).find((page) => page.includes('/'))!;

	test.each([
		['its name', byId('index'), 'index'],
		['a subpage name', byId(subpage), subpage],
		['its URL', byUrl(`https://www.reddit.com/r/${WIKI.display_name}/wiki/${subpage}`), subpage],
		['the wiki URL itself (its index)', byUrl(`https://old.reddit.com/r/${WIKI.display_name}/wiki/`), 'index'],
	])('the page given as %s', async (_label, page, name) => {
		const { items, error } = await suite.run({ node: NODE, parameters: getWikiPage({ subreddit: byId(WIKI.display_name), page }) });
		expect(error).toBeUndefined();
		// A subpage's slash travels encoded, inside the one path segment.
		expect(suite.emulator.requests[0].url).toBe(`/v1/reddit/subreddits/${WIKI.display_name}/wiki/${encodeURIComponent(name)}`);
		expect(items.map((item) => item.json)).toEqual([{ subreddit: WIKI.display_name, ...wikiPage(WIKI, name) }]);
	});

	test('a page the wiki does not have is a 404', async () => {
		const { error } = await suite.run({ node: NODE, parameters: getWikiPage({ subreddit: byId(WIKI.display_name), page: byId('no_such_page') }) });
		expect(error?.message).toContain('(404)');
	});

	test.each([
		['a page with a space', mapped('two words')],
		['a page with dots', mapped('../rules')],
		['a URL that is no wiki page', byUrl(`https://www.reddit.com/r/${WIKI.display_name}/`)],
	])('%s is refused', async (_label, page) => {
		await suite.expectRefused({ node: NODE, parameters: getWikiPage({ subreddit: byId(WIKI.display_name), page }) }, 'Wiki Page must be');
	});
});

describe('Reddit > Subreddit > Get New', () => {
	test('Return All: the 140 new subreddits, newest first, in 2 requests', async () => {
		const { items } = await suite.run({ node: NODE, parameters: getNew({ returnAll: true }) });
		const expected = NEW_SUBREDDITS.map(aboutRecord);
		expect(field(items, 'fullname')).toEqual(expected.map((record) => record.fullname));
		expect(requestLog(suite)).toEqual([
			{ path: '/v1/reddit/subreddits/new', query: { limit: '100' } },
			{ path: '/v1/reddit/subreddits/new', query: { limit: '100', after: expected[99].fullname } },
		]);
		const created = items.map((item) => item.json.created_utc as number);
		expect([...created].sort((a, b) => b - a)).toEqual(created);
	});

	test('Limit 120 takes a page of 100 and one of 20; Start After resumes', async () => {
		const expected = NEW_SUBREDDITS.map(aboutRecord);
		await suite.run({ node: NODE, parameters: getNew({ limit: 120 }) });
		expect(requestLog(suite)).toEqual([
			{ path: '/v1/reddit/subreddits/new', query: { limit: '100' } },
			{ path: '/v1/reddit/subreddits/new', query: { limit: '20', after: expected[99].fullname } },
		]);
		suite.emulator.clearRequests();
		const { items } = await suite.run({ node: NODE, parameters: getNew({ limit: 3, options: { after: expected[136].fullname } }) });
		expect(field(items, 'name')).toEqual(expected.slice(137).map((record) => record.name));
	});
});

describe('Reddit > Subreddit > Search', () => {
	test('the search text goes as q; every match comes, most subscribers first', async () => {
		const { items } = await suite.run({ node: NODE, parameters: search({ q: 'cooking', returnAll: true, simplify: true }) });
		expect(requestLog(suite)).toEqual([{ path: '/v1/reddit/search/subreddits', query: { q: 'cooking', limit: '100' } }]);
		expect(items.map((item) => item.json)).toEqual(searchSubreddits('cooking').map((record) => simplifySubreddit(aboutRecord(record) as IDataObject)));
		expect(items.length).toBeGreaterThan(5);
	});

	test('a Limit past the first page pages on with after', async () => {
		const all = searchSubreddits('a').map(aboutRecord);
		expect(all.length).toBeGreaterThan(110);
		const { items } = await suite.run({ node: NODE, parameters: search({ q: 'a', limit: 110 }) });
		expect(field(items, 'fullname')).toEqual(all.slice(0, 110).map((record) => record.fullname));
		expect(requestLog(suite)).toEqual([
			{ path: '/v1/reddit/search/subreddits', query: { q: 'a', limit: '100' } },
			{ path: '/v1/reddit/search/subreddits', query: { q: 'a', limit: '10', after: all[99].fullname } },
		]);
	});

	test('no search text is refused', async () => {
		await suite.expectRefused({ node: NODE, parameters: search({ q: '={{ "" }}', limit: 5 }) }, 'Search Text is required');
	});
});

describe('Reddit > Subreddit > Get Popular', () => {
	test('Limit below one page asks for exactly that many in one request, key in the header', async () => {
		const { items, error } = await suite.run({ node: NODE, parameters: getPopular({ limit: 7 }) });

		expect(error).toBeUndefined();
		expect(suite.emulator.requests).toHaveLength(1);
		const [request] = suite.emulator.requests;
		expect(request.path).toBe(POPULAR);
		expect(request.query).toEqual({ limit: '7' });
		expect(request.headers['x-api-key']).toBe('sb_test_key');
		expect(request.url).not.toContain('sb_test_key');
		expect(names(items)).toEqual(POPULAR_SUBREDDITS.slice(0, 7).map((record) => record.name));
		expect(items.every((item) => JSON.stringify(item.pairedItem) === '{"item":0}')).toBe(true);
		expect(items[0].json).toMatchObject({ display_name_prefixed: expect.stringMatching(/^r\//), subscribers: expect.any(Number) });
	});

	test('Limit left at its default returns 50 records', async () => {
		const { items } = await suite.run({ node: NODE, parameters: getPopular() });
		expect(items).toHaveLength(50);
		expect(queries(suite)).toEqual([{ limit: '50' }]);
	});

	test('Limit equal to a full page makes no second request', async () => {
		const { items } = await suite.run({ node: NODE, parameters: getPopular({ limit: 100 }) });
		expect(items).toHaveLength(100);
		expect(queries(suite)).toEqual([{ limit: '100' }]);
	});

	test('Limit one past a page boundary asks the next page for exactly one record', async () => {
		const { items } = await suite.run({ node: NODE, parameters: getPopular({ limit: 101 }) });
		expect(names(items)).toEqual(POPULAR_SUBREDDITS.slice(0, 101).map((record) => record.name));
		expect(queries(suite)).toEqual([{ limit: '100' }, { limit: '1', after: POPULAR_SUBREDDITS[99].name }]);
	});

	test('Return All follows `after` in pages of 100 until it is null: 230 records, 3 requests, 3 credits', async () => {
		const before = suite.emulator.credits('sb_test_key');
		const { items } = await suite.run({ node: NODE, parameters: getPopular({ returnAll: true }) });

		expect(names(items)).toEqual(POPULAR_SUBREDDITS.map((record) => record.name));
		expect(new Set(names(items)).size).toBe(230);
		expect(queries(suite)).toEqual([
			{ limit: '100' },
			{ limit: '100', after: POPULAR_SUBREDDITS[99].name },
			{ limit: '100', after: POPULAR_SUBREDDITS[199].name },
		]);
		expect(before - suite.emulator.credits('sb_test_key')).toBe(3);
	});

	test('Start After resumes the listing after the given subreddit', async () => {
		const start = POPULAR_SUBREDDITS[224].name;
		const { items } = await suite.run({
			node: NODE,
			parameters: getPopular({ returnAll: true, options: { after: start } }),
		});
		expect(names(items)).toEqual(POPULAR_SUBREDDITS.slice(225).map((record) => record.name));
		expect(queries(suite)).toEqual([{ limit: '100', after: start }]);
	});

	test('each input item runs on its own, with Limit from an expression, and outputs stay paired', async () => {
		const { items } = await suite.run({
			node: NODE,
			parameters: getPopular({ limit: '={{ $json.howMany }}' }),
			items: [{ howMany: 2 }, { howMany: 3 }],
		});
		expect(items.map((item) => item.pairedItem)).toEqual([
			{ item: 0 },
			{ item: 0 },
			{ item: 1 },
			{ item: 1 },
			{ item: 1 },
		]);
		expect(queries(suite)).toEqual([{ limit: '2' }, { limit: '3' }]);
	});

	describe('bad input is refused before any request', () => {
		test.each([
			['Limit of 0', { limit: 0 }, 'Limit must be a whole number of at least 1, got 0'],
			['Limit of 2.5', { limit: 2.5 }, 'Limit must be a whole number of at least 1, got 2.5'],
			['Limit that is not a number', { limit: '={{ "lots" }}' }, 'Limit must be a whole number of at least 1, got "lots"'],
			['Start After with a space', { limit: 5, options: { after: 't5_2qh1i and more' } }, 'Start After must be a fullname'],
			['Start After too long', { limit: 5, options: { after: 't'.repeat(101) } }, 'Start After must be a fullname'],
		])('%s', async (_label, extra, message) => {
			await suite.expectRefused({ node: NODE, parameters: getPopular(extra) }, message);
		});

		test('with Continue On Fail the bad item becomes an error item and the next item still runs', async () => {
			const { items, error } = await suite.run({
				node: NODE,
				parameters: getPopular({ limit: '={{ $json.howMany }}' }),
				items: [{ howMany: -1 }, { howMany: 1 }],
				continueOnFail: true,
			});
			expect(error).toBeUndefined();
			expect(items).toHaveLength(2);
			expect(items[0]).toMatchObject({
				json: { error: expect.stringContaining('Limit must be a whole number'), httpStatus: null },
				pairedItem: { item: 0 },
			});
			expect(items[1]).toMatchObject({ json: { name: POPULAR_SUBREDDITS[0].name }, pairedItem: { item: 1 } });
			expect(queries(suite)).toEqual([{ limit: '1' }]);
		});
	});

	describe('a failure after some pages keeps the records already fetched', () => {
		test('with Continue On Fail: the records, then one error item naming where paging stopped', async () => {
			suite.emulator.injectFault({ path: POPULAR, kind: 'status', status: 502, skip: 1 });
			const { items, error } = await suite.run({
				node: NODE,
				parameters: getPopular({ returnAll: true, requestOptions: { maxAttempts: 1 } }),
				continueOnFail: true,
			});
			expect(error).toBeUndefined();
			expect(items).toHaveLength(101);
			expect(names(items.slice(0, 100))).toEqual(POPULAR_SUBREDDITS.slice(0, 100).map((record) => record.name));
			expect(items[100].json).toMatchObject({
				error: expect.stringContaining('upstream failure, 502'),
				description: expect.stringContaining(
					`100 records had been fetched before this failure. Paging stopped at after = "${POPULAR_SUBREDDITS[99].name}". This item was charged 1 credit in all.`,
				),
				code: 'upstream_failure',
				httpStatus: 502,
				retryable: true,
				// Page 1 was charged; the failed page 2 was not.
				creditsCharged: 1,
				recordsFetched: 100,
				resumeAt: { after: POPULAR_SUBREDDITS[99].name },
			});
			expect(items.every((item) => (item.pairedItem as { item: number }).item === 0)).toBe(true);
		});

		test('without it: the run fails and says how many records were fetched and where to resume', async () => {
			suite.emulator.injectFault({ path: POPULAR, kind: 'status', status: 503, skip: 2 });
			const { error } = await suite.run({
				node: NODE,
				parameters: getPopular({ returnAll: true, requestOptions: { maxAttempts: 1 } }),
			});
			expect(error?.message).toContain('upstream failure, 503');
			expect(error?.description).toContain(`200 records had been fetched before this failure. Paging stopped at after = "${POPULAR_SUBREDDITS[199].name}"`);
		});

		test('a repeated `after` token stops paging instead of looping', async () => {
			const loopingPage = {
				subreddits: POPULAR_SUBREDDITS.slice(0, 2),
				pagination: { after: 't5_same', before: null, count: 2, limit: 100 },
			};
			suite.emulator.injectFault({ path: POPULAR, kind: 'status', status: 200, body: loopingPage, times: 5 });
			const { items, error } = await suite.run({
				node: NODE,
				parameters: getPopular({ returnAll: true }),
				continueOnFail: true,
			});
			expect(error).toBeUndefined();
			expect(suite.emulator.requests).toHaveLength(2);
			expect(items).toHaveLength(5);
			expect(items[4].json.error).toContain('returned the same "after" token twice');
			expect(items[4].json).toMatchObject({ code: 'repeated_cursor', retryable: false, recordsFetched: 4 });
		});
	});

	test('Simplify: a flat row per subreddit, with the fullname the listing resumes from', async () => {
		const { items } = await suite.run({ node: NODE, parameters: getPopular({ limit: 2, simplify: true }) });
		expect(items.map((item) => item.json)).toEqual(POPULAR_SUBREDDITS.slice(0, 2).map((record) => simplifySubreddit(record as never)));
		expect(items[0].json).toMatchObject({ name: POPULAR_SUBREDDITS[0].display_name, fullname: POPULAR_SUBREDDITS[0].name });
	});
});
