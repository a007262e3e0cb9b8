import { nodeSuite } from '../harness/suite';

const suite = nodeSuite();
const listMarkets = { resource: 'market', operation: 'list' };

describe('Zillow > Market > List', () => {
	test('one item per market from GET /v1/zillow/markets, free of charge', async () => {
		const before = suite.emulator.credits('sb_test_key');
		const { items, error } = await suite.run({ node: 'scrapeBadgerZillow', parameters: listMarkets });

		expect(error).toBeUndefined();
		expect(suite.emulator.requests.map(({ path, query }) => ({ path, query }))).toEqual([
			{ path: '/v1/zillow/markets', query: {} },
		]);
		expect(items.map((item) => item.json)).toEqual([
			expect.objectContaining({ code: 'US', country: 'US', currency: 'USD', locale: 'en-US', domain: 'zillow.com' }),
			expect.objectContaining({ code: 'CA', country: 'CA', currency: 'USD', locale: 'en-US', domain: 'zillow.com' }),
		]);
		expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 0 }]);
		expect(suite.emulator.credits('sb_test_key')).toBe(before);
	});

	test('each input item gets its own list, paired to it', async () => {
		const { items } = await suite.run({ node: 'scrapeBadgerZillow', parameters: listMarkets, items: [{}, {}, {}] });
		expect(items.map((item) => item.pairedItem)).toEqual([0, 0, 1, 1, 2, 2].map((item) => ({ item })));
		expect(suite.emulator.requests).toHaveLength(3);
	});

	test.each(['/', '/v1', '/v1/', '//'])('a Base URL ending in "%s" still reaches /v1/zillow/markets', async (suffix) => {
		const { items, error } = await suite.run({
			node: 'scrapeBadgerZillow',
			parameters: listMarkets,
			baseUrl: `${suite.emulator.url}${suffix}`,
		});
		expect(error).toBeUndefined();
		expect(items).toHaveLength(2);
		expect(suite.emulator.requests.map((request) => request.path)).toEqual(['/v1/zillow/markets']);
	});

	test.each(['ftp://127.0.0.1/', 'javascript:alert(1)', 'not a url'])(
		'a Base URL of %j is refused before any request',
		async (baseUrl) => {
			const { error } = await suite.run({ node: 'scrapeBadgerZillow', parameters: listMarkets, baseUrl });
			expect(error?.message).toBe('The Base URL in the "ScrapeBadger API" credential is not an http(s) address');
			expect(suite.emulator.requests).toHaveLength(0);
		},
	);
});
