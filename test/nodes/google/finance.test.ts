/** Google > Finance > Get Quote: one item; 404 for an unknown ticker; bad input refused. */
import { QUOTE } from '../../emulator/fixtures/google/verticals';
import { googleSuite, operation } from './support';

const { run, requests, expectRefused } = googleSuite();
const quote = operation('finance', 'getQuote');

describe('Google > Finance > Get Quote', () => {
	test('one request, the quote as one item', async () => {
		const { items, error } = await run(quote({ q: 'AAPL:NASDAQ' }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/google/finance/quote', query: { q: 'AAPL:NASDAQ' } }]);
		expect(items.map((item) => item.json)).toEqual([QUOTE]);
	});

	test('an unknown ticker is a 404', async () => {
		expect((await run(quote({ q: 'ZZZZ:NYSE' }))).error?.message).toBe('Not found on Google (404)');
	});

	test('refused before any request: a ticker with spaces', async () => {
		await expectRefused(quote({ q: '={{ "Apple Inc" }}' }), 'Ticker');
	});
});
