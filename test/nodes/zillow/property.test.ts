/**
 * Zillow > Property through n8n-core against the emulator: Search (pages of 41 to total_pages or the 20-page cap,
 * every filter under its live name, the Location list backed by Location > Autocomplete, Simplify, errors and bad
 * input) and Get (by ZPID or any property URL, the full record, Simplify, chained from a search).
 */
import type { IDataObject } from 'n8n-workflow';

import { SEARCH_CAP_HINT } from '../../../nodes/Zillow/resources/property';
import { CITIES, detailUrl } from '../../emulator/fixtures/zillow/homes';
import { ZILLOW_PER_PAGE } from '../../emulator/routes/zillow/search';
import { listSearch, nodeDescription } from '../../harness/n8n';
import { nodeTestSuite } from '../support';
import { byId, byUrl, hintsOf, homesIn, NODE, picked, typed, zpids } from './support';

const { suite, run, requests, expectRefused } = nodeTestSuite(NODE, { keys: { sb_test_key: 1_000_000, sb_four: 4 } });
const SEARCH_PATH = '/v1/zillow/search';

const AUSTIN_FOR_SALE = homesIn('Austin', 'FOR_SALE');
const ROUND_ROCK_FOR_SALE = homesIn('Round Rock', 'FOR_SALE');
const BOISE_FOR_SALE = homesIn('Boise', 'FOR_SALE');
const pageQuery = (location: string, page: number) =>
	page === 1 ? { location, status: 'for_sale' } : { location, status: 'for_sale', page: String(page) };

describe('Zillow > Property > Search', () => {
	const search = (location: unknown, extra: Record<string, unknown> = {}) => ({
		resource: 'property',
		operation: 'search',
		location,
		...extra,
	});

	test('Limit 10: one request, 10 homes, each carrying the search facts under "search"', async () => {
		const { items, error } = await run(search(typed('Austin, TX'), { limit: 10 }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: SEARCH_PATH, query: { location: 'Austin, TX', status: 'for_sale' } }]);
		expect(zpids(items)).toEqual(AUSTIN_FOR_SALE.slice(0, 10).map((home) => home.zpid));
		const austin = CITIES[0];
		expect(items[0].json).toMatchObject({
			position: 1,
			home_status: 'FOR_SALE',
			city: 'Austin',
			state: 'TX',
			detail_url: detailUrl(AUSTIN_FOR_SALE[0]),
			currency: 'USD',
		});
		expect(items[0].json.search).toEqual({
			location: 'Austin, TX',
			status: 'for_sale',
			map_results_count: AUSTIN_FOR_SALE.length,
			region: { region_id: austin.region_id, region_type: 6 },
			map_bounds: austin.bounds,
			pagination: { current_page: 1, per_page: ZILLOW_PER_PAGE, total_pages: 20, total_results: AUSTIN_FOR_SALE.length },
		});
		expect(items.every((item) => item.pairedItem && (item.pairedItem as { item: number }).item === 0)).toBe(true);
		expect(suite.emulator.requests[0].creditsCharged).toBe(5);
	});

	test('Limit 50: pages of 41 hold no page-size parameter, so 2 requests and no third', async () => {
		const { items } = await run(search(typed('Austin, TX'), { limit: 50 }));
		expect(zpids(items)).toEqual(AUSTIN_FOR_SALE.slice(0, 50).map((home) => home.zpid));
		expect(requests().map((request) => request.query)).toEqual([pageQuery('Austin, TX', 1), pageQuery('Austin, TX', 2)]);
	});

	test('the cap hint and the Search notice send users to the collection that holds the Map Bounds fields', () => {
		const properties = nodeDescription(NODE).properties;
		const holder = properties.find(
			(property) => property.type === 'collection' && property.displayOptions?.show?.operation?.includes('search') && (property.options ?? []).some((option) => 'name' in option && option.name === 'north'),
		);
		expect(holder?.displayName).toBe('Filters');
		const notice = properties.find((property) => property.type === 'notice' && property.displayOptions?.show?.resource?.includes('property') && property.displayOptions?.show?.operation?.includes('search'));
		expect(notice?.displayName).toContain('Filters > Map Bounds');
		expect(SEARCH_CAP_HINT).toContain('Filters > Map Bounds North, South, East and West');
		expect(`${notice?.displayName} ${SEARCH_CAP_HINT}`).not.toContain('Options > Map Bounds');
	});

	test('Return All past the 20-page cap: 20 requests, 820 homes, and a hint on how to get the rest', async () => {
		const result = await run(search(typed('Austin, TX'), { returnAll: true }));
		expect(result.error).toBeUndefined();
		expect(requests()).toEqual(Array.from({ length: 20 }, (_, index) => ({ path: SEARCH_PATH, query: pageQuery('Austin, TX', index + 1) })));
		expect(result.items).toHaveLength(20 * ZILLOW_PER_PAGE);
		expect(zpids(result.items)).toEqual(AUSTIN_FOR_SALE.slice(0, 820).map((home) => home.zpid));
		expect(hintsOf(result)).toEqual([SEARCH_CAP_HINT]);
		expect(SEARCH_CAP_HINT).toContain('20 pages (about 820 homes)');
		expect(SEARCH_CAP_HINT).toMatch(/North, South, East and West/);
		expect(suite.emulator.requests.reduce((sum, request) => sum + request.creditsCharged, 0)).toBe(100);
	});

	test('Return All of 800 homes: 20 pages with a short last one, every home, no hint', async () => {
		const result = await run(search(typed('Round Rock, TX'), { returnAll: true }));
		expect(suite.emulator.requests).toHaveLength(20);
		expect(zpids(result.items)).toEqual(ROUND_ROCK_FOR_SALE.map((home) => home.zpid));
		expect(hintsOf(result)).toEqual([]);
	});

	test('Return All of 95 homes: 3 pages (41, 41, 13), no request past total_pages, no hint', async () => {
		const result = await run(search(typed('Boise, ID'), { returnAll: true }));
		expect(requests().map((request) => request.query)).toEqual([1, 2, 3].map((page) => pageQuery('Boise, ID', page)));
		expect(zpids(result.items)).toEqual(BOISE_FOR_SALE.map((home) => home.zpid));
		expect(hintsOf(result)).toEqual([]);
	});

	test('splitting the capped area with its map_bounds: each half fits in 20 pages, together every home', async () => {
		const first = await run(search(typed('Austin, TX'), { limit: 1 }));
		const bounds = (first.items[0].json.search as IDataObject).map_bounds as { north: number; south: number; east: number; west: number };
		const middle = Number(((bounds.north + bounds.south) / 2).toFixed(4));
		const halves = [
			{ ...bounds, south: middle },
			{ ...bounds, north: middle - 0.000001 },
		];
		const found: unknown[] = [];
		for (const half of halves) {
			suite.emulator.reset();
			const result = await run(search(typed('Austin, TX'), { returnAll: true, options: half }));
			expect(hintsOf(result)).toEqual([]);
			expect(requests()[0].query).toMatchObject({ north: String(half.north), south: String(half.south), east: String(half.east), west: String(half.west) });
			found.push(...zpids(result.items));
		}
		expect(new Set(found).size).toBe(found.length);
		expect(found).toHaveLength(AUSTIN_FOR_SALE.length);
	});

	test('Start Page 19 with Return All reads pages 19 and 20, then says the cap stopped it', async () => {
		const result = await run(search(typed('Austin, TX'), { returnAll: true, options: { page: 19 } }));
		expect(requests().map((request) => request.query.page)).toEqual(['19', '20']);
		expect(zpids(result.items)).toEqual(AUSTIN_FOR_SALE.slice(18 * 41, 820).map((home) => home.zpid));
		expect(hintsOf(result)).toEqual([SEARCH_CAP_HINT]);
	});

	test('every filter is sent under its live name; home types go comma-separated', async () => {
		const options = {
			sort: 'price_low_to_high',
			price_min: 1000,
			price_max: 4000,
			beds_min: 1,
			baths_min: 1.5,
			home_type: ['condos', 'townhomes', 'condos'],
			sqft_min: 500,
			sqft_max: 3000,
			year_built_min: 1950,
			year_built_max: 2025,
			hoa_max: 600,
			keywords: 'patio',
			days_on: '90',
		};
		const { items, error } = await run(search(picked('Austin, TX'), { status: 'for_rent', returnAll: true, options }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{
				path: SEARCH_PATH,
				query: {
					location: 'Austin, TX',
					status: 'for_rent',
					sort: 'price_low_to_high',
					price_min: '1000',
					price_max: '4000',
					beds_min: '1',
					baths_min: '1.5',
					home_type: 'condos,townhomes',
					sqft_min: '500',
					sqft_max: '3000',
					year_built_min: '1950',
					year_built_max: '2025',
					hoa_max: '600',
					keywords: 'patio',
					days_on: '90',
				},
			},
		]);
		const homes = items.map((item) => item.json);
		expect(homes.length).toBeGreaterThan(0);
		const prices = homes.map((home) => home.price as number);
		expect(prices).toEqual([...prices].sort((a, b) => a - b));
		for (const home of homes) {
			expect(home).toMatchObject({ home_status: 'FOR_RENT', city: 'Austin' });
			expect(['CONDO', 'TOWNHOUSE']).toContain(home.home_type);
			expect(home.price_raw).toMatch(/\/mo$/);
		}
	});

	test('home types from an expression may be comma-separated text; lot sizes and a whole map box are sent too', async () => {
		await run(
			search(typed('Boise, ID'), {
				limit: 5,
				options: { home_type: '={{ "lots, houses" }}', lot_min: 5000, lot_max: 43560, north: 43.7, south: 43.5, east: -116.1, west: -116.4 },
			}),
		);
		expect(requests()[0].query).toEqual({
			location: 'Boise, ID',
			status: 'for_sale',
			home_type: 'lots,houses',
			lot_min: '5000',
			lot_max: '43560',
			north: '43.7',
			south: '43.5',
			east: '-116.1',
			west: '-116.4',
		});
	});

	test('sold homes, and a place with none: no items, one request', async () => {
		const sold = await run(search(typed('Burlington, VT'), { status: 'sold', returnAll: true }));
		expect(zpids(sold.items)).toEqual(homesIn('Burlington', 'SOLD').map((home) => home.zpid));
		expect(sold.items[0].json.status_text).toBe('Sold');
		suite.emulator.reset();
		const none = await run(search(typed('Nowhere, ZZ'), { returnAll: true }));
		expect(none.error).toBeUndefined();
		expect(none.items).toEqual([]);
		expect(suite.emulator.requests).toHaveLength(1);
	});

	test('Simplify gives one flat row per home', async () => {
		const { items } = await run(search(typed('Austin, TX'), { limit: 3, simplify: true }));
		const home = AUSTIN_FOR_SALE[0];
		expect(items[0].json).toMatchObject({
			position: 1,
			zpid: home.zpid,
			street_address: home.street_address,
			city: 'Austin',
			price: home.price,
			beds: home.beds,
			baths: home.baths,
			living_area: home.living_area,
			detail_url: detailUrl(home),
			photo_count: expect.any(Number),
		});
		for (const item of items) {
			for (const value of Object.values(item.json)) expect(value === null || typeof value !== 'object').toBe(true);
		}
		expect(items[0].json.search).toBeUndefined();
	});

	test.each([
		['Minimum Price above Maximum Price', { price_min: 900000, price_max: 100000 }, 'Minimum Price (900000) must not be above Maximum Price (100000)'],
		['Minimum Square Feet above Maximum', { sqft_min: 3000, sqft_max: 1000 }, 'Minimum Square Feet (3000) must not be above Maximum Square Feet (1000)'],
		['Minimum Lot Size above Maximum', { lot_min: 9000, lot_max: 100 }, 'Minimum Lot Size (9000) must not be above Maximum Lot Size (100)'],
		['Year Built From after Year Built To', { year_built_min: 2020, year_built_max: 1990 }, 'Year Built From (2020) must not be above Year Built To (1990)'],
		['only two map bounds', { north: 30.4, south: 30.2 }, 'Map bounds need all four of North, South, East and West, or none: East, West are missing'],
		['North below South', { north: 30.1, south: 30.4, east: -97.6, west: -97.9 }, 'Map Bounds North (30.1) must be above Map Bounds South (30.4)'],
		['a latitude past 90', { north: 95, south: 30.4, east: -97.6, west: -97.9 }, 'Map Bounds North must be a latitude from -90 to 90, got 95'],
		['a longitude past 180', { north: 30.5, south: 30.4, east: -197.6, west: -97.9 }, 'Map Bounds East must be a longitude from -180 to 180'],
		['11 bedrooms', { beds_min: 11 }, 'Minimum Bedrooms must be a whole number from 0 to 10, got 11'],
		['negative bathrooms', { baths_min: -0.5 }, 'Minimum Bathrooms must be a number from 0 to 10, got -0.5'],
		['year built before 1800', { year_built_min: 1799 }, 'Year Built From must be a whole number of at least 1800, got 1799'],
		['a negative price', { price_min: -1 }, 'Minimum Price must be a whole number of at least 0, got -1'],
		['an unknown home type', { home_type: '={{ "houses,castles" }}' }, 'Home Types must be one or more of houses, condos, townhomes'],
		['an unknown sort', { sort: '={{ "cheapest" }}' }, 'Sort must be one of homes_for_you, newest, price_high_to_low'],
		['days on Zillow in words', { days_on: 'a week' }, 'Days on Zillow must be a number of days such as 7 or 30, or months such as 6m'],
		['Start Page 21', { page: 21 }, 'Start Page must be a whole number from 1 to 20, got 21'],
	])('refused before any request: %s', async (_label, options, message) => {
		await expectRefused(search(typed('Austin, TX'), { limit: 5, options }), message);
	});

	test.each([
		['a blank location from an expression', typed('={{ "  " }}'), {}, 'Location is required: enter a place on one line'],
		['a location of two lines', typed('={{ "Austin\\nTX" }}'), {}, 'Location must be a place on one line'],
		['an unknown status', typed('Austin, TX'), { status: '={{ "pending" }}' }, 'Status must be one of for_sale, for_rent, sold'],
		['Limit 0', typed('Austin, TX'), { limit: '={{ 0 }}' }, 'Limit must be a whole number of at least 1, got 0'],
	])('refused before any request: %s', async (_label, location, extra, message) => {
		await expectRefused(search(location, { limit: 5, ...extra }), message);
	});

	test('402: the search costs 5 credits, more than a balance of 4', async () => {
		const { error } = await run({ resource: 'property', operation: 'search', location: typed('Austin, TX'), limit: 5 }, { apiKey: 'sb_four' });
		expect(error?.message).toBe('Your ScrapeBadger account is out of credits (402)');
		expect(error?.description).toContain('This request costs 5 credits');
	});

	test('a failure on page 3 keeps pages 1 and 2 and says to resume at page 3', async () => {
		suite.emulator.injectFault({ path: SEARCH_PATH, kind: 'status', status: 500, skip: 2, times: 10 });
		const { items, error } = await run(
			{ resource: 'property', operation: 'search', location: typed('Austin, TX'), returnAll: true, requestOptions: { maxAttempts: 1 } },
			{ continueOnFail: true },
		);
		expect(error).toBeUndefined();
		expect(items).toHaveLength(2 * ZILLOW_PER_PAGE + 1);
		expect(items[2 * ZILLOW_PER_PAGE].json).toMatchObject({
			httpStatus: 500,
			recordsFetched: 2 * ZILLOW_PER_PAGE,
			resumeAt: { page: 3 },
		});
	});
});

describe('Zillow > Property > Search: Location from a list backed by Location > Autocomplete', () => {
	const openList = async (filter?: string) =>
		await listSearch({
			node: NODE,
			method: 'zillowLocations',
			filter,
			parameters: { resource: 'property', operation: 'search' },
			credentials: { apiKey: 'sb_test_key', baseUrl: suite.emulator.url },
		});

	test('the typed text is sent as query; each suggestion is shown and kept as its display text', async () => {
		expect(await openList('austi')).toEqual({ results: [{ name: 'Austin, TX', value: 'Austin, TX' }] });
		expect(await openList('heights')).toEqual({
			results: [{ name: 'Travis Heights, Austin, TX', value: 'Travis Heights, Austin, TX' }],
		});
		expect(requests()).toEqual([
			{ path: '/v1/zillow/autocomplete', query: { query: 'austi' } },
			{ path: '/v1/zillow/autocomplete', query: { query: 'heights' } },
		]);
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([2, 2]);
	});

	test('an empty search box asks nothing (each search costs 2 credits)', async () => {
		expect(await openList('  ')).toEqual({ results: [] });
		expect(await openList()).toEqual({ results: [] });
		expect(suite.emulator.requests).toHaveLength(0);
	});

	test('the field says a list search costs credits, and the editor never searches an empty box', () => {
		const field = nodeDescription(NODE).properties.find(
			(property) => property.name === 'location' && property.displayOptions?.show?.resource?.[0] === 'property',
		) as unknown as { required?: boolean; description: string; modes: Array<{ name: string; displayName: string; typeOptions?: IDataObject }> };
		expect(field.required).toBe(true);
		expect(field.description).toContain('costs 2 credits');
		expect(field.modes.map((mode) => mode.displayName)).toEqual(['From List', 'By Value']);
		expect(field.modes[0].typeOptions).toMatchObject({ searchListMethod: 'zillowLocations', searchFilterRequired: true });
	});

	test('a picked suggestion searches that place', async () => {
		const { items } = await run({ resource: 'property', operation: 'search', location: picked('78704'), limit: 5 });
		expect(requests()[0].query).toEqual({ location: '78704', status: 'for_sale' });
		expect(items.every((item) => item.json.zipcode === '78704')).toBe(true);
	});
});

describe('Zillow > Property > Get', () => {
	const home = AUSTIN_FOR_SALE[2];
	const url = detailUrl(home);
	const getProperty = (zpid: unknown, extra: Record<string, unknown> = {}) => ({ resource: 'property', operation: 'get', zpid, ...extra });

	test.each([
		['ZPID', byId(home.zpid)],
		['ZPID with its _zpid suffix in the URL box', byUrl(`${home.zpid}_zpid`)],
		['ZPID with its _zpid suffix from an expression', byId(`={{ "${home.zpid}_zpid" }}`)],
		['ZPID in the URL box', byUrl(home.zpid)],
		['a /homes/<zpid>_zpid/ URL', byUrl(`https://www.zillow.com/homes/${home.zpid}_zpid/`)],
	])('by %s: GET /v1/zillow/property/{zpid}, one item', async (_label, zpid) => {
		const { items, error } = await run(getProperty(zpid));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/zillow/property/${home.zpid}`, query: {} }]);
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ zpid: home.zpid, url, price: home.price, city: 'Austin', home_status: 'FOR_SALE' });
		expect(suite.emulator.requests[0].creditsCharged).toBe(5);
	});

	test.each([
		['homedetails URL', byUrl(url), url],
		['homedetails URL with a query and a fragment', byUrl(`${url}?rtoken=abc#photos`), `${url}?rtoken=abc`],
		['homedetails URL without a scheme', byUrl(url.replace('https://', '')), url],
		['homedetails URL over http', byUrl(url.replace('https://', 'http://')), url],
		['homedetails URL from an expression in the ID box', byId(`={{ "${url}" }}`), url],
	])('by %s: the URL goes whole to GET /v1/zillow/property?url=', async (_label, zpid, sent) => {
		const { items, error } = await run(getProperty(zpid));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/zillow/property', query: { url: sent } }]);
		expect(items[0].json).toMatchObject({ zpid: home.zpid, url });
		expect(suite.emulator.requests[0].creditsCharged).toBe(5);
	});

	test('the full record carries home facts, histories, schools, agent and photos', async () => {
		const { items } = await run(getProperty(byId(home.zpid)));
		const record = items[0].json;
		expect(record.home_facts).toMatchObject({ heating: expect.any(Array), cooling: ['Central Air'] });
		expect(record.agent).toMatchObject({ broker_name: home.broker_name, mls_id: home.mls_id });
		expect((record.price_history as IDataObject[])[0]).toMatchObject({ event: expect.any(String), price: expect.any(Number) });
		expect(record.tax_history).toHaveLength(3);
		expect(record.schools).toHaveLength(3);
		expect(record.photos).toHaveLength(home.photo_count);
	});

	test('Simplify: one flat row with the agent, the latest events and the schools as columns', async () => {
		const { items } = await run(getProperty(byId(home.zpid), { simplify: true }));
		expect(items[0].json).toMatchObject({
			zpid: home.zpid,
			url,
			price: home.price,
			bedrooms: home.beds,
			agent_name: expect.any(String),
			broker_name: home.broker_name,
			mls_id: home.mls_id,
			latest_event: expect.any(String),
			latest_tax_paid: expect.any(Number),
			mortgage_rate_30_year: expect.any(Number),
			schools: expect.stringMatching(/Elementary School \(\d+\/10\)/),
			photo_count: home.photo_count,
		});
		for (const value of Object.values(items[0].json)) expect(value === null || typeof value !== 'object').toBe(true);
	});

	test('Property > Search then Property > Get with {{ $json.zpid }}: one property per home, paired', async () => {
		const found = await run({ resource: 'property', operation: 'search', location: typed('Boise, ID'), limit: 3 });
		suite.emulator.reset();
		const { items, error } = await run(getProperty(byId('={{ $json.zpid }}')), { items: found.items.map((item) => item.json) });
		expect(error).toBeUndefined();
		expect(requests().map((request) => request.path)).toEqual(BOISE_FOR_SALE.slice(0, 3).map((each) => `/v1/zillow/property/${each.zpid}`));
		expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
	});

	test('an unknown ZPID is a 404 naming Zillow', async () => {
		const { error } = await run(getProperty(byId('1')));
		expect(error?.message).toBe('Not found on Zillow (404)');
		expect(error?.description).toContain('ScrapeBadger said: "Property not found"');
	});

	test.each([
		['a URL on another site', byUrl(`https://example.com/homedetails/x/${home.zpid}_zpid/`), 'Property must be a Zillow property URL'],
		['a building page', byUrl('https://www.zillow.com/apartments/austin-tx/the-grove/5XjR4c/'), 'or a ZPID (Zillow property ID, digits) such as 29499726'],
		['a search page', byUrl('https://www.zillow.com/austin-tx/'), 'Property must be a Zillow property URL'],
		['a ZPID with letters, from an expression', byId('={{ "2910abc" }}'), 'Property must be a Zillow property URL'],
		['a blank expression', byId('={{ "" }}'), 'Property is required'],
	])('refused before any request: %s', async (_label, zpid, message) => {
		await expectRefused(getProperty(zpid), message);
	});
});
