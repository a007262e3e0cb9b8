/** X > Place > Get and Search. Expectations come from the fixtures. */
import { PLACES } from '../../emulator/fixtures/twitter/tweets';
import { nodeSuite } from '../../harness/suite';
import { byId, byUrl, charged, mapped, operation, refusedX, requestLog, runX } from './support';

const suite = nodeSuite({ keys: { sb_test_key: 1_000_000 } });
const run = runX(suite);
const refused = refusedX(suite);

const getPlace = operation('place', 'get');
const PARIS = PLACES[3];
const PLACES_PATH = '/v1/twitter/geo/search';

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

describe('X > Place > Search', () => {
	/** Query is a field of its own; Latitude and Longitude sit under Options. */
	const places = ({ query, ...options }: Record<string, unknown>) => ({
		resource: 'place',
		operation: 'search',
		...(query === undefined ? {} : { query }),
		options,
	});

	test('by name: one item per place', async () => {
		const { items } = await run(places({ query: 'San' }));
		expect(requestLog(suite)).toEqual([{ path: PLACES_PATH, query: { query: 'San' } }]);
		expect(items.map((item) => item.json.name)).toEqual(['San Francisco', 'San Jose', 'Santiago']);
		expect(suite.emulator.requests[0].creditsCharged).toBe(4);
	});

	test('a Query saved under Options by an earlier version is still sent', async () => {
		await run({ resource: 'place', operation: 'search', options: { query: 'San' } });
		expect(requestLog(suite)).toEqual([{ path: PLACES_PATH, query: { query: 'San' } }]);
	});

	test('by coordinates, and by name and coordinates together', async () => {
		const near = await run(places({ lat: 48.85, long: 2.35 }));
		expect(near.items.map((item) => item.json.name)).toEqual(['Paris']);
		expect(suite.emulator.requests[0].query).toEqual({ lat: '48.85', long: '2.35' });
		suite.emulator.reset();
		await run(places({ query: 'Paris', lat: 0, long: 0 }));
		expect(suite.emulator.requests[0].query).toEqual({ query: 'Paris', lat: '0', long: '0' });
	});

	test('`data: null` gives no items and no error', async () => {
		const { items, error } = await run(places({ query: 'Atlantis' }));
		expect(error).toBeUndefined();
		expect(items).toEqual([]);
		expect(suite.emulator.requests).toHaveLength(1);
	});

	test.each([
		['latitude without longitude', { lat: 10 }, 'Latitude and Longitude go together'],
		['longitude without latitude', { query: 'Paris', long: 10 }, 'Latitude and Longitude go together'],
		['nothing to search by', {}, 'Search needs a Query, or Latitude and Longitude'],
		['latitude out of range', { lat: 91, long: 0 }, 'Latitude must be a number from -90 to 90, got 91'],
		['longitude out of range', { lat: 0, long: -180.5 }, 'Longitude must be a number from -180 to 180, got -180.5'],
	])('refused before any request: %s', async (_label, options, message) => {
		await refused(places(options), message);
	});
});
