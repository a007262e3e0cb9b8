/**
 * transport/reliability.ts: retries, backoff, the credit budget and rate-limit pacing of one execution.
 * Time is faked, so waits are checked exactly and cost nothing.
 */
import { sleep } from 'n8n-workflow';

import { DEFAULT_POLICY } from '../../nodes/shared/request-options';
import { apiErrorFromStatus } from '../../nodes/shared/transport/errors';
import type { RequestTicket } from '../../nodes/shared/transport/reliability';
import { CreditBudgetReached, chargeOf, ExecutionLedger, backoffMs, sendWithRetries } from '../../nodes/shared/transport/reliability';
import type { RequestPolicy } from '../../nodes/shared/types';
import { CANARY_KEY, testNode } from './support';

const NOW = 1_750_000_000_000;

const ledgerWith = (policy: Partial<RequestPolicy> = {}) => new ExecutionLedger({ ...DEFAULT_POLICY, ...policy });

/** A service failure as connect() throws it, facts included. */
const failure = (status: number, headers: Record<string, unknown> = {}) =>
	apiErrorFromStatus(testNode, status, { detail: 'failed' }, { platform: 'Reddit', itemIndex: 0, credits: 1, headers }, CANARY_KEY);

/** An attempt function that fails with the given errors in order, then answers `ok`; it records when each call happened. */
function attempts(...failures: Error[]) {
	const calledAt: number[] = [];
	const attempt = async () => {
		calledAt.push(Date.now() - NOW);
		const next = failures[calledAt.length - 1];
		if (next) throw next;
		return 'ok';
	};
	return { attempt, calledAt };
}

/** Runs sendWithRetries to its end under fake time, returning its value or its error. */
async function settle(ledger: ExecutionLedger, attempt: () => Promise<string>) {
	const outcome = sendWithRetries(ledger, attempt).then(
		(value) => ({ value, error: undefined as unknown }),
		(error: unknown) => ({ value: undefined, error }),
	);
	await jest.advanceTimersByTimeAsync(3_600_000);
	return await outcome;
}

describe('backoffMs', () => {
	test.each([
		[1, 250, 500],
		[2, 500, 1000],
		[3, 1000, 2000],
		[5, 4000, 8000],
		[9, 4000, 8000],
	])('attempt %i waits between %i and %i ms', (attempt, low, high) => {
		expect(backoffMs(attempt, () => 0)).toBe(low);
		expect(backoffMs(attempt, () => 1)).toBe(high);
		const sampled = backoffMs(attempt);
		expect(sampled).toBeGreaterThanOrEqual(low);
		expect(sampled).toBeLessThanOrEqual(high);
	});
});

describe('chargeOf', () => {
	test("a success costs the service's X-Credits-Used when sent, else the listed cost", () => {
		expect(chargeOf({ 'x-credits-used': '21' }, 1)).toBe(21);
		expect(chargeOf({}, 5)).toBe(5);
		expect(chargeOf({ 'x-credits-used': 'n/a' }, 2)).toBe(2);
		expect(chargeOf({ 'x-credits-used': '0' }, 2)).toBe(0);
	});
});

/** Whether a promise has settled by now (after pending callbacks ran). */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
	let settled = false;
	promise.then(
		() => (settled = true),
		() => (settled = true),
	);
	await sleep(0);
	return settled;
}

describe('ExecutionLedger: the Credit Budget', () => {
	test('no budget (0) never stops a request', async () => {
		const ledger = ledgerWith({ creditBudget: 0 });
		ledger.settleCredits(0, 1_000_000);
		await expect(ledger.reserveCredits(10)).resolves.toBeUndefined();
	});

	test('a request that would pass the budget is stopped before it is sent, one that reaches it exactly is not', async () => {
		const ledger = ledgerWith({ creditBudget: 10 });
		ledger.settleCredits(0, 9);
		await ledger.reserveCredits(1);
		ledger.settleCredits(1, 1);
		await expect(ledger.reserveCredits(1)).rejects.toEqual(expect.objectContaining({ budget: 10, spent: 10 }));
		await expect(ledger.reserveCredits(1)).rejects.toBeInstanceOf(CreditBudgetReached);
	});

	test('requests running at once cannot pass the budget together: the second waits for the first charge', async () => {
		const ledger = ledgerWith({ creditBudget: 10 });
		await ledger.reserveCredits(6);
		const second = ledger.reserveCredits(6);
		expect(await isSettled(second)).toBe(false);
		ledger.settleCredits(6, 6);
		await expect(second).rejects.toEqual(expect.objectContaining({ budget: 10, spent: 6 }));
	});

	test('a first request that costs less than it could lets the waiting one go', async () => {
		const ledger = ledgerWith({ creditBudget: 10 });
		await ledger.reserveCredits(6);
		const second = ledger.reserveCredits(6);
		// An X page asked for 5 tweets that held 1: 2 credits, not 6.
		ledger.settleCredits(6, 2);
		await expect(second).resolves.toBeUndefined();
		expect(ledger.creditsSpent).toBe(2);
	});
});

describe('ExecutionLedger: a request with a cost cap of its own (reserveUpTo, a scrape\'s max_cost)', () => {
	test('no budget: the whole cap, nothing held', async () => {
		const ledger = ledgerWith({ creditBudget: 0 });
		await expect(ledger.reserveUpTo(1, 20)).resolves.toBe(20);
		expect(ledger.creditsLeft()).toBeUndefined();
	});

	test('room for the most it can cost: that is held and is the cap', async () => {
		const ledger = ledgerWith({ creditBudget: 50 });
		await expect(ledger.reserveUpTo(1, 20)).resolves.toBe(20);
		expect(ledger.creditsLeft()).toBe(30);
	});

	test('less room, nothing else in flight: what is left is held and sent as the cap, down to the least a request costs', async () => {
		const ledger = ledgerWith({ creditBudget: 10 });
		ledger.settleCredits(0, 7);
		await expect(ledger.reserveUpTo(1, 5)).resolves.toBe(3);
		ledger.settleCredits(3, 3);
		await expect(ledger.reserveUpTo(1, 5)).rejects.toEqual(expect.objectContaining({ budget: 10, spent: 10 }));
	});

	test('less room while others hold credits: it waits for them rather than take a smaller cap at once', async () => {
		const ledger = ledgerWith({ creditBudget: 12 });
		await expect(ledger.reserveUpTo(1, 10)).resolves.toBe(10);
		const second = ledger.reserveUpTo(1, 10);
		expect(await isSettled(second)).toBe(false);
		// The first cost its most: 2 left, nothing else in flight, so the second is sent capped at 2.
		ledger.settleCredits(10, 10);
		await expect(second).resolves.toBe(2);
	});
});

describe('ExecutionLedger: Concurrency and the rate-limit window', () => {
	beforeEach(() => jest.useFakeTimers({ now: NOW }));
	afterEach(() => jest.useRealTimers());

	const windowHeaders = (limit: number, remaining: number, resetInSeconds: number) => ({
		'x-ratelimit-limit': String(limit),
		'x-ratelimit-remaining': String(remaining),
		'x-ratelimit-reset': String(NOW / 1000 + resetInSeconds),
	});

	/** Starts `count` requests and says, after `ms` of fake time, how many of them were let through. */
	async function startedAfter(ledger: ExecutionLedger, count: number, ms: number) {
		const started: RequestTicket[] = [];
		for (let index = 0; index < count; index++) void ledger.startRequest().then((ticket) => started.push(ticket));
		await jest.advanceTimersByTimeAsync(ms);
		return started;
	}

	test('before the first answer a first wave goes (at most Concurrency, at most the smallest plan\'s 60); after it, up to Concurrency', async () => {
		const ledger = ledgerWith({ concurrency: 80 });
		const first = await startedAfter(ledger, 100, 0);
		expect(first).toHaveLength(60);
		first[0].observe(windowHeaders(1000, 940, 60));
		first[0].finish();
		await jest.advanceTimersByTimeAsync(0);
		// 59 still in flight and 21 more: 80 at once.
		expect(first).toHaveLength(81);
		expect(ledger.requests).toBe(81);
	});

	test('a spent window waited out is learnt again by one request alone (a sliding window frees one place at a time)', async () => {
		const ledger = ledgerWith({ concurrency: 3 });
		const [probe] = await startedAfter(ledger, 1, 0);
		probe.observe(windowHeaders(5, 0, 2));
		probe.finish();
		const started = await startedAfter(ledger, 4, 3000);
		expect(started).toHaveLength(1);
		started[0].observe(windowHeaders(5, 3, 60));
		started[0].finish();
		await jest.advanceTimersByTimeAsync(0);
		expect(started).toHaveLength(4);
	});

	test('an answer without rate-limit headers still ends the first wave\'s limit', async () => {
		const ledger = ledgerWith({ concurrency: 4 });
		const first = await startedAfter(ledger, 6, 0);
		expect(first).toHaveLength(4);
		first[0].observe({});
		first[0].finish();
		await jest.advanceTimersByTimeAsync(0);
		expect(first).toHaveLength(5);
	});

	test('requests sent since an answer count against the window it reported: the next one waits for the reset', async () => {
		const ledger = ledgerWith({ concurrency: 10 });
		const [first] = await startedAfter(ledger, 1, 0);
		first.observe(windowHeaders(5, 3, 12));
		first.finish();
		// 3 left: those 3 go (the last in the first slot of a spread), the 4th waits for the reset.
		const started = await startedAfter(ledger, 4, 100);
		expect(started).toHaveLength(3);
		expect(ledger.pacedRequests).toBeGreaterThanOrEqual(1);
		await jest.advanceTimersByTimeAsync(12_500);
		expect(started).toHaveLength(4);
	});

	test('under a fifth of the window left, the remaining requests are spread evenly until the reset', async () => {
		const ledger = ledgerWith({ concurrency: 10 });
		const [first] = await startedAfter(ledger, 1, 0);
		first.observe(windowHeaders(100, 10, 10));
		first.finish();
		const startedAt: number[] = [];
		for (let index = 0; index < 5; index++) void ledger.startRequest().then(() => startedAt.push(Date.now() - NOW));
		await jest.advanceTimersByTimeAsync(10_000);
		expect(startedAt).toHaveLength(5);
		// Ten left over about ten seconds: about one a second, the first at once.
		expect(startedAt[0]).toBe(0);
		for (let index = 1; index < 5; index++) {
			expect(startedAt[index] - startedAt[index - 1]).toBeGreaterThanOrEqual(800);
			expect(startedAt[index] - startedAt[index - 1]).toBeLessThanOrEqual(1100);
		}
	});

	test('an answer that overtook older requests counts them as spent too: the service may not have counted them yet', async () => {
		const ledger = ledgerWith({ concurrency: 10 });
		const wave = await startedAfter(ledger, 3, 0);
		// The third request is answered first: 9 of 10 left as the service saw it, perhaps before it saw the other two.
		wave[2].observe(windowHeaders(10, 9, 60));
		wave[2].finish();
		// Counted as left: 9 - 2 unanswered older ones = 7; a fifth of 10 is 2, so six go at once (the sixth in the first
		// slot of the spread) and the seventh waits for its slot. Without counting the two, all seven would have gone.
		const next = await startedAfter(ledger, 7, 0);
		expect(next).toHaveLength(6);
	});

	test("an older request's late answer does not overwrite what a newer one said", async () => {
		const ledger = ledgerWith({ concurrency: 10 });
		const [probe] = await startedAfter(ledger, 1, 0);
		probe.observe(windowHeaders(100, 90, 60));
		probe.finish();
		const [older, newer] = await startedAfter(ledger, 2, 0);
		newer.observe(windowHeaders(100, 0, 30));
		older.observe(windowHeaders(100, 89, 60));
		older.finish();
		newer.finish();
		expect(await startedAfter(ledger, 1, 1000)).toHaveLength(0);
	});

	test('a reset far away is waited for at most 5 minutes at a time', async () => {
		const ledger = ledgerWith();
		const [probe] = await startedAfter(ledger, 1, 0);
		probe.observe(windowHeaders(60, 0, 3600));
		probe.finish();
		const started = await startedAfter(ledger, 1, 299_000);
		expect(started).toHaveLength(0);
		await jest.advanceTimersByTimeAsync(1_500);
		expect(started).toHaveLength(1);
		expect(ledger.longestWaitMs).toBe(300_000);
	});
});

describe('sendWithRetries', () => {
	beforeEach(() => {
		jest.useFakeTimers({ now: NOW });
		jest.spyOn(Math, 'random').mockReturnValue(0);
	});
	afterEach(() => {
		jest.useRealTimers();
		jest.restoreAllMocks();
	});

	test('a first success is returned at once', async () => {
		const ledger = ledgerWith();
		const { attempt, calledAt } = attempts();
		expect(await settle(ledger, attempt)).toEqual({ value: 'ok', error: undefined });
		expect(calledAt).toEqual([0]);
		expect(ledger).toMatchObject({ requests: 1, retries: 0 });
	});

	test('upstream failures and unreachable service are retried with growing backoff', async () => {
		const ledger = ledgerWith();
		const { attempt, calledAt } = attempts(failure(503), failure(502));
		expect((await settle(ledger, attempt)).value).toBe('ok');
		expect(calledAt).toEqual([0, 250, 750]);
		expect(ledger).toMatchObject({ requests: 3, retries: 2, longestWaitMs: 500 });
	});

	test.each([401, 402, 403, 404, 422])('%i is never retried', async (status) => {
		const ledger = ledgerWith();
		const refused = failure(status);
		const { attempt, calledAt } = attempts(refused);
		expect((await settle(ledger, attempt)).error).toBe(refused);
		expect(calledAt).toEqual([0]);
	});

	test('an error without failure facts (a bug, a budget stop) is never retried', async () => {
		const { attempt, calledAt } = attempts(new Error('plain'));
		expect((await settle(ledgerWith(), attempt)).error).toEqual(new Error('plain'));
		expect(calledAt).toHaveLength(1);
	});

	test('after Max Attempts the last failure is thrown', async () => {
		const last = failure(500);
		const { attempt, calledAt } = attempts(failure(500), failure(500), last, failure(500));
		expect((await settle(ledgerWith({ maxAttempts: 3 }), attempt)).error).toBe(last);
		expect(calledAt).toHaveLength(3);
	});

	test('Max Attempts 1 means no retry at all', async () => {
		const { attempt, calledAt } = attempts(failure(503));
		await settle(ledgerWith({ maxAttempts: 1 }), attempt);
		expect(calledAt).toEqual([0]);
	});

	test("a 429 waits what the service asked (Retry-After) instead of the backoff", async () => {
		const { attempt, calledAt } = attempts(failure(429, { 'retry-after': '7' }));
		expect((await settle(ledgerWith(), attempt)).value).toBe('ok');
		expect(calledAt).toEqual([0, 7000]);
	});

	test('a wait that would pass Max Total Wait is not taken: the failure is thrown at once', async () => {
		const rateLimited = failure(429, { 'retry-after': '90' });
		const { attempt, calledAt } = attempts(rateLimited);
		expect((await settle(ledgerWith({ maxWaitMs: 60_000 }), attempt)).error).toBe(rateLimited);
		expect(calledAt).toEqual([0]);
	});

	test('the waits of one request add up against Max Total Wait', async () => {
		// Backoff at random 0: 250, 500, 1000 ms. With 1 s allowed, the third wait would make 1750 ms.
		const third = failure(503);
		const { attempt, calledAt } = attempts(failure(503), failure(503), third);
		expect((await settle(ledgerWith({ maxAttempts: 10, maxWaitMs: 1000 }), attempt)).error).toBe(third);
		expect(calledAt).toEqual([0, 250, 750]);
	});

	test('a request into a spent rate-limit window waits for its reset first', async () => {
		const ledger = ledgerWith();
		const probe = await ledger.startRequest();
		probe.observe({ 'x-ratelimit-limit': '60', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(NOW / 1000 + 12) });
		probe.finish();
		const { attempt, calledAt } = attempts();
		await settle(ledger, attempt);
		expect(calledAt).toHaveLength(1);
		expect(calledAt[0]).toBeGreaterThanOrEqual(12_000);
		expect(calledAt[0]).toBeLessThanOrEqual(13_000);
	});

	test('every attempt of a request takes its turn through the ledger and gives it its answer', async () => {
		const ledger = ledgerWith();
		const seen: number[] = [];
		const attempt = async (ticket: RequestTicket) => {
			seen.push(ticket.seq);
			if (seen.length === 1) throw failure(503);
			return 'ok';
		};
		const outcome = sendWithRetries(ledger, attempt);
		await jest.advanceTimersByTimeAsync(10_000);
		expect(await outcome).toBe('ok');
		expect(seen).toEqual([1, 2]);
		expect(ledger).toMatchObject({ requests: 2, retries: 1 });
	});
});
