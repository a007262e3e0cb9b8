/** App Store > Genre > List and Market > List: the free reference lists, one item per genre or storefront. */
import { GENRES, MARKETS } from '../../emulator/fixtures/appstore/apps';
import { appStoreSuite, field, operation } from './support';

const { suite, run, requests } = appStoreSuite();

describe('App Store > Genre > List', () => {
	test('one item per genre, free', async () => {
		const { items, error } = await run(operation('genre', 'list')());
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/app-store/genres', query: {} }]);
		expect(items.map((item) => item.json)).toEqual(GENRES);
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([0]);
	});
});

describe('App Store > Market > List', () => {
	test('one item per storefront, free', async () => {
		const { items, error } = await run(operation('market', 'list')());
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/app-store/markets', query: {} }]);
		expect(field(items, 'code')).toEqual(MARKETS.map((market) => market.code));
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([0]);
	});
});
