import type { EndpointDescriptor, NumberParam, ParamDescriptor, ResourceDescriptor } from '../../shared/descriptor';
import { MARKET, PROPERTY } from '../realtor.params';
import { simplifyProperty, simplifyPropertyDetail } from '../realtor.records';

/** An optional number filter of the search, in Filters; not set, it is not sent. */
function numberFilter(displayName: string, name: string, what: string, example: number, type: 'integer' | 'number' = 'integer'): NumberParam {
	return {
		displayName,
		name,
		in: 'query',
		type,
		min: 0,
		default: example,
		filter: true,
		description: `${what}: ${type === 'integer' ? 'a whole number' : 'a number'} of at least 0, e.g. ${example}. Not set: no limit.`,
	};
}

/** One edge of a Canada bounding box (realtor.ca only), in decimal degrees. */
function boxEdge(name: 'lat_min' | 'lat_max' | 'lng_min' | 'lng_max', displayName: string, example: number): NumberParam {
	const latitude = name.startsWith('lat');
	return {
		displayName,
		name,
		in: 'query',
		type: 'number',
		min: latitude ? -90 : -180,
		max: latitude ? 90 : 180,
		default: example,
		filter: true,
		description: `Canada only (Market ca): the ${displayName.toLowerCase().replace('box ', '')} of a map box to search in, as a ${latitude ? 'latitude' : 'longitude'} in decimal degrees, e.g. ${example}. Set all four edges or none; with them, Location may be left blank. realtor.ca serves about 600 listings per box: split a dense city into smaller boxes.`,
	};
}

const PROPERTY_TYPES = [
	{ value: 'single_family', name: 'Single Family' },
	{ value: 'condos', name: 'Condos' },
	{ value: 'townhomes', name: 'Townhomes' },
	{ value: 'multi_family', name: 'Multi-Family' },
	{ value: 'mobile', name: 'Mobile' },
	{ value: 'land', name: 'Land' },
];

const SEARCH_PARAMS: ParamDescriptor[] = [
	{
		displayName: 'Location',
		name: 'location',
		in: 'query',
		type: 'string',
		topLevel: true,
		default: '',
		placeholder: 'Austin, TX',
		maxLength: 200,
		pattern: { regex: /^[^\r\n]+$/, form: 'a place on one line: a city and state, a ZIP or postal code, or a region, such as Austin, TX' },
		description:
			'Where to search: a city ("Austin, TX"), a ZIP or postal code, or a region ("Toronto, ON"); Location > Autocomplete gives the labels the portal knows. Required, unless Market is ca and Filters hold a whole bounding box.',
	},
	MARKET,
	{
		displayName: 'Status',
		name: 'status',
		in: 'query',
		type: 'options',
		topLevel: true,
		default: 'for_sale',
		description: 'Which listings: for sale (the default), for rent, recently sold, or pending',
		options: [
			{ value: 'for_sale', name: 'For Sale', description: 'Active for-sale listings' },
			{ value: 'for_rent', name: 'For Rent', description: 'Rental listings' },
			{ value: 'sold', name: 'Sold', description: 'Recently sold listings' },
			{ value: 'pending', name: 'Pending', description: 'Pending, under contract' },
		],
	},
	{
		displayName: 'Sort',
		name: 'sort',
		in: 'query',
		type: 'options',
		default: 'relevant',
		description: 'Order of the listings: best match (the default), most recently listed first (what a watch of new listings wants), by price, or most photos first',
		options: [
			{ value: 'photo_count', name: 'Most Photos' },
			{ value: 'newest', name: 'Newest' },
			{ value: 'price_high', name: 'Price: High to Low' },
			{ value: 'price_low', name: 'Price: Low to High' },
			{ value: 'relevant', name: 'Relevant' },
		],
	},
	numberFilter('Minimum Price', 'price_min', "Lowest list price, in the market's currency (USD on us, CAD on ca)", 300000, 'number'),
	numberFilter('Maximum Price', 'price_max', "Highest list price, in the market's currency; not below Minimum Price", 600000, 'number'),
	numberFilter('Minimum Bedrooms', 'beds_min', 'Fewest bedrooms', 3),
	numberFilter('Minimum Bathrooms', 'baths_min', 'Fewest bathrooms', 2),
	numberFilter('Minimum Square Feet', 'sqft_min', 'US market only: smallest interior area in square feet', 1200),
	numberFilter('Maximum Square Feet', 'sqft_max', 'US market only: largest interior area in square feet; not below Minimum Square Feet', 3000),
	{
		displayName: 'Property Types',
		name: 'property_type',
		in: 'query',
		type: 'multiOptions',
		default: [],
		filter: true,
		description: 'US market only: only these kinds of property (sent comma-separated, e.g. single_family,condos). Not set: every type.',
		options: PROPERTY_TYPES,
	},
	boxEdge('lat_min', 'Box South Edge', 43.6),
	boxEdge('lat_max', 'Box North Edge', 43.75),
	boxEdge('lng_min', 'Box West Edge', -79.5),
	boxEdge('lng_max', 'Box East Edge', -79.3),
];

const BOX = ['lat_min', 'lat_max', 'lng_min', 'lng_max'];
const US_ONLY: Array<[string, string]> = [
	['sqft_min', 'Minimum Square Feet'],
	['sqft_max', 'Maximum Square Feet'],
	['property_type', 'Property Types'],
];

/** The search's rules across fields, as the endpoint page states them. */
export function checkSearch(values: Record<string, string | number | boolean>): string | undefined {
	const market = values.market ?? 'us';
	const box = BOX.filter((name) => typeof values[name] === 'number');
	if (box.length > 0 && box.length < BOX.length) return 'The bounding box needs all four edges (Box South, North, West and East Edge) or none';
	if (box.length > 0 && market !== 'ca') return 'A bounding box is for the Canada market only: set Market to ca, or remove the Box edges';
	if (box.length > 0 && ((values.lat_min as number) >= (values.lat_max as number) || (values.lng_min as number) >= (values.lng_max as number))) {
		return 'Box South Edge must be below Box North Edge, and Box West Edge below Box East Edge';
	}
	if (box.length === 0 && (typeof values.location !== 'string' || values.location.trim() === '')) {
		return 'Location is required: give a city, ZIP or postal code, or region such as Austin, TX (or, on Market ca, a whole bounding box)';
	}
	if (market === 'ca') {
		const usOnly = US_ONLY.find(([name]) => values[name] !== undefined && values[name] !== '');
		if (usOnly) return `${usOnly[1]} is a US market filter: realtor.ca does not take it. Remove it, or set Market to us`;
	}
	for (const [low, high, lowName, highName] of [['price_min', 'price_max', 'Minimum Price', 'Maximum Price'], ['sqft_min', 'sqft_max', 'Minimum Square Feet', 'Maximum Square Feet']]) {
		if (typeof values[low] === 'number' && typeof values[high] === 'number' && values[low] > values[high]) return `${lowName} (${values[low]}) must not be above ${highName} (${values[high]})`;
	}
	return undefined;
}

const search: EndpointDescriptor = {
	operation: 'search',
	name: 'Search',
	action: 'Search Realtor listings',
	description:
		"Search realtor.com (US) or realtor.ca (Canada) for listings for sale, for rent, sold or pending in a place, with price, size and type filters. One item per property: property_id (what Property > Get takes), list_price and list_price_formatted in the market's currency, beds, baths, sqft, address with its coordinate, photos, flags (new, price reduced...), list date, days on market, agents and open houses. With Simplify, the price is price, currency and price_text.",
	method: 'GET',
	path: '/v1/realtor/search',
	params: SEARCH_PARAMS,
	check: checkSearch,
	// docs/api-reference/endpoint/realtor/search.mdx: "Each search request costs **8 credits**".
	credits: 8,
	// Numbered pages of up to 200 listings (`limit`), to `total_pages` (or `total` listings) of the answer.
	paging: { kind: 'page', param: 'page', totalPagesPath: 'total_pages', totalRecordsPath: 'total', pageSize: { param: 'limit', min: 1, max: 200 } },
	records: 'results',
	simplify: simplifyProperty,
	toolUse: 'Use to find homes for sale or rent in a US or Canadian city, ZIP or postal code on realtor.com or realtor.ca',
};

const get: EndpointDescriptor = {
	operation: 'get',
	name: 'Get',
	action: 'Get a Realtor property',
	description:
		"Read one property in full, by ID or listing URL: the search's fields plus details by category, amenities, tax history, price history (listed, sold, price changed), nearby schools with ratings, and value estimates. With Simplify, one row with the latest price event, estimate and tax record.",
	notice: 'One request per input item, 10 credits each: fed 50 properties from a search, this runs 50 times and costs 500 credits. Request Options > Credit Budget caps what a run may spend.',
	method: 'GET',
	path: '/v1/realtor/properties/{property_id}',
	params: [PROPERTY, MARKET],
	// docs/api-reference/endpoint/realtor/get-property.mdx: "Each property-detail request costs **10 credits**".
	credits: 10,
	paging: { kind: 'none' },
	simplify: simplifyPropertyDetail,
};

export const property: ResourceDescriptor = {
	value: 'property',
	name: 'Property',
	description: 'Homes on realtor.com and realtor.ca: search listings, read one property in full',
	endpoints: [search, get],
};
