import type { NumberParam, OptionsParam, ResourceDescriptor, StringParam } from '../../shared/descriptor';
import { LISTING, MARKET, SEARCH_PAGING } from '../loopnet.params';
import { simplifyCard, simplifyListing } from '../loopnet.records';

const LOCATION: StringParam = {
	displayName: 'Location',
	name: 'location',
	in: 'query',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'Houston, TX',
	description: 'Where to search: a city (Houston, TX), a ZIP code (77002), a state code (TX), or usa for the whole country',
	maxLength: 200,
};

const LISTING_TYPE: OptionsParam = {
	displayName: 'Listing Type',
	name: 'listing_type',
	in: 'query',
	type: 'options',
	default: 'for-lease',
	description: 'Space for lease (the default), properties for sale, or auctions',
	options: [
		{ value: 'for-lease', name: 'For Lease' },
		{ value: 'for-sale', name: 'For Sale' },
		{ value: 'auctions', name: 'Auctions' },
	],
};

/** The slugs Property Type > List gives (free), as the search page's property_type takes them. */
const PROPERTY_TYPE: OptionsParam = {
	displayName: 'Property Type',
	name: 'property_type',
	in: 'query',
	type: 'options',
	default: 'commercial-real-estate',
	filter: true,
	description: 'Only one kind of property (Property Type > List gives the same list, free). Not set: all commercial real estate.',
	options: [
		{ value: 'commercial-real-estate', name: 'All Commercial Real Estate' },
		{ value: 'coworking', name: 'Coworking / Flexible Office' },
		{ value: 'flex', name: 'Flex' },
		{ value: 'health-care-facilities', name: 'Healthcare' },
		{ value: 'hospitality', name: 'Hospitality / Hotel' },
		{ value: 'industrial', name: 'Industrial' },
		{ value: 'land', name: 'Land' },
		{ value: 'apartment-buildings', name: 'Multifamily / Apartments' },
		{ value: 'office', name: 'Office' },
		{ value: 'office-buildings', name: 'Office Buildings' },
		{ value: 'restaurants', name: 'Restaurants' },
		{ value: 'retail', name: 'Retail' },
		{ value: 'self-storage', name: 'Self-Storage' },
		{ value: 'specialty', name: 'Specialty' },
		{ value: 'sports-and-entertainment', name: 'Sports & Entertainment' },
		{ value: 'warehouses', name: 'Warehouses' },
	],
};

// The search page gives min_price and max_price as numbers (a rate per square foot has cents); the OpenAPI says integer.
// The pages win: a number of at least 0.
const price = (name: string, displayName: string, description: string, example: number): NumberParam => ({
	displayName,
	name,
	in: 'query',
	type: 'number',
	min: 0,
	default: example,
	filter: true,
	description: `${description}, in the market's currency, read as Price Type says: a number of at least 0 such as ${example}. Not set: no limit.`,
});

const size = (name: string, displayName: string, description: string, example: number): NumberParam => ({
	displayName,
	name,
	in: 'query',
	type: 'integer',
	min: 0,
	default: example,
	filter: true,
	description: `${description}, in square feet: a whole number of at least 0 such as ${example}. Not set: no limit.`,
});

const PRICE_TYPE: OptionsParam = {
	displayName: 'Price Type',
	name: 'price_type',
	in: 'query',
	type: 'options',
	default: 'unit',
	filter: true,
	description: 'How Minimum Price and Maximum Price are read: the total price, a price per square foot, or a price per acre',
	options: [
		{ value: 'unit', name: 'Total Price' },
		{ value: 'sf', name: 'Per Square Foot' },
		{ value: 'acre', name: 'Per Acre' },
	],
};

const CARD =
	'listing_id, property_id, url, listing_type, property_type, status, title, subtitle, description, price and price_text with price_currency and price_period, size_text and size in square feet, address, city, state, zip, county, latitude, longitude, thumbnail and brokers';

export const listing: ResourceDescriptor = {
	value: 'listing',
	name: 'Listing',
	description: 'Commercial real-estate listings on LoopNet: a search of a market, and a listing in full',
	endpoints: [
		{
			operation: 'search',
			name: 'Search',
			action: 'Search LoopNet listings',
			description: `Search a LoopNet market for commercial property for lease, for sale or at auction in a place, by property type, price and size. One item per listing: ${CARD}. Pages of about 25, 20 pages at most. With Simplify, the price is price, currency and price_text, and the first broker is broker_name, broker_company and broker_phone.`,
			method: 'GET',
			path: '/v1/loopnet/search',
			params: [
				LOCATION,
				MARKET,
				LISTING_TYPE,
				PROPERTY_TYPE,
				price('min_price', 'Minimum Price', 'The lowest price', 100000),
				price('max_price', 'Maximum Price', 'The highest price', 5000000),
				PRICE_TYPE,
				size('min_size', 'Minimum Size', 'The smallest size', 1000),
				size('max_size', 'Maximum Size', 'The largest size', 50000),
			],
			check: (values) =>
				typeof values.min_price === 'number' && typeof values.max_price === 'number' && values.min_price > values.max_price
					? 'Minimum Price is above Maximum Price: give a minimum at or below the maximum'
					: typeof values.min_size === 'number' && typeof values.max_size === 'number' && values.min_size > values.max_size
						? 'Minimum Size is above Maximum Size: give a minimum at or below the maximum'
						: undefined,
			credits: 10,
			paging: SEARCH_PAGING,
			records: 'results',
			simplify: simplifyCard,
			toolUse: 'Use to find commercial property (offices, retail, industrial, land...) for lease or for sale on LoopNet in a place',
		},
		{
			operation: 'get',
			name: 'Get',
			action: 'Get a LoopNet listing',
			description:
				"Read one listing in full: listing_id, property_id, url, market, listing_type, name, title, description, highlights, price and price_text with price_currency and price_period, rental_rate_text, property_type, building_class, building size, space available, year built, stories, percent_leased, tenancy, parking, walk_score, amenities, address and coordinates, images, photo_count, has_virtual_tour, each space (size, rent, term, condition, floor), brokers, LoopNet's facts table (additional_facts) and date_updated_at.",
			notice: 'One request per input item, 12 credits each: fed 25 listings from a search, this runs 25 times and costs 300 credits. Request Options > Credit Budget caps what a run may spend.',
			method: 'GET',
			path: '/v1/loopnet/listings/{listing_id}',
			params: [LISTING, MARKET],
			credits: 12,
			paging: { kind: 'none' },
			records: 'listing',
			simplify: simplifyListing,
			toolUse: "Use to read a LoopNet listing's details: price or rent, spaces, building facts, brokers",
		},
	],
};
