/**
 * What one poll may spend: its time (POLL_TIME_BUDGET_MS for every request, retry and wait together) and its credits
 * (pages sized to fit Max Credits per Poll).
 */
import type { EndpointDescriptor } from '../descriptor';
import { DEFAULT_POLICY } from '../request-options';
import type { PollFailure } from '../transport/errors';
import { declaredPollFailure } from '../transport/errors';
import type { RequestTicket } from '../transport/reliability';
import { ExecutionLedger } from '../transport/reliability';
import type { RequestPolicy } from '../types';

/**
 * The longest a poll spends on its requests, their retries and every wait between them. n8n's durable scheduler
 * abandons a poll after 45 s without saving its state; this leaves the rest for n8n itself on a busy instance.
 */
export const POLL_TIME_BUDGET_MS = 30_000;

/**
 * A poll's time ran out: before a request or a wait it was about to start, or while an attempt awaited its answer. It
 * declares why for n8n (see declarePollFailure): what the failure it cut short declared (a 429 at the deadline); the
 * rate limit when the wait not begun was a request's wait for its place in a spent window, with that wait; otherwise
 * a time-out.
 */
export class PollTimeUp extends Error {
	readonly pollFailure: PollFailure;

	constructor(
		budgetMs: number,
		cause?: unknown,
		/** The wait that was not begun, when one was. */
		readonly refusedWaitMs?: number,
		windowSpent = false,
	) {
		super(`its time limit of ${budgetMs / 1000} s (n8n gives a poll 45 s) was reached${cause instanceof Error ? ` (${cause.message})` : ''}`);
		this.pollFailure =
			declaredPollFailure(cause) ??
			(windowSpent && refusedWaitMs !== undefined
				? { failureClass: 'rate-limited', retryAfterMs: Math.ceil(refusedWaitMs) }
				: { failureClass: 'temporarily-unavailable' });
	}
}

/**
 * The ledger of one poll: the engine's retries, pacing and credit cap, within a deadline. A request is not started,
 * and a wait (backoff, Retry-After, pacing) not begun, once it would end past the deadline; each attempt waits for its
 * answer no longer than the time left.
 */
export class PollLedger extends ExecutionLedger {
	private readonly deadline: number;
	private timeUp = false;

	constructor(creditBudget: number, now = Date.now(), budgetMs = POLL_TIME_BUDGET_MS) {
		const deadline = now + budgetMs;
		const policy: RequestPolicy = {
			...DEFAULT_POLICY,
			creditBudget,
			pollBound: true,
			// Read at each attempt: the answer is awaited no longer than the poll has left.
			get timeoutMs() {
				return Math.max(1, Math.min(DEFAULT_POLICY.timeoutMs, deadline - Date.now()));
			},
			// Read when a request starts: its retries wait no longer than the poll has left.
			get maxWaitMs() {
				return Math.max(0, Math.min(DEFAULT_POLICY.maxWaitMs, deadline - Date.now()));
			},
		};
		super(policy);
		this.deadline = deadline;
	}

	private stopIfPast(ms: number): void {
		if (Date.now() + ms < this.deadline) return;
		this.timeUp = true;
		throw new PollTimeUp(POLL_TIME_BUDGET_MS, undefined, ms > 0 ? ms : undefined);
	}

	override async startRequest(): Promise<RequestTicket> {
		this.stopIfPast(0);
		let failure: unknown;
		try {
			return await super.startRequest();
		} catch (error) {
			failure = error;
		}
		// The only waits a request's start makes are for its place in the rate-limit window (spent, or spread out).
		const windowWait = failure instanceof PollTimeUp ? failure.refusedWaitMs : undefined;
		throw windowWait === undefined ? failure : new PollTimeUp(POLL_TIME_BUDGET_MS, undefined, windowWait, true);
	}

	override async wait(ms: number): Promise<void> {
		this.stopIfPast(ms);
		await super.wait(ms);
	}

	/** A failure as the poll's time limit when it came at or past the deadline (an attempt cut short by the time left). */
	explained(reason: unknown): unknown {
		const timeUp = this.timeUp || Date.now() >= this.deadline;
		return !timeUp || reason instanceof PollTimeUp ? reason : new PollTimeUp(POLL_TIME_BUDGET_MS, reason);
	}
}

/** How a poll pages within Max Credits per Poll: how many records it reads in all, and how many it asks for first. */
export interface PollPaging {
	maxRecords: number;
	firstPageRecords?: number;
}

/**
 * Where every record is billed and the poll sizes the pages (X's search and mentions: `count`), pages shrink to what
 * the credit cap still allows, down to the endpoint's smallest page: the first asks for at most `firstLook` (a later
 * poll's look at the newest record) or what one page within the cap holds, and the records read in all are as many as
 * pages of that kind fit in the cap. A cap below the smallest page leaves the sizes as they are: the first request
 * cannot be paid and the poll says so.
 */
export function pagesWithinCredits(endpoint: EndpointDescriptor, maxCredits: number, maxRecords: number, firstLook?: number): PollPaging {
	const perRecord = endpoint.creditsPerRecord ?? 0;
	const pageSize = endpoint.paging.kind === 'none' || endpoint.paging.kind === 'page' ? undefined : endpoint.paging.pageSize;
	if (perRecord <= 0 || pageSize === undefined) return { maxRecords, firstPageRecords: firstLook };
	const affordable = (credits: number) => Math.min(pageSize.max, Math.floor((credits - endpoint.credits) / perRecord));
	const first = Math.min(maxRecords, firstLook ?? maxRecords, affordable(maxCredits));
	if (first < pageSize.min) return { maxRecords, firstPageRecords: firstLook };
	// The later pages ask for what is still wanted (up to the largest page): as many as the credits left pay for.
	let total = first;
	let left = maxCredits - endpoint.credits - perRecord * first;
	while (total < maxRecords) {
		const next = Math.min(maxRecords - total, affordable(left));
		if (next < pageSize.min) break;
		total += next;
		left -= endpoint.credits + perRecord * next;
	}
	return { maxRecords: total, firstPageRecords: first };
}
