/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test tooling, never shipped: n8n Cloud's rules for node runtime code do not apply */
/**
 * The emulator's X stream: the monitors, filter rules and webhooks of each API key, and the service's side of them.
 * A tweet posted for an account (through the control surface) is delivered at once to every active monitor watching it
 * whose tweet types take it; each active rule checks on its own clock for tweets matching its query since its last
 * check. A delivery is a POST of the JSON payload signed with HMAC-SHA256 of the raw body keyed by the webhook secret
 * (`sha256=<hex>`); a non-2xx answer (or none in 10 s) is retried 3 times with backoff, and each delivery is logged.
 * Monitors bill per watched account per day, rules per check; either pauses itself when the credits run out
 * (`status_reason: insufficient_credits`). Deliveries go to loopback addresses only: any other host fails without a
 * connection, so nothing leaves 127.0.0.1.
 */
import { createHash, createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';

import type { TweetRecord } from '../fixtures/twitter/tweets';
import { AUTHORS, tweet as makeTweet, twitterTime } from '../fixtures/twitter/tweets';

export type TweetKind = 'original' | 'reply' | 'retweet' | 'quote';

/** Which of the service's documented header and payload spellings the deliveries use (live-service sources disagree). */
export interface StreamSettings {
	/** `docs`: X-ScrapeBadger-Signature, X-ScrapeBadger-Delivery-Id and `{type: "tweet", ..., tweet}`; `sdk`: X-Signature-256, X-Delivery-Id and `{event: "tweet.detected", ..., tweet_data}`. */
	style: 'docs' | 'sdk';
	/** Waits before the 3 retries of a failed delivery (the service backs off; the tests shorten them). */
	retryDelaysMs: number[];
	/** How long a webhook may take to answer. */
	timeoutMs: number;
	creditsPerAccountPerDay: number;
	creditsPerEmptyCall: number;
	creditsPerTweetReturned: number;
}

export const DEFAULT_STREAM_SETTINGS: StreamSettings = {
	style: 'docs',
	retryDelaysMs: [1_000, 2_000, 4_000],
	timeoutMs: 10_000,
	creditsPerAccountPerDay: 10,
	creditsPerEmptyCall: 1,
	creditsPerTweetReturned: 1,
};

interface Webhook {
	url: string | null;
	secret: string | null;
	/** When the webhook was set (WebhookListItem.created_at). */
	webhookCreatedAt: number | null;
}

export interface Monitor extends Webhook {
	id: string;
	name: string;
	usernames: string[];
	filterTypes: TweetKind[] | null;
	status: 'active' | 'paused';
	statusReason: string | null;
	createdAt: number;
	updatedAt: number;
}

export interface Rule extends Webhook {
	id: string;
	tag: string;
	query: string;
	intervalSeconds: number;
	maxResultsPerPoll: number;
	status: 'active' | 'paused';
	statusReason: string | null;
	creditsBurned: number;
	createdAt: number;
	updatedAt: number;
	/** Emulator clock of the last check: the next one looks at tweets posted after it. */
	checkedAt: number;
	delivered: Set<string>;
	timer?: NodeJS.Timeout;
}

interface PostedTweet {
	record: TweetRecord;
	kind: TweetKind;
	at: number;
}

/** One POST to a webhook, as the tests read it. */
export interface DeliveryAttempt {
	key: string;
	url: string;
	deliveryId: string;
	tweetId: string;
	source: { monitor_id: string } | { rule_id: string };
	type: 'tweet' | 'test';
	attempt: number;
	status: number | null;
	error: string | null;
	at: number;
	answeredAt: number;
	/** The body as sent and its signature header (a signature, not the secret), so a suite can replay or alter it. */
	body: string;
	signature: string | null;
}

export interface DeliveryLog {
	id: string;
	source: 'monitor' | 'rule';
	sourceId: string;
	sourceName: string;
	tweetId: string;
	author: string;
	text: string;
	publishedAt: number;
	detectedAt: number;
	deliveredAt: number | null;
	status: 'delivered' | 'failed' | 'pending';
	statusCode: number | null;
	attempts: number;
}

export interface BillingLog {
	id: string;
	monitorId: string;
	monitorName: string;
	at: number;
	accounts: number;
	credits: number;
	rate: number;
}

/** What the world needs from the emulator: its clock and the key's balance. */
export interface StreamBank {
	now(): number;
	balance(key: string): number;
	/** Takes `credits` when the balance covers them; false (and nothing taken) otherwise. */
	charge(key: string, credits: number): boolean;
}

const isoTime = (ms: number) => new Date(ms).toISOString();
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/** Whether a webhook URL is one the emulator may call: loopback only (the sandbox's rule: traffic stays on 127.0.0.1). */
export const isLoopbackUrl = (url: string): boolean => URL.canParse(url) && LOOPBACK.has(new URL(url).hostname);

/** The service's rule: HTTPS webhooks, except a loopback address for local setups. */
export function webhookUrlProblem(url: unknown): string | undefined {
	if (url === null || url === undefined) return undefined;
	if (typeof url !== 'string' || !URL.canParse(url)) return 'webhook_url must be a valid URL';
	const parsed = new URL(url);
	if (parsed.protocol === 'https:') return undefined;
	if (parsed.protocol === 'http:' && LOOPBACK.has(parsed.hostname)) return undefined;
	return 'webhook_url must use HTTPS';
}

/**
 * The service's structural check of an advanced-search query: balanced parentheses and quotes, no operator left
 * without an operand. Returns the reason it is invalid, or undefined.
 */
export function queryProblem(query: string): string | undefined {
	const text = query.trim();
	if (text === '') return 'Query is empty';
	if ((text.match(/"/g) ?? []).length % 2 !== 0) return 'Unbalanced quotes';
	let depth = 0;
	for (const char of text) {
		if (char === '(') depth++;
		if (char === ')') depth--;
		if (depth < 0) return 'Unbalanced parentheses';
	}
	if (depth !== 0) return 'Unbalanced parentheses';
	if (/^(OR|AND)\b/.test(text) || /\b(OR|AND)$/.test(text)) return 'Operator without an operand';
	if (/(^|\s)-(\s|$)/.test(text)) return 'Negation without a term';
	return undefined;
}

/** Whether a tweet matches a query: alternatives split by OR, each a conjunction of words, "phrases", from:user and -exclusions. */
export function matchesQuery(query: string, record: TweetRecord): boolean {
	const text = (record.full_text ?? record.text).toLowerCase();
	const author = (record.username ?? '').toLowerCase();
	const cleaned = query.replace(/[()]/g, ' ');
	return cleaned.split(/\s+OR\s+/).some((alternative) => {
		const terms = alternative.match(/-?"[^"]*"|\S+/g) ?? [];
		return terms.length > 0 && terms.every((raw) => {
			const negated = raw.startsWith('-');
			const term = (negated ? raw.slice(1) : raw).replace(/"/g, '').toLowerCase();
			if (term === 'and') return true;
			const hit = term.startsWith('from:') ? author === term.slice(5) : term.includes(':') ? true : text.includes(term);
			return negated ? !hit : hit;
		});
	});
}

const kindOf = (record: TweetRecord): TweetKind =>
	record.is_retweet ? 'retweet' : record.is_quote_status ? 'quote' : record.in_reply_to_status_id ? 'reply' : 'original';

export class StreamWorld {
	settings: StreamSettings = { ...DEFAULT_STREAM_SETTINGS, retryDelaysMs: [...DEFAULT_STREAM_SETTINGS.retryDelaysMs] };
	readonly monitors = new Map<string, Map<string, Monitor>>();
	readonly rules = new Map<string, Map<string, Rule>>();
	readonly deliveryLogs = new Map<string, DeliveryLog[]>();
	readonly billingLogs = new Map<string, BillingLog[]>();
	readonly attempts: DeliveryAttempt[] = [];
	private readonly tweets: PostedTweet[] = [];
	private readonly pending = new Set<Promise<void>>();
	private readonly timers = new Set<NodeJS.Timeout>();
	private serial = 0;
	private idSerial = 0;
	private closed = false;

	constructor(private readonly bank: StreamBank) {}

	/**
	 * The ID of a new monitor or rule: a UUID as the service gives, but the same sequence after every reset, so a run
	 * that resets the emulator and makes the same things again (the schema generator's seeded stream state) can keep
	 * using the IDs it read before the reset.
	 */
	newId(): string {
		const hex = createHash('sha256').update(`stream-id-${++this.idSerial}`).digest('hex');
		return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
	}

	/** The service refuses to start streaming on an empty balance ("Credits must be positive"). */
	hasCredits(key: string): boolean {
		return this.bank.balance(key) > 0;
	}

	monitorsOf(key: string): Map<string, Monitor> {
		let found = this.monitors.get(key);
		if (!found) this.monitors.set(key, (found = new Map()));
		return found;
	}

	rulesOf(key: string): Map<string, Rule> {
		let found = this.rules.get(key);
		if (!found) this.rules.set(key, (found = new Map()));
		return found;
	}

	logsOf(key: string): DeliveryLog[] {
		let found = this.deliveryLogs.get(key);
		if (!found) this.deliveryLogs.set(key, (found = []));
		return found;
	}

	billingOf(key: string): BillingLog[] {
		let found = this.billingLogs.get(key);
		if (!found) this.billingLogs.set(key, (found = []));
		return found;
	}

	/**
	 * Bills a monitor's day (accounts x rate), logging the charge; a balance that cannot cover it pauses the monitor.
	 * Run at creation, on resume, and for every emulated day (`billDay`).
	 */
	billMonitor(key: string, monitor: Monitor): void {
		const credits = monitor.usernames.length * this.settings.creditsPerAccountPerDay;
		if (!this.bank.charge(key, credits)) {
			monitor.status = 'paused';
			monitor.statusReason = 'insufficient_credits';
			monitor.updatedAt = this.bank.now();
			return;
		}
		this.billingOf(key).push({
			id: randomUUID(),
			monitorId: monitor.id,
			monitorName: monitor.name,
			at: this.bank.now(),
			accounts: monitor.usernames.length,
			credits,
			rate: this.settings.creditsPerAccountPerDay,
		});
	}

	/** A day passes: every active monitor of every key is billed again. */
	billDay(): void {
		for (const [key, monitors] of this.monitors) for (const monitor of monitors.values()) if (monitor.status === 'active') this.billMonitor(key, monitor);
	}

	/** Starts (or restarts) a rule's clock; a paused rule has none. */
	scheduleRule(key: string, rule: Rule): void {
		if (rule.timer) {
			clearInterval(rule.timer);
			this.timers.delete(rule.timer);
			rule.timer = undefined;
		}
		if (rule.status !== 'active' || this.closed) return;
		rule.timer = setInterval(() => this.checkRule(key, rule), Math.max(100, rule.intervalSeconds * 1000));
		rule.timer.unref();
		this.timers.add(rule.timer);
	}

	removeRule(key: string, id: string): boolean {
		const rule = this.rulesOf(key).get(id);
		if (!rule) return false;
		rule.status = 'paused';
		this.scheduleRule(key, rule);
		this.rulesOf(key).delete(id);
		this.deliveryLogs.set(key, this.logsOf(key).filter((log) => !(log.source === 'rule' && log.sourceId === id)));
		return true;
	}

	removeMonitor(key: string, id: string): boolean {
		if (!this.monitorsOf(key).delete(id)) return false;
		this.deliveryLogs.set(key, this.logsOf(key).filter((log) => !(log.source === 'monitor' && log.sourceId === id)));
		return true;
	}

	/** One check of a rule: the matching tweets posted since its last check (not delivered before), up to its maximum, billed. */
	checkRule(key: string, rule: Rule): void {
		if (rule.status !== 'active' || !this.rulesOf(key).has(rule.id)) return;
		const since = rule.checkedAt;
		rule.checkedAt = this.bank.now();
		// From the last check's millisecond on, that included: a tweet posted in the same millisecond just after that check
		// is in none before; one that check delivered is skipped as delivered.
		const found = this.tweets
			.filter((posted) => posted.at >= since && posted.at <= rule.checkedAt && !rule.delivered.has(posted.record.id) && matchesQuery(rule.query, posted.record))
			.slice(0, rule.maxResultsPerPoll);
		const credits = found.length === 0 ? this.settings.creditsPerEmptyCall : found.length * this.settings.creditsPerTweetReturned;
		if (!this.bank.charge(key, credits)) {
			rule.status = 'paused';
			rule.statusReason = 'insufficient_credits';
			rule.updatedAt = this.bank.now();
			this.scheduleRule(key, rule);
			return;
		}
		rule.creditsBurned += credits;
		for (const posted of found) {
			rule.delivered.add(posted.record.id);
			this.deliver(key, { rule }, posted);
		}
	}

	/** A new tweet of `username` (one of the emulator's authors, or any username), delivered to the monitors watching it. */
	post(username: string, text: string, kind: TweetKind = 'original'): TweetRecord {
		const at = this.bank.now();
		this.serial++;
		const known = AUTHORS.find((author) => author.username.toLowerCase() === username.toLowerCase());
		const author = known ?? { user_id: `1413${String(this.serial).padStart(15, '0')}`, username, user_name: username };
		const id = `1799${String(at).slice(-9)}${String(this.serial).padStart(6, '0')}`;
		const record: TweetRecord = {
			...makeTweet(id, this.serial, text),
			...author,
			created_at: twitterTime(at),
			favorite_count: 0,
			retweet_count: 0,
			reply_count: 0,
			quote_count: 0,
			view_count: 0,
			is_retweet: kind === 'retweet',
			is_quote_status: kind === 'quote',
			in_reply_to_status_id: kind === 'reply' ? '1790000000000000001' : null,
			retweeted_status_id: kind === 'retweet' ? '1790000000000000001' : null,
			quoted_status_id: kind === 'quote' ? '1790000000000000001' : null,
		};
		const posted: PostedTweet = { record, kind: kindOf(record), at };
		this.tweets.push(posted);
		for (const [key, monitors] of this.monitors) {
			for (const monitor of monitors.values()) {
				const watching = monitor.usernames.some((name) => name.toLowerCase() === username.toLowerCase());
				const typed = monitor.filterTypes === null || monitor.filterTypes.includes(posted.kind);
				if (monitor.status === 'active' && watching && typed) this.deliver(key, { monitor }, posted);
			}
		}
		return record;
	}

	/** The delivery body in the configured style. */
	payload(source: { monitor: Monitor } | { rule: Rule }, record: TweetRecord, type: 'tweet' | 'test', detectedAt: number): Record<string, unknown> {
		const ids = 'monitor' in source ? { monitor_id: source.monitor.id } : { rule_id: source.rule.id, rule_tag: source.rule.tag };
		const summary = {
			...ids,
			tweet_id: record.id,
			author_username: record.username,
			text: record.full_text ?? record.text,
			tweet_url: `https://x.com/${record.username}/status/${record.id}`,
			created_at: record.created_at,
			detected_at: isoTime(detectedAt),
		};
		return this.settings.style === 'docs'
			? { type, ...summary, tweet: record }
			: { event: type === 'test' ? 'webhook.test' : 'tweet.detected', type, ...summary, tweet_data: record };
	}

	signature(secret: string, body: string): string {
		return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
	}

	/** POSTs one signed body to `url` and reads the status (null when no answer came). */
	async send(url: string, body: string, secret: string | null, deliveryId: string): Promise<{ status: number | null; error: string | null }> {
		if (!isLoopbackUrl(url)) return { status: null, error: 'the emulator delivers to loopback addresses only' };
		const names =
			this.settings.style === 'docs'
				? { signature: 'X-ScrapeBadger-Signature', delivery: 'X-ScrapeBadger-Delivery-Id' }
				: { signature: 'X-Signature-256', delivery: 'X-Delivery-Id' };
		const headers: Record<string, string> = {
			'Content-Type': 'application/json',
			'Content-Length': String(Buffer.byteLength(body)),
			'User-Agent': 'ScrapeBadger-Webhooks/1.0',
			[names.delivery]: deliveryId,
		};
		if (secret) headers[names.signature] = this.signature(secret, body);
		return await new Promise((resolve) => {
			const request = http.request(url, { method: 'POST', headers, timeout: this.settings.timeoutMs }, (response) => {
				response.resume();
				response.on('end', () => resolve({ status: response.statusCode ?? null, error: null }));
			});
			request.on('timeout', () => request.destroy(new Error('timed out')));
			request.on('error', (error) => resolve({ status: null, error: error.message }));
			request.end(body);
		});
	}

	private wait(ms: number): Promise<void> {
		return new Promise((resolve) => {
			const timer = setTimeout(() => {
				this.timers.delete(timer);
				resolve();
			}, ms);
			timer.unref();
			this.timers.add(timer);
		});
	}

	/** Delivers one tweet of a monitor or rule: the first attempt and up to 3 retries, logged as one delivery. */
	deliver(key: string, source: { monitor: Monitor } | { rule: Rule }, posted: PostedTweet): void {
		const target = 'monitor' in source ? source.monitor : source.rule;
		const detectedAt = this.bank.now();
		const log: DeliveryLog = {
			id: randomUUID(),
			source: 'monitor' in source ? 'monitor' : 'rule',
			sourceId: target.id,
			sourceName: 'monitor' in source ? source.monitor.name : source.rule.tag,
			tweetId: posted.record.id,
			author: posted.record.username ?? '',
			text: posted.record.full_text ?? posted.record.text,
			publishedAt: posted.at,
			detectedAt,
			deliveredAt: null,
			status: 'pending',
			statusCode: null,
			attempts: 0,
		};
		this.logsOf(key).push(log);
		if (!target.url) {
			log.status = 'failed';
			return;
		}
		const url = target.url;
		const body = JSON.stringify(this.payload(source, posted.record, 'tweet', detectedAt));
		const deliveryId = randomUUID();
		const run = async () => {
			for (let attempt = 1; attempt <= 1 + this.settings.retryDelaysMs.length; attempt++) {
				if (attempt > 1) await this.wait(this.settings.retryDelaysMs[attempt - 2]);
				if (this.closed) return;
				const at = this.bank.now();
				const answer = await this.send(url, body, target.secret, deliveryId);
				log.attempts = attempt;
				log.statusCode = answer.status;
				this.attempts.push({
					key,
					url,
					deliveryId,
					tweetId: posted.record.id,
					source: 'monitor' in source ? { monitor_id: target.id } : { rule_id: target.id },
					type: 'tweet',
					attempt,
					...answer,
					at,
					answeredAt: this.bank.now(),
					body,
					signature: target.secret ? this.signature(target.secret, body) : null,
				});
				if (answer.status !== null && answer.status >= 200 && answer.status < 300) {
					log.status = 'delivered';
					log.deliveredAt = this.bank.now();
					return;
				}
			}
			log.status = 'failed';
		};
		const running = run().finally(() => this.pending.delete(running));
		this.pending.add(running);
	}

	/** A monitor's test delivery (`type: "test"`), sent at once, one attempt. */
	async testDelivery(key: string, monitor: Monitor): Promise<{ success: boolean; status_code: number | null; response_time_ms: number; error: string | null }> {
		const started = performance.now();
		const sample = makeTweet('1790000000000000000', 0, 'This is a test delivery from ScrapeBadger.');
		const body = JSON.stringify(this.payload({ monitor }, sample, 'test', this.bank.now()));
		const deliveryId = randomUUID();
		const answer = await this.send(monitor.url ?? '', body, monitor.secret, deliveryId);
		const at = this.bank.now();
		const signature = monitor.secret ? this.signature(monitor.secret, body) : null;
		this.attempts.push({ key, url: monitor.url ?? '', deliveryId, tweetId: sample.id, source: { monitor_id: monitor.id }, type: 'test', attempt: 1, ...answer, at, answeredAt: at, body, signature });
		const success = answer.status !== null && answer.status >= 200 && answer.status < 300;
		return {
			success,
			status_code: answer.status,
			response_time_ms: Math.round((performance.now() - started) * 10) / 10,
			error: success ? null : (answer.error ?? `Webhook answered ${answer.status}`),
		};
	}

	/** Resolves once every delivery under way (retries included) has ended. */
	async settled(): Promise<void> {
		while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
	}

	/** Back to no monitors, rules, tweets or logs, with the default settings. */
	reset(): void {
		this.stopTimers();
		this.monitors.clear();
		this.rules.clear();
		this.deliveryLogs.clear();
		this.billingLogs.clear();
		this.attempts.length = 0;
		this.tweets.length = 0;
		this.idSerial = 0;
		this.settings = { ...DEFAULT_STREAM_SETTINGS, retryDelaysMs: [...DEFAULT_STREAM_SETTINGS.retryDelaysMs] };
	}

	close(): void {
		this.closed = true;
		this.stopTimers();
	}

	private stopTimers(): void {
		for (const timer of this.timers) {
			clearTimeout(timer);
			clearInterval(timer);
		}
		this.timers.clear();
		for (const rules of this.rules.values()) for (const rule of rules.values()) rule.timer = undefined;
	}
}

