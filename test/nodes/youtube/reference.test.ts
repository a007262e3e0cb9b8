/** YouTube > Reference through n8n-core against the emulator: the free reference lists. */
import { CATEGORIES, LANGUAGES, MARKETS, REGIONS } from '../../emulator/fixtures/youtube/catalog';
import { NODE, youtubeSuite } from './support';

const { suite, requests } = youtubeSuite();

describe('YouTube > Reference (free)', () => {
	test.each([
		['getCategories', '/v1/youtube/categories', CATEGORIES.length],
		['getLanguages', '/v1/youtube/languages', LANGUAGES.length],
		['getRegions', '/v1/youtube/regions', REGIONS.length],
		['getMarkets', '/v1/youtube/markets', MARKETS.length],
	])('%s: one item per row, 0 credits', async (operation, path, count) => {
		const { items } = await suite.run({ node: NODE, parameters: { resource: 'reference', operation } });
		expect(requests()).toEqual([{ path, query: {} }]);
		expect(items).toHaveLength(count);
		expect(suite.emulator.requests[0].creditsCharged).toBe(0);
	});

	test('Get Categories sends the country', async () => {
		await suite.run({ node: NODE, parameters: { resource: 'reference', operation: 'getCategories', options: { gl: 'JP' } } });
		expect(requests()).toEqual([{ path: '/v1/youtube/categories', query: { gl: 'JP' } }]);
	});
});
