// Test tooling, never shipped.
/**
 * `POST /v1/web/scrape` as far as the page-change trigger uses it: the Web node's routes (test/emulator/routes/web/,
 * the next part of issue 33) take it over, serving the live page (live-page.ts) the same way.
 * Engines as the docs price them: HTTP 1 credit, a browser 5, a premium browser 10, the AI extraction +2; a page
 * behind protection refuses a weaker engine (422, blocking detected) unless `escalate` lets the service go up; a
 * request whose price would pass `max_cost` is refused (400). Neither refusal is billed.
 */
import type { BodyCheck, ValidationIssue } from '../route';
import { ApiError, defineRoute } from '../route';
import type { Protection } from '../live-page';
import { LIVE_PAGE_URL, livePageExtraction, livePageFacts, renderLivePage } from '../live-page';

const TIERS = [
	{ engine: 'http', credits: 1 },
	{ engine: 'browser', credits: 5 },
	{ engine: 'windows_chrome', credits: 10 },
];
const NEEDED: Record<Protection, number> = { none: 0, browser: 1, premium: 2 };

const scrapeBody: BodyCheck = (raw) => {
	const body = (raw ?? {}) as Record<string, unknown>;
	const issues: ValidationIssue[] = [];
	if (typeof body.url !== 'string' || !/^https?:\/\//i.test(body.url)) issues.push({ type: 'value_error', loc: ['body', 'url'], msg: 'Value error, url must be an http(s) URL', input: body.url });
	if (body.engine !== undefined && body.engine !== 'auto' && body.engine !== 'browser') issues.push({ type: 'enum', loc: ['body', 'engine'], msg: "Input should be 'auto' or 'browser'", input: body.engine });
	if (body.format !== undefined && !['html', 'markdown', 'text'].includes(body.format as string)) issues.push({ type: 'enum', loc: ['body', 'format'], msg: "Input should be 'html', 'markdown' or 'text'", input: body.format });
	if (body.ai_extract === true && (typeof body.ai_prompt !== 'string' || body.ai_prompt === '')) issues.push({ type: 'value_error', loc: ['body', 'ai_prompt'], msg: 'Value error, ai_prompt is required when ai_extract is true', input: body.ai_prompt });
	return issues.length > 0 ? { ok: false, issues } : { ok: true, value: body };
};

export const webScrapeRoutes = [
	defineRoute({
		method: 'POST',
		path: '/v1/web/scrape',
		body: scrapeBody,
		credits: (answer: { credits_used: number }) => answer.credits_used,
		handle: ({ body, live }) => {
			const url = body.url as string;
			const format = (body.format as 'html' | 'markdown' | 'text' | undefined) ?? 'html';
			const facts = url === LIVE_PAGE_URL ? livePageFacts(live) : undefined;
			const asked = body.engine === 'browser' || body.render_js === true || typeof body.wait_for === 'string' ? 1 : 0;
			const needed = NEEDED[facts?.protection ?? 'none'];
			const tier = asked >= needed ? asked : body.escalate === true ? needed : undefined;
			const aiCredits = body.ai_extract === true ? 2 : 0;
			if (tier === undefined) {
				throw new ApiError(422, {
					success: false, url, status_code: 403, content: null, format, engine_used: TIERS[asked].engine, credits_used: 0,
					blocking_detected: true, blocking_details: { is_blocked: true, block_type: 'cloudflare', confidence: 0.95, details: 'Cloudflare challenge page detected' },
				});
			}
			const price = TIERS[tier].credits + aiCredits;
			if (typeof body.max_cost === 'number' && price > body.max_cost) throw new ApiError(400, { detail: `Estimated cost of ${price} credits exceeds max_cost (${body.max_cost})` });
			const content = facts ? renderLivePage(facts, format) : `# Page at ${url}\n\nNothing here changes.`;
			return {
				success: true, url, status_code: 200, content, format, engine_used: TIERS[tier].engine, credits_used: price, duration_ms: 342, retries_used: 0,
				content_length: content.length, screenshot_url: null, video_url: null, headers: { 'content-type': 'text/html; charset=UTF-8' },
				blocking_detected: false, blocking_details: null, antibot_systems: [], captcha_systems: [], anti_bot_solved: false, solver_used: null,
				ai_extraction: body.ai_extract === true ? (facts ? livePageExtraction(facts) : { title: `Page at ${url}` }) : null,
				ai_model: body.ai_extract === true ? 'gpt-4o-mini' : null, ai_error: null,
			};
		},
	}),
];
