import type { NumberParam } from '../shared/descriptor';

/** A place as Zillow's search box takes it; the search's Location and the autocomplete's Query both take this. */
export const LOCATION_TEXT = {
	// Any one line of text: Zillow resolves it (city, ZIP, neighborhood, county, address) on its side.
	regex: /^[^\r\n]+$/,
	form: 'a place on one line: a city and state, ZIP code, neighborhood or street address, such as Austin, TX',
};

/** What one search of Location > Autocomplete costs, said wherever a field's list runs it. */
export const AUTOCOMPLETE_CREDITS = 2;

/**
 * An optional number filter of the property search (under Options; left out, it is not sent). Bounds
 * are the service's own; `example` shows a typical value.
 */
export function numberFilter(
	displayName: string,
	name: string,
	what: string,
	example: number,
	bounds: { min?: number; max?: number; type?: 'integer' | 'number' },
): NumberParam {
	const range =
		bounds.max !== undefined ? `${bounds.min ?? 0} to ${bounds.max}` : `at least ${bounds.min ?? 0}`;
	return {
		displayName,
		name,
		in: 'query',
		filter: true,
		type: bounds.type ?? 'integer',
		min: bounds.min,
		max: bounds.max,
		default: example,
		description: `${what}: ${bounds.type === 'number' ? 'a number' : 'a whole number'} ${range}, e.g. ${example}. Not set: no limit.`,
	};
}
