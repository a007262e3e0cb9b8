/** eBay > Market > List through n8n-core against the emulator. */
import { EBAY_MARKETS } from '../../emulator/fixtures/ebay/markets';
import { nodeSuite } from '../../harness/suite';
import { byId, ebayHelpers, typed } from './support';

const suite = nodeSuite();
const { run, queries, charged } = ebayHelpers(suite);

describe('eBay > Market > List', () => {
	test('one item per marketplace, free; each domain is a Marketplace value', async () => {
		const { items } = await run({ resource: 'market', operation: 'list' });
		expect(items.map((item) => item.json)).toEqual(EBAY_MARKETS);
		expect(charged()).toBe(0);
		await run({ resource: 'seller', operation: 'get', username: byId('topgames_us'), options: { domain: typed(String(items[6].json.domain)) } });
		expect(queries()[1]).toEqual({ domain: 'it' });
	});
});
