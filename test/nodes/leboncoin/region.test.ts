/** Leboncoin > Region > List (free) through n8n-core against the emulator. */
import { REGIONS } from '../../emulator/fixtures/leboncoin/ads';
import { leboncoinSuite } from './support';

const { run, requests } = leboncoinSuite();

describe('Leboncoin > Region > List', () => {
	test('one item per region, overseas ones included', async () => {
		const { items } = await run({ resource: 'region', operation: 'list' });
		expect(requests()).toEqual([{ path: '/v1/leboncoin/regions', query: {} }]);
		expect(items.map((item) => item.json)).toEqual(REGIONS.map(({ id, name }) => ({ id, name })));
		expect(items.map((item) => item.json.name)).toContain('La Réunion');
	});
});
