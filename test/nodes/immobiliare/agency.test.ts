/**
 * Immobiliare > Agency: Get (by ID or profile URL, Simplify, 404) and Get Listings (paging by page number with no
 * total: a short page ends the list), Location > Autocomplete, Price > Get History (one item per month, the series'
 * facts on each; City ID needs the Province ID) and Market > List and Get Filters, through n8n-core against the emulator.
 */
import { AGENCIES, CATALOG_SIZE, facts, MARKETS, PAGE_SIZE } from '../../emulator/fixtures/immobiliare/portal';
import { byId, byUrl, field, immobiliareSuite, mapped, operation } from './support';

const { suite, run, requests, expectRefused } = immobiliareSuite();
const get = operation('agency', 'get');
const getListings = operation('agency', 'getListings');
const AGENCY = AGENCIES[0];
const own = (contract: 'sale' | 'rent', agency = AGENCY) =>
	Array.from({ length: CATALOG_SIZE }, (_, index) => index).filter((index) => facts(index).agency.id === agency.id && facts(index).rent === (contract === 'rent'));

describe('Immobiliare > Agency > Get', () => {
	test.each([
		['its ID', byId(String(AGENCY.id)), {}],
		['its profile URL', byUrl(`https://www.immobiliare.it/agenzie-immobiliari/${AGENCY.id}/${AGENCY.slug}/`), { market: 'it' }],
	])('by %s: one request, the profile as one item', async (_what, value, query) => {
		const { items, error } = await run(get({ agency_id: value }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/immobiliare/agencies/${AGENCY.id}`, query }]);
		expect(items[0].json).toMatchObject({ id: AGENCY.id, name: AGENCY.name });
		expect(suite.emulator.requests[0].creditsCharged).toBe(5);
	});

	test('Simplify: the phones as one column, the agents as a count', async () => {
		const { items } = await run(get({ agency_id: byId(String(AGENCY.id)), simplify: true }));
		expect(items[0].json).toMatchObject({ id: AGENCY.id, phone: expect.any(String), agent_count: 2, real_estate_ads: own('sale').length + own('rent').length });
		expect(items[0].json.agents).toBeUndefined();
	});

	test('an unknown agency is a 404 said as such', async () => {
		expect((await run(get({ agency_id: byId('1') }))).error?.message).toMatch(/404|not found/i);
	});

	test.each([
		[byUrl('https://www.immobiliare.it/annunci/121584766/'), 'an Immobiliare agency URL'],
		[mapped('tecnocasa'), 'a numeric agency ID'],
	])('refused before any request: %j', async (value, form) => {
		await expectRefused(get({ agency_id: value }), form);
	});
});

describe('Immobiliare > Agency > Get Listings', () => {
	test('Return All: pages until one shorter than the first (no total to stop at)', async () => {
		const agency = AGENCIES[1];
		const { items, error } = await run(getListings({ agency_id: byId(String(agency.id)), returnAll: true }));
		expect(error).toBeUndefined();
		const expected = own('sale', agency).length;
		expect(expected).toBeGreaterThan(PAGE_SIZE);
		expect(requests()).toEqual([
			{ path: `/v1/immobiliare/agencies/${agency.id}/listings`, query: {} },
			{ path: `/v1/immobiliare/agencies/${agency.id}/listings`, query: { page: '2' } },
		]);
		expect(items).toHaveLength(expected);
		expect(new Set(field(items, 'id')).size).toBe(expected);
	});

	test('Return All of one short page: the empty page after it ends the list (the answer states no page size)', async () => {
		const { items } = await run(getListings({ agency_id: byId(String(AGENCY.id)), returnAll: true }));
		expect(own('sale').length).toBeLessThan(PAGE_SIZE);
		expect(requests().map((request) => request.query)).toEqual([{}, { page: '2' }]);
		expect(items).toHaveLength(own('sale').length);
	});

	test('for rent, stopped by the Limit', async () => {
		const { items } = await run(getListings({ agency_id: byId(String(AGENCY.id)), limit: 2, options: { contract: 'rent' } }));
		expect(requests()).toEqual([{ path: `/v1/immobiliare/agencies/${AGENCY.id}/listings`, query: { contract: 'rent' } }]);
		expect(items).toHaveLength(2);
		expect(field(items, 'contract')).toEqual(['rent', 'rent']);
	});
});

describe('Immobiliare > Location > Autocomplete', () => {
	test('one request, one item per suggestion with the market', async () => {
		const { items } = await run(operation('location', 'autocomplete')({ query: 'Milano' }));
		expect(requests()).toEqual([{ path: '/v1/immobiliare/autocomplete', query: { query: 'Milano' } }]);
		expect(items.map((item) => item.json)).toEqual([
			expect.objectContaining({ type: 'comune', region_id: '10', province_id: 'MI', city_id: '8042', market: 'it' }),
			expect.objectContaining({ type: 'province', city_id: null }),
			expect.objectContaining({ type: 'zone', macrozone_ids: [10046] }),
		]);
		expect(suite.emulator.requests[0].creditsCharged).toBe(2);
	});

	test('a blank query is refused before any request', async () => {
		await expectRefused(operation('location', 'autocomplete')({ query: '={{ "" }}' }), 'Query');
	});
});

describe('Immobiliare > Price > Get History', () => {
	const history = operation('price', 'getHistory');

	test("one item per month, oldest first, each with the series' contract, unit and market", async () => {
		const { items, error } = await run(history({ region_id: '10', options: { province_id: 'MI', city_id: '8042', contract: 'rent' } }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/immobiliare/market-insights/prices', query: { region_id: '10', province_id: 'MI', city_id: '8042', contract: 'rent' } }]);
		expect(items).toHaveLength(12);
		expect(items[0].json).toEqual({ label: '2025-07', value: expect.any(Number), contract: 'rent', unit: 'EUR/m²', market: 'it' });
		expect(field(items, 'label')).toEqual([...field(items, 'label')].sort());
		expect(suite.emulator.requests[0].creditsCharged).toBe(10);
	});

	test.each([
		[{ region_id: '={{ "" }}', options: {} }, 'Region ID'],
		[{ region_id: '10', options: { city_id: '8042' } }, 'City ID needs the Province ID'],
	])('refused before any request: %j', async (values, message) => {
		await expectRefused(history(values), message);
	});
});

describe('Immobiliare > Market', () => {
	test('List: one request, free, one item per market', async () => {
		const { items } = await run(operation('market', 'list')());
		expect(requests()).toEqual([{ path: '/v1/immobiliare/markets', query: {} }]);
		expect(items.map((item) => item.json)).toEqual(MARKETS);
		expect(suite.emulator.requests[0].creditsCharged).toBe(0);
	});

	test('Get Filters: one request, the answer as one item', async () => {
		const { items } = await run(operation('market', 'getFilters')());
		expect(requests()).toEqual([{ path: '/v1/immobiliare/reference', query: {} }]);
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ sorts: expect.arrayContaining(['newest']) });
	});
});
