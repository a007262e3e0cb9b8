/**
 * The emulated world moving while it runs, for the monitoring triggers: lists that grow between polls and records
 * whose fields (a price, a status) change. A test or the end-to-end suite asks for it through the Emulator object or
 * the control surface; a route opts in by passing its list or record through the request's `live` view.
 *
 * Growth and changes are keyed by the decoded request path (`/v1/leboncoin/search`, `/v1/ebay/items/123`): every
 * query on that path sees them. Added records lead the list the route built, so they are the newest of a
 * newest-first list, which is the order the triggers ask for; or, asked for `at: 'end'`, they follow it, as a playlist
 * adds its videos at the end by default.
 */

/** Where added records go: ahead of the list (the newest of a newest-first list) or after it (a playlist's end). */
export type GrowAt = 'head' | 'end';

/** Makes the `serial`-th added record from the newest record of the list: a new ID, published at `at` (ms). */
export type Fresh<T> = (template: T, serial: number, at: number) => T;

/** What one request sees of the growth and changes set on its path. */
export interface LiveView {
	/**
	 * `list` in the route's order, with the records added on this path (newest first) ahead of it. `path` names
	 * another path whose list this is (a playlist's later pages, served at .../items, continue its first page).
	 */
	list<T extends object>(list: readonly T[], fresh: Fresh<T>, path?: string): T[];
	/**
	 * `record` with the changes set on this path merged in (objects field by field, anything else replaced). `path` names
	 * another path whose record this is (a web page, scraped at one path and picked by selector at another).
	 */
	record<T extends object>(record: T, path?: string): T;
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
	/**
	 * Records asked for and not yet made, in the order asked: they are made from the list the next request on the path
	 * builds. `datedAt` backdates a batch (a bumped ad, a late-indexed tweet: new to the list, dated long before).
	 */
	private readonly pending = new Map<string, Array<{ at: GrowAt; count: number; datedAt?: number }>>();
	/** Records made, by path: those ahead of the route's list (newest first) and those after it (oldest first). */
	private readonly added = new Map<string, Record<GrowAt, object[]>>();
	private readonly changes = new Map<string, Patch>();
	private serial = 0;
	private lastAt = 0;

	/**
	 * Adds `count` new records at the head (or the end) of the list served at `path`, published now or, given
	 * `datedAt` (ms), then: a record new to the list whose date is older than records already in it.
	 */
	grow(path: string, count: number, at: GrowAt = 'head', datedAt?: number): void {
		if (!Number.isInteger(count) || count < 1) throw new RangeError('count must be a whole number >= 1');
		if (at !== 'head' && at !== 'end') throw new RangeError('at must be "head" or "end"');
		if (datedAt !== undefined && !Number.isFinite(datedAt)) throw new RangeError('datedAt must be a time in ms');
		this.pending.set(path, [...(this.pending.get(path) ?? []), { at, count, datedAt }]);
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
				const added = (this.added.get(path) ?? { head: [], end: [] }) as Record<GrowAt, T[]>;
				const wanted = this.pending.get(path);
				if (wanted && (added.head[0] ?? list[0]) !== undefined) {
					this.pending.delete(path);
					// Each made from the record next to it: the newest at the head, the last at the end.
					const make = (template: T, datedAt: number | undefined) => {
						if (datedAt !== undefined) return fresh(structuredClone(template), ++this.serial, datedAt);
						// Strictly increasing whole seconds: records dated to the second still sort newest first.
						this.lastAt = Math.max(Math.floor(now / 1000) * 1000, this.lastAt + 1000);
						return fresh(structuredClone(template), ++this.serial, this.lastAt);
					};
					for (const { at, count, datedAt } of wanted) {
						for (let made = 0; made < count; made++) {
							if (at === 'head') added.head.unshift(make(added.head[0] ?? list[0], datedAt));
							else added.end.push(make(added.end.at(-1) ?? list.at(-1) ?? list[0], datedAt));
						}
					}
					this.added.set(path, added);
				}
				return [...added.head, ...list, ...added.end];
			},
			record: <T extends object>(record: T, path = requestPath): T => {
				const patch = this.changes.get(path);
				return patch ? (merged(record, patch) as T) : record;
			},
		};
	}
}

/** `2026-11-23T10:00:00Z`: the ISO form the fixtures use, to the second. */
export const isoAt = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** An ID that no fixture uses: `base` followed by the serial, zero-padded to `width` digits. */
export const liveId = (base: string, serial: number, width = 4): string => `${base}${String(serial).padStart(width, '0')}`;
