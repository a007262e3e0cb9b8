import {
	advance,
	changedFields,
	identified,
	isKnownGround,
	isNew,
	isSeen,
	pageChange,
	recordId,
	SEEN_CAP,
	SNAPSHOT_LINE_CAP,
	SNAPSHOT_TEXT_CAP,
	snapshotOf,
	timeOf,
	watchedLines,
	watchedValues,
	withEmitted,
} from '../../nodes/shared/trigger/state';
import type { NewRecordWatch } from '../../nodes/shared/trigger/watch';

const WATCH: NewRecordWatch = { kind: 'new', id: 'id', date: 'at' };
const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 5, 1);
const record = (id: string, hoursAfter: number) => ({ id, at: new Date(T0 + hoursAfter * HOUR).toISOString() });

describe('timeOf', () => {
	test('reads ISO text, X text, epoch seconds and milliseconds', () => {
		expect(timeOf('2026-06-01T00:00:00Z')).toBe(T0);
		expect(timeOf('Mon Jun 01 00:00:00 +0000 2026')).toBe(T0);
		expect(timeOf(T0 / 1000)).toBe(T0);
		expect(timeOf(T0)).toBe(T0);
		expect(timeOf('2 hours ago')).toBeUndefined();
		expect(timeOf(null)).toBeUndefined();
	});
});

describe('recordId', () => {
	const JOB: NewRecordWatch = { kind: 'new', id: 'url', fallbackId: ['title', 'company'] };
	test('reads the ID field; where it is empty, the fallback fields together, so records without the ID field are still watched', () => {
		expect(recordId({ url: 'https://jobs.example.com/1', title: 'Barista' }, JOB)).toBe('https://jobs.example.com/1');
		expect(recordId({ url: null, title: 'Barista', company: 'Bean There' }, JOB)).toBe('Barista\u001fBean There');
		expect(recordId({ url: '', title: 'Barista' }, JOB)).toBe('Barista\u001f');
		// Fields split differently never make the same identity.
		expect(recordId({ title: 'a', company: 'b c' }, JOB)).not.toBe(recordId({ title: 'a b', company: 'c' }, JOB));
		expect(recordId({ url: null }, JOB)).toBeUndefined();
		expect(recordId({ id: 7 }, WATCH)).toBe('7');
		expect(recordId({ id: '' }, WATCH)).toBeUndefined();
	});
});

describe('advance, isSeen and isNew', () => {
	test('a seed remembers the IDs newest first, the newest date as high-water mark and the oldest as floor', () => {
		const state = advance(undefined, 'q', identified([record('c', 3), record('b', 2), record('a', 1)], WATCH), WATCH);
		expect(state).toEqual({ query: 'q', seen: ['c', 'b', 'a'], floor: T0 + HOUR });
	});

	test('an unseen record dated within the watched window came late and is new; one older than the floor is not emitted', () => {
		const state = advance(undefined, 'q', identified([record('c', 3), record('a', 1)], WATCH), WATCH);
		const seen = new Set(state.seen);
		expect(isNew(record('c', 3), WATCH, state, seen)).toBe(false);
		expect(isNew(record('late', 2), WATCH, state, seen)).toBe(true);
		expect(isNew(record('old', 0), WATCH, state, seen)).toBe(false);
		expect(isNew(record('new', 4), WATCH, state, seen)).toBe(true);
	});

	test('only a record seen by ID is ground to stop at: one merely dated before the floor is not (issue 22)', () => {
		const state = advance(undefined, 'q', identified([record('c', 3), record('a', 1)], WATCH), WATCH);
		const seen = new Set(state.seen);
		expect(isSeen(record('c', 3), WATCH, seen)).toBe(true);
		expect(isSeen(record('old', 0), WATCH, seen)).toBe(false);
		expect(isSeen({ at: record('x', 0).at }, WATCH, seen)).toBe(false);
	});

	test('a seen record pinned atop the list is no ground to stop at; a seen one not pinned is', () => {
		const pinnedWatch: NewRecordWatch = { ...WATCH, pinned: 'is_pinned' };
		const seen = new Set(['pinned', 'c']);
		expect(isKnownGround({ ...record('pinned', 0), is_pinned: true }, pinnedWatch, seen)).toBe(false);
		expect(isKnownGround({ ...record('c', 3), is_pinned: false }, pinnedWatch, seen)).toBe(true);
		expect(isKnownGround({ ...record('pinned', 0), is_pinned: true }, WATCH, seen)).toBe(true);
		expect(isKnownGround(record('new', 4), pinnedWatch, seen)).toBe(false);
	});

	test('IDs an unfinished poll emitted are not emitted again nor ground, until a poll reads past them', () => {
		const seed = advance(undefined, 'q', identified([record('b', 2), record('a', 1)], WATCH), WATCH);
		const partial = withEmitted(seed, ['d']);
		expect(partial).toEqual({ ...seed, emitted: ['d'] });
		expect(isNew(record('d', 4), WATCH, partial, new Set(partial.seen))).toBe(false);
		expect(isSeen(record('d', 4), WATCH, new Set(partial.seen))).toBe(false);
		expect(isNew(record('c', 3), WATCH, partial, new Set(partial.seen))).toBe(true);
		const finished = advance(partial, 'q', identified([record('d', 4), record('c', 3), record('b', 2)], WATCH), WATCH);
		expect(finished).toEqual({ query: 'q', seen: ['d', 'c', 'b', 'a'], floor: T0 + HOUR });
	});

	test('IDs stay within the cap, and the floor rises so a forgotten ID never comes back as new', () => {
		const many = Array.from({ length: SEEN_CAP }, (_, index) => record(`old${index}`, -index));
		let state = advance(undefined, 'q', identified(many, WATCH), WATCH);
		const fresh = Array.from({ length: 10 }, (_, index) => record(`new${index}`, 100 - index));
		state = advance(state, 'q', identified([...fresh, ...many.slice(0, 5)], WATCH), WATCH);
		expect(state.seen).toHaveLength(SEEN_CAP);
		expect(state.seen?.[0]).toBe('new0');
		const dropped = many[SEEN_CAP - 1];
		expect(state.seen).not.toContain(dropped.id);
		expect(isNew(dropped, WATCH, state, new Set(state.seen))).toBe(false);
	});

	test('undated records are known by ID alone', () => {
		const watch: NewRecordWatch = { kind: 'new', id: 'video_id' };
		const state = advance(undefined, 'q', identified([{ video_id: 'x' }], watch), watch);
		expect(state).toEqual({ query: 'q', seen: ['x'] });
		expect(isSeen({ video_id: 'x' }, watch, new Set(state.seen))).toBe(true);
		expect(isNew({ video_id: 'x' }, watch, state, new Set(state.seen))).toBe(false);
		expect(isNew({ video_id: 'y' }, watch, state, new Set(state.seen))).toBe(true);
	});

	test('records without an ID are left out, repeated ones kept once', () => {
		expect(identified([{ id: 1 }, { other: 2 }, { id: '1' }, { id: 2 }], WATCH).map((entry) => entry.id)).toEqual(['1', '2']);
	});
});

describe('change fields', () => {
	test('compares nested values by content and counts a field that appeared or vanished', () => {
		const fields = ['price.value', 'status', 'gone'];
		const before = watchedValues({ price: { value: 10 }, status: 'active', gone: 1 }, fields);
		expect(before).toEqual({ 'price.value': 10, status: 'active', gone: 1 });
		const after = watchedValues({ price: { value: 9.5 }, status: 'active' }, fields);
		expect(changedFields(before, after, fields)).toEqual(['price.value', 'gone']);
		expect(changedFields(before, before, fields)).toEqual([]);
	});
});

describe('page snapshots', () => {
	const page = (count: number, width = 10) => Array.from({ length: count }, (_, index) => `line ${String(index).padStart(width, '0')}`);

	test('lines are compared without line-end spaces, CR line ends or blank lines at either end', () => {
		expect(watchedLines('\n\n# Lamp  \r\nPrice: $44.99\r\n\n')).toEqual(['# Lamp', 'Price: $44.99']);
		const snapshot = snapshotOf(watchedLines('# Lamp\nPrice: $44.99'));
		expect(pageChange(snapshot, watchedLines('# Lamp   \r\nPrice: $44.99\n\n'))).toBeUndefined();
	});

	test(`a text of at most ${SNAPSHOT_TEXT_CAP} characters is kept whole: the change gives the lines removed`, () => {
		const before = ['# Lamp', 'Price: $44.99', 'In stock'];
		const snapshot = snapshotOf(before);
		expect(snapshot).toEqual({ hash: expect.stringMatching(/^[\w-]{43}$/), text: before.join('\n') });
		expect(pageChange(snapshot, before)).toBeUndefined();
		expect(pageChange(snapshot, ['# Lamp', 'Price: $43.99', 'In stock'])).toEqual({
			hunks: [{ previousLine: 1, removed: 1, currentLine: 1, added: 1 }],
			previous: before,
		});
	});

	test('a longer text is kept as a six-character fingerprint per line: the change is placed line by line, its removed text not kept', () => {
		const before = page(1000);
		expect(before.join('\n').length).toBeGreaterThan(SNAPSHOT_TEXT_CAP);
		const snapshot = snapshotOf(before);
		expect(snapshot.text).toBeUndefined();
		expect(snapshot.lines).toHaveLength(6 * 1000);
		const after = [...before];
		after[400] = 'a new line';
		expect(pageChange(snapshot, after)).toEqual({ hunks: [{ previousLine: 400, removed: 1, currentLine: 400, added: 1 }] });
		expect(pageChange(snapshot, before)).toBeUndefined();
	});

	test(`past ${SNAPSHOT_LINE_CAP} lines the rest share one fingerprint: the state stays within its cap and a change there is still seen`, () => {
		const before = page(SNAPSHOT_LINE_CAP + 500);
		const snapshot = snapshotOf(before);
		expect(JSON.stringify(snapshot).length).toBeLessThan(6 * SNAPSHOT_LINE_CAP + 100);
		expect(snapshot.lineCount).toBe(SNAPSHOT_LINE_CAP + 500);
		const tail = [...before];
		tail[SNAPSHOT_LINE_CAP + 100] = 'changed far down';
		// The folded lines (from the cap's last line on) as one stretch replaced.
		expect(pageChange(snapshot, tail)).toEqual({
			hunks: [{ previousLine: SNAPSHOT_LINE_CAP - 1, removed: 501, currentLine: SNAPSHOT_LINE_CAP - 1, added: 501 }],
		});
		const head = [...before];
		head[10] = 'changed near the top';
		expect(pageChange(snapshot, head)).toEqual({ hunks: [{ previousLine: 10, removed: 1, currentLine: 10, added: 1 }] });
		const shorter = before.slice(0, 100);
		expect(pageChange(snapshot, shorter)?.hunks).toEqual([{ previousLine: 100, removed: SNAPSHOT_LINE_CAP + 400, currentLine: 100, added: 0 }]);
	});
});
