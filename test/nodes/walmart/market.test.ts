/** Walmart > Market > List: the markets the service reads, one item each, free. */
import { MARKETS } from '../../emulator/fixtures/walmart/catalog';
import { operation, walmartSuite } from './support';

const { suite, run, requests } = walmartSuite();

describe('Walmart > Market > List', () => {
	test('one item per market, no credits', async () => {
		const { items, error } = await run(operation('market', 'list')());
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/walmart/markets', query: {} }]);
		expect(items.map((item) => item.json)).toEqual(MARKETS);
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([0]);
	});
});
