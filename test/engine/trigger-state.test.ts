import { advance, changedFields, identified, isKnown, SEEN_CAP, timeOf, watchedValues } from '../../nodes/shared/trigger/state';
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

describe('advance and isKnown', () => {
	test('a seed remembers the IDs newest first, the newest date as high-water mark and the oldest as floor', () => {
		const state = advance(undefined, 'q', identified([record('c', 3), record('b', 2), record('a', 1)], WATCH), WATCH);
		expect(state).toEqual({ query: 'q', seen: ['c', 'b', 'a'], floor: T0 + HOUR });
	});

	test('an unseen record dated within the watched window came late and is new; one older than the floor is not', () => {
		const state = advance(undefined, 'q', identified([record('c', 3), record('a', 1)], WATCH), WATCH);
		const seen = new Set(state.seen);
		expect(isKnown(record('c', 3), WATCH, state, seen)).toBe(true);
		expect(isKnown(record('late', 2), WATCH, state, seen)).toBe(false);
		expect(isKnown(record('old', 0), WATCH, state, seen)).toBe(true);
		expect(isKnown(record('new', 4), WATCH, state, seen)).toBe(false);
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
		expect(isKnown(dropped, WATCH, state, new Set(state.seen))).toBe(true);
	});

	test('undated records are known by ID alone', () => {
		const watch: NewRecordWatch = { kind: 'new', id: 'video_id' };
		const state = advance(undefined, 'q', identified([{ video_id: 'x' }], watch), watch);
		expect(state).toEqual({ query: 'q', seen: ['x'] });
		expect(isKnown({ video_id: 'x' }, watch, state, new Set(state.seen))).toBe(true);
		expect(isKnown({ video_id: 'y' }, watch, state, new Set(state.seen))).toBe(false);
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
