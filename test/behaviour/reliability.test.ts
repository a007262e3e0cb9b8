/**
 * Reliability through n8n-core against the emulator, as every operation gets it (Request Options): retries of 5xx,
 * dropped and refused connections and timeouts within Max Attempts and Max Total Wait, Retry-After and rate-limit
 * pacing, the Credit Budget across items, and what Include Metadata reports. Reddit's popular subreddits serve as the
 * example list.
 */
import { sleep } from 'n8n-workflow';

import { POPULAR_SUBREDDITS } from '../emulator/fixtures/reddit/subreddits';
import type { NodeSuite } from '../harness/suite';
import { nodeSuite } from '../harness/suite';
import { REFUSED_INPUT } from '../../nodes/shared/checks';

/**
 * The emulator's clock runs 59 s behind for the first request of each test, then catches up: a
 * one-request-a-minute window opened by that request resets about a second later in real time,
 * so pacing can be seen without waiting a minute.
 */
const suite: NodeSuite = nodeSuite({
	now: () => Date.now() + (suite.emulator.requests.length === 0 ? -59_000 : 0),
});

const POPULAR = '/v1/reddit/subreddits/popular';
const popular = (extra: Record<string, unknown>) => ({ resource: 'subreddit', operation: 'getPopular', ...extra });
const statuses = () => suite.emulator.requests.map((request) => request.status);
const names = (items: Array<{ json: Record<string, unknown> }>) => items.map((item) => item.json.name);

describe('retries', () => {
	test.each([500, 502, 503, 504])('a %i is retried and the page is fetched once, with nothing lost or doubled', async (status) => {
		suite.emulator.injectFault({ path: POPULAR, kind: 'status', status, skip: 1 });
		const { items, error } = await suite.run({ node: 'scrapeBadgerReddit', parameters: popular({ limit: 150 }) });

		expect(error).toBeUndefined();
		expect(names(items)).toEqual(POPULAR_SUBREDDITS.slice(0, 150).map((record) => record.name));
		expect(statuses()).toEqual([200, status, 200]);
		expect(suite.emulator.requests.reduce((sum, request) => sum + request.creditsCharged, 0)).toBe(2);
	});

	test('a dropped connection is retried', async () => {
		suite.emulator.injectFault({ path: POPULAR, kind: 'drop' });
		const { items, error } = await suite.run({ node: 'scrapeBadgerReddit', parameters: popular({ limit: 5 }) });
		expect(error).toBeUndefined();
		expect(items).toHaveLength(5);
		expect(suite.emulator.requests).toHaveLength(2);
	});

	test('an answer slower than Timeout counts as a failed attempt, is retried, and ends as a timeout', async () => {
		suite.emulator.setLatency(1500);
		const { error, items } = await suite.run({
			node: 'scrapeBadgerReddit',
			parameters: popular({ limit: 3, requestOptions: { timeoutSeconds: 1, maxAttempts: 2 } }),
			continueOnFail: true,
		});
		expect(error).toBeUndefined();
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({
			code: 'timeout',
			retryable: true,
			error: expect.stringContaining('no answer within the timeout'),
		});
		// The emulator still finishes the answers the node gave up on: let them land before the next test.
		await sleep(1600);
	});

	test('an answer lost to the timeout may have been billed: it counts in the Credit Budget and the figures, said as uncertain', async () => {
		// The emulator, like the service, bills each answer it finishes, even one the node stopped waiting for.
		suite.emulator.setLatency(1500);
		const { items } = await suite.run({
			node: 'scrapeBadgerReddit',
			parameters: popular({ limit: 3, requestOptions: { timeoutSeconds: 1, maxAttempts: 4, creditBudget: 2 } }),
			continueOnFail: true,
		});
		await sleep(1600);
		const billed = suite.emulator.requests.reduce((sum, request) => sum + request.creditsCharged, 0);
		// Two attempts fit the budget of 2 (1 credit a page): a third would pass it, so it is not sent.
		expect(suite.emulator.requests).toHaveLength(2);
		expect(billed).toBe(2);
		expect(items[0].json).toMatchObject({ code: 'timeout', creditsCharged: 2, creditsUncertain: 2 });
		expect(items[0].json.description).toContain('may not have been charged');
	});

	test('a page of a long numbered list failing wastes at most the few pages asked ahead of it (Zillow: 20 pages)', async () => {
		const SEARCH = '/v1/zillow/search';
		suite.emulator.injectFault({ path: SEARCH, kind: 'status', status: 502, skip: 1, times: 50 });
		const { items } = await suite.run({
			node: 'scrapeBadgerZillow',
			parameters: {
				resource: 'property',
				operation: 'search',
				location: { __rl: true, mode: 'value', value: 'Austin, TX' },
				returnAll: true,
				requestOptions: { maxAttempts: 1 },
			},
			continueOnFail: true,
		});
		expect(items[items.length - 1].json).toMatchObject({ code: 'upstream_failure', resumeAt: { page: 2 } });
		// Page 1, then pages 2 to 5 asked together: page 2 fails, and no further page is asked.
		expect(suite.emulator.requests.map((request) => Number(request.query.page ?? 1)).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
	});

	test('a refused connection is retried, then reported with the address tried', async () => {
		const closedPort = `http://127.0.0.1:1`;
		const { error } = await suite.run({
			node: 'scrapeBadgerReddit',
			parameters: popular({ limit: 3, requestOptions: { maxAttempts: 2 } }),
			baseUrl: closedPort,
		});
		expect(error?.message).toBe(`Could not reach ScrapeBadger at ${closedPort} (ECONNREFUSED)`);
	});

	test('a 429 waits what Retry-After says, then succeeds', async () => {
		suite.emulator.injectFault({ path: POPULAR, kind: 'status', status: 429, headers: { 'Retry-After': '1' } });
		const { items, error } = await suite.run({ node: 'scrapeBadgerReddit', parameters: popular({ limit: 3 }) });
		expect(error).toBeUndefined();
		expect(items).toHaveLength(3);
		expect(statuses()).toEqual([429, 200]);
		const [refused, accepted] = suite.emulator.requests;
		expect(accepted.at - refused.at).toBeGreaterThanOrEqual(1000);
	});

	test.each([
		[404, { detail: 'Not Found' }],
		[422, { detail: [{ loc: ['query', 'limit'], msg: 'Input should be less than or equal to 100', type: 'x' }] }],
		[401, { detail: 'Invalid or missing API key' }],
		[402, { detail: 'Insufficient credits' }],
		[403, { detail: 'API key is disabled' }],
	])('a %i is never retried', async (status, body) => {
		suite.emulator.injectFault({ path: POPULAR, kind: 'status', status, body, times: 5 });
		const { error } = await suite.run({ node: 'scrapeBadgerReddit', parameters: popular({ limit: 3 }) });
		expect((error as { httpCode?: string }).httpCode).toBe(String(status));
		expect(suite.emulator.requests).toHaveLength(1);
	});

	test('Max Attempts bounds the tries, then the last failure is reported', async () => {
		suite.emulator.injectFault({ path: POPULAR, kind: 'status', status: 503, times: 10 });
		const { error } = await suite.run({
			node: 'scrapeBadgerReddit',
			parameters: popular({ limit: 3, requestOptions: { maxAttempts: 3 } }),
		});
		expect(error?.message).toContain('upstream failure, 503');
		expect(statuses()).toEqual([503, 503, 503]);
	});

	test('Max Total Wait of 0 means no waiting, so no retry', async () => {
		suite.emulator.injectFault({ path: POPULAR, kind: 'status', status: 502, times: 10 });
		const { error } = await suite.run({
			node: 'scrapeBadgerReddit',
			parameters: popular({ limit: 3, requestOptions: { maxWaitSeconds: 0 } }),
		});
		expect(error?.message).toContain('upstream failure, 502');
		expect(suite.emulator.requests).toHaveLength(1);
	});

	test('a non-JSON 200 is said to be unreadable and charged, and is not retried (asking again would charge twice)', async () => {
		suite.emulator.injectFault({ path: POPULAR, kind: 'malformed', times: 5 });
		const { error } = await suite.run({ node: 'scrapeBadgerReddit', parameters: popular({ limit: 3 }) });
		expect(error?.message).toContain('could not be read (HTTP 200');
		expect(error?.description).toContain('1 credit was charged for it');
		expect(suite.emulator.requests).toHaveLength(1);
	});
});

describe('pacing', () => {
	test('when X-RateLimit-Remaining reaches 0 the next request waits for the reset instead of being refused', async () => {
		suite.emulator.setRateLimit(1);
		const { items, error } = await suite.run({ node: 'scrapeBadgerReddit', parameters: popular({ limit: 150 }) });
		expect(error).toBeUndefined();
		expect(items).toHaveLength(150);
		expect(statuses()).toEqual([200, 200]);
	});
});

describe('credit budget', () => {
	test('Return All stops cleanly at the cap, outputs what it has and says how to continue', async () => {
		const { items, error, run } = await suite.run({
			node: 'scrapeBadgerReddit',
			parameters: popular({ returnAll: true, requestOptions: { creditBudget: 2 } }),
		});
		expect(error).toBeUndefined();
		expect(names(items)).toEqual(POPULAR_SUBREDDITS.slice(0, 200).map((record) => record.name));
		expect(suite.emulator.requests).toHaveLength(2);
		const hints = run.data.resultData.runData.ScrapeBadger[0].hints ?? [];
		expect(hints.map((hint) => hint.message)).toEqual([
			expect.stringContaining(`Stopped at the credit budget of 2 (2 credits spent)`),
		]);
		expect(hints[0].message).toContain(`run again with after = "${POPULAR_SUBREDDITS[199].name}"`);
	});

	test('the budget spans all input items of one execution', async () => {
		const { items } = await suite.run({
			node: 'scrapeBadgerReddit',
			parameters: popular({ limit: 10, requestOptions: { creditBudget: 2 } }),
			items: [{}, {}, {}],
		});
		expect(items.map((item) => item.pairedItem)).toEqual([...Array(10).fill({ item: 0 }), ...Array(10).fill({ item: 1 })]);
		expect(suite.emulator.requests).toHaveLength(2);
	});

	test('a free operation is never stopped by the budget', async () => {
		const { items } = await suite.run({
			node: 'scrapeBadgerZillow',
			parameters: { resource: 'market', operation: 'list', requestOptions: { creditBudget: 1 } },
			items: [{}, {}, {}],
		});
		expect(items).toHaveLength(6);
	});
});

describe('metadata', () => {
	test('Include Metadata adds credits used, requests and the resume point to each item', async () => {
		const { items } = await suite.run({
			node: 'scrapeBadgerReddit',
			parameters: popular({ limit: 120, requestOptions: { includeMeta: true } }),
		});
		expect(items[0].json._meta).toEqual({ creditsUsed: 2, requests: 2, resumeAt: null });
		expect(items).toHaveLength(120);
	});

	test('off by default', async () => {
		const { items } = await suite.run({ node: 'scrapeBadgerReddit', parameters: popular({ limit: 2 }) });
		expect(items[0].json).not.toHaveProperty('_meta');
	});

	test('Request Options are checked like any input, before any request', async () => {
		const { error } = await suite.run({
			node: 'scrapeBadgerReddit',
			parameters: popular({ limit: 2, requestOptions: { maxAttempts: '={{ 0 }}' } }),
		});
		expect(error?.message).toBe('Max Attempts must be a number from 1 to 10, got 0');
		expect(error?.description).toBe(REFUSED_INPUT);
		expect(suite.emulator.requests).toHaveLength(0);
	});
});
