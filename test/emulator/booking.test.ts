/**
 * The emulator's Booking.com routes on their own: every answer holds exactly the keys of its endpoint page's example
 * (docs/api-reference/endpoint/booking/*.mdx, read when the spec folder is there), at the page's price; the search and
 * the reviews page by offset with the total they state; unknown properties are 404s and values out of range 422s.
 */
import { DEFAULT_TEST_KEY } from './index';
import { answeredKeys, endpointPagesThere, example, keyPaths } from './endpoint-pages';
import { platformSuite } from './platform-suite';
import { PROPERTY_COUNT, REVIEW_COUNT, REVIEWED } from './fixtures/booking/pages';

const suite = platformSuite({ keys: { [DEFAULT_TEST_KEY]: 10_000 } });
type Body = Record<string, unknown> & { properties?: unknown[]; reviews?: unknown[]; rooms?: Array<{ rates: Array<{ price: { amount: number } }> }> };
const get = (path: string, query?: Record<string, string | number | boolean>) => suite.get<Body>(path, query);
const PROPERTY = `/v1/booking/properties/${REVIEWED.country_code}/${REVIEWED.slug}`;

const CALLS: Array<{ page: string; path: string; query?: Record<string, string>; credits: string }> = [
	{ page: 'search', path: '/v1/booking/search', query: { location: 'Rome, Italy', checkin: '2026-09-12', checkout: '2026-09-15', currency: 'EUR' }, credits: '5' },
	{ page: 'search-destinations', path: '/v1/booking/destinations', query: { query: 'amsterd' }, credits: '3' },
	{ page: 'get-property', path: PROPERTY, credits: '5' },
	{ page: 'get-rooms', path: `${PROPERTY}/rooms`, query: { checkin: '2026-12-05', checkout: '2026-12-08', children: '4,9', currency: 'EUR' }, credits: '10' },
	{ page: 'get-reviews', path: `${PROPERTY}/reviews`, query: { sort: 'NEWEST_FIRST', limit: '100' }, credits: '10' },
];

const specThere = endpointPagesThere('booking');
(specThere ? describe : describe.skip)('every answer as its endpoint page shows it', () => {
	test.each(CALLS)("$page: the keys of the page's example, for $credits credits", async ({ page, path, query, credits }) => {
		const { status, body, credits: charged } = await get(path, query);
		expect(status).toBe(200);
		expect(charged).toBe(credits);
		const shown = keyPaths(example('booking', page));
		expect(answeredKeys(body, shown).sort()).toEqual([...shown].sort());
	});
});

describe('lists', () => {
	test('the search pages by offset: 25 unless limit says, at most 100, total_results stated', async () => {
		expect((await get('/v1/booking/search', { location: 'Rome' })).body).toMatchObject({ total_results: PROPERTY_COUNT, offset: 0, count: 25 });
		expect((await get('/v1/booking/search', { location: 'Rome', limit: 100, offset: 100 })).body.properties).toHaveLength(PROPERTY_COUNT - 100);
		expect((await get('/v1/booking/search', { location: 'Rome', limit: 101 })).status).toBe(422);
		expect((await get('/v1/booking/search', { location: 'Rome', sort: 'cheapest' })).status).toBe(422);
	});

	test('prices for the stay: the total is the nightly price times the nights', async () => {
		const card = (await get('/v1/booking/search', { location: 'Rome', checkin: '2026-09-12', checkout: '2026-09-15', limit: 1 })).body.properties?.[0] as Record<string, { amount: number }>;
		expect(card.price.amount).toBeCloseTo(card.price_per_night.amount * 3, 2);
	});

	test("reviews by offset with total_count; the example property's reviews, none for another; filters narrow them", async () => {
		const last = (await get(`${PROPERTY}/reviews`, { limit: 100, offset: 200 })).body;
		expect(last).toMatchObject({ total_count: REVIEW_COUNT, offset: 200 });
		expect(last.reviews).toHaveLength(REVIEW_COUNT - 200);
		expect((await get(`${PROPERTY}/reviews`, { guest_type: 'COUPLES' })).body.total_count).toBe(REVIEW_COUNT / 5);
		expect((await get('/v1/booking/properties/it/palazzo-navona-2/reviews')).body).toMatchObject({ total_count: 0, reviews: [] });
		expect((await get(`${PROPERTY}/reviews`, { sort: 'NEWEST' })).status).toBe(422);
	});

	test('rooms need the stay: check-in and check-out are required', async () => {
		expect((await get(`${PROPERTY}/rooms`)).status).toBe(422);
		const rooms = (await get(`${PROPERTY}/rooms`, { checkin: '2026-12-05', checkout: '2026-12-06' })).body.rooms;
		expect(rooms?.map((room) => room.rates.length)).toEqual([2, 2, 2]);
	});

	test('destinations by the start of a name, at most limit', async () => {
		expect((await get('/v1/booking/destinations', { query: 'amsterd' })).body.count).toBe(3);
		expect((await get('/v1/booking/destinations', { query: 'amsterd', limit: 1 })).body.count).toBe(1);
		expect((await get('/v1/booking/destinations', { query: 'a', limit: 21 })).status).toBe(422);
	});
});

describe('unknown properties', () => {
	test.each(['/v1/booking/properties/it/nowhere', '/v1/booking/properties/fr/radisson-collection-roma-antica', '/v1/booking/properties/it/nowhere/reviews'])('%s is a 404', async (path) => {
		expect((await get(path)).status).toBe(404);
	});
});
