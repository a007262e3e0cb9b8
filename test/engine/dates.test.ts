import { isoDate } from '../../nodes/shared/dates';

describe('dates as ISO strings on every node', () => {
	it.each([
		[1796040000, '2026-11-30T12:00:00.000Z'],
		[1796040000000, '2026-11-30T12:00:00.000Z'],
		['1796040000', '2026-11-30T12:00:00.000Z'],
		['2026-11-30T12:00:00Z', '2026-11-30T12:00:00.000Z'],
		['2026-11-30T13:00:00+01:00', '2026-11-30T12:00:00.000Z'],
		['Mon, 30 Nov 2026 12:00:00 GMT', '2026-11-30T12:00:00.000Z'],
	])('reads %s', (value, iso) => {
		expect(isoDate(value)).toBe(iso);
	});

	it('keeps a calendar date a date, and a time without a zone as the site wrote it', () => {
		expect(isoDate('2026-12-24')).toBe('2026-12-24');
		expect(isoDate('2026-12-24 15:00')).toBe('2026-12-24T15:00');
	});

	it('gives no date for what is not one', () => {
		expect(isoDate('3 days ago')).toBeNull();
		expect(isoDate('')).toBeNull();
		expect(isoDate(null)).toBeNull();
		expect(isoDate(0)).toBeNull();
	});
});
