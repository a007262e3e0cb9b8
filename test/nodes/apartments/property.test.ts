/**
 * Apartments.com > Property: Search (the location and filters sent as the service names them; paging by page number,
 * 40 a page, to the page count and at most 28 pages; Limit; Simplify's rent columns) and Get (by URL, sent whole to the
 * by-URL endpoint, or by listing key and slug, sent by parts; the incoming item's url by default; 404), through
 * n8n-core against the emulator.
 */
import { CATALOG_SIZE, facts, propertyId, propertyUrl, RARE_COUNT } from '../../emulator/fixtures/apartments/rentals';
import { apartmentsSuite, byId, byUrl, field, mapped, operation } from './support';

const { suite, run, requests, queries, expectRefused } = apartmentsSuite();
const search = operation('property', 'search');
const get = operation('property', 'get');

describe('Apartments.com > Property > Search', () => {
	test('the location and every filter sent as the service names them', async () => {
		const { error } = await run(search({ location: 'kansas-city-mo', limit: 5, filters: { beds: '2', min_price: 1000, max_price: 2500 } }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/apartments/search', query: { location: 'kansas-city-mo', beds: '2', min_price: '1000', max_price: '2500' } }]);
	});

	test('Return All: page after page to the page count, one item per property, 5 credits a page', async () => {
		const { items, error } = await run(search({ location: 'kansas-city-mo', returnAll: true }));
		expect(error).toBeUndefined();
		expect(queries().map((query) => query.page ?? '1')).toEqual(['1', '2', '3']);
		expect(items).toHaveLength(CATALOG_SIZE);
		expect(new Set(field(items, 'property_id')).size).toBe(CATALOG_SIZE);
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([5, 5, 5]);
	});

	test('a Limit past one page: the pages up to the Limit; a short list: one page', async () => {
		expect((await run(search({ location: 'kansas-city-mo', limit: 50 }))).items).toHaveLength(50);
		expect(queries().map((query) => query.page ?? '1')).toEqual(['1', '2']);
		suite.emulator.reset();
		expect((await run(search({ location: 'rare-mo', returnAll: true }))).items).toHaveLength(RARE_COUNT);
		expect(requests()).toHaveLength(1);
	});

	test('Simplify: the lowest rent as price, USD, the first rollup row as shown', async () => {
		const { items } = await run(search({ location: 'kansas-city-mo', limit: 1, simplify: true }));
		const rent = facts(0).rentMin;
		expect(items[0].json).toEqual(expect.objectContaining({ property_id: propertyId(0), price: rent, currency: 'USD', price_text: `$${rent.toLocaleString('en-US')}+` }));
		expect(items[0].json.pricing).toBeUndefined();
	});

	test.each([
		[{ beds: '5' }, 'Bedrooms'],
		[{ min_price: 50 }, 'Minimum Rent'],
		[{ max_price: 30000 }, 'Maximum Rent'],
		[{ min_price: 3000, max_price: 1000 }, 'Minimum Rent is above Maximum Rent'],
	])('refused before any request: filters %j', async (filters, message) => {
		await expectRefused(search({ location: 'kansas-city-mo', filters }), message);
	});

	test.each([['={{ "Kansas City, MO" }}'], ['={{ "" }}']])('a location that is no slug (%s) is refused before any request', async (location) => {
		await expectRefused(search({ location }), 'Location');
	});
});

describe('Apartments.com > Property > Get', () => {
	const ID = propertyId(2);
	const SLUG = facts(2).slug;

	test.each([
		['its URL', byUrl(propertyUrl(2))],
		['its URL without www, in capitals, with a query string', byUrl(`http://apartments.com/${SLUG}/${ID.toUpperCase()}/?ref=share`)],
	])('by %s: the URL sent whole to the by-URL endpoint', async (_what, propertyValue) => {
		const { items, error } = await run(get({ property_id: propertyValue }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/apartments/property', query: { url: propertyUrl(2) } }]);
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ property_id: ID, name: facts(2).name });
		expect(suite.emulator.requests[0].creditsCharged).toBe(5);
	});

	test('by listing key and slug: sent by parts', async () => {
		const { items, error } = await run(get({ property_id: byId(ID), slug: SLUG }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/apartments/properties/${SLUG}/${ID}`, query: {} }]);
		expect(items[0].json).toMatchObject({ property_id: ID });
	});

	test("by default, the incoming item's url (a search's cards run straight into Get)", async () => {
		const { items } = await run(get(), { items: [{ url: propertyUrl(2) }, { url: propertyUrl(3) }] });
		expect(requests().map((request) => request.query.url)).toEqual([propertyUrl(2), propertyUrl(3)]);
		expect(items).toHaveLength(2);
	});

	test('Simplify: the advertised range as price columns, the cheapest unit, counts', async () => {
		const { items } = await run(get({ property_id: byUrl(propertyUrl(2)), simplify: true }));
		const { rentMin, rentMax } = facts(2);
		expect(items[0].json).toMatchObject({
			property_id: ID,
			price: rentMin,
			currency: 'USD',
			price_text: `$${rentMin.toLocaleString('en-US')} - $${rentMax.toLocaleString('en-US')}`,
			cheapest_unit_rent: rentMin + 10,
			floor_plan_count: 2,
			total_units_available: 2,
		});
		expect(items[0].json.units).toBeUndefined();
	});

	test('a listing key without its slug is refused before any request', async () => {
		await expectRefused(get({ property_id: byId(ID) }), 'Slug is required');
	});

	test.each([
		[byUrl('https://www.apartments.com/kansas-city-mo/'), 'an apartments.com property URL'],
		[byUrl(`https://www.zillow.com/${SLUG}/${ID}/`), 'an apartments.com property URL'],
		[mapped('wcd 6e5k'), 'a listing key such as wcd6e5k'],
	])('refused before any request: %j', async (propertyValue, form) => {
		await expectRefused(get({ property_id: propertyValue, slug: SLUG }), form);
	});

	test('an unknown property is a 404 said as such', async () => {
		expect((await run(get({ property_id: byId('zzzzzzz'), slug: SLUG }))).error?.message).toMatch(/404|not found/i);
	});
});
