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
	 * and is new; one dated before it lies beyond what was ever watched and is not emitted (it never ends a poll).
	 */
	floor?: number;
	/**
	 * IDs emitted by polls that could not finish their pages: not emitted again, but no ground to stop at either, since
	 * the records below them were not all checked. A poll that reads past them makes them seen.
	 */
	emitted?: string[];
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

/**
 * Whether a record's ID is one a finished poll saw: the only ground a poll stops at. A date never is: an unseen record
 * dated before the floor (a bumped ad, a late-indexed tweet) may sit above new records on later pages.
 */
export function isSeen(record: IDataObject, watch: NewRecordWatch, seen: ReadonlySet<string>): boolean {
	const id = recordId(record, watch);
	return id !== undefined && seen.has(id);
}

/**
 * Whether a record is emitted as new: its ID neither seen nor already emitted by an unfinished poll, and its date (where
 * records have one) not before the floor, beyond everything ever watched. The date filters what is emitted only.
 */
export function isNew(record: IDataObject, watch: NewRecordWatch, state: WatchState, seen: ReadonlySet<string>): boolean {
	const id = recordId(record, watch);
	if (id === undefined || seen.has(id) || state.emitted?.includes(id) === true) return false;
	const time = recordTime(record, watch);
	return time === undefined || state.floor === undefined || time >= state.floor;
}

/**
 * The state after a poll that read `records` (newest first) down to ground it had seen, to the list's end or to its
 * limits: their IDs ahead of the ones remembered, capped. When the cap drops IDs, the floor rises to this poll's oldest
 * record, so a dropped ID can never come back as new. IDs an unfinished poll emitted and this one read become seen.
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
	const read = new Set(merged);
	const emitted = (state?.emitted ?? []).filter((id) => !read.has(id));
	if (emitted.length > 0) next.emitted = emitted;
	return next;
}

/**
 * The state after a poll that could not finish its pages (a failure, or its time ran out) and emitted `emittedIds`: the
 * seen IDs and the floor stay as they were, so the next poll reads down to the same ground again and checks what this
 * one could not; the IDs emitted are kept apart, never emitted again and never taken for ground to stop at.
 */
export function withEmitted(state: WatchState, emittedIds: string[]): WatchState {
	if (emittedIds.length === 0) return state;
	return { ...state, emitted: [...new Set([...emittedIds, ...(state.emitted ?? [])])].slice(0, SEEN_CAP) };
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
