/** Amazon > Market > List Markets through n8n-core against the emulator. */
import type { IDataObject } from 'n8n-workflow';

import { AMAZON_MARKETS } from '../../emulator/fixtures/amazon/catalog';
import { amazonSuite, creditsSpent, operation, requestLog } from './support';

const { suite, run } = amazonSuite();
const markets = operation('market', 'list');

describe('Amazon > Market > List Markets', () => {
	test('one item per marketplace, free, with no parameters sent', async () => {
		let items: Array<{ json: IDataObject }> = [];
		const spent = await creditsSpent(suite, async () => ({ items } = await run(markets())));
		expect(requestLog(suite)).toEqual([{ path: '/v1/amazon/markets', query: {} }]);
		expect(items.map((item) => item.json)).toEqual(AMAZON_MARKETS);
		expect(spent).toBe(0);
	});
});
