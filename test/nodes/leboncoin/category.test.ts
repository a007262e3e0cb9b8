/** Leboncoin > Category > List (free) through n8n-core against the emulator. */
import { CATEGORIES } from '../../emulator/fixtures/leboncoin/reference';
import { leboncoinSuite } from './support';

const { suite, run, requests } = leboncoinSuite();

describe('Leboncoin > Category > List', () => {
	test('one item per category, parents and sub-categories, 0 credits', async () => {
		const { items, error } = await run({ resource: 'category', operation: 'list' });
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/leboncoin/categories', query: {} }]);
		expect(items.map((item) => item.json)).toEqual(CATEGORIES);
		expect(items.find((item) => item.json.id === '24')?.json).toEqual({ id: '24', name: 'Vélos', parent_id: '1', parent_name: 'Véhicules' });
		expect(suite.emulator.requests[0].creditsCharged).toBe(0);
	});
});
