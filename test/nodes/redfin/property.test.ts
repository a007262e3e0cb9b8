/**
 * Redfin > Property: Search (the location and every filter sent as the service names them, paging by page number to
 * pagination.total_pages, Limit, rules across fields refused before any request, Simplify's price columns and ISO dates)
 * and Get (by propertyId, or a home URL sent whole to the by-URL read, 404), through n8n-core against the emulator. The
 * prices are assumed (ScrapeBadger publishes none for Redfin): the Credit Budget's figures, what the emulator charges.
 */
import { CATALOG_SIZE, facts, homeUrl, PAGE_SIZE, propertyId, RARE_COUNT } from '../../emulator/fixtures/redfin/homes';
import { byId, byUrl, field, mapped, operation, redfinSuite } from './support';

const { suite, run, requests, queries, expectRefused } = redfinSuite();
const search = operation('property', 'search');
const get = operation('property', 'get');

describe('Redfin > Property > Search', () => {
	test('the location and every filter sent as the service names them', async () => {
		const { error } = await run(
			search({
				location: 'Seattle, WA',
				limit: 5,
				options: { sort: 'newest' },
				filters: { price_min: 400000, price_max: 900000, beds_min: 2, baths_min: 1.5, home_type: 'house', sqft_min: 900, lot_min: 2000, year_built_min: 1950, max_days_on_market: 60, north: 47.73, south: 47.49, east: -122.22, west: -122.44 },
			}),
		);
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{
				path: '/v1/redfin/search',
				query: { location: 'Seattle, WA', sort: 'newest', price_min: '400000', price_max: '900000', beds_min: '2', baths_min: '1.5', home_type: 'house', sqft_min: '900', lot_min: '2000', year_built_min: '1950', max_days_on_market: '60', north: '47.73', south: '47.49', east: '-122.22', west: '-122.44' },
			},
		]);
		expect(suite.emulator.requests[0].creditsCharged).toBe(5);
	});

	test('Return All: every page to pagination.total_pages, each home its own item', async () => {
		const { items, error } = await run(search({ location: 'Seattle, WA', returnAll: true }));
		expect(error).toBeUndefined();
		const pages = Math.ceil(CATALOG_SIZE / PAGE_SIZE);
		expect(queries().map((query) => query.page ?? '1')).toEqual(Array.from({ length: pages }, (_, page) => String(page + 1)));
		expect(items).toHaveLength(CATALOG_SIZE);
		expect(new Set(field(items, 'property_id')).size).toBe(CATALOG_SIZE);
	});

	test('a Limit: the pages it needs and no more', async () => {
		const { items } = await run(search({ location: 'Seattle, WA', limit: 50 }));
		expect(queries().map((query) => query.page ?? '1')).toEqual(['1', '2']);
		expect(items).toHaveLength(50);
	});

	test('Return All of a short list: one page', async () => {
		expect((await run(search({ location: 'rare', returnAll: true }))).items).toHaveLength(RARE_COUNT);
		expect(requests()).toHaveLength(1);
	});

	test('Simplify: price, currency and price_text, the address as columns, listed_at as ISO 8601', async () => {
		const { items } = await run(search({ location: 'Seattle, WA', limit: 1, simplify: true }));
		expect(items[0].json).toMatchObject({ property_id: propertyId(0), price: facts(0).price, currency: 'USD', price_text: `$${facts(0).price.toLocaleString('en-US')}`, city: 'Seattle', listed_at: expect.stringMatching(/^2026-.*T12:00:00\.000Z$/), photo_count: 2 });
	});

	test.each([
		[{}, { price_min: 900000, price_max: 100000 }, 'Minimum Price (900000) must not be above Maximum Price'],
		[{}, { north: 47.7, south: 47.5 }, 'all four of North, South, East and West'],
		[{}, { north: 47.5, south: 47.7, east: -122.2, west: -122.4 }, 'North must be above South'],
		[{}, { beds_min: 11 }, 'Minimum Bedrooms'],
		[{}, { year_built_min: 1700 }, 'Year Built From'],
		[{ sort: 'cheapest' }, {}, 'relevant'],
	])('refused before any request: options %j, filters %j', async (options, filters, message) => {
		await expectRefused(search({ location: 'Seattle, WA', options, filters }), message);
	});
});

describe('Redfin > Property > Get', () => {
	test('by propertyId: the ID in the path', async () => {
		const { items, error } = await run(get({ property_id: byId(propertyId(3)) }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/redfin/property/${propertyId(3)}`, query: {} }]);
		expect(items[0].json).toMatchObject({ property_id: propertyId(3), url: homeUrl(3) });
		expect(items[0].json.price_history).toBeDefined();
	});

	test('by home URL: sent whole to the by-URL read', async () => {
		const { items, error } = await run(get({ property_id: byUrl(`${homeUrl(3)}#photos`) }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/redfin/property', query: { url: homeUrl(3) } }]);
		expect(items[0].json).toMatchObject({ property_id: propertyId(3) });
	});

	test("by default, the incoming item's property_id (a search's items run straight into Get), Simplify", async () => {
		const { items } = await run(get({ simplify: true }), { items: [{ property_id: propertyId(5) }] });
		expect(requests()).toEqual([{ path: `/v1/redfin/property/${propertyId(5)}`, query: {} }]);
		expect(items[0].json).toMatchObject({ property_id: propertyId(5), price: facts(5).price, currency: 'USD' });
	});

	test('an unknown home is a 404 said as such', async () => {
		expect((await run(get({ property_id: byId('1') }))).error?.message).toMatch(/404|not found/i);
	});

	test.each([
		[byUrl('https://www.zillow.com/homedetails/29499726_zpid/'), 'a Redfin home URL'],
		[byUrl('https://www.redfin.com/city/16163/WA/Seattle'), 'a Redfin home URL'],
		[mapped('home 123'), 'a Redfin propertyId (digits)'],
	])('refused before any request: %j', async (value, form) => {
		await expectRefused(get({ property_id: value }), form);
	});
});
