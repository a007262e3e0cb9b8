/**
 * Dates the same way on every node: an ISO 8601 string, whatever the site gives (Unix seconds or milliseconds, an
 * ISO string, an RFC date). A calendar date without a time ("2026-12-24", a check-in) stays a date: adding a time
 * and a zone to it would move it across midnight for half the world.
 */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** Epoch numbers below this are seconds; above, milliseconds (10^11 s is the year 5138, 10^11 ms is 1973). */
const MILLISECONDS_FROM = 1e11;

export function isoDate(value: unknown): string | null {
	if (typeof value === 'number' && Number.isFinite(value) && value > 0) {
		const date = new Date(value < MILLISECONDS_FROM ? value * 1000 : value);
		return Number.isNaN(date.getTime()) ? null : date.toISOString();
	}
	if (typeof value !== 'string') return null;
	const text = value.trim();
	if (DATE_ONLY.test(text)) return text;
	if (/^\d{9,13}$/.test(text)) return isoDate(Number(text));
	if (ISO_DATE_TIME.test(text)) {
		// A time without a zone is the site's local time: keep it as written rather than guess the zone.
		if (!/(Z|[+-]\d{2}:?\d{2})$/.test(text)) return text.replace(' ', 'T');
		const date = new Date(text.replace(' ', 'T'));
		return Number.isNaN(date.getTime()) ? null : date.toISOString();
	}
	// An RFC or English date with a year and a zone ("Sat, 28 Nov 2026 10:00:00 GMT"); relative texts ("3 days
	// ago") are not dates.
	if (/\b\d{4}\b/.test(text) && /(GMT|UTC|Z|[+-]\d{4})\b/.test(text)) {
		const parsed = Date.parse(text);
		if (!Number.isNaN(parsed)) return new Date(parsed).toISOString();
	}
	return null;
}
