/**
 * The nodes as an AI Agent's tools, end to end: in a real n8n, an AI Agent with the "OpenAI Chat Model" sub-node
 * pointed at a loopback OpenAI stand-in (lib/openai-stub.mjs) and our nodes' Tool variants connected as tools, each
 * with only its resource and operation set, as a user gets a tool added from the Tools panel. The stand-in's model is
 * a script: it calls every tool it is offered with sample values (for the properties its schema has; `{}` for an
 * empty schema), then, in a separate run, a tool with an ID in a wrong form and one with an ID the emulator does not
 * know, then answers. What n8n sent the model is checked, per n8n line:
 *
 *   (a) every tool's description is written for the model (longer than n8n's automatic "<action> in <node name>",
 *       saying what a call costs), its schema has the operation's required inputs, and every property a description;
 *   (b) what each default call gives the model (the tool message) is at most 20,000 characters, and nothing the model
 *       gets exceeds 50,000; every default call gives data, not an error;
 *   (c) the failing calls come back to the model as tool results stating the error and what to do, and the run
 *       succeeds, with no On Error setting on the tool nodes;
 *   (d) the API key is nowhere in what the model receives, nor in n8n's output;
 *   (e) every paged tool's "more"/"next" is true to the list: the model follows each "next" it is given (a second turn)
 *       and gets records it had not had; where a result says there is no more, the emulator itself, asked directly
 *       for the page after it (the next page number, or the same request's token), has none.
 *
 * Every operation of every node is a tool: one agent run per platform (each under OpenAI's 128 tools a request),
 * and one run for the failing calls.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';

import { N8nInstance } from './lib/instance.mjs';
import { takeShare } from './lib/line-share.mjs';
import { STUB_MODEL, messageText, startOpenAiStub } from './lib/openai-stub.mjs';
import { EXAMPLE_CREDENTIAL, PACKAGE, PACKAGE_JSON, ROOT } from './lib/package.mjs';

/** What a default call may give the model, and what no tool result may pass. */
export const RESULT_CAP = 20_000;
export const RESULT_LIMIT = 50_000;
/** OpenAI refuses function names longer than this. */
const TOOL_NAME_LIMIT = 64;

const OPENAI_CREDENTIAL = { id: 'sbAgentOpenAi001', name: 'OpenAI (loopback stub)' };
/** Not a secret: the stub accepts anything. */
const OPENAI_KEY = 'sk-loopback-stub-not-a-secret';

/**
 * Sample values that exist in the emulator's seeded fixtures (from examples/ and test/nodes), by the schema property's
 * name, which is the API parameter's wire name. The most specific key wins: `<platform>.<resource>.<operation>.<name>`,
 * then `<platform>.<name>`, then `<name>`. A property without a sample gets its schema default, else a blank of its type.
 */
export const SAMPLES = {
	// Resume parameters: blank or 1 is the first page.
	page: 1,
	cursor: '',
	after: '',
	continuation: '',
	skip: 0,

	'amazon.query': 'air fryer',
	'amazon.keyword.autocomplete.query': 'air',
	'amazon.asin': 'B08N5WRWNW',
	'amazon.node': '289913',
	'amazon.seller_id': 'A1HARBORHOME42',

	'ebay.query': 'switch oled',
	'ebay.keyword.autocomplete.query': 'ninten',
	'ebay.item_id': '334800000873',
	'ebay.username': 'topgames_us',
	'ebay.category_id': '139973',

	'leboncoin.text': 'vélo électrique',
	'leboncoin.list_id': '2845000000',
	'leboncoin.user_id': '0c6e2b7d-3f1a-4c5e-8b9d-2a3b4c5d6e7f',
	'leboncoin.q': 'Lyon',

	'vinted.query': 'nike',
	'vinted.item_id': '9400000000',
	'vinted.user_id': '20298345',
	'vinted.keyword': 'nike',

	'depop.query': 'nike air max',
	'depop.product_id': 'seller123-nike-air-max-90-uk-9',
	'depop.username': 'seller123',

	'chatgpt.prompt': 'Which web scraping APIs lead in 2026?',
	'chatgpt.brand': 'ScrapeBadger',
	'gemini.prompt': 'Which web scraping APIs lead in 2026?',
	'gemini.brand': 'ScrapeBadger',
	'perplexity.prompt': 'Which web scraping APIs lead in 2026?',
	'perplexity.brand': 'ScrapeBadger',

	'realtor.location': 'Austin, TX',
	'realtor.property_id': '3000000000',
	'realtor.query': 'austi',

	'redfin.location': 'Seattle, WA',
	'redfin.property_id': '10000000',
	'redfin.agent_id': '40211',
	'redfin.query': 'seatt',

	'linkedin.keywords': 'software engineer',
	'linkedin.job_id': '3801000000',
	'linkedin.company.get.universal_name': 'microsoft',
	'linkedin.school.get.universal_name': 'stanford-university',
	'linkedin.company_id': '1035',
	'linkedin.public_id': 'ada-lovelace-badger',
	'linkedin.post_slug': 'activity-7212345678901234567',
	'linkedin.article_slug': 'the-future-of-cloud-ada-badger',
	'linkedin.course_slug': 'learning-python',
	'linkedin.suggestion.get.query': 'London',

	'walmart.query': 'laptop',
	'walmart.product.autocomplete.query': 'lapt',
	'walmart.seller.getProducts.query': 'camera',
	'walmart.item_id': '5689919121',
	'walmart.path': 'electronics/3944',
	'walmart.seller_id': '6907',
	'walmart.store_id': '100',
	'googleplay.app_id': 'com.badgerworks.chatter0',
	'googleplay.query': 'photo editor',
	'googleplay.developer': '7300112233445566001',
	'googleplay.category_id': 'GAME_PUZZLE',
	'appstore.app_id': '1600000000',
	'appstore.query': 'ledger',
	'appstore.artist_id': '1500000001',
	'airbnb.location': 'Lisbon, Portugal',
	'airbnb.experience.search.location': 'Rome, Italy',
	'airbnb.room_id': '48291736',
	'airbnb.experience_id': '1847362',
	'booking.location': 'Rome, Italy',
	'booking.slug': 'radisson-collection-roma-antica',
	'booking.country_code': 'it',
	'booking.checkin': '2026-09-12',
	'booking.checkout': '2026-09-15',
	'booking.destination.search.query': 'amsterd',
	'loopnet.location': 'Houston, TX',
	'loopnet.listing_id': '31000000',
	'loopnet.broker_id': 'w7x2k9d',
	'loopnet.slug': 'john-smith',
	'apartments.location': 'kansas-city-mo',
	'apartments.property_id': 'https://www.apartments.com/urbane-kansas-city-mo/va39y3g/',

	'immobiliare.location': 'Milano',
	'immobiliare.query': 'Milano',
	'immobiliare.listing_id': '121584766',
	'immobiliare.agency_id': '41235',
	'immobiliare.region_id': '10',

	'idealista.location': '0-EU-ES-28-07-001-079',
	'idealista.query': 'madrid',
	'idealista.property_code': '104400000',
	'idealista.short_name': 'inmobiliaria-centro-madrid',
	'idealista.phone': '912345678',

	'bing.query': 'coffee machine',
	'yahoo.query': 'coffee machine',
	'duckduckgo.query': 'web scraping',

	'yandex.query': 'coffee machine',
	'yandex.image_url': 'https://example.com/photo.jpg',

	'baidu.query': '咖啡机',

	'tiktok.username': 'scrapebadger',
	'tiktok.video_id': '7430000000000000000',
	'tiktok.comment_id': '7431000000000000000',
	'tiktok.name': 'sourdough',
	'tiktok.music_id': '7300000000000000001',
	'tiktok.query': 'sourdough starter',
	'tiktok.ads.searchAdvertisers.query': 'badger',
	'tiktok.ad_id': '172000000000000',
	'tiktok.url': 'https://www.tiktok.com/@scrapebadger/video/7430000000000000000',

	'facebook.identifier': 'NASA',
	'facebook.profile.get.identifier': 'jordan.okafor',
	'facebook.profile.getPosts.identifier': 'jordan.okafor',
	'facebook.group_id': '1503289913',
	'facebook.post_id': '1094832771620487',
	'facebook.marketplace.search.query': 'macbook pro',
	'facebook.location': 'nyc',
	'facebook.category': 'vehicles',
	'facebook.item_id': '1284419203847561',
	'facebook.adLibrary.searchAds.query': 'Nike',
	'facebook.adLibrary.searchPages.query': 'Nike',
	'facebook.ad_archive_id': '1284772093418206',
	'facebook.page_id': '15087023444',

	'google.q': 'espresso machine',
	'google.maps.search.q': 'coffee shops in san francisco',
	'google.data_id': '0x89c259a61c75684f:0x79d31adb123348d2',
	'google.barcode': '0711719541028',
	'google.product_id': '00000000014392075',
	'google.mauthors': 'coffee researcher',
	'google.author_id': 'JicYPdAAAAAJ',
	'google.scholar.getCitation.q': 'FDc6HiktlqEJ',
	'google.patent_id': 'US10000000B2',
	'google.finance.getQuote.q': 'AAPL:NASDAQ',
	'google.departure_id': 'JFK',
	'google.arrival_id': 'LHR',
	'google.outbound_date': '2026-07-01',
	'google.outbound_date_from': '2026-07-01',
	'google.outbound_date_to': '2026-07-14',
	'google.check_in': '2026-07-01',
	'google.check_out': '2026-07-03',
	'google.property_token': 'ChYIq6SB9bjU4oW6ARoJL20vMGJ6dDlyEAE',
	'google.url': 'https://example.com/espresso.jpg',

	'instagram.username': 'badgerbakery',
	'instagram.code': 'CbadgerPoAD',
	'instagram.tag': 'sourdough',
	'instagram.location_pk': '213385402',
	'instagram.audio_id': '1234567890123456',
	'instagram.query': 'sourdough',
	'instagram.search.top.query': 'levain',
	'instagram.search.users.query': 'crumb',

	'reddit.subreddit': 'programming',
	'reddit.subreddit.getWikiPages.subreddit': 'science',
	'reddit.subreddit.getWikiPage.subreddit': 'science',
	'reddit.subreddit.getWikiPage.page': 'index',
	'reddit.subreddit.search.q': 'beginners welcome',
	'reddit.post.search.q': 'younger self',
	'reddit.user.search.q': 'baker',
	'reddit.post_id': '1j5elf0',
	'reddit.post.getDuplicates.post_id': '1j5a0s1',
	'reddit.username': 'quiet_cartographer',
	'reddit.domain': 'medium.com',

	// Stream tools (Stream Monitor, Stream Filter Rule, Stream Webhook): what a Create sends; the IDs the others need
	// are those of the stream state seeded before the X run (see STREAM_SEED), set in SAMPLES then.
	'x.name': 'Agent launch watch',
	'x.tag': 'agent-balloons',
	'x.streamMonitor.create.usernames': 'openskies',
	'x.filterRule.validate.query': 'balloon OR kite',
	'x.filterRule.create.query': 'balloon OR kite',
	'x.interval_seconds': 3600,
	'x.webhook_url': 'http://127.0.0.1:9/agent-stream',
	'x.webhook_secret': 'agent-secret-not-a-secret',
	'x.url': 'http://127.0.0.1:9/agent-stream',
	'x.secret': 'agent-secret-not-a-secret',
	'x.tweet_id': '1790000000000000001',
	'x.tweet.getEditHistory.tweet_id': '1790000000000005003',
	'x.tweet.getCommunityNotes.tweet_id': '1790000000000005100',
	'x.article_id': '1795000000000000001',
	'x.tweets': '1790000000000000001,1790000000000000002,1790000000000000003',
	'x.query': 'balloon',
	'x.query_type': 'Latest',
	'x.user.search.query': 'weather',
	'x.list.searchTweets.query': 'open source',
	'x.community.search.query': 'photos',
	'x.place.search.query': 'Paris',
	'x.username': 'openskies',
	'x.user_id': '1412000000000000001',
	'x.user_ids': '1412000000000000001,1412000000000000003,1412000000000000005',
	'x.usernames': 'openskies,marta_codes,kofi_builds',
	'x.list_id': '1580582120482430976',
	'x.community_id': '1500000000000000123',
	'x.tweet_type': 'Latest',
	'x.place_id': '09f6a7707f18e0b1',
	'x.category': 'sports',
	'x.count': 10,
	'x.woeid': '23424977',
	'x.space_id': '1eaJbrPZRwOKX',
	'x.broadcast_id': '1rmGPkBbVzqKN',

	// The emulator's web: any URL is a page; a finished batch job and an auto-unblock job every emulator has.
	'web.url': 'https://example.com/',
	'web.urls': 'https://example.com/,https://shop.example.com/products',
	'web.ai_query': 'What is this page about?',
	'web.batchJob.get.job_id': 'batch_example',
	'web.unblockJob.get.job_id': '5b0f3c2e-8d4a-4c1e-9f67-2a1b3c4d5e6f',

	'youtube.video_id': 'GEjNmABVf3m',
	'youtube.video.getLiveChat.video_id': '0xUdqfeUO2k',
	'youtube.video.getTranscript.video_id': 'Xk3vL9qTz0A',
	'youtube.video.listCaptionTracks.video_id': 'Xk3vL9qTz0A',
	'youtube.short.get.video_id': 'lh-fK-bz_37',
	'youtube.video_ids': 'GEjNmABVf3m,G4OEanrwAEi,ZbuLzYHO7BJ',
	// The first comment of GEjNmABVf3m and its replies token; a playlist's second page (the emulator's tokens are fixed).
	'youtube.comment_id': 'UgzUJSzkIw9eLupmdUr81irfnA',
	'youtube.video.getCommentReplies.continuation': 'EpcDEgxcmVwbGllczpVZ3pVSlN6a0l3OWVMdXBtZFVyODFpcmZuQXww',
	'youtube.playlist.getItemsPage.continuation': '4qmFsgJhEiRUEx4MHNZYkNxT2I4VEJQUmRtQkhzNUlmdHZ2OVRQYm9ZRzoxMDA',
	'youtube.url': 'https://www.youtube.com/watch?v=GEjNmABVf3m',
	'youtube.query': 'bagels rye',
	'youtube.search.searchMusic.query': 'focaccia',
	'youtube.search.autocomplete.query': 'sourdough',
	'youtube.channel.search.query': 'sourdough',
	'youtube.channel_id': 'UCk9sB2dRq7LmW4xYz0PaN3e',
	'youtube.playlist_id': 'PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG',
	'youtube.sound_id': 'MPSDcrackle01',
	'youtube.tag': 'sourdough',
	'youtube.post_id': 'Ugkx_iPS-vmtW37m77s-0oNwf4Oi3uQ-frM1',
	'youtube.mix_id': 'RDXk3vL9qTz0A',

	'zillow.location': 'Boise, ID',
	'zillow.status': 'for_sale',
	'zillow.zpid': '29128869',
	'zillow.query': 'austi',
	'zillow.username': 'treasure-valley-homes',
};

/** The failing calls: Reddit's Get a post with an ID in a wrong form, then with one the emulator answers 404. */
const FAILING = {
	platform: 'reddit',
	resource: 'post',
	operation: 'get',
	param: 'post_id',
	calls: [
		{ id: 'call_bad_argument', label: 'an ID in a wrong form', value: 'not a post id!', states: /must be|invalid|not a valid|wrong|form/i },
		{ id: 'call_unknown_id', label: 'an unknown ID (404)', value: 'zzzzzzz', states: /not found|404|no such|does not exist|unknown/i },
	],
};
/**
 * The stream state the X run's stream tools act on, made through the emulator's API after its reset: every tool that
 * reads, changes or deletes a monitor, rule or webhook gets one of its own, so the tools' calls (made in one turn, in
 * any order) never meet one another's changes: Delete never removes what Get reads, Pause and Resume each start from
 * the state they change. Keyed by `<resource>.<operation>.<ID parameter>`; `webhook: false` is a monitor without a
 * webhook (Stream Webhook > Create sets one).
 */
const STREAM_SEED = [
	...['get', 'update', 'pause', 'delete'].map((operation) => ({ kind: 'monitor', sample: `streamMonitor.${operation}.monitor_id` })),
	{ kind: 'monitor', sample: 'streamMonitor.resume.monitor_id', paused: true },
	{ kind: 'monitor', sample: 'streamWebhook.delete.webhook_id' },
	{ kind: 'monitor', sample: 'streamWebhook.test.monitor_id' },
	{ kind: 'monitor', sample: 'streamWebhook.create.monitor_id', webhook: false },
	...['get', 'update', 'pause', 'delete', 'getDeliveries'].map((operation) => ({ kind: 'rule', sample: `filterRule.${operation}.rule_id` })),
	{ kind: 'rule', sample: 'filterRule.resume.rule_id', paused: true },
];

/** Makes STREAM_SEED on the emulator with its API (its key) and puts each made ID in SAMPLES for the X tools. */
export async function seedStreamState(emulator) {
	const api = async (method, path, body) => {
		const response = await fetch(`${emulator.url}${path}`, {
			method,
			headers: { 'x-api-key': emulator.key, 'content-type': 'application/json' },
			body: JSON.stringify(body),
		});
		if (!response.ok) throw new Error(`seeding the stream state: ${method} ${path} answered ${response.status} ${await response.text()}`);
		return await response.json();
	};
	const webhook = { webhook_url: 'http://127.0.0.1:9/agent-seed', webhook_secret: 'agent-seed-secret' };
	for (const [index, seed] of STREAM_SEED.entries()) {
		const made =
			seed.kind === 'monitor'
				? await api('POST', '/v1/twitter/stream/monitors', { name: `Seeded ${index}`, usernames: ['openskies'], ...(seed.webhook === false ? {} : webhook) })
				: await api('POST', '/v1/twitter/stream/filter-rules', { tag: `seeded-${index}`, query: 'balloon', interval_seconds: 3600, ...webhook });
		if (seed.paused) await api('PATCH', `/v1/twitter/stream/${seed.kind === 'monitor' ? 'monitors' : 'filter-rules'}/${made.id}`, { status: 'paused' });
		SAMPLES[`x.${seed.sample}`] = made.id;
	}
}

/** Words of an instruction: a tool result that only says what failed leaves the model guessing. */
const WHAT_TO_DO = /\b(enter|use|try|give|pass|send|check|provide|call|instead|another|correct|retry|ask|search)\b/i;

/** Every operation of every action node that n8n offers as a tool, read from dist/ as n8n builds the Tool variants. */
export function toolCatalogue() {
	const require = createRequire(join(ROOT, 'package.json'));
	const tools = [];
	for (const path of PACKAGE_JSON.n8n.nodes) {
		const [NodeClass] = Object.values(require(join(ROOT, path)));
		const { description } = new NodeClass();
		if (!description.usableAsTool) continue;
		const folder = dirname(join(ROOT, path));
		const descriptorFile = readdirSync(folder).find((file) => file.endsWith('.descriptor.js'));
		const platform = Object.values(require(join(folder, descriptorFile))).find((value) => Array.isArray(value?.resources));
		const key = basename(folder).toLowerCase();
		for (const resource of platform.resources) {
			const operationProperty = description.properties.find(
				(property) => property.name === 'operation' && property.displayOptions?.show?.resource?.includes(resource.value),
			);
			for (const endpoint of resource.endpoints) {
				const option = operationProperty?.options?.find((candidate) => candidate.value === endpoint.operation);
				const action = option?.action ?? `${endpoint.operation} ${resource.value}`;
				// The name n8n gives a tool added from the Tools panel (makeNodeName), and its tool name (nodeNameToToolName).
				const nodeName = `${action} in ${description.defaults.name}`;
				tools.push({
					key,
					platform: platform.platform,
					type: `${PACKAGE}.${description.name}Tool`,
					resource: resource.value,
					operation: endpoint.operation,
					nodeName,
					toolName: nodeName.replace(/[^a-zA-Z0-9_-]+/g, '_'),
					// What n8n says about a tool whose node gives no description of its own (makeDescription).
					automaticDescription: nodeName,
					// The inputs a call cannot do without (an output-shape choice, `in: 'node'`, may keep its default).
					required: endpoint.params.filter((param) => param.required && param.in !== 'node').map((param) => param.name),
					// What (e) needs to ask the emulator itself where the list goes on: data of the descriptor, not its paging code.
					paging: endpoint.paging,
					method: endpoint.method,
					pathTemplate: endpoint.path,
					recordsPath: endpoint.records,
					// An operation the docs say fails for every call today (Google Play's top charts): its error is the answer.
					unserved: endpoint.unserved,
				});
			}
		}
	}
	return tools;
}

/** A sample value for a tool's schema property (see SAMPLES); `found` says whether the table had one. */
export function sampleValue(tool, name, schema = {}) {
	for (const key of [`${tool.key}.${tool.resource}.${tool.operation}.${name}`, `${tool.key}.${name}`, name]) {
		if (key in SAMPLES) return { value: SAMPLES[key], found: true };
	}
	if (schema.default !== undefined) return { value: schema.default, found: false };
	if (Array.isArray(schema.enum) && schema.enum.length > 0) return { value: schema.enum[0], found: false };
	const type = Array.isArray(schema.type) ? schema.type.find((candidate) => candidate !== 'null') : schema.type;
	const blank = { number: 1, integer: 1, boolean: false, array: [], object: {} };
	return { value: blank[type] ?? '', found: false };
}

/** The OpenAI tools of a request, as { name, description, parameters }. */
function offeredTools(body) {
	return (body?.tools ?? []).map((tool) => tool.function ?? tool);
}

/** The tool result object in a tool message (n8n may wrap it in a list or a `response` field), or undefined. */
export function toolResultObject(content) {
	let parsed;
	try {
		parsed = JSON.parse(content);
	} catch {
		return undefined;
	}
	const find = (value, depth = 0) => {
		if (depth > 4 || value === null || typeof value !== 'object') return undefined;
		if (!Array.isArray(value) && 'more' in value && 'records' in value) return value;
		for (const inner of Array.isArray(value) ? value : Object.values(value)) {
			const found = typeof inner === 'string' ? (() => { try { return find(JSON.parse(inner), depth + 1); } catch { return undefined; } })() : find(inner, depth + 1);
			if (found) return found;
		}
		return undefined;
	};
	return find(parsed);
}

/** Reads a dotted path (`pagination.total_pages`) of a body. */
const readPath = (body, path) => path.split('.').reduce((value, key) => (value === null || value === undefined ? undefined : value[key]), body);

/** Whether a tool message is an error rather than data: n8n's `{"error": ...}` or a text starting "Error". */
function isError(content) {
	const head = content.trimStart().slice(0, 400);
	return /^"?error\b/i.test(head) || /^\[?\s*\{\s*"error"\s*:/.test(head);
}

function agentWorkflow({ id, name, prompt, tools, agentVersion }) {
	const nodes = [
		{ id: randomUUID(), name: 'Run the agent', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
		{
			id: randomUUID(),
			name: 'AI Agent',
			type: '@n8n/n8n-nodes-langchain.agent',
			typeVersion: agentVersion,
			position: [300, 0],
			parameters: { promptType: 'define', text: prompt, options: {} },
		},
		{
			id: randomUUID(),
			name: 'OpenAI Chat Model',
			type: '@n8n/n8n-nodes-langchain.lmChatOpenAi',
			typeVersion: 1.3,
			position: [200, 300],
			// Chat Completions (the Responses API is this version's default): what OpenAI-compatible servers speak.
			parameters: { model: { __rl: true, mode: 'id', value: STUB_MODEL }, responsesApiEnabled: false, options: {} },
			credentials: { openAiApi: OPENAI_CREDENTIAL },
		},
		// As the Tools panel adds them: resource and operation, nothing else (no On Error, no hand-written fields).
		...tools.map((tool, index) => ({
			id: randomUUID(),
			name: tool.nodeName,
			type: tool.type,
			typeVersion: 1,
			position: [400 + 200 * (index % 10), 300 + 200 * Math.floor(index / 10)],
			parameters: { resource: tool.resource, operation: tool.operation },
			credentials: { scrapeBadgerSuiteApi: EXAMPLE_CREDENTIAL },
		})),
	];
	const connections = {
		'Run the agent': { main: [[{ node: 'AI Agent', type: 'main', index: 0 }]] },
		'OpenAI Chat Model': { ai_languageModel: [[{ node: 'AI Agent', type: 'ai_languageModel', index: 0 }]] },
		...Object.fromEntries(tools.map((tool) => [tool.nodeName, { ai_tool: [[{ node: 'AI Agent', type: 'ai_tool', index: 0 }]] }])),
	};
	return { id, name, active: false, settings: { executionOrder: 'v1' }, nodes, connections, pinData: {} };
}

/**
 * The scripted model. "defaults": every tool once with sample arguments, then the answer. "failures": every tool once,
 * then the failing calls one a turn, then the answer. The turn is read from the tool messages sent back, so the
 * script keeps no state between requests; `calls` records each call's tool and arguments by its ID.
 */
function scriptedModel(catalogue, calls) {
	const byToolName = new Map(catalogue.map((tool) => [tool.toolName, tool]));
	const argumentsFor = (offered, override = {}) => {
		const tool = byToolName.get(offered.name);
		const properties = offered.parameters?.properties ?? {};
		const args = {};
		const missing = [];
		for (const [name, schema] of Object.entries(properties)) {
			const sample = tool ? sampleValue(tool, name, schema) : { value: '', found: false };
			if (!sample.found) missing.push(name);
			args[name] = name in override ? override[name] : sample.value;
		}
		return { args, missing };
	};
	const call = (id, offered, kind, override) => {
		const { args, missing } = argumentsFor(offered, override);
		calls.set(id, { tool: offered.name, kind, args, noSample: missing });
		return { id, name: offered.name, arguments: args };
	};
	return (body) => {
		const messages = body.messages ?? [];
		const prompt = messages.filter((message) => message.role === 'user' || message.role === 'human').map(messageText).join('\n');
		const answered = new Set(messages.filter((message) => message.role === 'tool').map((message) => message.tool_call_id));
		const tools = offeredTools(body);
		const answeredAny = (prefix) => [...answered].some((id) => id.startsWith(prefix));
		if (!answeredAny('call_default_')) {
			return { toolCalls: tools.map((offered, index) => call(`call_default_${index}`, offered, 'default')) };
		}
		// The defaults run's second turn: every result that says there is more is followed with its "next", as a model would.
		if (/Scripted run: defaults/.test(prompt) && !answeredAny('call_follow_')) {
			const results = new Map(messages.filter((message) => message.role === 'tool').map((message) => [message.tool_call_id, messageText(message)]));
			const follows = [];
			for (const [id, text] of results) {
				if (!id.startsWith('call_default_')) continue;
				const result = toolResultObject(text);
				const earlier = calls.get(id);
				const offered = tools.find((candidate) => candidate.name === earlier?.tool);
				if (!result?.more || !result.next || !offered) continue;
				const followId = `call_follow_${id.slice('call_default_'.length)}`;
				calls.set(followId, { tool: offered.name, kind: 'follow', args: { ...earlier.args, ...result.next }, noSample: [], follows: id });
				follows.push({ id: followId, name: offered.name, arguments: { ...earlier.args, ...result.next } });
			}
			if (follows.length > 0) return { toolCalls: follows };
		}
		if (/Scripted run: failures/.test(prompt)) {
			const target = tools.find((offered) => {
				const tool = byToolName.get(offered.name);
				return tool?.key === FAILING.platform && tool.resource === FAILING.resource && tool.operation === FAILING.operation;
			});
			const next = FAILING.calls.find((failing) => !answered.has(failing.id));
			if (target && next) {
				// Only a property the schema has can carry the bad value: an empty schema is called with {}.
				const override = FAILING.param in (target.parameters?.properties ?? {}) ? { [FAILING.param]: next.value } : {};
				return { toolCalls: [call(next.id, target, next.label, override)] };
			}
		}
		return { content: `Scripted run finished: ${answered.size} tool results received.` };
	};
}

/** The last text each tool call ID got back in a tool message, over every request of a run. */
function toolResults(completions) {
	const results = new Map();
	for (const request of completions) {
		for (const message of request.body.messages ?? []) {
			if (message.role === 'tool') results.set(message.tool_call_id, messageText(message));
		}
	}
	return results;
}

function runError(outcome) {
	const error = outcome.data?.data?.resultData?.error;
	const node = outcome.data?.data?.resultData?.lastNodeExecuted;
	if (error) return `${node ? `in "${node}": ` : ''}${error.message}${error.description ? ` (${error.description})` : ''}`;
	if (outcome.code !== 0) return `n8n execute exited ${outcome.code}: ${`${outcome.stdout}\n${outcome.stderr}`.trim().split('\n').slice(-6).join(' | ')}`;
	return undefined;
}

function agentOutput(outcome) {
	const runs = outcome.data?.data?.resultData?.runData?.['AI Agent'] ?? [];
	return runs.at(-1)?.data?.main?.[0]?.[0]?.json?.output;
}

function shorten(text, length = 240) {
	const flat = String(text).replace(/\s+/g, ' ').trim();
	return flat.length > length ? `${flat.slice(0, length)}…` : flat;
}

/** Problems in a list, at most `max` of them written out. */
function listed(problems, max = 12) {
	return problems.length > max ? [...problems.slice(0, max), `… and ${problems.length - max} more`] : problems;
}

/**
 * `share` ({ index, lines }): with the agent checked on several n8n lines in one run, each line runs its share of the
 * platforms (every `lines`-th, from its place among them), each run an `n8n execute` of its own, so every platform's
 * tools are checked once in some line's agent; the run with failing calls goes on every line.
 */
export async function runAgentChecks({ n8n, tarball, emulator, credentialType, report, share }) {
	const label = `n8n ${n8n.version}: AI Agent`;
	const everyTool = toolCatalogue();
	const platforms = takeShare([...new Set(everyTool.map((tool) => tool.key))], share);
	// The tools of this line's platforms: the ones its runs call and its checks read.
	const catalogue = everyTool.filter((tool) => platforms.includes(tool.key));
	const agentVersion = n8n.line === 1 ? 3 : 3.1;
	const failingTool = everyTool.find(
		(tool) => tool.key === FAILING.platform && tool.resource === FAILING.resource && tool.operation === FAILING.operation,
	);
	const runs = [
		...platforms.map((key, index) => ({
			id: `sbAgentDefault0${index}`,
			title: `${catalogue.find((tool) => tool.key === key).platform}: every operation's default call`,
			prompt: `Scripted run: defaults. Call each ${key} tool once.`,
			tools: catalogue.filter((tool) => tool.key === key),
		})),
		{
			id: 'sbAgentFailing01',
			title: `failing calls (${FAILING.calls.map((failing) => failing.label).join(', ')})`,
			prompt: 'Scripted run: failures. Call the tool, then call it with bad arguments.',
			tools: [failingTool],
			failing: true,
		},
	];

	const instance = new N8nInstance(n8n, label);
	const calls = new Map();
	const stub = await startOpenAiStub({ respond: scriptedModel(everyTool, calls) });
	const outputs = [];
	try {
		const ready = await report.check(
			`${label}: install, import the credentials and ${runs.length} agent workflows (${catalogue.length} tools, one run per platform, one with failing calls)`,
			async () => {
				await instance.installPackage(tarball);
				await instance.importCredentials([
					{ ...EXAMPLE_CREDENTIAL, type: credentialType, data: { apiKey: emulator.key, baseUrl: emulator.url } },
					{ ...OPENAI_CREDENTIAL, type: 'openAiApi', data: { apiKey: OPENAI_KEY, url: stub.url } },
				]);
				const dir = join(instance.userFolder, 'agent-workflows');
				mkdirSync(dir, { recursive: true });
				const paths = runs.map((run) => {
					const path = join(dir, `${run.id}.workflow.json`);
					writeFileSync(path, JSON.stringify(agentWorkflow({ ...run, name: `ScrapeBadger e2e agent: ${run.title}`, agentVersion }), null, 2));
					return path;
				});
				await instance.importWorkflows(paths);
			},
		);
		if (!ready) return;

		for (const run of runs) {
			await report.check(`${label}: ${run.title}: the agent run finishes with the model's answer`, async () => {
				await emulator.reset();
				if (run.tools.some((tool) => tool.pathTemplate.startsWith('/v1/twitter/stream/'))) await seedStreamState(emulator);
				stub.clear();
				calls.clear();
				const outcome = await instance.execute(run.id, { timeoutMs: 15 * 60_000 });
				outputs.push(`${outcome.stdout}\n${outcome.stderr}`);
				run.outcome = outcome;
				run.calls = new Map(calls);
				run.requests = [...stub.requests];
				run.completions = run.requests.filter((request) => request.body !== undefined);
				run.results = toolResults(run.completions);
				run.offered = offeredTools(run.completions[0]?.body);
				run.emulatorLog = run.failing ? [] : await emulator.requests();
				const problems = [];
				const error = runError(outcome);
				if (error) problems.push(`the run failed: ${shorten(error, 600)}`);
				if (run.completions.length === 0) problems.push('the model was never asked');
				const stubErrors = run.requests.filter((request) => request.error).map((request) => request.error);
				if (stubErrors.length > 0) problems.push(`the stub could not answer: ${stubErrors.join('; ')}`);
				if (!error && !/Scripted run finished/.test(String(agentOutput(outcome) ?? ''))) {
					problems.push(`the agent's output is not the model's answer: ${shorten(JSON.stringify(agentOutput(outcome)))}`);
				}
				return problems;
			});
		}

		const defaults = runs.filter((run) => !run.failing);
		// Per tool: what it was offered as, and what its default call gave back.
		const rows = catalogue.map((tool) => {
			const run = defaults.find((candidate) => candidate.tools.includes(tool));
			const offered = run.offered?.find((candidate) => candidate.name === tool.toolName);
			const properties = Object.entries(offered?.parameters?.properties ?? {});
			const callId = [...(run.calls ?? [])].find(([id, call]) => id.startsWith('call_default_') && call.tool === tool.toolName && run.results?.has(id))?.[0];
			const returned = callId === undefined ? undefined : run.results.get(callId);
			return {
				tool,
				offered,
				properties,
				described: properties.filter(([, schema]) => typeof schema?.description === 'string' && schema.description.trim() !== ''),
				returned,
				call: callId === undefined ? undefined : run.calls.get(callId),
			};
		});

		console.log(
			[
				`      ${label}: tool | schema properties | described | description chars | default call's result chars (error?)`,
				...rows.map(
					({ tool, offered, properties, described, returned }) =>
						`      ${tool.toolName} | ${offered ? properties.length : '-'} | ${offered ? described.length : '-'} | ${offered?.description?.length ?? '-'} | ${
							returned === undefined ? 'no result' : `${returned.length}${isError(returned) ? ` (error: ${shorten(returned, 100)})` : ''}`
						}`,
				),
			].join('\n'),
		);
		const noSample = [...new Set(rows.flatMap(({ tool, call }) => (call?.noSample ?? []).map((name) => `${tool.key}.${tool.resource}.${tool.operation}.${name}`)))];
		if (noSample.length > 0) console.log(`      schema properties without a sample value (given their default or a blank): ${noSample.join(', ')}`);
		const longNames = catalogue.filter((tool) => tool.toolName.length > TOOL_NAME_LIMIT);
		if (longNames.length > 0) {
			console.log(`      tool names over OpenAI's ${TOOL_NAME_LIMIT} characters (n8n names tools after their nodes): ${longNames.map((tool) => tool.toolName).join(', ')}`);
		}

		await report.check(
			`${label}: (a) every tool's description is written for the model (not n8n's automatic one, says what it costs), its schema has the operation's inputs, every property described`,
			() => {
				const problems = [];
				for (const { tool, offered, properties, described } of rows) {
					if (!offered) {
						problems.push(`${tool.toolName}: not offered to the model`);
						continue;
					}
					const description = offered.description ?? '';
					const faults = [];
					if (description.trim().length <= tool.automaticDescription.length) faults.push(`description is ${JSON.stringify(shorten(description, 80))}`);
					else if (!/credit|cost/i.test(description)) faults.push('description does not say what a call costs (credits)');
					const names = properties.map(([name]) => name);
					const absent = tool.required.filter((name) => !names.includes(name));
					if (properties.length === 0 && tool.required.length > 0) faults.push(`schema is empty (needs ${tool.required.join(', ')})`);
					else if (absent.length > 0) faults.push(`schema lacks ${absent.join(', ')}`);
					if (described.length < properties.length) {
						faults.push(`${properties.length - described.length} of ${properties.length} properties undescribed (${properties.filter((entry) => !described.includes(entry)).map(([name]) => name).join(', ')})`);
					}
					if (faults.length > 0) problems.push(`${tool.toolName}: ${faults.join('; ')}`);
				}
				const empty = rows.filter((row) => row.offered && row.properties.length === 0).length;
				return problems.length === 0 ? [] : [`${problems.length} of ${rows.length} tools (${empty} with an empty schema):`, ...listed(problems)];
			},
		);

		await report.check(
			`${label}: (b) each default call gives the model at most ${RESULT_CAP} characters, every call's result under ${RESULT_LIMIT}, and data, not an error`,
			() => {
				const problems = [];
				for (const { tool, returned } of rows) {
					if (returned === undefined) problems.push(`${tool.toolName}: its default call never came back to the model`);
					else if (returned.length > RESULT_CAP) problems.push(`${tool.toolName}: ${returned.length} characters`);
					else if (isError(returned) && tool.unserved === undefined) problems.push(`${tool.toolName}: an error, ${shorten(returned, 160)}`);
				}
				for (const run of runs) {
					for (const [id, text] of run.results ?? []) {
						if (text.length > RESULT_LIMIT) problems.push(`${run.calls.get(id)?.tool ?? id} (${run.calls.get(id)?.kind ?? 'call'}): ${text.length} characters, over ${RESULT_LIMIT}`);
					}
				}
				const sizes = rows.filter((row) => row.returned !== undefined).map((row) => row.returned.length);
				const summary = `results: ${sizes.length} of ${rows.length}, largest ${Math.max(0, ...sizes)} characters, ${sizes.filter((size) => size > RESULT_CAP).length} over ${RESULT_CAP}, ${sizes.filter((size) => size > RESULT_LIMIT).length} over ${RESULT_LIMIT}, ${rows.filter((row) => row.returned !== undefined && isError(row.returned) && row.tool.unserved === undefined).length} errors${rows.some((row) => row.tool.unserved !== undefined) ? ` (and ${rows.filter((row) => row.tool.unserved !== undefined).length} the docs say fail for now)` : ''}`;
				return problems.length === 0 ? [] : [summary, ...listed(problems)];
			},
		);

		const failingRun = runs.find((run) => run.failing);
		await report.check(
			`${label}: (c) the failing calls (${FAILING.calls.map((failing) => failing.label).join(', ')}) come back to the model as tool results saying what went wrong and what to do, and the run succeeds, with no On Error set`,
			() => {
				const problems = [];
				const error = failingRun.outcome ? runError(failingRun.outcome) : 'it did not run';
				if (error) problems.push(`the run failed: ${shorten(error, 400)}`);
				const defaultResult = [...(failingRun.results ?? [])].find(([id]) => id.startsWith('call_default_'))?.[1];
				if (defaultResult === undefined) problems.push('the first (default) call never came back to the model, so the failing calls were never made');
				for (const failing of FAILING.calls) {
					const call = failingRun.calls?.get(failing.id);
					const text = failingRun.results?.get(failing.id);
					if (!call) {
						if (defaultResult !== undefined) problems.push(`${failing.label}: never called`);
						continue;
					}
					const sent = `${call.tool}(${JSON.stringify(call.args)})`;
					if (!(FAILING.param in call.args)) problems.push(`${failing.label}: the tool's schema has no ${FAILING.param}, so ${JSON.stringify(failing.value)} could not be passed (called with ${JSON.stringify(call.args)})`);
					if (text === undefined) problems.push(`${failing.label}: ${sent} never came back to the model`);
					else {
						console.log(`      ${label}: ${failing.label}: ${sent} -> ${text.length} characters: ${shorten(text, 300)}`);
						if (!failing.states.test(text)) problems.push(`${failing.label}: the result does not state the error: ${shorten(text)}`);
						if (!WHAT_TO_DO.test(text)) problems.push(`${failing.label}: the result does not say what to do: ${shorten(text)}`);
					}
				}
				if (!error && failingRun.outcome && !/Scripted run finished/.test(String(agentOutput(failingRun.outcome) ?? ''))) {
					problems.push('the agent did not finish with the model\'s answer');
				}
				return problems;
			},
		);

		await report.check(`${label}: (d) the API key is nowhere in what the model receives, nor in n8n's output`, () => {
			const problems = [];
			const seen = runs.flatMap((run) => run.requests ?? []);
			const leaks = seen.filter((request) => `${JSON.stringify(request.headers)}\n${request.raw}`.includes(emulator.key));
			if (leaks.length > 0) problems.push(`${leaks.length} of ${seen.length} requests to the model hold the API key`);
			if (outputs.some((output) => output.includes(emulator.key))) problems.push("the API key appears in n8n's output");
			if (seen.length === 0) problems.push('the model received nothing to check');
			return problems;
		});

		await report.check(
			`${label}: (e) every paged tool's "more"/"next" is true to the emulator's list: each "next" followed gives records not had before, each "no more" has no page after it`,
			async () => {
				const problems = [];
				const figures = { paged: 0, followed: 0, ended: 0, unchecked: [] };
				for (const run of defaults) {
					const log = run.emulatorLog ?? [];
					for (const tool of run.tools) {
						if (tool.paging.kind === 'none') continue;
						figures.paged++;
						const [defaultId] = [...run.calls].find(([id, call]) => id.startsWith('call_default_') && call.tool === tool.toolName) ?? [];
						const result = defaultId === undefined ? undefined : toolResultObject(run.results.get(defaultId) ?? '');
						if (!result) {
							figures.unchecked.push(`${tool.toolName} (no result)`);
							continue;
						}
						if (result.more !== (result.next !== null)) problems.push(`${tool.toolName}: more is ${result.more} but next is ${JSON.stringify(result.next)}`);
						if (result.more) {
							const followId = defaultId.replace('call_default_', 'call_follow_');
							const followed = toolResultObject(run.results.get(followId) ?? '');
							if (!followed) {
								problems.push(`${tool.toolName}: "next" ${JSON.stringify(result.next)} was followed and gave no result: ${shorten(run.results.get(followId) ?? 'none', 160)}`);
								continue;
							}
							const had = new Set(result.records.map((record) => JSON.stringify(record)));
							const again = followed.records.filter((record) => had.has(JSON.stringify(record)));
							// A page-numbered list that states no end (no total, flag or page size) shows its end only by an empty page,
							// as its tool's description tells the model: a full last page is followed by one such call.
							const statesNoEnd = tool.paging.kind === 'page' && ['totalPagesPath', 'totalRecordsPath', 'morePath', 'lastPage', 'pageRecords', 'lastRecord'].every((key) => tool.paging[key] === undefined);
							if (followed.records.length === 0 && !statesNoEnd) problems.push(`${tool.toolName}: more was true, but "next" ${JSON.stringify(result.next)} gave no records`);
							else if (again.length > 0) problems.push(`${tool.toolName}: "next" gave ${again.length} records the first call had already returned`);
							else figures.followed++;
							continue;
						}
						// No more: the emulator, asked directly for what comes after, must have nothing.
						const pattern = new RegExp(`^${tool.pathTemplate.replace(/\{\w+\}/g, '[^/]+')}$`);
						const sameTemplate = run.tools.filter((other) => other !== tool && other.pathTemplate === tool.pathTemplate);
						const request = log.find((entry) => entry.method === 'GET' && pattern.test(entry.path));
						if (!request || sameTemplate.length > 0) {
							figures.unchecked.push(`${tool.toolName} (${request ? 'its path is shared' : 'no GET request seen'})`);
							continue;
						}
						const query = { ...request.query };
						// The page after: a page number plus one, an offset plus the page's size.
						const step = tool.paging.offset === true ? Number(query[tool.paging.pageSize?.param] ?? tool.paging.pageRecords ?? 1) : 1;
						if (tool.paging.kind === 'page') query[tool.paging.param] = String(Number(query[tool.paging.param] ?? (tool.paging.offset === true ? 0 : 1)) + step);
						const url = `${emulator.url}${request.url.split('?')[0]}?${new URLSearchParams(query)}`;
						const response = await fetch(url, { headers: { 'x-api-key': emulator.key } });
						if (response.status >= 400 && response.status < 500) {
							// Past the last page the service refuses the page number: the list ended.
							figures.ended++;
							continue;
						}
						if (!response.ok) {
							figures.unchecked.push(`${tool.toolName} (the emulator answered ${response.status})`);
							continue;
						}
						const body = await response.json();
						if (tool.paging.kind === 'page') {
							const records = readPath(body, tool.recordsPath ?? '') ?? [];
							// eBay serves its last page again past the end, with has_more false: that is no more.
							const servedAgain = tool.paging.morePath !== undefined && readPath(body, tool.paging.morePath) === false;
							if (Array.isArray(records) && records.length > 0 && !servedAgain) {
								problems.push(`${tool.toolName}: said no more after page ${Number(request.query[tool.paging.param] ?? 1)}, but the emulator's page ${query[tool.paging.param]} holds ${records.length} records`);
							} else figures.ended++;
						} else {
							const token = readPath(body, tool.paging.nextPath);
							// Facebook hands back a cursor on its last page too, with has_next_page false: that is no more.
							const saysEnded = tool.paging.morePath !== undefined && readPath(body, tool.paging.morePath) === false;
							if (typeof token === 'string' && token !== '' && !saysEnded) problems.push(`${tool.toolName}: said no more, but the emulator's answer carries ${tool.paging.nextPath} = ${shorten(token, 40)}`);
							else figures.ended++;
						}
					}
				}
				console.log(
					`      ${label}: (e) paged tools ${figures.paged}: "next" followed to new records ${figures.followed}, "no more" confirmed by the emulator ${figures.ended}, not checked ${figures.unchecked.length}${figures.unchecked.length > 0 ? ` (${figures.unchecked.join(', ')})` : ''}`,
				);
				return problems.length === 0 ? [] : listed(problems);
			},
		);
	} finally {
		await stub.stop();
		instance.remove();
	}
}
