import { ApiError } from '../../route';

export const REGION = { type: 'string', default: 'US' } as const;
/** `count` of a list, 1 to 50, with the list's own default. */
export const count = (defaultCount: number) => ({ type: 'integer', min: 1, max: 50, default: defaultCount }) as const;

/** The offset a TikTok cursor stands for here (0 when absent); any other cursor is the service's 422. */
export function offsetOf(cursor: string | null): number {
	const from = cursor === null || cursor === '' ? 0 : Number(cursor);
	if (!Number.isInteger(from) || from < 0) throw new ApiError(422, { detail: 'Invalid cursor' });
	return from;
}

/** A TikTok cursor page (TikTokCursorPage): the next cursor is the offset reached, empty once has_more is false. */
export function cursorPage(total: number, from: number, count: number) {
	const end = Math.min(total, from + count);
	const more = end < total;
	return { records: { from, end }, pagination: { has_more: more, cursor: more ? String(end) : '', count: Math.max(0, end - from), search_id: '' } };
}

/** Records `from` to `end` made by `make` from their index. */
export const slice = <T>({ from, end }: { from: number; end: number }, make: (index: number) => T): T[] =>
	Array.from({ length: Math.max(0, end - from) }, (_, offset) => make(from + offset));
