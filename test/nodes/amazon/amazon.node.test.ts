/** The Amazon node as a whole: what a new node opens on, and the Marketplace list every operation shares. */
import { DEFAULT_TEST_KEY } from '../../emulator';
import { listSearch, nodeDescription } from '../../harness/n8n';
import { nodeSuite } from '../../harness/suite';
import { NODE, operation } from './support';
import { CUSTOM_API_CALL } from '../../../nodes/shared/custom-call';

const suite = nodeSuite();

describe('the Amazon node', () => {
	test('a new node opens on Product > Search', () => {
		const properties = nodeDescription(NODE).properties;
		expect(properties.find((property) => property.name === 'resource')?.default).toBe('product');
		const operations = properties.find((property) => property.name === 'operation' && property.displayOptions?.show?.resource?.includes('product'));
		expect(operations?.default).toBe('search');
		// Then the Custom API Call entry every Operation dropdown ends with (test/behaviour/custom-call.test.ts).
		expect(operations?.options?.map((option) => (option as { value: string }).value)).toEqual(['get', 'getOffers', 'getReviews', 'search', CUSTOM_API_CALL]);
	});

	test('the marketplace list is fixed and needs no request', async () => {
		const result = await listSearch({ node: NODE, method: 'amazonMarketplaces', parameters: operation('deal', 'getDeals')(), credentials: { apiKey: DEFAULT_TEST_KEY, baseUrl: suite.emulator.url } });
		expect(result.results.map((choice) => choice.value)).toEqual(['com', 'co.uk', 'de', 'fr', 'co.jp']);
		expect(suite.emulator.requests).toHaveLength(0);
	});
});
