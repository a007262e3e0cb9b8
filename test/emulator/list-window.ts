/**
 * The records a list answer serves: the indexes of a list of `count` records (Infinity for an endless one) from
 * `from`, at most `size` of them. Every emulated search pages its numbered results through this.
 */
export function listWindow(count: number, from: number, size: number): number[] {
	return Array.from({ length: Math.max(0, Math.min(size, count - from)) }, (_, offset) => from + offset);
}

/**
 * A search list's size under the engines' shared fixture convention: none for a query holding "qwxz", endless for one
 * holding "everything", else the ordinary size.
 */
export const searchListSize = (query: string, ordinary: number): number =>
	/qwxz/i.test(query) ? 0 : /everything/i.test(query) ? Number.POSITIVE_INFINITY : ordinary;
