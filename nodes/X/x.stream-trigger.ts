/**
 * The X Stream Trigger's dealings with ScrapeBadger: the monitor (Accounts mode) or filter rule (Search mode) it keeps
 * on the service for as long as its workflow is active or its test event is awaited, pointed at the node's webhook
 * URL with a secret of its own, and the reading of each delivery. The lifecycle runs through n8n's webhookMethods
 * (checkExists, create, delete); what it made is found again by the mark its name or tag carries.
 */
import type { IDataObject, IHookFunctions, IWebhookFunctions, IWebhookResponseData } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { checkParam } from '../shared/checks';
import type { ParamDescriptor } from '../shared/descriptor';
import { forgetDeliveries, recordDelivery, REMEMBERED_DELIVERIES } from '../shared/webhook/replays';
import type { HookContext } from '../shared/webhook/service';
import { callService, isLocalUrl, serviceCredential } from '../shared/webhook/service';
import { derivedWebhookSecret, headerValue, isValidSignature, newSecretSalt, secretFingerprint } from '../shared/webhook/signature';
import { simplifyTweet } from './x.records';
import { monitorUsernames, ruleInterval, ruleMaxResults, ruleQuery, tweetTypes } from './x.stream';

export const PLATFORM = 'X (Twitter)';
export type StreamMode = 'accounts' | 'search';

const KINDS = {
	accounts: { path: '/v1/twitter/stream/monitors', list: 'monitors', label: 'name', what: 'stream monitor' },
	search: { path: '/v1/twitter/stream/filter-rules', list: 'rules', label: 'tag', what: 'filter rule' },
} as const;

/** The trigger's fields named after the service's body fields, so one description checks both. */
export const TRIGGER_PARAMS = {
	usernames: monitorUsernames,
	filter_types: tweetTypes,
	query: ruleQuery,
	interval_seconds: ruleInterval,
	max_results_per_poll: ruleMaxResults,
} satisfies Record<string, ParamDescriptor>;

/**
 * What the trigger keeps of what it made: in the node's static data, or (for a test event) in this process. Never
 * the webhook secret: it is derived from the API key and the salt (see signature.ts), and the fingerprint tells
 * whether the service still holds the one the current key gives.
 */
export interface Subscription {
	kind: StreamMode;
	id: string;
	url: string;
	salt: string;
	fingerprint: string;
	/** Only in what versions before 0.2 saved: the secret itself, replaced at the next activation. */
	secret?: string;
}

/**
 * Test events' subscriptions by workflow node: n8n does not keep a test run's static data for its later calls, and a
 * webhook call is told the production URL even while the editor listens on the test one.
 */
const testSubscriptions = new Map<string, Subscription>();

const isTestRun = (ctx: HookContext): boolean => ctx.getMode() === 'manual';

const nodeKey = (ctx: HookContext): string => `${ctx.getWorkflow().id ?? 'unsaved'}/${ctx.getNode().id}`;

export function savedSubscription(ctx: HookContext, url: string): Subscription | undefined {
	if (isTestRun(ctx)) return testSubscriptions.get(nodeKey(ctx));
	const saved = ctx.getWorkflowStaticData('node').stream as Subscription | undefined;
	return saved && saved.url === url ? saved : undefined;
}

function saveSubscription(ctx: HookContext, subscription: Subscription | undefined): void {
	if (isTestRun(ctx)) {
		if (subscription) testSubscriptions.set(nodeKey(ctx), subscription);
		else testSubscriptions.delete(nodeKey(ctx));
		return;
	}
	const data = ctx.getWorkflowStaticData('node');
	if (subscription) data.stream = { ...subscription } as unknown as IDataObject;
	else {
		delete data.stream;
		// What versions before 0.2 kept of the deliveries.
		delete data.recentDeliveries;
	}
}

/** A delivery's scope: one workflow node, production and test apart. Also what its secret is bound to. */
const deliveryScope = (ctx: HookContext): string => `${nodeKey(ctx)}${isTestRun(ctx) ? '/test' : ''}`;

/** The webhook secret of a subscription with this salt, from the credential's API key. */
async function secretOf(ctx: HookContext, salt: string): Promise<string> {
	const { apiKey } = await serviceCredential(ctx);
	if (!apiKey) throw new NodeOperationError(ctx.getNode(), 'The "ScrapeBadger API" credential has no API key');
	return derivedWebhookSecret(apiKey, deliveryScope(ctx), salt);
}

/** A new salt, the secret it gives, and the subscription to keep once the service holds that secret. */
async function newSecret(ctx: HookContext): Promise<{ salt: string; secret: string }> {
	const salt = newSecretSalt();
	return { salt, secret: await secretOf(ctx, salt) };
}

/** Where deliveries go: this node's production or test webhook URL. */
export function webhookUrlOf(ctx: HookContext): string {
	const url = ctx.getNodeWebhookUrl('default');
	if (!url) throw new NodeOperationError(ctx.getNode(), 'n8n gave this node no webhook URL');
	return url;
}

/** The part of a name or tag that says which workflow node (and whether its test event) made it. */
export function ownerMark(ctx: HookContext): string {
	const workflowId = ctx.getWorkflow().id ?? 'unsaved';
	return `[n8n${isTestRun(ctx) ? ' test' : ''} ${workflowId}/${ctx.getNode().id}]`;
}

/** A name or tag of at most 100 characters: the node's name, recognisable in the dashboard, then the owner mark. */
function labelOf(ctx: HookContext): string {
	const mark = ownerMark(ctx);
	const room = 100 - mark.length - 1;
	const workflowName = ctx.getWorkflow().name ?? '';
	const title = `${workflowName ? `${workflowName} / ` : ''}${ctx.getNode().name}`;
	return `${title.length > room ? title.slice(0, room) : title} ${mark}`.trim();
}

const modeOf = (ctx: HookContext): StreamMode => (ctx.getNodeParameter('mode', 'accounts') === 'search' ? 'search' : 'accounts');

/** The monitor's or rule's settings as the service takes them, checked like the X node's fields. */
export function readSettings(ctx: HookContext): IDataObject {
	const node = ctx.getNode();
	const fail = (message: string) => new NodeOperationError(node, message, { description: 'Nothing was created on ScrapeBadger and no credits were used.' });
	const value = (param: ParamDescriptor) => checkParam(param, ctx.getNodeParameter(param.name, param.default ?? ''), fail);
	if (modeOf(ctx) === 'accounts') {
		const usernames = String(value(TRIGGER_PARAMS.usernames)).split(',');
		if (usernames.length > 100) throw fail(`Accounts holds ${usernames.length} usernames: one trigger watches at most 100`);
		const types = value(TRIGGER_PARAMS.filter_types);
		return { usernames, filter_types: typeof types === 'string' ? types.split(',') : null };
	}
	return {
		query: value(TRIGGER_PARAMS.query) as string,
		interval_seconds: value(TRIGGER_PARAMS.interval_seconds) as number,
		max_results_per_poll: (value(TRIGGER_PARAMS.max_results_per_poll) as number | undefined) ?? 20,
	};
}

/** Whether a service record already has these settings (a list compared as a set). */
function sameSettings(record: IDataObject, settings: IDataObject): boolean {
	return Object.entries(settings).every(([name, wanted]) => {
		const held = record[name];
		if (Array.isArray(wanted) || Array.isArray(held)) {
			const sorted = (list: unknown) => (Array.isArray(list) ? [...(list as string[])].map((entry) => entry.toLowerCase()).sort().join(',') : '');
			return sorted(held) === sorted(wanted);
		}
		return held === wanted;
	});
}

/** Everything of one kind on the service whose name or tag carries this node's mark. */
async function findOwn(ctx: HookContext, kind: StreamMode): Promise<IDataObject[]> {
	const { path, list, label } = KINDS[kind];
	const mark = ownerMark(ctx);
	const found: IDataObject[] = [];
	for (let page = 1; page <= 100; page++) {
		const { body } = await callService(ctx, { method: 'GET', path, query: { page, page_size: 100 } }, PLATFORM);
		const records = ((body as IDataObject)[list] ?? []) as IDataObject[];
		found.push(...records.filter((record) => typeof record[label] === 'string' && (record[label] as string).endsWith(mark)));
		if (records.length < 100) break;
	}
	return found;
}

const itemPath = (kind: StreamMode, id: string) => `${KINDS[kind].path}/${encodeURIComponent(id)}`;

/**
 * A paused monitor or rule of an active workflow is started again: by the service for lack of credits
 * (`insufficient_credits`), or by someone in the dashboard. Refused for lack of credits, activation fails saying so.
 */
async function ensureActive(ctx: HookContext, kind: StreamMode, record: IDataObject): Promise<void> {
	if (record.status !== 'paused') return;
	const reason = record.status_reason === 'insufficient_credits' ? 'ScrapeBadger paused it when your credits ran out' : 'it was paused';
	ctx.logger.warn(`ScrapeBadger X Stream Trigger: the ${KINDS[kind].what} ${String(record.id)} was paused (${reason}); resuming it.`);
	const { status } = await callService(ctx, { method: 'PATCH', path: itemPath(kind, String(record.id)), body: { status: 'active' }, expect: [402] }, PLATFORM);
	if (status === 402) {
		throw new NodeOperationError(ctx.getNode(), `The ${KINDS[kind].what} of this trigger is paused: your ScrapeBadger account is out of credits`, {
			description: 'ScrapeBadger pauses monitors and filter rules when the credits run out, and delivers nothing until they are resumed. Top up in the ScrapeBadger dashboard, then activate the workflow again.',
		});
	}
}

/**
 * Makes `record` (this node's monitor or rule, found by its saved ID or its mark) what the node's settings say: settings
 * changed since are applied; the webhook URL and secret are set again unless the service holds the ones the current
 * API key and the saved salt give (a new salt when there is none: lost static data, or what an older version saved);
 * one paused is resumed. What is kept then says which secret the service holds, never the secret.
 */
async function adopt(
	ctx: IHookFunctions,
	kind: StreamMode,
	record: IDataObject,
	saved: Subscription | undefined,
	url: string,
	settings: IDataObject,
): Promise<{ subscription: Subscription; record: IDataObject }> {
	const id = String(record.id);
	const changes: IDataObject = sameSettings(record, settings) ? {} : { ...settings };
	let salt = saved?.id === id && saved.kind === kind ? saved.salt : undefined;
	let secret = salt === undefined ? undefined : await secretOf(ctx, salt);
	if (record.webhook_url !== url || secret === undefined || saved?.fingerprint !== secretFingerprint(secret) || saved?.secret !== undefined) {
		({ salt, secret } = await newSecret(ctx));
		Object.assign(changes, { webhook_url: url, webhook_secret: secret });
	}
	if (Object.keys(changes).length > 0) record = (await callService(ctx, { method: 'PATCH', path: itemPath(kind, id), body: changes }, PLATFORM)).body as IDataObject;
	await ensureActive(ctx, kind, record);
	const subscription = { kind, id, url, salt: salt!, fingerprint: secretFingerprint(secret) };
	saveSubscription(ctx, subscription);
	return { subscription, record };
}

/** This node's own monitor or rule on the service, found by its mark; any more of them are deleted (they would bill for nothing). */
async function findOwnOne(ctx: IHookFunctions, kind: StreamMode): Promise<IDataObject | undefined> {
	const [own, ...extra] = await findOwn(ctx, kind);
	for (const stale of extra) await callService(ctx, { method: 'DELETE', path: itemPath(kind, String(stale.id)), expect: [404] }, PLATFORM);
	return own;
}

/**
 * checkExists: this node's monitor or rule is on the service, pointed at this webhook URL. Found by the saved ID, or
 * (static data lost) by its mark, in which case it is adopted with a new secret instead of a second one being made.
 */
export async function subscriptionExists(ctx: IHookFunctions): Promise<boolean> {
	const url = webhookUrlOf(ctx);
	const kind = modeOf(ctx);
	const settings = readSettings(ctx);
	await checkHttps(ctx, url);
	const saved = savedSubscription(ctx, url);
	let record: IDataObject | undefined;
	if (saved && saved.kind === kind) {
		const answer = await callService(ctx, { method: 'GET', path: itemPath(kind, saved.id), expect: [404] }, PLATFORM);
		if (answer.status !== 404) record = answer.body as IDataObject;
	}
	record ??= await findOwnOne(ctx, kind);
	if (!record) {
		saveSubscription(ctx, undefined);
		return false;
	}
	await adopt(ctx, kind, record, saved, url, settings);
	return true;
}

/** The service delivers over HTTPS only; n8n's plain-HTTP webhook URL works with a local Base URL (a local service or emulator). */
async function checkHttps(ctx: IHookFunctions, url: string): Promise<void> {
	if (new URL(url).protocol === 'https:') return;
	const { baseUrl } = await serviceCredential(ctx);
	if (isLocalUrl(baseUrl)) return;
	throw new NodeOperationError(ctx.getNode(), `ScrapeBadger delivers tweets to HTTPS webhook URLs only, and this n8n gives ${url}`, {
		description:
			"Set n8n's public webhook URL to an https address that reaches this n8n (the WEBHOOK_URL environment variable, e.g. https://n8n.example.com/, behind a reverse proxy or tunnel with a certificate), restart n8n and activate again. Nothing was created on ScrapeBadger and no credits were used.",
	});
}

/** What the service says a subscription costs, for n8n's log and the test event. */
async function pricing(ctx: IHookFunctions, kind: StreamMode, record: IDataObject, settings: IDataObject): Promise<IDataObject> {
	if (kind === 'accounts') {
		return {
			credits_per_account_per_day: record.credits_per_account_per_day,
			estimated_credits_per_day: record.estimated_credits_per_day,
			summary: `${String(record.estimated_credits_per_day)} credits a day (${String(record.credits_per_account_per_day)} per watched account per day), billed while the workflow is active`,
		};
	}
	const { body } = await callService(ctx, { method: 'GET', path: '/v1/twitter/stream/filter-rules-pricing' }, PLATFORM);
	const rates = body as IDataObject;
	const checksPerDay = Math.round(86_400 / Number(settings.interval_seconds));
	const empty = Number(rates.credits_per_empty_call);
	return {
		credits_per_empty_call: rates.credits_per_empty_call,
		credits_per_tweet_returned: rates.credits_per_tweet_returned,
		checks_per_day: checksPerDay,
		summary: `${String(rates.credits_per_empty_call)} credits per check that finds nothing and ${String(rates.credits_per_tweet_returned)} per tweet found; ${checksPerDay} checks a day cost at least ${Math.round(checksPerDay * empty * 100) / 100} credits a day while the workflow is active`,
	};
}

/** Pricing read when a test event's subscription was made, shown on the test event. */
const testPricing = new Map<string, IDataObject>();
const pricingOfTest = (ctx: HookContext): IDataObject | undefined => testPricing.get(nodeKey(ctx));

/**
 * create: the query checked first (the service's reason shown), then the monitor or rule pointed at the webhook URL
 * with a new secret. Idempotent, as n8n may call it twice for one node (it registers a node's webhooks again on
 * publish when its table misses one): a monitor or rule of this node already there (found by its mark, or named in a
 * 409 on a name or tag taken) is adopted, never a second one made.
 * For a test event of a monitor, the service is asked for a test delivery so an item comes at once.
 */
export async function createSubscription(ctx: IHookFunctions): Promise<boolean> {
	const url = webhookUrlOf(ctx);
	const kind = modeOf(ctx);
	const settings = readSettings(ctx);
	await checkHttps(ctx, url);
	if (kind === 'search') {
		const { body } = await callService(ctx, { method: 'POST', path: '/v1/twitter/stream/filter-rules/validate', body: { query: settings.query } }, PLATFORM);
		const verdict = body as IDataObject;
		if (verdict.valid !== true) {
			throw new NodeOperationError(ctx.getNode(), `ScrapeBadger refused the query: ${String(verdict.error ?? 'invalid query')}`, {
				description: 'Correct the Query field (X advanced-search syntax). Nothing was created on ScrapeBadger.',
			});
		}
	}
	const saved = savedSubscription(ctx, url);
	let made = await findOwnOne(ctx, kind);
	if (!made) {
		const { salt, secret } = await newSecret(ctx);
		const { path, label } = KINDS[kind];
		const body = { [label]: labelOf(ctx), ...settings, webhook_url: url, webhook_secret: secret };
		const answer = await callService(ctx, { method: 'POST', path, body, expect: [409] }, PLATFORM);
		if (answer.status !== 409) {
			const record = answer.body as IDataObject;
			saveSubscription(ctx, { kind, id: String(record.id), url, salt, fingerprint: secretFingerprint(secret) });
			await announce(ctx, kind, record, settings, `created ${KINDS[kind].what} ${String(record.id)}`, url);
			return true;
		}
		// The name or tag is taken: by a call of this node running beside this one, as it carries the node's mark.
		made = await findOwnOne(ctx, kind);
		if (!made) throw new NodeOperationError(ctx.getNode(), `ScrapeBadger answered that the ${KINDS[kind].what}'s name is taken, but lists none of this node's`, { description: 'Activate the workflow again.' });
	}
	const adopted = await adopt(ctx, kind, made, saved, url, settings);
	await announce(ctx, kind, adopted.record, settings, `this node's ${KINDS[kind].what} ${adopted.subscription.id} was already on ScrapeBadger and is used`, url);
	return true;
}

/** The price in n8n's log once a subscription is in place, and for a test event, the test delivery. */
async function announce(ctx: IHookFunctions, kind: StreamMode, record: IDataObject, settings: IDataObject, what: string, url: string): Promise<void> {
	const cost = await pricing(ctx, kind, record, settings);
	ctx.logger.info(`ScrapeBadger X Stream Trigger: ${what} for ${url}; it costs ${String(cost.summary)}.`);
	if (!isTestRun(ctx)) return;
	testPricing.set(nodeKey(ctx), cost);
	if (kind !== 'accounts') return;
	const test = await callService(ctx, { method: 'POST', path: '/v1/twitter/stream/webhooks/test', body: { monitor_id: String(record.id) }, expect: [400, 404, 422] }, PLATFORM);
	const result = test.body as IDataObject;
	if (test.status >= 400 || result.success !== true) ctx.logger.warn(`ScrapeBadger X Stream Trigger: the test delivery did not arrive (${String(result.error ?? test.status)}); a real tweet will still come through.`);
}

/** delete: what this node made is removed (an idle monitor or rule still bills); one already gone is fine. */
export async function deleteSubscription(ctx: IHookFunctions): Promise<boolean> {
	const url = webhookUrlOf(ctx);
	const saved = savedSubscription(ctx, url);
	const targets: Array<{ kind: StreamMode; id: string }> = saved ? [saved] : [];
	if (!saved) for (const kind of ['accounts', 'search'] as const) for (const own of await findOwn(ctx, kind)) targets.push({ kind, id: String(own.id) });
	for (const { kind, id } of targets) await callService(ctx, { method: 'DELETE', path: itemPath(kind, id), expect: [404] }, PLATFORM);
	saveSubscription(ctx, undefined);
	forgetDeliveries(deliveryScope(ctx), isTestRun(ctx) ? undefined : ctx.getWorkflowStaticData('node'));
	testPricing.delete(nodeKey(ctx));
	return true;
}

/**
 * The secret deliveries to this webhook are signed with, if this node made a subscription for it; with a warning in
 * n8n's log when the credential's API key changed since (the service still holds the secret the old key gave).
 */
async function secretFor(ctx: IWebhookFunctions): Promise<string | undefined> {
	const saved = savedSubscription(ctx, webhookUrlOf(ctx));
	if (!saved) return undefined;
	if (saved.secret !== undefined) return saved.secret;
	const secret = await secretOf(ctx, saved.salt);
	if (secretFingerprint(secret) !== saved.fingerprint) {
		ctx.logger.warn(
			`ScrapeBadger X Stream Trigger: a delivery to ${saved.kind === 'accounts' ? 'monitor' : 'filter rule'} ${saved.id} was refused: the API key of the "ScrapeBadger API" credential changed since the workflow was activated, and ScrapeBadger still signs with the secret the old key gave. Deactivate and activate the workflow to set the new one; ScrapeBadger retries the delivery a few times and lists it as failed in its delivery logs.`,
		);
	}
	return secret;
}

/** The service's sources spell the signature and delivery-ID headers two ways; both are read. */
const SIGNATURE_HEADERS = ['x-scrapebadger-signature', 'x-signature-256'];
const DELIVERY_ID_HEADERS = ['x-scrapebadger-delivery-id', 'x-delivery-id'];

/**
 * A delivery detected this long ago (by its signed detected_at) is late: the service retries 3 times within about a
 * minute, so it comes from a backlog at the service or a clock that disagrees. It still runs when the delivery memory
 * says it never ran (a replay of one that ran is refused by the memory, whatever its age), with a warning in n8n's log.
 */
const LATE_AFTER_MS = 10 * 60_000;

/** Answers the service itself and starts nothing. */
function answerOnly(ctx: IWebhookFunctions, status: number, body: IDataObject): IWebhookResponseData {
	ctx.getResponseObject().status(status).json(body);
	return { noWebhookResponse: true };
}

const minutesAgo = (at: number): string => `${Math.round((Date.now() - at) / 6_000) / 10} minutes`;

/** When this process loaded the trigger: a delivery detected before it may have run in the process before this one. */
const PROCESS_LOADED_AT = Date.now();

/** How far the delivery log is read for one delivery: its entries are newest first, 100 a page. */
const LOG_PAGES = 5;
const LOG_PAGE_SIZE = 100;

/**
 * Whether the service's delivery log says this webhook already answered a delivery of `tweetId` with a 2xx: asked
 * only for a delivery the memory does not know that was detected before this process started. Why: n8n (1.x) saves
 * the memory after each webhook call, whole, and two saves at the same moment can land in either order, so the last
 * delivery before a restart can be missing from what the restarted process reads. The log is the service's own
 * record, and a 2xx there is only ever this trigger's answer to a delivery it ran (or to a duplicate of one). `undefined`
 * when the log cannot be read: the delivery then runs, as it did before this check.
 */
async function answeredBefore(ctx: IWebhookFunctions, tweetId: string, author: string | undefined, at: number): Promise<boolean | undefined> {
	const saved = savedSubscription(ctx, webhookUrlOf(ctx));
	if (!saved) return undefined;
	const path = saved.kind === 'accounts' ? '/v1/twitter/stream/logs' : `${itemPath('search', saved.id)}/logs`;
	try {
		for (let page = 1; page <= LOG_PAGES; page++) {
			const query: IDataObject = { page, page_size: LOG_PAGE_SIZE, sort: 'desc', ...(saved.kind === 'accounts' ? { monitor_id: saved.id } : {}) };
			if (author !== undefined) query.author_username = author;
			const { body } = await callService(ctx, { method: 'GET', path, query }, PLATFORM);
			const logs = ((body as IDataObject | null)?.logs ?? []) as IDataObject[];
			for (const log of logs) {
				const status = log.webhook_status_code;
				if (log.tweet_id === tweetId && typeof status === 'number' && status >= 200 && status < 300) return true;
			}
			const oldest = Date.parse(String(logs.at(-1)?.detected_at ?? ''));
			// Newest first: past the delivery's own detection time (a minute's slack for clocks), it is not further on.
			if (logs.length < LOG_PAGE_SIZE || (Number.isFinite(oldest) && oldest < at - 60_000)) return false;
		}
		return false;
	} catch (error) {
		ctx.logger.warn(`ScrapeBadger X Stream Trigger: could not read the delivery log to check tweet ${tweetId} (${(error as Error).message}); it runs.`);
		return undefined;
	}
}

/**
 * webhook: one delivery, which starts the workflow with its tweet, or is answered without starting it: a bad
 * signature (401), a test delivery nobody listens for (200), one that already ran (200, duplicate), or one older than
 * what the delivery memory vouches for (409, so the service logs it as failed, and a warning in n8n's log).
 */
export async function receiveDelivery(ctx: IWebhookFunctions): Promise<IWebhookResponseData> {
	// The signature first, over the bytes as they arrived: nothing is read, stored or emitted before it holds.
	const raw = (ctx.getRequestObject() as { rawBody?: unknown }).rawBody;
	const headers = ctx.getHeaderData() as Record<string, unknown>;
	const secret = await secretFor(ctx);
	if (!Buffer.isBuffer(raw) || secret === undefined || !isValidSignature(raw, headerValue(headers, SIGNATURE_HEADERS), secret)) {
		return answerOnly(ctx, 401, { error: 'Invalid or missing signature' });
	}
	let payload: IDataObject;
	try {
		payload = JSON.parse(raw.toString('utf8')) as IDataObject;
	} catch {
		return answerOnly(ctx, 400, { error: 'The body is not JSON' });
	}
	const tweet = (payload.tweet ?? payload.tweet_data) as IDataObject | undefined;
	const isTest = payload.type === 'test' || (typeof payload.event === 'string' && payload.event.includes('test'));
	// A test delivery starts an execution only while the editor listens for a test event.
	if (isTest && !isTestRun(ctx)) return answerOnly(ctx, 200, { received: true });
	if (!tweet || typeof tweet !== 'object') return answerOnly(ctx, 200, { received: true });

	const deliveryId = headerValue(headers, DELIVERY_ID_HEADERS);
	const tweetId = typeof tweet.id === 'string' ? tweet.id : typeof payload.tweet_id === 'string' ? payload.tweet_id : undefined;
	const keys = [deliveryId && `delivery:${deliveryId}`, tweetId && `tweet:${tweetId}`].filter((key): key is string => typeof key === 'string');
	// The signed body's detected_at orders the memory; without one, the arrival time.
	const signedAt = typeof payload.detected_at === 'string' ? Date.parse(payload.detected_at) : NaN;
	const at = Number.isFinite(signedAt) ? signedAt : Date.now();
	const what = `delivery ${deliveryId ?? '(no ID)'} of tweet ${tweetId ?? '(no ID)'}`;
	if (!isTest && keys.length > 0) {
		const verdict = recordDelivery(deliveryScope(ctx), ctx.getWorkflowStaticData('node'), keys, at);
		if (verdict === 'seen') return answerOnly(ctx, 200, { received: true, duplicate: true });
		if (verdict === 'unknown') {
			ctx.logger.warn(
				`ScrapeBadger X Stream Trigger: refused ${what}, detected ${minutesAgo(at)} ago: it is older than the ${REMEMBERED_DELIVERIES} deliveries this trigger remembers, so it cannot tell whether it already ran. ScrapeBadger lists it as failed in its delivery logs (the X node's Stream operations read them).`,
			);
			return answerOnly(ctx, 409, { error: 'Delivery older than this trigger remembers; not run', delivery_id: deliveryId ?? null, tweet_id: tweetId ?? null });
		}
		if (at < PROCESS_LOADED_AT && tweetId !== undefined) {
			const author = [payload.author_username, tweet.username, (tweet.author as IDataObject | undefined)?.username].find((name): name is string => typeof name === 'string' && name !== '');
			if ((await answeredBefore(ctx, tweetId, author, at)) === true) {
				ctx.logger.info(`ScrapeBadger X Stream Trigger: ${what} was answered before this n8n process started, by ScrapeBadger's delivery log; not run again.`);
				return answerOnly(ctx, 200, { received: true, duplicate: true });
			}
		}
		if (Math.abs(Date.now() - at) > LATE_AFTER_MS) {
			ctx.logger.warn(`ScrapeBadger X Stream Trigger: ${what} was detected ${minutesAgo(at)} ago (a backlog at ScrapeBadger, or clocks that disagree); it never ran here, so it runs now.`);
		}
	}

	const simplify = ctx.getNodeParameter('simplify', false) === true;
	const delivery: IDataObject = {
		type: isTest ? 'test' : 'tweet',
		delivery_id: deliveryId ?? null,
		monitor_id: payload.monitor_id ?? null,
		rule_id: payload.rule_id ?? null,
		rule_tag: payload.rule_tag ?? null,
		detected_at: payload.detected_at ?? null,
	};
	if (isTest) delivery.pricing = pricingOfTest(ctx) ?? null;
	const json = simplify ? simplifyTweet(tweet) : { ...tweet, delivery };
	// Answered here, before n8n creates the execution, and not by n8n after it (n8n 2.x's way for responseMode
	// onReceived): n8n saves the static data a webhook call changed when the call's answer is sent, and 2.x, which
	// builds the execution first, would find it marked unchanged by then, so the delivery memory would never be saved.
	ctx.getResponseObject().status(200).json({ received: true });
	return { noWebhookResponse: true, workflowData: [[{ json }]] };
}
