/**
 * Vinted's lookups: Brand > Search (the keyword sent as the service names it), Catalog > List Colors and List Statuses
 * (in a market), Market > List, each one request, one item per record, through n8n-core against the emulator.
 */
import { BRANDS, COLORS, MARKETS, STATUSES } from '../../emulator/fixtures/vinted/catalog';
import { field, operation, vintedSuite } from './support';

const { suite, run, requests, expectRefused } = vintedSuite();

describe('Vinted > Brand > Search', () => {
	test('the keyword and the market sent; one item per brand', async () => {
		const { items, error } = await run(operation('brand', 'search')({ keyword: 'nike', options: { market: 'es' } }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/vinted/brands', query: { keyword: 'nike', market: 'es' } }]);
		expect(field(items, 'id')).toEqual(BRANDS.filter((brand) => brand.title.startsWith('Nike')).map((brand) => brand.id));
	});

	test('a blank keyword is refused before any request', async () => {
		await expectRefused(operation('brand', 'search')({ keyword: ' ' }), 'Keyword');
	});
});

describe('Vinted > Catalog', () => {
	test.each([
		['listColors', '/v1/vinted/colors', COLORS],
		['listStatuses', '/v1/vinted/statuses', STATUSES],
	])('%s: one request in the market, one item per entry', async (name, path, entries) => {
		const { items } = await run(operation('catalog', name)({ options: { market: 'nl' } }));
		expect(requests()).toEqual([{ path, query: { market: 'nl' } }]);
		expect(items.map((item) => item.json)).toEqual(entries);
		expect(suite.emulator.requests[0].creditsCharged).toBe(1);
	});
});

describe('Vinted > Market > List', () => {
	test('one request, one item per market', async () => {
		const { items } = await run(operation('market', 'list')());
		expect(requests()).toEqual([{ path: '/v1/vinted/markets', query: {} }]);
		expect(items.map((item) => item.json)).toEqual(MARKETS);
	});
});
