import { addressPlace, fold, HOMES, oneLineAddress, PLACES, suggestion } from '../../fixtures/zillow/homes';
import { defineRoute } from '../../route';

/** The autocomplete answers with at most this many suggestions. */
export const AUTOCOMPLETE_CAP = 8;

/** A place matches when its display text starts with the query, or a word of its name does ("heights"). */
const placeMatches = (display: string, wanted: string) =>
	fold(display).startsWith(wanted) || fold(display.split(',')[0]).split(' ').some((word) => word.startsWith(wanted));

export const autocompleteRoute = defineRoute({
	path: '/v1/zillow/autocomplete',
	query: { query: { type: 'string', required: true } },
	credits: 2,
	handle: ({ query }) => {
		const wanted = fold(query.query);
		const places = wanted === '' ? [] : PLACES.filter((place) => placeMatches(place.display, wanted));
		// Addresses only for a query that starts like one (a house number).
		const homes = /^\d/.test(wanted) ? HOMES.filter((home) => fold(oneLineAddress(home)).startsWith(wanted)).map(addressPlace) : [];
		return { query: query.query, results: [...places, ...homes].slice(0, AUTOCOMPLETE_CAP).map(suggestion) };
	},
});
