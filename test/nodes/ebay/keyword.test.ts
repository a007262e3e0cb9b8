/** eBay > Keyword > Autocomplete through n8n-core against the emulator. */
import { nodeSuite } from '../../harness/suite';
import { ebayHelpers, fromList } from './support';

const suite = nodeSuite();
const { run, requested, charged, expectRefused } = ebayHelpers(suite);

describe('eBay > Keyword > Autocomplete', () => {
	test('one item per suggestion, 1 credit', async () => {
		const { items } = await run({ resource: 'keyword', operation: 'autocomplete', query: 'omega sea', options: { domain: fromList('co.uk') } });
		expect(requested()).toEqual([{ path: '/v1/ebay/autocomplete', query: { query: 'omega sea', domain: 'co.uk' } }]);
		expect(items.map((item) => item.json)).toEqual([{ value: 'omega seamaster' }, { value: 'omega seamaster 300m' }]);
		expect(charged()).toBe(1);
	});

	test('bad input: a query on two lines', async () => {
		await expectRefused({ resource: 'keyword', operation: 'autocomplete', query: 'omega\nsea' }, 'Query must be search words on one line');
	});
});
