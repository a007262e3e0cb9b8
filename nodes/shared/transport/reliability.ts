import type { INodeProperties } from 'n8n-workflow';
import { sleep } from 'n8n-workflow';

import { failureFacts } from './errors';

/** How hard one request tries, and how much one execution of the node may spend. */
export interface RequestPolicy {
	/** Attempts per request, the first included. */
	maxAttempts: number;
	/** Longest total wait between the attempts of one request (backoff, Retry-After, pacing). */
	maxWaitMs: number;
	/** Longest wait for one answer. */
	timeoutMs: number;
	/** Credits one execution of the node may spend; 0 means no cap. */
	creditBudget: number;
	/** Adds a `_meta` object (credits, requests, resume point) to every output item. */
	includeMeta: boolean;
}

/** The node-wide "Request Options" collection, shown for every operation of every node. */
export const REQUEST_OPTIONS: INodeProperties = {
	displayName: 'Request Options',
	name: 'requestOptions',
	type: 'collection',
	placeholder: 'Add Option',
	default: {},
	options: [
		{
			displayName: 'Credit Budget',
			name: 'creditBudget',
			type: 'number',
			default: 0,
			typeOptions: { minValue: 0, maxValue: Number.MAX_SAFE_INTEGER, numberPrecision: 0 },
			description:
				'Most credits this node may spend in one execution (0 = no cap). Return All stops cleanly at the cap, outputs what it has and says how to continue.',
		},
		{
			displayName: 'Include Metadata',
			name: 'includeMeta',
			type: 'boolean',
			default: false,
			description:
				'Whether to add a _meta object to every item with the credits and requests its input item used and where paging stopped',
		},
		{
			displayName: 'Max Attempts',
			name: 'maxAttempts',
			type: 'number',
			default: 4,
			typeOptions: { minValue: 1, maxValue: 10, numberPrecision: 0 },
			description:
				'Attempts per request when ScrapeBadger is rate limited (429), fails upstream (500, 502, 503, 504) or cannot be reached. Other errors are never retried.',
		},
		{
			displayName: 'Max Total Wait (Seconds)',
			name: 'maxWaitSeconds',
			type: 'number',
			default: 60,
			typeOptions: { minValue: 0, maxValue: 3600 },
			description: 'Longest time one request may spend waiting between attempts (backoff and Retry-After together)',
		},
		{
			displayName: 'Timeout (Seconds)',
			name: 'timeoutSeconds',
			type: 'number',
			default: 60,
			typeOptions: { minValue: 1, maxValue: 600 },
			description: 'Longest wait for one answer from ScrapeBadger before the attempt counts as failed',
		},
	],
};

/**
 * A Request Options field by name. Its default and bounds are the ones the run checks, so the panel
 * and the checks cannot drift apart.
 */
export function requestOption(name: string): INodeProperties {
	const field = REQUEST_OPTIONS.options?.find((option) => option.name === name);
	if (!field || !('displayName' in field)) throw new Error(`No Request Option named ${name}`);
	return field as INodeProperties;
}

const defaultOf = (name: string) => requestOption(name).default as number;

export const DEFAULT_POLICY: RequestPolicy = {
	maxAttempts: defaultOf('maxAttempts'),
	maxWaitMs: defaultOf('maxWaitSeconds') * 1000,
	timeoutMs: defaultOf('timeoutSeconds') * 1000,
	creditBudget: defaultOf('creditBudget'),
	includeMeta: requestOption('includeMeta').default as boolean,
};

/** Longest single wait for a 429's reset, so a far-off reset time cannot park a workflow. */
const MAX_SINGLE_WAIT_MS = 5 * 60_000;

/** The reset time is in whole seconds and clocks differ a little: wait a moment past it. */
const RESET_MARGIN_MS = 250;

/** The credit cap was reached: paging stops cleanly before the request that would pass it. */
export class CreditBudgetReached extends Error {
	constructor(
		readonly budget: number,
		readonly spent: number,
	) {
		super(`Credit budget of ${budget} reached`);
	}
}

/**
 * The running totals of one node execution, shared by all its items: the credits spent (for the
 * budget), and the rate-limit window the service reported (for pacing).
 */
export class ExecutionLedger {
	creditsSpent = 0;
	requests = 0;
	retries = 0;
	longestWaitMs = 0;
	private quietUntilMs = 0;

	constructor(readonly policy: RequestPolicy) {}

	/** Throws when a request costing `cost` would take spending past the budget. */
	checkBudget(cost: number): void {
		const { creditBudget } = this.policy;
		if (creditBudget > 0 && this.creditsSpent + cost > creditBudget) {
			throw new CreditBudgetReached(creditBudget, this.creditsSpent);
		}
	}

	/** Books a successful answer: its charge (the service's `X-Credits-Used` when sent) and its rate-limit window. */
	recordSuccess(headers: Record<string, unknown>, listedCost: number): number {
		const reported = Number(headers['x-credits-used']);
		const charged = Number.isFinite(reported) && reported >= 0 ? reported : listedCost;
		this.creditsSpent += charged;
		const remaining = Number(headers['x-ratelimit-remaining']);
		const resetAt = Number(headers['x-ratelimit-reset']);
		// With the window used up, the next request would only be refused: wait for the reset instead.
		if (remaining === 0 && Number.isFinite(resetAt)) this.quietUntilMs = resetAt * 1000 + RESET_MARGIN_MS;
		return charged;
	}

	/** How long to hold the next request so it is not sent into a spent rate-limit window. */
	pacingDelayMs(now: number): number {
		return Math.max(0, Math.min(this.quietUntilMs - now, MAX_SINGLE_WAIT_MS));
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
 * else, and the last failure, is thrown as it is.
 */
export async function sendWithRetries<T>(ledger: ExecutionLedger, attempt: () => Promise<T>): Promise<T> {
	const { maxAttempts, maxWaitMs } = ledger.policy;
	let waitedMs = 0;
	const wait = async (ms: number) => {
		if (ms <= 0) return;
		waitedMs += ms;
		ledger.longestWaitMs = Math.max(ledger.longestWaitMs, ms);
		await sleep(ms);
	};

	await wait(Math.min(ledger.pacingDelayMs(Date.now()), maxWaitMs));
	for (let number = 1; ; number++) {
		ledger.requests++;
		let failure: unknown;
		try {
			return await attempt();
		} catch (error) {
			failure = error;
		}
		const facts = failureFacts(failure);
		const delay = Math.min(facts?.retryAfterMs ?? backoffMs(number), MAX_SINGLE_WAIT_MS);
		const canRetry = facts?.retryable === true && number < maxAttempts && waitedMs + delay <= maxWaitMs;
		if (!canRetry) throw failure;
		ledger.retries++;
		await wait(delay);
	}
}
