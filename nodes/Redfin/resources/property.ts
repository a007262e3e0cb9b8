import type { EndpointDescriptor, NumberParam, ParamDescriptor, ResourceDescriptor } from '../../shared/descriptor';
import { ASSUMED_CREDITS, LOCATION_TEXT } from '../redfin.params';
import { simplifyHome } from '../redfin.records';
import { homeUrl, PROPERTY_ID, propertyIdFromUrl } from '../redfin.urls';

/** Redfin serves at most this many pages of one search (the OpenAPI's `page` maximum). */
export const SEARCH_PAGE_CAP = 20;

function numberFilter(displayName: string, name: string, what: string, example: number, bounds: { min: number; max?: number; type?: 'integer' | 'number' }): NumberParam {
	const range = bounds.max === undefined ? `at least ${bounds.min}` : `${bounds.min} to ${bounds.max}`;
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

function mapBound(name: 'north' | 'south' | 'east' | 'west', example: number): NumberParam {
	const latitude = name === 'north' || name === 'south';
	const label = name[0].toUpperCase() + name.slice(1);
	return {
		displayName: `Map Bounds ${label}`,
		name,
		in: 'query',
		filter: true,
		type: 'number',
		min: latitude ? -90 : -180,
		max: latitude ? 90 : 180,
		default: example,
		description: `${label} edge of a map box to search in, as a ${latitude ? 'latitude' : 'longitude'} in decimal degrees, e.g. ${example}. Set all four or none (North above South, East of West). The OpenAPI: "Map bounds for tiling past the cap" of 20 pages.`,
	};
}

const SEARCH_PARAMS: ParamDescriptor[] = [
	{
		displayName: 'Location',
		name: 'location',
		in: 'query',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'Seattle, WA',
		maxLength: 200,
		pattern: LOCATION_TEXT,
		description: 'Where to search: a city and state, ZIP code, address or neighborhood, e.g. Seattle, WA or 98103. Location > Autocomplete gives the places Redfin knows.',
	},
	{
		displayName: 'Sort',
		name: 'sort',
		in: 'query',
		type: 'options',
		default: 'relevant',
		description: "Order of the homes: Redfin's best match (the default), newest first (what a watch of new listings wants), by price, size, lot, price per square foot, bedrooms or bathrooms",
		options: [
			{ value: 'baths', name: 'Bathrooms' },
			{ value: 'beds', name: 'Bedrooms' },
			{ value: 'lot_size', name: 'Lot Size' },
			{ value: 'newest', name: 'Newest' },
			{ value: 'price_per_sqft', name: 'Price per Square Foot' },
			{ value: 'price_high_to_low', name: 'Price: High to Low' },
			{ value: 'price_low_to_high', name: 'Price: Low to High' },
			{ value: 'relevant', name: 'Relevant' },
			{ value: 'square_feet', name: 'Square Feet' },
		],
	},
	numberFilter('Minimum Price', 'price_min', 'Lowest price in US dollars', 300000, { min: 0 }),
	numberFilter('Maximum Price', 'price_max', 'Highest price in US dollars; not below Minimum Price', 800000, { min: 0 }),
	numberFilter('Minimum Bedrooms', 'beds_min', 'Fewest bedrooms', 3, { min: 0, max: 10 }),
	numberFilter('Minimum Bathrooms', 'baths_min', 'Fewest bathrooms, halves allowed', 2, { min: 0, max: 10, type: 'number' }),
	{
		displayName: 'Home Type',
		name: 'home_type',
		in: 'query',
		type: 'options',
		filter: true,
		default: 'house',
		description: 'Only one kind of home (the OpenAPI lists house, condo, townhouse, multi_family, land, mobile, coop and other). Not set: every kind.',
		options: [
			{ value: 'coop', name: 'Co-Op' },
			{ value: 'condo', name: 'Condo' },
			{ value: 'house', name: 'House' },
			{ value: 'land', name: 'Land' },
			{ value: 'mobile', name: 'Mobile' },
			{ value: 'multi_family', name: 'Multi-Family' },
			{ value: 'other', name: 'Other' },
			{ value: 'townhouse', name: 'Townhouse' },
		],
	},
	numberFilter('Minimum Square Feet', 'sqft_min', 'Smallest interior area in square feet', 1200, { min: 0 }),
	numberFilter('Maximum Square Feet', 'sqft_max', 'Largest interior area in square feet; not below Minimum Square Feet', 3000, { min: 0 }),
	numberFilter('Minimum Lot Size', 'lot_min', 'Smallest lot in square feet', 4000, { min: 0 }),
	numberFilter('Maximum Lot Size', 'lot_max', 'Largest lot in square feet; not below Minimum Lot Size', 20000, { min: 0 }),
	numberFilter('Year Built From', 'year_built_min', 'Earliest year built', 1990, { min: 1800 }),
	numberFilter('Year Built To', 'year_built_max', 'Latest year built; not before Year Built From', 2020, { min: 1800 }),
	numberFilter('Max Days on Market', 'max_days_on_market', 'Only homes listed at most this many days ago', 7, { min: 0 }),
	mapBound('north', 47.73),
	mapBound('south', 47.49),
	mapBound('east', -122.22),
	mapBound('west', -122.44),
];

const RANGES: Array<[string, string, string, string]> = [
	['price_min', 'price_max', 'Minimum Price', 'Maximum Price'],
	['sqft_min', 'sqft_max', 'Minimum Square Feet', 'Maximum Square Feet'],
	['lot_min', 'lot_max', 'Minimum Lot Size', 'Maximum Lot Size'],
	['year_built_min', 'year_built_max', 'Year Built From', 'Year Built To'],
];
const BOUNDS = ['north', 'south', 'east', 'west'];

export function checkSearch(values: Record<string, string | number | boolean>): string | undefined {
	for (const [low, high, lowName, highName] of RANGES) {
		if (typeof values[low] === 'number' && typeof values[high] === 'number' && values[low] > values[high]) return `${lowName} (${values[low]}) must not be above ${highName} (${values[high]})`;
	}
	const given = BOUNDS.filter((name) => typeof values[name] === 'number');
	if (given.length > 0 && given.length < BOUNDS.length) return 'Map bounds need all four of North, South, East and West, or none';
	if (given.length === BOUNDS.length && ((values.north as number) <= (values.south as number) || (values.east as number) <= (values.west as number))) {
		return 'Map Bounds North must be above South, and East east of West';
	}
	return undefined;
}

const search: EndpointDescriptor = {
	operation: 'search',
	name: 'Search',
	action: 'Search Redfin homes',
	description:
		'Search Redfin for homes in a place, with price, size, lot, age, days on market, home type and map filters. One item per home: property_id (what Property > Get takes), url, status, price and currency, beds, baths, sqft, lot, year built, address, coordinates, days on market, the listing date and photos. With Simplify, the price is price, currency and price_text.',
	notice: `Redfin serves at most ${SEARCH_PAGE_CAP} pages of one search. For a bigger area, split it into map boxes with Filters > Map Bounds, or narrow it with the other filters. ScrapeBadger publishes no Redfin price: 5 credits a page is assumed (as Zillow's search) and the charge the service reports is counted.`,
	method: 'GET',
	path: '/v1/redfin/search',
	params: SEARCH_PARAMS,
	check: checkSearch,
	credits: ASSUMED_CREDITS.search,
	creditsAssumed: true,
	paging: {
		kind: 'page',
		param: 'page',
		totalPagesPath: 'pagination.total_pages',
		totalRecordsPath: 'pagination.total_results',
		lastPage: SEARCH_PAGE_CAP,
		lastPageHint: `Redfin serves at most ${SEARCH_PAGE_CAP} pages of one search, and this one matched more: split the area into smaller boxes with Filters > Map Bounds (North, South, East, West), or narrow it with a price range or home type.`,
	},
	records: 'results',
	simplify: simplifyHome,
	toolUse: 'Use to find homes for sale in a US city, ZIP code or neighborhood on Redfin',
};

const get: EndpointDescriptor = {
	operation: 'get',
	name: 'Get',
	action: 'Get a Redfin home',
	description:
		"Read one home in full, by its Redfin URL or its numeric propertyId: the search's facts with the listing's description, details, price and tax history, schools and photos, as the service gives them.",
	notice: 'One request per input item (5 credits each assumed: ScrapeBadger publishes no Redfin price, and the charge the service reports is counted).',
	method: 'GET',
	path: '/v1/redfin/property/{property_id}',
	params: [
		{
			displayName: 'Property',
			name: 'property_id',
			in: 'path',
			type: 'locator',
			required: true,
			default: '={{ $json.property_id }}',
			description:
				"The home, as its Redfin URL (https://www.redfin.com/WA/Seattle/123-Main-St-98103/home/12345678, sent whole to the service's by-URL read) or its propertyId (digits, e.g. 12345678). By default, the incoming item's property_id: run it on the items of Property > Search.",
			id: { regex: PROPERTY_ID, form: 'a Redfin propertyId (digits) such as 12345678', placeholder: '12345678' },
			url: {
				form: 'a Redfin home URL such as https://www.redfin.com/WA/Seattle/123-Main-St-98103/home/12345678',
				placeholder: 'https://www.redfin.com/WA/Seattle/123-Main-St-98103/home/12345678',
				extract: propertyIdFromUrl,
				sendTo: { path: '/v1/redfin/property', param: 'url', accept: homeUrl },
			},
		},
	],
	credits: ASSUMED_CREDITS.property,
	creditsAssumed: true,
	paging: { kind: 'none' },
	simplify: simplifyHome,
};

export const property: ResourceDescriptor = {
	value: 'property',
	name: 'Property',
	description: 'Homes on Redfin: search listings, read one home in full',
	endpoints: [search, get],
};
