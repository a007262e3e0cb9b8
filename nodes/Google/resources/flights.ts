import type { NumberParam, OptionsParam, ParamDescriptor, ResourceDescriptor, StringParam } from '../../shared/descriptor';
import { textParam } from '../../shared/descriptor';
import { ASSUMED_CREDITS, COUNTRY, dateParam, LANGUAGE} from '../google.params';

const airport = (name: string, displayName: string, example: string): StringParam => ({
	displayName,
	name,
	in: 'query',
	type: 'string',
	required: true,
	default: '',
	placeholder: example,
	description: `The airport as its IATA code (e.g. ${example}), or a Google Flights location ID (/m/...)`,
	pattern: { regex: /^(?:[A-Za-z]{3}|\/m\/[A-Za-z0-9_]{2,12})$/, form: `a three-letter IATA code such as ${example}, or a location ID such as /m/02_286` },
});

const count = (name: string, displayName: string, min: number, max: number, description: string): NumberParam => ({ displayName, name, in: 'query', type: 'integer', min, max, default: min, description });

/** A choice of the service's values, named in words (round_trip: Round Trip); the first is the field's first value. */
function pick(name: string, displayName: string, description: string, values: string[]): OptionsParam {
	const options = values.map((value) => ({ value, name: value.split('_').map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ') }));
	const [first] = values;
	return { displayName, name, in: 'query', type: 'options', default: first, description, options };
}

/** Who travels, in what class and currency: both Flights operations take them. */
const TRAVEL: ParamDescriptor[] = [
	count('adults', 'Adults', 1, 9, 'Adults travelling, from 1 to 9'),
	count('children', 'Children', 0, 8, 'Children travelling, from 0 to 8'),
	count('infants_in_seat', 'Infants in Seat', 0, 4, 'Infants with a seat of their own, from 0 to 4'),
	count('infants_on_lap', 'Infants on Lap', 0, 4, 'Infants on a lap, from 0 to 4'),
	pick('travel_class', 'Travel Class', 'The cabin', ['economy', 'premium_economy', 'business', 'first']),
	textParam('currency', 'Currency', 'The currency of the prices, as an ISO 4217 code (USD, EUR, GBP)', 'EUR', { default: 'USD', pattern: { regex: /^[A-Z]{3}$/, form: 'a currency code such as USD or EUR' } }),
	COUNTRY,
	LANGUAGE,
];

export const flights: ResourceDescriptor = {
	value: 'flights',
	name: 'Flights',
	description:
		'Google Flights: the flights of a route on a date, and the cheapest fare of each date of a range (the docs\' Booking Options, /flights/booking_options, is not served live)',
	endpoints: [
		{
			operation: 'search',
			name: 'Search',
			action: 'Search Google Flights',
			description:
				'Search the flights of a route on a date, one way or with a return. One item: best_flights and other_flights (each with its legs, layovers, duration, price, emissions and the tokens to book or pick the return), price_insights (the lowest and typical prices) and the airports.',
			method: 'GET',
			path: '/v1/google/flights/search',
			params: [
				airport('departure_id', 'From', 'JFK'),
				airport('arrival_id', 'To', 'LHR'),
				dateParam('outbound_date', 'Outbound Date', 'The day to fly out', true),
				dateParam('return_date', 'Return Date', 'The day to fly back (round trips)'),
				pick('trip_type', 'Trip Type', 'One way, round trip (needs a Return Date) or multi-city', ['round_trip', 'one_way', 'multi_city']),
				pick('stops', 'Stops', 'The most stops', ['any', 'nonstop', 'one_stop', 'two_stops']),
				{ ...count('max_price', 'Max Price', 1, 1000000, 'Only flights up to this price, in the currency asked for'), filter: true },
				textParam('departure_token', 'Departure Token', 'The departure_token of a round-trip offer: gives the return flights of that outbound', 'WyJDalJJ...', { pattern: { regex: /^\S+$/, form: 'a token without spaces' }, maxLength: 4000 }),
				...TRAVEL,
			],
			credits: ASSUMED_CREDITS,
			creditsAssumed: true,
			paging: { kind: 'none' },
			notice: 'The docs\' Booking Options (/v1/google/flights/booking_options) is not served by the live API: an offer\'s booking_token and booking_url are what it gives.',
		},
		{
			operation: 'getCalendar',
			name: 'Get Price Calendar',
			action: 'Get the cheapest fare of each date',
			description:
				'Read the cheapest fare of each departure date of a range (up to 200 days, 14 with return dates), as Google Flights\' price graph shows them: prices match Search. One item per date: outbound_date, return_date (round trips) and price, with the route under route.',
			method: 'GET',
			path: '/v1/google/flights/calendar',
			params: [
				airport('departure_id', 'From', 'JFK'),
				airport('arrival_id', 'To', 'LHR'),
				dateParam('outbound_date_from', 'First Outbound Date', 'The first day to price', true),
				dateParam('outbound_date_to', 'Last Outbound Date', 'The last day to price, at most 200 days after the first (14 with return dates)', true, '2026-07-14'),
				pick('trip_type', 'Trip Type', 'One way, or round trip (priced with a stay of Trip Length, or over the return dates)', ['one_way', 'round_trip']),
				count('trip_length_days', 'Trip Length (Nights)', 0, 60, 'The stay of a round trip, in nights, from 0 to 60 (7 when not set)'),
				dateParam('return_date_from', 'First Return Date', 'With Last Return Date: every outbound date against every return date (round trips)'),
				dateParam('return_date_to', 'Last Return Date', 'The last return date of the grid'),
				...TRAVEL,
			],
			credits: ASSUMED_CREDITS,
			creditsAssumed: true,
			check: (values) =>
				typeof values.outbound_date_from === 'string' && typeof values.outbound_date_to === 'string' && values.outbound_date_from > values.outbound_date_to
					? 'Last Outbound Date must not be before First Outbound Date'
					: undefined,
			paging: { kind: 'none' },
			records: 'prices',
			recordContext: { key: 'route', fields: ['departure_id', 'arrival_id', 'currency', 'trip_type'] },
		},
	],
};
