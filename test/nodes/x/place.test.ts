/**
 * X > Place > Get (Search is covered in x.test.ts), X > Trend, X > Space and X > Broadcast. Expectations come from
 * the fixtures.
 */
import { PLACES } from '../../emulator/fixtures/twitter/tweets';
import { BROADCAST, ENDED_SPACE, LIVE_SPACE, PLACE_TRENDS, TRENDS } from '../../emulator/fixtures/twitter/world';
import { nodeSuite } from '../../harness/suite';
import { byId, byUrl, charged, field, hintsOf, mapped, operation, refusedX, requestLog, runX } from './support';

const suite = nodeSuite({ keys: { sb_test_key: 1_000_000 } });
const run = runX(suite);
const refused = refusedX(suite);

const getPlace = operation('place', 'get');
const getTrends = operation('trend', 'get');
const getPlaceTrends = operation('trend', 'getByPlace');
const getSpace = operation('space', 'get');
const getBroadcast = operation('broadcast', 'get');

const PARIS = PLACES[3];
const pick = (mode: 'list' | 'value', value: string) => ({ __rl: true, mode, value });

describe('X > Place > Get', () => {
	test.each([
		['its ID', byId(PARIS.id)],
		['its ID in capitals, mapped in', mapped(PARIS.id.toUpperCase())],
		['a place link', byUrl(`https://x.com/places/${PARIS.id}`)],
		['the API link a place record carries', byUrl(PARIS.url)],
	])('by %s', async (_label, place) => {
		const { items } = await run(getPlace({ place_id: place }));
		expect(requestLog(suite)).toEqual([{ path: `/v1/twitter/geo/places/${PARIS.id}`, query: {} }]);
		expect(items.map((item) => item.json)).toEqual([PARIS]);
		expect(charged(suite)).toEqual([2]);
	});

	test('an unknown place is a 404; a name or a tweet URL is refused', async () => {
		expect((await run(getPlace({ place_id: byId('0000000000000000') }))).error?.message).toBe('Not found on X (Twitter) (404)');
		suite.emulator.reset();
		await refused(getPlace({ place_id: mapped('Paris') }), 'Place must be a place link such as https://x.com/places/5a110d312052166f or a place ID');
		await refused(getPlace({ place_id: byUrl('https://x.com/openskies/status/1790000000000000001') }), 'Place must be');
	});
});

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

describe('X > Space > Get and X > Broadcast > Get', () => {
	test.each([
		['its URL', byUrl(`https://x.com/i/spaces/${LIVE_SPACE.id}`)],
		['a twitter.com URL with /peek', byUrl(`https://twitter.com/i/spaces/${LIVE_SPACE.id}/peek`)],
		['its ID', byId(LIVE_SPACE.id)],
	])('a Space by %s', async (_label, space) => {
		const { items } = await run(getSpace({ space_id: space }));
		expect(requestLog(suite)).toEqual([{ path: `/v1/twitter/spaces/${LIVE_SPACE.id}`, query: {} }]);
		expect(items.map((item) => item.json)).toEqual([LIVE_SPACE]);
	});

	test('an ended Space, and a broadcast by URL and by ID', async () => {
		expect(field((await run(getSpace({ space_id: byId(ENDED_SPACE.id) }))).items, 'state')).toEqual(['ended']);
		suite.emulator.reset();
		for (const broadcast of [byUrl(`https://x.com/i/broadcasts/${BROADCAST.id}`), byId(BROADCAST.id)]) {
			const { items } = await run(getBroadcast({ broadcast_id: broadcast }));
			expect(items.map((item) => item.json)).toEqual([BROADCAST]);
		}
		expect(requestLog(suite).map((request) => request.path)).toEqual([
			`/v1/twitter/spaces/broadcast/${BROADCAST.id}`,
			`/v1/twitter/spaces/broadcast/${BROADCAST.id}`,
		]);
	});

	test('an unknown Space is a 404; a broadcast URL is not a Space; a word is not an ID', async () => {
		expect((await run(getSpace({ space_id: byId('1NoSuchSpace0') }))).error?.message).toBe('Not found on X (Twitter) (404)');
		suite.emulator.reset();
		await refused(getSpace({ space_id: byUrl(`https://x.com/i/broadcasts/${BROADCAST.id}`) }), 'Space must be a Space URL');
		await refused(getBroadcast({ broadcast_id: mapped('live') }), 'Broadcast must be');
	});
});
