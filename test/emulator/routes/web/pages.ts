/**
 * `POST /v1/web/detect` as its endpoint page shows it (cached per domain for 5 minutes: a cached answer costs 0 and
 * comes fast), and `POST /v1/web/screenshot` and `POST /v1/web/extract`, which the live OpenAPI gives with no schema
 * and the docs with no page: the screenshot takes the page's URL (the CLI's `web screenshot <url>`) and answers the PNG
 * as base64 in `screenshot`, billed as a browser scrape; extract takes CSS/XPath
 * `extract_rules`, `ai_extract_rules` and an `ai_query` (the CLI's `--rules`, `--ai-rules`, `--ai-query`) and answers
 * the selectors' values in `data` and the AI's in `ai_extraction`, billed as a scrape plus AI extraction.
 */
import { pageAt, SCREENSHOT_PNG } from '../../fixtures/web/pages';
import type { WebPage } from '../../fixtures/web/pages';
import type { LiveView } from '../../live';
import { LIVE_PAGE_URL, livePage, livePageFacts, livePageSelection } from '../../live-page';
import { ApiError } from '../../route';
import { detections, ENGINE_CREDITS } from './scrape';

const DETECT_CACHE_MS = 5 * 60_000;

const invalidUrl = (url: unknown) => new ApiError(400, { detail: `Invalid URL: ${String(url)}. Must be a valid HTTP or HTTPS URL.` });
const checkedUrl = (url: unknown): string => {
	if (typeof url !== 'string' || !/^https?:\/\//i.test(url) || !URL.canParse(url)) throw invalidUrl(url);
	return url;
};

export function detect(body: Record<string, unknown>, state: Map<string, unknown>, key: string, now: number): Record<string, unknown> & { credits_used: number } {
	const url = checkedUrl(body.url);
	const page = pageAt(url);
	const cacheKey = `web.detect:${key}:${new URL(url).hostname}`;
	const seenAt = state.get(cacheKey) as number | undefined;
	const cached = seenAt !== undefined && now - seenAt < DETECT_CACHE_MS;
	if (!cached) state.set(cacheKey, now);
	const { antibot_systems, captcha_systems } = detections(page);
	const blocked = page.protectedBy !== undefined;
	return {
		url,
		antibot_systems: page.protectedBy ? [{ system: page.protectedBy.system, confidence: 0.92, details: 'Turnstile widget detected in page HTML' }] : antibot_systems,
		captcha_systems,
		is_blocked: blocked,
		blocking_type: page.protectedBy?.blockType ?? null,
		recommendation: blocked ? 'Use browser engine with anti_bot enabled' : captcha_systems.length > 0 ? 'Use browser engine with anti_bot enabled' : null,
		credits_used: cached ? 0 : 1,
		duration_ms: cached ? 12 : blocked ? 1240 : 380,
	};
}

/** A page the browser cannot reach: protected, or failing. */
function unreachable(page: WebPage, url: string): ApiError | undefined {
	if (page.fails) return new ApiError(500, { detail: page.fails });
	if (page.protectedBy) return new ApiError(422, { detail: `blocking_page_detected: ${page.protectedBy.details} at ${url}` });
	return undefined;
}

export function screenshot(body: Record<string, unknown>): Record<string, unknown> & { credits_used: number } {
	const url = checkedUrl(body.url);
	const page = pageAt(url);
	const failure = unreachable(page, url);
	if (failure) throw failure;
	return {
		success: true,
		url,
		screenshot: page.screenshot ?? SCREENSHOT_PNG,
		engine_used: 'browser',
		credits_used: ENGINE_CREDITS.browser,
		duration_ms: 2150,
	};
}

/** A selector's value on the emulated page: headings and links are what its Markdown holds. */
function select(page: WebPage, selector: string): unknown {
	const headings = (level: number) =>
		page.markdown
			.split('\n\n')
			.map((block) => new RegExp(`^${'#'.repeat(level)} (.*)$`).exec(block)?.[1])
			.filter((text): text is string => text !== undefined);
	switch (selector.trim()) {
		case 'title':
			return page.title;
		case 'h1':
			return headings(1)[0] ?? null;
		case 'h2':
			return headings(2);
		case 'a':
			return [...page.markdown.matchAll(/\[([^\]]*)\]\(([^)]*)\)/g)].map((match) => match[2]);
		default:
			return null;
	}
}

export function extract(body: Record<string, unknown>, live?: LiveView): Record<string, unknown> & { credits_used: number } {
	const url = checkedUrl(body.url);
	const rules = body.extract_rules as Record<string, unknown> | undefined;
	const aiRules = body.ai_extract_rules as Record<string, unknown> | undefined;
	const query = body.ai_query as string | undefined;
	if (rules === undefined && aiRules === undefined && query === undefined) {
		throw new ApiError(422, { detail: [{ type: 'value_error', loc: ['body'], msg: 'Value error, provide at least one of extract_rules, ai_extract_rules or ai_query', input: body }] });
	}
	// The page that changes between polls (the page-change trigger's), as the live world has it now, picked by its classes.
	const facts = url === LIVE_PAGE_URL && live ? livePageFacts(live) : undefined;
	const page = facts && live ? livePage(live) : pageAt(url);
	const failure = unreachable(page, url);
	if (failure) throw failure;
	const engine = page.needsBrowser === true ? 'browser' : 'http';
	const pick = (selector: string) => (facts ? livePageSelection(facts, selector) : select(page, selector));
	const data = rules === undefined ? null : Object.fromEntries(Object.entries(rules).map(([name, selector]) => [name, typeof selector === 'string' ? pick(selector) : null]));
	const found = page.extraction ?? { title: page.title };
	const ai = aiRules !== undefined || query !== undefined;
	const aiAnswer =
		aiRules === undefined
			? found
			: Object.fromEntries(Object.keys(aiRules).map((name) => [name, found !== null && typeof found === 'object' && !Array.isArray(found) ? ((found as Record<string, unknown>)[name] ?? null) : null]));
	return {
		success: true,
		url,
		data,
		ai_extraction: ai ? aiAnswer : null,
		ai_model: ai ? 'gpt-4o-mini' : null,
		engine_used: engine,
		credits_used: ENGINE_CREDITS[engine] + (ai ? 2 : 0),
		duration_ms: engine === 'browser' ? 2150 : 342,
	};
}
