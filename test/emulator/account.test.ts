/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test tooling, never shipped: n8n Cloud's rules for node runtime code do not apply */
/**
 * The emulator's `GET /v1/account/me` on its own: exactly the documented answer (the docs' `openapi-account.json`,
 * checked against it where the spec folder is there), the key's own balance and its plan's limit and tier, free of
 * charge, and the pipeline's 401 and 403 for a key it does not take.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { SPEC_DIR } from './documented';
import { DEFAULT_TEST_KEY } from './index';
import { platformSuite } from './platform-suite';

const suite = platformSuite({ disabledKeys: ['sb_dummy_disabled'], rateLimitPerMinute: 300 });

type Json = Record<string, unknown>;

const ACCOUNT = '/v1/account/me';
/** The keys the docs give the answer, in their order; `subscription` is null for a PAYG account. */
const DOCUMENTED_KEYS = ['credits_balance', 'subscription_credits_balance', 'total_credits_balance', 'tier', 'rate_limit_per_minute', 'subscription'];

const call = async (key: string | undefined) => {
	const response = await fetch(`${suite.emulator.url}${ACCOUNT}`, { headers: key === undefined ? {} : { 'x-api-key': key } });
	return { status: response.status, body: (await response.json()) as Json, credits: response.headers.get('x-credits-used') };
};

describe('GET /v1/account/me', () => {
	test('answers the documented shape: the key\'s balance as PAYG credits, no subscription, its plan\'s limit and tier', async () => {
		const reply = await suite.get<Json>(ACCOUNT);
		expect(reply.status).toBe(200);
		expect(Object.keys(reply.body)).toEqual(DOCUMENTED_KEYS);
		expect(reply.body).toEqual({
			credits_balance: 100_000,
			subscription_credits_balance: 0,
			total_credits_balance: 100_000,
			tier: 'basic',
			rate_limit_per_minute: 300,
			subscription: null,
		});
	});

	test('costs nothing: 0 credits charged and said, the balance as it was', async () => {
		const reply = await suite.get<Json>(ACCOUNT);
		expect(reply.credits).toBe('0');
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([0]);
		expect(suite.emulator.credits(DEFAULT_TEST_KEY)).toBe(100_000);
	});

	test('follows the balance as credits are spent, and the tier as the plan\'s limit changes', async () => {
		expect((await suite.get('/v1/zillow/autocomplete', { query: 'austin' })).credits).toBe('2');
		suite.emulator.setRateLimit(1000);
		const after = await suite.get<Json>(ACCOUNT);
		expect(after.body).toMatchObject({ credits_balance: 99_998, total_credits_balance: 99_998, tier: 'pro', rate_limit_per_minute: 1000 });
		suite.emulator.setRateLimit(60);
		expect((await suite.get<Json>(ACCOUNT)).body).toMatchObject({ tier: 'free', rate_limit_per_minute: 60 });
	});

	test.each([
		['an unknown key', 'sb_dummy_unknown'],
		['no key', undefined],
	])('%s is answered 401, not billed', async (_what, key) => {
		const reply = await call(key);
		expect(reply).toMatchObject({ status: 401, body: { detail: 'Invalid or missing API key' } });
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([0]);
	});

	test('a disabled key is answered 403', async () => {
		expect(await call('sb_dummy_disabled')).toMatchObject({ status: 403, body: { detail: 'API key is disabled' } });
	});

	const docsFile = join(SPEC_DIR, 'docs', 'openapi-account.json');
	(existsSync(docsFile) ? test : test.skip)('holds every key the docs\' schema and examples give, of their types, and no other', async () => {
		const docs = JSON.parse(readFileSync(docsFile, 'utf8')) as {
			paths: Record<string, { get: { responses: Record<string, { content?: { 'application/json': { schema: Json & { properties: Record<string, Json> }; examples: Record<string, { value: Json }> } } }> } }>;
		};
		const answer = docs.paths[ACCOUNT].get.responses['200'].content!['application/json'];
		const body = (await suite.get<Json>(ACCOUNT)).body;
		expect(Object.keys(body).sort()).toEqual(Object.keys(answer.schema.properties).sort());
		for (const [key, schema] of Object.entries(answer.schema.properties)) {
			const value = body[key];
			if (value === null) expect(schema.nullable).toBe(true);
			else expect(typeof value).toBe(schema.type === 'integer' ? 'number' : schema.type);
			if (Array.isArray(schema.enum)) expect(schema.enum).toContain(value);
		}
		const payg = answer.examples.payg_user.value;
		expect(Object.keys(body).sort()).toEqual(Object.keys(payg).sort());
		expect(body.subscription).toEqual(payg.subscription);
		// The other code path: a 401 is what the docs give for a bad key.
		expect(Object.keys(docs.paths[ACCOUNT].get.responses)).toEqual(expect.arrayContaining(['200', '401']));
	});
});
