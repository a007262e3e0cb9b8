/**
 * The emulator's Booking.com: a property search and a property's reviews paged by offset (up to 100 a page) with the
 * total they state, each property in full and its rooms and rates for any dates, and destinations for a name's start;
 * unknown properties are 404s and values out of the docs' ranges 422s.
 */
import type { Fresh } from '../../live';
import { isoAt, liveId } from '../../live';
import * as data from '../../fixtures/booking/pages';
import { ApiError, defineRoute } from '../../route';

const LANGUAGE = { type: 'string' } as const;
const CURRENCY = { type: 'string', pattern: '^[A-Z]{3}$' } as const;
const DATE = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
const PROPERTY_PATH = { country_code: { minLength: 2, maxLength: 2 }, slug: { minLength: 1 } };
const PAGE = { limit: { type: 'integer', min: 1, max: data.PAGE.max, default: data.PAGE.default }, offset: { type: 'integer', min: 0, default: 0 } } as const;

/** A search the emulator's Booking finds nothing for: a place holding "qwxz". */
const findsNothing = (place: string | null) => place !== null && /qwxz/i.test(place);

type Review = (typeof data.REVIEWS)[number];
type Card = ReturnType<typeof data.propertyCard>;

/** A review just written (the monitoring run's growth): an ID of its own, dated now. */
const freshReview: Fresh<Review> = (template, serial, at) => ({ ...template, review_id: liveId('1299', serial, 6), date: isoAt(at), date_utc: Math.floor(at / 1000) });

/** A property just listed: a page of its own. */
const freshProperty: Fresh<Card> = (template, serial) => {
	const slug = `new-stay-${serial}`;
	return { ...template, property_id: liveId('3100', serial, 5), name: `New stay ${serial}`, slug, url: `https://www.booking.com/hotel/it/${slug}.html` };
};

/** The property a path names, by its country and page name; a 404 for any other. */
function propertyIndex(countryCode: string, slug: string): number {
	const index = data.PROPERTIES.findIndex((card) => card.slug === slug);
	if (index < 0 || countryCode !== 'it') throw ApiError.notFound('Property not found');
	return index;
}

export const bookingRoutes = [
	defineRoute({
		path: '/v1/booking/search',
		query: {
			location: { type: 'string' },
			dest_id: { type: 'integer' },
			dest_type: { type: 'string', default: 'NO_DEST_TYPE' },
			checkin: DATE,
			checkout: DATE,
			adults: { type: 'integer', min: 1, max: 30, default: 2 },
			children: { type: 'string' },
			rooms: { type: 'integer', min: 1, max: 30, default: 1 },
			...PAGE,
			sort: { type: 'enum', values: ['popularity', 'price', 'class_descending', 'class_ascending', 'distance_from_search', 'bayesian_review_score', 'review_score_and_price', 'upsort_bh'] },
			filters: { type: 'string' },
			currency: CURRENCY,
			language: LANGUAGE,
		},
		credits: 5,
		handle: ({ query, live }) => {
			const currency = query.currency ?? 'USD';
			const nights = data.nightsOf(query.checkin, query.checkout);
			const all = findsNothing(query.location) ? [] : live.list(data.PROPERTIES, freshProperty);
			const page = all.slice(query.offset, query.offset + query.limit).map((card) => {
				const index = data.PROPERTIES.findIndex((known) => known.property_id === card.property_id);
				return index < 0 ? structuredClone(card) : data.propertyCard(index, currency, nights);
			});
			return {
				query: query.location ?? String(query.dest_id),
				destination: { dest_id: '-126693', dest_type: 'CITY', name: 'Rome', label: 'Rome, Lazio, Italy', country_code: 'it' },
				checkin: query.checkin,
				checkout: query.checkout,
				currency,
				total_results: all.length,
				offset: query.offset,
				count: page.length,
				properties: page,
			};
		},
	}),
	defineRoute({
		path: '/v1/booking/properties/{country_code}/{slug}',
		pathParams: PROPERTY_PATH,
		query: { photos: { type: 'integer', min: 1, max: 100, default: 40 }, questions: { type: 'integer', min: 0, max: 50, default: 10 }, language: LANGUAGE },
		credits: 5,
		handle: ({ params }) => data.propertyDetail(propertyIndex(params.country_code, params.slug)),
	}),
	defineRoute({
		path: '/v1/booking/properties/{country_code}/{slug}/rooms',
		pathParams: PROPERTY_PATH,
		query: {
			checkin: { ...DATE, required: true },
			checkout: { ...DATE, required: true },
			adults: { type: 'integer', min: 1, max: 30, default: 2 },
			children: { type: 'string' },
			rooms: { type: 'integer', min: 1, max: 30, default: 1 },
			currency: CURRENCY,
			language: LANGUAGE,
		},
		credits: 10,
		handle: ({ params, query, live }) => {
			const index = propertyIndex(params.country_code, params.slug);
			// A price watch's changes are set on this path (live.record) as the hotel's world: its nightly rate, the room
			// types left (fixtures' RoomsWorld), from which the answer is built as the service would give it.
			const world = live.record<data.RoomsWorld>({});
			const stay = { checkin: query.checkin, checkout: query.checkout, adults: query.adults, children: query.children, rooms: query.rooms, currency: query.currency ?? 'USD' };
			return data.roomsAnswer(index, stay, world);
		},
	}),
	defineRoute({
		path: '/v1/booking/properties/{country_code}/{slug}/reviews',
		pathParams: PROPERTY_PATH,
		query: {
			...PAGE,
			sort: { type: 'enum', values: ['MOST_RELEVANT', 'NEWEST_FIRST', 'OLDEST_FIRST', 'SCORE_DESC', 'SCORE_ASC'], default: 'MOST_RELEVANT' },
			review_language: { type: 'string' },
			guest_type: { type: 'enum', values: ['FAMILIES', 'COUPLES', 'GROUP_OF_FRIENDS', 'SOLO_TRAVELLERS', 'BUSINESS_TRAVELLERS'] },
			language: LANGUAGE,
		},
		credits: 10,
		// The docs' example property has the reviews (growing for the monitoring run, newest first); another has none.
		handle: ({ params, query, live }) => {
			const index = propertyIndex(params.country_code, params.slug);
			let reviews: Review[] = index === 0 ? live.list(data.REVIEWS, freshReview) : [];
			if (query.sort === 'OLDEST_FIRST') reviews = [...reviews].reverse();
			else if (query.sort === 'SCORE_DESC' || query.sort === 'SCORE_ASC') reviews = [...reviews].sort((a, b) => (query.sort === 'SCORE_ASC' ? a.score - b.score : b.score - a.score));
			if (query.review_language !== null) reviews = reviews.filter((entry) => entry.language === query.review_language);
			if (query.guest_type !== null) reviews = reviews.filter((entry) => entry.guest_type === query.guest_type);
			return {
				property_id: data.PROPERTIES[index].property_id,
				total_count: reviews.length,
				score_breakdown: { Staff: 9.2, Facilities: 8.8, Cleanliness: 9.1, Comfort: 9.0, 'Value for money': 8.1, Location: 9.4, 'Free Wifi': 9.3 },
				language_counts: { en: 92, it: 0, fr: 46, de: 46, es: 46 },
				guest_type_counts: { FAMILIES: 46, COUPLES: 46, GROUP_OF_FRIENDS: 46, SOLO_TRAVELLERS: 46, BUSINESS_TRAVELLERS: 46 },
				limit: query.limit,
				offset: query.offset,
				sort: query.sort,
				reviews: structuredClone(reviews.slice(query.offset, query.offset + query.limit)),
			};
		},
	}),
	defineRoute({
		path: '/v1/booking/destinations',
		query: { query: { type: 'string', required: true }, limit: { type: 'integer', min: 1, max: 20, default: 8 }, language: LANGUAGE },
		credits: 3,
		handle: ({ query }) => {
			const start = query.query.trim().toLowerCase();
			const found = data.DESTINATIONS.filter((entry) => entry.name.toLowerCase().startsWith(start) || entry.label.toLowerCase().includes(start)).slice(0, query.limit);
			return { query: query.query, count: found.length, destinations: structuredClone(found) };
		},
	}),
];
