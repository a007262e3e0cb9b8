import type { OptionsParam, ResourceDescriptor, StringParam } from '../../shared/descriptor';
import { ASSUMED_CREDITS, COUNTRY, LANGUAGE, PLACE, searchText, TOKEN_PAGING } from '../google.params';
import { simplifyPlace, simplifyReview } from '../google.records';

/** Google Maps pages its search by 20: `start` is the offset of a page's first place ("increments of 20"). */
const MAPS_PAGE = 20;

const NEAR: StringParam = {
	displayName: 'Near (GPS)',
	name: 'll',
	in: 'query',
	type: 'string',
	default: '',
	placeholder: '@40.7455096,-74.0083012,14z',
	description: 'Where to search around, as @latitude,longitude,zoom (the part of a Google Maps URL after the place name), e.g. @40.7455096,-74.0083012,14z',
	pattern: { regex: /^@-?\d{1,2}(?:\.\d+)?,-?\d{1,3}(?:\.\d+)?,\d{1,2}(?:\.\d+)?z$/, form: '@latitude,longitude,zoom such as @40.7455096,-74.0083012,14z' },
};

const REVIEW_SORT: OptionsParam = {
	displayName: 'Sort By',
	name: 'sort_by',
	in: 'query',
	type: 'options',
	default: 'qualityScore',
	description: 'The order of the reviews: most relevant first (Google\'s default), newest, highest or lowest rating',
	options: [
		{ value: 'qualityScore', name: 'Most Relevant' },
		{ value: 'newestFirst', name: 'Newest' },
		{ value: 'ratingHigh', name: 'Highest Rating' },
		{ value: 'ratingLow', name: 'Lowest Rating' },
	],
};

const PLACE_FIELDS = 'name (title), place_id, data_id, rating, reviews_count, type, address, phone, website, gps_coordinates, hours, google_maps_url';

export const maps: ResourceDescriptor = {
	value: 'maps',
	name: 'Maps',
	description:
		'Google Maps places: search, a place\'s details, its reviews, photos and posts. Local results (the docs\' Local Pack Search, /v1/google/local/search, which the live API does not serve) are Search\'s places here.',
	endpoints: [
		{
			operation: 'search',
			name: 'Search',
			action: 'Search Google Maps places',
			description: `Search Google Maps for places (businesses, shops, restaurants) by text, optionally around GPS coordinates. One item per place: ${PLACE_FIELDS}. Each place's data_id feeds Get Place, Get Reviews, Get Photos and Get Posts. Simplify gives one flat row per place, ready for Google Sheets or a database.`,
			method: 'GET',
			path: '/v1/google/maps/search',
			params: [searchText('What to find, as you would type it in Google Maps', 'coffee shops in San Francisco'), NEAR, COUNTRY, LANGUAGE],
			credits: ASSUMED_CREDITS,
			creditsAssumed: true,
			paging: { kind: 'page', param: 'start', offset: true, pageRecords: MAPS_PAGE },
			records: 'results',
			simplify: simplifyPlace,
			notice: 'Local results: the docs\' Local Pack Search (/v1/google/local/search) is not served by the live API; its places are the ones this search gives.',
			toolUse: 'Use to find local businesses or places by what they are and where',
		},
		{
			operation: 'getPlace',
			name: 'Get Place',
			action: 'Get a Google Maps place',
			description: `Read one place in full: ${PLACE_FIELDS}, opening hours by day, rating breakdown, service options, order-online links and photos. Simplify gives the flat row Search gives.`,
			method: 'GET',
			path: '/v1/google/maps/place',
			params: [PLACE, COUNTRY, LANGUAGE],
			credits: ASSUMED_CREDITS,
			creditsAssumed: true,
			paging: { kind: 'none' },
			records: 'place',
			simplify: simplifyPlace,
		},
		{
			operation: 'getReviews',
			name: 'Get Reviews',
			action: 'Get the reviews of a Google Maps place',
			description:
				'Read a place\'s reviews, most relevant, newest or by rating first. One item per review: rating, text, date and iso_date, likes, the reviewer (user) and the owner\'s response, with the place under place (its name, address, rating and review count, and the topics reviewers mention). Simplify flattens the reviewer and the response.',
			method: 'GET',
			path: '/v1/google/maps/reviews',
			params: [PLACE, REVIEW_SORT, LANGUAGE],
			credits: ASSUMED_CREDITS,
			creditsAssumed: true,
			paging: TOKEN_PAGING({ param: 'results', min: 1, max: 20 }),
			records: 'reviews',
			recordContext: { key: 'place', fields: ['location', 'topics'] },
			simplify: simplifyReview,
		},
		{
			operation: 'getPhotos',
			name: 'Get Photos',
			action: 'Get the photos of a Google Maps place',
			description: 'Read the photos of a place. One item per photo: its thumbnail and full image URL, with the place\'s photo categories under photo_categories.',
			method: 'GET',
			path: '/v1/google/maps/photos',
			params: [PLACE, LANGUAGE],
			credits: ASSUMED_CREDITS,
			creditsAssumed: true,
			paging: TOKEN_PAGING(),
			records: 'photos',
			recordContext: { key: 'photo_categories', fields: ['categories'] },
		},
		{
			operation: 'getPosts',
			name: 'Get Posts',
			action: 'Get the posts of a Google Maps business',
			description: 'Read the updates a business posts on its Google profile. One item per post: description, date, image and link, with the business (its name and logo and its description) under business.',
			method: 'GET',
			path: '/v1/google/maps/posts',
			params: [PLACE],
			credits: ASSUMED_CREDITS,
			creditsAssumed: true,
			paging: TOKEN_PAGING(),
			records: 'post_data',
			recordContext: { key: 'business', fields: ['location_details', 'merchant_description'] },
		},
	],
};
