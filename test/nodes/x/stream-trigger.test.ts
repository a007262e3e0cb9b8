/**
 * ScrapeBadger X Stream Trigger through n8n-core's webhook contexts (test/harness/webhooks.ts), against the emulator's
 * X stream: the lifecycle (create on activation, found again after a restart, adopted when static data was lost, a
 * 409 race, deleted on deactivation), the signature over the raw body (good, bad, missing, replayed with other text,
 * both header names and both body shapes), duplicates emitted once, test deliveries, the HTTPS rule and the cost.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { IDataObject, INodeParameters } from 'n8n-workflow';
import { sleep } from 'n8n-workflow';

import { simplifyTweet } from '../../../nodes/X/x.records';
import type { Emulator } from '../../emulator';
import { REMEMBERED_DELIVERIES } from '../../../nodes/shared/webhook/replays';
import { DEFAULT_TEST_KEY, startEmulator } from '../../emulator';
import { shutdownN8n } from '../../harness/n8n';
import type { WebhookTrigger, WebhookTriggerOptions } from '../../harness/webhooks';
import { startWebhookTrigger } from '../../harness/webhooks';

let emulator: Emulator;
const triggers: WebhookTrigger[] = [];

beforeAll(async () => {
	emulator = await startEmulator();
});
beforeEach(() => {
	emulator.reset();
	emulator.stream.settings.retryDelaysMs = [20, 40, 80];
});
afterEach(async () => {
	await emulator.stream.settled();
	for (const trigger of triggers.splice(0)) await trigger.close();
});
afterAll(async () => {
	await emulator.close();
	shutdownN8n();
});

const ACCOUNTS: INodeParameters = { mode: 'accounts', usernames: 'openskies, marta_codes', filter_types: [] };
const SEARCH: INodeParameters = { mode: 'search', query: 'balloon OR kite', interval_seconds: 0.2, max_results_per_poll: 20 };

async function trigger(parameters: INodeParameters, extra: Partial<WebhookTriggerOptions> = {}): Promise<WebhookTrigger> {
	const started = await startWebhookTrigger({
		node: 'scrapeBadgerXStreamTrigger',
		parameters,
		credentials: { apiKey: DEFAULT_TEST_KEY, baseUrl: emulator.url },
		mode: 'trigger',
		...extra,
	});
	triggers.push(started);
	return started;
}

const monitors = () => [...emulator.stream.monitorsOf(DEFAULT_TEST_KEY).values()];
const rules = () => [...emulator.stream.rulesOf(DEFAULT_TEST_KEY).values()];
/** The trigger node's static data (n8n keeps a node's under `node:<name>`). */
const nodeData = (t: WebhookTrigger) => (t.staticData()['node:X Stream'] ?? {}) as IDataObject;
const stream = (t: WebhookTrigger) => nodeData(t).stream as { kind: string; id: string; url: string; salt: string; fingerprint: string };
/** The secret the service holds for the trigger's monitor or rule: the node keeps none. */
const secretOf = (t: WebhookTrigger): string => {
	const { kind, id } = stream(t);
	const held = kind === 'accounts' ? emulator.stream.monitorsOf(DEFAULT_TEST_KEY).get(id) : emulator.stream.rulesOf(DEFAULT_TEST_KEY).get(id);
	if (!held?.secret) throw new Error(`the service holds no secret for ${kind} ${id}`);
	return held.secret;
};

async function waitFor(condition: () => boolean, timeoutMs = 15_000): Promise<void> {
	const started = Date.now();
	while (!condition()) {
		if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
		await sleep(20);
	}
}

/** A delivery as the service would send it, signed with `secret` (or not), to the trigger's webhook. */
async function deliver(t: WebhookTrigger, body: IDataObject | string, headers: Record<string, string | undefined>): Promise<number> {
	const raw = typeof body === 'string' ? body : JSON.stringify(body);
	const response = await fetch(t.url, {
		method: 'POST',
		headers: Object.fromEntries(Object.entries({ 'content-type': 'application/json', ...headers }).filter((entry): entry is [string, string] => entry[1] !== undefined)),
		body: raw,
	});
	return response.status;
}
const sign = (secret: string, raw: string) => `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;

describe('Accounts mode (a stream monitor)', () => {
	test('activation creates one monitor pointed at the webhook URL with a secret derived from the API key (static data keeps its salt, never the secret), named after the workflow and node, and logs its daily price', async () => {
		const t = await trigger(ACCOUNTS);
		expect(await t.activate()).toBe(true);
		expect(monitors()).toEqual([
			expect.objectContaining({ usernames: ['openskies', 'marta_codes'], filterTypes: null, url: t.url, status: 'active', name: 'Stream test / X Stream [n8n wf-stream-1/c0ffee00-0000-4000-8000-000000000001]' }),
		]);
		expect(stream(t)).toEqual({ kind: 'accounts', id: monitors()[0].id, url: t.url, salt: expect.stringMatching(/^[0-9a-f]{32}$/), fingerprint: expect.stringMatching(/^[0-9a-f]{16}$/) });
		expect(monitors()[0].secret).toMatch(/^[0-9a-f]{64}$/);
		expect(JSON.stringify(t.staticData())).not.toContain(monitors()[0].secret);
		expect(t.logs.map((entry) => entry.message).join('\n')).toContain('it costs 20 credits a day (10 per watched account per day)');
		expect(t.logs.map((entry) => entry.message).join('\n')).not.toContain(monitors()[0].secret);
	});

	test('each new tweet of a watched account starts one execution: the full tweet with its delivery, or the X node\'s flat tweet with Simplify', async () => {
		const t = await trigger(ACCOUNTS);
		await t.activate();
		const tweet = emulator.stream.post('openskies', 'Balloon 42 is up');
		await waitFor(() => t.executions.length === 1);
		expect(t.executions[0]).toHaveLength(1);
		expect(t.executions[0][0].json).toMatchObject({ ...tweet, delivery: { type: 'tweet', monitor_id: monitors()[0].id, delivery_id: expect.any(String) } });
		expect(t.requests.map((request) => request.status)).toEqual([200]);
		await t.deactivate();

		const simple = await trigger({ ...ACCOUNTS, simplify: true }, { nodeId: 'c0ffee00-0000-4000-8000-000000000002' });
		await simple.activate();
		const second = emulator.stream.post('marta_codes', 'Flat please');
		await waitFor(() => simple.executions.length === 1);
		expect(simple.executions[0][0].json).toEqual(simplifyTweet(second as unknown as IDataObject));
	});

	test('forged deliveries get 401 and start nothing: no signature, a wrong secret, a signed body replayed with other text, a malformed header', async () => {
		const t = await trigger(ACCOUNTS);
		await t.activate();
		const secret = secretOf(t);
		const body = { type: 'tweet', monitor_id: stream(t).id, tweet_id: '1799000000000000001', tweet: { id: '1799000000000000001', text: 'real' } };
		const raw = JSON.stringify(body);
		const altered = raw.replace('"real"', '"fake"');
		expect(await deliver(t, raw, {})).toBe(401);
		expect(await deliver(t, raw, { 'x-scrapebadger-signature': sign('not-the-secret', raw) })).toBe(401);
		expect(await deliver(t, altered, { 'x-scrapebadger-signature': sign(secret, raw) })).toBe(401);
		expect(await deliver(t, raw, { 'x-scrapebadger-signature': sign(secret, raw).replace('sha256=', 'sha1=') })).toBe(401);
		// The same bytes re-serialised (other spacing) are other bytes: the signature is over what arrived.
		expect(await deliver(t, JSON.stringify(body, null, 1), { 'x-scrapebadger-signature': sign(secret, raw) })).toBe(401);
		expect(t.executions).toEqual([]);
		expect(t.requests.every((request) => !request.body.includes(secret))).toBe(true);
		expect(await deliver(t, raw, { 'x-scrapebadger-signature': sign(secret, raw) })).toBe(200);
		expect(t.executions).toHaveLength(1);
	});

	test('both documented spellings: X-Signature-256 with {event: "tweet.detected", tweet_data}, and the emulator\'s deliveries in that style', async () => {
		const t = await trigger(ACCOUNTS);
		await t.activate();
		const secret = secretOf(t);
		const raw = JSON.stringify({ event: 'tweet.detected', monitor_id: stream(t).id, tweet_data: { id: '1799000000000000002', text: 'other shape' } });
		expect(await deliver(t, raw, { 'x-signature-256': sign(secret, raw), 'x-delivery-id': randomUUID() })).toBe(200);
		expect(t.executions[0][0].json).toMatchObject({ id: '1799000000000000002', text: 'other shape' });

		emulator.stream.settings.style = 'sdk';
		const tweet = emulator.stream.post('marta_codes', 'SDK style');
		await waitFor(() => t.executions.length === 2);
		expect(t.executions[1][0].json).toMatchObject({ id: tweet.id, text: 'SDK style' });
	});

	test('a repeated delivery (same delivery ID, or the same tweet again) starts one execution; retries after a failure are not repeated either', async () => {
		const t = await trigger(ACCOUNTS);
		await t.activate();
		const secret = secretOf(t);
		const raw = JSON.stringify({ type: 'tweet', tweet_id: '1799000000000000003', tweet: { id: '1799000000000000003', text: 'once' } });
		const id = randomUUID();
		for (let attempt = 0; attempt < 3; attempt++) expect(await deliver(t, raw, { 'x-scrapebadger-signature': sign(secret, raw), 'x-scrapebadger-delivery-id': id })).toBe(200);
		const other = randomUUID();
		expect(await deliver(t, raw, { 'x-scrapebadger-signature': sign(secret, raw), 'x-scrapebadger-delivery-id': other })).toBe(200);
		expect(t.executions).toHaveLength(1);
		expect(t.requests.map((request) => JSON.parse(request.body) as unknown)).toEqual([
			{ received: true },
			{ received: true, duplicate: true },
			{ received: true, duplicate: true },
			{ received: true, duplicate: true },
		]);
		// The deliveries are in static data, so a restart remembers them.
		expect((nodeData(t).deliveries as { entries: Array<{ keys: string[] }> }).entries.map((entry) => entry.keys)).toContainEqual([`delivery:${id}`, 'tweet:1799000000000000003']);
	});

	test('a delivery detected more than 10 minutes ago that never ran runs, with a warning in n8n\'s log; sent again, it starts nothing', async () => {
		const t = await trigger(ACCOUNTS);
		await t.activate();
		const secret = secretOf(t);
		const old = new Date(Date.now() - 11 * 60_000).toISOString();
		const raw = JSON.stringify({ type: 'tweet', tweet_id: '1799000000000000004', detected_at: old, tweet: { id: '1799000000000000004', text: 'late' } });
		expect(await deliver(t, raw, { 'x-scrapebadger-signature': sign(secret, raw) })).toBe(200);
		expect(t.executions).toHaveLength(1);
		expect(t.logs).toContainEqual({ level: 'warn', message: expect.stringContaining('of tweet 1799000000000000004 was detected 11 minutes ago') });
		expect(await deliver(t, raw, { 'x-scrapebadger-signature': sign(secret, raw) })).toBe(200);
		expect(JSON.parse(t.requests[1].body)).toEqual({ received: true, duplicate: true });
		expect(t.executions).toHaveLength(1);
	});

	test(`a delivery detected before the ${REMEMBERED_DELIVERIES} newest the trigger remembers is refused with 409 (the service logs it as failed) and a warning, never answered 200 and dropped`, async () => {
		// A node of its own: what this process remembers for the other tests' node stays out of its count.
		const t = await trigger(ACCOUNTS, { nodeId: 'c0ffee00-0000-4000-8000-000000000300' });
		await t.activate();
		const secret = secretOf(t);
		const start = Date.now() - 5 * 60_000;
		const send = async (index: number, at: number) => {
			const id = `17970000000${String(index).padStart(8, '0')}`;
			const raw = JSON.stringify({ type: 'tweet', tweet_id: id, detected_at: new Date(at).toISOString(), tweet: { id, text: `n${index}` } });
			return await deliver(t, raw, { 'x-scrapebadger-signature': sign(secret, raw), 'x-scrapebadger-delivery-id': `del-${index}` });
		};
		for (let index = 0; index <= REMEMBERED_DELIVERIES; index++) expect(await send(index, start + index * 100)).toBe(200);
		expect(t.executions).toHaveLength(REMEMBERED_DELIVERIES + 1);
		// The first was let go of: one detected at its time or before cannot be told apart from it.
		expect(await send(0, start)).toBe(409);
		expect(await send(99_999, start - 1)).toBe(409);
		expect(JSON.parse(t.requests.at(-1)!.body)).toEqual({ error: 'Delivery older than this trigger remembers; not run', delivery_id: 'del-99999', tweet_id: '1797000000000099999' });
		expect(t.logs.filter((entry) => entry.level === 'warn' && entry.message.includes('cannot tell whether it already ran'))).toHaveLength(2);
		// One detected after it, never seen, runs; one seen is a duplicate.
		expect(await send(100_000, start + 50)).toBe(200);
		expect(await send(5, start + 500)).toBe(200);
		expect(t.executions).toHaveLength(REMEMBERED_DELIVERIES + 2);
	});

	test('a test delivery to the production URL is answered and starts nothing', async () => {
		const t = await trigger(ACCOUNTS);
		await t.activate();
		const raw = JSON.stringify({ type: 'test', monitor_id: stream(t).id, tweet: { id: '1790000000000000000', text: 'test' } });
		expect(await deliver(t, raw, { 'x-scrapebadger-signature': sign(secretOf(t), raw) })).toBe(200);
		expect(t.executions).toEqual([]);
	});

	test('a restart finds its monitor (nothing created twice); lost static data: its own monitor is adopted with a new secret; deactivation deletes it', async () => {
		const first = await trigger(ACCOUNTS);
		await first.activate();
		const saved = first.staticData();
		const firstSecret = secretOf(first);
		await first.close();
		triggers.splice(triggers.indexOf(first), 1);

		const restarted = await trigger(ACCOUNTS, { staticData: saved, newProcess: true, port: first.port });
		expect(await restarted.activate()).toBe(false);
		expect(monitors()).toHaveLength(1);
		expect(monitors()[0]).toMatchObject({ url: restarted.url, secret: firstSecret });
		expect(emulator.requests.filter((request) => request.method === 'PATCH')).toEqual([]);
		await restarted.close();
		triggers.splice(triggers.indexOf(restarted), 1);

		const amnesiac = await trigger(ACCOUNTS, { newProcess: true });
		expect(await amnesiac.activate()).toBe(false);
		expect(monitors()).toHaveLength(1);
		expect(secretOf(amnesiac)).not.toBe(firstSecret);
		expect(monitors()[0].url).toBe(amnesiac.url);
		const tweet = emulator.stream.post('openskies', 'After the restart');
		await waitFor(() => amnesiac.executions.length === 1);
		expect(amnesiac.executions[0][0].json.id).toBe(tweet.id);

		await amnesiac.deactivate();
		expect(monitors()).toEqual([]);
		expect(nodeData(amnesiac)).toEqual({});
	});

	test("after a restart, a delivery re-sent that the saved memory lacks (n8n's last save landed before an earlier one) starts nothing when the service's log shows it answered 2xx; one the log shows failed runs", async () => {
		const first = await trigger(ACCOUNTS);
		await first.activate();
		const ran = emulator.stream.post('openskies', 'Ran before the restart');
		await waitFor(() => first.executions.length === 1);
		await emulator.stream.settled();
		const saved = first.staticData();
		await first.close();
		triggers.splice(triggers.indexOf(first), 1);
		// The save that held this delivery landed before an older copy of the memory did: it is not in what was saved.
		const memory = (saved['node:X Stream'] as IDataObject).deliveries as { entries: Array<{ keys: string[] }> };
		memory.entries = memory.entries.filter((entry) => !entry.keys.includes(`tweet:${ran.id}`));
		// While n8n is down, a tweet whose delivery fails every attempt.
		const missed = emulator.stream.post('openskies', 'Posted while n8n was down');
		await emulator.stream.settled();

		const restarted = await trigger(ACCOUNTS, { staticData: saved, newProcess: true, port: first.port });
		await restarted.activate();
		const resend = async (tweetId: string) => {
			const attempt = emulator.stream.attempts.filter((sent) => sent.tweetId === tweetId).at(-1)!;
			return await deliver(restarted, attempt.body, { 'x-scrapebadger-signature': attempt.signature ?? undefined, 'x-scrapebadger-delivery-id': attempt.deliveryId });
		};
		expect(await resend(ran.id)).toBe(200);
		expect(JSON.parse(restarted.requests[0].body)).toEqual({ received: true, duplicate: true });
		expect(restarted.executions).toEqual([]);
		expect(emulator.requests.filter((request) => request.path === '/v1/twitter/stream/logs').length).toBeGreaterThan(0);
		expect(await resend(missed.id)).toBe(200);
		expect(JSON.parse(restarted.requests[1].body)).toEqual({ received: true });
		expect(restarted.executions.map((items) => items[0].json.id)).toEqual([missed.id]);
		// Both are remembered now: sent again, neither asks the log nor runs.
		expect(await resend(ran.id)).toBe(200);
		expect(await resend(missed.id)).toBe(200);
		expect(restarted.executions).toHaveLength(1);
	});

	test('a rotated API key: deliveries signed with the old secret are refused with a warning saying what to do; the next activation sets the new secret', async () => {
		const t = await trigger(ACCOUNTS);
		await t.activate();
		const before = secretOf(t);
		const rotatedKey = 'sb_test_rotated_key';
		emulator.setCredits(rotatedKey, 1000);
		// The emulator keeps monitors per API key: the account's monitor is carried over to the new key by hand.
		emulator.stream.monitorsOf(rotatedKey).set(stream(t).id, emulator.stream.monitorsOf(DEFAULT_TEST_KEY).get(stream(t).id)!);
		await t.close();
		triggers.splice(triggers.indexOf(t), 1);
		const rotated = await trigger(ACCOUNTS, { staticData: t.staticData(), newProcess: true, port: t.port, credentials: { apiKey: rotatedKey, baseUrl: emulator.url } });
		const raw = JSON.stringify({ type: 'tweet', tweet_id: '1799000000000000031', tweet: { id: '1799000000000000031', text: 'old secret' } });
		expect(await deliver(rotated, raw, { 'x-scrapebadger-signature': sign(before, raw) })).toBe(401);
		expect(rotated.logs).toContainEqual({ level: 'warn', message: expect.stringContaining('the API key of the "ScrapeBadger API" credential changed since the workflow was activated') });
		expect(await rotated.activate()).toBe(false);
		const after = emulator.stream.monitorsOf(rotatedKey).get(stream(rotated).id)!.secret!;
		expect(after).not.toBe(before);
		expect(await deliver(rotated, raw, { 'x-scrapebadger-signature': sign(after, raw) })).toBe(200);
		expect(rotated.executions).toHaveLength(1);
	});

	test('static data saved by an older version (the secret itself) is replaced at the next activation: a new secret on the service, none in static data', async () => {
		const t = await trigger(ACCOUNTS);
		await t.activate();
		const { id, url } = stream(t);
		const legacySecret = 'a'.repeat(64);
		await fetch(`${emulator.url}/v1/twitter/stream/monitors/${id}`, {
			method: 'PATCH',
			headers: { 'x-api-key': DEFAULT_TEST_KEY, 'content-type': 'application/json' },
			body: JSON.stringify({ webhook_secret: legacySecret }),
		});
		await t.close();
		triggers.splice(triggers.indexOf(t), 1);
		const legacy = { 'node:X Stream': { stream: { kind: 'accounts', id, secret: legacySecret, url }, recentDeliveries: ['tweet:1'] } };
		const upgraded = await trigger(ACCOUNTS, { staticData: legacy, newProcess: true, port: t.port });
		const raw = JSON.stringify({ type: 'tweet', tweet_id: '1799000000000000032', tweet: { id: '1799000000000000032', text: 'before the upgrade' } });
		expect(await deliver(upgraded, raw, { 'x-scrapebadger-signature': sign(legacySecret, raw) })).toBe(200);
		expect(await upgraded.activate()).toBe(false);
		expect(secretOf(upgraded)).not.toBe(legacySecret);
		expect(JSON.stringify(upgraded.staticData())).not.toContain(secretOf(upgraded));
		expect(JSON.stringify(upgraded.staticData())).not.toContain(legacySecret);
	});

	test('re-sent deliveries after a restart start nothing, also when deliveries arriving together were saved by n8n in another order than they ran', async () => {
		const t = await trigger(ACCOUNTS, { staticDataPerCall: true });
		await t.activate();
		t.holdSaves();
		const tweets = Array.from({ length: 6 }, (_, index) => emulator.stream.post(index % 2 === 0 ? 'openskies' : 'marta_codes', `Together ${index}`));
		const answered = () => emulator.stream.attempts.filter((attempt) => attempt.type === 'tweet' && attempt.status === 200);
		await waitFor(() => answered().length === tweets.length);
		expect(t.executions).toHaveLength(tweets.length);
		// n8n saves each call's copy whole: here the last save to land is the first call's.
		t.releaseSaves('reverse');
		const sent = answered();
		await t.close();
		triggers.splice(triggers.indexOf(t), 1);

		const restarted = await trigger(ACCOUNTS, { staticData: t.staticData(), staticDataPerCall: true, newProcess: true, port: t.port });
		expect(await restarted.activate()).toBe(false);
		for (const attempt of sent) {
			const response = await fetch(restarted.url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-scrapebadger-signature': attempt.signature!, 'x-scrapebadger-delivery-id': attempt.deliveryId }, body: attempt.body });
			expect(response.status).toBe(200);
		}
		expect(restarted.executions).toEqual([]);
		expect(restarted.requests.map((request) => JSON.parse(request.body) as unknown)).toEqual(sent.map(() => ({ received: true, duplicate: true })));
	});

	test('create() run twice for one node (n8n registers a webhook again on publish) leaves one monitor, adopted by the second call', async () => {
		const t = await trigger(ACCOUNTS);
		expect(await t.call('checkExists')).toBe(false);
		await t.call('create');
		const first = monitors()[0];
		await t.call('create');
		expect(monitors()).toEqual([expect.objectContaining({ id: first.id, url: t.url })]);
		expect(emulator.requests.filter((request) => request.method === 'POST' && request.path === '/v1/twitter/stream/monitors')).toHaveLength(1);
		const tweet = emulator.stream.post('openskies', 'One monitor');
		await waitFor(() => t.executions.length === 1);
		expect(t.executions[0][0].json.id).toBe(tweet.id);
	});

	test('a leftover of this node on the service (made between checkExists and create) is adopted by create: one monitor remains, with the node\'s settings', async () => {
		const t = await trigger(ACCOUNTS);
		expect(await t.call('checkExists')).toBe(false);
		const name = 'Stream test / X Stream [n8n wf-stream-1/c0ffee00-0000-4000-8000-000000000001]';
		const leftover = await fetch(`${emulator.url}/v1/twitter/stream/monitors`, {
			method: 'POST',
			headers: { 'x-api-key': DEFAULT_TEST_KEY, 'content-type': 'application/json' },
			body: JSON.stringify({ name, usernames: ['openskies'] }),
		});
		expect(leftover.status).toBe(201);
		await t.call('create');
		expect(monitors()).toEqual([expect.objectContaining({ name, url: t.url, usernames: ['openskies', 'marta_codes'] })]);
	});

	test('a monitor paused for lack of credits is reported and resumed at activation; with no credits, activation fails saying so', async () => {
		const first = await trigger(ACCOUNTS);
		await first.activate();
		emulator.setCredits(DEFAULT_TEST_KEY, 5);
		emulator.stream.billDay();
		expect(monitors()[0]).toMatchObject({ status: 'paused', statusReason: 'insufficient_credits' });
		emulator.setCredits(DEFAULT_TEST_KEY, 0);
		const restarted = await trigger(ACCOUNTS, { staticData: first.staticData() });
		await expect(restarted.activate()).rejects.toThrow('your ScrapeBadger account is out of credits');
		emulator.setCredits(DEFAULT_TEST_KEY, 1000);
		expect(await restarted.activate()).toBe(false);
		expect(monitors()[0]).toMatchObject({ status: 'active' });
		expect(restarted.logs.map((entry) => entry.message).join('\n')).toContain('paused (ScrapeBadger paused it when your credits ran out)');
	});

	test('bad input is refused before anything is created: a malformed account, more than 100', async () => {
		const t = await trigger({ ...ACCOUNTS, usernames: 'not a user!' });
		await expect(t.activate()).rejects.toThrow('Accounts must be');
		const many = await trigger({ ...ACCOUNTS, usernames: Array.from({ length: 101 }, (_, index) => `u${index}`).join(',') });
		await expect(many.activate()).rejects.toThrow('at most 100');
		expect(emulator.requests).toEqual([]);
	});
});

describe('Listen for test event', () => {
	test('a short-lived monitor on the test URL (never the production one) with a test delivery at once, its pricing shown; removed when listening stops', async () => {
		const production = await trigger(ACCOUNTS);
		await production.activate();
		const listening = await trigger(ACCOUNTS, { mode: 'manual' });
		expect(listening.url).toContain('/webhook-test/');
		await listening.activate();
		expect(monitors()).toHaveLength(2);
		expect(monitors()[1].name).toContain('[n8n test wf-stream-1/');
		expect(listening.executions).toHaveLength(1);
		expect(listening.executions[0][0].json).toMatchObject({
			delivery: { type: 'test', pricing: { credits_per_account_per_day: 10, estimated_credits_per_day: 20 } },
		});
		await listening.deactivate();
		expect(monitors()).toEqual([expect.objectContaining({ url: production.url })]);
		expect(stream(production)).toBeDefined();
	});
});

describe('Search mode (a filter rule)', () => {
	test('activation validates the query, creates the rule on its clock and logs the per-check price; matching tweets arrive once each; deactivation deletes it', async () => {
		const t = await trigger(SEARCH);
		await t.activate();
		expect(emulator.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
			'GET /v1/twitter/stream/filter-rules',
			'POST /v1/twitter/stream/filter-rules/validate',
			'GET /v1/twitter/stream/filter-rules',
			'POST /v1/twitter/stream/filter-rules',
			'GET /v1/twitter/stream/filter-rules-pricing',
		]);
		expect(rules()).toEqual([expect.objectContaining({ query: 'balloon OR kite', intervalSeconds: 0.2, url: t.url, tag: expect.stringContaining('[n8n wf-stream-1/') })]);
		expect(t.logs.map((entry) => entry.message).join('\n')).toContain('1 credits per check that finds nothing and 1 per tweet found; 432000 checks a day');
		const first = emulator.stream.post('kofi_builds', 'A kite over the hill');
		emulator.stream.post('kofi_builds', 'Nothing to see');
		const second = emulator.stream.post('ines_dataviz', 'Weather balloon launch');
		await waitFor(() => t.executions.length === 2);
		await sleep(600);
		expect(t.executions.map((items) => items[0].json.id)).toEqual([first.id, second.id]);
		await t.deactivate();
		expect(rules()).toEqual([]);
	});

	test('an invalid query: activation fails with the service\'s reason, nothing created', async () => {
		const t = await trigger({ ...SEARCH, query: '(balloon OR kite' });
		await expect(t.activate()).rejects.toThrow('ScrapeBadger refused the query: Unbalanced parentheses');
		expect(rules()).toEqual([]);
	});
});

describe('the HTTPS rule', () => {
	test("a plain-HTTP n8n webhook URL with a non-local Base URL: activation fails saying how to set n8n's public URL, nothing sent", async () => {
		const t = await startWebhookTrigger({
			node: 'scrapeBadgerXStreamTrigger',
			parameters: ACCOUNTS,
			credentials: { apiKey: DEFAULT_TEST_KEY, baseUrl: 'https://scrapebadger.com' },
			mode: 'trigger',
			webhookBaseUrl: 'http://n8n.example.com',
		});
		triggers.push(t);
		await expect(t.activate()).rejects.toThrow('ScrapeBadger delivers tweets to HTTPS webhook URLs only, and this n8n gives http://n8n.example.com/webhook/');
		expect(emulator.requests).toEqual([]);
	});
});
