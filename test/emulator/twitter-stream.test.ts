/**
 * The emulator's X stream routes answer in the OpenAPI's shapes, no richer and no poorer: the fields of each response
 * schema (copied here from scrapebadger-openapi.yaml's components: StreamMonitorResponse, FilterRuleResponse,
 * WebhookResponse, WebhookListItem, WebhookTestResponse, the log and billing entries, the pricing and validation
 * answers), with the statuses the OpenAPI gives (201 for a creation, 204 without a body for a deletion) and FastAPI's
 * 422 for a body that breaks the schema.
 */
import type { Emulator } from './index';
import { DEFAULT_TEST_KEY, startEmulator } from './index';

const SCHEMAS = {
	StreamMonitorResponse: ['id', 'name', 'usernames', 'status', 'status_reason', 'webhook_url', 'webhook_secret_set', 'filter_types', 'credits_per_account_per_day', 'estimated_credits_per_day', 'pricing_tier', 'created_at', 'updated_at'],
	FilterRuleResponse: ['id', 'tag', 'query', 'interval_seconds', 'max_results_per_poll', 'status', 'status_reason', 'webhook_url', 'webhook_secret_set', 'total_credits_burned', 'created_at', 'updated_at'],
	WebhookResponse: ['id', 'monitor_id', 'url', 'secret', 'created_at'],
	WebhookListItem: ['id', 'monitor_id', 'monitor_name', 'url', 'secret_set', 'created_at'],
	WebhookTestResponse: ['success', 'status_code', 'response_time_ms', 'error'],
	TweetDeliveryLogResponse: ['id', 'monitor_id', 'monitor_name', 'tweet_id', 'author_username', 'tweet_text_preview', 'tweet_url', 'tweet_published_at', 'detected_at', 'latency_ms', 'latency_badge', 'delivery_status', 'webhook_status_code', 'webhook_attempts'],
	FilterRuleDeliveryLogResponse: ['id', 'rule_id', 'rule_tag', 'tweet_id', 'author_username', 'tweet_text_preview', 'tweet_url', 'tweet_published_at', 'detected_at', 'latency_ms', 'latency_badge', 'delivery_status', 'webhook_status_code', 'webhook_attempts'],
	BillingLogResponse: ['id', 'monitor_id', 'monitor_name', 'billed_at', 'num_accounts', 'credits_deducted', 'tier_label', 'rate_applied'],
	FilterRulePricingResponse: ['credits_per_empty_call', 'credits_per_tweet_returned'],
	FilterRuleValidateResponse: ['valid', 'query', 'error'],
};
const keys = (value: unknown) => Object.keys(value as object).sort();
const shape = (name: keyof typeof SCHEMAS) => [...SCHEMAS[name]].sort();
const listShape = (items: string) => [items, 'page', 'page_size', 'total'].sort();

let emulator: Emulator;
beforeAll(async () => {
	emulator = await startEmulator();
});
afterAll(async () => await emulator.close());

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown; text: string }> {
	const response = await fetch(`${emulator.url}${path}`, {
		method,
		headers: { 'x-api-key': DEFAULT_TEST_KEY, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
		body: body === undefined ? undefined : JSON.stringify(body),
	});
	const text = await response.text();
	return { status: response.status, text, json: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

test('every stream operation answers with its schema\'s fields and status', async () => {
	emulator.stream.settings.retryDelaysMs = [];
	const monitor = await call('POST', '/v1/twitter/stream/monitors', { name: 'm', usernames: ['openskies'], webhook_url: 'http://127.0.0.1:9/x', webhook_secret: 's' });
	expect(monitor.status).toBe(201);
	expect(keys(monitor.json)).toEqual(shape('StreamMonitorResponse'));
	const id = (monitor.json as { id: string }).id;
	expect(keys((await call('GET', `/v1/twitter/stream/monitors/${id}`)).json)).toEqual(shape('StreamMonitorResponse'));
	expect(keys((await call('PATCH', `/v1/twitter/stream/monitors/${id}`, { status: 'paused' })).json)).toEqual(shape('StreamMonitorResponse'));
	const monitors = (await call('GET', '/v1/twitter/stream/monitors')).json as { monitors: unknown[] };
	expect(keys(monitors)).toEqual(listShape('monitors'));
	await call('PATCH', `/v1/twitter/stream/monitors/${id}`, { status: 'active' });

	emulator.stream.post('openskies', 'one');
	await emulator.stream.settled();
	const logs = (await call('GET', '/v1/twitter/stream/logs')).json as { logs: unknown[] };
	expect(keys(logs)).toEqual(listShape('logs'));
	expect(keys(logs.logs[0])).toEqual(shape('TweetDeliveryLogResponse'));
	const billing = (await call('GET', '/v1/twitter/stream/billing-logs')).json as { logs: unknown[] };
	expect(keys(billing)).toEqual(listShape('logs'));
	expect(keys(billing.logs[0])).toEqual(shape('BillingLogResponse'));

	const webhooks = (await call('GET', '/v1/twitter/stream/webhooks')).json as { webhooks: unknown[] };
	expect(keys(webhooks)).toEqual(['total', 'webhooks']);
	expect(keys(webhooks.webhooks[0])).toEqual(shape('WebhookListItem'));
	expect(keys((await call('POST', '/v1/twitter/stream/webhooks/test', { monitor_id: id })).json)).toEqual(shape('WebhookTestResponse'));
	const removed = await call('DELETE', `/v1/twitter/stream/webhooks/${id}`);
	expect([removed.status, removed.text]).toEqual([204, '']);
	const configured = await call('POST', '/v1/twitter/stream/webhooks', { monitor_id: id, url: 'http://127.0.0.1:9/y' });
	expect(configured.status).toBe(201);
	expect(keys(configured.json)).toEqual(shape('WebhookResponse'));

	const rule = await call('POST', '/v1/twitter/stream/filter-rules', { tag: 't', query: 'one', interval_seconds: 3600 });
	expect(rule.status).toBe(201);
	expect(keys(rule.json)).toEqual(shape('FilterRuleResponse'));
	const ruleId = (rule.json as { id: string }).id;
	expect(keys((await call('GET', `/v1/twitter/stream/filter-rules/${ruleId}`)).json)).toEqual(shape('FilterRuleResponse'));
	expect(keys((await call('PATCH', `/v1/twitter/stream/filter-rules/${ruleId}`, { interval_seconds: 60 })).json)).toEqual(shape('FilterRuleResponse'));
	expect(keys((await call('GET', '/v1/twitter/stream/filter-rules')).json)).toEqual(listShape('rules'));
	expect(keys((await call('GET', `/v1/twitter/stream/filter-rules/${ruleId}/logs`)).json)).toEqual(listShape('logs'));
	expect(keys((await call('GET', '/v1/twitter/stream/filter-rules-pricing')).json)).toEqual(shape('FilterRulePricingResponse'));
	expect(keys((await call('POST', '/v1/twitter/stream/filter-rules/validate', { query: 'a' })).json)).toEqual(shape('FilterRuleValidateResponse'));

	for (const path of [`/v1/twitter/stream/filter-rules/${ruleId}`, `/v1/twitter/stream/monitors/${id}`]) {
		const deleted = await call('DELETE', path);
		expect([deleted.status, deleted.text]).toEqual([204, '']);
		expect((await call('GET', path)).status).toBe(404);
	}
});

test('a body that breaks the schema is a 422 naming the field; a duplicate name a 409; an http webhook to another host a 400', async () => {
	const invalid = await call('POST', '/v1/twitter/stream/filter-rules', { tag: 't2', query: 'q', interval_seconds: 0.01 });
	expect(invalid.status).toBe(422);
	expect(invalid.json).toEqual({ detail: [expect.objectContaining({ type: 'greater_than_equal', loc: ['body', 'interval_seconds'] })] });
	const missing = await call('POST', '/v1/twitter/stream/monitors', { usernames: ['a'] });
	expect(missing.json).toEqual({ detail: [expect.objectContaining({ type: 'missing', loc: ['body', 'name'] })] });
	expect((await call('POST', '/v1/twitter/stream/monitors', { name: 'dup', usernames: ['a'] })).status).toBe(201);
	expect((await call('POST', '/v1/twitter/stream/monitors', { name: 'dup', usernames: ['b'] })).status).toBe(409);
	expect((await call('POST', '/v1/twitter/stream/monitors', { name: 'plain', usernames: ['a'], webhook_url: 'http://example.com/x' })).json).toEqual({ detail: 'webhook_url must use HTTPS' });
});
