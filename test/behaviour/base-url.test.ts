/**
 * The credential's Base URL, as every node reads it: a trailing slash or /v1 does not change which endpoint is called,
 * and what is not an http(s) address is refused before any request. Zillow > Market > List serves as the example; the
 * X Stream Trigger, whose requests are sent while n8n activates it, is refused the same way.
 */
import { DEFAULT_TEST_KEY } from '../emulator';
import { nodeSuite } from '../harness/suite';
import { startWebhookTrigger } from '../harness/webhooks';

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

describe('the Base URL of the credential, for the X Stream Trigger', () => {
	test.each(['ftp://127.0.0.1/', 'not a url'])('a Base URL of %j is refused on activation, with the same message, before any request', async (baseUrl) => {
		const trigger = await startWebhookTrigger({
			node: 'scrapeBadgerXStreamTrigger',
			parameters: { mode: 'accounts', usernames: 'openskies', filter_types: [] },
			credentials: { apiKey: DEFAULT_TEST_KEY, baseUrl },
			mode: 'trigger',
		});
		try {
			await expect(trigger.activate()).rejects.toMatchObject({
				message: 'The Base URL in the "ScrapeBadger API" credential is not an http(s) address',
				description: 'Use https://scrapebadger.com unless ScrapeBadger told you otherwise. Nothing was sent.',
			});
		} finally {
			await trigger.close();
		}
		expect(suite.emulator.requests).toHaveLength(0);
	});
});
