/**
 * What a trigger remembers between polls, in the node's static data, and the decisions made from it:
 * which records are new, which watched fields changed. Pure functions, so the rules are tested on their own.
 */
import { createHash } from 'crypto';
import type { IDataObject } from 'n8n-workflow';

import { readPath } from '../descriptor';
import type { DiffHunk } from './diff';
import { lineDiff } from './diff';
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
	/** For a change event: the watched fields' values at the last poll, by path; for a rank event, the position. */
	values?: IDataObject;
	/** For a page event: what the diff needs of the watched text at the last poll (see PageSnapshot). */
	page?: PageSnapshot;
	/** For a page event: the engine that read the page last (`engine_used`), where the next poll starts. */
	engine?: string;
}

/** A publication time in ms: ISO or X-style text, or epoch seconds or milliseconds. */
export function timeOf(value: unknown): number | undefined {
	if (typeof value === 'number' && Number.isFinite(value)) return value < 1e11 ? value * 1000 : value;
	if (typeof value !== 'string' || value.trim() === '') return undefined;
	const parsed = Date.parse(value);
	return Number.isFinite(parsed) ? parsed : undefined;
}

const idText = (value: unknown): string | undefined =>
	(typeof value === 'string' && value !== '') || typeof value === 'number' ? String(value) : undefined;

export function recordId(record: IDataObject, watch: NewRecordWatch): string | undefined {
	const id = idText(readPath(record, watch.id));
	if (id !== undefined || watch.fallbackId === undefined) return id;
	// Joined with a character no field shows, so two records whose fields split differently never share an identity.
	const parts = watch.fallbackId.map((path) => idText(readPath(record, path)) ?? '');
	return parts.some((part) => part !== '') ? parts.join('\u001f') : undefined;
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
 * Whether a newest-first poll may stop at a record: seen before, and not one the list shows first whatever its date (a
 * creator's pinned video), which stays atop the newest records poll after poll and so says nothing of what follows it.
 */
export function isKnownGround(record: IDataObject, watch: NewRecordWatch, seen: ReadonlySet<string>): boolean {
	return isSeen(record, watch, seen) && !(watch.pinned !== undefined && readPath(record, watch.pinned) === true);
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

/**
 * Most characters of a page's watched text (the page, the part a selector picks, an AI extraction as JSON) kept whole in
 * the state, so a change event can show the lines removed. A longer text is kept as line fingerprints only.
 */
export const SNAPSHOT_TEXT_CAP = 10_000;

/** Most lines fingerprinted one by one; the lines from the last of them on share one fingerprint. */
export const SNAPSHOT_LINE_CAP = 3_000;

/** Characters of a line's fingerprint: 36 bits of its SHA-256, so two different lines of a page practically never share one. */
const FINGERPRINT_CHARS = 6;

/**
 * What a page trigger keeps of the text it watched, never the whole page: at most SNAPSHOT_TEXT_CAP characters of text
 * or SNAPSHOT_LINE_CAP fingerprints of FINGERPRINT_CHARS (18,000 characters), with a 43-character hash.
 */
export interface PageSnapshot {
	/** SHA-256 of the watched text (its lines as compared, joined), base64url: whether anything changed. */
	hash: string;
	/** The watched text, when it is at most SNAPSHOT_TEXT_CAP characters: the diff then shows the lines removed. */
	text?: string;
	/** Otherwise a fingerprint per line, concatenated (see lineKeys): the diff then says where lines were removed. */
	lines?: string;
	/** How many lines the text had, when its last fingerprint covers several. */
	lineCount?: number;
}

/**
 * The lines of a text as they are compared: line ends unified, spaces at line ends and blank lines at both ends left
 * out, so a page re-rendered with other trailing whitespace is not a change.
 */
export function watchedLines(text: string): string[] {
	const lines = text.replace(/\r\n?/g, '\n').split('\n').map((line) => line.trimEnd());
	let [start, end] = [0, lines.length];
	while (start < end && lines[start] === '') start++;
	while (end > start && lines[end - 1] === '') end--;
	return lines.slice(start, end);
}

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('base64url');

/**
 * A fingerprint per line, the lines from SNAPSHOT_LINE_CAP - 1 on sharing the last one (a change there is seen, but
 * not placed line by line). `foldAt` folds at another line count, to compare with a snapshot folded there.
 */
export function lineKeys(lines: readonly string[], foldAt = SNAPSHOT_LINE_CAP): string[] {
	const fingerprint = (text: string) => sha256(text).slice(0, FINGERPRINT_CHARS);
	if (lines.length <= foldAt) return lines.map(fingerprint);
	return [...lines.slice(0, foldAt - 1).map(fingerprint), fingerprint(`\u0000folded\n${lines.slice(foldAt - 1).join('\n')}`)];
}

export function snapshotOf(lines: readonly string[]): PageSnapshot {
	const text = lines.join('\n');
	const hash = sha256(text);
	if (text.length <= SNAPSHOT_TEXT_CAP) return { hash, text };
	const keys = lineKeys(lines);
	return { hash, lines: keys.join(''), ...(lines.length > SNAPSHOT_LINE_CAP ? { lineCount: lines.length } : {}) };
}

/** A watched text's change since a snapshot: the hunks in line numbers of each version, and the previous lines where kept. */
export interface PageChange {
	hunks: DiffHunk[];
	/** The previous version's lines, when its text was kept. */
	previous?: string[];
}

/** How the watched text changed since `snapshot`; undefined when it did not. */
export function pageChange(snapshot: PageSnapshot, lines: readonly string[]): PageChange | undefined {
	if (sha256(lines.join('\n')) === snapshot.hash) return undefined;
	if (snapshot.text !== undefined) {
		const previous = snapshot.text === '' ? [] : snapshot.text.split('\n');
		return { hunks: lineDiff(previous, lines), previous };
	}
	const kept = snapshot.lines ?? '';
	const previousKeys = Array.from({ length: kept.length / FINGERPRINT_CHARS }, (_, index) => kept.slice(index * FINGERPRINT_CHARS, (index + 1) * FINGERPRINT_CHARS));
	// Compared as the snapshot was made: folded at the same line, so an unchanged tail matches.
	const folded = snapshot.lineCount !== undefined;
	const currentKeys = lineKeys(lines, folded ? previousKeys.length : Math.max(SNAPSHOT_LINE_CAP, lines.length));
	const hunks = lineDiff(previousKeys, currentKeys).map((hunk) => ({
		...hunk,
		// A hunk reaching a folded fingerprint covers every line it stands for.
		removed: hunk.removed + (folded && hunk.removed > 0 && hunk.previousLine + hunk.removed === previousKeys.length ? (snapshot.lineCount ?? 0) - previousKeys.length : 0),
		added: hunk.added + (currentKeys.length < lines.length && hunk.added > 0 && hunk.currentLine + hunk.added === currentKeys.length ? lines.length - currentKeys.length : 0),
	}));
	// Lines that differ while every fingerprint matches (a fingerprint shared by chance): the whole text as changed.
	return { hunks: hunks.length > 0 ? hunks : [{ previousLine: 0, removed: previousKeys.length, currentLine: 0, added: lines.length }] };
}
