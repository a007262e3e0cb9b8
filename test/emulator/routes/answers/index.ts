/**
 * The answer engines: ChatGPT and Gemini as their endpoint pages show them (docs/api-reference/endpoint/{chatgpt,gemini}),
 * Perplexity with a shape of our own (no page documents it: ChatGPT's fields less its search trail). Ask and Brand
 * Visibility each answer a GET (query) and its POST form (the same fields as a JSON body, aliases and competitors as
 * arrays), at the overview's prices (Perplexity's assumed from them). The cited sources follow the world of the path
 * (fixtures/answers/world.ts), which the monitoring run rotates.
 */
import * as data from '../../fixtures/answers/world';
import type { AnswerWorld, Source } from '../../fixtures/answers/world';
import type { LiveView } from '../../live';
import type { QueryRules, Route } from '../../route';
import { ApiError, defineRoute } from '../../route';
import type { FieldRule } from '../web/body';
import { bodyRules } from '../web/body';

type Engine = 'chatgpt' | 'gemini' | 'perplexity';

const MODEL: Record<Engine, string> = { chatgpt: 'gpt-5-5', gemini: 'gemini-flash-lite', perplexity: 'sonar' };

interface Asked {
	prompt: string;
	country: string;
	web_search: string;
	brand?: string;
	domain?: string | null;
	aliases?: string[];
	competitors?: string[];
}

const COUNTRY = '^[A-Za-z]{2}$';

const askQuery = (webSearch: 'auto' | 'force' | undefined): QueryRules => ({
	prompt: { type: 'string', required: true, minLength: 1, maxLength: 4096 },
	country: { type: 'string', pattern: COUNTRY },
	...(webSearch ? { web_search: { type: 'enum', values: ['auto', 'force', 'off'], default: webSearch } } : {}),
});

const brandQuery = (webSearch: 'auto' | 'force' | undefined): QueryRules => ({
	...askQuery(webSearch),
	brand: { type: 'string', required: true, minLength: 1 },
	domain: { type: 'string' },
	aliases: { type: 'string' },
	competitors: { type: 'string' },
});

const askBody = (webSearch: boolean): Record<string, FieldRule> => ({
	prompt: { type: 'string', required: true, maxLength: 4096 },
	country: { type: 'string' },
	...(webSearch ? { web_search: { type: 'enum', values: ['auto', 'force', 'off'] } as FieldRule } : {}),
});

const brandBody = (webSearch: boolean): Record<string, FieldRule> => ({
	...askBody(webSearch),
	brand: { type: 'string', required: true },
	domain: { type: 'string' },
	aliases: { type: 'list', items: 'string' },
	competitors: { type: 'list', items: 'string' },
});

const split = (text: unknown): string[] =>
	typeof text === 'string' ? text.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '') : Array.isArray(text) ? text.map(String) : [];

function asked(values: Record<string, unknown>, webSearchDefault: string): Asked {
	const country = typeof values.country === 'string' && values.country !== '' ? values.country : 'US';
	if (!/^[A-Za-z]{2}$/.test(country)) throw unprocessable('country', 'String should match pattern', country);
	if (typeof values.prompt !== 'string' || values.prompt.trim() === '') throw unprocessable('prompt', 'String should have at least 1 character', values.prompt);
	return {
		prompt: values.prompt,
		country: country.toUpperCase(),
		web_search: typeof values.web_search === 'string' ? values.web_search : webSearchDefault,
		...(typeof values.brand === 'string' ? { brand: values.brand, domain: typeof values.domain === 'string' && values.domain !== '' ? values.domain : null, aliases: split(values.aliases), competitors: split(values.competitors) } : {}),
	};
}

function unprocessable(field: string, msg: string, input: unknown): ApiError {
	return new ApiError(422, { detail: [{ type: 'value_error', loc: ['body', field], msg, input }] });
}

/** The citations of the answer under the path's world; none when the engine did not search. */
function citationsOf(engine: Engine, sources: Source[], spans: Array<{ start: number; end: number }>, answer: string) {
	return sources.map((source, index) => ({
		url: source.url,
		title: source.title,
		snippet: source.snippet,
		domain: source.domain,
		attribution: source.attribution,
		...(engine === 'chatgpt' ? { pub_date_utc: source.published_at ? Date.parse(source.published_at) / 1000 : null, published_at: source.published_at } : {}),
		start_index: spans[index].start,
		end_index: spans[index].end,
		matched_text: answer.slice(spans[index].start, spans[index].end),
	}));
}

function composed(engine: Engine, ask: Asked, world: AnswerWorld) {
	const searched = ask.web_search !== 'off';
	const cited = searched ? data.citedOf(world) : [];
	const { answer, markdown, spans } = data.composeAnswer(cited);
	return { searched, cited, answer, markdown, citations: citationsOf(engine, cited, spans, answer) };
}

/** An identifier of the one-shot exchange, the same for the same question and world. */
function exchangeId(seed: string, salt: number): string {
	let hash = 2166136261 ^ salt;
	for (const char of seed) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
	const hex = (Math.abs(hash) >>> 0).toString(16).padStart(8, '0');
	return `${hex}-${hex.slice(0, 4)}-4${hex.slice(1, 4)}-8${hex.slice(4, 7)}-${hex}${hex.slice(0, 4)}`;
}

function askAnswer(engine: Engine, ask: Asked, world: AnswerWorld) {
	const { searched, cited, answer, markdown, citations } = composed(engine, ask, world);
	const citedUrls = new Set(cited.map((source) => source.url));
	const searchResults = searched
		? data.SOURCES.map((source, index) => ({
				url: source.url,
				title: source.title,
				snippet: source.snippet,
				domain: source.domain,
				attribution: source.attribution,
				...(engine === 'chatgpt' ? { pub_date_utc: source.published_at ? Date.parse(source.published_at) / 1000 : null, published_at: source.published_at, ref_index: index } : {}),
				cited: citedUrls.has(source.url),
			}))
		: [];
	const seed = `${ask.prompt}|${world.rotation ?? 0}`;
	return {
		prompt: ask.prompt,
		answer,
		answer_markdown: markdown,
		citations,
		...(engine === 'perplexity' ? {} : { search_results: searchResults }),
		source_domains: [...new Set(cited.map((source) => source.domain))],
		web_search_triggered: searched,
		...(engine === 'chatgpt' ? { search_queries: searched ? cited.map((_, index) => `turn0search${index}`) : [] } : {}),
		...(engine === 'gemini' ? { truncated: false } : {}),
		model: MODEL[engine],
		conversation_id: exchangeId(seed, 1),
		message_id: exchangeId(seed, 2),
		country: ask.country,
		answer_length: answer.length,
		citation_count: citations.length,
		latency_ms: searched ? 31200 : 21800,
		created_utc: data.CREATED_UTC,
		created_at: data.CREATED_AT,
	};
}

function brandAnswer(engine: Engine, ask: Asked, world: AnswerWorld) {
	const { searched, answer, citations } = composed(engine, ask, world);
	const analysis = data.brandAnalysis(answer, citations, { brand: ask.brand ?? '', domain: ask.domain ?? null, aliases: ask.aliases ?? [], competitors: ask.competitors ?? [] });
	return {
		prompt: ask.prompt,
		brand: ask.brand,
		domain: ask.domain ?? null,
		...analysis,
		answer,
		citations,
		web_search_triggered: searched,
		model: MODEL[engine],
		country: ask.country,
		latency_ms: searched ? 33400 : 22100,
		created_utc: data.CREATED_UTC,
		created_at: data.CREATED_AT,
	};
}

/** An endpoint that takes its parameters as a GET query or as a POST's JSON body, and answers both alike. */
function getAndPost(
	path: string,
	rules: { query: QueryRules; body: Record<string, FieldRule> },
	credits: number,
	answer: (values: Record<string, unknown>, live: LiveView) => unknown,
): Route[] {
	return [
		defineRoute({ path, query: rules.query, credits, handle: ({ query, live }) => answer(query, live) }),
		defineRoute({ method: 'POST', path, body: bodyRules(rules.body), credits, handle: ({ body, live }) => answer(body, live) }),
	];
}

/** Ask and Brand Visibility of one engine, each as a GET and as its POST form, at `credits`. */
function answerRoutes(engine: Engine, credits: { ask: number; brand: number }, webSearch: boolean): Route[] {
	const world = (live: LiveView) => live.record<AnswerWorld>({});
	return [
		...getAndPost(`/v1/${engine}/ask`, { query: askQuery(webSearch ? 'auto' : undefined), body: askBody(webSearch) }, credits.ask, (values, live) =>
			askAnswer(engine, asked(values, 'auto'), world(live)),
		),
		...getAndPost(`/v1/${engine}/brand-visibility`, { query: brandQuery(webSearch ? 'force' : undefined), body: brandBody(webSearch) }, credits.brand, (values, live) =>
			brandAnswer(engine, asked(values, 'force'), world(live)),
		),
	];
}

export const chatgptRoutes: Route[] = [
	...answerRoutes('chatgpt', { ask: 20, brand: 25 }, true),
	defineRoute({
		path: '/v1/chatgpt/models',
		query: { country: { type: 'string', pattern: COUNTRY } },
		credits: 1,
		handle: () => ({ models: structuredClone(data.CHATGPT_MODELS), count: data.CHATGPT_MODELS.length }),
	}),
];

export const geminiRoutes: Route[] = answerRoutes('gemini', { ask: 20, brand: 25 }, true);

/** Perplexity's prices are stated nowhere: the node's assumed ones (its siblings'). */
export const perplexityRoutes: Route[] = answerRoutes('perplexity', { ask: 20, brand: 25 }, false);
