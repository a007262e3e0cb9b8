/**
 * The credential's Base URL, as every node reads it: a trailing slash or /v1 does not change which endpoint is called,
 * and what is not an http(s) address is refused before any request. Zillow > Market > List serves as the example.
 */
import { nodeSuite } from '../harness/suite';

const suite = nodeSuite();
const listMarkets = { resource: 'market', operation: 'list' };

describe('the Base URL of the credential', () => {
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
