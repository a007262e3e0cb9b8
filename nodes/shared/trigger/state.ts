/**
 * What a trigger remembers between polls, in the node's static data, and the decisions made from it:
 * which records are new, which watched fields changed. Pure functions, so the rules are tested on their own.
 */
import type { IDataObject } from 'n8n-workflow';

import { readPath } from '../descriptor';
import type { NewRecordWatch } from './watch';

/** Most record IDs remembered: enough to hold any poll's records, small enough for static data. */
export const SEEN_CAP = 500;

/**
 * The saved state of one trigger node. `query` ties it to the search it was made for: a poll whose query differs
 * (the user edited the search) starts fresh instead of comparing records of another list.
 */
export interface WatchState {
	/** The event and its checked request, as text. */
	query: string;
	/** IDs of recent records, newest first, at most SEEN_CAP. */
	seen?: string[];
	/**
	 * The oldest publication time the seen IDs still cover (ms). An unseen record dated at or after it came late
	 * and is new; one dated before it lies beyond what was ever watched and is not.
	 */
	floor?: number;
	/** For a change event: the watched fields' values at the last poll, by path. */
	values?: IDataObject;
}

/** A publication time in ms: ISO or X-style text, or epoch seconds or milliseconds. */
export function timeOf(value: unknown): number | undefined {
	if (typeof value === 'number' && Number.isFinite(value)) return value < 1e11 ? value * 1000 : value;
	if (typeof value !== 'string' || value.trim() === '') return undefined;
	const parsed = Date.parse(value);
	return Number.isFinite(parsed) ? parsed : undefined;
}

export function recordId(record: IDataObject, watch: NewRecordWatch): string | undefined {
	const id = readPath(record, watch.id);
	return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
}

export const recordTime = (record: IDataObject, watch: NewRecordWatch): number | undefined =>
	watch.date === undefined ? undefined : timeOf(readPath(record, watch.date));

/** Records with an ID, each once (a list that moved while it was paged repeats records across pages). */
export function identified(records: IDataObject[], watch: NewRecordWatch): Array<{ id: string; record: IDataObject }> {
	const seen = new Set<string>();
	const out: Array<{ id: string; record: IDataObject }> = [];
	for (const record of records) {
		const id = recordId(record, watch);
		if (id === undefined || seen.has(id)) continue;
		seen.add(id);
		out.push({ id, record });
	}
	return out;
}

/** Whether a record is one the state already accounts for: seen, or older than everything watched. */
export function isKnown(record: IDataObject, watch: NewRecordWatch, state: WatchState, seen: ReadonlySet<string>): boolean {
	const id = recordId(record, watch);
	if (id !== undefined && seen.has(id)) return true;
	const time = recordTime(record, watch);
	return time !== undefined && state.floor !== undefined && time < state.floor;
}

/**
 * The state after a poll that read `records` (newest first): their IDs ahead of the ones remembered, capped.
 * When the cap drops IDs, the floor rises to this poll's oldest record, so a dropped ID can never come back as new.
 */
export function advance(
	state: WatchState | undefined,
	query: string,
	records: Array<{ id: string; record: IDataObject }>,
	watch: NewRecordWatch,
): WatchState {
	const before = state?.seen ?? [];
	const merged = [...new Set([...records.map((entry) => entry.id), ...before])];
	const seen = merged.slice(0, SEEN_CAP);
	const times = records.map((entry) => recordTime(entry.record, watch)).filter((time): time is number => time !== undefined);
	const oldest = times.length > 0 ? Math.min(...times) : undefined;
	let floor = state?.floor ?? oldest;
	if (merged.length > SEEN_CAP && oldest !== undefined) floor = Math.max(floor ?? oldest, oldest);
	const next: WatchState = { query, seen };
	if (floor !== undefined) next.floor = floor;
	return next;
}

/** The watched fields' values of a record, by path (null for a missing one, so "appeared" counts as a change). */
export function watchedValues(record: IDataObject, fields: string[]): IDataObject {
	const values: IDataObject = {};
	for (const field of fields) values[field] = (readPath(record, field) ?? null) as IDataObject[string];
	return values;
}

/** The paths whose values differ, compared as JSON so nested values (a price object) compare by content. */
export function changedFields(previous: IDataObject, current: IDataObject, fields: string[]): string[] {
	return fields.filter((field) => JSON.stringify(previous[field] ?? null) !== JSON.stringify(current[field] ?? null));
}
