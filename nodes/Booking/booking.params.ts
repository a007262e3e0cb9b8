/**
 * The Booking.com node's parameters that recur across its resources: the property (its page name, or its URL, which
 * names its country too), the country, the stay's days and guests, the currency and language, with the names, defaults
 * and ranges of the service's pages.
 */
import type { LocatorParam, NumberParam, StringParam } from '../shared/descriptor';
import { currencyParam, stayDate, stayRule } from '../shared/stays';
import { COUNTRY_CODE, countryFromUrl, SLUG, slugFromUrl } from './booking.urls';

export const PROPERTY: LocatorParam = {
	displayName: 'Property',
	name: 'slug',
	in: 'path',
	type: 'locator',
	required: true,
	default: '={{ $json.slug }}',
	description:
		"The property, as its Booking.com URL (such as booking.com/hotel/it/hotel-artemide.html, which names its country too) or the page name in it with the Country Code. By default, the incoming item's slug: run it on the items of Property > Search.",
	id: { regex: SLUG, form: 'a property page name such as radisson-collection-roma-antica (with its Country Code)', placeholder: 'radisson-collection-roma-antica' },
	url: {
		form: 'a Booking.com property URL such as https://www.booking.com/hotel/it/radisson-collection-roma-antica.html',
		placeholder: 'https://www.booking.com/hotel/it/radisson-collection-roma-antica.html',
		extract: slugFromUrl,
		implies: { param: 'country_code', read: countryFromUrl },
	},
};

/**
 * The property's country, the first path segment. Required, yet a property URL names it: left blank (or its default
 * finding no incoming country_code), it is taken from the URL (input.ts), and `needsCountry` refuses the item otherwise.
 */
export const COUNTRY: StringParam = {
	displayName: 'Country Code',
	name: 'country_code',
	in: 'path',
	type: 'string',
	required: true,
	default: '={{ $json.country_code }}',
	placeholder: 'it',
	description:
		"The property's country as in its URL, two lower-case letters (it for booking.com/hotel/it/...). Blank when the Property is a URL, which names it. By default, the incoming item's country_code.",
	pattern: { regex: COUNTRY_CODE, form: 'a two-letter country code in lower case such as it or gb' },
};

/** A property call needs its country: from the field, or the property's URL. */
export const needsCountry = (values: Record<string, string | number | boolean>): string | undefined =>
	typeof values.country_code === 'string' && values.country_code !== ''
		? undefined
		: "Country Code is required with a page name: give the property's two-letter country (it for booking.com/hotel/it/...), or give the Property as its Booking.com URL, which names it";

export const CHECK_IN = stayDate('checkin', 'Check-In', 'The day of arrival', '2026-09-12');
export const CHECK_OUT = stayDate('checkout', 'Check-Out', 'The day of departure, after Check-In', '2026-09-15');
export const stay = stayRule('checkin', 'checkout');

export const ADULTS: NumberParam = { displayName: 'Adults', name: 'adults', in: 'query', type: 'integer', min: 1, max: 30, default: 2, description: 'Adults staying, 1 to 30' };
export const ROOMS: NumberParam = { displayName: 'Rooms', name: 'rooms', in: 'query', type: 'integer', min: 1, max: 30, default: 1, description: 'Rooms wanted, 1 to 30 (each with an adult)' };

/** Children as Booking takes them: each child's age, comma-separated. */
export const CHILDREN: StringParam = {
	displayName: 'Children Ages',
	name: 'children',
	in: 'query',
	type: 'string',
	default: '',
	placeholder: '4,9',
	description: "The age of each child staying, comma-separated (0 to 17), e.g. 4,9 for two children aged 4 and 9",
	pattern: { regex: /^(?:1[0-7]|\d)(?:,(?:1[0-7]|\d))*$/, form: 'ages from 0 to 17, comma-separated, such as 4,9' },
};

/** Each room needs an adult, as on Booking.com: more rooms than adults cannot be booked. */
export const roomsRule = (values: Record<string, string | number | boolean>): string | undefined => {
	const adults = typeof values.adults === 'number' ? values.adults : 2;
	const rooms = typeof values.rooms === 'number' ? values.rooms : 1;
	return rooms > adults ? `Rooms (${rooms}) cannot be more than Adults (${adults}): each room needs an adult` : undefined;
};

export const CURRENCY = currencyParam('The currency of the prices');

export const LANGUAGE: StringParam = {
	displayName: 'Language',
	name: 'language',
	in: 'query',
	type: 'string',
	default: '',
	placeholder: 'fr',
	description: 'The language of the text and price formatting, as a Booking locale such as fr, de or en-gb (blank for en-us)',
	pattern: { regex: /^[a-z]{2}(?:-[a-z]{2})?$/, form: 'a locale in lower case such as fr or en-gb' },
};
