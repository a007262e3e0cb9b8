/**
 * API failures through n8n-core against the emulator: every operation of every node meets the same failures, each
 * becoming a NodeApiError a user can act on (api-failures.ts); then the error bodies only some platforms send.
 */
import type { INodeParameters } from 'n8n-workflow';

import { QUIET_TWEET, QUOTE_TWEET, ROOT_TWEET } from '../emulator/fixtures/twitter/tweets';
import { byId, runX } from '../nodes/x/support';
import { apiFailureSuite, describeApiFailures } from './api-failures';
import { operationSamples } from './samples';

const suite = apiFailureSuite({ sb_three: 3, sb_four: 4 });

describeApiFailures(suite, operationSamples());

const ROOT = ROOT_TWEET.id;
const TWEET_PATH = `/v1/twitter/tweets/tweet/${ROOT}`;
const REPLIES_PATH = `${TWEET_PATH}/replies`;
const BY_IDS_PATH = '/v1/twitter/tweets/';

describe('X: `{"error": ...}` bodies for 401/402/429, `{"detail": ...}` for the others', () => {
	const run = runX(suite);
	const getTweet = { resource: 'tweet', operation: 'get', tweet_id: byId(ROOT) };

	test('the emulator answers in the X style and reports the per-item charge in X-Credits-Used', async () => {
		const ok = await fetch(`${suite.emulator.url}${BY_IDS_PATH}?tweets=${ROOT},${QUIET_TWEET.id}`, {
			headers: { 'x-api-key': 'sb_test_key' },
		});
		expect(ok.headers.get('x-credits-used')).toBe('3');
		const denied = await fetch(`${suite.emulator.url}${TWEET_PATH}`, { headers: { 'x-api-key': 'sb_wrong' } });
		expect(denied.status).toBe(401);
		expect(Object.keys((await denied.json()) as object)).toEqual(['error']);
	});

	test('401: the service words come from the `error` key', async () => {
		const { error } = await run(getTweet, { apiKey: 'sb_wrong' });
		expect(error?.message).toContain('rejected the API key (401');
		expect((error as { httpCode?: string }).httpCode).toBe('401');
		expect(error?.description).toMatch(/ScrapeBadger said: "[^"]+"/);
	});

	test('402: balance below the per-item charge', async () => {
		const { error } = await run({ resource: 'tweet', operation: 'getByIds', tweets: `${ROOT},${QUIET_TWEET.id},${QUOTE_TWEET.id}` }, { apiKey: 'sb_three' });
		expect(error?.message).toBe('Your ScrapeBadger account is out of credits (402)');
		expect(error?.description).toContain('ScrapeBadger said: "Insufficient credits. This request costs 4 credits; your balance is 3."');
		expect(suite.emulator.credits('sb_three')).toBe(3);
	});

	test('429 in the `error` style with Retry-After', async () => {
		// Armed for more attempts than any retry would make, with nothing to wait for.
		suite.emulator.injectFault({ path: TWEET_PATH, kind: 'status', status: 429, times: 10, headers: { 'Retry-After': '0' } });
		const { error } = await run(getTweet);
		expect(error?.message).toBe('ScrapeBadger rate limit reached (429)');
		expect(error?.description).toContain('Try again in 0 seconds');
		expect((error as { httpCode?: string }).httpCode).toBe('429');
	});

	test('404 and 422 in the `detail` style; a failure on page 2 keeps page 1', async () => {
		const missing = await run({ ...getTweet, tweet_id: byId('1234') });
		expect(missing.error?.message).toBe('Not found on X (Twitter) (404)');
		expect(missing.error?.description).toContain('ScrapeBadger said: "Tweet not found"');
		suite.emulator.injectFault({
			path: REPLIES_PATH,
			kind: 'status',
			status: 422,
			skip: 1,
			body: { detail: [{ type: 'value_error', loc: ['query', 'cursor'], msg: 'Invalid cursor', input: 'x' }] },
		});
		const late = await run({ resource: 'tweet', operation: 'getReplies', tweet_id: byId(ROOT), returnAll: true }, { continueOnFail: true });
		expect(late.items).toHaveLength(21);
		expect(late.items[20].json).toMatchObject({
			error: expect.stringContaining('cursor: Invalid cursor'),
			httpStatus: 422,
			description: expect.stringContaining('20 records had been fetched'),
		});
	});
});

describe('Leboncoin: `{"detail": ...}` bodies', () => {
	const run = (parameters: INodeParameters, apiKey: string) => suite.run({ node: 'scrapeBadgerLeboncoin', parameters, apiKey });

	test('401 and 402 carry the service words from `detail`', async () => {
		const denied = await run({ resource: 'location', operation: 'search', q: 'Lyon' }, 'sb_wrong');
		expect(denied.error?.message).toContain('rejected the API key (401');
		expect(denied.error?.description).toContain('ScrapeBadger said: "Invalid or missing API key"');
		const broke = await run({ resource: 'ad', operation: 'search', limit: 5 }, 'sb_four');
		expect(broke.error?.message).toBe('Your ScrapeBadger account is out of credits (402)');
		expect(broke.error?.description).toContain('This request costs 5 credits');
		expect(broke.error?.description).toContain('your balance is 4');
	});
});
