/**
 * X > Stream Monitor, Stream Filter Rule and Stream Webhook: the X stream's account management run through n8n-core
 * against the emulator, with the methods (POST, PATCH, DELETE) and JSON bodies the OpenAPI documents, and the
 * emulator's deliveries to a webhook on 127.0.0.1: signed, retried, logged and billed.
 */
import type { INodeParameters } from 'n8n-workflow';
import { sleep } from 'n8n-workflow';

import { nodeSuite } from '../../harness/suite';
import { operation, refusedX, runX } from './support';
import type { Receiver } from './stream-support';
import { signatureOf, webhookReceiver } from './stream-support';

const START_CREDITS = 1_000_000;
const suite = nodeSuite({ keys: { sb_test_key: START_CREDITS } });
const run = runX(suite);
const refused = refusedX(suite);

const monitor = (name: string) => operation('streamMonitor', name);
const rule = (name: string) => operation('filterRule', name);
const webhook = (name: string) => operation('streamWebhook', name);

let receiver: Receiver;
beforeAll(async () => {
	receiver = await webhookReceiver();
});
afterAll(async () => await receiver.close());
beforeEach(() => {
	receiver.received.length = 0;
	receiver.answers.length = 0;
	suite.emulator.stream.settings.retryDelaysMs = [20, 40, 80];
});

const sent = () => suite.emulator.requests.map(({ method, path, body }) => ({ method, path, ...(body === undefined ? {} : { body }) }));
const json = (items: Array<{ json: Record<string, unknown> }>) => items.map((item) => item.json);

async function createMonitor(extra: Record<string, unknown> = {}) {
	const { items, error } = await run(
		monitor('create')({
			name: 'Launch watch',
			usernames: 'openskies, @marta_codes',
			webhook_url: receiver.url,
			webhook_secret: 'monitor-secret',
			...extra,
		} as INodeParameters),
	);
	expect(error).toBeUndefined();
	return items[0].json as { id: string; [key: string]: unknown };
}

describe('X > Stream Monitor', () => {
	test('Create: a POST of the JSON body (usernames and tweet types as arrays), answered 201 with the daily price; the secret is never output', async () => {
		const created = await createMonitor({ filter_types: ['original', 'quote'] });
		expect(sent()).toEqual([
			{
				method: 'POST',
				path: '/v1/twitter/stream/monitors',
				body: { name: 'Launch watch', usernames: ['openskies', 'marta_codes'], filter_types: ['original', 'quote'], webhook_url: receiver.url, webhook_secret: 'monitor-secret' },
			},
		]);
		expect(created).toMatchObject({
			name: 'Launch watch',
			usernames: ['openskies', 'marta_codes'],
			status: 'active',
			webhook_secret_set: true,
			credits_per_account_per_day: 10,
			estimated_credits_per_day: 20,
		});
		expect(JSON.stringify(created)).not.toContain('monitor-secret');
		// The first day of 2 accounts is billed at creation; managing costs nothing of its own here.
		expect(suite.emulator.credits('sb_test_key')).toBe(START_CREDITS - 20);
		expect(suite.emulator.requests[0].creditsCharged).toBe(0);
	});

	test('Get Many pages by page and page_size to the total; Get, Update (only the fields given), Pause, Resume, Delete', async () => {
		const ids: string[] = [];
		for (const name of ['A', 'B', 'C']) ids.push((await createMonitor({ name })).id);
		suite.emulator.clearRequests();

		const limited = await run(monitor('getAll')({ limit: 2 }));
		expect(json(limited.items).map((item) => item.name)).toEqual(['A', 'B']);
		expect(suite.emulator.requests.map((request) => request.query)).toEqual([{ page_size: '2' }]);
		suite.emulator.clearRequests();
		const all = await run(monitor('getAll')({ returnAll: true }));
		expect(json(all.items).map((item) => item.name)).toEqual(['A', 'B', 'C']);
		expect(suite.emulator.requests).toHaveLength(1);

		expect(json((await run(monitor('get')({ monitor_id: ids[1] }))).items)[0]).toMatchObject({ id: ids[1], name: 'B' });
		suite.emulator.clearRequests();
		const updated = await run(monitor('update')({ monitor_id: ids[1], options: { usernames: 'kofi_builds', filter_types: ['reply'] } }));
		expect(sent()).toEqual([{ method: 'PATCH', path: `/v1/twitter/stream/monitors/${ids[1]}`, body: { usernames: ['kofi_builds'], filter_types: ['reply'] } }]);
		expect(json(updated.items)[0]).toMatchObject({ name: 'B', usernames: ['kofi_builds'], filter_types: ['reply'] });

		suite.emulator.clearRequests();
		expect(json((await run(monitor('pause')({ monitor_id: ids[1] }))).items)[0]).toMatchObject({ status: 'paused', status_reason: null });
		expect(json((await run(monitor('resume')({ monitor_id: ids[1] }))).items)[0]).toMatchObject({ status: 'active' });
		expect(sent().map((request) => request.body)).toEqual([{ status: 'paused' }, { status: 'active' }]);

		suite.emulator.clearRequests();
		const deleted = await run(monitor('delete')({ monitor_id: ids[1] }));
		expect(sent()).toEqual([{ method: 'DELETE', path: `/v1/twitter/stream/monitors/${ids[1]}` }]);
		expect(suite.emulator.requests[0].status).toBe(204);
		expect(json(deleted.items)).toEqual([{ deleted: true, monitor_id: ids[1] }]);
		expect((await run(monitor('get')({ monitor_id: ids[1] }))).error?.message).toBe('Not found on X (Twitter) (404)');
	});

	test('a duplicate name is refused by the service (409), with its reason', async () => {
		await createMonitor();
		const { error } = await run(monitor('create')({ name: 'Launch watch', usernames: 'kofi_builds' }));
		expect(error?.message).toBe('ScrapeBadger answered with HTTP 409');
		expect(error?.description).toContain('A monitor named "Launch watch" already exists');
	});

	test('bad input is refused before any request: more than 100 accounts, a malformed username, a webhook that is no URL, a malformed ID', async () => {
		const many = Array.from({ length: 101 }, (_, index) => `user_${index}`).join(',');
		await refused(monitor('create')({ name: 'Too many', usernames: many }), 'a monitor watches at most 100');
		await refused(monitor('create')({ name: 'Bad', usernames: 'not a user!' }), 'Accounts');
		await refused(monitor('create')({ name: 'Bad', usernames: 'jack', webhook_url: 'ftp://example.com' }), 'Webhook URL');
		await refused(monitor('get')({ monitor_id: '../filter-rules' }), 'Monitor ID');
	});

	test('deliveries: a new tweet of a watched account is POSTed signed (sha256 of the raw body), retried after non-2xx, logged and billed', async () => {
		const created = await createMonitor({ filter_types: ['original'] });
		receiver.answers.push(500, 503);
		const tweet = suite.emulator.stream.post('openskies', 'Balloon 42 is up');
		suite.emulator.stream.post('openskies', 'A reply, not delivered', 'reply');
		suite.emulator.stream.post('kofi_builds', 'Not watched');
		await suite.emulator.stream.settled();

		expect(receiver.received.map((entry) => entry.status)).toEqual([500, 503, 200]);
		const [first, , last] = receiver.received;
		expect(last.raw).toBe(first.raw);
		expect(last.headers['x-scrapebadger-delivery-id']).toBe(first.headers['x-scrapebadger-delivery-id']);
		expect(last.headers['x-scrapebadger-signature']).toBe(signatureOf('monitor-secret', last.raw));
		expect(last.json).toMatchObject({ type: 'tweet', monitor_id: created.id, tweet_id: tweet.id, author_username: 'openskies', tweet: { id: tweet.id, text: 'Balloon 42 is up' } });

		suite.emulator.clearRequests();
		const logs = json((await run(monitor('getDeliveries')({ returnAll: true, filters: { monitor_id: created.id } }))).items);
		expect(logs).toEqual([expect.objectContaining({ monitor_id: created.id, tweet_id: tweet.id, delivery_status: 'delivered', webhook_status_code: 200, webhook_attempts: 3 })]);
		expect(suite.emulator.requests[0].query).toEqual({ monitor_id: created.id, page_size: '100' });
		const billing = json((await run(monitor('getBilling')({ returnAll: true }))).items);
		expect(billing).toEqual([expect.objectContaining({ monitor_id: created.id, num_accounts: 2, credits_deducted: 20, rate_applied: 10 })]);
	});

	test('a webhook that keeps failing: 4 attempts, then failed; a monitor whose day cannot be paid pauses itself (insufficient_credits)', async () => {
		const created = await createMonitor();
		receiver.answers.push(500, 500, 500, 500);
		suite.emulator.stream.post('marta_codes', 'Nobody hears this');
		await suite.emulator.stream.settled();
		expect(receiver.received).toHaveLength(4);
		const logs = json((await run(monitor('getDeliveries')({ returnAll: true, filters: { delivery_status: 'failed' } }))).items);
		expect(logs).toEqual([expect.objectContaining({ delivery_status: 'failed', webhook_attempts: 4, webhook_status_code: 500 })]);

		suite.emulator.setCredits('sb_test_key', 5);
		suite.emulator.stream.billDay();
		expect(json((await run(monitor('get')({ monitor_id: created.id }))).items)[0]).toMatchObject({ status: 'paused', status_reason: 'insufficient_credits' });
		suite.emulator.stream.post('marta_codes', 'Paused: not delivered');
		await suite.emulator.stream.settled();
		expect(receiver.received).toHaveLength(4);
	});
});

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

describe('X > Stream Webhook', () => {
	test('Create sets a monitor webhook (201; the secret returned once is not output); Send Test delivers type "test"; Get Many; Delete (204)', async () => {
		const created = await createMonitor({ webhook_url: '', webhook_secret: '' });
		suite.emulator.clearRequests();
		const configured = await run(webhook('create')({ monitor_id: created.id, url: receiver.url, secret: 'hook-secret' }));
		expect(sent()).toEqual([{ method: 'POST', path: '/v1/twitter/stream/webhooks', body: { monitor_id: created.id, url: receiver.url, secret: 'hook-secret' } }]);
		expect(json(configured.items)).toEqual([expect.objectContaining({ monitor_id: created.id, url: receiver.url, secret_set: true })]);
		expect(JSON.stringify(configured.items)).not.toContain('hook-secret');
		expect((await run(webhook('create')({ monitor_id: created.id, url: receiver.url, secret: 'again' }))).error?.description).toContain('delete it first');

		const tested = json((await run(webhook('test')({ monitor_id: created.id }))).items)[0];
		expect(tested).toMatchObject({ success: true, status_code: 200, error: null });
		expect(receiver.received).toHaveLength(1);
		expect(receiver.received[0].json).toMatchObject({ type: 'test', monitor_id: created.id });
		expect(receiver.received[0].headers['x-scrapebadger-signature']).toBe(signatureOf('hook-secret', receiver.received[0].raw));

		expect(json((await run(webhook('getAll')({}))).items)).toEqual([expect.objectContaining({ id: created.id, monitor_id: created.id, url: receiver.url, secret_set: true })]);
		expect(json((await run(webhook('delete')({ webhook_id: created.id }))).items)).toEqual([{ deleted: true, webhook_id: created.id }]);
		expect(json((await run(webhook('getAll')({}))).items)).toEqual([]);
	});

	test('the other documented spelling: X-Signature-256, X-Delivery-Id and {event: "tweet.detected", tweet_data}', async () => {
		suite.emulator.stream.settings.style = 'sdk';
		await createMonitor();
		const tweet = suite.emulator.stream.post('openskies', 'Second spelling');
		await suite.emulator.stream.settled();
		const [delivery] = receiver.received;
		expect(delivery.headers['x-signature-256']).toBe(signatureOf('monitor-secret', delivery.raw));
		expect(delivery.headers['x-delivery-id']).toEqual(expect.any(String));
		expect(delivery.json).toMatchObject({ event: 'tweet.detected', tweet_id: tweet.id, tweet_data: { id: tweet.id } });
	});
});

async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
	const started = Date.now();
	while (!condition()) {
		if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
		await sleep(20);
	}
}
