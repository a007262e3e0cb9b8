/** Amazon > Keyword > Autocomplete through n8n-core against the emulator. */
import type { IDataObject } from 'n8n-workflow';

import { amazonSuite, creditsSpent, fromList, operation, requestLog } from './support';

const { suite, run, refused } = amazonSuite();
const autocomplete = operation('keyword', 'autocomplete');

describe('Amazon > Keyword > Autocomplete', () => {
	test('one item per suggestion, for 1 credit, with the marketplace', async () => {
		let items: Array<{ json: IDataObject }> = [];
		const spent = await creditsSpent(suite, async () => ({ items } = await run(autocomplete({ query: 'air', options: { domain: fromList('co.uk') } }))));
		expect(requestLog(suite)).toEqual([{ path: '/v1/amazon/autocomplete', query: { query: 'air', domain: 'co.uk' } }]);
		expect(items.map((item) => item.json)).toEqual([
			{ value: 'air fryer', alias: 'aps' },
			{ value: 'hearthly air fryer', alias: 'aps' },
			{ value: 'copperleaf air fryer', alias: 'garden' },
			{ value: 'ovenbird air fryer', alias: 'garden' },
		]);
		expect(spent).toBe(1);
	});

	test('an empty query is refused before any request', async () => {
		await refused(autocomplete({ query: '={{ "  " }}' }), 'Query is required');
	});
});
