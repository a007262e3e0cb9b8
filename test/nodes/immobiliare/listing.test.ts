/**
 * Immobiliare > Listing: Search (the area and filters sent, paging by page number to `max_pages`, Limit, Simplify's
 * price, surface and place columns, the checks before any request) and Get (by ID or by URL on any portal, the URL's
 * portal naming the market, 404), through n8n-core against the emulator.
 */
import { CATALOG_SIZE, facts, listingId, PAGE_SIZE } from '../../emulator/fixtures/immobiliare/portal';
import { byId, byUrl, field, immobiliareSuite, mapped, operation } from './support';

const { suite, run, requests, queries, expectRefused } = immobiliareSuite();
const search = operation('listing', 'search');
const get = operation('listing', 'get');
const FOR_SALE = Array.from({ length: CATALOG_SIZE }, (_, index) => index).filter((index) => !facts(index).rent);

describe('Immobiliare > Listing > Search', () => {
	test('the area, the market and every filter sent as the service names them; one page of the Limit', async () => {
		const { items, error } = await run(
			search({
				location: 'Milano',
				limit: 5,
				options: { market: 'it', contract: 'sale', sort: 'newest', province_id: 'MI' },
				filters: { category: 'residential', price_min: 100000, price_max: 600000, surface_min: 40, surface_max: 200, rooms_min: 1, rooms_max: 5, bathrooms_min: 1 },
			}),
		);
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{
				path: '/v1/immobiliare/search',
				query: {
					location: 'Milano',
					market: 'it',
					contract: 'sale',
					sort: 'newest',
					province_id: 'MI',
					category: 'residential',
					price_min: '100000',
					price_max: '600000',
					surface_min: '40',
					surface_max: '200',
					rooms_min: '1',
					rooms_max: '5',
					bathrooms_min: '1',
				},
			},
		]);
		expect(items).toHaveLength(5);
	});

	test('Return All: every page to max_pages, each listing its own item', async () => {
		const { items, error } = await run(search({ location: 'Milano', returnAll: true }));
		expect(error).toBeUndefined();
		const pages = Math.ceil(FOR_SALE.length / PAGE_SIZE);
		expect(queries().map((query) => query.page ?? '1')).toEqual(Array.from({ length: pages }, (_, page) => String(page + 1)));
		expect(items).toHaveLength(FOR_SALE.length);
		expect(new Set(field(items, 'id')).size).toBe(FOR_SALE.length);
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual(Array(pages).fill(5));
	});

	test('a Limit past one page stops inside the second', async () => {
		const { items } = await run(search({ location: 'Milano', limit: 30 }));
		expect(queries().map((query) => query.page ?? '1')).toEqual(['1', '2']);
		expect(items).toHaveLength(30);
	});

	test('an area by the IDs of Location > Autocomplete instead of a place', async () => {
		const { error } = await run(search({ limit: 1, options: { region_id: '10', city_id: '8042' } }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/immobiliare/search', query: { region_id: '10', city_id: '8042' } }]);
	});

	test('Simplify: price, currency and the text shown; surface in m²; the place, the agency and ISO dates as columns', async () => {
		const { items } = await run(search({ location: 'Milano', limit: 1, simplify: true, options: { sort: 'newest' } }));
		const index = FOR_SALE[0];
		expect(items[0].json).toMatchObject({
			id: listingId(index),
			price: facts(index).price,
			currency: 'EUR',
			price_text: `€ ${facts(index).price.toLocaleString('de-DE')}`,
			surface_m2: facts(index).surface,
			city: 'Milano',
			agency_id: facts(index).agency.id,
			created: '2026-07-01',
			modified: '2026-07-01T09:14:05.000Z',
		});
		expect(items[0].json.properties).toBeUndefined();
	});

	test('a price on request: no amount, its text as shown', async () => {
		const hidden = FOR_SALE.find((index) => facts(index).hidden)!;
		const { items } = await run(get({ listing_id: byId(String(listingId(hidden))), simplify: true }));
		expect(items[0].json).toMatchObject({ price: null, currency: 'EUR', price_text: 'Prezzo su richiesta' });
	});

	test.each([
		[{}, {}, 'Give the area to search'],
		[{ market: 'fr' }, {}, 'it, es'],
		[{ sort: 'cheapest' }, {}, 'relevance'],
		[{ region_id: 'Lombardia!' }, {}, 'an ID of Location > Autocomplete'],
		[{}, { price_min: 500000, price_max: 100000 }, 'Minimum Price is above Maximum Price'],
		[{}, { rooms_min: -1 }, 'Minimum Rooms'],
		[{}, { category: 'castles' }, 'residential'],
	])('refused before any request: options %j, filters %j', async (options, filters, message) => {
		const location = Object.keys(options).length === 0 && Object.keys(filters).length === 0 ? '' : 'Milano';
		await expectRefused(search({ location, options, filters }), message);
	});
});

describe('Immobiliare > Listing > Get', () => {
	const ID = String(listingId(4));

	test.each([
		['its ID', byId(ID), {}],
		['its URL', byUrl(`https://www.immobiliare.it/annunci/${ID}/`), { market: 'it' }],
		['its URL in English, without www', byUrl(`immobiliare.it/en/annunci/${ID}/?utm_source=share`), { market: 'it' }],
		["a Spanish portal's URL, which names the market", byUrl(`https://www.indomio.es/anuncios/${ID}/`), { market: 'es' }],
	])('by %s: one request, the listing in full as one item', async (_what, value, query) => {
		const { items, error } = await run(get({ listing_id: value }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/immobiliare/listings/${ID}`, query }]);
		expect(items[0].json).toMatchObject({ id: Number(ID) });
		expect(items[0].json.photos).toHaveLength(2);
		expect(suite.emulator.requests[0].creditsCharged).toBe(10);
	});

	test("by default, the incoming item's id (a search's items run straight into Get)", async () => {
		const { items } = await run(get(), { items: [{ id: Number(ID) }] });
		expect(requests()).toEqual([{ path: `/v1/immobiliare/listings/${ID}`, query: {} }]);
		expect(items).toHaveLength(1);
	});

	test('an unknown listing is a 404 said as such', async () => {
		expect((await run(get({ listing_id: byId('1') }))).error?.message).toMatch(/404|not found/i);
	});

	test.each([
		[byUrl('https://www.immobiliare.it/agenzie-immobiliari/41235/tecnocasa-milano/'), 'an Immobiliare listing URL'],
		[byUrl(`https://www.idealista.com/inmueble/${ID}/`), 'an Immobiliare listing URL'],
		[mapped('abc'), 'a numeric listing ID'],
	])('refused before any request: %j', async (value, form) => {
		await expectRefused(get({ listing_id: value }), form);
	});

	test("a URL of one portal with another Market set is refused before any request", async () => {
		await expectRefused(get({ listing_id: byUrl(`https://www.indomio.es/anuncios/${ID}/`), options: { market: 'gr' } }), 'is a URL of es but Market is gr');
	});
});
