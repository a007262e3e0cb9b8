// Test tooling, never shipped.
/**
 * The X stream's account management (`/v1/twitter/stream/*`), answering in the shapes of the OpenAPI's schemas
 * (StreamMonitorResponse, FilterRuleResponse, WebhookResponse, the log and billing lists) with its statuses: 201 for a
 * creation, 204 for a deletion, 409 for a duplicate monitor name or rule tag. State is kept per API key in the
 * emulator's StreamWorld, which also delivers and bills. Managing costs no credits here: the docs state no price.
 */
import { randomBytes } from 'node:crypto';

import type { BodyCheck, ValidationIssue } from '../../route';
import { ApiError, defineRoute } from '../../route';
import type { DeliveryLog, Monitor, Rule, StreamWorld, TweetKind } from '../../stream/world';
import { queryProblem, webhookUrlProblem } from '../../stream/world';

/** Filter rules one key may hold (the service's documents). */
const RULES_PER_KEY = 50;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const ID = { pattern: '^[A-Za-z0-9_-]+$', maxLength: 64 };
const PAGE = { type: 'integer', min: 1, default: 1 } as const;
const PAGE_SIZE = { type: 'integer', min: 1, max: 100, default: 20 } as const;
const SORT = { type: 'enum', values: ['asc', 'desc'], default: 'desc' } as const;
const OPTIONAL_TEXT = { type: 'string' } as const;
const KINDS: readonly TweetKind[] = ['original', 'reply', 'retweet', 'quote'];

interface FieldRule {
	type: 'string' | 'number' | 'integer' | 'array';
	required?: boolean;
	nullable?: boolean;
	min?: number;
	max?: number;
	minLength?: number;
	maxLength?: number;
	pattern?: string;
	minItems?: number;
	maxItems?: number;
	/** An array's allowed values. */
	values?: readonly string[];
}

/** A pydantic-style check of a JSON body against its fields' rules; unknown fields are ignored, as pydantic does. */
function bodyRules(rules: Record<string, FieldRule>): BodyCheck {
	return (raw) => {
		if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
			return { ok: false, issues: [{ type: 'model_attributes_type', loc: ['body', 0], msg: 'Input should be a valid dictionary or object to extract fields from', input: raw }] };
		}
		const body = raw as Record<string, unknown>;
		const issues: ValidationIssue[] = [];
		const value: Record<string, unknown> = {};
		for (const [name, rule] of Object.entries(rules)) {
			const given = body[name];
			if (given === undefined) {
				if (rule.required) issues.push({ type: 'missing', loc: ['body', name], msg: 'Field required', input: body });
				continue;
			}
			if (given === null && rule.nullable) {
				value[name] = null;
				continue;
			}
			const fail = (type: string, msg: string, ctx?: Record<string, unknown>) =>
				issues.push({ type, loc: ['body', name], msg, input: given, ...(ctx ? { ctx } : {}) });
			if (rule.type === 'string') {
				if (typeof given !== 'string') fail('string_type', 'Input should be a valid string');
				else if (rule.minLength !== undefined && given.length < rule.minLength) fail('string_too_short', `String should have at least ${rule.minLength} character${rule.minLength === 1 ? '' : 's'}`, { min_length: rule.minLength });
				else if (rule.maxLength !== undefined && given.length > rule.maxLength) fail('string_too_long', `String should have at most ${rule.maxLength} characters`, { max_length: rule.maxLength });
				else if (rule.pattern !== undefined && !new RegExp(rule.pattern).test(given)) fail('string_pattern_mismatch', `String should match pattern '${rule.pattern}'`, { pattern: rule.pattern });
				else value[name] = given;
			} else if (rule.type === 'number' || rule.type === 'integer') {
				if (typeof given !== 'number' || !Number.isFinite(given)) fail(rule.type === 'integer' ? 'int_type' : 'float_type', `Input should be a valid ${rule.type === 'integer' ? 'integer' : 'number'}`);
				else if (rule.type === 'integer' && !Number.isInteger(given)) fail('int_from_float', 'Input should be a valid integer, got a number with a fractional part');
				else if (rule.min !== undefined && given < rule.min) fail('greater_than_equal', `Input should be greater than or equal to ${rule.min}`, { ge: rule.min });
				else if (rule.max !== undefined && given > rule.max) fail('less_than_equal', `Input should be less than or equal to ${rule.max}`, { le: rule.max });
				else value[name] = given;
			} else {
				if (!Array.isArray(given) || given.some((entry) => typeof entry !== 'string')) fail('list_type', 'Input should be a valid list of strings');
				else if (rule.minItems !== undefined && given.length < rule.minItems) fail('too_short', `List should have at least ${rule.minItems} item after validation, not ${given.length}`, { min_length: rule.minItems });
				else if (rule.maxItems !== undefined && given.length > rule.maxItems) fail('too_long', `List should have at most ${rule.maxItems} items after validation, not ${given.length}`, { max_length: rule.maxItems });
				else if (rule.values && given.some((entry) => !rule.values!.includes(entry as string))) fail('value_error', `Value error, each entry must be one of ${rule.values.join(', ')}`);
				else value[name] = given;
			}
		}
		return issues.length > 0 ? { ok: false, issues } : { ok: true, value };
	};
}

const WEBHOOK_FIELDS = {
	webhook_url: { type: 'string', nullable: true, maxLength: 2048 },
	webhook_secret: { type: 'string', nullable: true, maxLength: 128 },
} as const;
const MONITOR_FIELDS = {
	name: { type: 'string', minLength: 1, maxLength: 100 },
	usernames: { type: 'array', minItems: 1, maxItems: 100 },
	filter_types: { type: 'array', nullable: true, maxItems: 4, values: KINDS },
	...WEBHOOK_FIELDS,
} as const;
const RULE_FIELDS = {
	tag: { type: 'string', minLength: 1, maxLength: 100 },
	query: { type: 'string', minLength: 1, maxLength: 1024 },
	interval_seconds: { type: 'number', min: 0.1, max: 86400 },
	max_results_per_poll: { type: 'integer', min: 1, max: 100 },
	...WEBHOOK_FIELDS,
} as const;
const STATUS = { type: 'string', nullable: true, pattern: '^(active|paused)$' } as const;
const nullable = <T extends Record<string, FieldRule>>(fields: T): Record<string, FieldRule> =>
	Object.fromEntries(Object.entries(fields).map(([name, rule]) => [name, { ...rule, nullable: true }]));

function monitorJson(world: StreamWorld, monitor: Monitor) {
	const rate = world.settings.creditsPerAccountPerDay;
	return {
		id: monitor.id,
		name: monitor.name,
		usernames: [...monitor.usernames],
		status: monitor.status,
		status_reason: monitor.statusReason,
		webhook_url: monitor.url,
		webhook_secret_set: monitor.secret !== null,
		filter_types: monitor.filterTypes === null ? null : [...monitor.filterTypes],
		credits_per_account_per_day: rate,
		estimated_credits_per_day: rate * monitor.usernames.length,
		pricing_tier: 'standard',
		created_at: iso(monitor.createdAt),
		updated_at: iso(monitor.updatedAt),
	};
}

function ruleJson(rule: Rule) {
	return {
		id: rule.id,
		tag: rule.tag,
		query: rule.query,
		interval_seconds: rule.intervalSeconds,
		max_results_per_poll: rule.maxResultsPerPoll,
		status: rule.status,
		status_reason: rule.statusReason,
		webhook_url: rule.url,
		webhook_secret_set: rule.secret !== null,
		total_credits_burned: rule.creditsBurned,
		created_at: iso(rule.createdAt),
		updated_at: iso(rule.updatedAt),
	};
}

/** One page of a stream list: `{<name>: [...], total, page, page_size}`. */
function listPage<T>(name: string, all: readonly T[], page: number, size: number) {
	return { [name]: all.slice((page - 1) * size, page * size), total: all.length, page, page_size: size };
}

const notFound = (what: string) => new ApiError(404, { detail: `${what} not found` });
const badWebhook = (url: unknown) => {
	const problem = webhookUrlProblem(url);
	if (problem) throw new ApiError(400, { detail: problem });
};
const noCredits = () => new ApiError(402, { error: 'Insufficient credits: add credits to start or resume streaming.' });

function findMonitor(world: StreamWorld, key: string, id: string): Monitor {
	const monitor = world.monitorsOf(key).get(id);
	if (!monitor) throw notFound('Monitor');
	return monitor;
}

function findRule(world: StreamWorld, key: string, id: string): Rule {
	const rule = world.rulesOf(key).get(id);
	if (!rule) throw notFound('Filter rule');
	return rule;
}

const latencyBadge = (ms: number) => (ms < 1_000 ? 'instant' : ms < 5_000 ? 'fast' : ms < 30_000 ? 'normal' : 'slow');

function deliveryJson(log: DeliveryLog) {
	const latency = (log.deliveredAt ?? log.detectedAt) - log.publishedAt;
	const source = log.source === 'monitor' ? { monitor_id: log.sourceId, monitor_name: log.sourceName } : { rule_id: log.sourceId, rule_tag: log.sourceName };
	return {
		id: log.id,
		...source,
		tweet_id: log.tweetId,
		author_username: log.author,
		tweet_text_preview: log.text.slice(0, 140),
		tweet_url: `https://x.com/${log.author}/status/${log.tweetId}`,
		tweet_published_at: iso(log.publishedAt),
		detected_at: iso(log.detectedAt),
		latency_ms: Math.max(0, Math.round(latency)),
		latency_badge: latencyBadge(latency),
		delivery_status: log.status,
		webhook_status_code: log.statusCode,
		webhook_attempts: log.attempts,
	};
}

function deliveries(world: StreamWorld, key: string, source: 'monitor' | 'rule', query: { sourceId: string | null; author: string | null; status: string | null; sort: string }) {
	const logs = world
		.logsOf(key)
		.filter((log) => log.source === source)
		.filter((log) => query.sourceId === null || log.sourceId === query.sourceId)
		.filter((log) => query.author === null || log.author.toLowerCase() === query.author.toLowerCase())
		.filter((log) => query.status === null || log.status === query.status)
		.map(deliveryJson);
	return query.sort === 'asc' ? logs : logs.reverse();
}

const ROUTE = { credits: 0, errorStyle: 'error' } as const;

const setWebhook = (target: Monitor | Rule, body: Record<string, unknown>, now: number) => {
	if ('webhook_url' in body) {
		badWebhook(body.webhook_url);
		target.url = (body.webhook_url as string | null) ?? null;
		target.webhookCreatedAt = target.url === null ? null : now;
	}
	if ('webhook_secret' in body) target.secret = (body.webhook_secret as string | null) || null;
};

/** Paused to active: the service checks the credits first. */
function setStatus(world: StreamWorld, key: string, target: Monitor | Rule, status: unknown): boolean {
	if (status !== 'active' && status !== 'paused') return false;
	if (status === 'active' && target.status === 'paused' && !world.hasCredits(key)) throw noCredits();
	const resumed = status === 'active' && target.status === 'paused';
	target.status = status;
	target.statusReason = null;
	return resumed;
}

export const streamRoutes = [
	defineRoute({
		...ROUTE,
		path: '/v1/twitter/stream/monitors',
		query: { status: OPTIONAL_TEXT, page: PAGE, page_size: PAGE_SIZE },
		handle: ({ query, key, stream }) => {
			const all = [...stream.monitorsOf(key).values()].filter((monitor) => query.status === null || monitor.status === query.status);
			return listPage('monitors', all.map((monitor) => monitorJson(stream, monitor)), query.page, query.page_size);
		},
	}),
	defineRoute({
		...ROUTE,
		method: 'POST',
		status: 201,
		path: '/v1/twitter/stream/monitors',
		body: bodyRules({ ...MONITOR_FIELDS, name: { ...MONITOR_FIELDS.name, required: true }, usernames: { ...MONITOR_FIELDS.usernames, required: true } }),
		handle: ({ body, key, stream, now }) => {
			const name = body.name as string;
			const monitors = stream.monitorsOf(key);
			if ([...monitors.values()].some((monitor) => monitor.name === name)) throw new ApiError(409, { detail: `A monitor named "${name}" already exists` });
			if (!stream.hasCredits(key)) throw noCredits();
			const monitor: Monitor = {
				id: stream.newId(),
				name,
				usernames: [...new Set((body.usernames as string[]).map((entry) => entry.replace(/^@/, '')))],
				filterTypes: Array.isArray(body.filter_types) && body.filter_types.length > 0 ? (body.filter_types as TweetKind[]) : null,
				status: 'active',
				statusReason: null,
				url: null,
				secret: null,
				webhookCreatedAt: null,
				createdAt: now,
				updatedAt: now,
			};
			setWebhook(monitor, body, now);
			monitors.set(monitor.id, monitor);
			stream.billMonitor(key, monitor);
			return monitorJson(stream, monitor);
		},
	}),
	defineRoute({
		...ROUTE,
		path: '/v1/twitter/stream/monitors/{monitor_id}',
		pathParams: { monitor_id: ID },
		handle: ({ params, key, stream }) => monitorJson(stream, findMonitor(stream, key, params.monitor_id)),
	}),
	defineRoute({
		...ROUTE,
		method: 'PATCH',
		path: '/v1/twitter/stream/monitors/{monitor_id}',
		pathParams: { monitor_id: ID },
		body: bodyRules({ ...nullable(MONITOR_FIELDS), status: STATUS }),
		handle: ({ params, body, key, stream, now }) => {
			const monitor = findMonitor(stream, key, params.monitor_id);
			const name = body.name;
			if (typeof name === 'string' && name !== monitor.name && [...stream.monitorsOf(key).values()].some((other) => other.name === name)) {
				throw new ApiError(409, { detail: `A monitor named "${name}" already exists` });
			}
			setWebhook(monitor, body, now);
			if (typeof name === 'string') monitor.name = name;
			if (Array.isArray(body.usernames)) monitor.usernames = [...new Set((body.usernames as string[]).map((entry) => entry.replace(/^@/, '')))];
			if ('filter_types' in body) monitor.filterTypes = Array.isArray(body.filter_types) && body.filter_types.length > 0 ? (body.filter_types as TweetKind[]) : null;
			const resumed = setStatus(stream, key, monitor, body.status);
			monitor.updatedAt = now;
			if (resumed) stream.billMonitor(key, monitor);
			return monitorJson(stream, monitor);
		},
	}),
	defineRoute({
		...ROUTE,
		method: 'DELETE',
		status: 204,
		path: '/v1/twitter/stream/monitors/{monitor_id}',
		pathParams: { monitor_id: ID },
		handle: ({ params, key, stream }) => {
			if (!stream.removeMonitor(key, params.monitor_id)) throw notFound('Monitor');
			return null;
		},
	}),
	defineRoute({
		...ROUTE,
		path: '/v1/twitter/stream/logs',
		query: { monitor_id: OPTIONAL_TEXT, author_username: OPTIONAL_TEXT, delivery_status: OPTIONAL_TEXT, page: PAGE, page_size: PAGE_SIZE, sort: SORT },
		handle: ({ query, key, stream }) =>
			listPage(
				'logs',
				deliveries(stream, key, 'monitor', { sourceId: query.monitor_id, author: query.author_username, status: query.delivery_status, sort: query.sort }),
				query.page,
				query.page_size,
			),
	}),
	defineRoute({
		...ROUTE,
		path: '/v1/twitter/stream/billing-logs',
		query: { monitor_id: OPTIONAL_TEXT, page: PAGE, page_size: PAGE_SIZE },
		handle: ({ query, key, stream }) => {
			const logs = stream
				.billingOf(key)
				.filter((log) => query.monitor_id === null || log.monitorId === query.monitor_id)
				.map((log) => ({
					id: log.id,
					monitor_id: log.monitorId,
					monitor_name: log.monitorName,
					billed_at: iso(log.at),
					num_accounts: log.accounts,
					credits_deducted: log.credits,
					tier_label: 'standard',
					rate_applied: log.rate,
				}))
				.reverse();
			return listPage('logs', logs, query.page, query.page_size);
		},
	}),
	defineRoute({
		...ROUTE,
		path: '/v1/twitter/stream/filter-rules',
		query: { status: OPTIONAL_TEXT, page: PAGE, page_size: PAGE_SIZE },
		handle: ({ query, key, stream }) => {
			const all = [...stream.rulesOf(key).values()].filter((rule) => query.status === null || rule.status === query.status);
			return listPage('rules', all.map(ruleJson), query.page, query.page_size);
		},
	}),
	defineRoute({
		...ROUTE,
		method: 'POST',
		status: 201,
		path: '/v1/twitter/stream/filter-rules',
		body: bodyRules({
			...RULE_FIELDS,
			tag: { ...RULE_FIELDS.tag, required: true },
			query: { ...RULE_FIELDS.query, required: true },
			interval_seconds: { ...RULE_FIELDS.interval_seconds, required: true },
		}),
		handle: ({ body, key, stream, now }) => {
			const rules = stream.rulesOf(key);
			const tag = body.tag as string;
			if ([...rules.values()].some((rule) => rule.tag === tag)) throw new ApiError(409, { detail: `A filter rule tagged "${tag}" already exists` });
			if (rules.size >= RULES_PER_KEY) throw new ApiError(400, { detail: `At most ${RULES_PER_KEY} filter rules per API key` });
			const problem = queryProblem(body.query as string);
			if (problem) throw new ApiError(400, { detail: `Invalid query: ${problem}` });
			if (!stream.hasCredits(key)) throw noCredits();
			const rule: Rule = {
				id: stream.newId(),
				tag,
				query: body.query as string,
				intervalSeconds: body.interval_seconds as number,
				maxResultsPerPoll: (body.max_results_per_poll as number | undefined) ?? 20,
				status: 'active',
				statusReason: null,
				creditsBurned: 0,
				url: null,
				secret: null,
				webhookCreatedAt: null,
				createdAt: now,
				updatedAt: now,
				checkedAt: now,
				delivered: new Set(),
			};
			setWebhook(rule, body, now);
			rules.set(rule.id, rule);
			stream.scheduleRule(key, rule);
			return ruleJson(rule);
		},
	}),
	defineRoute({
		...ROUTE,
		path: '/v1/twitter/stream/filter-rules-pricing',
		handle: ({ stream }) => ({
			credits_per_empty_call: stream.settings.creditsPerEmptyCall,
			credits_per_tweet_returned: stream.settings.creditsPerTweetReturned,
		}),
	}),
	defineRoute({
		...ROUTE,
		method: 'POST',
		path: '/v1/twitter/stream/filter-rules/validate',
		body: bodyRules({ query: { ...RULE_FIELDS.query, required: true } }),
		handle: ({ body }) => {
			const query = body.query as string;
			const problem = queryProblem(query);
			return { valid: problem === undefined, query, error: problem ?? null };
		},
	}),
	defineRoute({
		...ROUTE,
		path: '/v1/twitter/stream/filter-rules/{rule_id}',
		pathParams: { rule_id: ID },
		handle: ({ params, key, stream }) => ruleJson(findRule(stream, key, params.rule_id)),
	}),
	defineRoute({
		...ROUTE,
		method: 'PATCH',
		path: '/v1/twitter/stream/filter-rules/{rule_id}',
		pathParams: { rule_id: ID },
		body: bodyRules({ ...nullable(RULE_FIELDS), status: STATUS }),
		handle: ({ params, body, key, stream, now }) => {
			const rule = findRule(stream, key, params.rule_id);
			const tag = body.tag;
			if (typeof tag === 'string' && tag !== rule.tag && [...stream.rulesOf(key).values()].some((other) => other.tag === tag)) {
				throw new ApiError(409, { detail: `A filter rule tagged "${tag}" already exists` });
			}
			if (typeof body.query === 'string') {
				const problem = queryProblem(body.query);
				if (problem) throw new ApiError(400, { detail: `Invalid query: ${problem}` });
			}
			setWebhook(rule, body, now);
			if (typeof tag === 'string') rule.tag = tag;
			if (typeof body.query === 'string') rule.query = body.query;
			if (typeof body.interval_seconds === 'number') rule.intervalSeconds = body.interval_seconds;
			if (typeof body.max_results_per_poll === 'number') rule.maxResultsPerPoll = body.max_results_per_poll;
			if (setStatus(stream, key, rule, body.status)) rule.checkedAt = now;
			rule.updatedAt = now;
			stream.scheduleRule(key, rule);
			return ruleJson(rule);
		},
	}),
	defineRoute({
		...ROUTE,
		method: 'DELETE',
		status: 204,
		path: '/v1/twitter/stream/filter-rules/{rule_id}',
		pathParams: { rule_id: ID },
		handle: ({ params, key, stream }) => {
			if (!stream.removeRule(key, params.rule_id)) throw notFound('Filter rule');
			return null;
		},
	}),
	defineRoute({
		...ROUTE,
		path: '/v1/twitter/stream/filter-rules/{rule_id}/logs',
		pathParams: { rule_id: ID },
		query: { delivery_status: OPTIONAL_TEXT, author_username: OPTIONAL_TEXT, page: PAGE, page_size: PAGE_SIZE, sort: SORT },
		handle: ({ params, query, key, stream }) => {
			findRule(stream, key, params.rule_id);
			const logs = deliveries(stream, key, 'rule', { sourceId: params.rule_id, author: query.author_username, status: query.delivery_status, sort: query.sort });
			return listPage('logs', logs, query.page, query.page_size);
		},
	}),
	defineRoute({
		...ROUTE,
		path: '/v1/twitter/stream/webhooks',
		query: { monitor_id: OPTIONAL_TEXT },
		handle: ({ query, key, stream }) => {
			const webhooks = [...stream.monitorsOf(key).values()]
				.filter((monitor) => monitor.url !== null && (query.monitor_id === null || monitor.id === query.monitor_id))
				.map((monitor) => ({
					id: monitor.id,
					monitor_id: monitor.id,
					monitor_name: monitor.name,
					url: monitor.url,
					secret_set: monitor.secret !== null,
					created_at: iso(monitor.webhookCreatedAt),
				}));
			return { webhooks, total: webhooks.length };
		},
	}),
	defineRoute({
		...ROUTE,
		method: 'POST',
		status: 201,
		path: '/v1/twitter/stream/webhooks',
		body: bodyRules({
			monitor_id: { type: 'string', required: true },
			url: { type: 'string', required: true, maxLength: 2048 },
			secret: { type: 'string', nullable: true, maxLength: 128 },
		}),
		handle: ({ body, key, stream, now }) => {
			const monitor = findMonitor(stream, key, body.monitor_id as string);
			if (monitor.url !== null) throw new ApiError(409, { detail: 'This monitor already has a webhook: delete it first' });
			badWebhook(body.url);
			monitor.url = body.url as string;
			// The secret is returned once, here; a generated one when none was given.
			monitor.secret = (body.secret as string | null | undefined) || randomBytes(24).toString('hex');
			monitor.webhookCreatedAt = now;
			monitor.updatedAt = now;
			return { id: monitor.id, monitor_id: monitor.id, url: monitor.url, secret: monitor.secret, created_at: iso(now) };
		},
	}),
	defineRoute({
		...ROUTE,
		method: 'POST',
		path: '/v1/twitter/stream/webhooks/test',
		body: bodyRules({ monitor_id: { type: 'string', required: true } }),
		handle: async ({ body, key, stream }) => {
			const monitor = findMonitor(stream, key, body.monitor_id as string);
			if (monitor.url === null) throw new ApiError(400, { detail: 'This monitor has no webhook' });
			return await stream.testDelivery(key, monitor);
		},
	}),
	defineRoute({
		...ROUTE,
		method: 'DELETE',
		status: 204,
		path: '/v1/twitter/stream/webhooks/{webhook_id}',
		pathParams: { webhook_id: ID },
		handle: ({ params, key, stream, now }) => {
			const monitor = findMonitor(stream, key, params.webhook_id);
			if (monitor.url === null) throw notFound('Webhook');
			monitor.url = null;
			monitor.secret = null;
			monitor.webhookCreatedAt = null;
			monitor.updatedAt = now;
			return null;
		},
	}),
];
