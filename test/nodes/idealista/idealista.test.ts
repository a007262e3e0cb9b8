/**
 * Idealista, every operation through n8n-core against the emulator: the exact path and query the OpenAPI names, the
 * answer as one item (no page documents its shape), listing URLs on the three portals and agency microsite URLs read
 * before any request (the portal names the market), the assumed prices counted as the service reports them and the
 * search/all worst case held against the Credit Budget, and bad input refused before any request.
 */
import { AGENCIES, FIRST_CODE } from '../../emulator/fixtures/idealista/portal';
import { byId, byUrl, hintsOf, idealistaSuite, mapped, operation } from './support';

const { suite, run, requests, expectRefused } = idealistaSuite();
const MADRID = '0-EU-ES-28-07-001-079';
const CODE = String(FIRST_CODE);
const search = operation('listing', 'search');
const searchAll = operation('listing', 'searchAll');
const get = operation('listing', 'get');
const getStats = operation('listing', 'getStats');
const agencyGet = operation('agency', 'get');
const byPhone = operation('agency', 'getByPhone');
const suggest = operation('location', 'suggest');
const markets = operation('market', 'list');

describe('Idealista > Listing', () => {
	test('Search: one page as one item, every filter as the OpenAPI names it', async () => {
		const { items, error } = await run(
			search({ location: MADRID, options: { page: 2, max_items: 10, sort_by: 'price', sort_order: 'asc', market: 'es', operation: 'rent' }, filters: { min_price: 500, max_rooms: 4 } }),
		);
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{ path: '/v1/idealista/search', query: { location: MADRID, page: '2', max_items: '10', sort_by: 'price', sort_order: 'asc', market: 'es', operation: 'rent', min_price: '500', max_rooms: '4' } },
		]);
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ page: 2, elementList: expect.any(Array) });
		expect(items[0].json.creditsUsed ?? suite.emulator.requests[0].creditsCharged).toBe(5);
	});

	test.each([
		[{ options: { max_items: 51 } }, 'Max Items'],
		[{ options: { page: 0 } }, 'Page'],
		[{ filters: { min_price: 500000, max_price: 100000 } }, 'Minimum Price is above Maximum Price'],
		[{ filters: { min_size: -1 } }, 'Minimum Size'],
		[{ options: { sort_by: 'newest' } }, 'Sort By'],
	])('Search refused before any request: %j', async (extra, message) => {
		await expectRefused(search({ location: MADRID, ...extra }), message);
	});

	test('Search refuses a location name for a location code', async () => {
		await expectRefused(search({ location: 'Madrid centro' }), 'Location Code');
	});

	test('Search All: the inventory as one item, billed per page fetched, within the budget held for its worst case', async () => {
		const { items, error } = await run(searchAll({ location: MADRID, options: { max_results: 100 } }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/idealista/search/all', query: { location: MADRID, max_results: '100' } }]);
		expect(items).toHaveLength(1);
		const pages = Number(items[0].json.pages_fetched);
		expect(suite.emulator.requests[0].creditsCharged).toBe(5 * pages);
	});

	test('Search All: a Credit Budget below the worst case of Max Results is refused before any request', async () => {
		// 3000 results: 60 pages of 50 at an assumed 5 credits, 300 held; a budget of 100 cannot hold it.
		const result = await run(searchAll({ location: MADRID, options: { max_results: 3000 }, requestOptions: { creditBudget: 100 } }));
		expect(result.error).toBeUndefined();
		expect(requests()).toEqual([]);
		expect(result.items).toEqual([]);
		expect(hintsOf(result)).toEqual([expect.stringContaining('Stopped at the credit budget of 100')]);
		suite.emulator.reset();
		// 300 held: a budget of 300 sends it.
		await run(searchAll({ location: MADRID, options: { max_results: 3000 }, requestOptions: { creditBudget: 300 } }));
		expect(requests()).toHaveLength(1);
	});

	test('Search All refuses Max Results past 3000', async () => {
		await expectRefused(searchAll({ location: MADRID, options: { max_results: 3001 } }), 'Max Results');
	});

	test.each([
		['a property code', byId(CODE), {}],
		['an idealista.com URL', byUrl(`https://www.idealista.com/inmueble/${CODE}/`), { market: 'es' }],
		['an English idealista.com URL', byUrl(`https://www.idealista.com/en/inmueble/${CODE}/`), { market: 'es' }],
	])('Get by %s: the listing in full as one item', async (_what, value, query) => {
		const { items, error } = await run(get({ property_code: value }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/idealista/properties/${CODE}`, query }]);
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ propertyCode: CODE });
		expect(suite.emulator.requests[0].creditsCharged).toBe(10);
	});

	test.each([
		['idealista.it/immobile', 'https://www.idealista.it/immobile/33012345/', 'it'],
		['idealista.pt/imovel', 'https://www.idealista.pt/imovel/33012345/', 'pt'],
	])('a %s URL names its market', async (_what, url, market) => {
		await run(getStats({ property_code: byUrl(url) }));
		expect(requests()).toEqual([{ path: '/v1/idealista/properties/33012345/stats', query: { market } }]);
	});

	test('Get Stats: the counters as one item', async () => {
		const { items, error } = await run(getStats({ property_code: byId(CODE), options: { locale: 'es' } }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/idealista/properties/${CODE}/stats`, query: { locale: 'es' } }]);
		expect(items[0].json).toMatchObject({ propertyCode: CODE, visits: expect.any(Number) });
	});

	test('an unknown listing is a 404 said as such', async () => {
		expect((await run(get({ property_code: byId('99999999') }))).error?.message).toMatch(/404|not found/i);
	});

	test.each([
		[byUrl('https://www.idealista.com/pro/casas-del-retiro/'), 'an Idealista listing URL'],
		[byUrl(`https://www.fotocasa.es/inmueble/${CODE}/`), 'an Idealista listing URL'],
		[mapped('piso-en-madrid'), 'a numeric property code'],
	])('Get refused before any request: %j', async (value, form) => {
		await expectRefused(get({ property_code: value }), form);
	});

	test('a URL of another market than Market set is refused', async () => {
		await expectRefused(get({ property_code: byUrl('https://www.idealista.it/immobile/33012345/'), options: { market: 'pt' } }), 'Market');
	});
});

describe('Idealista > Agency, Location, Market', () => {
	const AGENCY = AGENCIES[0];

	test.each([
		['its short name', byId(AGENCY.shortName), {}],
		['its microsite URL', byUrl(`https://www.idealista.com/pro/${AGENCY.shortName}/`), { market: 'es' }],
	])('Agency > Get by %s: profile and listings as one item', async (_what, value, query) => {
		const { items, error } = await run(agencyGet({ short_name: value }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/idealista/agency/${AGENCY.shortName}`, query }]);
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ agency: { shortName: AGENCY.shortName } });
	});

	test('Agency > Get: page, page size, listings off and the filters sent as named', async () => {
		await run(agencyGet({ short_name: byId(AGENCY.shortName), options: { page: 2, max_items: 5, include_listings: false }, filters: { operation: 'rent', property_type: 'homes' } }));
		expect(requests()).toEqual([
			{ path: `/v1/idealista/agency/${AGENCY.shortName}`, query: { page: '2', max_items: '5', include_listings: 'false', operation: 'rent', property_type: 'homes' } },
		]);
	});

	test('Agency > Get by Phone', async () => {
		const { items, error } = await run(byPhone({ phone: AGENCY.phone }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/idealista/agency/by-phone/${AGENCY.phone}`, query: {} }]);
		expect(items[0].json).toMatchObject({ agency: { phone: AGENCY.phone } });
	});

	test.each(['+34912345678', '912 345 678', '123'])('Get by Phone refuses %j before any request', async (phone) => {
		await expectRefused(byPhone({ phone }), 'Phone');
	});

	test('Location > Suggest: the codes as one item', async () => {
		const { items, error } = await run(suggest({ query: 'madr' }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/idealista/suggest', query: { query: 'madr' } }]);
		expect(items[0].json).toMatchObject({ locations: [{ locationId: '0-EU-ES-28-07-001-079' }] });
		expect(suite.emulator.requests[0].creditsCharged).toBe(2);
	});

	test('Suggest refuses an unknown market', async () => {
		await expectRefused(suggest({ query: 'roma', options: { market: 'fr' } }), 'Market');
	});

	test('Market > List: the markets as one item', async () => {
		const { items } = await run(markets());
		expect(requests()).toEqual([{ path: '/v1/idealista/markets', query: {} }]);
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ markets: expect.arrayContaining([expect.objectContaining({ code: 'pt' })]) });
	});
});
