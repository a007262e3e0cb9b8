import type { NumberParam, OptionsParam, Paging, ResourceDescriptor } from '../../shared/descriptor';
import { textParam } from '../../shared/descriptor';
import { stayDate, stayRule } from '../../shared/stays';
import { calendarDaysOutput, simplifyListing, simplifyReview, simplifyStay } from '../airbnb.records';
import { ADULTS, CHILDREN, CURRENCY, INFANTS, LISTING, LOCALE, PETS } from '../airbnb.params';

const coordinate = (name: string, displayName: string, description: string, limit: 90 | 180): NumberParam => ({
	displayName,
	name,
	in: 'query',
	type: 'number',
	min: -limit,
	max: limit,
	default: 0,
	description,
	filter: true,
});

const whole = (name: string, displayName: string, description: string): NumberParam => ({ displayName, name, in: 'query', type: 'integer', min: 0, default: 0, description, filter: true });

const ROOM_TYPE: OptionsParam = {
	displayName: 'Room Type',
	name: 'room_type',
	in: 'query',
	type: 'options',
	default: 'Entire home/apt',
	description: 'Only stays of this kind',
	filter: true,
	options: [
		{ value: 'Entire home/apt', name: 'Entire Home/Apt' },
		{ value: 'Private room', name: 'Private Room' },
		{ value: 'Shared room', name: 'Shared Room' },
		{ value: 'Hotel room', name: 'Hotel Room' },
	],
};

const SORT: OptionsParam = {
	displayName: 'Sort',
	name: 'sort',
	in: 'query',
	type: 'options',
	default: 'MOST_RECENT',
	description: 'Newest first (the default), or by rating',
	options: [
		{ value: 'MOST_RECENT', name: 'Most Recent' },
		{ value: 'RATING_DESC', name: 'Highest Rated' },
		{ value: 'RATING_ASC', name: 'Lowest Rated' },
	],
};

const CHECK_IN = stayDate('check_in', 'Check-In', 'The day of arrival; with Check-Out, prices are for these nights', '2026-09-12');
const CHECK_OUT = stayDate('check_out', 'Check-Out', 'The day of departure, after Check-In', '2026-09-15');
const stay = stayRule('check_in', 'check_out');

const BOX = ['ne_lat', 'ne_lng', 'sw_lat', 'sw_lng'] as const;

/**
 * A search names its area by Location or by the four corners of a map box (all four), and a price range that is one:
 * checked before any request, with the stay's days.
 */
function searchRule(values: Record<string, string | number | boolean>): string | undefined {
	const corners = BOX.filter((name) => typeof values[name] === 'number');
	if (corners.length > 0 && corners.length < BOX.length) return 'A map box takes all four corners: NE Latitude, NE Longitude, SW Latitude and SW Longitude';
	const location = typeof values.location === 'string' && values.location.trim() !== '';
	if (!location && corners.length === 0) return 'Say where to search: a Location (e.g. Paris, France), or the four corners of a map box under Filters';
	if (corners.length === BOX.length && (values.ne_lat as number) <= (values.sw_lat as number)) return 'NE Latitude must be north of (greater than) SW Latitude';
	if (typeof values.price_min === 'number' && typeof values.price_max === 'number' && values.price_min > values.price_max) {
		return 'Min Price must not be above Max Price';
	}
	return stay(values);
}

/** Searches go on by `next_page_cursor`, up to 50 stays a page. */
const SEARCH_PAGING: Paging = { kind: 'cursor', param: 'cursor', nextPath: 'next_page_cursor', pageSize: { param: 'limit', min: 1, max: 50 } };

/** Reviews come by offset, up to 50 a page, until `total_count` is reached. */
const REVIEW_PAGING: Paging = {
	kind: 'page',
	param: 'offset',
	offset: true,
	pageSize: { param: 'limit', min: 1, max: 50 },
	totalRecordsPath: 'total_count',
};

const STAY_CARD =
	'room_id, name, title, rating, review_count, rating_label, price (label, price, qualifier per night or total, amount, currency, original_price), badges, latitude, longitude, images, listing_url';

export const listing: ResourceDescriptor = {
	value: 'listing',
	name: 'Listing',
	description: "Airbnb stays: a search by place or map area, a listing in full, its availability calendar and its guest reviews",
	endpoints: [
		{
			operation: 'search',
			name: 'Search',
			action: 'Search Airbnb stays',
			description: `Search Airbnb stays by place or map box, for dates and guests, with price, bedroom, bed, bathroom and room-type filters. One item per stay: ${STAY_CARD}. Simplify gives price, currency and price_text, nightly_price or total_price as Airbnb quotes it, and was_price. Each room_id feeds the other Listing operations.`,
			method: 'GET',
			path: '/v1/airbnb/search',
			params: [
				{ ...textParam('location', 'Location', "Where to stay, as free text (geocoded by the service), e.g. Paris, France. Or leave it blank and give a map box under Filters", 'Paris, France'), topLevel: true },
				CHECK_IN,
				CHECK_OUT,
				ADULTS,
				CHILDREN,
				INFANTS,
				PETS,
				whole('price_min', 'Min Price', 'The lowest nightly price, in the Currency (USD unless set)'),
				whole('price_max', 'Max Price', 'The highest nightly price, in the Currency (USD unless set)'),
				whole('min_bedrooms', 'Min Bedrooms', 'At least this many bedrooms'),
				whole('min_beds', 'Min Beds', 'At least this many beds'),
				whole('min_bathrooms', 'Min Bathrooms', 'At least this many bathrooms'),
				ROOM_TYPE,
				coordinate('ne_lat', 'NE Latitude', "The map box's north-east corner latitude (with the other three corners, instead of Location)", 90),
				coordinate('ne_lng', 'NE Longitude', "The map box's north-east corner longitude", 180),
				coordinate('sw_lat', 'SW Latitude', "The map box's south-west corner latitude", 90),
				coordinate('sw_lng', 'SW Longitude', "The map box's south-west corner longitude", 180),
				CURRENCY,
				LOCALE,
			],
			credits: 5,
			check: searchRule,
			paging: SEARCH_PAGING,
			records: 'listings',
			simplify: simplifyStay,
			toolUse: 'Use to find Airbnb stays in a place for given dates and guests, with their prices',
		},
		{
			operation: 'get',
			name: 'Get',
			action: 'Get an Airbnb listing',
			description:
				'Read one stay in full: room_id, title, summary, description, room_type, person_capacity, latitude, longitude, address, rating, review_count, rating_breakdown, is_superhost, highlights, amenities, house_rules, cancellation_policy, host, images and listing_url.',
			method: 'GET',
			path: '/v1/airbnb/listings/{room_id}',
			params: [LISTING, ADULTS, CURRENCY, LOCALE],
			credits: 5,
			paging: { kind: 'none' },
			simplify: simplifyListing,
			toolUse: "Use to read an Airbnb stay's details: amenities, house rules, host, ratings",
		},
		{
			operation: 'getCalendar',
			name: 'Get Calendar',
			action: 'Get the calendar of an Airbnb listing',
			description:
				"Read a stay's day-by-day availability for up to 12 months from a start month. One item per day: room_id, date (YYYY-MM-DD), available, bookable, available_for_checkin, available_for_checkout, min_nights, max_nights, and the nightly price as price, currency and price_text (empty where Airbnb hides it).",
			method: 'GET',
			path: '/v1/airbnb/listings/{room_id}/calendar',
			params: [
				LISTING,
				{ displayName: 'Start Month', name: 'month', in: 'query', type: 'integer', min: 1, max: 12, default: 1, description: 'The first month, 1 to 12 (the service starts at January unless set)' },
				{ displayName: 'Start Year', name: 'year', in: 'query', type: 'integer', min: 2020, max: 2100, default: 2026, description: "The first month's year, e.g. 2026" },
				{ displayName: 'Months', name: 'months', in: 'query', type: 'integer', min: 1, max: 12, default: 12, description: 'How many months from the start, at most 12' },
				CURRENCY,
				LOCALE,
			],
			credits: 5,
			paging: { kind: 'none' },
			output: calendarDaysOutput,
			toolUse: 'Use to see which days an Airbnb stay is free, its minimum nights and nightly prices',
		},
		{
			operation: 'getReviews',
			name: 'Get Reviews',
			action: 'Get the reviews of an Airbnb listing',
			description:
				"Read a stay's guest reviews, newest first unless sorted otherwise. One item per review: id, comments, rating, language, created_at, localized_date, reviewer_name, reviewer_id, reviewer_location, reviewer_image, response (the host's reply), photos, and the stay's room_id.",
			method: 'GET',
			path: '/v1/airbnb/listings/{room_id}/reviews',
			params: [LISTING, SORT, CURRENCY, LOCALE],
			credits: 5,
			paging: REVIEW_PAGING,
			records: 'reviews',
			recordDefaults: ['room_id'],
			simplify: simplifyReview,
			toolUse: 'Use to read what guests say about an Airbnb stay',
		},
	],
};
