import type { EndpointDescriptor, PlatformDescriptor } from '../shared/descriptor';
import { NodeApiError } from 'n8n-workflow';
import type { PlatformTriggers } from '../shared/trigger/watch';

/**
 * The Scrape endpoint (POST /v1/web/scrape) as the page-change trigger reads it: the fields it needs of the endpoint
 * page. The ScrapeBadger Web node (the next part of issue 33) describes the endpoint whole in resources/page.ts; the
 * trigger then watches that description and this one goes.
 */
const scrape: EndpointDescriptor = {
	operation: 'scrape',
	name: 'Scrape',
	action: 'Scrape a page',
	description: 'Reads a web page as HTML, Markdown or plain text',
	method: 'POST',
	path: '/v1/web/scrape',
	credits: 1,
	paging: { kind: 'none' },
	params: [
		{
			displayName: 'URL',
			name: 'url',
			in: 'body',
			type: 'string',
			required: true,
			default: '',
			placeholder: 'https://example.com/products/lamp',
			description: 'The page to read: an http(s) address',
			pattern: { regex: /^https?:\/\/[^\s/]+\S*$/i, form: 'an http(s) URL such as https://example.com/page' },
		},
		{
			displayName: 'Format',
			name: 'format',
			in: 'body',
			type: 'options',
			default: 'markdown',
			description: 'The form of the page text',
			options: [
				{ name: 'HTML', value: 'html' },
				{ name: 'Markdown', value: 'markdown' },
				{ name: 'Text', value: 'text' },
			],
		},
		{
			displayName: 'Engine',
			name: 'engine',
			in: 'body',
			type: 'options',
			default: 'auto',
			description: 'Auto tries the cheapest engine first; Browser always renders JavaScript (5 credits)',
			options: [
				{ name: 'Auto', value: 'auto' },
				{ name: 'Browser', value: 'browser' },
			],
		},
		{ displayName: 'Render JavaScript', name: 'render_js', in: 'body', type: 'boolean', default: false, description: 'Whether to render JavaScript (a browser, 5 credits)' },
		{ displayName: 'Escalate', name: 'escalate', in: 'body', type: 'boolean', default: false, description: 'Whether a blocked read may go on to a stronger engine, billed for the one that succeeds' },
		{ displayName: 'AI Extract', name: 'ai_extract', in: 'body', type: 'boolean', default: false, description: 'Whether to extract data by AI (+2 credits)' },
		{ displayName: 'AI Prompt', name: 'ai_prompt', in: 'body', type: 'string', default: '', maxLength: 2000, description: 'What the AI extraction pulls out of the page' },
		{ displayName: 'Max Cost', name: 'max_cost', in: 'body', type: 'integer', min: 1, default: 10, description: 'Most credits the request may cost' },
	],
};

const web: PlatformDescriptor = {
	platform: 'Web',
	resources: [{ value: 'page', name: 'Page', description: 'A web page', endpoints: [scrape] }],
};

/** A failed read that a stronger engine may succeed at: blocking detected (422), or its price past the request's cost cap (400). */
function refused(error: unknown): boolean {
	if (!(error instanceof NodeApiError)) return false;
	const body = (error.errorResponse as { body?: { blocking_detected?: unknown; detail?: unknown } } | undefined)?.body;
	if (error.httpCode === '422') return body?.blocking_detected === true;
	return error.httpCode === '400' && typeof body?.detail === 'string' && /max_cost/i.test(body.detail);
}

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
				promptMaxLength: 2000,
				tiers: [
					{ engines: ['http', 'curl_cffi'], credits: 1, request: { engine: 'auto' } },
					{ engines: ['browser', 'patchright'], credits: 5, request: { engine: 'browser' } },
					{ engines: ['windows_chrome', 'premium'], credits: 10, request: { engine: 'browser' }, escalates: true },
				],
				minimumTier: (body) => (body.engine === 'browser' || body.render_js === true || (typeof body.wait_for === 'string' && body.wait_for !== '') ? 1 : 0),
				escalate: 'escalate',
				maxCost: 'max_cost',
				addOns: { ai_extract: 2, anti_bot: 5 },
				refused,
				defaults: { format: 'markdown' },
				hidden: ['ai_extract', 'ai_prompt', 'max_cost', 'screenshot', 'video', 'raw_content', 'session_id', 'js_scenario'],
			},
		},
	],
};
