/** Leboncoin > Location > Search through n8n-core against the emulator. */
import { leboncoinSuite } from './support';

const { suite, run, requests, expectRefused } = leboncoinSuite();
const LOCATIONS_PATH = '/v1/leboncoin/locations/search';

describe('Leboncoin > Location > Search', () => {
	test('one item per suggestion, 2 credits', async () => {
		const { items } = await run({ resource: 'location', operation: 'search', q: 'Lyon' });
		expect(requests()).toEqual([{ path: LOCATIONS_PATH, query: { q: 'Lyon' } }]);
		expect(items.map((item) => item.json.label)).toEqual(['Lyon (69000)']);
		expect(items[0].json).toMatchObject({ city: 'Lyon', zipcode: '69000', department_id: '69', region_id: '20', type: 'city' });
		expect(suite.emulator.requests[0].creditsCharged).toBe(2);
	});

	test('a department name gives the department and its cities', async () => {
		const { items } = await run({ resource: 'location', operation: 'search', q: 'gironde' });
		expect(items.map((item) => [item.json.type, item.json.label])).toEqual([
			['city', 'Bordeaux (33000)'],
			['department', 'Gironde (33)'],
		]);
	});

	test('an empty query is refused before any request', async () => {
		await expectRefused({ resource: 'location', operation: 'search', q: ' ' }, 'Query is required');
	});
});
