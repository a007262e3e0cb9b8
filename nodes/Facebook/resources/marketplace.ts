import type { LocatorParam, MultiOptionsParam, NumberParam, OptionsParam, PickParam, ResourceDescriptor } from '../../shared/descriptor';
import { queryParam } from '../../shared/descriptor';
import { CURSOR_PAGING, ITEM, START_CURSOR } from '../facebook.params';
import { CATEGORY, categoryFromUrl } from '../facebook.urls';

/** What a listing of a search or a category holds (the feed's card; Get Listing adds the description and gallery). */
const LISTING_FIELDS =
	'id, title, url, price_formatted, price_amount, currency, primary_photo, creation_time_utc, created_at, location_text, city, state, latitude, longitude, category_id, subtitles, delivery_types, is_sold, is_pending, is_live and seller';

/** The field of a List Locations record that names the city (a record field, not a display name). */
const CITY_NAME_FIELD = 'name';

/** Marketplace is scoped to a city by its slug: any slug Facebook takes, the common ones listed by the free reference call. */
const LOCATION: PickParam = {
	displayName: 'Location',
	name: 'location',
	in: 'query',
	type: 'pick',
	default: 'nyc',
	description:
		"The city whose Marketplace is read, as Facebook's slug for it (nyc, la, london, sydney…). Pick a common one from the list (Marketplace > List Locations, free), or type any city slug Facebook takes.",
	placeholder: 'nyc',
	pattern: { regex: /^[a-z0-9][a-z0-9-]{1,59}$/, form: 'a city slug in lower case such as nyc or sanfrancisco' },
	typedMode: 'By Slug',
	list: { method: 'facebookLocations', from: { resource: 'marketplace', operation: 'listLocations' }, value: 'slug', name: CITY_NAME_FIELD },
	topLevel: true,
};

const price = (name: string, displayName: string, description: string): NumberParam => ({
	displayName,
	name,
	in: 'query',
	type: 'integer',
	default: 0,
	min: 0,
	description,
	filter: true,
});

const MIN_PRICE = price('min_price', 'Min Price', "The lowest price, in the location's currency, as a whole number");
const MAX_PRICE = price('max_price', 'Max Price', "The highest price, in the location's currency, as a whole number");

const SORT_BY: OptionsParam = {
	displayName: 'Sort By',
	name: 'sort_by',
	in: 'query',
	type: 'options',
	default: 'best_match',
	description: 'The order of the listings',
	options: [
		{ value: 'best_match', name: 'Best Match' },
		{ value: 'creation_time_descend', name: 'Date Listed: Newest First' },
		{ value: 'distance_ascend', name: 'Distance: Nearest First' },
		{ value: 'price_descend', name: 'Price: Highest First' },
		{ value: 'price_ascend', name: 'Price: Lowest First' },
	],
};

const DAYS_SINCE_LISTED: NumberParam = {
	displayName: 'Listed Within (Days)',
	name: 'days_since_listed',
	in: 'query',
	type: 'integer',
	default: 1,
	min: 1,
	max: 30,
	description: 'Only listings posted within the last so many days, 1 to 30',
	filter: true,
};

const CONDITION: MultiOptionsParam = {
	displayName: 'Condition',
	name: 'item_condition',
	in: 'query',
	type: 'multiOptions',
	default: [],
	description: 'Only listings in these conditions',
	filter: true,
	options: [
		{ value: 'new', name: 'New' },
		{ value: 'used_like_new', name: 'Used - Like New' },
		{ value: 'used_good', name: 'Used - Good' },
		{ value: 'used_fair', name: 'Used - Fair' },
	],
};

const DELIVERY: OptionsParam = {
	displayName: 'Delivery Method',
	name: 'delivery_method',
	in: 'query',
	type: 'options',
	default: 'local_pick_up',
	description: 'Only listings picked up locally, or only listings shipped',
	filter: true,
	options: [
		{ value: 'local_pick_up', name: 'Local Pick-Up' },
		{ value: 'shipping', name: 'Shipping' },
	],
};

const CATEGORY_PARAM: LocatorParam = {
	displayName: 'Category',
	name: 'category',
	in: 'path',
	type: 'locator',
	required: true,
	default: '',
	description:
		'The Marketplace category, as its slug (vehicles, propertyrentals, electronics…; Marketplace > List Categories names all 17) or its Marketplace URL',
	id: { regex: CATEGORY, form: 'a category slug such as vehicles, propertyrentals or electronics', placeholder: 'vehicles', normalize: (text) => text.toLowerCase() },
	url: { form: 'a Marketplace category URL such as https://www.facebook.com/marketplace/category/vehicles', placeholder: 'https://www.facebook.com/marketplace/category/vehicles', extract: categoryFromUrl },
};

export const marketplace: ResourceDescriptor = {
	value: 'marketplace',
	name: 'Marketplace',
	description: "Facebook Marketplace: listings by search or category in a city, a listing in full, and Marketplace's cities and categories",
	endpoints: [
		{
			operation: 'search',
			name: 'Search',
			action: 'Search Facebook Marketplace',
			description: `Search a city's Marketplace by keywords, with price, age, condition and delivery filters. One item per listing: ${LISTING_FIELDS}. Each id feeds Marketplace > Get Listing.`,
			method: 'GET',
			path: '/v1/facebook/marketplace/search',
			params: [
				queryParam({ description: 'What to find, as typed in Marketplace\'s search box, e.g. macbook pro', placeholder: 'macbook pro', maxLength: 500 }),
				LOCATION,
				MIN_PRICE,
				MAX_PRICE,
				DAYS_SINCE_LISTED,
				CONDITION,
				DELIVERY,
				SORT_BY,
				START_CURSOR,
			],
			credits: 5,
			paging: CURSOR_PAGING,
			records: 'listings',
			toolUse: 'Use to find items for sale on Facebook Marketplace in a city, by keywords and price',
		},
		{
			operation: 'getCategoryListings',
			name: 'Get Category Listings',
			action: 'Browse a Facebook Marketplace category',
			description: `Browse one Marketplace category in a city (vehicles, property rentals, electronics…), with price filters and sort. One item per listing: ${LISTING_FIELDS}; vehicles and property carry make, model, mileage or beds and baths in attributes.`,
			method: 'GET',
			path: '/v1/facebook/marketplace/category/{category}',
			params: [CATEGORY_PARAM, LOCATION, MIN_PRICE, MAX_PRICE, SORT_BY, START_CURSOR],
			credits: 5,
			paging: CURSOR_PAGING,
			records: 'listings',
		},
		{
			operation: 'getItem',
			name: 'Get Listing',
			action: 'Get a Facebook Marketplace listing',
			description: `Read one listing in full: the search's fields (${LISTING_FIELDS}) plus description, the whole photos gallery, attributes, custom_title, strikethrough_price and is_hidden. A sold listing is still read, with is_sold true.`,
			method: 'GET',
			path: '/v1/facebook/marketplace/item/{item_id}',
			params: [ITEM],
			credits: 5,
			paging: { kind: 'none' },
		},
		{
			operation: 'listLocations',
			name: 'List Locations',
			action: 'List Facebook Marketplace locations',
			description: "List the common Marketplace cities, one item per city: slug (what Location takes) and name. Free. Any other city slug Facebook takes works too.",
			method: 'GET',
			path: '/v1/facebook/marketplace/locations',
			params: [],
			credits: 0,
			paging: { kind: 'none' },
			records: 'locations',
		},
		{
			operation: 'listCategories',
			name: 'List Categories',
			action: 'List Facebook Marketplace categories',
			description: 'List the Marketplace top-level categories, one item per category: slug (what Category takes) and name. Free.',
			method: 'GET',
			path: '/v1/facebook/marketplace/categories',
			params: [],
			credits: 0,
			paging: { kind: 'none' },
			records: 'categories',
		},
	],
};
