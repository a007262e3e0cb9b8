import type { MapsPlaceFixture } from '../../fixtures/google/maps';
import { MAPS_PHOTOS, MAPS_PLACES, MAPS_POSTS, MAPS_REVIEWS, PHOTO_CATEGORIES, placeDetail, REVIEW_TOPICS, REVIEWED_PLACE } from '../../fixtures/google/maps';
import type { Fresh } from '../../live';
import { isoAt, liveId } from '../../live';
import { ApiError, defineRoute } from '../../route';
import { tokenPage } from './tokens';

/** Maps Search serves 20 places a page; `start` is the offset of the first. */
const MAPS_PAGE = 20;

/** Every place answers any search that names what it is (coffee, cafe, espresso) or "coffee shops" near somewhere. */
const matches = (query: string) => /coffee|cafe|café|espresso/i.test(query);

function findPlace(dataId: string | null, placeId: string | null = null): MapsPlaceFixture {
	const found = MAPS_PLACES.find((place) => (dataId !== null && place.data_id === dataId.toLowerCase()) || (placeId !== null && place.place_id === placeId));
	if (!found) throw ApiError.notFound('Place not found');
	return found;
}

/** Only the first place has reviews, photos and posts in the emulator; the others have none (an empty list). */
const ofReviewed = <T>(place: MapsPlaceFixture, records: readonly T[]): readonly T[] => (place.data_id === REVIEWED_PLACE.data_id ? records : []);

type Review = (typeof MAPS_REVIEWS)[number];

/** A review just written, by a reviewer of its own (Google takes one review per reviewer and place). */
const freshReview: Fresh<Review> = (template, serial, at) => ({
	...template,
	text: `Visit ${serial}: just tried the new seasonal drink.`,
	date: 'a minute ago',
	iso_date: isoAt(at),
	user: { ...template.user, name: `New Reviewer ${serial}`, contributor_id: liveId('2', serial, 20) },
	likes: 0,
	images: [],
	response_from_owner: null,
});

const LOCATION = (place: MapsPlaceFixture) => ({ title: place.title, address: place.address, rating: place.rating, reviews_count: place.reviews_count });

export const mapsRoutes = [
	defineRoute({
		path: '/v1/google/maps/search',
		query: {
			q: { type: 'string', required: true },
			ll: { type: 'string' },
			gl: { type: 'string', default: 'us' },
			hl: { type: 'string', default: 'en' },
			start: { type: 'integer', min: 0, default: 0 },
		},
		credits: 5,
		handle: ({ query }) => {
			const places = matches(query.q) ? MAPS_PLACES : [];
			const page = places.slice(query.start, query.start + MAPS_PAGE);
			const more = query.start + MAPS_PAGE < places.length;
			return {
				results: page.map((place) => structuredClone(place)),
				pagination: {
					current: Math.floor(query.start / MAPS_PAGE) + 1,
					next: more ? `https://www.google.com/maps/search/${encodeURIComponent(query.q)}?start=${query.start + MAPS_PAGE}` : null,
					total_results: null,
					total_pages: null,
					page_no: {},
				},
			};
		},
	}),
	defineRoute({
		path: '/v1/google/maps/place',
		query: {
			place_id: { type: 'string' },
			data_id: { type: 'string' },
			hl: { type: 'string', default: 'en' },
			gl: { type: 'string', default: 'us' },
		},
		credits: 5,
		handle: ({ query }) => {
			if (query.place_id === null && query.data_id === null) throw new ApiError(400, { detail: 'Either place_id or data_id is required' });
			return { place: structuredClone(placeDetail(findPlace(query.data_id, query.place_id))) };
		},
	}),
	defineRoute({
		path: '/v1/google/maps/reviews',
		query: {
			data_id: { type: 'string', required: true },
			sort_by: { type: 'enum', values: ['qualityScore', 'newestFirst', 'ratingHigh', 'ratingLow'], default: 'qualityScore' },
			hl: { type: 'string', default: 'en' },
			next_page_token: { type: 'string' },
			results: { type: 'integer', min: 1, max: 20, default: 10 },
		},
		credits: 5,
		handle: ({ query, live }) => {
			const place = findPlace(query.data_id);
			// New reviews (the monitoring run's growth) are the reviewed place's: dated now, they lead the newest-first order.
			const reviews = [...(ofReviewed(place, MAPS_REVIEWS).length > 0 ? live.list(MAPS_REVIEWS, freshReview) : [])];
			if (query.sort_by === 'newestFirst') reviews.sort((a, b) => b.iso_date.localeCompare(a.iso_date));
			if (query.sort_by === 'ratingHigh') reviews.sort((a, b) => b.rating - a.rating);
			if (query.sort_by === 'ratingLow') reviews.sort((a, b) => a.rating - b.rating);
			const { page, pagination } = tokenPage(reviews, `reviews:${place.data_id}:${query.sort_by}`, query.next_page_token, query.results);
			return { location: LOCATION(place), topics: ofReviewed(place, REVIEW_TOPICS), reviews: structuredClone(page), pagination };
		},
	}),
	defineRoute({
		path: '/v1/google/maps/photos',
		query: {
			data_id: { type: 'string', required: true },
			hl: { type: 'string', default: 'en' },
			next_page_token: { type: 'string' },
		},
		credits: 5,
		handle: ({ query }) => {
			const place = findPlace(query.data_id);
			const { page, pagination } = tokenPage(ofReviewed(place, MAPS_PHOTOS), `photos:${place.data_id}`, query.next_page_token, 10);
			return { categories: ofReviewed(place, PHOTO_CATEGORIES), photos: structuredClone(page), pagination };
		},
	}),
	defineRoute({
		path: '/v1/google/maps/posts',
		query: {
			data_id: { type: 'string', required: true },
			next_page_token: { type: 'string' },
		},
		credits: 5,
		handle: ({ query }) => {
			const place = findPlace(query.data_id);
			const { page, pagination } = tokenPage(ofReviewed(place, MAPS_POSTS), `posts:${place.data_id}`, query.next_page_token, 5);
			return {
				location_details: { name: place.title, logo: place.thumbnail },
				post_data: structuredClone(page),
				has_updates: page.length > 0,
				merchant_description: place.description,
				pagination,
			};
		},
	}),
];
