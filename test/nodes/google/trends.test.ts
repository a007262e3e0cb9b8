/** Google > Trends: interest over time and by region, related, trending searches and topics. */
import { TRENDING, TRENDS_REGIONS } from '../../emulator/fixtures/google/verticals';
import { googleSuite, operation } from './support';

const { run, requests, expectRefused } = googleSuite();

describe('Google > Trends > Get Interest Over Time', () => {
	const interest = operation('trends', 'getInterest');

	test('one item per point in time with each term\'s value, the averages under averages', async () => {
		const { items, error } = await run(interest({ q: 'espresso, cold brew', options: { geo: 'US-CA', date: 'today 12-m' } }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/google/trends/interest', query: { q: 'espresso, cold brew', geo: 'US-CA', date: 'today 12-m' } }]);
		expect(items).toHaveLength(12);
		expect((items[0].json.values as unknown[]).length).toBe(2);
		expect((items[0].json.averages as { averages: unknown[] }).averages).toHaveLength(2);
	});

	test('refused before any request: a time range Google Trends does not name', async () => {
		await expectRefused(interest({ q: 'espresso', options: { date: 'last year' } }), 'Time Range');
	});
});

describe('Google > Trends > Get Interest by Region', () => {
	test('one item per region', async () => {
		const { items } = await run(operation('trends', 'getRegions')({ q: 'espresso' }));
		expect(requests()).toEqual([{ path: '/v1/google/trends/regions', query: { q: 'espresso' } }]);
		expect(items.map((item) => item.json.region_code)).toEqual(TRENDS_REGIONS.map((region) => region.region_code));
	});

	test('refused before any request: a region that is no code', async () => {
		await expectRefused(operation('trends', 'getRegions')({ q: 'espresso', options: { geo: 'California' } }), 'Region');
	});
});

describe('Google > Trends > Get Related', () => {
	test('one item with the four lists', async () => {
		const { items } = await run(operation('trends', 'getRelated')({ q: 'espresso' }));
		expect(items).toHaveLength(1);
		expect(Object.keys(items[0].json).sort()).toEqual(['query', 'rising_queries', 'rising_topics', 'top_queries', 'top_topics']);
	});
});

describe('Google > Trends > Get Trending Searches', () => {
	test('one item per trending search, geo sent', async () => {
		const { items } = await run(operation('trends', 'getTrending')({ options: { geo: 'GB' } }));
		expect(requests()).toEqual([{ path: '/v1/google/trends/trending', query: { geo: 'GB' } }]);
		expect(items.map((item) => item.json.title)).toEqual(TRENDING.map((entry) => entry.title));
	});
});

describe('Google > Trends > Find Topics', () => {
	test('one item per topic', async () => {
		const { items } = await run(operation('trends', 'getTopics')({ q: 'espresso' }));
		expect(requests()).toEqual([{ path: '/v1/google/trends/autocomplete', query: { q: 'espresso' } }]);
		expect(items[0].json).toMatchObject({ type: 'Topic', mid: '/m/02vqfm' });
	});
});
