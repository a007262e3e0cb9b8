/** Zillow > Location > Autocomplete through n8n-core against the emulator. */
import { HOMES } from '../../emulator/fixtures/zillow/homes';
import { nodeTestSuite } from '../support';
import { NODE } from './support';

const { suite, run, requests, expectRefused } = nodeTestSuite(NODE);
const AUSTIN_FOR_SALE = HOMES.filter((home) => home.city === 'Austin' && home.status === 'FOR_SALE');

describe('Zillow > Location > Autocomplete', () => {
	test('one item per suggestion, 2 credits', async () => {
		const { items } = await run({ resource: 'location', operation: 'autocomplete', query: 'bois' });
		expect(requests()).toEqual([{ path: '/v1/zillow/autocomplete', query: { query: 'bois' } }]);
		expect(items.map((item) => [item.json.display, item.json.region_type])).toEqual([
			['Boise, ID', 'city'],
			['Boise Bench, Boise, ID', 'neighborhood'],
		]);
		expect(items[0].json).toMatchObject({ region_id: 43310, zpid: null, metro_id: expect.any(Number) });
		expect(suite.emulator.requests[0].creditsCharged).toBe(2);
	});

	test('an address gives the home with its zpid', async () => {
		const home = AUSTIN_FOR_SALE[0];
		const { items } = await run({ resource: 'location', operation: 'autocomplete', query: home.street_address });
		expect(items.find((item) => item.json.zpid === home.zpid)?.json).toMatchObject({ region_type: 'address' });
	});

	test('an empty query is refused before any request', async () => {
		await expectRefused({ resource: 'location', operation: 'autocomplete', query: '={{ " " }}' }, 'Query is required');
	});
});
