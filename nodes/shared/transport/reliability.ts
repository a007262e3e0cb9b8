import { sleep } from 'n8n-workflow';

import type { RequestPolicy } from '../types';
import { failureFacts } from './errors';

/** Longest single wait for a 429's reset or a spent window, so a far-off reset time cannot park a workflow. */
const MAX_SINGLE_WAIT_MS = 5 * 60_000;

/** The reset time is in whole seconds and clocks differ a little: wait a moment past it. */
const RESET_MARGIN_MS = 250;

/**
 * The smallest plan's whole window (Free: 60 requests a minute). Before the service's first answer an execution
 * knows nothing of its window, and sends at most this many at once: a fresh window of any plan takes them.
 */
const FIRST_WAVE_MAX = 60;

/** Below this share of the window's requests left, requests are spread until the reset (as the service's SDK does). */
const SPREAD_BELOW_SHARE = 0.2;

/** The credit cap was reached: paging stops cleanly before the request that would pass it. */
export class CreditBudgetReached extends Error {
	constructor(
		readonly budget: number,
		readonly spent: number,
	) {
		super(`Credit budget of ${budget} reached`);
	}
}

/** What the service last said about the rate-limit window, and after which of our requests it said it. */
interface RateWindow {
	limit: number;
	remaining: number;
	resetAtMs: number;
	/** Sequence number of the request whose answer carried these figures. */
	seq: number;
	/**
	 * Requests sent before that one and still unanswered when its answer came: the service may not have counted
	 * them yet (answers overtake each other), so they are counted as spent too.
	 */
	unaccounted: number;
}

/**
 * What the service last said about each key's window, for every execution in this n8n process (a trigger and an action
 * on one key, two workflows, parallel executions): a new execution starts from it instead of a blind first wave.
 * `sentSince` counts the requests any execution sent on the key after that answer. Other processes (queue-mode
 * workers) are not seen here: there the service's own headers and its 429s remain the guard.
 */
interface SharedWindow {
	limit: number;
	remaining: number;
	resetAtMs: number;
	sentSince: number;
}
const sharedWindows = new Map<string, SharedWindow>();

/** Forgets every key's window, as when the service's windows start over (a test's emulator being reset). */
export function forgetSharedWindows(): void {
	sharedWindows.clear();
}

/** One request on its way: its place in the sending order, and where its answer's rate-limit headers go. */
export interface RequestTicket {
	readonly seq: number;
	/** `answered`: a successful answer, whose window figures are shared with other executions (a refusal's are not). */
	observe(headers: Record<string, unknown>, answered?: boolean): void;
	/** The request is over (answered or failed): its place is free. */
	finish(): void;
}

/** The charge of a successful answer: the service's `X-Credits-Used` when sent, else the listed price. */
export function chargeOf(headers: Record<string, unknown>, listedCost: number): number {
	const reported = Number(headers['x-credits-used']);
	return Number.isFinite(reported) && reported >= 0 ? reported : listedCost;
}

/**
 * The running totals of one node execution, shared by every request of all its items, however many run at once:
 * the credits spent and held (for the budget), how many requests are in flight (for Concurrency), and the
 * rate-limit window the service reported (for pacing).
 */
export class ExecutionLedger {
	creditsSpent = 0;
	/** Requests sent, attempts included; also each one's sequence number, in sending order. */
	requests = 0;
	retries = 0;
	longestWaitMs = 0;
	/** Requests paced because the window ran low or out (for tests and benchmarks). */
	pacedRequests = 0;
	/** Credits held by requests in flight: their most possible cost, until their real charge is known. */
	private creditsReserved = 0;
	/** Sequence numbers of the requests in flight. */
	private readonly unanswered = new Set<number>();
	/**
	 * How many requests may be in flight while the window is unknown: a first wave before any answer (no more than a
	 * fresh window of the smallest plan takes), then a single request whenever what the service said has expired
	 * (after waiting out a spent window, a sliding window frees one place at a time).
	 */
	private unknownWindowCap: number | undefined;
	private window: RateWindow | undefined;
	/** The key's entry in the process-wide windows, once known (see `shareWindow`). */
	private sharedId: string | undefined;
	private nextSpreadSlotMs = 0;
	private waiters: Array<() => void> = [];

	constructor(readonly policy: RequestPolicy) {
		this.unknownWindowCap = Math.min(policy.concurrency, FIRST_WAVE_MAX);
	}

	/**
	 * Joins the process-wide record of a key's window (`id` names the key and the address it is used at): the window
	 * another execution last heard of, if it is still open and this execution has heard nothing yet, is taken as its own.
	 */
	shareWindow(id: string): void {
		if (this.sharedId !== undefined) return;
		this.sharedId = id;
		const known = sharedWindows.get(id);
		if (!known || this.window) return;
		if (Date.now() >= known.resetAtMs) {
			sharedWindows.delete(id);
			return;
		}
		this.window = { limit: known.limit, remaining: known.remaining - known.sentSince, resetAtMs: known.resetAtMs, seq: this.requests, unaccounted: 0 };
		this.unknownWindowCap = undefined;
	}

	/**
	 * Holds `cost` credits for a request about to be sent, so requests running at once can never pass the budget
	 * together. While others hold credits that may turn out cheaper, it waits for them; it throws only when the
	 * budget is out of reach with nothing else in flight.
	 */
	async reserveCredits(cost: number): Promise<void> {
		const { creditBudget } = this.policy;
		if (creditBudget <= 0) return;
		while (this.creditsSpent + this.creditsReserved + cost > creditBudget) {
			if (this.creditsReserved === 0) throw new CreditBudgetReached(creditBudget, this.creditsSpent);
			await this.somethingSettles();
		}
		this.creditsReserved += cost;
	}

	/**
	 * Holds as much as `most` credits for a request that carries its own cap (a scrape's `max_cost`), and says how many it
	 * holds: the cap to send. While others hold credits it waits for the whole `most`; with nothing else in flight it takes
	 * what is left, down to `least`, so the service refuses rather than passes the budget. Without a budget: `most`.
	 */
	async reserveUpTo(least: number, most: number): Promise<number> {
		const { creditBudget } = this.policy;
		if (creditBudget <= 0) return most;
		for (;;) {
			const free = creditBudget - this.creditsSpent - this.creditsReserved;
			const held = free >= most ? most : this.creditsReserved === 0 && free >= least ? free : undefined;
			if (held !== undefined) {
				this.creditsReserved += held;
				return held;
			}
			if (this.creditsReserved === 0) throw new CreditBudgetReached(creditBudget, this.creditsSpent);
			await this.somethingSettles();
		}
	}

	/** Credits the budget still allows, held ones counted as spent; undefined without a budget. */
	creditsLeft(): number | undefined {
		const { creditBudget } = this.policy;
		return creditBudget > 0 ? Math.max(0, creditBudget - this.creditsSpent - this.creditsReserved) : undefined;
	}

	/** Releases a reservation and books what the request really cost (0 when it failed: failures are not billed). */
	settleCredits(reserved: number, charged: number): void {
		if (this.policy.creditBudget > 0) this.creditsReserved -= reserved;
		this.creditsSpent += charged;
		this.wakeWaiters();
	}

	/**
	 * Waits until this request may go: a free place within Concurrency (fewer while the window is unknown), and room
	 * in the rate-limit window. With the window spent it waits for the reset; with less than a fifth of it left it
	 * spreads the remaining requests evenly until the reset.
	 */
	async startRequest(): Promise<RequestTicket> {
		for (;;) {
			if (this.unanswered.size >= (this.unknownWindowCap ?? this.policy.concurrency)) {
				await this.somethingSettles();
				continue;
			}
			const untilReset = this.spentWindowWaitMs(Date.now());
			if (untilReset === 0) break;
			this.pacedRequests++;
			await this.wait(untilReset);
		}
		// The place and the sequence number are taken before any spreading wait, so requests waiting for their
		// slot count as sent: the next one gets a later slot and the window is never overbooked.
		const seq = ++this.requests;
		this.unanswered.add(seq);
		const shared = this.sharedId === undefined ? undefined : sharedWindows.get(this.sharedId);
		if (shared) shared.sentSince++;
		const slotWait = this.spreadSlotWaitMs(Date.now());
		if (slotWait > 0) {
			this.pacedRequests++;
			await this.wait(slotWait);
		}
		return {
			seq,
			observe: (headers, answered = false) => this.observe(headers, seq, answered),
			finish: () => {
				this.unanswered.delete(seq);
				this.wakeWaiters();
			},
		};
	}

	/** Requests the window still takes, as far as we know: what the service said, less what was sent since. */
	private requestsLeft(): number | undefined {
		return this.window && this.window.remaining - (this.requests - this.window.seq) - this.window.unaccounted;
	}

	/** With the window spent, the time until its reset (0 when there is room, or nothing is known). */
	private spentWindowWaitMs(now: number): number {
		const window = this.window;
		if (!window) return 0;
		if (now >= window.resetAtMs) {
			// What it said is out of date: one request goes alone to learn the window again.
			this.window = undefined;
			this.unknownWindowCap = 1;
			return 0;
		}
		const left = this.requestsLeft() ?? 1;
		if (left > 0) return 0;
		// A reset said to be further off than the longest wait counts as reached then: one request goes to ask again.
		if (window.resetAtMs - now > MAX_SINGLE_WAIT_MS) window.resetAtMs = now + MAX_SINGLE_WAIT_MS;
		return window.resetAtMs - now;
	}

	/** Under a fifth of the window left: this request's slot when the remaining ones are spread evenly until the reset. */
	private spreadSlotWaitMs(now: number): number {
		const window = this.window;
		const left = this.requestsLeft();
		if (!window || left === undefined || left >= window.limit * SPREAD_BELOW_SHARE) return 0;
		const slot = Math.max(now, this.nextSpreadSlotMs);
		// This request and the `left` after it share the time from its slot to the reset.
		this.nextSpreadSlotMs = slot + Math.max(0, window.resetAtMs - slot) / (left + 1);
		return Math.min(slot - now, MAX_SINGLE_WAIT_MS);
	}

	/** Takes the rate-limit headers of an answer (success or error), unless a later request's answer already came. */
	private observe(headers: Record<string, unknown>, seq: number, answered: boolean): void {
		this.unknownWindowCap = undefined;
		const limit = Number(headers['x-ratelimit-limit']);
		const remaining = Number(headers['x-ratelimit-remaining']);
		const resetAt = Number(headers['x-ratelimit-reset']);
		if (![limit, remaining, resetAt].every(Number.isFinite)) return;
		if (this.window && this.window.seq > seq) return;
		// A 429's Retry-After is the service's own word on when to ask again: until then the window counts as spent
		// for every request of the execution, not only the one being retried.
		const retryAfterSeconds = Number(headers['retry-after']);
		const toldToWait = Number.isFinite(retryAfterSeconds) && retryAfterSeconds >= 0;
		this.window = {
			limit,
			remaining: toldToWait ? 0 : remaining,
			resetAtMs: (toldToWait ? Date.now() + retryAfterSeconds * 1000 : resetAt * 1000) + RESET_MARGIN_MS,
			seq,
			unaccounted: [...this.unanswered].filter((other) => other < seq).length,
		};
		// Only a success's figures go to other executions: a 429 (a fault of one moment, or another process's burst) is
		// waited out by the execution that met it, and the next execution asks for itself.
		if (this.sharedId !== undefined && answered) {
			const window = this.window;
			sharedWindows.set(this.sharedId, { limit, remaining: this.requestsLeft() ?? window.remaining, resetAtMs: window.resetAtMs, sentSince: 0 });
		}
		this.wakeWaiters();
	}

	/** Every wait of the execution (pacing, backoff, Retry-After) goes through here, so the longest is known. */
	async wait(ms: number): Promise<void> {
		this.longestWaitMs = Math.max(this.longestWaitMs, ms);
		await sleep(ms);
	}

	private async somethingSettles(): Promise<void> {
		await new Promise<void>((resolve) => this.waiters.push(resolve));
	}

	private wakeWaiters(): void {
		const waiting = this.waiters;
		this.waiters = [];
		for (const wake of waiting) wake();
	}
}

/** Exponential backoff with jitter: about 0.5, 1, 2, 4 s..., capped at 8 s, each scaled by 50-100 %. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
	const base = Math.min(8000, 500 * 2 ** (attempt - 1));
	return Math.round(base * (0.5 + random() * 0.5));
}

/**
 * Sends one request with the policy's retries: retryable failures (429, 5xx, network) are tried again
 * after backoff or the wait the service asked for, within the attempt and total-wait bounds; anything
 * else, and the last failure, is thrown as it is. Every attempt takes its turn through the ledger
 * (Concurrency and the rate-limit window) and hands it the answer's rate-limit headers.
 */
export async function sendWithRetries<T>(
	ledger: ExecutionLedger,
	attempt: (ticket: RequestTicket) => Promise<T>,
	/** Called before each retry; false ends the retries with the last failure (a retry the Credit Budget cannot pay). */
	mayRetry: () => Promise<boolean> = async () => true,
): Promise<T> {
	const { maxAttempts, maxWaitMs } = ledger.policy;
	let waitedMs = 0;
	for (let number = 1; ; number++) {
		let failure: unknown;
		const ticket = await ledger.startRequest();
		try {
			return await attempt(ticket);
		} catch (error) {
			failure = error;
		} finally {
			ticket.finish();
		}
		const facts = failureFacts(failure);
		const delay = Math.min(facts?.retryAfterMs ?? backoffMs(number), MAX_SINGLE_WAIT_MS);
		const canRetry = facts?.retryable === true && number < maxAttempts && waitedMs + delay <= maxWaitMs;
		if (!canRetry || !(await mayRetry())) throw failure;
		ledger.retries++;
		waitedMs += delay;
		await ledger.wait(delay);
	}
}
