/** Zillow > Market > List (free) through n8n-core against the emulator. */
import { nodeTestSuite } from '../support';
import { NODE } from './support';

const { suite, run, requests } = nodeTestSuite(NODE);
const listMarkets = { resource: 'market', operation: 'list' };

describe('Zillow > Market > List', () => {
	test('one item per market from GET /v1/zillow/markets, free of charge', async () => {
		const before = suite.emulator.credits('sb_test_key');
		const { items, error } = await run(listMarkets);

		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/zillow/markets', query: {} }]);
		expect(items.map((item) => item.json)).toEqual([
			expect.objectContaining({ code: 'US', country: 'US', currency: 'USD', locale: 'en-US', domain: 'zillow.com' }),
			expect.objectContaining({ code: 'CA', country: 'CA', currency: 'USD', locale: 'en-US', domain: 'zillow.com' }),
		]);
		expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 0 }]);
		expect(suite.emulator.credits('sb_test_key')).toBe(before);
	});

	test('each input item gets its own list, paired to it', async () => {
		const { items } = await run(listMarkets, { items: [{}, {}, {}] });
		expect(items.map((item) => item.pairedItem)).toEqual([0, 0, 1, 1, 2, 2].map((item) => ({ item })));
		expect(suite.emulator.requests).toHaveLength(3);
	});
});
