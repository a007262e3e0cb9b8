/**
 * Realtor > Property: Search (the location, market and every filter sent as the service names them, paging by page
 * number up to 200 a page to total_pages, Limit, the rules across fields refused before any request, Simplify's price
 * columns and ISO dates) and Get (by ID, realtor.com or realtor.ca URL, the market a URL names, 404), through n8n-core
 * against the emulator.
 */
import { CATALOG_SIZE, facts, listingUrl, propertyId, RARE_COUNT } from '../../emulator/fixtures/realtor/listings';
import { byId, byUrl, field, mapped, operation, realtorSuite } from './support';

const { suite, run, requests, queries, expectRefused } = realtorSuite();
const search = operation('property', 'search');
const get = operation('property', 'get');

describe('Realtor > Property > Search', () => {
	test('the location, the market, the status and every filter sent as the service names them; one page of the Limit', async () => {
		const { error } = await run(
			search({
				location: 'Austin, TX',
				status: 'for_rent',
				limit: 5,
				options: { market: 'us', sort: 'newest' },
				filters: { price_min: 1000, price_max: 5000, beds_min: 2, baths_min: 1, sqft_min: 800, sqft_max: 3000, property_type: ['single_family', 'condos'] },
			}),
		);
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{
				path: '/v1/realtor/search',
				query: {
					location: 'Austin, TX',
					status: 'for_rent',
					market: 'us',
					sort: 'newest',
					price_min: '1000',
					price_max: '5000',
					beds_min: '2',
					baths_min: '1',
					sqft_min: '800',
					sqft_max: '3000',
					property_type: 'single_family,condos',
					limit: '5',
				},
			},
		]);
		expect(suite.emulator.requests[0].creditsCharged).toBe(8);
	});

	test('Return All: pages of 200 to total_pages, each listing its own item', async () => {
		const { items, error } = await run(search({ location: 'Austin, TX', returnAll: true }));
		expect(error).toBeUndefined();
		expect(queries().map((query) => [query.page ?? '1', query.limit])).toEqual([['1', '200']]);
		expect(items).toHaveLength(CATALOG_SIZE);
		expect(new Set(field(items, 'property_id')).size).toBe(CATALOG_SIZE);
	});

	test('a Limit past one page: pages until the Limit, the last asking only what is missing', async () => {
		const { items } = await run(search({ location: 'Austin, TX', limit: 250 }));
		expect(queries().map((query) => query.page ?? '1')).toEqual(['1']);
		expect(items).toHaveLength(CATALOG_SIZE);
		const few = await run(search({ location: 'Austin, TX', limit: 3 }));
		expect(few.items).toHaveLength(3);
	});

	test('Return All of a short list: one page; a search finding nothing: no items, no error', async () => {
		expect((await run(search({ location: 'Rare Town, TX', returnAll: true }))).items).toHaveLength(RARE_COUNT);
		expect(requests()).toHaveLength(1);
		const none = await run(search({ location: 'qwxz', returnAll: true }));
		expect(none.error).toBeUndefined();
		expect(none.items).toHaveLength(0);
	});

	test('Canada by bounding box alone: no location sent, the box is', async () => {
		const { items, error } = await run(search({ limit: 2, options: { market: 'ca' }, filters: { lat_min: 43.6, lat_max: 43.75, lng_min: -79.5, lng_max: -79.3 } }));
		expect(error).toBeUndefined();
		expect(requests()[0].query).toEqual({ status: 'for_sale', market: 'ca', lat_min: '43.6', lat_max: '43.75', lng_min: '-79.5', lng_max: '-79.3', limit: '2' });
		expect(items[0].json).toMatchObject({ market: 'ca', currency: 'CAD' });
	});

	test('Simplify: price, currency and price_text as shown, the address as columns, the list date as ISO 8601', async () => {
		const { items } = await run(search({ location: 'Toronto, ON', limit: 1, simplify: true, options: { market: 'ca' } }));
		const fact = facts(0, 'ca');
		expect(items[0].json).toMatchObject({
			property_id: propertyId(0, 'ca'),
			price: fact.price,
			currency: 'CAD',
			price_text: `C$${fact.price.toLocaleString('en-US')}`,
			city: fact.place.city,
			list_date: expect.stringMatching(/^2026-\d\d-\d\dT12:00:00\.000Z$/),
			agent_name: 'Jane Doe',
		});
		expect(items[0].json.address).toBe('100 Main St');
	});

	test.each([
		[{}, {}, {}, 'Location is required'],
		[{ location: 'Austin, TX' }, { market: 'uk' }, {}, 'us'],
		[{ location: 'Austin, TX' }, { sort: 'cheapest' }, {}, 'relevant'],
		[{ location: 'Austin, TX' }, {}, { price_min: 900000, price_max: 100000 }, 'Minimum Price (900000) must not be above Maximum Price'],
		[{ location: 'Austin, TX' }, {}, { beds_min: -1 }, 'Minimum Bedrooms'],
		[{ location: 'Toronto, ON' }, { market: 'ca' }, { sqft_min: 900 }, 'Minimum Square Feet is a US market filter'],
		[{ location: 'Austin, TX' }, {}, { lat_min: 30, lat_max: 31, lng_min: -98, lng_max: -97 }, 'for the Canada market only'],
		[{}, { market: 'ca' }, { lat_min: 43.6, lat_max: 43.75 }, 'all four edges'],
		[{ location: 'Austin,\nTX' }, {}, {}, 'a place on one line'],
	])('refused before any request: %j, options %j, filters %j', async (top, options, filters, message) => {
		await expectRefused(search({ ...top, options, filters }), message);
	});
});

describe('Realtor > Property > Get', () => {
	const ID = propertyId(4, 'us');

	test.each([
		['its ID', byId(ID), {}],
		['its realtor.com URL (M12345-67890), which names the us market', byUrl(listingUrl(4, 'us')), { market: 'us' }],
		['its realtor.com URL without www, with a query', byUrl(`realtor.com/realestateandhomes-detail/${ID}?from=share`), { market: 'us' }],
	])('by %s: one request, the property in full as one item', async (_what, propertyValue, query) => {
		const { items, error } = await run(get({ property_id: propertyValue }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/realtor/properties/${ID}`, query }]);
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ property_id: ID, currency: 'USD' });
		expect(items[0].json.price_history).toEqual(expect.arrayContaining([expect.objectContaining({ event: 'Listed' })]));
		expect(suite.emulator.requests[0].creditsCharged).toBe(10);
	});

	test('a realtor.ca URL sets the market to ca', async () => {
		const { items, error } = await run(get({ property_id: byUrl(listingUrl(2, 'ca')) }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/realtor/properties/${propertyId(2, 'ca')}`, query: { market: 'ca' } }]);
		expect(items[0].json).toMatchObject({ market: 'ca', currency: 'CAD' });
	});

	test("by default, the incoming item's property_id (a search's items run straight into Get)", async () => {
		const { items } = await run(get(), { items: [{ property_id: ID }] });
		expect(requests()).toEqual([{ path: `/v1/realtor/properties/${ID}`, query: {} }]);
		expect(items).toHaveLength(1);
	});

	test('Simplify: the latest price event, estimate, tax and schools as columns', async () => {
		const { items } = await run(get({ property_id: byId(ID), simplify: true }));
		expect(items[0].json).toMatchObject({ property_id: ID, price: facts(4, 'us').price, currency: 'USD', latest_event: 'Listed', estimate: facts(4, 'us').price + 5000, latest_tax_year: 2025 });
		expect(items[0].json.schools).toMatch(/Elementary \(\d+\/10\)/);
		expect(items[0].json.tax_history).toBeUndefined();
	});

	test('an unknown property is a 404 said as such', async () => {
		expect((await run(get({ property_id: byId('1') }))).error?.message).toMatch(/404|not found/i);
	});

	test.each([
		[byUrl('https://www.zillow.com/homedetails/29499726_zpid/'), 'a realtor.com or realtor.ca listing URL'],
		[byUrl('https://www.realtor.com/realestateagents/jane-doe'), 'a realtor.com or realtor.ca listing URL'],
		[mapped('M12345-67890'), 'a property ID (digits)'],
	])('refused before any request: %j', async (propertyValue, form) => {
		await expectRefused(get({ property_id: propertyValue }), form);
	});
});
