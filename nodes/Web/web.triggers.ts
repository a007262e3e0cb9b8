import { failureFacts } from '../shared/transport/errors';
import type { PlatformTriggers } from '../shared/trigger/watch';
import { web } from './web.descriptor';
import { PRICES } from './web.records';

/** A read the page refused: a blocking page (422 `blocking_page_detected`), which only escalating gets past. */
const blocked = (error: unknown): boolean => failureFacts(error)?.code === 'page_blocked';

/** A read whose engine would cost more than the cap it was sent with (400): Auto would take a stronger engine for the page. */
const dearer = (error: unknown): boolean => {
	const body = (error as { errorResponse?: { body?: { detail?: unknown } } } | null)?.errorResponse?.body;
	return (error as { httpCode?: unknown } | null)?.httpCode === '400' && typeof body?.detail === 'string' && /max_cost/i.test(body.detail);
};

/** What the Web trigger watches, over the Web node's own Scrape description. */
export const webTriggers: PlatformTriggers = {
	platform: web,
	events: [
		{
			value: 'pageChanged',
			name: 'Page Changed',
			description: 'A web page changed: the whole page, the part a CSS selector picks, or what an AI prompt extracts',
			from: { resource: 'page', operation: 'scrape' },
			notice:
				'Engines: HTTP 1 credit, a browser 5, a premium browser 10 (reached only by escalating); an AI prompt adds 2. What the trigger keeps between polls: a hash of the watched text, and the text itself up to 10,000 characters (longer: a fingerprint per line, up to 3,000 lines), never the whole page.',
			watch: {
				kind: 'page',
				url: 'url',
				answer: { content: 'content', engine: 'engine_used', extraction: 'ai_extraction', extractionError: 'ai_error' },
				prompt: { switch: 'ai_extract', param: 'ai_prompt' },
				selector: {
					from: { resource: 'page', operation: 'extract' },
					rules: 'extract_rules',
					rule: 'watched',
					result: 'data.{rule}',
					description: 'Only the text of the elements a CSS selector picks, read by Extract',
				},
				promptMaxLength: 2000,
				tiers: [
					{ engines: ['http', 'curl_cffi'], credits: PRICES.http, request: { engine: 'auto' } },
					{ engines: ['browser', 'patchright'], credits: PRICES.browser, request: { engine: 'browser' } },
					{ engines: ['windows_chrome', 'premium'], credits: PRICES.premiumBrowser, request: { engine: 'browser' }, escalates: true },
				],
				// What makes the service take a browser whatever the engine: JavaScript, a wait for an element, browser actions.
				minimumTier: (body) => {
					const given = (value: unknown) => typeof value === 'string' && !['', '[]'].includes(value.trim());
					return body.engine === 'browser' || body.render_js === true || given(body.wait_for) || given(body.js_scenario) ? 1 : 0;
				},
				escalate: 'escalate',
				maxCost: 'max_cost',
				addOns: { ai_extract: PRICES.aiExtract, anti_bot: PRICES.antiBot },
				blocked,
				dearer,
				defaults: { format: 'markdown' },
				// The trigger's own AI prompt sets the extraction, its engine memory the cost cap; files are no text to compare.
				hidden: ['ai_extract', 'ai_prompt', 'max_cost', 'screenshot', 'video', 'fileBinaryField'],
			},
		},
	],
};
