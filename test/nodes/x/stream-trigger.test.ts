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
const stream = (t: WebhookTrigger) => nodeData(t).stream as { kind: string; id: string; secret: string; url: string };

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
	test('activation creates one monitor pointed at the webhook URL with a secret kept in static data, named after the workflow and node, and logs its daily price', async () => {
		const t = await trigger(ACCOUNTS);
		expect(await t.activate()).toBe(true);
		expect(monitors()).toEqual([
			expect.objectContaining({ usernames: ['openskies', 'marta_codes'], filterTypes: null, url: t.url, status: 'active', name: 'Stream test / X Stream [n8n wf-stream-1/c0ffee00-0000-4000-8000-000000000001]' }),
		]);
		const saved = stream(t);
		expect(saved).toEqual({ kind: 'accounts', id: monitors()[0].id, secret: expect.stringMatching(/^[0-9a-f]{64}$/), url: t.url });
		expect(monitors()[0].secret).toBe(saved.secret);
		expect(t.logs.map((entry) => entry.message).join('\n')).toContain('it costs 20 credits a day (10 per watched account per day)');
		expect(t.logs.map((entry) => entry.message).join('\n')).not.toContain(saved.secret);
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
		const { secret } = stream(t);
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
		const { secret } = stream(t);
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
		const { secret } = stream(t);
		const raw = JSON.stringify({ type: 'tweet', tweet_id: '1799000000000000003', tweet: { id: '1799000000000000003', text: 'once' } });
		const id = randomUUID();
		for (let attempt = 0; attempt < 3; attempt++) expect(await deliver(t, raw, { 'x-scrapebadger-signature': sign(secret, raw), 'x-scrapebadger-delivery-id': id })).toBe(200);
		const other = randomUUID();
		expect(await deliver(t, raw, { 'x-scrapebadger-signature': sign(secret, raw), 'x-scrapebadger-delivery-id': other })).toBe(200);
		expect(t.executions).toHaveLength(1);
		expect(t.requests.map((request) => JSON.parse(request.body) as unknown)).toEqual([
			{ message: 'Workflow was started' },
			{ received: true, duplicate: true },
			{ received: true, duplicate: true },
			{ received: true, duplicate: true },
		]);
		// The keys are in static data, so a restart remembers them; the list is capped.
		expect(nodeData(t).recentDeliveries).toEqual([`delivery:${id}`, 'tweet:1799000000000000003', `delivery:${other}`]);
	});

	test('a delivery detected more than 10 minutes ago (by its signed detected_at) is a replay: answered, nothing started', async () => {
		const t = await trigger(ACCOUNTS);
		await t.activate();
		const { secret } = stream(t);
		const old = new Date(Date.now() - 11 * 60_000).toISOString();
		const raw = JSON.stringify({ type: 'tweet', tweet_id: '1799000000000000004', detected_at: old, tweet: { id: '1799000000000000004', text: 'old' } });
		expect(await deliver(t, raw, { 'x-scrapebadger-signature': sign(secret, raw) })).toBe(200);
		expect(JSON.parse(t.requests[0].body)).toEqual({ received: true, stale: true });
		const fresh = raw.replace(old, new Date().toISOString());
		expect(await deliver(t, fresh, { 'x-scrapebadger-signature': sign(secret, fresh) })).toBe(200);
		expect(t.executions).toHaveLength(1);
	});

	test('a test delivery to the production URL is answered and starts nothing', async () => {
		const t = await trigger(ACCOUNTS);
		await t.activate();
		const raw = JSON.stringify({ type: 'test', monitor_id: stream(t).id, tweet: { id: '1790000000000000000', text: 'test' } });
		expect(await deliver(t, raw, { 'x-scrapebadger-signature': sign(stream(t).secret, raw) })).toBe(200);
		expect(t.executions).toEqual([]);
	});

	test('a restart finds its monitor (nothing created twice); lost static data: its own monitor is adopted with a new secret; deactivation deletes it', async () => {
		const first = await trigger(ACCOUNTS);
		await first.activate();
		const saved = first.staticData();
		await first.close();
		triggers.splice(triggers.indexOf(first), 1);

		const restarted = await trigger(ACCOUNTS, { staticData: saved });
		expect(await restarted.activate()).toBe(false);
		expect(monitors()).toHaveLength(1);
		expect(monitors()[0].url).toBe(restarted.url);
		await restarted.close();
		triggers.splice(triggers.indexOf(restarted), 1);

		const amnesiac = await trigger(ACCOUNTS);
		expect(await amnesiac.activate()).toBe(false);
		expect(monitors()).toHaveLength(1);
		expect(stream(amnesiac).secret).not.toBe(((saved['node:X Stream'] as IDataObject).stream as { secret: string }).secret);
		expect(monitors()[0]).toMatchObject({ url: amnesiac.url, secret: stream(amnesiac).secret });
		const tweet = emulator.stream.post('openskies', 'After the restart');
		await waitFor(() => amnesiac.executions.length === 1);
		expect(amnesiac.executions[0][0].json.id).toBe(tweet.id);

		await amnesiac.deactivate();
		expect(monitors()).toEqual([]);
		expect(nodeData(amnesiac)).toEqual({});
	});

	test('a 409 (a leftover of this node took the name between checkExists and create) is resolved: one monitor remains', async () => {
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
