/** Google Play > Market > List: the storefront countries and content languages, as one item, free. */
import { LANGUAGES, MARKETS } from '../../emulator/fixtures/googleplay/apps';
import { googlePlaySuite, operation } from './support';

const { suite, run, requests } = googlePlaySuite();

describe('Google Play > Market > List', () => {
	test('one item holding the markets and the languages, free', async () => {
		const { items, error } = await run(operation('market', 'list')());
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/google-play/markets', query: {} }]);
		expect(items.map((item) => item.json)).toEqual([{ result_count: MARKETS.length, markets: MARKETS, languages: LANGUAGES }]);
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([0]);
	});
});
