import type {
	IDataObject,
	IHookFunctions,
	INodeType,
	INodeTypeDescription,
	IWebhookFunctions,
	IWebhookResponseData,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { paramField } from '../shared/fields';
import { seenBefore } from '../shared/webhook/replays';
import { headerValue, isValidSignature } from '../shared/webhook/signature';
import { simplifyTweet } from './x.records';
import {
	createSubscription,
	deleteSubscription,
	deliveryScope,
	isTestRun,
	pricingOfTest,
	secretFor,
	subscriptionExists,
	TRIGGER_PARAMS,
} from './x.stream-trigger';

/** The service's sources spell the signature and delivery-ID headers two ways; both are read. */
const SIGNATURE_HEADERS = ['x-scrapebadger-signature', 'x-signature-256'];
const DELIVERY_ID_HEADERS = ['x-scrapebadger-delivery-id', 'x-delivery-id'];

/**
 * How old (by its signed detected_at) a delivery may be: the service retries 3 times with backoff within about a
 * minute (10 s per attempt), so anything older is a replay; generous, for clocks that disagree.
 */
const STALE_AFTER_MS = 10 * 60_000;

const accounts = { show: { mode: ['accounts'] } };
const search = { show: { mode: ['search'] } };

/** Answers the service itself and starts nothing. */
function answerOnly(ctx: IWebhookFunctions, status: number, body: IDataObject): IWebhookResponseData {
	ctx.getResponseObject().status(status).json(body);
	return { noWebhookResponse: true };
}

export class ScrapeBadgerXStreamTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'ScrapeBadger X Stream Trigger',
		name: 'scrapeBadgerXStreamTrigger',
		icon: { light: 'file:x.svg', dark: 'file:x.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["mode"] === "search" ? "Search: " + $parameter["query"] : "Accounts"}}',
		description:
			"Starts the workflow the moment ScrapeBadger's X stream finds a new tweet of the accounts you watch or matching your search: the service does the watching and pushes each tweet to this node's webhook",
		defaults: { name: 'ScrapeBadger X Stream Trigger' },
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }],
		webhooks: [{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'x-stream' }],
		properties: [
			{
				displayName:
					'Billed by ScrapeBadger while the workflow is active, also when no tweet comes. Accounts: each watched account per day (n8n\'s log shows the daily price when the workflow is activated). Search: every check, per check that finds nothing and per tweet found, so a shorter interval costs more. Deactivating the workflow deletes the monitor or rule and stops the billing. n8n\'s webhook URL must be HTTPS.',
				name: 'costNotice',
				type: 'notice',
				default: '',
			},
			{
				displayName: 'Watch',
				name: 'mode',
				type: 'options',
				noDataExpression: true,
				options: [
					{ name: 'Accounts', value: 'accounts', description: 'New tweets of up to 100 accounts (a stream monitor): about instant' },
					{ name: 'Search', value: 'search', description: 'New tweets matching an X search, checked at the interval you set (a filter rule)' },
				],
				default: 'accounts',
			},
			{ ...paramField({ ...TRIGGER_PARAMS.usernames, displayName: 'Accounts' }), displayOptions: accounts },
			{ ...paramField(TRIGGER_PARAMS.filter_types), displayOptions: accounts },
			{ ...paramField(TRIGGER_PARAMS.query), displayOptions: search },
			{ ...paramField(TRIGGER_PARAMS.interval_seconds), displayOptions: search },
			{ ...paramField(TRIGGER_PARAMS.max_results_per_poll), displayOptions: search },
			{
				displayName: 'Simplify',
				name: 'simplify',
				type: 'boolean',
				default: false,
				description: 'Whether to return the flat tweet the X node gives with Simplify instead of the full tweet with its delivery details',
			},
		],
	};

	webhookMethods = {
		default: {
			async checkExists(this: IHookFunctions): Promise<boolean> {
				return await subscriptionExists(this);
			},
			async create(this: IHookFunctions): Promise<boolean> {
				return await createSubscription(this);
			},
			async delete(this: IHookFunctions): Promise<boolean> {
				return await deleteSubscription(this);
			},
		},
	};

	async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
		// The signature first, over the bytes as they arrived: nothing is read, stored or emitted before it holds.
		const raw = (this.getRequestObject() as { rawBody?: unknown }).rawBody;
		const headers = this.getHeaderData() as Record<string, unknown>;
		const secret = secretFor(this);
		if (!Buffer.isBuffer(raw) || secret === undefined || !isValidSignature(raw, headerValue(headers, SIGNATURE_HEADERS), secret)) {
			return answerOnly(this, 401, { error: 'Invalid or missing signature' });
		}
		let payload: IDataObject;
		try {
			payload = JSON.parse(raw.toString('utf8')) as IDataObject;
		} catch {
			return answerOnly(this, 400, { error: 'The body is not JSON' });
		}
		const tweet = (payload.tweet ?? payload.tweet_data) as IDataObject | undefined;
		const isTest = payload.type === 'test' || (typeof payload.event === 'string' && payload.event.includes('test'));
		// A test delivery starts an execution only while the editor listens for a test event.
		if (isTest && !isTestRun(this)) return answerOnly(this, 200, { received: true });
		if (!tweet || typeof tweet !== 'object') return answerOnly(this, 200, { received: true });

		// The service signs no timestamp header, but the signed body carries detected_at: a delivery detected long ago
		// is a replay (the service's retries end within a minute), answered and not run.
		const detectedAt = typeof payload.detected_at === 'string' ? Date.parse(payload.detected_at) : NaN;
		if (!isTest && Number.isFinite(detectedAt) && Math.abs(Date.now() - detectedAt) > STALE_AFTER_MS) {
			return answerOnly(this, 200, { received: true, stale: true });
		}
		const deliveryId = headerValue(headers, DELIVERY_ID_HEADERS);
		const tweetId = typeof tweet.id === 'string' ? tweet.id : typeof payload.tweet_id === 'string' ? payload.tweet_id : undefined;
		const keys = [deliveryId && `delivery:${deliveryId}`, tweetId && `tweet:${tweetId}`].filter((key): key is string => typeof key === 'string');
		if (!isTest && seenBefore(deliveryScope(this), this.getWorkflowStaticData('node'), keys)) return answerOnly(this, 200, { received: true, duplicate: true });

		const simplify = this.getNodeParameter('simplify', false) === true;
		const delivery: IDataObject = {
			type: isTest ? 'test' : 'tweet',
			delivery_id: deliveryId ?? null,
			monitor_id: payload.monitor_id ?? null,
			rule_id: payload.rule_id ?? null,
			rule_tag: payload.rule_tag ?? null,
			detected_at: payload.detected_at ?? null,
		};
		if (isTest) delivery.pricing = pricingOfTest(this) ?? null;
		const json = simplify ? simplifyTweet(tweet) : { ...tweet, delivery };
		return { workflowData: [[{ json }]] };
	}
}
