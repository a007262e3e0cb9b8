import { ApiError } from '../../route';

/**
 * Google's page tokens as the emulator hands them out: opaque-looking, but the emulator reads back which list and
 * offset a token stands for. A token of another list, or none it handed out, is a 400 as the service answers.
 */
const PREFIX = 'CAESBkVnSUlDZw';

export function tokenAt(list: string, offset: number): string {
	return PREFIX + Buffer.from(`${list}|${offset}`, 'utf8').toString('base64url');
}

export function offsetOf(token: string | null, list: string): number {
	if (token === null || token === '') return 0;
	const decoded = token.startsWith(PREFIX) ? Buffer.from(token.slice(PREFIX.length), 'base64url').toString('utf8') : '';
	const separator = decoded.lastIndexOf('|');
	const offset = Number(decoded.slice(separator + 1));
	if (separator < 0 || decoded.slice(0, separator) !== list || !Number.isInteger(offset) || offset < 0) {
		throw new ApiError(400, { detail: 'Invalid or expired next_page_token' });
	}
	return offset;
}

/** One page of a token-paged list, and the `pagination` the docs' schema gives it (Pagination). */
export function tokenPage<T>(records: readonly T[], list: string, token: string | null, size: number) {
	const offset = offsetOf(token, list);
	const page = records.slice(offset, offset + size);
	const more = offset + size < records.length;
	return {
		page,
		pagination: {
			current: Math.floor(offset / size) + 1,
			next: more ? tokenAt(list, offset + size) : null,
			total_results: null,
			total_pages: null,
			page_no: {},
		},
	};
}
