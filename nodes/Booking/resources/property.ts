import type { NumberParam, OptionsParam, Paging, ResourceDescriptor } from '../../shared/descriptor';
import { textParam } from '../../shared/descriptor';
import { simplifyProperty, simplifyReview, simplifyRoom } from '../booking.records';
import { ADULTS, CHECK_IN, CHECK_OUT, CHILDREN, COUNTRY, CURRENCY, LANGUAGE, needsCountry, PROPERTY, ROOMS, roomsRule, stay } from '../booking.params';

const DEST_TYPE: OptionsParam = {
	displayName: 'Destination Type',
	name: 'dest_type',
	in: 'query',
	type: 'options',
	default: 'CITY',
	description: 'The kind of place the Destination ID is, as Destination > Search gives it (its dest_type)',
	options: ['AIRPORT', 'CITY', 'DISTRICT', 'LANDMARK', 'REGION'].map((value) => ({ value, name: value.charAt(0) + value.slice(1).toLowerCase() })),
};

const SEARCH_SORT: OptionsParam = {
	displayName: 'Sort',
	name: 'sort',
	in: 'query',
	type: 'options',
	default: 'popularity',
	description: "The order of the properties (Booking's default: popularity)",
	options: [
		{ value: 'distance_from_search', name: 'Distance From Centre' },
		{ value: 'upsort_bh', name: 'Homes and Apartments First' },
		{ value: 'popularity', name: 'Popularity' },
		{ value: 'price', name: 'Price (Lowest First)' },
		{ value: 'bayesian_review_score', name: 'Review Score' },
		{ value: 'review_score_and_price', name: 'Review Score and Price' },
		{ value: 'class_descending', name: 'Stars (Highest First)' },
		{ value: 'class_ascending', name: 'Stars (Lowest First)' },
	],
};

const REVIEW_SORT: OptionsParam = {
	displayName: 'Sort',
	name: 'sort',
	in: 'query',
	type: 'options',
	default: 'MOST_RELEVANT',
	description: "The order of the reviews (Booking's default: most relevant; Newest First for new reviews)",
	options: [
		{ value: 'SCORE_DESC', name: 'Highest Score' },
		{ value: 'SCORE_ASC', name: 'Lowest Score' },
		{ value: 'MOST_RELEVANT', name: 'Most Relevant' },
		{ value: 'NEWEST_FIRST', name: 'Newest First' },
		{ value: 'OLDEST_FIRST', name: 'Oldest First' },
	],
};

const GUEST_TYPE: OptionsParam = {
	displayName: 'Guest Type',
	name: 'guest_type',
	in: 'query',
	type: 'options',
	default: 'COUPLES',
	description: 'Only reviews of this kind of traveller',
	filter: true,
	options: [
		{ value: 'BUSINESS_TRAVELLERS', name: 'Business Travellers' },
		{ value: 'COUPLES', name: 'Couples' },
		{ value: 'FAMILIES', name: 'Families' },
		{ value: 'GROUP_OF_FRIENDS', name: 'Group of Friends' },
		{ value: 'SOLO_TRAVELLERS', name: 'Solo Travellers' },
	],
};

const count = (name: string, displayName: string, description: string, min: number, max: number, fallback: number): NumberParam => ({
	displayName,
	name,
	in: 'query',
	type: 'integer',
	min,
	max,
	default: fallback,
	description,
});

/** A search names its place by Location or by a Destination ID with its type, for a stay that can be booked. */
function searchRule(values: Record<string, string | number | boolean>): string | undefined {
	const location = typeof values.location === 'string' && values.location.trim() !== '';
	if (!location && typeof values.dest_id !== 'number') return 'Say where to search: a Location (e.g. Rome, Italy), or a Destination ID from Destination > Search with its Destination Type';
	return stay(values) ?? roomsRule(values);
}

/** Searches and reviews come by offset, up to 100 a page, until the total the answer states. */
const offsetPaging = (totalRecordsPath: string): Paging => ({ kind: 'page', param: 'offset', offset: true, pageSize: { param: 'limit', min: 1, max: 100 }, totalRecordsPath });

const CARD =
	'property_id, name, slug, url, country_code, address, city, latitude, longitude, review_score, review_count, star_rating, badges, free_cancellation, meal_plan, price (the stay\'s total), price_per_night, price_before_discount, room, blocks, photo';

export const property: ResourceDescriptor = {
	value: 'property',
	name: 'Property',
	description: 'Booking.com properties (hotels, apartments and every stay it sells): a search, a property in full, its rooms and rates for dates, its guest reviews',
	endpoints: [
		{
			operation: 'search',
			name: 'Search',
			action: 'Search Booking.com properties',
			description: `Search Booking.com properties in a place, for dates, guests and rooms, sorted and filtered with Booking's own filter IDs. One item per property: ${CARD}. Simplify gives price, currency and price_text (the stay's total as Booking shows it), total_price, nightly_price and was_price. Each slug with its country_code feeds the other Property operations.`,
			method: 'GET',
			path: '/v1/booking/search',
			params: [
				{ ...textParam('location', 'Location', 'Where to stay, as free text (geocoded by Booking), e.g. Rome, Italy. Or leave it blank and give a Destination ID', 'Rome, Italy'), topLevel: true },
				CHECK_IN,
				CHECK_OUT,
				ADULTS,
				CHILDREN,
				ROOMS,
				{
					displayName: 'Destination ID',
					name: 'dest_id',
					in: 'query',
					type: 'integer',
					default: 0,
					description: 'An exact Booking destination (its dest_id from Destination > Search, e.g. -126693 for Rome), with its Destination Type: pins the search to that place',
				},
				DEST_TYPE,
				SEARCH_SORT,
				textParam('filters', 'Booking Filters', "Booking's own filter IDs, semicolon-separated, e.g. class=5;mealplan=1 (5 stars, breakfast included), review_score=80, fc=2 (free cancellation). Booking ignores an unknown one", 'class=5;mealplan=1', {
					pattern: { regex: /^[A-Za-z_]+=[A-Za-z0-9_-]+(?:;[A-Za-z_]+=[A-Za-z0-9_-]+)*$/, form: 'filter IDs such as class=5;mealplan=1' },
					filter: true,
				}),
				CURRENCY,
				LANGUAGE,
			],
			credits: 5,
			check: searchRule,
			paging: offsetPaging('total_results'),
			records: 'properties',
			simplify: simplifyProperty,
			toolUse: 'Use to find hotels and other stays on Booking.com in a place for dates and guests, with their prices',
		},
		{
			operation: 'get',
			name: 'Get',
			action: 'Get a Booking.com property',
			description:
				'Read one property in full: property_id, name, slug, url, accommodation_type, star_rating, description, summary, fine_print, address and formatted_address, city, district, country, latitude, longitude, review_score, review_count, score_breakdown, languages_spoken, meal_plans, house_rules, facilities, highlights, rooms, photos and guest questions.',
			method: 'GET',
			path: '/v1/booking/properties/{country_code}/{slug}',
			params: [PROPERTY, COUNTRY, count('photos', 'Photos', 'Gallery photos to return, 1 to 100', 1, 100, 40), count('questions', 'Questions', 'Guest questions and answers to return, 0 to 50', 0, 50, 10), LANGUAGE],
			credits: 5,
			check: needsCountry,
			paging: { kind: 'none' },
			toolUse: "Use to read a Booking.com property's details: facilities, house rules, rooms, scores",
		},
		{
			operation: 'getRooms',
			name: 'Get Rooms',
			action: 'Get Booking.com rooms and rates',
			description:
				"Read every room type of a property with every rate bookable for the dates: one item per room type (room_id, name, size, beds, facilities, photos) with its rates (each price for the stay, price_per_night, price_before_discount, discounts, meal plan), and the stay it is for. Simplify: one row per room type with its cheapest rate's price, currency, price_text, total_price, nightly_price and was_price.",
			method: 'GET',
			path: '/v1/booking/properties/{country_code}/{slug}/rooms',
			params: [PROPERTY, COUNTRY, { ...CHECK_IN, required: true }, { ...CHECK_OUT, required: true }, ADULTS, CHILDREN, ROOMS, CURRENCY, LANGUAGE],
			credits: 10,
			check: (values) => needsCountry(values) ?? stay(values) ?? roomsRule(values),
			paging: { kind: 'none' },
			records: 'rooms',
			recordContext: { key: 'stay', fields: ['property_id', 'checkin', 'checkout', 'adults', 'children', 'rooms_requested', 'currency'] },
			simplify: simplifyRoom,
			toolUse: 'Use to compare the rooms and rates of one Booking.com property for given dates',
		},
		{
			operation: 'getReviews',
			name: 'Get Reviews',
			action: 'Get Booking.com property reviews',
			description:
				"Read a property's guest reviews: one item per review (review_id, title, positive, negative, score, date, stay dates, guest name, country and type, room, language, photos, partner_reply, review_url) with the property's property_id. Simplify gives date as ISO 8601 and the stay's days as YYYY-MM-DD.",
			method: 'GET',
			path: '/v1/booking/properties/{country_code}/{slug}/reviews',
			params: [
				PROPERTY,
				COUNTRY,
				REVIEW_SORT,
				textParam('review_language', 'Review Language', 'Only reviews written in this language, as a two-letter code such as fr', 'fr', {
					pattern: { regex: /^[a-z]{2}$/, form: 'a two-letter language code such as fr' },
					filter: true,
				}),
				GUEST_TYPE,
				LANGUAGE,
			],
			credits: 10,
			check: needsCountry,
			paging: offsetPaging('total_count'),
			records: 'reviews',
			recordDefaults: ['property_id'],
			simplify: simplifyReview,
			toolUse: 'Use to read what guests say about a Booking.com property',
		},
	],
};
