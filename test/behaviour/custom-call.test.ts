/**
 * The "Custom API Call" entry (Resource or Operation = customApiCall, the nodes' own; n8n's __CUSTOM_API_CALL__ runs
 * too): a GET of the user's path and query parameters, run through n8n-core against the emulator like every operation:
 * same requester, retries, errors, Continue On Fail, Credit Budget and Include Metadata. Bad input is refused before any
 * request.
 */
import type { INodeParameters, INodeProperties } from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';

import { CUSTOM_API_CALL, N8N_CUSTOM_API_CALL } from '../../nodes/shared/custom-call';
import { DEFAULT_TEST_KEY } from '../emulator';
import { aboutRecord, findSubreddit } from '../emulator/fixtures/reddit/communities';
import { FEATURED_SUBREDDIT, subredditPosts } from '../emulator/fixtures/reddit/posts';
import { ROOT_TWEET } from '../emulator/fixtures/twitter/tweets';
import { nodeDescription } from '../harness/n8n';
import { packagePlatforms } from '../harness/platforms';
import { nodeSuite } from '../harness/suite';

const suite = nodeSuite();

const REDDIT = 'scrapeBadgerReddit';
const YOUTUBE = 'scrapeBadgerYouTube';

/** The two places n8n puts the entry: the Resource dropdown, or the Operation dropdown of a resource. */
const LEVELS = [
	{ level: 'Resource', at: (): INodeParameters => ({ resource: CUSTOM_API_CALL }) },
	{ level: 'Operation', at: (resource: string): INodeParameters => ({ resource, operation: CUSTOM_API_CALL }) },
];

const query = (pairs: Record<string, string>) => ({ parameters: Object.entries(pairs).map(([name, value]) => ({ name, value })) });
const custom = (path: unknown, extra: INodeParameters = {}): INodeParameters => ({ resource: CUSTOM_API_CALL, customPath: path, ...extra }) as INodeParameters;
const requestLog = () => suite.emulator.requests.map(({ path, url, query: sent }) => ({ path, url, query: sent }));
const hintsOf = (run: Awaited<ReturnType<typeof suite.run>>['run']) => (run.data.resultData.runData.ScrapeBadger?.[0]?.hints ?? []).map((hint) => hint.message);
const withoutMeta = (json: Record<string, unknown>) => Object.fromEntries(Object.entries(json).filter(([key]) => key !== '_meta'));

/** What the emulator answers to a GET sent by hand, to compare the node's output with. */
async function answerTo(path: string, params: Record<string, string>): Promise<unknown> {
	const response = await fetch(`${suite.emulator.url}${path}?${new URLSearchParams(params).toString()}`, { headers: { 'x-api-key': DEFAULT_TEST_KEY } });
	expect(response.status).toBe(200);
	return await response.json();
}

describe.each(LEVELS)('Custom API Call chosen in $level', ({ at }) => {
	test('Reddit: the path and query parameters are sent as given, the answer is one item', async () => {
		const { items, error } = await suite.run({
			node: REDDIT,
			parameters: { ...at('subreddit'), customPath: `/v1/reddit/subreddits/${FEATURED_SUBREDDIT}/posts`, customQuery: query({ limit: '3', sort: 'new' }) },
		});
		expect(error).toBeUndefined();
		expect(requestLog()).toEqual([
			{ path: `/v1/reddit/subreddits/${FEATURED_SUBREDDIT}/posts`, url: `/v1/reddit/subreddits/${FEATURED_SUBREDDIT}/posts?limit=3&sort=new`, query: { limit: '3', sort: 'new' } },
		]);
		expect(items).toHaveLength(1);
		expect(items[0].pairedItem).toEqual({ item: 0 });
		const expected = subredditPosts(FEATURED_SUBREDDIT, 'new', null)!.slice(0, 3).map((post) => post.fullname);
		expect((items[0].json.posts as Array<{ fullname: string }>).map((post) => post.fullname)).toEqual(expected);
		expect(items[0].json.sort).toBe('new');
	});

	test('YouTube: a path without the /v1/youtube prefix, the answer exactly as the service sends it', async () => {
		const { items, error } = await suite.run({
			node: YOUTUBE,
			parameters: { ...at('video'), customPath: 'search', customQuery: query({ query: 'loaf', type: 'video' }) },
		});
		expect(error).toBeUndefined();
		expect(requestLog()).toEqual([{ path: '/v1/youtube/search', url: '/v1/youtube/search?query=loaf&type=video', query: { query: 'loaf', type: 'video' } }]);
		expect(items).toHaveLength(1);
		expect(items[0].json).toEqual(await answerTo('/v1/youtube/search', { query: 'loaf', type: 'video' }));
		expect((items[0].json.results as unknown[]).length).toBeGreaterThan(0);
	});
});

describe.each(LEVELS)("n8n's own entry (__CUSTOM_API_CALL__) in $level, in a workflow built by hand or through the API", ({ at }) => {
	test('runs the same way', async () => {
		const chosen = Object.fromEntries(Object.entries(at('subreddit')).map(([key, value]) => [key, value === CUSTOM_API_CALL ? N8N_CUSTOM_API_CALL : value]));
		const { items, error } = await suite.run({ node: REDDIT, parameters: { ...chosen, customPath: 'subreddits/science', customQuery: query({ limit: '1' }) } });
		expect(error).toBeUndefined();
		expect(requestLog()).toEqual([{ path: '/v1/reddit/subreddits/science', url: '/v1/reddit/subreddits/science?limit=1', query: { limit: '1' } }]);
		expect(items.map((item) => item.json)).toEqual([{ subreddit: aboutRecord(findSubreddit('science')!) }]);
	});
});

describe('Custom API Call: the request', () => {
	test('several input items, each its own path from an expression, each its own paired item (YouTube groups Get Video, not this)', async () => {
		const names = ['science', FEATURED_SUBREDDIT];
		const { items, error } = await suite.run({
			node: REDDIT,
			parameters: custom('={{ "subreddits/" + $json.name }}'),
			items: names.map((name) => ({ name })),
		});
		expect(error).toBeUndefined();
		expect(requestLog().map((request) => request.path)).toEqual(names.map((name) => `/v1/reddit/subreddits/${name}`));
		expect(items.map((item) => item.json)).toEqual(names.map((name) => ({ subreddit: aboutRecord(findSubreddit(name)!) })));
		expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
	});

	test('several input items on the YouTube node (whose Get Video is grouped): no operation is needed to run them', async () => {
		const { items, error } = await suite.run({ node: YOUTUBE, parameters: custom('/v1/youtube/categories'), items: [{}, {}] });
		expect(error).toBeUndefined();
		expect(suite.emulator.requests.map((request) => request.path)).toEqual(['/v1/youtube/categories', '/v1/youtube/categories']);
		expect(items).toHaveLength(2);
	});

	test.each([
		// [typed segment, as sent (raw), as the service reads it]
		['py thon', 'py%20thon', 'py thon'],
		// Already encoded: sent as it is, not encoded twice.
		['py%20thon', 'py%20thon', 'py thon'],
		// An encoded "?" is a character of the segment, not the start of a query.
		['a%3Fb', 'a%3Fb', 'a?b'],
		['a%3Fb&c=1', 'a%3Fb%26c%3D1', 'a?b&c=1'],
		['ünï', '%C3%BCn%C3%AF', 'ünï'],
		['100%25', '100%25', '100%'],
	])('a segment %j is sent URL-encoded as %j: one segment, the endpoint unchanged', async (typed, raw, decoded) => {
		const { error } = await suite.run({ node: REDDIT, parameters: custom(`subreddits/${typed}`, { requestOptions: { maxAttempts: 1 } }) });
		expect(requestLog()).toEqual([{ path: `/v1/reddit/subreddits/${decoded}`, url: `/v1/reddit/subreddits/${raw}`, query: {} }]);
		// The route for one subreddit answered: the whole text arrived as its name.
		expect(error?.message).toBe('Not found on Reddit (404)');
		expect(error?.description).toContain(`Subreddit r/${decoded} not found`);
	});

	test('a trailing slash is dropped (the service would only redirect)', async () => {
		const { error } = await suite.run({ node: REDDIT, parameters: custom('/v1/reddit/subreddits/science/') });
		expect(error).toBeUndefined();
		expect(requestLog()).toEqual([{ path: '/v1/reddit/subreddits/science', url: '/v1/reddit/subreddits/science', query: {} }]);
	});

	test('numbers and true/false from expressions are sent as query values; an empty value is sent empty', async () => {
		await suite.run({
			node: REDDIT,
			parameters: custom(`subreddits/${FEATURED_SUBREDDIT}/posts`, {
				customQuery: { parameters: [{ name: 'limit', value: '={{ 2 }}' }, { name: 'flag', value: '={{ true }}' }, { name: 'after', value: '' }] },
			}),
		});
		expect(requestLog()[0].url).toBe(`/v1/reddit/subreddits/${FEATURED_SUBREDDIT}/posts?limit=2&flag=true&after=`);
	});
});

describe('Custom API Call: input refused before any request, naming the field and the accepted form', () => {
	const FORM = 'enter a path of the ScrapeBadger Reddit API such as /v1/reddit/';
	test.each([
		['blank', '={{ "" }}', 'Path is required'],
		['another platform', '/v1/twitter/users/openskies', 'Path must stay inside /v1/reddit'],
		['the prefix alone', '/v1/reddit', 'Path names no endpoint after /v1/reddit'],
		['a ".." segment', 'subreddits/../../admin', 'Path holds a ".." segment'],
		['a leading ".."', '../v1/admin', 'Path holds a ".." segment'],
		['a "." segment', './subreddits/science', 'Path holds a "." segment'],
		['an encoded ".."', 'subreddits/%2e%2e/admin', 'Path holds a "%2e%2e" segment'],
		['an encoded slash', 'subreddits/a%2Fb/about', 'Path holds an encoded slash in "a%2Fb"'],
		['an encoded slash, lower case', '/v1/reddit/subreddits/a%2f..%2fadmin', 'Path holds an encoded slash'],
		['an encoded backslash', 'subreddits/a%5Cb', 'Path holds an encoded slash in "a%5Cb"'],
		['a backslash', 'subreddits\\science', 'Path holds a backslash'],
		['a query', 'subreddits/science?limit=3', 'Path holds "?" or "#": put query parameters under Query Parameters'],
		['a fragment', 'subreddits/science#top', 'Path holds "?" or "#"'],
		['a URL', 'https://scrapebadger.com/v1/reddit/subreddits/science', 'Path is a URL'],
		['a URL of another host', 'http://127.0.0.1:1/v1/reddit/subreddits/science', 'Path is a URL'],
		['a scheme-relative URL', '//evil.example/v1/reddit/subreddits/science', 'Path is a URL'],
		['a line break', '={{ "subreddits/sci\\nence" }}', 'Path holds a control character'],
		['an encoded line break', 'subreddits/sci%0Aence', 'Path holds an encoded control character'],
		['an empty segment', 'subreddits//science', 'Path holds an empty segment'],
		['a broken escape', 'subreddits/100%', 'Path holds "%" not starting an escape'],
		['not text', '={{ {"path": "x"} }}', 'Path is required'],
	])('%s', async (_, path, message) => {
		await suite.expectRefused({ node: REDDIT, parameters: custom(path) }, message);
		const { error } = await suite.run({ node: REDDIT, parameters: custom(path) });
		expect(error?.message).toContain(FORM);
		expect(error?.name).toBe('NodeOperationError');
	});

	test.each([
		['a blank name', [{ name: ' ', value: '1' }], 'Query Parameters > Parameter 1: Name is required'],
		['a name given twice', [{ name: 'limit', value: '1' }, { name: 'limit', value: '2' }], 'Query Parameters > Parameter 2: Name "limit" is given twice'],
		['a name given twice, once with spaces', [{ name: 'limit', value: '1' }, { name: ' limit ', value: '2' }], 'Name "limit" is given twice'],
		['a value that is an object', [{ name: 'limit', value: '={{ {"a": 1} }}' }], 'Query Parameters > Parameter 1: Value of "limit" must be text, a number or true/false'],
	])('query parameters: %s', async (_, parameters, message) => {
		await suite.expectRefused({ node: REDDIT, parameters: custom('subreddits/science', { customQuery: { parameters } }) }, message);
	});

	test('with Continue On Fail, a refused item is an error item and the others still run', async () => {
		const { items, error } = await suite.run({
			node: REDDIT,
			parameters: custom('={{ $json.path }}'),
			items: [{ path: '../admin' }, { path: 'subreddits/science' }],
			continueOnFail: true,
		});
		expect(error).toBeUndefined();
		expect(requestLog().map((request) => request.path)).toEqual(['/v1/reddit/subreddits/science']);
		expect(items[0]).toEqual({
			json: expect.objectContaining({ code: 'invalid_input', httpStatus: null, creditsCharged: 0, error: expect.stringContaining('Path holds a ".." segment') }),
			pairedItem: { item: 0 },
		});
		expect(items[1].json).toEqual({ subreddit: aboutRecord(findSubreddit('science')!) });
	});
});

describe('Custom API Call: errors, retries, credits and the budget, as every operation', () => {
	test('an API error (404) is an error item with Continue On Fail, paired to its input, the next item still runs', async () => {
		const { items, error } = await suite.run({
			node: REDDIT,
			parameters: custom('={{ "subreddits/" + $json.name }}'),
			items: [{ name: 'no_such_subreddit_zz' }, { name: 'science' }],
			continueOnFail: true,
		});
		expect(error).toBeUndefined();
		expect(items).toEqual([
			{
				json: {
					error: 'Not found on Reddit (404)',
					description: expect.stringContaining('Subreddit r/no_such_subreddit_zz not found'),
					code: 'not_found',
					httpStatus: 404,
					retryable: false,
					creditsCharged: 0,
					recordsFetched: 0,
					resumeAt: null,
				},
				pairedItem: { item: 0 },
			},
			{ json: { subreddit: aboutRecord(findSubreddit('science')!) }, pairedItem: { item: 1 } },
		]);
	});

	test('without Continue On Fail, a 404 fails the node with the same NodeApiError as any operation', async () => {
		const { items, error } = await suite.run({ node: REDDIT, parameters: custom('subreddits/no_such_subreddit_zz') });
		expect(items).toEqual([]);
		expect(error?.name).toBe('NodeApiError');
		expect(error?.message).toBe('Not found on Reddit (404)');
		expect((error as { httpCode?: string }).httpCode).toBe('404');
	});

	test('a 502 is retried (Request Options apply): Max Attempts 1 fails at once, the default retries and succeeds', async () => {
		const path = '/v1/reddit/subreddits/science';
		suite.emulator.injectFault({ kind: 'status', status: 502, path });
		const once = await suite.run({ node: REDDIT, parameters: custom(path, { requestOptions: { maxAttempts: 1 } }) });
		expect(once.error?.message).toContain('upstream failure, 502');
		expect(suite.emulator.requests).toHaveLength(1);

		suite.emulator.reset();
		suite.emulator.injectFault({ kind: 'status', status: 502, path });
		const retried = await suite.run({ node: REDDIT, parameters: custom(path) });
		expect(retried.error).toBeUndefined();
		expect(suite.emulator.requests.map((request) => request.status)).toEqual([502, 200]);
		expect(retried.items).toHaveLength(1);
	});

	test('Include Metadata: the credits are the ones the service reports in X-Credits-Used, not the assumed price', async () => {
		const path = '/v1/reddit/subreddits/science';
		suite.emulator.injectFault({ kind: 'status', status: 200, path, body: { answer: 42 }, headers: { 'X-Credits-Used': '7' } });
		let result: Awaited<ReturnType<typeof suite.run>> | undefined;
		const spent = await (async () => {
			const before = suite.emulator.credits(DEFAULT_TEST_KEY);
			result = await suite.run({ node: REDDIT, parameters: custom(path, { requestOptions: { includeMeta: true } }) });
			return before - suite.emulator.credits(DEFAULT_TEST_KEY);
		})();
		expect(result?.error).toBeUndefined();
		expect(spent).toBe(7);
		expect(result?.items.map((item) => item.json)).toEqual([{ answer: 42, _meta: { creditsUsed: 7, requests: 1, resumeAt: null } }]);

		// Without a fault: the route's own price (2), again as reported.
		suite.emulator.reset();
		const plain = await suite.run({ node: REDDIT, parameters: custom(path, { requestOptions: { includeMeta: true } }) });
		expect(plain.items[0].json._meta).toEqual({ creditsUsed: 2, requests: 1, resumeAt: null });
		expect(withoutMeta(plain.items[0].json)).toEqual({ subreddit: aboutRecord(findSubreddit('science')!) });
	});

	test('the Credit Budget holds the price of the operation whose path it is (2, not the dearest 3) and books what was charged', async () => {
		// Budget 6, three calls of subreddits/{subreddit} (2 each): all three fit. Held at Reddit's dearest request (3),
		// the third would not (2 + 2 + 3 = 7).
		const { items, error, run } = await suite.run({
			node: REDDIT,
			parameters: custom('subreddits/science', { requestOptions: { creditBudget: 6 } }),
			items: [{}, {}, {}],
		});
		expect(error).toBeUndefined();
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([2, 2, 2]);
		expect(items).toHaveLength(3);
		expect(hintsOf(run)).toEqual([]);
	});

	test('the budget books what the service charged, not the price held', async () => {
		// Budget 4, subreddits/{subreddit} held at 2 but charged 1 (the fault's X-Credits-Used): all three calls fit
		// (1 + 1 + 2 = 4). Had the held price been booked instead of the charge, the third would not (2 + 2 + 2).
		const path = '/v1/reddit/subreddits/science';
		suite.emulator.injectFault({ kind: 'status', status: 200, path, body: { answer: 42 }, headers: { 'X-Credits-Used': '1' }, times: 3 });
		const { items, error, run } = await suite.run({
			node: REDDIT,
			parameters: custom(path, { requestOptions: { creditBudget: 4 } }),
			items: [{}, {}, {}],
		});
		expect(error).toBeUndefined();
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([1, 1, 1]);
		expect(items).toHaveLength(3);
		expect(hintsOf(run)).toEqual([]);
	});

	test('a path no operation has is held at the dearest price (3 on Reddit): under a budget of 3 it is sent', async () => {
		const { items, error } = await suite.run({
			node: REDDIT,
			parameters: custom('subreddits/science/extra', { requestOptions: { creditBudget: 3 } }),
			continueOnFail: true,
		});
		expect(error).toBeUndefined();
		expect(suite.emulator.requests.map((request) => request.status)).toEqual([404]);
		expect(items.map((item) => item.json.code)).toEqual(['not_found']);
	});

	test.each([
		['subreddits/popular', 1, 1, 'its own literal path (1), not subreddits/{subreddit} (2)'],
		['subreddits/science', 1, 0, 'subreddits/{subreddit} costs 2'],
		['subreddits/science/wiki/index', 2, 0, 'subreddits/{subreddit}/wiki/{page} costs 3'],
		['subreddits/science/extra', 2, 0, 'no operation has the path: the dearest, 3'],
	])('%s under a budget of %d: %d requests (%s)', async (path, budget, sent) => {
		const { items, error, run } = await suite.run({ node: REDDIT, parameters: custom(path, { requestOptions: { creditBudget: budget } }) });
		expect(error).toBeUndefined();
		expect(suite.emulator.requests).toHaveLength(sent);
		expect(items).toHaveLength(sent);
		expect(hintsOf(run)).toEqual(sent === 0 ? [expect.stringContaining(`Stopped at the credit budget of ${budget} (0 credits spent)`)] : []);
	});

	test('X: a tweet read is held at its own worst case (1 + 1 per tweet), so a budget of 5 lets it go where the dearest (101) would not', async () => {
		const { items, error } = await suite.run({
			node: 'scrapeBadgerX',
			parameters: custom(`tweets/tweet/${ROOT_TWEET.id}`, { requestOptions: { creditBudget: 5 } }),
		});
		expect(error).toBeUndefined();
		expect(suite.emulator.requests.map((request) => request.path)).toEqual([`/v1/twitter/tweets/tweet/${ROOT_TWEET.id}`]);
		expect(items).toHaveLength(1);
	});

	test('X: a search is held at the page size asked (count 10: 11 credits), or at the largest page (101) when none is', async () => {
		const search = (budget: number, count?: string) =>
			suite.run({
				node: 'scrapeBadgerX',
				parameters: custom('tweets/advanced_search', { customQuery: query({ query: 'balloon', ...(count ? { count } : {}) }), requestOptions: { creditBudget: budget } }),
			});
		expect((await search(11, '10')).items).toHaveLength(1);
		expect(suite.emulator.requests).toHaveLength(1);
		suite.emulator.reset();
		expect((await search(10, '10')).items).toEqual([]);
		expect((await search(100)).items).toEqual([]);
		expect(suite.emulator.requests).toHaveLength(0);
	});
});

describe('Custom API Call: the fields', () => {
	const platforms = packagePlatforms();

	test.each(platforms.map((platform) => [platform.displayName, platform] as const))('%s: every path starts with one /v1/<platform>, the one a Custom API Call stays in', (_, platform) => {
		// The account (the Web node's Account > Get) is no platform's: its one path stays outside, and outside the call.
		const paths = platform.descriptor.resources
			.flatMap((resource) => resource.endpoints)
			.map((endpoint) => endpoint.path)
			.filter((path) => path !== '/v1/account/me');
		const prefixes = new Set(paths.map((path) => /^\/v1\/[a-z0-9_-]+\//.exec(path)?.[0]));
		expect([...prefixes]).toHaveLength(1);
		const { properties } = nodeDescription(platform.node);
		expect(properties.find((property) => property.name === 'customPath')?.placeholder).toMatch(new RegExp(`^${[...prefixes][0]}[^{}]+$`));
	});

	test.each(platforms.map((platform) => [platform.displayName, platform] as const))('%s: Path and Query Parameters show for either place of the entry, once', (_, platform) => {
		const description = nodeDescription(platform.node);
		const { properties } = description;
		const shownAt = (values: INodeParameters) =>
			properties.filter((property: INodeProperties) => NodeHelpers.displayParameter(values, property, null, description)).map((property) => property.name);
		const prefix = platform.descriptor.resources[0].endpoints[0].path.split('/').slice(0, 3).join('/');
		const path = properties.find((property) => property.name === 'customPath');
		expect(path?.description).toContain(`with or without its ${prefix} prefix`);
		// The node's own entry is last in Resource and in every Operation dropdown, so n8n adds none of its own (n8n's
		// injectCustomApiCallOptions skips a dropdown whose last entry is named "Custom API Call").
		const dropdowns = properties.filter((property) => ['resource', 'operation'].includes(property.name));
		expect(dropdowns).toHaveLength(1 + platform.descriptor.resources.length);
		for (const dropdown of dropdowns) {
			expect((dropdown.options as Array<{ name: string; value: string }>).slice(-1)).toEqual([expect.objectContaining({ name: 'Custom API Call', value: CUSTOM_API_CALL })]);
		}
		const places = (value: string) => [{ resource: value }, ...platform.descriptor.resources.map((resource) => ({ resource: resource.value, operation: value }))];
		for (const values of [...places(CUSTOM_API_CALL), ...places(N8N_CUSTOM_API_CALL)]) {
			const shown = shownAt(values);
			expect({ values, fields: shown.filter((name) => name.startsWith('custom')) }).toEqual({ values, fields: ['customPath', 'customQuery'] });
			expect(new Set(shown).size).toBe(shown.length);
			// Only the entry's own fields and the node-wide Request Options: no operation's fields. The Operation dropdown
			// shows only where n8n put the entry in it.
			expect(shown.filter((name) => !['resource', 'operation', 'customPath', 'customQuery'].includes(name))).toEqual(['requestOptions']);
			// What the editor keeps visible on a Custom API Call: parameters holding a value (defaults included).
			const parameters = NodeHelpers.getNodeParameters(properties, values, true, false, null, description);
			expect(Object.keys(parameters ?? {})).toEqual(expect.arrayContaining(['customPath', 'customQuery']));
		}
		// An operation of the platform never shows them.
		const [resource] = platform.descriptor.resources;
		expect(shownAt({ resource: resource.value, operation: resource.endpoints[0].operation }).filter((name) => name.startsWith('custom'))).toEqual([]);
		// No `hide`: the editor hides every such parameter on a Custom API Call.
		expect(properties.filter((property) => property.name.startsWith('custom') && property.displayOptions?.hide)).toEqual([]);
	});
});
