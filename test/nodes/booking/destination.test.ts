/** Booking.com > Destination > Search: a name's start resolved to destination IDs, one item each, through n8n-core. */
import { bookingSuite, field, operation } from './support';

const { run, requests, expectRefused } = bookingSuite();
const search = operation('destination', 'search');

describe('Booking.com > Destination > Search', () => {
	test('one item per destination, best match first, its dest_id and dest_type ready for Property > Search', async () => {
		const { items, error } = await run(search({ query: 'amsterd', options: { limit: 20, language: 'nl' } }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/booking/destinations', query: { query: 'amsterd', limit: '20', language: 'nl' } }]);
		expect(field(items, 'dest_id')).toEqual(['-2140479', '-2140558', '1926']);
		expect(items[0].json).toMatchObject({ dest_type: 'CITY', name: 'Amsterdam', country_code: 'nl' });
	});

	test('a place with no match: no items', async () => {
		const { items, error } = await run(search({ query: 'qwxz' }));
		expect(error).toBeUndefined();
		expect(items).toEqual([]);
	});

	test.each([
		[{ query: 'rome', options: { limit: 21 } }, 'Max Results'],
		[{ query: 'rome', options: { language: 'Dutch' } }, 'locale'],
	])('refused before any request: %j', async (parameters, named) => {
		await expectRefused(search(parameters), named);
	});
});
