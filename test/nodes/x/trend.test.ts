/** X > Trend > Get and Get by Place. Expectations come from the fixtures. */
import { PLACE_TRENDS, TRENDS } from '../../emulator/fixtures/twitter/world';
import { nodeSuite } from '../../harness/suite';
import { charged, field, hintsOf, operation, refusedX, requestLog, runX } from './support';

const suite = nodeSuite({ keys: { sb_test_key: 1_000_000 } });
const run = runX(suite);
const refused = refusedX(suite);

const getTrends = operation('trend', 'get');
const getPlaceTrends = operation('trend', 'getByPlace');
const pick = (mode: 'list' | 'value', value: string) => ({ __rl: true, mode, value });

describe('X > Trend > Get', () => {
	test('Count trends of the Category, one request, 1 credit plus 1 per trend', async () => {
		const { items } = await run(getTrends({ category: 'sports', count: 7 }));
		expect(requestLog(suite)).toEqual([{ path: '/v1/twitter/trends/', query: { category: 'sports', count: '7' } }]);
		expect(items.map((item) => item.json)).toEqual(TRENDS.sports.slice(0, 7));
		expect(charged(suite)).toEqual([8]);
	});

	test('defaults: trending, 20', async () => {
		const { items } = await run(getTrends());
		expect(requestLog(suite)[0].query).toEqual({ category: 'trending', count: '20' });
		expect(field(items, 'name')).toEqual(TRENDS.trending.slice(0, 20).map((record) => record.name));
	});

	test('the Credit Budget checks the most Count allows (100 trends + 1) before sending', async () => {
		const result = await run(getTrends({ count: 5, requestOptions: { creditBudget: 100 } }));
		expect(suite.emulator.requests).toHaveLength(0);
		expect(hintsOf(result)[0]).toContain('Stopped at the credit budget of 100');
	});

	test.each([
		['a Count of 0', { count: '={{ 0 }}' }, 'Count must be a whole number from 1 to 100'],
		['a Count of 101', { count: 101 }, 'Count must be a whole number from 1 to 100'],
		['a category X does not have', { category: '={{ "weather" }}' }, 'Category must be one of'],
	])('refused before any request: %s', async (_label, parameters, message) => {
		await refused(getTrends(parameters), message);
	});
});

describe('X > Trend > Get by Place', () => {
	test.each([
		['picked from the list', pick('list', '23424977'), '23424977'],
		['typed', pick('value', '44418'), '44418'],
		['mapped in as a number', '={{ 23424975 }}', '23424975'],
	])('%s: one item per trend, each with the place', async (_label, woeid, expected) => {
		const { items } = await run(getPlaceTrends({ woeid }));
		const place = PLACE_TRENDS[expected];
		expect(requestLog(suite)).toEqual([{ path: `/v1/twitter/trends/place/${expected}`, query: {} }]);
		expect(items.map((item) => item.json)).toEqual(
			place.trends.map((entry) => ({ ...entry, place: { woeid: place.woeid, name: place.name, country: place.country } })),
		);
		expect(charged(suite)).toEqual([1 + place.trends.length]);
	});

	test('worldwide by default; an unknown WOEID is a 404; a name is refused', async () => {
		const { items } = await run(getPlaceTrends());
		expect(items).toHaveLength(PLACE_TRENDS['1'].trends.length);
		suite.emulator.reset();
		expect((await run(getPlaceTrends({ woeid: pick('value', '999') }))).error?.message).toBe('Not found on X (Twitter) (404)');
		suite.emulator.reset();
		await refused(getPlaceTrends({ woeid: '={{ "London" }}' }), 'Place must be a WOEID such as 1 or 23424977');
	});
});
