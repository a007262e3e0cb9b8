/**
 * Input items side by side and pages asked ahead (Request Options > Concurrency), through n8n-core against the
 * emulator: the output, its pairing and its errors exactly as if the items ran one by one; the requests in flight
 * within the setting; the rate-limit window and the Credit Budget kept by all requests together.
 */
import { POPULAR_SUBREDDITS } from '../emulator/fixtures/reddit/subreddits';
import type { NodeSuite } from '../harness/suite';
import { nodeSuite } from '../harness/suite';
import { NODE, byId, field, operation } from '../nodes/reddit/support';
import { requestOption } from '../../nodes/shared/request-options';

// Some latency, so requests sent together are really answered together.
const suite: NodeSuite = nodeSuite({ latencyMs: 40 });

const getSubreddit = operation('subreddit', 'get');
/** Each input item names one subreddit; the node maps it in by expression, as a workflow does. */
const fromItem = (extra: Record<string, unknown> = {}) => getSubreddit({ subreddit: byId('={{ $json.name }}'), ...extra });
const NAMES = POPULAR_SUBREDDITS.slice(0, 30).map((record) => record.display_name);
const statuses = () => suite.emulator.requests.map((request) => request.status);

describe('input items side by side', () => {
	test('30 items: output in input order, each paired to its item, at most Concurrency requests at once', async () => {
		// Answers slow enough that each wave of 8 is surely all sent before one comes back, even on a loaded machine.
		suite.emulator.setLatency(400);
		const { items, error } = await suite.run({
			node: NODE,
			parameters: fromItem({ requestOptions: { concurrency: 8 } }),
			items: NAMES.map((name) => ({ name })),
		});
		expect(error).toBeUndefined();
		expect(field(items, 'name')).toEqual(NAMES);
		expect(items.map((item) => item.pairedItem)).toEqual(NAMES.map((_, index) => ({ item: index })));
		expect(suite.emulator.requests).toHaveLength(30);
		expect(suite.emulator.peakConcurrency).toBe(8);
	});

	test('the default sends all 30 at once: the first wave, before any answer, is within the smallest plan\'s window', async () => {
		// Answers slow enough that all 30 are surely sent before the first comes back, even on a loaded machine.
		suite.emulator.setLatency(400);
		const { items } = await suite.run({ node: NODE, parameters: fromItem(), items: NAMES.map((name) => ({ name })) });
		expect(items).toHaveLength(30);
		expect(suite.emulator.peakConcurrency).toBe(30);
	});

	test('Concurrency 1 runs the items one after another', async () => {
		await suite.run({ node: NODE, parameters: fromItem({ requestOptions: { concurrency: 1 } }), items: NAMES.slice(0, 5).map((name) => ({ name })) });
		expect(suite.emulator.requests).toHaveLength(5);
		expect(suite.emulator.peakConcurrency).toBe(1);
	});

	test('Continue On Fail: each failing item gives its error item in its own place, the others their records', async () => {
		const names = [NAMES[0], 'no_such_subreddit_1', NAMES[1], NAMES[2], 'no_such_subreddit_2', NAMES[3]];
		const { items, error } = await suite.run({
			node: NODE,
			parameters: fromItem(),
			items: names.map((name) => ({ name })),
			continueOnFail: true,
		});
		expect(error).toBeUndefined();
		expect(items.map((item) => item.json.name ?? item.json.httpStatus)).toEqual([NAMES[0], 404, NAMES[1], NAMES[2], 404, NAMES[3]]);
		expect(items.map((item) => item.pairedItem)).toEqual(names.map((_, index) => ({ item: index })));
	});

	test('without Continue On Fail, the first failing item in input order fails the node, as when run one by one', async () => {
		const names = [NAMES[0], NAMES[1], 'no_such_subreddit_a', NAMES[2], 'no_such_subreddit_b'];
		const { items, error } = await suite.run({ node: NODE, parameters: fromItem(), items: names.map((name) => ({ name })) });
		expect(items).toEqual([]);
		expect(error?.message).toContain('404');
		expect(error?.description).toContain('no_such_subreddit_a');
	});

	test('the Credit Budget holds for all items together: never a credit past it', async () => {
		// 2 credits a subreddit: 9 credits buy 4 of them, whichever items get there first; the rest stop cleanly.
		const { items, error, run } = await suite.run({
			node: NODE,
			parameters: fromItem({ requestOptions: { creditBudget: 9 } }),
			items: NAMES.slice(0, 12).map((name) => ({ name })),
		});
		expect(error).toBeUndefined();
		const charged = suite.emulator.requests.reduce((sum, request) => sum + request.creditsCharged, 0);
		expect(charged).toBe(8);
		expect(items).toHaveLength(4);
		// What did come out is still in input order.
		const indexes = items.map((item) => (item.pairedItem as { item: number }).item);
		expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
		expect(run.data.resultData.runData.ScrapeBadger[0].hints?.[0].message).toContain('Stopped at the credit budget of 9 (8 credits spent)');
	});

	test('with Continue On Fail, every input the budget left with nothing gets an error item, and the hint names them', async () => {
		const { items, error, run } = await suite.run({
			node: NODE,
			parameters: fromItem({ requestOptions: { creditBudget: 9 } }),
			items: NAMES.slice(0, 12).map((name) => ({ name })),
			continueOnFail: true,
		});
		expect(error).toBeUndefined();
		// Each of the 12 inputs is paired with exactly one item: 4 records, 8 budget errors.
		const paired = items.map((item) => (item.pairedItem as { item: number }).item);
		expect([...paired].sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, index) => index));
		const errors = items.filter((item) => item.json.code === 'credit_budget');
		expect(errors).toHaveLength(8);
		for (const item of errors) expect(item.json).toMatchObject({ creditsCharged: 0, recordsFetched: 0, resumeAt: null });
		const notRun = errors.map((item) => (item.pairedItem as { item: number }).item + 1);
		const hint = run.data.resultData.runData.ScrapeBadger[0].hints?.[0].message ?? '';
		expect(hint).toContain('Stopped at the credit budget of 9 (8 credits spent)');
		expect(hint).toContain('Not run, nothing fetched: input items');
		// Each input not run is named (as single numbers or within a range).
		for (const number of notRun) expect(hint).toMatch(new RegExp(`\\b(${number}\\b|\\d+-\\d+)`));
		expect(hint).toContain('each with an error item');
	});

	test('Include Metadata counts each item its own requests and credits, not its neighbours', async () => {
		const { items } = await suite.run({
			node: NODE,
			parameters: fromItem({ requestOptions: { includeMeta: true } }),
			items: NAMES.slice(0, 10).map((name) => ({ name })),
		});
		expect(items.map((item) => item.json._meta)).toEqual(Array(10).fill({ creditsUsed: 2, requests: 1, resumeAt: null }));
	});
});

describe('the rate-limit window, shared by every request of the execution', () => {
	test('more requests than the window allows: paced into the next windows, not one refused', async () => {
		// 10 requests per 2 s window, 25 items: three windows' worth, and not a single 429. (A window this small is
		// below every plan's; Concurrency 5 keeps the first wave, sent before any answer, within it.)
		suite.emulator.setRateLimit(10, 2000);
		const { items, error } = await suite.run({
			node: NODE,
			parameters: fromItem({ requestOptions: { concurrency: 5 } }),
			items: NAMES.slice(0, 25).map((name) => ({ name })),
		});
		expect(error).toBeUndefined();
		expect(field(items, 'name')).toEqual(NAMES.slice(0, 25));
		expect(statuses().filter((status) => status === 429)).toEqual([]);
		expect(suite.emulator.requests).toHaveLength(25);
	});

	test('an execution starting in a window another execution on the key spent starts from what the service said', async () => {
		// 10 requests per 4 s window: the first execution spends 8, so the next has 2 left, not a first wave of 10.
		suite.emulator.setRateLimit(10, 4000);
		const first = await suite.run({ node: NODE, parameters: fromItem({ requestOptions: { concurrency: 10 } }), items: NAMES.slice(0, 8).map((name) => ({ name })) });
		expect(first.error).toBeUndefined();
		const second = await suite.run({ node: NODE, parameters: fromItem({ requestOptions: { concurrency: 10 } }), items: NAMES.slice(8, 18).map((name) => ({ name })) });
		expect(second.error).toBeUndefined();
		expect(field(second.items, 'name')).toEqual(NAMES.slice(8, 18));
		expect(statuses().filter((status) => status === 429)).toEqual([]);
		// The field says exactly what is guarded: this process's executions, and other processes only by the 429s.
		expect(requestOption('concurrency').description).toMatch(/shared by every execution in this n8n process; requests from other processes .* are not counted/);
	});
});

test("the smallest plan's window (60), 150 items at the default Concurrency: paced into the next windows, not one refused", async () => {
	suite.emulator.setRateLimit(60, 2000);
	const names = POPULAR_SUBREDDITS.slice(0, 150).map((record) => record.display_name);
	const { items, error } = await suite.run({ node: NODE, parameters: fromItem(), items: names.map((name) => ({ name })) });
	expect(error).toBeUndefined();
	expect(field(items, 'name')).toEqual(names);
	expect(statuses().filter((status) => status === 429)).toEqual([]);
});

describe('pages asked ahead once the page count is known', () => {
	test('eBay seller items, Return All: pages 2 to the last together, records in page order, each page once', async () => {
		const parameters = { resource: 'seller', operation: 'getItems', username: 'topgames_us', returnAll: true };
		const sequential = await suite.run({ node: 'scrapeBadgerEbay', parameters: { ...parameters, requestOptions: { concurrency: 1 } } });
		const sequentialPages = suite.emulator.requests.length;
		suite.emulator.clearRequests();
		// Answers slow enough that the pages asked together are surely all in flight at once, even on a loaded machine.
		suite.emulator.setLatency(400);
		const together = await suite.run({ node: 'scrapeBadgerEbay', parameters });
		expect(together.error).toBeUndefined();
		expect(field(together.items, 'item_id')).toEqual(field(sequential.items, 'item_id'));
		expect(sequentialPages).toBeGreaterThanOrEqual(3);
		const pages = suite.emulator.requests.map((request) => Number(request.query.page ?? 1)).sort((a, b) => a - b);
		expect(pages).toEqual(Array.from({ length: sequentialPages }, (_, index) => index + 1));
		expect(suite.emulator.peakConcurrency).toBe(sequentialPages - 1);
	});
});
