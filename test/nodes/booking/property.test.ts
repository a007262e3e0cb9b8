/**
 * Booking.com > Property: Search (paged by offset, 100 a page, until total_results; where and when checked before any
 * request), Get, Get Rooms and Get Reviews (a property by its URL, which names its country, or by page name and Country
 * Code), with prices and dates in the columns every node uses, through n8n-core against the emulator.
 */
import { PROPERTIES, PROPERTY_COUNT, REVIEW_COUNT, REVIEWED, REVIEWS } from '../../emulator/fixtures/booking/pages';
import { bookingSuite, byId, byUrl, field, mapped, operation } from './support';

const { suite, run, requests, expectRefused } = bookingSuite();
const search = operation('property', 'search');
const get = operation('property', 'get');
const getRooms = operation('property', 'getRooms');
const getReviews = operation('property', 'getReviews');

const URL_OF = `https://www.booking.com/hotel/it/${REVIEWED.slug}.html`;
const PATH = `/v1/booking/properties/it/${REVIEWED.slug}`;
const STAY = { checkin: '2026-09-12', checkout: '2026-09-15' };

describe('Booking.com > Property > Search', () => {
	test('Return All: pages of 100 by offset until total_results, one item per property', async () => {
		const { items, error } = await run(search({ location: 'Rome, Italy', returnAll: true }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{ path: '/v1/booking/search', query: { location: 'Rome, Italy', limit: '100' } },
			{ path: '/v1/booking/search', query: { location: 'Rome, Italy', limit: '100', offset: '100' } },
		]);
		expect(items).toHaveLength(PROPERTY_COUNT);
		expect(field(items, 'property_id')).toEqual(PROPERTIES.map((card) => card.property_id));
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([5, 5]);
	});

	test('Limit 30 asks one page of 30', async () => {
		const { items } = await run(search({ location: 'Rome', limit: 30 }));
		expect(requests()).toEqual([{ path: '/v1/booking/search', query: { location: 'Rome', limit: '30' } }]);
		expect(items).toHaveLength(30);
	});

	test('a destination ID, dates, guests, sort and filters go out as the service names them', async () => {
		await run(
			search({
				limit: 1,
				options: { ...STAY, adults: 3, children: '4,9', rooms: 2, dest_id: -126693, dest_type: 'CITY', sort: 'price', currency: 'EUR', language: 'en-gb' },
				filters: { filters: 'class=5;mealplan=1' },
			}),
		);
		expect(requests()).toEqual([
			{
				path: '/v1/booking/search',
				query: { limit: '1', ...STAY, adults: '3', children: '4,9', rooms: '2', dest_id: '-126693', dest_type: 'CITY', sort: 'price', currency: 'EUR', language: 'en-gb', filters: 'class=5;mealplan=1' },
			},
		]);
	});

	test('Simplify: price, currency and price_text (the total as Booking shows it), total_price, nightly_price, was_price', async () => {
		const { items } = await run(search({ location: 'Rome', limit: 2, simplify: true, options: { ...STAY, currency: 'EUR' } }));
		const nightly = PROPERTIES[0].price_per_night.amount;
		const total = Math.round(nightly * 3 * 100) / 100;
		expect(items[0].json).toMatchObject({
			property_id: REVIEWED.property_id,
			slug: REVIEWED.slug,
			country_code: 'it',
			price: total,
			currency: 'EUR',
			price_text: `€ ${total.toFixed(2).replace('.', ',')}`,
			total_price: total,
			nightly_price: nightly,
			was_price: Math.round(total * 1.2 * 100) / 100,
		});
		expect(items[1].json).toMatchObject({ was_price: null, currency: 'EUR' });
	});

	test('no properties: no items, one request', async () => {
		const { items, error } = await run(search({ location: 'qwxz', returnAll: true }));
		expect(error).toBeUndefined();
		expect(items).toEqual([]);
		expect(requests()).toHaveLength(1);
	});

	test.each([
		[{}, 'Say where to search'],
		[{ location: 'Rome', options: { checkin: '2026-09-12' } }, 'Check-In and Check-Out go together'],
		[{ location: 'Rome', options: { checkin: '2026-09-15', checkout: '2026-09-12' } }, 'must be after Check-In'],
		[{ location: 'Rome', options: { checkin: '2026-04-31', checkout: '2026-05-02' } }, 'not a day of the calendar'],
		[{ location: 'Rome', options: { checkin: '2026/09/12', checkout: '2026-09-15' } }, 'YYYY-MM-DD'],
		[{ location: 'Rome', options: { adults: 0 } }, 'Adults'],
		[{ location: 'Rome', options: { adults: 1, rooms: 2 } }, 'Rooms (2) cannot be more than Adults (1)'],
		[{ location: 'Rome', options: { children: '4, nine' } }, 'Children Ages'],
		[{ location: 'Rome', options: { currency: 'eur' } }, 'currency code'],
		[{ location: 'Rome', options: { dest_id: 'Rome' } }, 'Destination ID'],
		[{ options: { dest_id: 0.5 } }, 'Destination ID'],
		[{ location: 'Rome', filters: { filters: '5 stars' } }, 'class=5;mealplan=1'],
	])('refused before any request: %j', async (extra, named) => {
		await expectRefused(search({ limit: 5, ...extra }), named);
	});
});

describe('Booking.com > Property > Get', () => {
	test.each([
		['a property URL', byUrl(URL_OF), {}],
		['a URL with a language and a query string', byUrl(`https://www.booking.com/hotel/it/${REVIEWED.slug}.en-gb.html?aid=304142&checkin=2026-09-12`), {}],
		['a page name with its Country Code', byId(REVIEWED.slug), { country_code: 'it' }],
		['a URL with the same Country Code', byUrl(URL_OF), { country_code: 'it' }],
	])('by %s: the property in full', async (_what, property, extra) => {
		const { items, error } = await run(get({ slug: property, ...extra, options: { photos: 10 } }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: PATH, query: { photos: '10' } }]);
		expect(items[0].json).toMatchObject({ property_id: REVIEWED.property_id, slug: REVIEWED.slug, country_code: 'it' });
	});

	test("chained: Search's items, each read by its slug and country_code with no expression typed", async () => {
		const { items, error } = await run(get({}), { items: PROPERTIES.slice(0, 2) });
		expect(error).toBeUndefined();
		expect(requests().map((request) => request.path)).toEqual([PATH, `/v1/booking/properties/it/${PROPERTIES[1].slug}`]);
		expect(field(items, 'property_id')).toEqual([PROPERTIES[0].property_id, PROPERTIES[1].property_id]);
	});

	test('an unknown property is a 404 said as such', async () => {
		const { error } = await run(get({ slug: byUrl('https://www.booking.com/hotel/it/nowhere.html') }));
		expect(error?.message).toMatch(/404|not found/i);
	});

	test.each([
		[{ slug: byId(REVIEWED.slug) }, 'Country Code is required with a page name'],
		[{ slug: byUrl(URL_OF), country_code: 'fr' }, 'is a URL of it but Country Code is fr'],
		[{ slug: byUrl('https://www.booking.com/searchresults.html?ss=Rome') }, 'a Booking.com property URL'],
		[{ slug: byUrl('https://www.airbnb.com/hotel/it/artemide.html') }, 'a Booking.com property URL'],
		[{ slug: mapped('hotel artemide'), country_code: 'it' }, 'a property page name'],
		[{ slug: byId(REVIEWED.slug), country_code: 'ITA' }, 'two-letter country code'],
	])('refused before any request: %j', async (parameters, named) => {
		await expectRefused(get(parameters), named);
	});
});

describe('Booking.com > Property > Get Rooms', () => {
	test('one item per room type with its rates and the stay; dates and guests sent as named', async () => {
		const { items, error } = await run(getRooms({ slug: byUrl(URL_OF), ...STAY, options: { adults: 2, children: '4,9', currency: 'EUR' } }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `${PATH}/rooms`, query: { ...STAY, adults: '2', children: '4,9', currency: 'EUR' } }]);
		expect(items).toHaveLength(3);
		expect(items[0].json).toMatchObject({ room_id: `${REVIEWED.property_id}01`, stay: { property_id: REVIEWED.property_id, ...STAY, currency: 'EUR' } });
		expect(items[0].json.rates).toHaveLength(2);
		expect(suite.emulator.requests[0].creditsCharged).toBe(10);
	});

	test("Simplify: each room type's cheapest rate as price, currency and price_text, total, nightly and was prices", async () => {
		const { items } = await run(getRooms({ slug: byUrl(URL_OF), ...STAY, simplify: true, options: { currency: 'EUR' } }));
		const nightly = PROPERTIES[0].price_per_night.amount;
		const total = Math.round(nightly * 3 * 100) / 100;
		expect(items[0].json).toMatchObject({
			property_id: REVIEWED.property_id,
			checkin: STAY.checkin,
			checkout: STAY.checkout,
			price: total,
			currency: 'EUR',
			total_price: total,
			nightly_price: nightly,
			was_price: Math.round(total * 1.1 * 100) / 100,
			rate_count: 2,
		});
	});

	test.each([
		[{ slug: byUrl(URL_OF), checkin: '2026-09-15', checkout: '2026-09-15' }, 'must be after Check-In'],
		[{ slug: byUrl(URL_OF), checkin: '15-09-2026', checkout: '2026-09-18' }, 'YYYY-MM-DD'],
		[{ slug: byUrl(URL_OF), ...STAY, options: { adults: 31 } }, 'Adults'],
		[{ slug: byId(REVIEWED.slug), ...STAY }, 'Country Code is required'],
	])('refused before any request: %j', async (parameters, named) => {
		await expectRefused(getRooms(parameters), named);
	});
});

describe('Booking.com > Property > Get Reviews', () => {
	test('Return All, newest first: pages of 100 by offset until total_count, each review with its property_id', async () => {
		const { items, error } = await run(getReviews({ slug: byUrl(URL_OF), returnAll: true, options: { sort: 'NEWEST_FIRST' } }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{ path: `${PATH}/reviews`, query: { limit: '100', sort: 'NEWEST_FIRST' } },
			{ path: `${PATH}/reviews`, query: { limit: '100', sort: 'NEWEST_FIRST', offset: '100' } },
			{ path: `${PATH}/reviews`, query: { limit: '100', sort: 'NEWEST_FIRST', offset: '200' } },
		]);
		expect(items).toHaveLength(REVIEW_COUNT);
		expect(field(items, 'review_id')).toEqual(REVIEWS.map((entry) => entry.review_id));
		expect(items[0].json.property_id).toBe(REVIEWED.property_id);
	});

	test('filters narrow the reviews; Simplify gives the date as ISO 8601 and the stay days', async () => {
		const { items } = await run(getReviews({ slug: byUrl(URL_OF), limit: 2, simplify: true, filters: { guest_type: 'FAMILIES', review_language: 'en' } }));
		expect(requests()[0].query).toEqual({ limit: '2', guest_type: 'FAMILIES', review_language: 'en' });
		expect(items[0].json).toMatchObject({
			review_id: REVIEWS[0].review_id,
			property_id: REVIEWED.property_id,
			date: '2026-08-12T09:41:22.000Z',
			checkin_date: REVIEWS[0].checkin_date,
			checkout_date: REVIEWS[0].checkout_date,
			guest_type: 'FAMILIES',
			partner_reply: 'Thank you Daniel!',
		});
	});

	test('a property without reviews: no items, one request', async () => {
		const { items, error } = await run(getReviews({ slug: byId(PROPERTIES[1].slug), country_code: 'it', returnAll: true }));
		expect(error).toBeUndefined();
		expect(items).toEqual([]);
		expect(requests()).toHaveLength(1);
	});

	test('refused before any request: a review language that is no language code', async () => {
		await expectRefused(getReviews({ slug: byUrl(URL_OF), limit: 5, filters: { review_language: 'French' } }), 'two-letter language code');
	});
});
