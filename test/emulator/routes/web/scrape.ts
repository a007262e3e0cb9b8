/**
 * `POST /v1/web/scrape` as its endpoint page shows it (`api-reference/endpoint/web-scraping/scrape.mdx`): the answer's
 * fields, the engine tiers and their prices (HTTP 1, browser 5, premium browser 10 with Escalate; +5 when an anti-bot
 * solver runs, +2 AI extraction, +3 video), a blocked page's 422 (the docs' "422 — Blocked" answer, the live
 * description's `blocking_page_detected`), a 400 for a URL that is not http(s) and for a cost past `max_cost`.
 */
import { htmlOf, pageAt, SCREENSHOT_PNG, textOf, VIDEO_GIF } from '../../fixtures/web/pages';
import type { WebPage } from '../../fixtures/web/pages';
import type { LiveView } from '../../live';
import { LIVE_PAGE_URL, livePage } from '../../live-page';
import { ApiError } from '../../route';
import type { FieldRule } from './body';

/** The request fields and their rules, from the endpoint page. */
export const SCRAPE_FIELDS: Record<string, FieldRule> = {
	url: { type: 'string', required: true },
	engine: { type: 'enum', values: ['auto', 'browser'] },
	format: { type: 'enum', values: ['html', 'markdown', 'text'] },
	render_js: { type: 'boolean' },
	wait_for: { type: 'string' },
	wait_timeout: { type: 'integer', min: 1000, max: 120000 },
	wait_after_load: { type: 'integer', min: 0, max: 30000 },
	js_scenario: { type: 'list', items: 'object' },
	session_id: { type: 'string' },
	retry_count: { type: 'integer', min: 0, max: 10 },
	retry_on_block: { type: 'boolean' },
	country: { type: 'string' },
	custom_headers: { type: 'object' },
	screenshot: { type: 'boolean' },
	video: { type: 'boolean' },
	anti_bot: { type: 'boolean' },
	escalate: { type: 'boolean' },
	max_cost: { type: 'integer', min: 1 },
	raw_content: { type: 'boolean' },
	ai_extract: { type: 'boolean' },
	ai_prompt: { type: 'string', maxLength: 2000 },
};

/** The overview's cost table. */
export const ENGINE_CREDITS = { http: 1, browser: 5, windows_chrome: 10 } as const;
type Engine = keyof typeof ENGINE_CREDITS;
const ANTI_BOT = 5;
const AI_EXTRACT = 2;
const VIDEO = 3;

/** Engines with a browser: the ones `wait_for`, actions, screenshots and videos need. */
const BROWSER_ENGINES: readonly Engine[] = ['browser', 'windows_chrome'];

/** The answer's `duration_ms` of each engine: made up, and the same every time. */
const DURATION: Record<Engine, number> = { http: 342, browser: 2150, windows_chrome: 5230 };

/** The service's 400 with its reason. */
const badRequest = (detail: string) => new ApiError(400, { detail });

/** The engines a scrape tries, in order: one without Escalate, then the stronger ones with it. */
function enginesFor(body: Record<string, unknown>, page: WebPage): Engine[] {
	const forced =
		body.engine === 'browser' || body.render_js === true || typeof body.wait_for === 'string' || Array.isArray(body.js_scenario) || body.screenshot === true || body.video === true;
	const first: Engine = forced || page.needsBrowser === true ? 'browser' : 'http';
	if (body.escalate !== true) return [first];
	return first === 'http' ? ['http', 'browser', 'windows_chrome'] : ['browser', 'windows_chrome'];
}

/** What a scrape would cost on `engine`, before any solver runs: the engine and the add-ons asked for. */
const estimate = (engine: Engine, body: Record<string, unknown>) =>
	ENGINE_CREDITS[engine] + (body.ai_extract === true ? AI_EXTRACT : 0) + (body.video === true ? VIDEO : 0);

/** The same detection lists on every answer about a page. */
export function detections(page: WebPage) {
	return {
		antibot_systems: page.protectedBy ? [{ system: page.protectedBy.system, confidence: 0.95, details: null }] : [],
		captcha_systems: page.captchas ?? [],
	};
}

function contentOf(page: WebPage, format: string): string {
	return format === 'markdown' ? page.markdown : format === 'text' ? textOf(page) : htmlOf(page);
}

/** The scrape's answer, or the ApiError the service would send instead. */
export function scrape(body: Record<string, unknown>, live?: LiveView): Record<string, unknown> & { credits_used: number } {
	const url = body.url as string;
	if (!/^https?:\/\//i.test(url) || !URL.canParse(url)) throw badRequest(`Invalid URL: ${url}. Must be a valid HTTP or HTTPS URL.`);
	// The page that changes between polls (the page-change trigger's), as the live world has it now.
	const page = url === LIVE_PAGE_URL && live ? livePage(live) : pageAt(url);
	const format = (body.format as string | undefined) ?? 'html';
	if (page.fails) throw new ApiError(500, { detail: page.fails });
	const maxCost = typeof body.max_cost === 'number' ? body.max_cost : undefined;
	const engines = enginesFor(body, page);
	const retries = typeof body.retry_count === 'number' ? body.retry_count : 3;
	const retried = body.retry_on_block === false ? 0 : retries;

	let engine = engines[0];
	let solved = false;
	for (const [index, candidate] of engines.entries()) {
		engine = candidate;
		// The service fails rather than pass the caller's budget: before the first engine, and before escalating.
		if (maxCost !== undefined && estimate(candidate, body) > maxCost) {
			throw badRequest(`Estimated cost of ${estimate(candidate, body)} credits exceeds max_cost of ${maxCost}`);
		}
		const blocked = page.protectedBy !== undefined && candidate !== 'windows_chrome';
		if (!blocked) break;
		if (body.anti_bot === true && (maxCost === undefined || estimate(candidate, body) + ANTI_BOT <= maxCost)) {
			solved = true;
			break;
		}
		if (index === engines.length - 1) throw new ApiError(422, blockedAnswer(url, page, format, candidate, retried));
	}

	const content = page.file ? null : contentOf(page, format);
	const ai = body.ai_extract === true;
	const credits = estimate(engine, body) + (solved ? ANTI_BOT : 0);
	return {
		success: true,
		url,
		status_code: 200,
		content,
		...(page.file ? { content_base64: page.file.base64 } : {}),
		is_binary: page.file !== undefined,
		content_type: page.file?.contentType ?? 'text/html',
		format,
		engine_used: engine,
		credits_used: credits,
		duration_ms: DURATION[engine],
		retries_used: engines.indexOf(engine) > 0 ? Math.min(retried, engines.indexOf(engine)) : 0,
		content_length: page.file ? Buffer.from(page.file.base64, 'base64').length : Buffer.byteLength(content ?? '', 'utf8'),
		screenshot_url: body.screenshot === true && BROWSER_ENGINES.includes(engine) ? (page.screenshot ?? SCREENSHOT_PNG) : null,
		video_url: body.video === true && BROWSER_ENGINES.includes(engine) ? VIDEO_GIF : null,
		headers: { 'content-type': page.file?.contentType ?? 'text/html; charset=UTF-8' },
		blocking_detected: false,
		blocking_details: null,
		...detections(page),
		anti_bot_solved: solved,
		solver_used: solved ? `${page.protectedBy?.blockType ?? 'generic'}_solver` : null,
		ai_extraction: ai ? (page.extraction ?? { title: page.title }) : null,
		ai_model: ai ? 'gpt-4o-mini' : null,
		ai_error: null,
	};
}

/** The docs' "422 — Blocked" answer for the page. */
function blockedAnswer(url: string, page: WebPage, format: string, engine: Engine, retries: number): Record<string, unknown> {
	const block = page.protectedBy as NonNullable<WebPage['protectedBy']>;
	return {
		success: false,
		url,
		status_code: 403,
		content: null,
		format,
		engine_used: engine,
		credits_used: 0,
		duration_ms: DURATION[engine],
		retries_used: retries,
		content_length: 0,
		screenshot_url: null,
		video_url: null,
		headers: {},
		blocking_detected: true,
		blocking_details: { is_blocked: true, block_type: block.blockType, confidence: 0.95, details: block.details },
		...detections(page),
		anti_bot_solved: false,
		solver_used: null,
		ai_extraction: null,
		ai_model: null,
		ai_error: null,
	};
}
