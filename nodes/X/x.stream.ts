/**
 * ScrapeBadger's X stream, shared by the X node's Stream resources (resources/streamMonitor.ts, filterRule.ts and
 * streamWebhook.ts) and the X Stream Trigger: the parameters of monitors (accounts watched) and filter rules (a search
 * run on the service's clock), their limits as the OpenAPI states them, and the price assumption for managing them.
 */
import type { IdListParam, MultiOptionsParam, NumberParam, OptionsParam, Paging, ParamDescriptor, StringParam } from '../shared/descriptor';
import { stripAt, USERNAME, usernameFromUrl } from './x.urls';

/** The most accounts one monitor watches (StreamMonitorCreate.usernames: 1 to 100). */
export const MONITOR_MAX_ACCOUNTS = 100;

/**
 * Managing monitors and rules: the credit table prices none of these calls (monitors bill per account per day, rules
 * per check), so the Credit Budget assumes X's rule for every endpoint (1 per request plus 1 per record) and counts
 * what the service reports in X-Credits-Used.
 */
export const STREAM_COSTS = { credits: 1, creditsPerRecord: 1, creditsAssumed: true } as const;

/** Ends the notice of creating a monitor or a rule, after what the watching bills: the managing itself is not priced. */
export const STREAM_CHARGE_NOTE = 'Managing costs no credits of its own that the documents state; the watching bills';

/** The stream's lists: `page` and `page_size` (1-100) in, `total` out. */
export const STREAM_PAGING: Paging = {
	kind: 'page',
	param: 'page',
	totalRecordsPath: 'total',
	pageSize: { param: 'page_size', min: 1, max: 100 },
};

/** IDs of monitors, rules and log entries, as the service returns them. */
const STREAM_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function streamIdParam(name: string, displayName: string, what: string, location: 'path' | 'query' | 'body' = 'path'): StringParam {
	return {
		displayName,
		name,
		in: location,
		type: 'string',
		required: location !== 'query',
		default: '',
		description: `The ${what}'s ID, as List or Create returns it (letters, digits, - and _), e.g. 7f3c2a9e-1b4d-4c8a-9e21-5d0f6b7a8c90`,
		placeholder: '7f3c2a9e-1b4d-4c8a-9e21-5d0f6b7a8c90',
		pattern: { regex: STREAM_ID, form: `a ${what} ID as List or Create returns it (letters, digits, - and _)` },
		maxLength: 64,
	};
}

/** A monitor's ID in a path (a monitor's webhook has its monitor's ID). */
export const monitorId = streamIdParam('monitor_id', 'Monitor ID', 'monitor');

/** An optional copy of a required field, for an update that changes only what is given. */
export const optional = <T extends ParamDescriptor>(param: T): T => ({ ...param, required: false });

export const monitorUsernames: IdListParam = {
	displayName: 'Accounts',
	name: 'usernames',
	in: 'body',
	type: 'idList',
	default: '',
	required: true,
	description:
		'The accounts to watch, 1 to 100: usernames (jack or @jack) or profile URLs, separated by commas or new lines, or an array from an expression. Each account is billed per day.',
	placeholder: 'openskies, @marta_codes, https://x.com/kofi_builds',
	id: { regex: USERNAME, form: 'usernames such as jack or @jack', normalize: stripAt },
	url: { form: 'profile URLs such as https://x.com/jack', extract: usernameFromUrl },
};

export const TWEET_TYPES = [
	{ value: 'original', name: 'Original', description: 'Tweets the account writes itself' },
	{ value: 'reply', name: 'Reply', description: 'Replies to other tweets' },
	{ value: 'retweet', name: 'Retweet', description: 'Retweets of other tweets' },
	{ value: 'quote', name: 'Quote', description: 'Quote tweets' },
];

export const tweetTypes: MultiOptionsParam = {
	displayName: 'Tweet Types',
	name: 'filter_types',
	in: 'body',
	type: 'multiOptions',
	options: TWEET_TYPES,
	default: [],
	topLevel: true,
	description: 'Only these kinds of tweet are delivered. None chosen: every kind.',
};

export const monitorName: StringParam = {
	displayName: 'Name',
	name: 'name',
	in: 'body',
	type: 'string',
	required: true,
	default: '',
	description: 'A name for the monitor, unique for your API key (1 to 100 characters), e.g. "Competitor accounts"',
	placeholder: 'Competitor accounts',
	maxLength: 100,
};

export const ruleTag: StringParam = {
	displayName: 'Tag',
	name: 'tag',
	in: 'body',
	type: 'string',
	required: true,
	default: '',
	description: 'A name for the rule, unique for your API key (1 to 100 characters), e.g. "brand-mentions"',
	placeholder: 'brand-mentions',
	maxLength: 100,
};

export const ruleQuery: StringParam = {
	displayName: 'Query',
	name: 'query',
	in: 'body',
	type: 'string',
	required: true,
	default: '',
	description:
		'An X advanced-search query (up to 1024 characters): words, "exact phrases", OR, -excluded, from:user, #tags, lang:en, e.g. "scrapebadger OR from:scrapebadger -is:retweet"',
	placeholder: 'scrapebadger OR from:scrapebadger',
	maxLength: 1024,
};

export const ruleInterval: NumberParam = {
	displayName: 'Check Interval (Seconds)',
	name: 'interval_seconds',
	in: 'body',
	type: 'number',
	required: true,
	default: 60,
	min: 0.1,
	max: 86400,
	description: 'How often the service runs the query, in seconds (0.1 to 86400). Each check is billed, also when it finds nothing.',
};

export const ruleMaxResults: NumberParam = {
	displayName: 'Max Results per Check',
	name: 'max_results_per_poll',
	in: 'body',
	type: 'integer',
	default: 20,
	min: 1,
	max: 100,
	description: 'The most tweets one check delivers (1 to 100, default 20). Each tweet returned is billed.',
};

export const webhookUrl: StringParam = {
	displayName: 'Webhook URL',
	name: 'webhook_url',
	in: 'body',
	type: 'string',
	default: '',
	topLevel: true,
	description: 'The HTTPS address each new tweet is POSTed to, e.g. the production URL of an n8n Webhook node',
	placeholder: 'https://n8n.example.com/webhook/x-stream',
	pattern: { regex: /^[Hh][Tt][Tt][Pp][Ss]?:\/\/\S+$/, form: 'an http(s) URL such as https://n8n.example.com/webhook/x-stream' },
	maxLength: 2048,
};

/**
 * A text the service keeps and never gives back (a webhook secret): a password field (fields.ts gives it
 * typeOptions.password), never output.
 */
const secretParam = (param: Omit<StringParam, 'type' | 'password'>): StringParam => ({ ...param, type: 'string', password: true });

export const webhookSecret = secretParam({
	displayName: 'Webhook Secret',
	name: 'webhook_secret',
	in: 'body',
	default: '',
	topLevel: true,
	description:
		'The key the service signs each delivery with (HMAC-SHA256 of the body, sent as sha256= and the hex digest), up to 128 characters. Keep it to verify deliveries; it is never shown again.',
	maxLength: 128,
});

/** Active or paused, for the lists' status filter (the service's two states). */
export const statusFilter: OptionsParam = {
	displayName: 'Status',
	name: 'status',
	in: 'query',
	type: 'options',
	filter: true,
	default: 'active',
	options: [
		{ value: 'active', name: 'Active' },
		{ value: 'paused', name: 'Paused', description: 'Paused by you, or by the service when credits ran out' },
	],
	description: 'Only those in this state',
};

/** The filters of a list of tweet deliveries (a monitor's or a filter rule's). */
export const deliveryFilters: ParamDescriptor[] = [
	{
		displayName: 'Author',
		name: 'author_username',
		in: 'query',
		type: 'string',
		default: '',
		filter: true,
		description: 'Only deliveries of tweets by this username, e.g. jack',
		pattern: { regex: USERNAME, form: 'a username such as jack (1 to 15 letters, digits or underscores)' },
	},
	{
		displayName: 'Delivery Status',
		name: 'delivery_status',
		in: 'query',
		type: 'options',
		filter: true,
		default: 'delivered',
		options: [
			{ value: 'delivered', name: 'Delivered', description: 'Your endpoint answered 2xx' },
			{ value: 'failed', name: 'Failed', description: 'Every attempt failed' },
		],
		description: 'Only deliveries that ended this way',
	},
	{
		displayName: 'Order',
		name: 'sort',
		in: 'query',
		type: 'options',
		default: 'desc',
		options: [
			{ value: 'desc', name: 'Newest First' },
			{ value: 'asc', name: 'Oldest First' },
		],
		description: 'Order of the deliveries',
	},
];
