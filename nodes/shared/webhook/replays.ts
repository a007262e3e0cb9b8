/**
 * Deliveries a webhook trigger has run, so that one sent again (the service retries a delivery whose 2xx it did not
 * see, a restart being exactly when that happens) starts no second execution.
 *
 * Where the memory lives: n8n gives a webhook node one durable place, its static data, and saves it after each
 * webhook call, but whole, from the copy that call loaded: two calls at the same moment each save their own copy, and
 * the later save drops the other's entries. So the memory is also kept in this process, and every call's copy is
 * given the whole of it: each save writes every delivery this process has seen, and copies of calls still in flight
 * are given the entries of calls that came after them, so whichever save lands last holds them all.
 *
 * What it can vouch for: it keeps the newest entries by detection time (REMEMBERED_DELIVERIES), and notes the latest
 * detection time it let go of. A delivery detected after that time and not in the memory has never run here; one
 * detected at or before it cannot be told apart from a forgotten one, and is refused so the service logs it as failed.
 */
import type { IDataObject } from 'n8n-workflow';

/** How many deliveries are remembered: far more than the service retries at once (4 attempts within about a minute). */
export const REMEMBERED_DELIVERIES = 300;

/** One delivery: the keys it is known by (its delivery ID, its tweet) and when the service detected it (ms). */
interface Entry {
	keys: string[];
	at: number;
}

/** The memory as static data holds it. */
interface Memory {
	entries: Entry[];
	/** The latest detection time of a delivery let go of; before it, absence proves nothing. */
	forgottenUpTo?: number;
}

/** Where the memory sits in a node's static data. */
const STATIC_KEY = 'deliveries';

/** How many static-data copies of calls in flight are kept per node: more than the calls n8n runs at once. */
const COPIES_IN_FLIGHT = 64;

/** Each scope's memory in this process, with a version that grows with every change. */
const inProcess = new Map<string, { memory: Memory; version: number }>();
/** The static-data copies of calls in flight, per scope, and which version of the memory each holds. */
const inFlight = new Map<string, IDataObject[]>();
const heldVersion = new WeakMap<IDataObject, number>();

export type DeliveryVerdict = 'new' | 'seen' | 'unknown';

function readMemory(value: unknown): Memory {
	const memory = (value ?? {}) as Partial<Memory>;
	const entries = Array.isArray(memory.entries)
		? memory.entries.filter((entry): entry is Entry => Array.isArray(entry?.keys) && typeof entry.at === 'number')
		: [];
	return { entries, forgottenUpTo: typeof memory.forgottenUpTo === 'number' ? memory.forgottenUpTo : undefined };
}

/** Both memories as one: every entry once (by its first key), the newest kept, the later forgetting point. */
function merge(a: Memory, b: Memory): Memory {
	const byKey = new Map<string, Entry>();
	for (const entry of [...a.entries, ...b.entries]) if (!entry.keys.some((key) => byKey.has(key))) for (const key of entry.keys) byKey.set(key, entry);
	const forgotten = [a.forgottenUpTo, b.forgottenUpTo].filter((at): at is number => at !== undefined);
	return keepNewest({ entries: [...new Set(byKey.values())], forgottenUpTo: forgotten.length > 0 ? Math.max(...forgotten) : undefined });
}

/** The newest REMEMBERED_DELIVERIES entries by detection time; the latest time let go of is noted. */
function keepNewest(memory: Memory): Memory {
	const entries = [...memory.entries].sort((x, y) => x.at - y.at);
	const dropped = entries.splice(0, Math.max(0, entries.length - REMEMBERED_DELIVERIES));
	const forgottenUpTo = dropped.length > 0 ? Math.max(dropped.at(-1)!.at, memory.forgottenUpTo ?? -Infinity) : memory.forgottenUpTo;
	return { entries, forgottenUpTo };
}

function store(target: IDataObject, memory: Memory): void {
	target[STATIC_KEY] = { entries: memory.entries.map((entry) => ({ keys: [...entry.keys], at: entry.at })), ...(memory.forgottenUpTo === undefined ? {} : { forgottenUpTo: memory.forgottenUpTo }) };
}

/**
 * Whether a delivery known by `keys` and detected at `at` (ms) has run for `scope` (a workflow node): `seen` (it has),
 * `unknown` (detected before what the memory still vouches for) or `new` (it has not: it is recorded as run now).
 * `stored` is the node's static data for this call; it is given the whole memory either way.
 */
export function recordDelivery(scope: string, stored: IDataObject, keys: string[], at: number): DeliveryVerdict {
	const held = inProcess.get(scope) ?? { memory: { entries: [] }, version: 0 };
	const fromStored = readMemory(stored[STATIC_KEY]);
	let memory = merge(held.memory, fromStored);
	const known = new Set(memory.entries.flatMap((entry) => entry.keys));
	let verdict: DeliveryVerdict;
	if (keys.some((key) => known.has(key))) verdict = 'seen';
	else if (memory.forgottenUpTo !== undefined && at <= memory.forgottenUpTo) verdict = 'unknown';
	else {
		verdict = 'new';
		memory = keepNewest({ ...memory, entries: [...memory.entries, { keys, at }] });
	}
	const version = sameMemory(held.memory, memory) ? held.version : held.version + 1;
	inProcess.set(scope, { memory, version });
	const copies = [...(inFlight.get(scope) ?? []).filter((copy) => copy !== stored), stored].slice(-COPIES_IN_FLIGHT);
	inFlight.set(scope, copies);
	// Only copies that lack something are written: n8n saves a copy only when it changed.
	const storedComplete = sameMemory(fromStored, memory);
	for (const copy of copies) {
		if (copy === stored ? storedComplete : heldVersion.get(copy) === version) continue;
		store(copy, memory);
		heldVersion.set(copy, version);
	}
	heldVersion.set(stored, version);
	return verdict;
}

/** Whether two memories hold the same entries and forgetting point. */
function sameMemory(a: Memory, b: Memory): boolean {
	if (a.entries.length !== b.entries.length || a.forgottenUpTo !== b.forgottenUpTo) return false;
	const keys = new Set(a.entries.map((entry) => entry.keys[0]));
	return b.entries.every((entry) => keys.has(entry.keys[0]));
}

/** Forgets a scope (its subscription was deleted): its memory here, and the copies it was handing entries to. */
export function forgetDeliveries(scope: string, stored?: IDataObject): void {
	inProcess.delete(scope);
	inFlight.delete(scope);
	if (stored) delete stored[STATIC_KEY];
}
