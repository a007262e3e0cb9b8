import type { EndpointDescriptor, ParamDescriptor, ResourceDescriptor } from '../../shared/descriptor';
import { fieldPlace } from '../../shared/descriptor';
import { AUTOCOMPLETE_CREDITS, LOCATION_TEXT, numberFilter } from '../zillow.params';
import { SEARCH_CONTEXT, simplifyListing, simplifyProperty } from '../zillow.records';
import { bareZpid, homedetailsUrl, ZPID, zpidFromUrl } from '../zillow.urls';

/** Zillow shows at most this many pages of one search (about 41 homes a page, so about 820 homes). */
export const SEARCH_PAGE_CAP = 20;

/** Where the Map Bounds fields sit in the node (the Filters collection), as a user finds them. */
const MAP_BOUNDS_FIELDS = `${fieldPlace(mapBound('north', 0)) === 'filters' ? 'Filters' : 'Options'} > Map Bounds`;

export const SEARCH_CAP_HINT =
	'Zillow shows at most 20 pages (about 820 homes) of one search, and this search matched more, so the rest were not fetched. ' +
	`To get them, split the area into smaller boxes and run one search per box: set ${MAP_BOUNDS_FIELDS} North, South, East and West ` +
	'(start from the search.map_bounds of any result and halve it, e.g. North to the middle latitude for one box and South to it for the other), ' +
	'or narrow the search with a price range or home type.';

const HOME_TYPES = [
	{ value: 'houses', name: 'Houses' },
	{ value: 'condos', name: 'Condos' },
	{ value: 'townhomes', name: 'Townhomes' },
	{ value: 'apartments', name: 'Apartments' },
	{ value: 'manufactured', name: 'Manufactured' },
	{ value: 'lots', name: 'Lots / Land' },
	{ value: 'multi_family', name: 'Multi-Family' },
];

const SORTS = [
	{ value: 'homes_for_you', name: 'Homes for You (Best Match)' },
	{ value: 'newest', name: 'Newest' },
	{ value: 'price_high_to_low', name: 'Price (High to Low)' },
	{ value: 'price_low_to_high', name: 'Price (Low to High)' },
	{ value: 'bedrooms', name: 'Bedrooms' },
	{ value: 'bathrooms', name: 'Bathrooms' },
	{ value: 'square_feet', name: 'Square Feet' },
	{ value: 'lot_size', name: 'Lot Size' },
	{ value: 'year_built', name: 'Year Built' },
];

/** One edge of the map box a search can be limited to: a latitude (north, south) or a longitude (east, west). */
function mapBound(name: 'north' | 'south' | 'east' | 'west', example: number): ParamDescriptor {
	const latitude = name === 'north' || name === 'south';
	const label = name[0].toUpperCase() + name.slice(1);
	return {
		displayName: `Map Bounds ${label}`,
		name,
		in: 'query',
		filter: true,
		type: 'number',
		default: example,
		description: `${label} edge of a map box to search in, as a ${latitude ? 'latitude from -90 to 90' : 'longitude from -180 to 180'} in decimal degrees, e.g. ${example}. Set North, South, East and West together (North above South), or none. Use it to split a search of more than about 820 homes into smaller boxes: a result's search.map_bounds gives the box Zillow searched.`,
	};
}

/** The field of a Location > Autocomplete record that Property > Search takes as its Location. */
const SUGGESTION_TEXT = 'display';

const SEARCH_PARAMS: ParamDescriptor[] = [
	{
		displayName: 'Location',
		name: 'location',
		in: 'query',
		type: 'pick',
		required: true,
		default: '',
		description: `Where to search: type a city and state, ZIP code, neighborhood or address (e.g. Austin, TX or 78704) in "By Value", or search Zillow's places in "From List". Each search in the list runs Location > Autocomplete, costs ${AUTOCOMPLETE_CREDITS} credits and runs only once you type a place name.`,
		placeholder: 'Austin, TX',
		pattern: LOCATION_TEXT,
		typedMode: 'By Value',
		list: {
			method: 'zillowLocations',
			from: { resource: 'location', operation: 'autocomplete' },
			// The suggestion's own text is both what is shown and what the search takes.
			value: SUGGESTION_TEXT,
			name: SUGGESTION_TEXT,
			filter: 'query',
		},
	},
	{
		displayName: 'Status',
		name: 'status',
		in: 'query',
		type: 'options',
		topLevel: true,
		default: 'for_sale',
		description: 'Which listings to search: homes for sale (the default), for rent, or recently sold',
		options: [
			{ value: 'for_sale', name: 'For Sale', description: 'Active for-sale listings' },
			{ value: 'for_rent', name: 'For Rent', description: 'Rental listings; prices are per month' },
			{ value: 'sold', name: 'Sold', description: 'Recently sold homes, with the sale price' },
		],
	},
	{
		displayName: 'Sort',
		name: 'sort',
		in: 'query',
		type: 'options',
		default: 'homes_for_you',
		description: "Order of the results. Not set: Zillow's own order (Homes for You).",
		options: SORTS,
	},
	numberFilter('Minimum Price', 'price_min', 'Lowest price in US dollars (per month when Status is For Rent)', 300000, { min: 0 }),
	numberFilter('Maximum Price', 'price_max', 'Highest price in US dollars (per month when Status is For Rent); not below Minimum Price', 600000, { min: 0 }),
	numberFilter('Minimum Bedrooms', 'beds_min', 'Fewest bedrooms', 3, { min: 0, max: 10 }),
	numberFilter('Minimum Bathrooms', 'baths_min', 'Fewest bathrooms, halves allowed', 2, { min: 0, max: 10, type: 'number' }),
	{
		displayName: 'Home Types',
		name: 'home_type',
		in: 'query',
		filter: true,
		type: 'multiOptions',
		default: [],
		description:
			'Only these kinds of home; pick one or more (sent comma-separated, e.g. houses,townhomes). From an expression, give a list or comma-separated text of houses, condos, townhomes, apartments, manufactured, lots, multi_family. Not set: all types.',
		options: HOME_TYPES,
	},
	numberFilter('Minimum Square Feet', 'sqft_min', 'Smallest interior area in square feet', 1200, { min: 0 }),
	numberFilter('Maximum Square Feet', 'sqft_max', 'Largest interior area in square feet; not below Minimum Square Feet', 3000, { min: 0 }),
	numberFilter('Minimum Lot Size', 'lot_min', 'Smallest lot in square feet (an acre is 43,560)', 5000, { min: 0 }),
	numberFilter('Maximum Lot Size', 'lot_max', 'Largest lot in square feet (an acre is 43,560); not below Minimum Lot Size', 43560, { min: 0 }),
	numberFilter('Year Built From', 'year_built_min', 'Earliest year built', 1990, { min: 1800 }),
	numberFilter('Year Built To', 'year_built_max', 'Latest year built; not before Year Built From', 2020, { min: 1800 }),
	numberFilter('Maximum HOA Fee', 'hoa_max', 'Highest monthly HOA fee in US dollars', 300, { min: 0 }),
	{
		displayName: 'Keywords',
		name: 'keywords',
		in: 'query',
		filter: true,
		type: 'string',
		default: '',
		description: 'Words the listing description must contain, e.g. "pool" or "garage workshop"',
		placeholder: 'pool',
	},
	{
		displayName: 'Days on Zillow',
		name: 'days_on',
		in: 'query',
		filter: true,
		type: 'string',
		default: '',
		description:
			"Only listings at most this long on Zillow: a number of days as Zillow's filter offers them (1, 7, 14, 30, 90) or months (6m, 12m, 24m, 36m), e.g. 7. Not set: any age.",
		placeholder: '7',
		pattern: { regex: /^(\d{1,4}|\d{1,2}m)$/, form: 'a number of days such as 7 or 30, or months such as 6m' },
	},
	mapBound('north', 30.35),
	mapBound('south', 30.2),
	mapBound('east', -97.65),
	mapBound('west', -97.85),
	{
		displayName: 'Start Page',
		name: 'page',
		in: 'query',
		type: 'integer',
		min: 1,
		max: SEARCH_PAGE_CAP,
		default: 1,
		description:
			'First page of results to read, 1 to 20, e.g. 3 to resume a run that stopped at page 3. Paging goes on from there to the last page. Each page holds about 41 homes.',
	},
];

const RANGES: Array<[string, string, string, string]> = [
	['price_min', 'price_max', 'Minimum Price', 'Maximum Price'],
	['sqft_min', 'sqft_max', 'Minimum Square Feet', 'Maximum Square Feet'],
	['lot_min', 'lot_max', 'Minimum Lot Size', 'Maximum Lot Size'],
	['year_built_min', 'year_built_max', 'Year Built From', 'Year Built To'],
];

const BOUNDS = [
	{ name: 'north', label: 'North', limit: 90 },
	{ name: 'south', label: 'South', limit: 90 },
	{ name: 'east', label: 'East', limit: 180 },
	{ name: 'west', label: 'West', limit: 180 },
];

/** The search's rules across fields: each minimum not above its maximum, and a map box that is whole and the right way up. */
export function checkSearch(values: Record<string, string | number | boolean>): string | undefined {
	for (const [low, high, lowName, highName] of RANGES) {
		const min = values[low];
		const max = values[high];
		if (typeof min === 'number' && typeof max === 'number' && min > max) {
			return `${lowName} (${min}) must not be above ${highName} (${max})`;
		}
	}
	const given = BOUNDS.filter((bound) => typeof values[bound.name] === 'number');
	if (given.length > 0 && given.length < BOUNDS.length) {
		const missing = BOUNDS.filter((bound) => !given.includes(bound));
		return `Map bounds need all four of North, South, East and West, or none: ${missing.map((bound) => bound.label).join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing`;
	}
	for (const bound of given) {
		const value = values[bound.name] as number;
		if (Math.abs(value) > bound.limit) {
			const kind = bound.limit === 90 ? 'a latitude' : 'a longitude';
			return `Map Bounds ${bound.label} must be ${kind} from -${bound.limit} to ${bound.limit}, got ${value}`;
		}
	}
	if (given.length === BOUNDS.length && (values.north as number) <= (values.south as number)) {
		return `Map Bounds North (${values.north}) must be above Map Bounds South (${values.south})`;
	}
	return undefined;
}

const search: EndpointDescriptor = {
	operation: 'search',
	name: 'Search',
	action: 'Search properties',
	description:
		'Search Zillow for homes for sale, for rent or recently sold in a place, with price, size, type and map filters, one item per home (price, beds, baths, area, address, coordinates, ZPID, URL). Each home carries the search\'s facts under "search": location, status, map_results_count, region, map_bounds and pagination (the page it came from, total_pages and total_results); Simplify\'s flat rows (also what an AI tool call returns) leave them out.',
	notice:
		`Zillow shows at most 20 pages (about 820 homes) of one search. For a bigger area, split it into map boxes with ${MAP_BOUNDS_FIELDS}, or narrow it with the other filters.`,
	method: 'GET',
	path: '/v1/zillow/search',
	params: SEARCH_PARAMS,
	check: checkSearch,
	credits: 5,
	paging: {
		kind: 'page',
		param: 'page',
		// total_pages ends a list that fits in 20 pages; at the cap it says 20 however many homes matched,
		// so total_results tells whether the cap cut the list.
		totalPagesPath: 'pagination.total_pages',
		totalRecordsPath: 'pagination.total_results',
		lastPage: SEARCH_PAGE_CAP,
		lastPageHint: SEARCH_CAP_HINT,
	},
	records: 'results',
	recordContext: SEARCH_CONTEXT,
	simplify: simplifyListing,
};

const get: EndpointDescriptor = {
	operation: 'get',
	name: 'Get',
	action: 'Get a property',
	description:
		"Get one property's full detail, by Zillow property URL or ZPID: price, Zestimate and its history, home facts, price and tax history, schools, listing agent, photos and mortgage rates.",
	method: 'GET',
	path: '/v1/zillow/property/{zpid}',
	params: [
		{
			displayName: 'Property',
			name: 'zpid',
			in: 'path',
			type: 'locator',
			required: true,
			default: '',
			description:
				"The property, as its Zillow page URL (https://www.zillow.com/homedetails/.../29499726_zpid/) or its ZPID (digits, e.g. 29499726). A search result works directly: after Property > Search, drag the result's zpid field into By ID.",
			id: {
				regex: ZPID,
				form: 'a ZPID (Zillow property ID, digits) such as 29499726',
				placeholder: '29499726',
				normalize: bareZpid,
			},
			url: {
				form: 'a Zillow property URL such as https://www.zillow.com/homedetails/123-Main-St-Austin-TX-78701/29499726_zpid/',
				placeholder: 'https://www.zillow.com/homedetails/123-Main-St-Austin-TX-78701/29499726_zpid/',
				extract: zpidFromUrl,
				sendTo: { path: '/v1/zillow/property', param: 'url', accept: homedetailsUrl },
			},
		},
	],
	credits: 5,
	paging: { kind: 'none' },
	records: 'property',
	simplify: simplifyProperty,
};

export const property: ResourceDescriptor = {
	value: 'property',
	name: 'Property',
	description: 'Homes on Zillow: search listings, get one property in full',
	endpoints: [search, get],
};
