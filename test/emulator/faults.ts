/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test tooling, never shipped: n8n Cloud's rules for node runtime code do not apply */
/**
 * Scripted failures for reliability tests: a queue of armed faults matched against the request
 * path, and the responses each fault kind produces. Faulted requests are never billed.
 */
import { STATUS_CODES } from 'node:http';
import type { RateDecision } from './rate-limit';
import { rateLimitHeaders, tierFor } from './rate-limit';
import type { PlannedResponse } from './respond';
import { jsonResponse } from './respond';
import type { ErrorStyle } from './route';

export type FaultKind = 'status' | 'drop' | 'malformed' | 'truncated' | 'html';

export interface Fault {
	/** Exact decoded pathname, or a RegExp tested against it. Absent: any API request. */
	path?: string | RegExp;
	kind: FaultKind;
	/** For `status` (default 500) and `html` (default 502). */
	status?: number;
	/** Replaces the default body of the kind (a string is sent as is for `malformed` and `html`). */
	body?: unknown;
	/** Added to (and overriding) the fault's response headers. */
	headers?: Record<string, string>;
	/** How many matching requests fail; default 1. */
	times?: number;
	/** How many matching requests pass untouched before the fault starts; default 0. */
	skip?: number;
	/**
	 * Only requests made with this API key. Absent: any key. Lets suites that run several workflows at
	 * once against one emulator (each with its own key) fail one of them without touching the others.
	 */
	key?: string;
	/**
	 * Only requests for a later page of a list: a page number past 1, a cursor or continuation token, or a list's
	 * followed path (a playlist's .../items). Lets a stress run fail the pages after a poll's first one.
	 */
	laterPage?: boolean;
}

/**
 * The query parameters that carry a list's later pages (cursor lists, X, YouTube, Google Maps) besides a page number
 * past 1 or a record offset (`start`, LinkedIn's and Google's) past 0.
 */
const LATER_PAGE_TOKENS = ['cursor', 'after', 'continuation', 'next_page_token'];

/** Whether a request asks for a later page of a list: see Fault.laterPage. */
export function isLaterPage(pathname: string, query: URLSearchParams): boolean {
	if (LATER_PAGE_TOKENS.some((name) => (query.get(name) ?? '') !== '')) return true;
	const page = Number(query.get('page') ?? '1');
	const start = Number(query.get('start') ?? '0');
	return page > 1 || start > 0 || pathname.endsWith('/items');
}

export const FAULT_KINDS: readonly FaultKind[] = ['status', 'drop', 'malformed', 'truncated', 'html'];

interface ArmedFault {
	fault: Fault;
	remaining: number;
	skip: number;
}

function matches(fault: Fault, pathname: string, apiKey: string, query: URLSearchParams): boolean {
	if (fault.key !== undefined && fault.key !== apiKey) return false;
	if (fault.laterPage === true && !isLaterPage(pathname, query)) return false;
	if (fault.path === undefined) return true;
	if (typeof fault.path === 'string') return fault.path === pathname;
	fault.path.lastIndex = 0; // a /g or /y RegExp keeps state between test() calls
	return fault.path.test(pathname);
}

export class FaultQueue {
	private armed: ArmedFault[] = [];

	add(fault: Fault): void {
		const times = fault.times ?? 1;
		const skip = fault.skip ?? 0;
		if (!FAULT_KINDS.includes(fault.kind)) throw new Error(`Unknown fault kind: ${String(fault.kind)}`);
		if (!Number.isInteger(times) || times < 1) throw new Error('Fault times must be an integer >= 1');
		if (!Number.isInteger(skip) || skip < 0) throw new Error('Fault skip must be an integer >= 0');
		this.armed.push({ fault, remaining: times, skip });
	}

	/**
	 * Returns the fault to apply to this request, if any. Faults are considered in the order they
	 * were injected; a matching fault still skipping lets the request through to later faults.
	 */
	take(pathname: string, apiKey: string, query: URLSearchParams = new URLSearchParams(), onlyNamed = false): Fault | undefined {
		for (const entry of this.armed) {
			// A linked file (below /_files) fails only by a fault naming its path: "any API request" is not a file host's.
			if (onlyNamed && entry.fault.path === undefined) continue;
			if (!matches(entry.fault, pathname, apiKey, query)) continue;
			if (entry.skip > 0) {
				entry.skip--;
				continue;
			}
			entry.remaining--;
			if (entry.remaining === 0) this.armed = this.armed.filter((other) => other !== entry);
			return entry.fault;
		}
		return undefined;
	}

	get pending(): number {
		return this.armed.length;
	}

	clear(): void {
		this.armed = [];
	}
}

export interface FaultContext {
	errorStyle: ErrorStyle;
	rate: RateDecision;
	nowMs: number;
	/** The body the route would answer with, for `truncated`; undefined when the request would not succeed. */
	successBody(): Promise<unknown>;
}

const HTML_PAGE = (status: number): string => {
	const title = `${status} ${STATUS_CODES[status] ?? 'Error'}`;
	return `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`;
};

/** The body the live service sends with a status, so a `status` fault is indistinguishable from a real failure. */
function liveBodyFor(status: number, context: FaultContext, retryAfter: number): unknown {
	const key = context.errorStyle;
	switch (status) {
		case 401:
			return { [key]: 'Invalid or missing API key' };
		case 402:
			return { [key]: 'Insufficient credits.' };
		case 403:
			return { detail: 'API key is disabled' };
		case 429:
			return {
				[key]: 'Rate limit exceeded',
				limit: context.rate.limit,
				remaining: 0,
				reset_at: Math.ceil(context.nowMs / 1000) + retryAfter,
				tier: tierFor(context.rate.limit),
			};
		case 500:
			return { detail: 'Internal Server Error' };
		case 502:
			return { detail: 'Upstream platform request failed' };
		case 503:
			return { error: 'temporarily_unavailable' };
		case 504:
			return { detail: 'Gateway Timeout' };
		default:
			return { detail: STATUS_CODES[status] ?? 'Error' };
	}
}

/** Builds the response a fault produces, or 'drop' when the socket must be destroyed unanswered. */
export async function faultResponse(fault: Fault, context: FaultContext): Promise<PlannedResponse | 'drop'> {
	const rateHeaders = rateLimitHeaders(context.rate);
	switch (fault.kind) {
		case 'drop':
			return 'drop';
		case 'status': {
			const status = fault.status ?? 500;
			// A short Retry-After keeps retrying clients (and the tests driving them) fast.
			const retryAfter = 1;
			const extra: Record<string, string> =
				status === 429 ? { 'Retry-After': String(retryAfter), 'X-RateLimit-Remaining': '0' } : {};
			const body = fault.body !== undefined ? fault.body : liveBodyFor(status, context, retryAfter);
			return jsonResponse(status, body, { ...rateHeaders, ...extra, ...fault.headers });
		}
		case 'malformed': {
			const body =
				typeof fault.body === 'string' ? fault.body : 'upstream returned: <<partial scrape, not serialisable>>';
			return {
				status: 200,
				headers: { 'Content-Type': 'application/json', ...rateHeaders, ...fault.headers },
				body,
			};
		}
		case 'truncated': {
			const whole = fault.body !== undefined ? fault.body : await context.successBody();
			const text = JSON.stringify(whole ?? { detail: 'truncated response' });
			return {
				status: 200,
				headers: { 'Content-Type': 'application/json', ...rateHeaders, ...fault.headers },
				body: text.slice(0, Math.floor(text.length / 2)),
			};
		}
		case 'html': {
			const status = fault.status ?? 502;
			// A proxy in front of the API answers this one, so it carries none of the API's headers.
			return {
				status,
				headers: { 'Content-Type': 'text/html; charset=utf-8', ...fault.headers },
				body: typeof fault.body === 'string' ? fault.body : HTML_PAGE(status),
			};
		}
	}
}

function isStringRecord(value: unknown): value is Record<string, string> {
	return (
		typeof value === 'object' &&
		value !== null &&
		!Array.isArray(value) &&
		Object.values(value).every((item) => typeof item === 'string')
	);
}

/**
 * Reads a fault sent as JSON to the control surface. JSON cannot carry a RegExp, so a regular
 * expression comes as `pathPattern` (its source) instead of `path`.
 */
export function parseFault(input: unknown): Fault {
	if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new Error('fault must be a JSON object');
	const record = input as Record<string, unknown>;
	const { kind, path, pathPattern, status, body, headers, times, skip, key, laterPage } = record;
	if (typeof kind !== 'string' || !(FAULT_KINDS as readonly string[]).includes(kind)) {
		throw new Error(`kind must be one of ${FAULT_KINDS.join(', ')}`);
	}
	const fault: Fault = { kind: kind as FaultKind };
	if (path !== undefined && pathPattern !== undefined) throw new Error('give path or pathPattern, not both');
	if (path !== undefined) {
		if (typeof path !== 'string') throw new Error('path must be a string');
		fault.path = path;
	}
	if (pathPattern !== undefined) {
		if (typeof pathPattern !== 'string') throw new Error('pathPattern must be a string');
		fault.path = new RegExp(pathPattern);
	}
	if (status !== undefined) {
		if (typeof status !== 'number' || !Number.isInteger(status) || status < 100 || status > 599) {
			throw new Error('status must be an HTTP status code');
		}
		fault.status = status;
	}
	if (body !== undefined) fault.body = body;
	if (headers !== undefined) {
		if (!isStringRecord(headers)) throw new Error('headers must map names to strings');
		fault.headers = headers;
	}
	if (times !== undefined) {
		if (typeof times !== 'number') throw new Error('times must be a number');
		fault.times = times;
	}
	if (skip !== undefined) {
		if (typeof skip !== 'number') throw new Error('skip must be a number');
		fault.skip = skip;
	}
	if (key !== undefined) {
		if (typeof key !== 'string' || key === '') throw new Error('key must be a non-empty string');
		fault.key = key;
	}
	if (laterPage !== undefined) {
		if (typeof laterPage !== 'boolean') throw new Error('laterPage must be true or false');
		fault.laterPage = laterPage;
	}
	return fault;
}
