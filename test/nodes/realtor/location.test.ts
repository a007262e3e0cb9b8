/** Realtor > Location > Autocomplete and Market > List, through n8n-core against the emulator. */
import { MARKETS } from '../../emulator/fixtures/realtor/listings';
import { field, operation, realtorSuite } from './support';

const { suite, run, requests, expectRefused } = realtorSuite();
const autocomplete = operation('location', 'autocomplete');

describe('Realtor > Location > Autocomplete', () => {
	test('the query, market and Max Results sent; one item per suggestion, 2 credits', async () => {
		const { items, error } = await run(autocomplete({ query: 'toron', options: { market: 'ca', limit: 3 } }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/realtor/autocomplete', query: { query: 'toron', market: 'ca', limit: '3' } }]);
		expect(field(items, 'label')).toEqual(['Toronto, ON', 'M5V 2T6, Toronto, ON', 'Waterfront, Toronto, ON']);
		expect(suite.emulator.requests[0].creditsCharged).toBe(2);
	});

	test.each([
		[{ query: 'austi', options: { limit: 26 } }, 'Max Results'],
		[{ query: 'austin\ntx' }, 'the start of a place on one line'],
	])('refused before any request: %j', async (values, message) => {
		await expectRefused(autocomplete(values), message);
	});
});

describe('Realtor > Market > List', () => {
	test('one request, free, one item per market', async () => {
		const { items } = await run(operation('market', 'list')());
		expect(requests()).toEqual([{ path: '/v1/realtor/markets', query: {} }]);
		expect(items.map((item) => item.json)).toEqual(MARKETS);
		expect(suite.emulator.requests[0].creditsCharged).toBe(0);
	});
});
