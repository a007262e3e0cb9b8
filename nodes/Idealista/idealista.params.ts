/**
 * The Idealista node's parameters, exactly as the OpenAPI gives them (no docs page describes this source): the market
 * (es|it|pt), the operation (sale|rent), the property type, the response language, a listing by code or URL, an agency
 * by short name or microsite URL, the plain page and page size of the agency calls and the search, and the search's
 * filters. Every answer is one item as it comes: no page documents an answer's shape, so nothing is read out of it.
 */
import type { BooleanParam, LocatorParam, NumberParam, OptionsParam, StringParam } from '../shared/descriptor';
import { IDEALISTA_MARKETS, marketFromUrl, NATIONAL_PHONE, PROPERTY_CODE, propertyCodeFromUrl, SHORT_NAME, shortNameFromUrl } from './idealista.urls';

/** Said in every operation's description: the answer's shape is documented nowhere. */
export const AS_IT_COMES = 'No page documents its answers: the answer whole, as one item.';

/** Said on every field that takes a portal URL: its host names the market. */
const URL_MARKET_RULE =
	"A URL's portal names its market (idealista.it: it): it is used when Market is left at its default (es); a Market set to another one than the URL's is refused before any request.";

/** Every call's market but Market > List: es when left unset, as the OpenAPI's default. */
export const MARKET: OptionsParam = {
	displayName: 'Market',
	name: 'market',
	in: 'query',
	type: 'options',
	default: 'es',
	description: 'The Idealista portal to read, by its market code: es (idealista.com, Spain, the default), it (idealista.it, Italy) or pt (idealista.pt, Portugal). Property codes, agencies and location codes belong to one market.',
	options: IDEALISTA_MARKETS.map((market) => ({ value: market.code, name: `${market.country} (${market.domain.replace(/^www\./, '')})` })),
};

const OPERATION_VALUES = [
	{ value: 'sale', name: 'Sale' },
	{ value: 'rent', name: 'Rent' },
];

/** Sale or rent ("sale|rent"): sale by default on a search and a suggestion, as the OpenAPI's default. */
// The service's own name for sale|rent: an optional parameter, so its field sits in Options or Filters, never beside
// the node's Operation.
export const DEAL: OptionsParam = {
	displayName: 'Deal',
	name: 'operation',
	in: 'query',
	type: 'options',
	noDataExpression: true,
	default: 'sale',
	description: 'For sale (the default) or for rent (the service\'s "operation")',
	options: OPERATION_VALUES,
};

/** An agency's listings narrowed to sale or rent; unset, the service's own (the OpenAPI gives no default). */
export const DEAL_FILTER: OptionsParam = {
	...DEAL,
	filter: true,
	description: 'Only the listings for sale or only those for rent (the service\'s "operation"); not set: both',
};

const PROPERTY_TYPE_VALUES = [
	{ value: 'bedrooms', name: 'Bedrooms (Rooms to Share)' },
	{ value: 'buildings', name: 'Buildings' },
	{ value: 'garages', name: 'Garages' },
	{ value: 'homes', name: 'Homes' },
	{ value: 'lands', name: 'Lands' },
	{ value: 'newDevelopments', name: 'New Developments' },
	{ value: 'offices', name: 'Offices' },
	{ value: 'premises', name: 'Premises' },
	{ value: 'storageRooms', name: 'Storage Rooms' },
];

/** The kind of property ("homes|offices|premises|garages|newDevelopments|lands|storageRooms|buildings|bedrooms"). */
export const PROPERTY_TYPE: OptionsParam = {
	displayName: 'Property Type',
	name: 'property_type',
	in: 'query',
	type: 'options',
	default: 'homes',
	filter: true,
	description: 'The kind of property: homes (the default), offices, premises, garages, new developments, lands, storage rooms, buildings or bedrooms (rooms to share)',
	options: PROPERTY_TYPE_VALUES,
};

/** An agency's listings narrowed to one kind of property; unset, every kind (the OpenAPI gives no default). */
export const PROPERTY_TYPE_FILTER: OptionsParam = {
	...PROPERTY_TYPE,
	description: "Only the agency's listings of one kind: homes, offices, premises, garages, new developments, lands, storage rooms, buildings or bedrooms; not set: every kind",
};

/** The response language ("Response language (en, es, it, pt)"). */
export const locale = (defaultValue: string, what = 'The language of the answer'): OptionsParam => ({
	displayName: 'Language',
	name: 'locale',
	in: 'query',
	type: 'options',
	default: defaultValue,
	description: `${what}: en (English), es (Spanish), it (Italian) or pt (Portuguese)${defaultValue === 'en' ? ', en by default' : ''}`,
	options: [
		{ value: 'en', name: 'English' },
		{ value: 'es', name: 'Spanish' },
		{ value: 'it', name: 'Italian' },
		{ value: 'pt', name: 'Portuguese' },
	],
});

/** A page number, a plain field: no page documents where an answer's list is, so nothing pages on its own. */
export const PAGE: NumberParam = {
	displayName: 'Page',
	name: 'page',
	in: 'query',
	type: 'integer',
	min: 1,
	default: 1,
	description: 'The page of results to read, from 1 (the default). A plain field: the node reads this one page (no page documents the answer, so it cannot page on its own).',
};

/** The listings per page, 1 to 50 (30 by default, as the OpenAPI's). */
export const MAX_ITEMS: NumberParam = {
	displayName: 'Max Items',
	name: 'max_items',
	in: 'query',
	type: 'integer',
	min: 1,
	max: 50,
	default: 30,
	description: 'The listings per page, from 1 to 50 (30 by default)',
};

export const INCLUDE_LISTINGS: BooleanParam = {
	displayName: 'Include Listings',
	name: 'include_listings',
	in: 'query',
	type: 'boolean',
	default: true,
	description: "Whether the answer carries a page of the agency's listings besides its profile (on by default)",
};

const EXAMPLE_CODE = '104412345';
const EXAMPLE_AGENCY = 'inmobiliaria-centro-madrid';

const PROPERTY_DESCRIPTION = `The listing, as its URL (e.g. https://www.idealista.com/inmueble/${EXAMPLE_CODE}/; idealista.it/immobile/<code>/ and idealista.pt/imovel/<code>/ too) or its numeric property code. ${URL_MARKET_RULE}`;
const AGENCY_DESCRIPTION = `The agency, as its microsite URL (e.g. https://www.idealista.com/pro/${EXAMPLE_AGENCY}/) or its short name, the URL's slug. ${URL_MARKET_RULE}`;

/** A listing, by its property code or its URL on any of the three portals. */
export const PROPERTY: LocatorParam = {
	displayName: 'Property',
	name: 'property_code',
	in: 'path',
	type: 'locator',
	default: '',
	required: true,
	description: PROPERTY_DESCRIPTION,
	id: { regex: PROPERTY_CODE, form: `a numeric property code such as ${EXAMPLE_CODE}`, placeholder: EXAMPLE_CODE },
	url: {
		form: `an Idealista listing URL such as https://www.idealista.com/inmueble/${EXAMPLE_CODE}/ (or idealista.it/immobile/<code>/, idealista.pt/imovel/<code>/)`,
		placeholder: `https://www.idealista.com/inmueble/${EXAMPLE_CODE}/`,
		extract: propertyCodeFromUrl,
		implies: { param: MARKET.name, read: marketFromUrl },
	},
};

/** An agency, by its shortName (its microsite's slug) or its microsite URL. */
export const AGENCY: LocatorParam = {
	displayName: 'Agency',
	name: 'short_name',
	in: 'path',
	type: 'locator',
	default: '',
	required: true,
	description: AGENCY_DESCRIPTION,
	id: { regex: SHORT_NAME, form: `an agency short name such as ${EXAMPLE_AGENCY} (letters, digits, dashes)`, placeholder: EXAMPLE_AGENCY },
	url: {
		form: `an Idealista agency microsite URL such as https://www.idealista.com/pro/${EXAMPLE_AGENCY}/`,
		placeholder: `https://www.idealista.com/pro/${EXAMPLE_AGENCY}/`,
		extract: shortNameFromUrl,
		implies: { param: MARKET.name, read: marketFromUrl },
	},
};

/** A contact phone, the national number ("national number"), as digits. */
export const PHONE: StringParam = {
	displayName: 'Phone',
	name: 'phone',
	in: 'path',
	type: 'string',
	required: true,
	default: '',
	placeholder: '912345678',
	description: "The agency's contact phone as a national number in digits, without the country code, e.g. 912345678",
	pattern: { regex: NATIONAL_PHONE, form: 'a national phone number of 6 to 15 digits such as 912345678 (no +34 or other country code, no spaces)' },
};

/** An Idealista location code, as Location > Suggest gives it ("Idealista location code (from /suggest)"). */
export const LOCATION: StringParam = {
	displayName: 'Location Code',
	name: 'location',
	in: 'query',
	type: 'string',
	required: true,
	default: '',
	placeholder: '0-EU-ES-28-07-001-079',
	description: 'The Idealista location code to search, as Location > Suggest gives it, e.g. 0-EU-ES-28-07-001-079 (Madrid)',
	pattern: { regex: /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/, form: 'an Idealista location code from Location > Suggest such as 0-EU-ES-28-07-001-079 (letters, digits, dashes)' },
};

/** A search filter's lower or upper bound, at least 0 ("minimum: 0"). */
export const bound = (name: string, displayName: string, description: string, example: number, type: 'integer' | 'number' = 'number'): NumberParam => ({
	displayName,
	name,
	in: 'query',
	type,
	min: 0,
	default: example,
	filter: true,
	description: `${description}, ${type === 'integer' ? 'a whole number' : 'a number'} of at least 0 such as ${example}. Not set: no limit.`,
});

export const SEARCH_BOUNDS: NumberParam[] = [
	bound('min_price', 'Minimum Price', "The lowest price, in the market's currency (EUR)", 150000),
	bound('max_price', 'Maximum Price', "The highest price, in the market's currency (EUR)", 400000),
	bound('min_size', 'Minimum Size', 'The smallest size, in m²', 60),
	bound('max_size', 'Maximum Size', 'The largest size, in m²', 120),
	bound('min_rooms', 'Minimum Rooms', 'The fewest rooms', 2, 'integer'),
	bound('max_rooms', 'Maximum Rooms', 'The most rooms', 4, 'integer'),
];

const RANGES: Array<[string, string, string, string]> = [
	['min_price', 'max_price', 'Minimum Price', 'Maximum Price'],
	['min_size', 'max_size', 'Minimum Size', 'Maximum Size'],
	['min_rooms', 'max_rooms', 'Minimum Rooms', 'Maximum Rooms'],
];

/** Each minimum at or below its maximum, named as the fields are. */
export function rangesInOrder(values: Record<string, string | number | boolean>): string | undefined {
	for (const [low, high, lowName, highName] of RANGES) {
		if (typeof values[low] === 'number' && typeof values[high] === 'number' && values[low] > values[high]) {
			return `${lowName} is above ${highName}: give a minimum at or below the maximum`;
		}
	}
	return undefined;
}
