/**
 * X > Stream Filter Rule: the X stream's filter rules run through n8n-core against the emulator, with the methods and
 * JSON bodies the OpenAPI documents, and the checks the emulator runs on its clock, delivering to a webhook on
 * 127.0.0.1: signed, logged and billed per check.
 */
import type { INodeParameters } from 'n8n-workflow';
import { sleep } from 'n8n-workflow';

import { json, rule, signatureOf, streamSuite, waitFor } from './stream-support';

const { suite, run, refused, receiver, sent } = streamSuite();

describe('X > Stream Filter Rule', () => {
	const create = (extra: Record<string, unknown> = {}) =>
		run(rule('create')({ tag: 'balloons', query: 'balloon -reply', interval_seconds: 0.2, webhook_url: receiver.url, webhook_secret: 'rule-secret', ...extra } as INodeParameters));

	test('Create with its JSON body (201); Validate says why a query is invalid; Get Pricing gives the per-check rates', async () => {
		const { items } = await create({ options: { max_results_per_poll: 5 } });
		expect(sent()).toEqual([
			{
				method: 'POST',
				path: '/v1/twitter/stream/filter-rules',
				body: { tag: 'balloons', query: 'balloon -reply', interval_seconds: 0.2, max_results_per_poll: 5, webhook_url: receiver.url, webhook_secret: 'rule-secret' },
			},
		]);
		expect(items[0].json).toMatchObject({ tag: 'balloons', status: 'active', interval_seconds: 0.2, max_results_per_poll: 5, webhook_secret_set: true });
		expect(JSON.stringify(items)).not.toContain('rule-secret');

		expect(json((await run(rule('validate')({ query: '(balloon OR kite' }))).items)).toEqual([{ valid: false, query: '(balloon OR kite', error: 'Unbalanced parentheses' }]);
		expect(json((await run(rule('validate')({ query: 'balloon OR kite' }))).items)).toEqual([{ valid: true, query: 'balloon OR kite', error: null }]);
		expect(json((await run(rule('getPricing')({}))).items)).toEqual([{ credits_per_empty_call: 1, credits_per_tweet_returned: 1 }]);
	});

	test('each check delivers the matching tweets posted since the last one, once, billed per check; Get Deliveries lists them', async () => {
		const created = (await create()).items[0].json as { id: string };
		const before = suite.emulator.credits('sb_test_key');
		const tweet = suite.emulator.stream.post('kofi_builds', 'Weather balloon spotted over the barley');
		suite.emulator.stream.post('kofi_builds', 'Nothing about it');
		await waitFor(() => receiver.received.length === 1);
		await sleep(500);
		await suite.emulator.stream.settled();
		expect(receiver.received).toHaveLength(1);
		const [delivery] = receiver.received;
		expect(delivery.headers['x-scrapebadger-signature']).toBe(signatureOf('rule-secret', delivery.raw));
		expect(delivery.json).toMatchObject({ type: 'tweet', rule_id: created.id, rule_tag: 'balloons', tweet_id: tweet.id });
		const rules = json((await run(rule('get')({ rule_id: created.id }))).items);
		expect(rules[0].total_credits_burned).toBe(before - suite.emulator.credits('sb_test_key'));
		const logs = json((await run(rule('getDeliveries')({ rule_id: created.id, returnAll: true }))).items);
		expect(logs).toEqual([expect.objectContaining({ rule_id: created.id, rule_tag: 'balloons', tweet_id: tweet.id, delivery_status: 'delivered' })]);
		await run(rule('delete')({ rule_id: created.id }));
	});

	test('out of credits: the rule pauses itself (insufficient_credits); Resume is refused (402) until credits come back', async () => {
		const created = (await create()).items[0].json as { id: string };
		suite.emulator.setCredits('sb_test_key', 0);
		await waitFor(() => suite.emulator.stream.rulesOf('sb_test_key').get(created.id)?.status === 'paused');
		suite.emulator.setCredits('sb_test_key', 100);
		expect(json((await run(rule('get')({ rule_id: created.id }))).items)[0]).toMatchObject({ status: 'paused', status_reason: 'insufficient_credits' });
		suite.emulator.setCredits('sb_test_key', 0);
		expect((await run(rule('resume')({ rule_id: created.id }))).error?.message).toBe('Your ScrapeBadger account is out of credits (402)');
		suite.emulator.setCredits('sb_test_key', 100);
		expect(json((await run(rule('resume')({ rule_id: created.id }))).items)[0]).toMatchObject({ status: 'active', status_reason: null });
		await run(rule('delete')({ rule_id: created.id }));
	});

	test('bad input: an interval out of 0.1-86400, a query over 1024 characters, a duplicate tag (409)', async () => {
		await refused(rule('create')({ tag: 't', query: 'q', interval_seconds: 0.05 }), 'Check Interval');
		await refused(rule('create')({ tag: 't', query: 'q'.repeat(1025), interval_seconds: 60 }), 'Query');
		await create({ interval_seconds: 3600 });
		const { error } = await create({ interval_seconds: 3600 });
		expect(error?.description).toContain('A filter rule tagged "balloons" already exists');
	});
});
