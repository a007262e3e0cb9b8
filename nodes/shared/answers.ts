/**
 * The answer engines (ChatGPT, Gemini, Perplexity) as ScrapeBadger serves them: one question asked of the real site, the
 * answer back with the sources it cited. Their Ask and Brand Visibility calls take the same fields on each engine, so
 * they are described once here and each node names its engine, its paths and its prices.
 *
 * Each call is one GET; a query string too long (a prompt past about 1,500 characters, many competitors) goes as the
 * same call's POST form, the same fields as a JSON body (the docs: "Accepts GET (query params) or POST (JSON body) with
 * identical fields"). An answer takes tens of seconds (the docs: 20-70 s), so each operation has its own Timeout.
 */
import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { COUNTRIES } from '../Web/web.params';
import { isoDate } from './dates';
import type { EndpointDescriptor, NumberParam, OptionsParam, ParamDescriptor, PlatformDescriptor, StringParam } from './descriptor';
import { hostOf } from './trigger/rank';
import type { PlatformTriggers } from './trigger/watch';
import { list } from './values';

/** What differs between the engines. */
export interface AnswerEngine {
	/** The engine as people name it: ChatGPT, Gemini, Perplexity. */
	name: string;
	/** The live path segment: /v1/<segment>/ask. */
	segment: string;
	/** Credits of Ask and of Brand Visibility. */
	credits: { ask: number; brandVisibility: number };
	/** The docs state no price (Perplexity): the figures are assumed, and `priceText` says from what. */
	assumed?: { ask: string; brandVisibility: string };
	/** The engine takes `web_search` (auto, force, off). */
	webSearch: boolean;
	/** The docs' words on how long an answer takes, for the Timeout's hint and the error at the bound. */
	latency: string;
	/** The answer's shape is documented: the cited sources can be output one item each. */
	documented: boolean;
}

/** The prompt's documented maximum (both endpoint pages and the OpenAPI: "max 4096 characters"). */
export const PROMPT_MAX = 4096;

/**
 * A query string past this many characters goes as the POST form ("for prompts too long for a query string"): the
 * docs name no limit, and proxies commonly refuse URLs of a few thousand characters, so a prompt past about 1,500
 * characters, or a long list of competitors, is sent as a JSON body.
 */
export const QUERY_STRING_MAX = 1500;

/** The docs' recommended client timeout: "Set your HTTP client timeout to 60 s or more". */
export const DEFAULT_TIMEOUT_SECONDS = 60;

const encodedLength = (query: Record<string, string | number | boolean>): number =>
	Object.entries(query).reduce((sum, [name, value]) => sum + name.length + 2 + encodeURIComponent(String(value)).length, 0);

/** Whether an item's query is too long for a GET: then its POST form is sent. */
export const tooLongForQuery = (query: Record<string, string | number | boolean>): boolean => encodedLength(query) > QUERY_STRING_MAX;

const promptParam = (engine: AnswerEngine, example: string): StringParam => ({
	displayName: 'Prompt',
	name: 'prompt',
	in: 'query',
	type: 'string',
	required: true,
	default: '',
	placeholder: example,
	maxLength: PROMPT_MAX,
	description: `The question to ask ${engine.name}, at most ${PROMPT_MAX} characters, e.g. "${example}". Each request is a fresh question with no memory of earlier ones: put all the context in it. A prompt past about ${QUERY_STRING_MAX} characters is sent in a POST body rather than the URL.`,
});

const COUNTRY_CODES = COUNTRIES.map(([code]) => code);

export const countryParam = (engine: AnswerEngine): StringParam => ({
	displayName: 'Country',
	name: 'country',
	in: 'query',
	type: 'string',
	default: 'US',
	placeholder: 'US',
	description: `The country the question is asked from, as an ISO 3166-1 alpha-2 code in capitals (US, GB, DE): it changes the localised results ${engine.name} reads. The service's default: US.`,
	pattern: { regex: new RegExp(`^(?:${COUNTRY_CODES.join('|')})$`), form: 'an ISO 3166-1 alpha-2 country code in capitals, such as US, GB or DE' },
});

const webSearchParam = (engine: AnswerEngine, fallback: 'auto' | 'force'): OptionsParam => ({
	displayName: 'Web Search',
	name: 'web_search',
	in: 'query',
	type: 'options',
	default: fallback,
	description: `Whether ${engine.name} searches the web for the answer. The answer's web_search_triggered says what it did. Default here: ${fallback}.`,
	options: [
		{ value: 'auto', name: 'Auto', description: `${engine.name} decides` },
		{ value: 'force', name: 'Force', description: 'Asked to search the web' },
		{ value: 'off', name: 'Off', description: 'Answers from what the model knows, no sources' },
	],
});

/** Comma-separated names: each a word or a few, no empty entry. */
const NAMES = /^[^,]{1,100}(\s*,\s*[^,]{1,100})*$/;

const BRAND: StringParam = {
	displayName: 'Brand',
	name: 'brand',
	in: 'query',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'ScrapeBadger',
	maxLength: 200,
	description: 'The brand name to look for in the answer, e.g. ScrapeBadger',
};

const DOMAIN: StringParam = {
	displayName: 'Domain',
	name: 'domain',
	in: 'query',
	type: 'string',
	default: '',
	placeholder: 'scrapebadger.com',
	description: "The brand's domain, e.g. scrapebadger.com: whether a cited source is on it decides cited, cited_urls and citation_rank",
	pattern: { regex: /^(?=.{1,253}$)([A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/, form: 'a domain name such as scrapebadger.com (no https:// nor path)' },
};

const names = (name: string, displayName: string, description: string, placeholder: string): StringParam => ({
	displayName,
	name,
	in: 'query',
	type: 'string',
	default: '',
	placeholder,
	maxLength: 4096,
	description: `${description}, comma-separated, e.g. ${placeholder}`,
	pattern: { regex: NAMES, form: `comma-separated names such as ${placeholder}` },
});

const ALIASES = names('aliases', 'Aliases', 'Other spellings that also count as a mention of the brand', 'Scrape Badger,scrape-badger');
const COMPETITORS = names('competitors', 'Competitors', 'Competitor names to measure the brand against (share of voice)', 'Bright Data,Oxylabs,Zyte');

/** The Output choice: the answer whole, or its cited sources one item each. */
export const OUTPUT: OptionsParam = {
	displayName: 'Output',
	name: 'output',
	in: 'node',
	type: 'options',
	default: 'answer',
	required: true,
	description: 'The answer as one item, or one item per cited source (URL, title, domain, position) with the answer\'s key facts on each, ready for a sheet',
	options: [
		{ value: 'answer', name: 'Answer', description: 'One item: the answer text, its Markdown, the model, whether it searched the web, its sources' },
		{ value: 'sources', name: 'Cited Sources', description: 'One item per source the answer cited, in citation order; none when it cited none' },
	],
};

const timeoutParam = (engine: AnswerEngine): NumberParam => ({
	displayName: 'Timeout (Seconds)',
	name: 'timeout',
	in: 'node',
	type: 'integer',
	default: DEFAULT_TIMEOUT_SECONDS,
	min: 1,
	max: 600,
	description: `Longest wait for ${engine.name}'s answer, in seconds (the docs recommend ${DEFAULT_TIMEOUT_SECONDS} or more: ${engine.latency}). At the bound the item fails saying so, and is not retried.`,
});

/** One item per cited source, each with the answer's key facts so a row stands alone. */
export function citedSources(engine: AnswerEngine, answer: IDataObject): IDataObject[] {
	const brandUrls = new Set(list(answer.cited_urls).map(String));
	const brand =
		answer.brand === undefined
			? {}
			: {
					brand: answer.brand ?? null,
					brand_mentioned: answer.mentioned ?? null,
					brand_cited: answer.cited ?? null,
					brand_citation_rank: answer.citation_rank ?? null,
					position_score: answer.position_score ?? null,
					share_of_voice_pct: answer.share_of_voice_pct ?? null,
				};
	const citations = list(answer.citations) as IDataObject[];
	return citations.map((source, index) => {
		const url = typeof source.url === 'string' ? source.url : null;
		return {
			engine: engine.name,
			position: index + 1,
			url,
			title: source.title ?? null,
			domain: source.domain ?? hostOf(url) ?? null,
			snippet: source.snippet ?? null,
			attribution: source.attribution ?? null,
			published_at: isoDate(source.published_at) ?? isoDate(source.pub_date_utc),
			matched_text: source.matched_text ?? null,
			...(answer.brand === undefined ? {} : { brand_url: url !== null && brandUrls.has(url) }),
			prompt: answer.prompt ?? null,
			model: answer.model ?? null,
			web_search_triggered: answer.web_search_triggered ?? null,
			country: answer.country ?? null,
			citation_count: citations.length,
			...brand,
			created_at: isoDate(answer.created_at) ?? isoDate(answer.created_utc),
		};
	});
}

/** What Ask and Brand Visibility share: the path's GET and its POST form, the Timeout, one answer. */
function answerCall(engine: AnswerEngine): Pick<EndpointDescriptor, 'method' | 'postForm' | 'answerTimeout' | 'paging'> {
	return {
		method: 'GET',
		postForm: { when: tooLongForQuery, lists: ['aliases', 'competitors'] },
		answerTimeout: { param: 'timeout', what: `${engine.name}'s answer`, latency: engine.latency },
		paging: { kind: 'none' },
	};
}

/** The Output choice and the cited sources as items, where the answer's shape is documented. */
function outputs(engine: AnswerEngine): Pick<EndpointDescriptor, 'output'> & { params: ParamDescriptor[] } {
	if (!engine.documented) return { params: [] };
	return {
		params: [OUTPUT],
		output: async (records, { values }) =>
			values.output === 'sources' ? records.flatMap((record) => citedSources(engine, record)).map((json) => ({ json })) : records.map((json) => ({ json })),
	};
}

const price = (engine: AnswerEngine, credits: number, assumed: string | undefined) =>
	assumed === undefined ? {} : { creditsAssumed: true as const, priceText: `ScrapeBadger states no ${engine.name} price: the Credit Budget assumes ${credits} credits per request, the price of ${assumed}, and counts what the service reports.` };

const ASK_EXAMPLE = 'What are the best web scraping APIs in 2026?';
const BRAND_EXAMPLE = 'What is the best web scraping API for e-commerce data?';

/** Ask: the answer and the sources it cited. */
export function askEndpoint(engine: AnswerEngine): EndpointDescriptor {
	const { params: outputParams, output } = outputs(engine);
	const whole = engine.documented ? '' : ` No page documents ${engine.name}'s answer: it is output whole, as one item.`;
	return {
		operation: 'ask',
		name: 'Ask',
		action: `Ask ${engine.name}`,
		description: `Ask the real ${engine.name} one question, anonymously, and get its answer with the web sources it cited.${whole}`,
		...answerCall(engine),
		path: `/v1/${engine.segment}/ask`,
		params: [promptParam(engine, ASK_EXAMPLE), ...outputParams, countryParam(engine), ...(engine.webSearch ? [webSearchParam(engine, 'auto')] : []), timeoutParam(engine)],
		credits: engine.credits.ask,
		...price(engine, engine.credits.ask, engine.assumed?.ask),
		notice: `Each answer is a live question to ${engine.name} (${engine.latency}) and is not deterministic: the same prompt may give other words and other sources.`,
		toolUse: `Use to learn what ${engine.name} answers to a question and which web sources it cites.`,
		...(output ? { output } : {}),
	};
}

/** Brand Visibility: the answer, and how a brand fares in it against competitors. */
export function brandVisibilityEndpoint(engine: AnswerEngine): EndpointDescriptor {
	const { params: outputParams, output } = outputs(engine);
	const whole = engine.documented ? '' : ` No page documents ${engine.name}'s answer: it is output whole, as one item.`;
	return {
		operation: 'brandVisibility',
		name: 'Brand Visibility',
		action: `Measure ${engine.name} brand visibility`,
		description: `Ask ${engine.name} a buyer's question and measure a brand in the answer: mentioned, how often and how early, share of voice against competitors, whether its domain was cited.${whole}`,
		...answerCall(engine),
		path: `/v1/${engine.segment}/brand-visibility`,
		params: [
			promptParam(engine, BRAND_EXAMPLE),
			BRAND,
			DOMAIN,
			...outputParams,
			ALIASES,
			COMPETITORS,
			countryParam(engine),
			...(engine.webSearch ? [webSearchParam(engine, 'force')] : []),
			timeoutParam(engine),
		],
		credits: engine.credits.brandVisibility,
		...price(engine, engine.credits.brandVisibility, engine.assumed?.brandVisibility),
		notice: `One answer is one sample (${engine.name} is not deterministic): for a trend, ask on a schedule. ${engine.latency.charAt(0).toUpperCase()}${engine.latency.slice(1)}. A prompt past about ${QUERY_STRING_MAX} characters, or many competitors, is sent as the call's POST form.`,
		toolUse: `Use to learn whether ${engine.name} names or cites a brand when asked a question, and against which competitors.`,
		...(output ? { output } : {}),
	};
}

const WATCH_OPTIONS = 'watchOptions';
const WATCHED_PARAM = 'watchedInAnswer';
const EMIT_PARAM = 'answerEmitWhen';

/** A domain such as scrapebadger.com (a brand name has no dot): the watched one is then a cited source's domain. */
const DOMAIN_FORM = /^(?=.{1,253}$)([A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** The Cited Sources Changed event's own fields: the watched domain or brand, and which changes emit. */
function citedSourcesFields(event: string): INodeProperties[] {
	const show = { event: [event] };
	return [
		{
			displayName: 'Watch Options',
			name: WATCH_OPTIONS,
			type: 'collection',
			placeholder: 'Add Option',
			default: {},
			displayOptions: { show },
			options: [
				{
					displayName: 'Watched Domain or Brand',
					name: WATCHED_PARAM,
					type: 'string',
					default: '',
					placeholder: 'e.g. scrapebadger.com or ScrapeBadger',
					description:
						"A domain (scrapebadger.com: in the answer when a cited source is on it or a subdomain of it) or a brand name (ScrapeBadger: in the answer when its text names it, or a cited source's publisher is it). Each event says whether it is in the answer (watched_in).",
				},
			],
		},
		{
			displayName: 'Emit When',
			name: EMIT_PARAM,
			type: 'options',
			required: true,
			default: 'sourcesChanged',
			options: [
				{ name: 'Cited Sources Change', value: 'sourcesChanged', description: 'A source is cited that was not, or no longer is, or the order changes' },
				{ name: 'Watched One Enters or Leaves', value: 'watchedChanged', description: 'The watched domain or brand comes into the answer or goes out of it' },
			],
			displayOptions: { show },
		},
	];
}

interface CitedSourcesSettings extends IDataObject {
	watched: string;
	emitWhen: 'sourcesChanged' | 'watchedChanged';
}

function readCitedSourcesSettings(value: (name: string) => unknown, fail: (message: string) => Error): CitedSourcesSettings {
	const options = value(WATCH_OPTIONS);
	const raw = options !== null && typeof options === 'object' ? (options as IDataObject)[WATCHED_PARAM] : undefined;
	const watched = typeof raw === 'string' ? raw.trim() : '';
	if (watched.length > 200) throw fail('Watched Domain or Brand must be a domain such as scrapebadger.com or a brand name of at most 200 characters');
	const emitWhen = value(EMIT_PARAM) === '' || value(EMIT_PARAM) === 'sourcesChanged' ? 'sourcesChanged' : value(EMIT_PARAM) === 'watchedChanged' ? 'watchedChanged' : undefined;
	if (emitWhen === undefined) throw fail('Emit When must be Cited Sources Change or Watched One Enters or Leaves');
	if (emitWhen === 'watchedChanged' && watched === '') throw fail('Watched Domain or Brand (Watch Options) is required when Emit When is Watched One Enters or Leaves: enter a domain such as scrapebadger.com or a brand name');
	return { watched: DOMAIN_FORM.test(watched) ? watched.toLowerCase().replace(/^www\./, '') : watched, emitWhen };
}

/**
 * An answer as the Cited Sources Changed event watches it: its cited sources in order (URLs and domains), whether the
 * watched domain or brand is in it, and the answer's key facts. Only what the comparison needs is kept between polls
 * (the ordered URLs, or whether the watched one is in).
 */
export function citedSourcesSummary(engine: AnswerEngine, answer: IDataObject, settings: CitedSourcesSettings): IDataObject {
	const citations = list(answer.citations) as IDataObject[];
	const urls = citations.map((source) => (typeof source.url === 'string' ? source.url : null));
	const domains = citations.map((source, index) => (typeof source.domain === 'string' ? source.domain : (hostOf(urls[index]) ?? null)));
	const { watched } = settings;
	let watchedIn: boolean | null = null;
	if (watched !== '' && DOMAIN_FORM.test(watched)) {
		watchedIn = domains.some((domain) => domain !== null && (domain.replace(/^www\./, '') === watched || domain.endsWith(`.${watched}`)));
	} else if (watched !== '') {
		const name = new RegExp(`(^|[^\\p{L}\\p{N}])${watched.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\p{N}])`, 'iu');
		watchedIn = name.test(String(answer.answer ?? '')) || citations.some((source) => String(source.attribution ?? '').toLowerCase() === watched.toLowerCase());
	}
	return {
		engine: engine.name,
		prompt: answer.prompt ?? null,
		cited_urls: urls,
		cited_domains: domains,
		citation_count: citations.length,
		watched: watched === '' ? null : watched,
		watched_in: watchedIn,
		web_search_triggered: answer.web_search_triggered ?? null,
		model: answer.model ?? null,
		country: answer.country ?? null,
		created_at: isoDate(answer.created_at) ?? isoDate(answer.created_utc),
		answer: answer.answer ?? null,
	};
}

/** The answer engines' trigger: Cited Sources Changed, over the action node's Answer > Ask. */
export function answerTriggers(platform: PlatformDescriptor, engine: AnswerEngine): PlatformTriggers {
	return {
		platform,
		events: [
			{
				value: 'citedSourcesChanged',
				name: 'Cited Sources Changed',
				description: `The sources ${engine.name} cites for a question changed (one came in or went out, or their order moved), or only when a watched domain or brand enters or leaves the answer`,
				from: { resource: 'answer', operation: 'ask' },
				watch: {
					kind: 'change',
					fields: ['cited_urls'],
					summary: (records, settings) => citedSourcesSummary(engine, records[0], settings as CitedSourcesSettings),
					settings: { fields: citedSourcesFields, read: readCitedSourcesSettings },
					compared: (settings) => (settings.emitWhen === 'watchedChanged' ? ['watched_in'] : ['cited_urls']),
					hidden: ['timeout'],
					forced: { output: 'answer' },
				},
				notice: `Every poll asks the question again: ${engine.credits.ask} credits a poll (${engine.credits.ask * 24} a day polling hourly). The answer is not deterministic, so its sources may move between polls with nothing changed on the web: poll no more often than a trend needs. A poll has 30 s (n8n gives it 45 s): an answer that takes longer (with web search, often 30-70 s) fails that poll, saying so, and the next poll asks again; Web Search Off or Auto answers sooner.`,
			},
		],
	};
}
