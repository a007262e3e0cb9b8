/**
 * What a stay is asked with on the travel nodes (Airbnb, Booking.com): the check-in and check-out days as YYYY-MM-DD, the
 * guests, the currency and language of the answer. Checked before any request, so a stay that cannot exist (check-out
 * on or before check-in, 31 February, no adults) is refused with the accepted form named instead of costing credits.
 */
import type { NumberParam, StringParam } from './descriptor';

const YYYY_MM_DD = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;

/** A check-in or check-out day as the services take it, YYYY-MM-DD. */
export function stayDate(name: string, displayName: string, description: string, example: string, extra: Partial<StringParam> = {}): StringParam {
	return {
		displayName,
		name,
		in: 'query',
		type: 'string',
		default: '',
		placeholder: example,
		description: `${description}, as YYYY-MM-DD (e.g. ${example})`,
		pattern: { regex: YYYY_MM_DD, form: `a date as YYYY-MM-DD such as ${example}` },
		...extra,
	};
}

/** Whether a YYYY-MM-DD text is a day of the calendar (not 2026-02-30). */
const isCalendarDay = (text: string): boolean => {
	const [year, month, day] = text.split('-').map(Number);
	const date = new Date(Date.UTC(year, month - 1, day));
	return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/**
 * The rule across a stay's two days: both or neither (a search may leave out both), each a day of the calendar, and
 * check-out after check-in. `checkIn` and `checkOut` name the service's parameters.
 */
export function stayRule(checkIn: string, checkOut: string, labels: { in: string; out: string } = { in: 'Check-In', out: 'Check-Out' }) {
	return (values: Record<string, string | number | boolean>): string | undefined => {
		const arrive = typeof values[checkIn] === 'string' && values[checkIn] !== '' ? (values[checkIn] as string) : undefined;
		const leave = typeof values[checkOut] === 'string' && values[checkOut] !== '' ? (values[checkOut] as string) : undefined;
		if ((arrive === undefined) !== (leave === undefined)) return `${labels.in} and ${labels.out} go together: set both days of the stay, or neither`;
		for (const [day, label] of [[arrive, labels.in], [leave, labels.out]] as const) {
			if (day !== undefined && !isCalendarDay(day)) return `${label} ${day} is not a day of the calendar: give a date as YYYY-MM-DD such as 2026-09-12`;
		}
		if (arrive !== undefined && leave !== undefined && leave <= arrive) return `${labels.out} (${leave}) must be after ${labels.in} (${arrive})`;
		return undefined;
	};
}

/** A count of guests; adults start at 1 (a stay has someone staying), the others at 0. */
export function guests(name: string, displayName: string, description: string, min: 0 | 1, max: number): NumberParam {
	return { displayName, name, in: 'query', type: 'integer', min, max, default: min, description };
}

/** The currency the prices come in, as an ISO 4217 code. */
export function currencyParam(description: string): StringParam {
	return {
		displayName: 'Currency',
		name: 'currency',
		in: 'query',
		type: 'string',
		default: '',
		placeholder: 'EUR',
		description: `${description}, as an ISO 4217 code (USD, EUR, GBP, JPY...); blank for USD`,
		pattern: { regex: /^[A-Z]{3}$/, form: 'a currency code of three capital letters such as USD or EUR' },
	};
}
