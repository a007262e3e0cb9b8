/** Google > Hotels: Search (one item per hotel) and Get chained by property_token. */
import { HOTEL_COUNT, hotelProperty } from '../../emulator/fixtures/google/verticals';
import { googleSuite, operation } from './support';

const { suite, run, requests, expectRefused } = googleSuite();
const DATES = { check_in: '2026-07-01', check_out: '2026-07-03' };

describe('Google > Hotels > Search', () => {
	const search = operation('hotels', 'search');

	test('one request, one item per hotel', async () => {
		const { items, error } = await run(search({ q: 'hotels in London', ...DATES, options: { adults: 1, currency: 'GBP' } }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/google/hotels/search', query: { q: 'hotels in London', ...DATES, adults: '1', currency: 'GBP' } }]);
		expect(items.map((item) => item.json.property_token)).toEqual(Array.from({ length: HOTEL_COUNT }, (_, index) => hotelProperty(index).property_token));
	});

	test('refused before any request: check-out not after check-in', async () => {
		await expectRefused(search({ q: 'London', check_in: '2026-07-03', check_out: '2026-07-03' }), 'Check-Out must be after Check-In');
	});
});

describe('Google > Hotels > Get', () => {
	const get = operation('hotels', 'get');

	test('Search then Get: the property_token of each incoming hotel', async () => {
		const found = (await run(operation('hotels', 'search')({ q: 'hotels in London', ...DATES }))).items.slice(0, 2).map((item) => item.json);
		suite.emulator.reset();
		const { items, error } = await run(get(DATES), { items: found });
		expect(error).toBeUndefined();
		expect(requests().map((request) => request.query.property_token)).toEqual(found.map((hotel) => hotel.property_token));
		expect(items[1].json.name).toBe(hotelProperty(1).name);
	});

	test('an unknown hotel is a 404', async () => {
		expect((await run(get({ property_token: 'ChYIunknownToken', ...DATES }))).error?.message).toBe('Not found on Google (404)');
	});
});
