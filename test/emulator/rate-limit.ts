/** Per-key sliding-window request limiting, as the live service applies per plan. */

/** The live service's window; tests shorten it so that paging across windows takes seconds, not minutes. */
export const DEFAULT_WINDOW_MS = 60_000;

export interface RateDecision {
	allowed: boolean;
	limit: number;
	remaining: number;
	/** Unix seconds at which the oldest request in the window leaves it. */
	resetAt: number;
	/** Seconds to wait before a retry can succeed (meaningful when not allowed). */
	retryAfter: number;
}

/** Plan names the live service reports in its 429 body, by per-minute limit. */
export function tierFor(limit: number): string {
	if (limit <= 60) return 'free';
	if (limit <= 300) return 'basic';
	if (limit <= 1000) return 'pro';
	return 'enterprise';
}

export function rateLimitHeaders(decision: RateDecision): Record<string, string> {
	return {
		'X-RateLimit-Limit': String(decision.limit),
		'X-RateLimit-Remaining': String(decision.remaining),
		'X-RateLimit-Reset': String(decision.resetAt),
	};
}

export class SlidingWindowRateLimiter {
	private readonly windows = new Map<string, number[]>();

	constructor(
		public perMinute: number,
		public windowMs = DEFAULT_WINDOW_MS,
	) {}

	/** Records a request by `key` at `nowMs` if the window has room; refused requests are not recorded. */
	hit(key: string, nowMs: number): RateDecision {
		const window = (this.windows.get(key) ?? []).filter((at) => at > nowMs - this.windowMs);
		this.windows.set(key, window);
		const allowed = window.length < this.perMinute;
		if (allowed) window.push(nowMs);
		const oldest = window.length > 0 ? window[0] : nowMs;
		return {
			allowed,
			limit: this.perMinute,
			remaining: Math.max(0, this.perMinute - window.length),
			resetAt: Math.ceil((oldest + this.windowMs) / 1000),
			retryAfter: Math.max(1, Math.ceil((oldest + this.windowMs - nowMs) / 1000)),
		};
	}

	reset(): void {
		this.windows.clear();
	}
}
