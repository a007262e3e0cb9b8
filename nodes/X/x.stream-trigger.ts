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
import { seenBefore } from '../shared/webhook/replays';
import type { HookContext } from '../shared/webhook/service';
import { callService, isLocalUrl, serviceCredential } from '../shared/webhook/service';
import { headerValue, isValidSignature, newWebhookSecret } from '../shared/webhook/signature';
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

/** What the trigger keeps of what it made: in the node's static data, or (for a test event) in this process. */
export interface Subscription {
	kind: StreamMode;
	id: string;
	secret: string;
	url: string;
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
	if (subscription) data.stream = subscription as unknown as IDataObject;
	else {
		delete data.stream;
		delete data.recentDeliveries;
	}
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
 * checkExists: this node's monitor or rule is on the service, pointed at this webhook URL. Found by the saved ID, or
 * (static data lost) by its mark, in which case it is adopted with a new secret instead of a second one being made.
 * Settings changed since are applied; one paused is resumed.
 */
export async function subscriptionExists(ctx: IHookFunctions): Promise<boolean> {
	const url = webhookUrlOf(ctx);
	const kind = modeOf(ctx);
	const settings = readSettings(ctx);
	await checkHttps(ctx, url);
	const saved = savedSubscription(ctx, url);
	let record: IDataObject | undefined;
	let secret = saved?.secret;
	if (saved && saved.kind === kind) {
		const answer = await callService(ctx, { method: 'GET', path: itemPath(kind, saved.id), expect: [404] }, PLATFORM);
		if (answer.status !== 404) record = answer.body as IDataObject;
	}
	if (!record) {
		const [own, ...extra] = await findOwn(ctx, kind);
		// More than one of ours (never made so here): the rest would bill for nothing.
		for (const stale of extra) await callService(ctx, { method: 'DELETE', path: itemPath(kind, String(stale.id)), expect: [404] }, PLATFORM);
		if (!own) {
			saveSubscription(ctx, undefined);
			return false;
		}
		record = own;
		secret = undefined;
	}
	const id = String(record.id);
	const changes: IDataObject = sameSettings(record, settings) ? {} : { ...settings };
	if (record.webhook_url !== url || secret === undefined) {
		secret = newWebhookSecret();
		Object.assign(changes, { webhook_url: url, webhook_secret: secret });
	}
	if (Object.keys(changes).length > 0) record = (await callService(ctx, { method: 'PATCH', path: itemPath(kind, id), body: changes }, PLATFORM)).body as IDataObject;
	await ensureActive(ctx, kind, record);
	saveSubscription(ctx, { kind, id, secret, url });
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
 * with a new secret. A 409 means a leftover of this node holds the name: it is removed and the creation made again.
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
	const secret = newWebhookSecret();
	const { path, label } = KINDS[kind];
	const body = { [label]: labelOf(ctx), ...settings, webhook_url: url, webhook_secret: secret };
	let answer = await callService(ctx, { method: 'POST', path, body, expect: [409] }, PLATFORM);
	if (answer.status === 409) {
		for (const leftover of await findOwn(ctx, kind)) await callService(ctx, { method: 'DELETE', path: itemPath(kind, String(leftover.id)), expect: [404] }, PLATFORM);
		answer = await callService(ctx, { method: 'POST', path, body }, PLATFORM);
	}
	const record = answer.body as IDataObject;
	const id = String(record.id);
	saveSubscription(ctx, { kind, id, secret, url });
	const cost = await pricing(ctx, kind, record, settings);
	ctx.logger.info(`ScrapeBadger X Stream Trigger: created ${KINDS[kind].what} ${id} for ${url}; it costs ${String(cost.summary)}.`);
	if (isTestRun(ctx)) {
		testPricing.set(nodeKey(ctx), cost);
		if (kind === 'accounts') {
			const test = await callService(ctx, { method: 'POST', path: '/v1/twitter/stream/webhooks/test', body: { monitor_id: id }, expect: [400, 404, 422] }, PLATFORM);
			const result = test.body as IDataObject;
			if (test.status >= 400 || result.success !== true) ctx.logger.warn(`ScrapeBadger X Stream Trigger: the test delivery did not arrive (${String(result.error ?? test.status)}); a real tweet will still come through.`);
		}
	}
	return true;
}

/** delete: what this node made is removed (an idle monitor or rule still bills); one already gone is fine. */
export async function deleteSubscription(ctx: IHookFunctions): Promise<boolean> {
	const url = webhookUrlOf(ctx);
	const saved = savedSubscription(ctx, url);
	const targets: Array<{ kind: StreamMode; id: string }> = saved ? [saved] : [];
	if (!saved) for (const kind of ['accounts', 'search'] as const) for (const own of await findOwn(ctx, kind)) targets.push({ kind, id: String(own.id) });
	for (const { kind, id } of targets) await callService(ctx, { method: 'DELETE', path: itemPath(kind, id), expect: [404] }, PLATFORM);
	saveSubscription(ctx, undefined);
	testPricing.delete(nodeKey(ctx));
	return true;
}

/** The secret deliveries to this webhook are signed with, if this node made a subscription for it. */
function secretFor(ctx: IWebhookFunctions): string | undefined {
	return savedSubscription(ctx, webhookUrlOf(ctx))?.secret;
}

/** A delivery's scope for deduplication: one workflow node, production and test apart. */
const deliveryScope = (ctx: HookContext): string => `${nodeKey(ctx)}${isTestRun(ctx) ? '/test' : ''}`;

/** The service's sources spell the signature and delivery-ID headers two ways; both are read. */
const SIGNATURE_HEADERS = ['x-scrapebadger-signature', 'x-signature-256'];
const DELIVERY_ID_HEADERS = ['x-scrapebadger-delivery-id', 'x-delivery-id'];

/**
 * How old (by its signed detected_at) a delivery may be: the service retries 3 times with backoff within about a
 * minute (10 s per attempt), so anything older is a replay; generous, for clocks that disagree.
 */
const STALE_AFTER_MS = 10 * 60_000;

/** Answers the service itself and starts nothing. */
function answerOnly(ctx: IWebhookFunctions, status: number, body: IDataObject): IWebhookResponseData {
	ctx.getResponseObject().status(status).json(body);
	return { noWebhookResponse: true };
}

/**
 * webhook: one delivery, which starts the workflow with its tweet, or is answered without starting it (a bad
 * signature, a test delivery nobody listens for, a replay or a duplicate).
 */
export async function receiveDelivery(ctx: IWebhookFunctions): Promise<IWebhookResponseData> {
	// The signature first, over the bytes as they arrived: nothing is read, stored or emitted before it holds.
	const raw = (ctx.getRequestObject() as { rawBody?: unknown }).rawBody;
	const headers = ctx.getHeaderData() as Record<string, unknown>;
	const secret = secretFor(ctx);
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

	// The service signs no timestamp header, but the signed body carries detected_at: a delivery detected long ago
	// is a replay (the service's retries end within a minute), answered and not run.
	const detectedAt = typeof payload.detected_at === 'string' ? Date.parse(payload.detected_at) : NaN;
	if (!isTest && Number.isFinite(detectedAt) && Math.abs(Date.now() - detectedAt) > STALE_AFTER_MS) {
		return answerOnly(ctx, 200, { received: true, stale: true });
	}
	const deliveryId = headerValue(headers, DELIVERY_ID_HEADERS);
	const tweetId = typeof tweet.id === 'string' ? tweet.id : typeof payload.tweet_id === 'string' ? payload.tweet_id : undefined;
	const keys = [deliveryId && `delivery:${deliveryId}`, tweetId && `tweet:${tweetId}`].filter((key): key is string => typeof key === 'string');
	if (!isTest && seenBefore(deliveryScope(ctx), ctx.getWorkflowStaticData('node'), keys)) return answerOnly(ctx, 200, { received: true, duplicate: true });

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
	return { workflowData: [[{ json }]] };
}
