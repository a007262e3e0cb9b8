/**
 * transport/reliability.ts: retries, backoff, the credit budget and rate-limit pacing of one execution.
 * Time is faked, so waits are checked exactly and cost nothing.
 */
import { apiErrorFromStatus } from '../../nodes/shared/transport/errors';
import type { RequestPolicy } from '../../nodes/shared/transport/reliability';
import {
	CreditBudgetReached,
	DEFAULT_POLICY,
	ExecutionLedger,
	backoffMs,
	sendWithRetries,
} from '../../nodes/shared/transport/reliability';
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

describe('ExecutionLedger', () => {
	test('no budget (0) never stops a request', () => {
		const ledger = ledgerWith({ creditBudget: 0 });
		ledger.creditsSpent = 1_000_000;
		expect(() => ledger.checkBudget(10)).not.toThrow();
	});

	test('a request that would pass the budget is stopped before it is sent, one that reaches it exactly is not', () => {
		const ledger = ledgerWith({ creditBudget: 10 });
		ledger.creditsSpent = 9;
		expect(() => ledger.checkBudget(1)).not.toThrow();
		ledger.creditsSpent = 10;
		let stop: unknown;
		try {
			ledger.checkBudget(1);
		} catch (error) {
			stop = error;
		}
		expect(stop).toBeInstanceOf(CreditBudgetReached);
		expect(stop).toMatchObject({ budget: 10, spent: 10 });
	});

	test("a success books the service's X-Credits-Used when sent, else the listed cost", () => {
		const ledger = ledgerWith();
		expect(ledger.recordSuccess({ 'x-credits-used': '21' }, 1)).toBe(21);
		expect(ledger.recordSuccess({}, 5)).toBe(5);
		expect(ledger.recordSuccess({ 'x-credits-used': 'n/a' }, 2)).toBe(2);
		expect(ledger.recordSuccess({ 'x-credits-used': '0' }, 2)).toBe(0);
		expect(ledger.creditsSpent).toBe(28);
	});

	test('a spent rate-limit window holds the next request until its reset (a second of margin at most), at most 5 minutes', () => {
		const ledger = ledgerWith();
		ledger.recordSuccess({ 'x-ratelimit-remaining': '3', 'x-ratelimit-reset': String(NOW / 1000 + 30) }, 1);
		expect(ledger.pacingDelayMs(NOW)).toBe(0);
		ledger.recordSuccess({ 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(NOW / 1000 + 30) }, 1);
		expect(ledger.pacingDelayMs(NOW)).toBeGreaterThanOrEqual(30_000);
		expect(ledger.pacingDelayMs(NOW)).toBeLessThanOrEqual(31_000);
		expect(ledger.pacingDelayMs(NOW + 40_000)).toBe(0);
		ledger.recordSuccess({ 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(NOW / 1000 + 3600) }, 1);
		expect(ledger.pacingDelayMs(NOW)).toBe(300_000);
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
		ledger.recordSuccess({ 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(NOW / 1000 + 12) }, 1);
		const { attempt, calledAt } = attempts();
		await settle(ledger, attempt);
		expect(calledAt).toHaveLength(1);
		expect(calledAt[0]).toBeGreaterThanOrEqual(12_000);
		expect(calledAt[0]).toBeLessThanOrEqual(13_000);
	});
});
