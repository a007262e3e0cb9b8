import type { ResourceDescriptor, StringParam } from '../../shared/descriptor';
import { textParam } from '../../shared/descriptor';
import { ASSUMED_CREDITS, COUNTRY, dateParam, searchText} from '../google.params';

const CHECK_IN = dateParam('check_in', 'Check-In', 'The day of arrival', true);
const CHECK_OUT = dateParam('check_out', 'Check-Out', 'The day of departure', true, '2026-07-03');
const checkDates = (values: Record<string, string | number | boolean>) =>
	typeof values.check_in === 'string' && typeof values.check_out === 'string' && values.check_in >= values.check_out ? 'Check-Out must be after Check-In' : undefined;

/** A hotel's token from Search (an ID, not a secret: a field shown in clear). */
const incomingId = (name: string): StringParam => ({
	displayName: 'Property Token',
	name,
	in: 'query',
	type: 'string',
	required: true,
	default: '={{ $json.property_token }}',
	placeholder: 'ChYIq6SB9bjU4oW6ARoJL20vMGJ6dDlyEAE',
	description: 'The property_token of a hotel from Search. By default, the one of the incoming item.',
	pattern: { regex: /^[A-Za-z0-9_-]{8,200}$/, form: 'a property token of letters, digits, - and _' },
});

const PROPERTY = incomingId('property_token');

export const hotels: ResourceDescriptor = {
	value: 'hotels',
	name: 'Hotels',
	description: 'Google Hotels: hotels of a place for dates, and a hotel in full',
	endpoints: [
		{
			operation: 'search',
			name: 'Search',
			action: 'Search Google Hotels',
			description:
				'Search hotels of a place (or by name) for dates. One item per hotel: name, address, coordinates, class, rating and reviews, the rate per night and in total, prices by booking site, amenities, images and the property_token that feeds Get.',
			method: 'GET',
			path: '/v1/google/hotels/search',
			params: [
				searchText('The place or the hotel', 'hotels in London'),
				CHECK_IN,
				CHECK_OUT,
				{ displayName: 'Adults', name: 'adults', in: 'query', type: 'integer', min: 1, max: 20, default: 2, description: 'Adults staying' },
				textParam('currency', 'Currency', 'The currency of the prices, as an ISO 4217 code (USD, EUR, GBP)', 'EUR', { default: 'USD', pattern: { regex: /^[A-Z]{3}$/, form: 'a currency code such as USD or EUR' } }),
				COUNTRY,
			],
			credits: ASSUMED_CREDITS,
			creditsAssumed: true,
			check: checkDates,
			paging: { kind: 'none' },
			records: 'properties',
		},
		{
			operation: 'get',
			name: 'Get',
			action: 'Get a Google Hotels property',
			description: 'Read one hotel for dates, as Search gives it, from its property_token.',
			method: 'GET',
			path: '/v1/google/hotels/details',
			params: [PROPERTY, CHECK_IN, CHECK_OUT],
			credits: ASSUMED_CREDITS,
			creditsAssumed: true,
			check: checkDates,
			paging: { kind: 'none' },
			records: 'property',
		},
	],
};
