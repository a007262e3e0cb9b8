/**
 * trigger/bounds.ts: a poll's time limit, and what a poll cut short by it declares to n8n (rate-limited when it would
 * have waited for a spent rate-limit window, else what the failure it cut short declared, else a time-out). A real
 * time-out takes the whole 30 s, so it is shown here on a ledger with a short limit; the poll path's own tests are in
 * test/behaviour/triggers.test.ts.
 */
import { sleep } from 'n8n-workflow';

import { PollLedger, PollTimeUp } from '../../nodes/shared/trigger/bounds';
import { apiErrorFromStatus, declaredPollFailure, networkError } from '../../nodes/shared/transport/errors';
import { CANARY_KEY, testNode } from './support';

const context = { platform: 'X (Twitter)', itemIndex: 0, credits: 21, headers: {} };
const shortLedger = (budgetMs = 50) => new PollLedger(200, Date.now(), budgetMs);
const pastDeadline = async (ms = 60) => await sleep(ms);

describe('PollTimeUp', () => {
	test('an answer awaited until the deadline is a time-out: temporarily-unavailable', async () => {
		const ledger = shortLedger();
		await pastDeadline();
		const slow = networkError(testNode, Object.assign(new Error('timeout of 40ms exceeded'), { code: 'ECONNABORTED' }), 'http://h', 0, CANARY_KEY);
		const explained = ledger.explained(slow);
		expect(explained).toBeInstanceOf(PollTimeUp);
		expect(declaredPollFailure(explained)).toEqual({ failureClass: 'temporarily-unavailable' });
	});

	test('a failure cut short at the deadline keeps what it declared (a 429 and its wait, a rejected key)', async () => {
		const ledger = shortLedger();
		await pastDeadline();
		const limited = apiErrorFromStatus(testNode, 429, {}, { ...context, headers: { 'retry-after': '40' } }, CANARY_KEY);
		expect(declaredPollFailure(ledger.explained(limited))).toEqual({ failureClass: 'rate-limited', retryAfterMs: 40_000 });
		const rejected = apiErrorFromStatus(testNode, 401, {}, context, CANARY_KEY);
		expect(declaredPollFailure(ledger.explained(rejected))).toEqual({ failureClass: 'credential-invalid' });
	});

	test('a backoff wait past the deadline is not begun, and is a time-out', async () => {
		const ledger = shortLedger();
		const refused = await ledger.wait(1000).catch((error: unknown) => error);
		expect(refused).toBeInstanceOf(PollTimeUp);
		expect(declaredPollFailure(refused)).toEqual({ failureClass: 'temporarily-unavailable' });
	});

	test('a request whose turn in a spent rate-limit window comes after the deadline is not sent: rate-limited, with the wait', async () => {
		const ledger = shortLedger(5_000);
		const first = await ledger.startRequest();
		// The service's answer: the window is spent for the next 20 s.
		first.observe({ 'x-ratelimit-limit': '1', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(Math.ceil(Date.now() / 1000) + 20) }, true);
		first.finish();
		const refused = await ledger.startRequest().catch((error: unknown) => error);
		expect(refused).toBeInstanceOf(PollTimeUp);
		const declared = declaredPollFailure(refused);
		expect(declared?.failureClass).toBe('rate-limited');
		expect(declared?.retryAfterMs).toBeGreaterThan(5_000);
		expect(declared?.retryAfterMs).toBeLessThanOrEqual(21_250);
	});
});
