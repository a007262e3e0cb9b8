import type { OptionsParam, ResourceDescriptor, StringParam } from '../../shared/descriptor';
import { needsSlug, PROPERTY, PROPERTY_SLUG_PARAM, rent, SEARCH_PAGING } from '../apartments.params';
import { simplifyCard, simplifyProperty } from '../apartments.records';
import { LOCATION_SLUG } from '../apartments.urls';

const LOCATION: StringParam = {
	displayName: 'Location',
	name: 'location',
	in: 'query',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'kansas-city-mo',
	description:
		"The place as apartments.com writes it in its URLs, the segment right after the domain: a city and state such as kansas-city-mo, new-york-ny or austin-tx, or a ZIP code such as 64108",
	pattern: { regex: LOCATION_SLUG, form: 'a location slug of lower-case letters, digits and hyphens such as kansas-city-mo, or a ZIP code such as 64108' },
	maxLength: 100,
};

/** Bedroom counts as the search takes them: 0 for studios, 1 to 4. */
const BEDS: OptionsParam = {
	displayName: 'Bedrooms',
	name: 'beds',
	in: 'query',
	type: 'options',
	default: '1',
	filter: true,
	description: 'Only properties with units of this bedroom count',
	options: [
		{ value: '0', name: 'Studio' },
		{ value: '1', name: '1 Bedroom' },
		{ value: '2', name: '2 Bedrooms' },
		{ value: '3', name: '3 Bedrooms' },
		{ value: '4', name: '4 Bedrooms' },
	],
};

export const property: ResourceDescriptor = {
	value: 'property',
	name: 'Property',
	description: 'US rentals on apartments.com: a search of a place, and a property with every floor plan and unit',
	endpoints: [
		{
			operation: 'search',
			name: 'Search',
			action: 'Search apartments.com rentals',
			description:
				"Search a place's rentals, by bedroom count and monthly rent. One item per property card: property_id, url, name, address, street_address, country_code, phone, pricing (the rent and bed rollup as shown), rent_min, beds_text, amenities and is_featured. Pages of 40, 28 pages at most. A card is a summary: its url feeds Property > Get for every unit. With Simplify, the rent is price (rent_min), currency (USD) and price_text (the first rollup row as shown).",
			method: 'GET',
			path: '/v1/apartments/search',
			params: [LOCATION, BEDS, rent('min_price', 'Minimum Rent', 'The lowest monthly rent', 1000), rent('max_price', 'Maximum Rent', 'The highest monthly rent', 2500)],
			check: (values) =>
				typeof values.min_price === 'number' && typeof values.max_price === 'number' && values.min_price > values.max_price
					? 'Minimum Rent is above Maximum Rent: give a minimum at or below the maximum'
					: undefined,
			credits: 5,
			paging: SEARCH_PAGING,
			records: 'results',
			simplify: simplifyCard,
			toolUse: 'Use to find apartments for rent in a US city or ZIP code on apartments.com, by bedrooms and rent',
		},
		{
			operation: 'get',
			name: 'Get',
			action: 'Get an apartments.com property',
			description:
				"Read one property in full: property_id, url, name, address_line, city, state, postal_code, neighborhood, latitude, longitude, phone, rent_range_text with rent_min and rent_max, beds_text, description, amenities, office_hours, photos, total_units_available, schools (GreatSchools rating, null when unrated), floor_plans, and units: every rentable unit with its own rent (the advertised monthly rent; max_term_rent is not a rent), beds, baths, sqft and available_text. With Simplify: one row with the advertised range as price, currency and price_text, and the cheapest unit's rent.",
			notice: 'One request per input item, 5 credits each: fed 40 properties from a search page, this runs 40 times and costs 200 credits. Request Options > Credit Budget caps what a run may spend.',
			method: 'GET',
			path: '/v1/apartments/properties/{slug}/{property_id}',
			params: [PROPERTY, PROPERTY_SLUG_PARAM],
			check: needsSlug,
			credits: 5,
			paging: { kind: 'none' },
			simplify: simplifyProperty,
			toolUse: "Use to read an apartments.com property's units with their rents, floor plans, amenities and schools",
		},
	],
};
