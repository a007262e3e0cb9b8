/** Leboncoin > Market > List through n8n-core against the emulator. */
import { leboncoinSuite } from './support';

const { run, requests } = leboncoinSuite();

describe('Leboncoin > Market > List', () => {
	test('one item: France', async () => {
		const { items } = await run({ resource: 'market', operation: 'list' });
		expect(requests()).toEqual([{ path: '/v1/leboncoin/markets', query: {} }]);
		expect(items.map((item) => item.json)).toEqual([
			{ code: 'FR', domain: 'leboncoin.fr', country: 'FR', currency: 'EUR', locale: 'fr-FR', name: 'France' },
		]);
	});
});
