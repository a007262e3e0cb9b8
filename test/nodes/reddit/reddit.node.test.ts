import { POPULAR_SUBREDDITS } from '../../emulator/fixtures/reddit/subreddits';
import { nodeSuite } from '../../harness/suite';

const suite = nodeSuite();
const POPULAR = '/v1/reddit/subreddits/popular';
const popular = (extra: Record<string, unknown> = {}) => ({
	resource: 'subreddit',
	operation: 'getPopular',
	...extra,
});

const names = (items: Array<{ json: Record<string, unknown> }>) => items.map((item) => item.json.name);
const queries = () => suite.emulator.requests.map((request) => request.query);

describe('Reddit > Subreddit > Get Popular', () => {
	test('Limit below one page asks for exactly that many in one request, key in the header', async () => {
		const { items, error } = await suite.run({ node: 'scrapeBadgerReddit', parameters: popular({ limit: 7 }) });

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
		const { items } = await suite.run({ node: 'scrapeBadgerReddit', parameters: popular() });
		expect(items).toHaveLength(50);
		expect(queries()).toEqual([{ limit: '50' }]);
	});

	test('Limit equal to a full page makes no second request', async () => {
		const { items } = await suite.run({ node: 'scrapeBadgerReddit', parameters: popular({ limit: 100 }) });
		expect(items).toHaveLength(100);
		expect(queries()).toEqual([{ limit: '100' }]);
	});

	test('Limit one past a page boundary asks the next page for exactly one record', async () => {
		const { items } = await suite.run({ node: 'scrapeBadgerReddit', parameters: popular({ limit: 101 }) });
		expect(names(items)).toEqual(POPULAR_SUBREDDITS.slice(0, 101).map((record) => record.name));
		expect(queries()).toEqual([{ limit: '100' }, { limit: '1', after: POPULAR_SUBREDDITS[99].name }]);
	});

	test('Return All follows `after` in pages of 100 until it is null: 230 records, 3 requests, 3 credits', async () => {
		const before = suite.emulator.credits('sb_test_key');
		const { items } = await suite.run({ node: 'scrapeBadgerReddit', parameters: popular({ returnAll: true }) });

		expect(names(items)).toEqual(POPULAR_SUBREDDITS.map((record) => record.name));
		expect(new Set(names(items)).size).toBe(230);
		expect(queries()).toEqual([
			{ limit: '100' },
			{ limit: '100', after: POPULAR_SUBREDDITS[99].name },
			{ limit: '100', after: POPULAR_SUBREDDITS[199].name },
		]);
		expect(before - suite.emulator.credits('sb_test_key')).toBe(3);
	});

	test('Start After resumes the listing after the given subreddit', async () => {
		const start = POPULAR_SUBREDDITS[224].name;
		const { items } = await suite.run({
			node: 'scrapeBadgerReddit',
			parameters: popular({ returnAll: true, options: { after: start } }),
		});
		expect(names(items)).toEqual(POPULAR_SUBREDDITS.slice(225).map((record) => record.name));
		expect(queries()).toEqual([{ limit: '100', after: start }]);
	});

	test('each input item runs on its own, with Limit from an expression, and outputs stay paired', async () => {
		const { items } = await suite.run({
			node: 'scrapeBadgerReddit',
			parameters: popular({ limit: '={{ $json.howMany }}' }),
			items: [{ howMany: 2 }, { howMany: 3 }],
		});
		expect(items.map((item) => item.pairedItem)).toEqual([
			{ item: 0 },
			{ item: 0 },
			{ item: 1 },
			{ item: 1 },
			{ item: 1 },
		]);
		expect(queries()).toEqual([{ limit: '2' }, { limit: '3' }]);
	});

	describe('bad input is refused before any request', () => {
		test.each([
			['Limit of 0', { limit: 0 }, 'Limit must be a whole number of at least 1, got 0'],
			['Limit of 2.5', { limit: 2.5 }, 'Limit must be a whole number of at least 1, got 2.5'],
			['Limit that is not a number', { limit: '={{ "lots" }}' }, 'Limit must be a whole number of at least 1, got "lots"'],
			['Start After with a space', { limit: 5, options: { after: 't5_2qh1i and more' } }, 'Start After must be a fullname'],
			['Start After too long', { limit: 5, options: { after: 't'.repeat(101) } }, 'Start After must be a fullname'],
		])('%s', async (_label, extra, message) => {
			await suite.expectRefused({ node: 'scrapeBadgerReddit', parameters: popular(extra) }, message);
		});

		test('with Continue On Fail the bad item becomes an error item and the next item still runs', async () => {
			const { items, error } = await suite.run({
				node: 'scrapeBadgerReddit',
				parameters: popular({ limit: '={{ $json.howMany }}' }),
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
			expect(queries()).toEqual([{ limit: '1' }]);
		});
	});

	describe('a failure after some pages keeps the records already fetched', () => {
		test('with Continue On Fail: the records, then one error item naming where paging stopped', async () => {
			suite.emulator.injectFault({ path: POPULAR, kind: 'status', status: 502, skip: 1 });
			const { items, error } = await suite.run({
				node: 'scrapeBadgerReddit',
				parameters: popular({ returnAll: true, requestOptions: { maxAttempts: 1 } }),
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
				node: 'scrapeBadgerReddit',
				parameters: popular({ returnAll: true, requestOptions: { maxAttempts: 1 } }),
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
				node: 'scrapeBadgerReddit',
				parameters: popular({ returnAll: true }),
				continueOnFail: true,
			});
			expect(error).toBeUndefined();
			expect(suite.emulator.requests).toHaveLength(2);
			expect(items).toHaveLength(5);
			expect(items[4].json.error).toContain('returned the same "after" token twice');
			expect(items[4].json).toMatchObject({ code: 'repeated_cursor', retryable: false, recordsFetched: 4 });
		});
	});
});
