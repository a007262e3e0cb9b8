/**
 * Reddit's listing paging, shared by every Reddit route that pages: `limit` 1-100 (default 25) records
 * after `after`, the fullname of the last record already seen. The answer's `pagination.after` is the
 * fullname of the page's last record, null at the end; an `after` the listing does not hold gives an
 * empty page, as on Reddit, never an error.
 */
import type { Fresh } from '../../live';
import { liveId } from '../../live';
import type { QueryRules } from '../../route';

export const LISTING_QUERY = {
	limit: { type: 'integer', default: 25, min: 1, max: 100 },
	after: { type: 'string' },
} as const satisfies QueryRules;

/** The time range every Reddit listing takes; unknown values mean "all", as Reddit treats them. */
export const TIME_QUERY = { type: 'string', default: 'all' } as const;

export interface Pagination {
	after: string | null;
	before: string | null;
	count: number;
	limit: number;
}

/** A new post or comment like `template`, created at `at`: Reddit's base-36 ID, its fullname and links follow. */
export function freshThing<T extends { id: string; fullname: string; [field: string]: unknown }>(prefix: 't1' | 't3'): Fresh<T> {
	return (template, serial, at) => {
		const id = liveId(prefix === 't3' ? '1zl' : 'zlv', serial);
		const relink = (value: unknown) => (typeof value === 'string' ? value.split(template.id).join(id) : value);
		return {
			...template,
			id,
			fullname: `${prefix}_${id}`,
			name: `${prefix}_${id}`,
			permalink: relink(template.permalink),
			url: prefix === 't3' ? relink(template.url) : template.url,
			created_utc: Math.floor(at / 1000),
			created_at: new Date(at).toISOString().replace(/\.\d{3}Z$/, '+00:00'),
			score: 1,
			...(prefix === 't1' ? { replies: [] } : { num_comments: 0 }),
		};
	};
}

export function listingPage<T>(
	list: readonly T[],
	after: string | null,
	limit: number,
	fullnameOf: (record: T) => string,
): { records: T[]; pagination: Pagination } {
	let start = 0;
	if (after) {
		const index = list.findIndex((record) => fullnameOf(record) === after);
		start = index < 0 ? list.length : index + 1;
	}
	const records = list.slice(start, start + limit);
	const more = records.length > 0 && start + records.length < list.length;
	return {
		records,
		pagination: {
			after: more ? fullnameOf(records[records.length - 1]) : null,
			before: start > 0 && records.length > 0 ? fullnameOf(records[0]) : null,
			count: records.length,
			limit,
		},
	};
}
