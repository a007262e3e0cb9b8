/**
 * What the X routes share: the path rules, the per-item charge, and cursor paging (`cursor` in, `next_cursor` out,
 * null at the end), with pages of about 20 or of `count` where the endpoint takes it.
 */
import { digest } from '../../fixtures/seed';
import type { Fresh } from '../../live';
import { liveId } from '../../live';
import { ApiError } from '../../route';
import type { TweetRecord } from '../../fixtures/twitter/tweets';

/** Records a page carries where the endpoint takes no `count` (the live service returns about 20). */
export const X_PAGE_SIZE = 20;

/** The most IDs or usernames a batch lookup takes here (the service documents none; X's own lookups take 100). */
export const X_BATCH_MAX = 100;

export const NUMERIC_ID = { pattern: '^\\d+$', maxLength: 20 };

/** `count` as the OpenAPI states it: 1-100, default 20. */
export const COUNT = { type: 'integer', min: 1, max: 100, default: 20 } as const;
export const CURSOR = { type: 'string' } as const;
/** A required text parameter, as the service declares `query`. */
export const REQUIRED_TEXT = { type: 'string', required: true, minLength: 1 } as const;
export const TWEET_ORDER = { type: 'enum', values: ['Top', 'Latest', 'Media'], default: 'Top' } as const;

/**
 * X charges 1 credit per request plus 1 per item returned: each element of `data` (none for `data: null`), or the
 * record itself when the answer is one record.
 */
export function xCredits(body: unknown): number {
	const data = (body as { data?: unknown } | null)?.data;
	if (data === undefined) return 2;
	return 1 + (Array.isArray(data) ? data.length : 0);
}

/** Opaque to clients, without spaces; it names the listing it belongs to, so a cursor from another listing ends it. */
export function cursorFor(scope: string, offset: number): string {
	return `DAACCgACGR${offset.toString(36)}-${digest(scope, 10, 36)}`;
}

function offsetOf(scope: string, cursor: string | null): number | undefined {
	if (!cursor) return 0;
	const match = /^DAACCgACGR([0-9a-z]+)-([0-9a-z]+)$/.exec(cursor);
	return match && match[2] === digest(scope, 10, 36) ? parseInt(match[1], 36) : undefined;
}

export interface Page<T> {
	data: T[];
	next_cursor: string | null;
}

/** One page of a listing from `cursor`, `size` records long; the last page's `next_cursor` is null. */
export function page<T extends object>(scope: string, all: readonly T[], cursor: string | null, size = X_PAGE_SIZE): Page<T> {
	const start = offsetOf(scope, cursor);
	// Like the live service, a cursor it cannot place ends the listing rather than failing.
	if (start === undefined) return { data: [], next_cursor: null };
	const records = all.slice(start, start + size);
	const end = start + records.length;
	return { data: records.map((record) => ({ ...record })), next_cursor: end < all.length ? cursorFor(scope, end) : null };
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** X's `created_at` form: `Thu May 14 10:41:08 +0000 2026`. */
export function xTime(ms: number): string {
	const date = new Date(ms);
	const two = (value: number) => String(value).padStart(2, '0');
	const time = `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())}`;
	return `${DAYS[date.getUTCDay()]} ${MONTHS[date.getUTCMonth()]} ${two(date.getUTCDate())} ${time} +0000 ${date.getUTCFullYear()}`;
}

/** A new tweet like `template` (same author, mentions and reply target, so it lands in the same timelines), posted at `at`. */
export const freshTweet: Fresh<TweetRecord> = (template, serial, at) => ({
	...template,
	id: liveId('17999999', serial, 11),
	created_at: xTime(at),
	favorite_count: 0,
	retweet_count: 0,
	reply_count: 0,
	quote_count: 0,
	view_count: 0,
});

export function notFound(what: string): ApiError {
	return new ApiError(404, { detail: `${what} not found` });
}

/**
 * The entries of a comma-separated lookup, trimmed, each found or left out, in the order asked. None found is
 * `data: null`, as the live service answers, not a 404. More than X_BATCH_MAX entries is refused.
 */
export function lookup<T extends object>(text: string, what: string, find: (entry: string) => T | undefined): { data: T[] | null } {
	const entries = text
		.split(',')
		.map((entry) => entry.trim())
		.filter((entry) => entry !== '');
	if (entries.length > X_BATCH_MAX) {
		throw new ApiError(400, { detail: `At most ${X_BATCH_MAX} ${what} per request; got ${entries.length}` });
	}
	const found = entries.map(find).filter((record): record is T => record !== undefined);
	return { data: found.length > 0 ? found.map((record) => ({ ...record })) : null };
}
