/** Web > Account through n8n-core against the emulator: the credential's account, balances, tier, rate limit, free. */
import { nodeSuite } from '../../harness/suite';
import { NODE, operation } from './support';

const suite = nodeSuite({ keys: { sb_test_key: 4321 }, rateLimitPerMinute: 1000 });
const get = operation('account', 'get');

describe('Web > Account > Get', () => {
	test('credits left, tier, requests per minute and the subscription (none), for no credits', async () => {
		const { items, error } = await suite.run({ node: NODE, parameters: get() });
		expect(error).toBeUndefined();
		expect(suite.emulator.requests.map(({ method, path, creditsCharged }) => [method, path, creditsCharged])).toEqual([['GET', '/v1/account/me', 0]]);
		expect(items.map((item) => item.json)).toEqual([
			{
				credits_balance: 4321,
				subscription_credits_balance: 0,
				total_credits_balance: 4321,
				tier: 'pro',
				rate_limit_per_minute: 1000,
				subscription: null,
			},
		]);
		expect(suite.emulator.credits('sb_test_key')).toBe(4321);
	});

	test('the balance it reads is what the other operations left', async () => {
		await suite.run({ node: NODE, parameters: operation('page', 'scrape')({ url: 'https://example.com/' }) });
		const { items } = await suite.run({ node: NODE, parameters: get() });
		expect(items[0].json).toMatchObject({ credits_balance: 4320, total_credits_balance: 4320 });
	});
});
