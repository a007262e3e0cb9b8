/**
 * The emulator's Zillow routes on their own: the live paging semantics (about 41 homes a page, at most 20
 * pages, total_results past the cap), filters, map-bounds tiling, the OpenAPI's 422 rules, 400s and 404s,
 * credits, and that search cards, property details, agents and suggestions agree with one another.
 */
import { platformSuite } from './platform-suite';
import { AGENT_LISTINGS_SHOWN, AGENT_PLANS } from './fixtures/zillow/agents';
import type { Home } from './fixtures/zillow/homes';
import { CITIES, detailUrl, HOMES, PLACES } from './fixtures/zillow/homes';
import { ZILLOW_PAGE_CAP, ZILLOW_PER_PAGE } from './routes/zillow/search';

const suite = platformSuite();

type Json = Record<string, unknown>;
type Body = Json & { detail?: unknown; results?: Json[]; pagination?: Json };

const get = (path: string, query?: Record<string, string | number | boolean>) => suite.get<Body>(path, query);

const homesIn = (city: string, status: Home['status']) => HOMES.filter((home) => home.city === city && home.status === status);
const AUSTIN = homesIn('Austin', 'FOR_SALE');

describe('the fixture', () => {
	test('is seeded: ZPIDs are unique and the counts are those the paging tests rely on', () => {
		expect(new Set(HOMES.map((home) => home.zpid)).size).toBe(HOMES.length);
		expect(AUSTIN.length).toBeGreaterThan(ZILLOW_PAGE_CAP * ZILLOW_PER_PAGE);
		expect(homesIn('Round Rock', 'FOR_SALE')).toHaveLength(800);
		expect(homesIn('Boise', 'FOR_SALE')).toHaveLength(95);
		expect(HOMES.every((home) => /^\d+$/.test(home.zpid))).toBe(true);
	});

	test('every home lies inside its city bounds and in one of its ZIP codes', () => {
		const astray = HOMES.filter((home) => {
			const city = CITIES.find((plan) => plan.city === home.city)!;
			const { north, south, east, west } = city.bounds;
			const inside = home.latitude <= north && home.latitude >= south && home.longitude <= east && home.longitude >= west;
			return !inside || !city.zipcodes.some((zip) => zip.zipcode === home.zipcode);
		});
		expect(astray).toEqual([]);
	});
});

describe('GET /v1/zillow/search', () => {
	test('pages of 41; past 820 homes total_pages stays 20 while total_results and map_results_count say how many matched', async () => {
		const { status, body, credits } = await get('/v1/zillow/search', { location: 'Austin, TX' });
		expect(status).toBe(200);
		expect(credits).toBe('5');
		expect(body).toMatchObject({
			location: 'Austin, TX',
			status: 'for_sale',
			map_results_count: AUSTIN.length,
			region: { region_id: CITIES[0].region_id, region_type: 6 },
			map_bounds: CITIES[0].bounds,
			pagination: { current_page: 1, per_page: ZILLOW_PER_PAGE, total_pages: ZILLOW_PAGE_CAP, total_results: AUSTIN.length },
			scraped_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
		});
		expect(body.results).toHaveLength(ZILLOW_PER_PAGE);
		expect(body.results?.map((card) => card.position)).toEqual(Array.from({ length: ZILLOW_PER_PAGE }, (_, index) => index + 1));
	});

	test('page 20 is the last page served; page 21 is a 422 as the OpenAPI bounds it (1 to 20)', async () => {
		const last = await get('/v1/zillow/search', { location: 'Austin, TX', page: 20 });
		expect(last.body.results?.map((card) => card.zpid)).toEqual(AUSTIN.slice(779, 820).map((home) => home.zpid));
		expect(last.body.results?.[0].position).toBe(780);
		const past = await get('/v1/zillow/search', { location: 'Austin, TX', page: 21 });
		expect(past.status).toBe(422);
		expect(past.credits).toBeNull();
		expect(past.body.detail).toEqual([
			expect.objectContaining({ type: 'less_than_equal', loc: ['query', 'page'], ctx: { le: 20 } }),
		]);
	});

	test('a search that fits: total_pages counts its pages, the last one short, and a page past it is empty', async () => {
		const boise = homesIn('Boise', 'FOR_SALE');
		const third = await get('/v1/zillow/search', { location: 'Boise, ID', page: 3 });
		expect(third.body.pagination).toEqual({ current_page: 3, per_page: ZILLOW_PER_PAGE, total_pages: 3, total_results: boise.length });
		expect(third.body.results).toHaveLength(boise.length - 2 * ZILLOW_PER_PAGE);
		const fourth = await get('/v1/zillow/search', { location: 'Boise, ID', page: 4 });
		expect(fourth.body.results).toEqual([]);
	});

	test('map bounds tile a capped area: two halves cover every home once, each under the cap', async () => {
		const { north, south, east, west } = CITIES[0].bounds;
		const middle = (north + south) / 2;
		const top = await get('/v1/zillow/search', { location: 'Austin, TX', north, south: middle, east, west });
		const bottom = await get('/v1/zillow/search', { location: 'Austin, TX', north: middle - 1e-6, south, east, west });
		const totals = [top, bottom].map((reply) => reply.body.pagination?.total_results as number);
		expect(totals[0] + totals[1]).toBe(AUSTIN.length);
		expect(Math.max(...totals)).toBeLessThan(ZILLOW_PAGE_CAP * ZILLOW_PER_PAGE);
		expect(top.body.map_bounds).toEqual({ north, south: middle, east, west });
	});

	test('filters, sorts and the location forms (city, first words, ZIP code, neighborhood, address)', async () => {
		const cheap = await get('/v1/zillow/search', { location: 'austin', status: 'for_rent', sort: 'price_low_to_high', price_max: 2000, home_type: 'apartments,condos' });
		const prices = cheap.body.results?.map((card) => card.price as number) ?? [];
		expect(prices.length).toBeGreaterThan(0);
		expect(prices).toEqual([...prices].sort((a, b) => a - b));
		expect(cheap.body.results?.every((card) => ['APARTMENT', 'CONDO'].includes(card.home_type as string) && (card.price as number) <= 2000)).toBe(true);
		const zip = await get('/v1/zillow/search', { location: '78704' });
		expect(zip.body.results?.every((card) => card.zipcode === '78704')).toBe(true);
		expect(zip.body.region).toEqual({ region_id: 92304, region_type: 7 });
		const park = await get('/v1/zillow/search', { location: 'Hyde Park, Austin, TX', beds_min: 3, baths_min: 2.5 });
		expect(park.body.results?.every((card) => (card.beds as number) >= 3 && (card.baths as number) >= 2.5)).toBe(true);
		const home = AUSTIN[5];
		const one = await get('/v1/zillow/search', { location: `${home.street_address}, ${home.city}, ${home.state} ${home.zipcode}` });
		expect(one.body.results?.map((card) => card.zpid)).toEqual([home.zpid]);
		const fresh = await get('/v1/zillow/search', { location: 'Austin, TX', days_on: '7', keywords: 'pool' });
		expect(fresh.body.results?.every((card) => (card.days_on_zillow as number) <= 7)).toBe(true);
		const none = await get('/v1/zillow/search', { location: 'Atlantis' });
		expect(none.body).toMatchObject({ results: [], region: null, map_bounds: null, pagination: { total_pages: 0, total_results: 0 } });
	});

	test.each([
		['no location', {}, 'missing', 'location'],
		['an unknown status', { location: 'Austin, TX', status: 'pending' }, 'enum', 'status'],
		['an unknown sort', { location: 'Austin, TX', sort: 'cheapest' }, 'enum', 'sort'],
		['an unknown home type', { location: 'Austin, TX', home_type: 'houses,castles' }, 'string_pattern_mismatch', 'home_type'],
		['11 bedrooms', { location: 'Austin, TX', beds_min: 11 }, 'less_than_equal', 'beds_min'],
		['a fractional bedroom count', { location: 'Austin, TX', beds_min: 2.5 }, 'int_parsing', 'beds_min'],
		['a year before 1800', { location: 'Austin, TX', year_built_min: 1700 }, 'greater_than_equal', 'year_built_min'],
		['a negative HOA', { location: 'Austin, TX', hoa_max: -5 }, 'greater_than_equal', 'hoa_max'],
		['a latitude that is no number', { location: 'Austin, TX', north: 'north' }, 'float_parsing', 'north'],
	])('%s is a 422 naming the parameter, unbilled', async (_label, query, type, name) => {
		const reply = await get('/v1/zillow/search', query);
		expect(reply.status).toBe(422);
		expect(reply.credits).toBeNull();
		expect(reply.body.detail).toEqual([expect.objectContaining({ type, loc: ['query', name] })]);
	});
});

describe('GET /v1/zillow/property/{zpid} and /v1/zillow/property?url=', () => {
	const home = homesIn('Boise', 'SOLD')[0];

	test('by ZPID and by homedetails URL: the same property, 5 credits each', async () => {
		const byId = await get(`/v1/zillow/property/${home.zpid}`);
		const byUrl = await get('/v1/zillow/property', { url: detailUrl(home) });
		expect([byId.status, byUrl.status]).toEqual([200, 200]);
		expect([byId.credits, byUrl.credits]).toEqual(['5', '5']);
		expect(byUrl.body).toEqual(byId.body);
		expect(byId.body.property).toMatchObject({
			zpid: home.zpid,
			url: detailUrl(home),
			home_status: 'SOLD',
			last_sold_price: home.price,
			date_sold_at: home.sold_at,
		});
	});

	test("a search card and the property agree on the home's facts", async () => {
		const card = (await get('/v1/zillow/search', { location: 'Boise, ID', status: 'sold' })).body.results?.[0] as Json;
		const property = (await get(`/v1/zillow/property/${String(card.zpid)}`)).body.property as Json;
		expect(property).toMatchObject({
			zpid: card.zpid,
			url: card.detail_url,
			price: card.price,
			bedrooms: card.beds,
			bathrooms: card.baths,
			living_area: card.living_area,
			latitude: card.latitude,
			longitude: card.longitude,
			zipcode: card.zipcode,
		});
		expect((property.price_history as Json[])[0]).toMatchObject({ event: 'Sold', price: card.price });
	});

	test('an unknown ZPID is a 404, unbilled', async () => {
		expect(await get('/v1/zillow/property/12')).toMatchObject({ status: 404, body: { detail: 'Property not found' }, credits: null });
		expect(await get('/v1/zillow/property', { url: 'https://www.zillow.com/homedetails/x/12_zpid/' })).toMatchObject({ status: 404 });
	});

	test('a building page is a 400 building_url; another site or a page with no ZPID is a 400; no url is a 422', async () => {
		const building = await get('/v1/zillow/property', { url: 'https://www.zillow.com/apartments/austin-tx/the-grove/5XjR4c/' });
		expect(building).toMatchObject({ status: 400, credits: null });
		expect(String(building.body.detail)).toMatch(/^building_url/);
		expect((await get('/v1/zillow/property', { url: `https://example.com/homedetails/x/${home.zpid}_zpid/` })).status).toBe(400);
		expect((await get('/v1/zillow/property', { url: 'https://www.zillow.com/homedetails/just-an-address/' })).status).toBe(400);
		const missing = await get('/v1/zillow/property');
		expect(missing.status).toBe(422);
		expect(missing.body.detail).toEqual([expect.objectContaining({ type: 'missing', loc: ['query', 'url'] })]);
	});
});

describe('GET /v1/zillow/agent', () => {
	test('by username or profile URL: the profile with its listings as search cards and its past sales', async () => {
		const byName = await get('/v1/zillow/agent', { username: 'maria-okafor' });
		const byUrl = await get('/v1/zillow/agent', { url: 'https://www.zillow.com/profile/maria-okafor/' });
		expect(byName.credits).toBe('5');
		expect(byUrl.body).toEqual(byName.body);
		const agent = byName.body.agent as Json;
		const theirs = HOMES.filter((home) => home.agent === 'maria-okafor');
		expect(agent).toMatchObject({
			username: 'maria-okafor',
			url: 'https://www.zillow.com/profile/maria-okafor/',
			for_sale_count: theirs.filter((home) => home.status === 'FOR_SALE').length,
			past_sales_count: theirs.filter((home) => home.status === 'SOLD').length,
		});
		const listings = agent.listings as Json[];
		expect(listings).toHaveLength(AGENT_LISTINGS_SHOWN);
		expect(listings.map((card) => card.zpid)).toEqual(theirs.filter((home) => home.status !== 'SOLD').slice(0, AGENT_LISTINGS_SHOWN).map((home) => home.zpid));
		expect((agent.past_sales as Json[]).every((sale) => theirs.some((home) => home.zpid === sale.zpid && home.status === 'SOLD'))).toBe(true);
	});

	test('every agent of the fixture lists homes, and usernames match whatever their case', async () => {
		for (const plan of AGENT_PLANS) {
			const reply = await get('/v1/zillow/agent', { username: plan.username.toUpperCase() });
			expect((reply.body.agent as Json).username).toBe(plan.username);
			expect(HOMES.some((home) => home.agent === plan.username)).toBe(true);
		}
	});

	test('an unknown agent is a 404; neither username nor url is a 400; both unbilled', async () => {
		expect(await get('/v1/zillow/agent', { username: 'nobody' })).toMatchObject({ status: 404, body: { detail: 'Agent not found' }, credits: null });
		expect(await get('/v1/zillow/agent')).toMatchObject({ status: 400, credits: null });
	});
});

describe('GET /v1/zillow/autocomplete', () => {
	test('cities, neighborhoods and ZIP codes by the start of a word, then addresses; 2 credits', async () => {
		const reply = await get('/v1/zillow/autocomplete', { query: 'austi' });
		expect(reply.credits).toBe('2');
		expect(reply.body).toEqual({
			query: 'austi',
			results: [{ display: 'Austin, TX', region_id: 41873, region_type: 'city', latitude: 30.2711, longitude: -97.7437, zpid: null, metro_id: 392713 }],
		});
		const zips = await get('/v1/zillow/autocomplete', { query: '787' });
		expect(zips.body.results?.slice(0, 5).map((result) => result.display)).toEqual(['78701', '78702', '78704', '78745', '78751']);
		expect(zips.body.results?.slice(5).every((result) => result.region_type === 'address' && typeof result.zpid === 'string')).toBe(true);
		expect(zips.body.results?.length).toBeLessThanOrEqual(8);
	});

	test('every suggestion is a Location a search resolves to the same region', async () => {
		for (const place of PLACES.slice(0, 6)) {
			const reply = await get('/v1/zillow/search', { location: place.display });
			expect(reply.body.region).toEqual({ region_id: place.region_id, region_type: expect.any(Number) });
		}
	});

	test('an empty query suggests nothing; no query is a 422', async () => {
		expect((await get('/v1/zillow/autocomplete', { query: '' })).body.results).toEqual([]);
		expect((await get('/v1/zillow/autocomplete')).status).toBe(422);
	});
});
