/** Google > Flights: Search (one item for the whole search) and Get Price Calendar (one item per date). */
import { googleSuite, operation } from './support';

const { run, requests, expectRefused } = googleSuite();

describe('Google > Flights > Search', () => {
	const search = operation('flights', 'search');

	test('one request, one item: best and other flights, price insights, airports', async () => {
		const { items, error } = await run(search({ departure_id: 'JFK', arrival_id: 'LHR', outbound_date: '2026-07-01', options: { return_date: '2026-07-08', adults: 2, travel_class: 'business' } }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/google/flights/search', query: { departure_id: 'JFK', arrival_id: 'LHR', outbound_date: '2026-07-01', return_date: '2026-07-08', adults: '2', travel_class: 'business' } }]);
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ departure_id: 'JFK', arrival_id: 'LHR', best_flights: expect.any(Array), price_insights: { lowest_price: 480 } });
	});

	test('a route the service finds no flights for is a 404', async () => {
		expect((await run(search({ departure_id: 'AAA', arrival_id: 'BBB', outbound_date: '2026-07-01' }))).error?.message).toBe('Not found on Google (404)');
	});

	test.each([
		['an airport that is no IATA code', { departure_id: 'JFKX', arrival_id: 'LHR', outbound_date: '2026-07-01' }, 'From'],
		['a date not as YYYY-MM-DD', { departure_id: 'JFK', arrival_id: 'LHR', outbound_date: '01/07/2026' }, 'Outbound Date'],
	])('refused before any request: %s', async (_label, parameters, message) => {
		await expectRefused(search(parameters), message);
	});
});

describe('Google > Flights > Get Price Calendar', () => {
	const calendar = operation('flights', 'getCalendar');

	test('one item per date of the range, the route under route', async () => {
		const { items, error } = await run(calendar({ departure_id: 'JFK', arrival_id: 'LHR', outbound_date_from: '2026-07-01', outbound_date_to: '2026-07-14' }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/google/flights/calendar', query: { departure_id: 'JFK', arrival_id: 'LHR', outbound_date_from: '2026-07-01', outbound_date_to: '2026-07-14' } }]);
		expect(items).toHaveLength(14);
		expect(items[0].json).toMatchObject({ outbound_date: '2026-07-01', route: { departure_id: 'JFK', arrival_id: 'LHR' } });
	});

	test('refused before any request: the last date before the first', async () => {
		await expectRefused(calendar({ departure_id: 'JFK', arrival_id: 'LHR', outbound_date_from: '2026-07-14', outbound_date_to: '2026-07-01' }), 'Last Outbound Date must not be before First Outbound Date');
	});
});
