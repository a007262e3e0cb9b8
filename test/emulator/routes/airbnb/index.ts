/**
 * The emulator's Airbnb: stays and experiences searches paged by an opaque `next_page_cursor` (null on the last page),
 * reviews by offset with `total_count`, each listing and experience in full, and a calendar of any months; unknown IDs
 * are 404s and values out of the docs' ranges 422s.
 */
import type { Fresh } from '../../live';
import { isoAt, liveId } from '../../live';
import * as data from '../../fixtures/airbnb/pages';
import { ApiError, defineRoute } from '../../route';

const CURRENCY = { type: 'string', pattern: '^[A-Z]{3}$' } as const;
const LOCALE = { type: 'string' } as const;
const COUNT = { type: 'integer', min: 0, default: 0 } as const;
const ID = { pattern: '^\\d+$' };

/** The cursor for the records from `offset` on, as the service writes it (base64 of its JSON offset). */
const cursorAt = (offset: number) => Buffer.from(JSON.stringify({ items_offset: offset, version: 1 })).toString('base64');

/** The offset a cursor stands for (0 when absent); any other cursor is the service's 422. */
function offsetOf(cursor: string | null): number {
	if (cursor === null || cursor === '') return 0;
	try {
		const offset = (JSON.parse(Buffer.from(cursor, 'base64').toString('utf8')) as { items_offset?: unknown }).items_offset;
		if (typeof offset === 'number' && Number.isInteger(offset) && offset >= 0) return offset;
	} catch {
		// fall through to the 422
	}
	throw new ApiError(422, { detail: 'Invalid cursor' });
}

/** A page of `size` from the cursor's offset, and the cursor of the next page (null on the last). */
function cursorPage<T>(list: readonly T[], cursor: string | null, size: number) {
	const from = offsetOf(cursor);
	const page = structuredClone(list.slice(from, from + size));
	return { page, next: from + size < list.length ? cursorAt(from + size) : null };
}

/** A search the emulator's Airbnb finds nothing for: a place holding "qwxz". */
const findsNothing = (place: string | null) => place !== null && /qwxz/i.test(place);

type Stay = ReturnType<typeof data.stayCard>;
type Review = (typeof data.REVIEWS)[number];

/** A stay just listed (the monitoring run's growth): a room of its own. */
const freshStay: Fresh<Stay> = (template, serial) => {
	const id = liveId('7700', serial, 6);
	return { ...template, room_id: id, title: `${template.title} (new ${serial})`, listing_url: `https://www.airbnb.com/rooms/${id}` };
};

/** A review just written: an ID of its own, written now. */
const freshReview: Fresh<Review> = (template, serial, at) => ({ ...template, id: liveId('1299', serial, 6), created_at: isoAt(at), localized_date: 'Today' });

const roomIndex = (roomId: string) => {
	const index = data.STAYS.findIndex((stay) => stay.room_id === roomId);
	if (index < 0) throw ApiError.notFound('Listing not found');
	return index;
};

export const airbnbRoutes = [
	defineRoute({
		path: '/v1/airbnb/search',
		query: {
			location: { type: 'string' },
			ne_lat: { type: 'number' },
			ne_lng: { type: 'number' },
			sw_lat: { type: 'number' },
			sw_lng: { type: 'number' },
			check_in: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
			check_out: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
			adults: { type: 'integer', min: 0, default: 1 },
			children: COUNT,
			infants: COUNT,
			pets: COUNT,
			price_min: { type: 'integer', min: 0 },
			price_max: { type: 'integer', min: 0 },
			min_bedrooms: { type: 'integer', min: 0 },
			min_beds: { type: 'integer', min: 0 },
			min_bathrooms: { type: 'integer', min: 0 },
			room_type: { type: 'string' },
			cursor: { type: 'string' },
			limit: { type: 'integer', min: 1, max: data.STAY_PAGE.max, default: data.STAY_PAGE.default },
			currency: CURRENCY,
			locale: LOCALE,
		},
		credits: 5,
		handle: ({ query, live }) => {
			const currency = query.currency ?? 'USD';
			const dated = query.check_in !== null && query.check_out !== null;
			const stays = findsNothing(query.location) ? [] : live.list(data.STAYS, freshStay).map((stay) => ({ ...stay, ...pricedIn(stay, currency, dated) }));
			const { page, next } = cursorPage(stays, query.cursor, query.limit);
			return { query: query.location ?? 'Map area', count: page.length, next_page_cursor: next, listings: page };
		},
	}),
	defineRoute({
		path: '/v1/airbnb/listings/{room_id}',
		pathParams: { room_id: ID },
		query: { adults: { type: 'integer', min: 1, default: 1 }, currency: CURRENCY, locale: LOCALE },
		credits: 5,
		handle: ({ params }) => data.listingDetail(roomIndex(params.room_id)),
	}),
	defineRoute({
		path: '/v1/airbnb/listings/{room_id}/calendar',
		pathParams: { room_id: ID },
		query: {
			month: { type: 'integer', min: 1, max: 12, default: 1 },
			year: { type: 'integer', min: 2020, max: 2100, default: 2026 },
			months: { type: 'integer', min: 1, max: 12, default: 12 },
			currency: CURRENCY,
			locale: LOCALE,
		},
		credits: 5,
		// An availability watch's changes are set on this path (live.record) as the stay's world: its nightly rate, the
		// nights booked since (fixtures' CalendarWorld), from which the calendar is built as the service would give it.
		handle: ({ params, query, live }) => {
			roomIndex(params.room_id);
			return data.calendar(params.room_id, query.month, query.year, query.months, query.currency ?? 'USD', live.record<data.CalendarWorld>({}));
		},
	}),
	defineRoute({
		path: '/v1/airbnb/listings/{room_id}/reviews',
		pathParams: { room_id: ID },
		query: {
			limit: { type: 'integer', min: 1, max: data.REVIEW_PAGE.max, default: data.REVIEW_PAGE.default },
			offset: { type: 'integer', min: 0, default: 0 },
			sort: { type: 'enum', values: ['MOST_RECENT', 'RATING_DESC', 'RATING_ASC'], default: 'MOST_RECENT' },
			currency: CURRENCY,
			locale: LOCALE,
		},
		credits: 5,
		// The docs' example room has the reviews (growing for the monitoring run, newest at the head); another has none.
		handle: ({ params, query, live }) => {
			roomIndex(params.room_id);
			const reviews = params.room_id === data.REVIEWED_ROOM ? (query.sort === 'MOST_RECENT' ? live.list(data.REVIEWS, freshReview) : data.sortedReviews(query.sort)) : [];
			return {
				room_id: params.room_id,
				total_count: reviews.length,
				limit: query.limit,
				offset: query.offset,
				reviews: structuredClone(reviews.slice(query.offset, query.offset + query.limit)),
			};
		},
	}),
	defineRoute({
		path: '/v1/airbnb/experiences',
		query: { location: { type: 'string', required: true }, cursor: { type: 'string' }, currency: CURRENCY, locale: LOCALE },
		credits: 5,
		handle: ({ query }) => {
			const currency = query.currency ?? 'USD';
			const experiences = findsNothing(query.location) ? [] : data.EXPERIENCES.map((_, index) => data.experienceCard(index, currency));
			const { page, next } = cursorPage(experiences, query.cursor, data.EXPERIENCE_PAGE);
			return { location: query.location, count: page.length, next_page_cursor: next, experiences: page };
		},
	}),
	defineRoute({
		path: '/v1/airbnb/experiences/{experience_id}',
		pathParams: { experience_id: ID },
		query: { adults: { type: 'integer', min: 1, default: 1 }, children: COUNT, infants: COUNT, currency: CURRENCY, locale: LOCALE },
		credits: 5,
		handle: ({ params, query }) => {
			const index = data.EXPERIENCES.findIndex((experience) => experience.experience_id === params.experience_id);
			if (index < 0) throw ApiError.notFound('Experience not found');
			return data.experienceDetail(index, query.currency ?? 'USD');
		},
	}),
];

/** A stay's price in the currency asked for, and as a stay's total where dates are given (every third stay). */
function pricedIn(stay: Stay, currency: string, dated: boolean): Pick<Stay, 'price'> {
	const index = data.STAYS.findIndex((candidate) => candidate.room_id === stay.room_id);
	return { price: data.stayCard(index < 0 ? 0 : index, currency, dated).price };
}
