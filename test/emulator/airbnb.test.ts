/**
 * The emulator's Airbnb routes on their own: every answer holds exactly the keys of its endpoint page's example
 * (docs/api-reference/endpoint/airbnb/*.mdx, read when the spec folder is there), at the page's price; searches page by
 * an opaque cursor that is null on the last page, reviews by offset with total_count; unknown IDs are 404s and values out
 * of the docs' ranges 422s.
 */
import { DEFAULT_TEST_KEY } from './index';
import { answeredKeys, endpointPagesThere, example, keyPaths } from './endpoint-pages';
import { platformSuite } from './platform-suite';
import { EXPERIENCE_COUNT, EXPERIENCES, REVIEW_COUNT, REVIEWED_ROOM, STAY_COUNT, STAYS } from './fixtures/airbnb/pages';

const suite = platformSuite({ keys: { [DEFAULT_TEST_KEY]: 10_000 } });
type Body = Record<string, unknown> & { next_page_cursor?: string | null; listings?: unknown[]; experiences?: unknown[]; reviews?: unknown[] };
const get = (path: string, query?: Record<string, string | number | boolean>) => suite.get<Body>(path, query);

const CALLS: Array<{ page: string; path: string; query?: Record<string, string>; credits: string }> = [
	{ page: 'search', path: '/v1/airbnb/search', query: { location: 'Paris, France', currency: 'EUR' }, credits: '5' },
	{ page: 'get-listing', path: `/v1/airbnb/listings/${REVIEWED_ROOM}`, credits: '5' },
	{ page: 'get-calendar', path: `/v1/airbnb/listings/${REVIEWED_ROOM}/calendar`, query: { month: '9', year: '2026', months: '3' }, credits: '5' },
	{ page: 'get-reviews', path: `/v1/airbnb/listings/${REVIEWED_ROOM}/reviews`, credits: '5' },
	{ page: 'search-experiences', path: '/v1/airbnb/experiences', query: { location: 'Rome, Italy' }, credits: '5' },
	{ page: 'get-experience', path: `/v1/airbnb/experiences/${EXPERIENCES[0].experience_id}`, credits: '5' },
];

const specThere = endpointPagesThere('airbnb');
(specThere ? describe : describe.skip)('every answer as its endpoint page shows it', () => {
	test.each(CALLS)("$page: the keys of the page's example, for $credits credits", async ({ page, path, query, credits }) => {
		const { status, body, credits: charged } = await get(path, query);
		expect(status).toBe(200);
		expect(charged).toBe(credits);
		const shown = keyPaths(example('airbnb', page));
		expect(answeredKeys(body, shown).sort()).toEqual([...shown].sort());
	});
});

describe('lists', () => {
	test('stays page by cursor: 18 unless limit says, at most 50, the cursor null on the last page', async () => {
		const first = (await get('/v1/airbnb/search', { location: 'Paris' })).body;
		expect(first.listings).toHaveLength(18);
		let cursor = first.next_page_cursor;
		let seen = 18;
		while (typeof cursor === 'string') {
			const page = (await get('/v1/airbnb/search', { location: 'Paris', limit: 50, cursor })).body;
			seen += page.listings?.length ?? 0;
			cursor = page.next_page_cursor;
		}
		expect(cursor).toBeNull();
		expect(seen).toBe(STAY_COUNT);
		expect((await get('/v1/airbnb/search', { location: 'Paris', limit: 51 })).status).toBe(422);
	});

	test('prices in the currency asked for, a total for the stay on every third card when dates are given', async () => {
		const listings = (await get('/v1/airbnb/search', { location: 'Paris', currency: 'GBP', check_in: '2026-09-12', check_out: '2026-09-15', limit: 3 })).body.listings as Array<{ price: Record<string, unknown> }>;
		expect(listings.map((listing) => listing.price.qualifier)).toEqual(['per night', 'per night', 'total']);
		expect(listings[0].price).toMatchObject({ currency: 'GBP', price: `£${STAYS[0].price.amount}` });
	});

	test('experiences page by 20 by cursor', async () => {
		const first = (await get('/v1/airbnb/experiences', { location: 'Rome' })).body;
		expect(first.experiences).toHaveLength(20);
		const last = (await get('/v1/airbnb/experiences', { location: 'Rome', cursor: Buffer.from(JSON.stringify({ items_offset: 40, version: 1 })).toString('base64') })).body;
		expect(last.experiences).toHaveLength(EXPERIENCE_COUNT - 40);
		expect(last.next_page_cursor).toBeNull();
		expect((await get('/v1/airbnb/experiences', { location: 'Rome', cursor: 'not-a-cursor' })).status).toBe(422);
		expect((await get('/v1/airbnb/experiences')).status).toBe(422);
	});

	test("reviews by offset: total_count, the example room's reviews, none for another room", async () => {
		const last = (await get(`/v1/airbnb/listings/${REVIEWED_ROOM}/reviews`, { limit: 50, offset: 100 })).body;
		expect(last).toMatchObject({ total_count: REVIEW_COUNT, limit: 50, offset: 100 });
		expect(last.reviews).toHaveLength(REVIEW_COUNT - 100);
		expect((await get(`/v1/airbnb/listings/${STAYS[1].room_id}/reviews`)).body).toMatchObject({ total_count: 0, reviews: [] });
		expect((await get(`/v1/airbnb/listings/${REVIEWED_ROOM}/reviews`, { sort: 'NEWEST' })).status).toBe(422);
		expect((await get(`/v1/airbnb/listings/${REVIEWED_ROOM}/reviews`, { limit: 51 })).status).toBe(422);
	});

	test('a calendar holds every day of the months asked, across a year end', async () => {
		const body = (await get(`/v1/airbnb/listings/${REVIEWED_ROOM}/calendar`, { month: 12, year: 2026, months: 2 })).body as { months: Array<{ month: number; year: number; days: unknown[] }> };
		expect(body.months.map(({ month, year, days }) => [month, year, days.length])).toEqual([
			[12, 2026, 31],
			[1, 2027, 31],
		]);
		expect((await get(`/v1/airbnb/listings/${REVIEWED_ROOM}/calendar`, { months: 13 })).status).toBe(422);
	});
});

describe('unknown IDs', () => {
	test.each(['/v1/airbnb/listings/1', '/v1/airbnb/listings/1/calendar', '/v1/airbnb/listings/1/reviews', '/v1/airbnb/experiences/1'])('%s is a 404', async (path) => {
		expect((await get(path)).status).toBe(404);
	});
});
