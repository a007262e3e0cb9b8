import type { NumberParam, OptionsParam, ResourceDescriptor } from '../../shared/descriptor';
import { textParam } from '../../shared/descriptor';
import { CONTRACT, geoId, LISTING, MARKET, SEARCH_PAGING } from '../immobiliare.params';
import { simplifyListing } from '../immobiliare.records';

/** A whole-number bound of a search filter (price in EUR, surface in m², rooms, bathrooms): at least 0. */
const bound = (name: string, displayName: string, description: string, example: number): NumberParam => ({
	displayName,
	name,
	in: 'query',
	type: 'integer',
	min: 0,
	default: example,
	filter: true,
	description: `${description}, a whole number of at least 0 such as ${example}. Not set: no limit.`,
});

/** The search page's categories. */
export const CATEGORY: OptionsParam = {
	displayName: 'Category',
	name: 'category',
	in: 'query',
	type: 'options',
	default: 'residential',
	filter: true,
	description: 'The kind of property: homes (residential, the default), commercial premises, garages, offices, land, whole buildings or warehouses',
	options: [
		{ value: 'buildings', name: 'Buildings' },
		{ value: 'commercial', name: 'Commercial' },
		{ value: 'garages', name: 'Garages' },
		{ value: 'land', name: 'Land' },
		{ value: 'offices', name: 'Offices' },
		{ value: 'residential', name: 'Residential' },
		{ value: 'warehouses', name: 'Warehouses' },
	],
};

const SORT: OptionsParam = {
	displayName: 'Sort',
	name: 'sort',
	in: 'query',
	type: 'options',
	default: 'relevance',
	description: 'Order of the listings: best match (the default), newest first (what a watch of new listings wants), oldest, by price or by surface',
	options: [
		{ value: 'newest', name: 'Newest First' },
		{ value: 'oldest', name: 'Oldest First' },
		{ value: 'price_desc', name: 'Price: High to Low' },
		{ value: 'price_asc', name: 'Price: Low to High' },
		{ value: 'relevance', name: 'Relevance' },
		{ value: 'surface_desc', name: 'Surface: Largest First' },
		{ value: 'surface_asc', name: 'Surface: Smallest First' },
	],
};

/** Each minimum at or below its maximum, named as the fields are. */
const RANGES: Array<[string, string, string, string]> = [
	['price_min', 'price_max', 'Minimum Price', 'Maximum Price'],
	['surface_min', 'surface_max', 'Minimum Surface', 'Maximum Surface'],
	['rooms_min', 'rooms_max', 'Minimum Rooms', 'Maximum Rooms'],
];

const GEO_IDS = ['region_id', 'province_id', 'city_id'];

const LISTING_FIELDS =
	'id, uuid, url, title, contract, typology, category, price (value, formatted text, currency EUR, price_per_sqm, loan_from), location (address, coordinates, region, province, city, zones, zipcode), surface, rooms, bathrooms, floor, energy_class, description, photos, agency and agent (names, phones), properties (per unit: surface_value, bedrooms, heating, condominium fees, features), creation_date and last_modified_utc';

const SIMPLIFIED = 'With Simplify, the price is price, currency and price_text, the surface surface_m2 (a number), the place and the agency their own columns.';

export const listing: ResourceDescriptor = {
	value: 'listing',
	name: 'Listing',
	description: 'Homes and commercial property for sale or rent: a search of an area, and a listing in full',
	endpoints: [
		{
			operation: 'search',
			name: 'Search',
			action: 'Search Immobiliare listings',
			description: `Search a portal's listings for sale or rent in an area, given as a place (Location) or as IDs of Location > Autocomplete, with category, price, surface, rooms and bathroom filters. One item per listing: ${LISTING_FIELDS}. ${SIMPLIFIED}`,
			method: 'GET',
			path: '/v1/immobiliare/search',
			params: [
				textParam('location', 'Location', 'The area as a free-text place the service resolves, e.g. Milano or Roma Trastevere. Give it, or a Region, Province or City ID (Options).', 'Milano', {
					topLevel: true,
					maxLength: 200,
				}),
				CONTRACT,
				MARKET,
				geoId('region_id', 'Region ID', 'The region to search instead of a Location', '10'),
				geoId('province_id', 'Province ID', 'The province to search instead of a Location', 'MI'),
				geoId('city_id', 'City ID', 'The city (comune) to search instead of a Location', '8042'),
				CATEGORY,
				bound('price_min', 'Minimum Price', 'The lowest price, in EUR', 150000),
				bound('price_max', 'Maximum Price', 'The highest price, in EUR', 300000),
				bound('surface_min', 'Minimum Surface', 'The smallest surface, in m²', 60),
				bound('surface_max', 'Maximum Surface', 'The largest surface, in m²', 120),
				bound('rooms_min', 'Minimum Rooms', 'The fewest rooms', 2),
				bound('rooms_max', 'Maximum Rooms', 'The most rooms', 4),
				bound('bathrooms_min', 'Minimum Bathrooms', 'The fewest bathrooms', 1),
				SORT,
			],
			check: (values) => {
				const hasArea = [...GEO_IDS, 'location'].some((name) => typeof values[name] === 'string' && values[name] !== '');
				if (!hasArea) return 'Give the area to search: a Location (e.g. Milano), or a Region, Province or City ID from Location > Autocomplete (Options)';
				for (const [low, high, lowName, highName] of RANGES) {
					if (typeof values[low] === 'number' && typeof values[high] === 'number' && values[low] > values[high]) {
						return `${lowName} is above ${highName}: give a minimum at or below the maximum`;
					}
				}
				return undefined;
			},
			credits: 5,
			paging: SEARCH_PAGING,
			records: 'listings',
			simplify: simplifyListing,
			toolUse: 'Use to find homes or commercial property for sale or rent in Italy, Spain, Greece or Luxembourg by area, price, surface and rooms',
		},
		{
			operation: 'get',
			name: 'Get',
			action: 'Get an Immobiliare listing',
			description: `Read one listing in full: everything a search card has, with the full description, every photo in three sizes and the complete per-unit breakdown (${LISTING_FIELDS}). ${SIMPLIFIED}`,
			notice: 'One request per input item, 10 credits each: fed 25 listings from a search, this runs 25 times and costs 250 credits. Request Options > Credit Budget caps what a run may spend.',
			method: 'GET',
			path: '/v1/immobiliare/listings/{listing_id}',
			params: [LISTING, MARKET],
			credits: 10,
			paging: { kind: 'none' },
			simplify: simplifyListing,
		},
	],
};
