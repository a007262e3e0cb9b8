/**
 * The emulated world moving while it runs, for the monitoring triggers: lists that grow between polls and records
 * whose fields (a price, a status) change. A test or the end-to-end suite asks for it through the Emulator object or
 * the control surface; a route opts in by passing its list or record through the request's `live` view.
 *
 * Growth and changes are keyed by the decoded request path (`/v1/leboncoin/search`, `/v1/ebay/items/123`): every
 * query on that path sees them. Added records lead the list the route built, so they are the newest of a
 * newest-first list, which is the order the triggers ask for.
 */

/** Makes the `serial`-th added record from the newest record of the list: a new ID, published at `at` (ms). */
export type Fresh<T> = (template: T, serial: number, at: number) => T;

/** What one request sees of the growth and changes set on its path. */
export interface LiveView {
	/**
	 * `list` in the route's order, with the records added on this path (newest first) ahead of it. `path` names
	 * another path whose list this is (a playlist's later pages, served at .../items, continue its first page).
	 */
	list<T extends object>(list: readonly T[], fresh: Fresh<T>, path?: string): T[];
	/** `record` with the changes set on this path merged in (objects field by field, anything else replaced). */
	record<T extends object>(record: T): T;
}

export type Patch = Record<string, unknown>;

const isObject = (value: unknown): value is Record<string, unknown> =>
	value !== null && typeof value === 'object' && !Array.isArray(value);

function merged(target: unknown, patch: Patch): Record<string, unknown> {
	const out: Record<string, unknown> = isObject(target) ? { ...target } : {};
	for (const [key, value] of Object.entries(patch)) {
		out[key] = isObject(value) && isObject(out[key]) ? merged(out[key], value) : value;
	}
	return out;
}

export class LiveWorld {
	/** Records asked for and not yet made: they are made from the list the next request on the path builds. */
	private readonly pending = new Map<string, number>();
	private readonly added = new Map<string, object[]>();
	private readonly changes = new Map<string, Patch>();
	private serial = 0;
	private lastAt = 0;

	/** Adds `count` new records at the head of the list served at `path`. */
	grow(path: string, count: number): void {
		if (!Number.isInteger(count) || count < 1) throw new RangeError('count must be a whole number >= 1');
		this.pending.set(path, (this.pending.get(path) ?? 0) + count);
	}

	/** Merges `patch` into the record served at `path` from now on (a later patch on the same field wins). */
	change(path: string, patch: Patch): void {
		if (!isObject(patch)) throw new RangeError('a change must be a JSON object of fields');
		this.changes.set(path, merged(this.changes.get(path), patch));
	}

	reset(): void {
		this.pending.clear();
		this.added.clear();
		this.changes.clear();
		this.serial = 0;
		this.lastAt = 0;
	}

	view(requestPath: string, now: number): LiveView {
		return {
			list: <T extends object>(list: readonly T[], fresh: Fresh<T>, path = requestPath): T[] => {
				const added = (this.added.get(path) ?? []) as T[];
				const wanted = this.pending.get(path) ?? 0;
				const template = added[0] ?? list[0];
				if (wanted > 0 && template !== undefined) {
					this.pending.delete(path);
					for (let made = 0; made < wanted; made++) {
						// Strictly increasing whole seconds: records dated to the second still sort newest first.
						this.lastAt = Math.max(Math.floor(now / 1000) * 1000, this.lastAt + 1000);
						added.unshift(fresh(structuredClone(added[0] ?? template), ++this.serial, this.lastAt));
					}
					this.added.set(path, added);
				}
				return [...added, ...list];
			},
			record: <T extends object>(record: T): T => {
				const patch = this.changes.get(requestPath);
				return patch ? (merged(record, patch) as T) : record;
			},
		};
	}
}

/** `2026-11-23T10:00:00Z`: the ISO form the fixtures use, to the second. */
export const isoAt = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** An ID that no fixture uses: `base` followed by the serial, zero-padded to `width` digits. */
export const liveId = (base: string, serial: number, width = 4): string => `${base}${String(serial).padStart(width, '0')}`;
