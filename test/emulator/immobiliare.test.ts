/**
 * The emulator's Immobiliare routes on their own: every answer holds exactly the keys of its endpoint page's example
 * (docs/api-reference/endpoint/immobiliare/*.mdx, read when the spec folder is there), at the page's price; a search
 * pages by number to `max_pages`, an agency's listings by number with no total; unknown listings and agencies are
 * 404s, malformed filters and a search without an area 422s.
 */
import { answeredKeys, endpointPagesThere, example, keyPaths } from './endpoint-pages';
import { AGENCIES, CATALOG_SIZE, facts, LAKE_COUNT, listingId, MARKETS, PAGE_SIZE } from './fixtures/immobiliare/portal';
import { platformSuite } from './platform-suite';

const suite = platformSuite();
type Json = Record<string, unknown>;
type Body = Json & { listings?: Json[] };
const get = (path: string, query?: Record<string, string | number | boolean>) => suite.get<Body>(path, query);

const AGENCY = AGENCIES[0].id;
const CALLS: Array<{ page: string; path: string; query?: Record<string, string>; credits: string }> = [
	{ page: 'search', path: '/v1/immobiliare/search', query: { location: 'Milano' }, credits: '5' },
	{ page: 'get-listing', path: `/v1/immobiliare/listings/${listingId(0)}`, credits: '10' },
	{ page: 'get-agency', path: `/v1/immobiliare/agencies/${AGENCY}`, credits: '5' },
	{ page: 'get-agency-listings', path: `/v1/immobiliare/agencies/${AGENCY}/listings`, credits: '5' },
	{ page: 'price-insights', path: '/v1/immobiliare/market-insights/prices', query: { region_id: '10', province_id: 'MI', city_id: '8042' }, credits: '10' },
	{ page: 'autocomplete', path: '/v1/immobiliare/autocomplete', query: { query: 'Milano' }, credits: '2' },
	{ page: 'list-markets', path: '/v1/immobiliare/markets', credits: '0' },
];

(endpointPagesThere('immobiliare') ? describe : describe.skip)('every answer as its endpoint page shows it', () => {
	test.each(CALLS)("$page: the keys of the page's example, for $credits credits", async ({ page, path, query, credits }) => {
		const { status, body, credits: charged } = await get(path, query);
		expect(status).toBe(200);
		expect(charged).toBe(credits);
		const shown = keyPaths(example('immobiliare', page));
		expect([...new Set(answeredKeys(body, shown))].sort()).toEqual([...new Set(shown)].sort());
	});
});

const forSale = Array.from({ length: CATALOG_SIZE }, (_, index) => index).filter((index) => !facts(index).rent);

describe('lists', () => {
	test('a search pages by 25 to max_pages', async () => {
		const first = (await get('/v1/immobiliare/search', { location: 'Milano' })).body;
		const pages = Math.ceil(forSale.length / PAGE_SIZE);
		expect(first).toMatchObject({ count: PAGE_SIZE, total_ads: forSale.length, current_page: 1, max_pages: pages });
		const last = (await get('/v1/immobiliare/search', { location: 'Milano', page: pages })).body;
		expect(last.listings).toHaveLength(forSale.length - (pages - 1) * PAGE_SIZE);
	});

	test('newest first by creation date; rent on its own; a lake finds a few', async () => {
		const newest = (await get('/v1/immobiliare/search', { region_id: '10', sort: 'newest' })).body.listings ?? [];
		const dates = newest.map((listing) => String(listing.creation_date));
		expect(dates).toEqual([...dates].sort().reverse());
		const rent = (await get('/v1/immobiliare/search', { location: 'Milano', contract: 'rent' })).body.listings ?? [];
		expect(rent.every((listing) => listing.contract === 'rent')).toBe(true);
		expect((await get('/v1/immobiliare/search', { location: 'Lago di Como' })).body.total_ads).toBe(LAKE_COUNT - Array.from({ length: LAKE_COUNT }, (_, index) => index).filter((index) => facts(index).rent).length);
	});

	test("an agency's listings page by 25 with no total", async () => {
		const body = (await get(`/v1/immobiliare/agencies/${AGENCY}/listings`, { page: 1 })).body;
		expect(body).toMatchObject({ agency_id: AGENCY, page: 1, market: 'it' });
		expect((body.listings ?? []).every((listing) => (listing.agency as Json).id === AGENCY)).toBe(true);
	});

	test('the market sets the portal of every URL', async () => {
		const body = (await get(`/v1/immobiliare/listings/${listingId(3)}`, { market: 'es' })).body;
		expect(body.url).toBe(`https://www.indomio.es/annunci/${listingId(3)}/`);
		expect((await get('/v1/immobiliare/markets')).body).toEqual(MARKETS);
	});

	test('malformed filters and a search without an area are 422s', async () => {
		expect((await get('/v1/immobiliare/search', {})).status).toBe(422);
		expect((await get('/v1/immobiliare/search', { location: 'Milano', sort: 'cheapest' })).status).toBe(422);
		expect((await get('/v1/immobiliare/search', { location: 'Milano', market: 'fr' })).status).toBe(422);
		expect((await get('/v1/immobiliare/search', { location: 'Milano', price_min: -1 })).status).toBe(422);
		expect((await get('/v1/immobiliare/market-insights/prices', {})).status).toBe(422);
	});
});

describe('unknown pages', () => {
	test.each(['/v1/immobiliare/listings/1', '/v1/immobiliare/agencies/1', '/v1/immobiliare/agencies/1/listings'])('%s is a 404', async (path) => {
		expect((await get(path)).status).toBe(404);
	});
});
