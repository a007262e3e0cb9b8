/**
 * Airbnb > Listing: Search (paged by next_page_cursor, 50 a page, stopped by the Limit; where and when checked before
 * any request), Get (a stay by room ID or URL), Get Calendar (one item per day) and Get Reviews (paged by offset until
 * total_count), with prices and dates in the columns every node uses, through n8n-core against the emulator.
 */
import { REVIEW_COUNT, REVIEWED_ROOM, REVIEWS, STAY_COUNT, STAYS } from '../../emulator/fixtures/airbnb/pages';
import { airbnbSuite, byId, byUrl, field, mapped, operation } from './support';

const { suite, run, requests, expectRefused } = airbnbSuite();
const search = operation('listing', 'search');
const get = operation('listing', 'get');
const getCalendar = operation('listing', 'getCalendar');
const getReviews = operation('listing', 'getReviews');

describe('Airbnb > Listing > Search', () => {
	test('Return All: pages of 50 by cursor until next_page_cursor is null, one item per stay', async () => {
		const { items, error } = await run(search({ location: 'Paris, France', returnAll: true }));
		expect(error).toBeUndefined();
		const sent = requests();
		expect(sent.map((request) => request.path)).toEqual(['/v1/airbnb/search', '/v1/airbnb/search', '/v1/airbnb/search']);
		expect(sent[0].query).toEqual({ location: 'Paris, France', limit: '50' });
		expect(sent[1].query).toEqual({ location: 'Paris, France', limit: '50', cursor: expect.any(String) });
		expect(sent[2].query.cursor).not.toEqual(sent[1].query.cursor);
		expect(field(items, 'room_id')).toEqual(STAYS.map((stay) => stay.room_id));
		expect(items).toHaveLength(STAY_COUNT);
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([5, 5, 5]);
	});

	test('Limit 60 stops after the second page (50, then 10 asked) and outputs 60 stays', async () => {
		const { items } = await run(search({ location: 'Paris', limit: 60 }));
		expect(requests().map((request) => request.query.limit)).toEqual(['50', '10']);
		expect(items).toHaveLength(60);
	});

	test('dates, guests, filters and options go out as the service names them', async () => {
		await run(
			search({
				location: 'Paris, France',
				limit: 1,
				options: { check_in: '2026-09-12', check_out: '2026-09-15', adults: 2, children: 1, pets: 1, currency: 'EUR', locale: 'fr' },
				filters: { price_min: 50, price_max: 250, min_bedrooms: 1, room_type: 'Entire home/apt' },
			}),
		);
		expect(requests()).toEqual([
			{
				path: '/v1/airbnb/search',
				query: {
					location: 'Paris, France',
					limit: '1',
					check_in: '2026-09-12',
					check_out: '2026-09-15',
					adults: '2',
					children: '1',
					pets: '1',
					currency: 'EUR',
					locale: 'fr',
					price_min: '50',
					price_max: '250',
					min_bedrooms: '1',
					room_type: 'Entire home/apt',
				},
			},
		]);
	});

	test('a map box instead of a place: its four corners sent', async () => {
		const { error } = await run(search({ limit: 1, filters: { ne_lat: 48.9, ne_lng: 2.42, sw_lat: 48.8, sw_lng: 2.25 } }));
		expect(error).toBeUndefined();
		expect(requests()[0].query).toEqual({ limit: '1', ne_lat: '48.9', ne_lng: '2.42', sw_lat: '48.8', sw_lng: '2.25' });
	});

	test('Simplify: price, currency and price_text, the nightly or total amount as Airbnb quotes it, was_price', async () => {
		const { items } = await run(search({ location: 'Paris', limit: 3, simplify: true, options: { currency: 'EUR', check_in: '2026-09-12', check_out: '2026-09-15' } }));
		const [first, , third] = items.map((item) => item.json);
		const firstCard = STAYS[0];
		expect(first).toMatchObject({
			room_id: firstCard.room_id,
			price: firstCard.price.amount,
			currency: 'EUR',
			price_text: `€${firstCard.price.amount}`,
			price_qualifier: 'per night',
			nightly_price: firstCard.price.amount,
			total_price: null,
			was_price: firstCard.price.amount + 40,
			listing_url: firstCard.listing_url,
		});
		// The third stay is quoted for the whole stay when dates are given.
		expect(third).toMatchObject({ price_qualifier: 'total', nightly_price: null, total_price: STAYS[2].price.amount * 3, currency: 'EUR', was_price: null });
	});

	test('no stays: no items, one request', async () => {
		const { items, error } = await run(search({ location: 'qwxz', returnAll: true }));
		expect(error).toBeUndefined();
		expect(items).toEqual([]);
		expect(requests()).toHaveLength(1);
	});

	test.each([
		[{}, 'Say where to search'],
		[{ location: 'Paris', filters: { ne_lat: 48.9, ne_lng: 2.42 } }, 'all four corners'],
		[{ filters: { ne_lat: 48.7, ne_lng: 2.42, sw_lat: 48.8, sw_lng: 2.25 } }, 'NE Latitude must be north'],
		[{ location: 'Paris', options: { check_in: '2026-09-12' } }, 'Check-In and Check-Out go together'],
		[{ location: 'Paris', options: { check_in: '2026-09-15', check_out: '2026-09-12' } }, 'Check-Out (2026-09-12) must be after Check-In (2026-09-15)'],
		[{ location: 'Paris', options: { check_in: '2026-09-12', check_out: '2026-09-12' } }, 'must be after Check-In'],
		[{ location: 'Paris', options: { check_in: '2026-02-30', check_out: '2026-03-02' } }, 'not a day of the calendar'],
		[{ location: 'Paris', options: { check_in: '12/09/2026', check_out: '2026-09-15' } }, 'YYYY-MM-DD'],
		[{ location: 'Paris', options: { adults: 0 } }, 'Adults'],
		[{ location: 'Paris', options: { currency: 'euro' } }, 'currency code'],
		[{ location: 'Paris', filters: { price_min: 300, price_max: 100 } }, 'Min Price must not be above Max Price'],
	])('refused before any request: %j', async (extra, named) => {
		await expectRefused(search({ limit: 5, ...extra }), named);
	});
});

describe('Airbnb > Listing > Get', () => {
	const card = STAYS[4];
	test.each([
		['an ID', byId(card.room_id)],
		['a listing URL', byUrl(`https://www.airbnb.com/rooms/${card.room_id}?check_in=2026-09-12&adults=2`)],
		["another country's site", byUrl(`https://fr.airbnb.ca/rooms/${card.room_id}`)],
		['a Plus listing URL', byUrl(`https://www.airbnb.co.uk/rooms/plus/${card.room_id}`)],
		['a URL without the scheme', byUrl(`airbnb.com.au/rooms/${card.room_id}`)],
	])('by %s: the stay in full', async (_what, room) => {
		const { items, error } = await run(get({ room_id: room, options: { adults: 2, currency: 'EUR' } }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/airbnb/listings/${card.room_id}`, query: { adults: '2', currency: 'EUR' } }]);
		expect(items[0].json).toMatchObject({ room_id: card.room_id, title: card.title, listing_url: card.listing_url });
		expect(items[0].json.amenities).toEqual(expect.any(Array));
	});

	test("chained: Search's items, each read by its room_id with no expression typed", async () => {
		const { items, error } = await run(get({}), { items: STAYS.slice(0, 2) });
		expect(error).toBeUndefined();
		expect(field(items, 'room_id')).toEqual([STAYS[0].room_id, STAYS[1].room_id]);
	});

	test('Simplify: one flat row, ratings by category and the amenities offered as text', async () => {
		const { items } = await run(get({ room_id: byId(card.room_id), simplify: true }));
		expect(items[0].json).toMatchObject({ room_id: card.room_id, rating_cleanliness: 4.78, host_name: 'Inês', amenities: 'Wifi, Kitchen', image_count: 2 });
	});

	test('an unknown listing is a 404 said as such', async () => {
		const { error } = await run(get({ room_id: byId('1') }));
		expect(error?.message).toMatch(/404|not found/i);
	});

	test.each([
		[mapped('abc'), 'a numeric room ID'],
		[byUrl('https://www.airbnb.com/experiences/1847362'), 'an Airbnb listing URL'],
		[byUrl('https://www.booking.com/rooms/48291736'), 'an Airbnb listing URL'],
	])('refused before any request: %j', async (room, form) => {
		await expectRefused(get({ room_id: room }), form);
	});
});

describe('Airbnb > Listing > Get Calendar', () => {
	test('one item per day of the months asked, the nightly price in the price columns, hidden prices empty', async () => {
		const { items, error } = await run(getCalendar({ room_id: byId(REVIEWED_ROOM), options: { month: 9, year: 2026, months: 2, currency: 'EUR' } }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/airbnb/listings/${REVIEWED_ROOM}/calendar`, query: { month: '9', year: '2026', months: '2', currency: 'EUR' } }]);
		expect(items).toHaveLength(30 + 31);
		expect(items[0].json).toEqual({
			room_id: REVIEWED_ROOM,
			date: '2026-09-01',
			available: true,
			bookable: true,
			available_for_checkin: true,
			available_for_checkout: true,
			min_nights: 2,
			max_nights: 28,
			price: 140,
			currency: 'EUR',
			price_text: '€140',
		});
		// 2026-09-05 is a blocked Saturday: no price shown.
		expect(items[4].json).toMatchObject({ date: '2026-09-05', available: false, price: null, currency: null, price_text: null });
		expect(items[60].json.date).toBe('2026-10-31');
	});

	test.each([
		[{ room_id: byId(REVIEWED_ROOM), options: { months: 13 } }, 'Months'],
		[{ room_id: byId(REVIEWED_ROOM), options: { month: 0 } }, 'Start Month'],
		[{ room_id: byUrl('https://www.airbnb.com/s/Paris/homes') }, 'an Airbnb listing URL'],
	])('refused before any request: %j', async (parameters, named) => {
		await expectRefused(getCalendar(parameters), named);
	});
});

describe('Airbnb > Listing > Get Reviews', () => {
	test('Return All: newest first, pages of 50 by offset until total_count, each review with its room_id', async () => {
		const { items, error } = await run(getReviews({ room_id: byUrl(`https://www.airbnb.com/rooms/${REVIEWED_ROOM}`), returnAll: true }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{ path: `/v1/airbnb/listings/${REVIEWED_ROOM}/reviews`, query: { limit: '50' } },
			{ path: `/v1/airbnb/listings/${REVIEWED_ROOM}/reviews`, query: { limit: '50', offset: '50' } },
			{ path: `/v1/airbnb/listings/${REVIEWED_ROOM}/reviews`, query: { limit: '50', offset: '100' } },
		]);
		expect(items).toHaveLength(REVIEW_COUNT);
		expect(field(items, 'id')).toEqual(REVIEWS.map((review) => review.id));
		expect(items[0].json.room_id).toBe(REVIEWED_ROOM);
	});

	test('Limit 30 asks one page of 30; a sort goes out as the service names it', async () => {
		const { items } = await run(getReviews({ room_id: byId(REVIEWED_ROOM), limit: 30, options: { sort: 'RATING_ASC' } }));
		expect(requests()).toEqual([{ path: `/v1/airbnb/listings/${REVIEWED_ROOM}/reviews`, query: { limit: '30', sort: 'RATING_ASC' } }]);
		expect(items).toHaveLength(30);
		expect(items[0].json.rating).toBe(4);
	});

	test('Simplify: created_at as ISO 8601, the relative date beside it, the host reply', async () => {
		const { items } = await run(getReviews({ room_id: byId(REVIEWED_ROOM), limit: 1, simplify: true }));
		expect(items[0].json).toMatchObject({
			id: REVIEWS[0].id,
			room_id: REVIEWED_ROOM,
			created_at: '2026-08-12T09:41:22.000Z',
			localized_date: '2 days ago',
			response: 'Thank you Daniel!',
			photo_count: 1,
		});
	});

	test('a listing without reviews: no items, one request', async () => {
		const { items, error } = await run(getReviews({ room_id: byId(STAYS[1].room_id), returnAll: true }));
		expect(error).toBeUndefined();
		expect(items).toEqual([]);
		expect(requests()).toHaveLength(1);
	});

	test('an unknown listing is a 404 said as such', async () => {
		const { error } = await run(getReviews({ room_id: byId('1'), limit: 5 }));
		expect(error?.message).toMatch(/404|not found/i);
	});
});
