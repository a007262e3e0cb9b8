/**
 * Google Play > Collection > Get (top charts): the service answers 422 for every chart today (Play renders them in the
 * browser), not billed; the node says so and sends the chart, category and storefront as the service names them.
 */
import { googlePlaySuite, operation, typed } from './support';

const { suite, run, requests } = googlePlaySuite();
const get = operation('collection', 'get');

describe('Google Play > Collection > Get', () => {
	test("the chart and its category go out as the service names them; the service's 422 is the error, nothing charged", async () => {
		const { items, error } = await run(get({ collection: 'topselling_paid', options: { category: typed('GAME'), country: typed('GB') } }));
		expect(requests()).toEqual([{ path: '/v1/google-play/collections/topselling_paid', query: { category: 'GAME', country: 'GB' } }]);
		expect(items).toEqual([]);
		expect(`${error?.message} ${error?.description}`).toMatch(/client-side/);
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([0]);
	});
});
