/**
 * Web > Page through n8n-core against the emulator: Scrape (each format, every field in the exact JSON body, the
 * engine and the credits of each item, escalation billed for the engine that succeeded, a blocked page, a failing
 * page, the Credit Budget sent as max_cost, files as n8n binary data), Extract, Take Screenshot and Detect Protection,
 * and each one's bad input refused before any request.
 */
/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test tooling, never shipped: n8n Cloud's rules for node runtime code do not apply */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { Container } from '@n8n/di';
import { BinaryDataConfig, BinaryDataService } from 'n8n-core';
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { htmlOf, PAGES, SCREENSHOT_PNG, textOf, VIDEO_GIF } from '../../emulator/fixtures/web/pages';
import { nodeSuite } from '../../harness/suite';
import { bodies, bytesOf, creditsSpent, mapped, NODE, operation, picked, typed } from './support';

const suite = nodeSuite();
const run = (parameters: INodeParameters, extra: { items?: IDataObject[]; continueOnFail?: boolean } = {}) => suite.run({ node: NODE, parameters, ...extra });
const refused = async (parameters: INodeParameters, message: string) => await suite.expectRefused({ node: NODE, parameters }, message);

const scrape = operation('page', 'scrape');
const extract = operation('page', 'extract');
const screenshot = operation('page', 'screenshot');
const detect = operation('page', 'detect');

const EXAMPLE = 'https://example.com/';
const SHOP = 'https://shop.example.com/products';
const PROTECTED = 'https://protected.example.com/';
const BROKEN = 'https://broken.example.com/';
const PDF = 'https://example.com/report.pdf';
const charges = () => suite.emulator.requests.map((request) => request.creditsCharged);

describe('Web > Page > Scrape', () => {
	test.each([
		['html', htmlOf(PAGES[EXAMPLE])],
		['markdown', PAGES[EXAMPLE].markdown],
		['text', textOf(PAGES[EXAMPLE])],
	])('Format %s: the page in that form, one item, the engine and its 1 credit', async (format, content) => {
		const { items, error } = await run(scrape({ url: EXAMPLE, options: { format } }));
		expect(error).toBeUndefined();
		expect(bodies(suite)).toEqual([{ method: 'POST', path: '/v1/web/scrape', body: { url: EXAMPLE, format } }]);
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ success: true, url: EXAMPLE, content, format, engine_used: 'http', credits_used: 1, files: [] });
		expect(items[0].binary).toBeUndefined();
		expect(charges()).toEqual([1]);
	});

	test('no option set: only the URL is sent, and the service applies its defaults (HTML)', async () => {
		await run(scrape({ url: EXAMPLE }));
		expect(bodies(suite)).toEqual([{ method: 'POST', path: '/v1/web/scrape', body: { url: EXAMPLE } }]);
	});

	test('every field, as the JSON body the service documents: JSON fields parsed, the country picked', async () => {
		const { error } = await run(
			scrape({
				url: SHOP,
				options: {
					format: 'markdown',
					engine: 'browser',
					render_js: true,
					wait_for: '#main-content',
					wait_timeout: 10000,
					wait_after_load: 500,
					js_scenario: '[{"type": "click", "selector": "#load-more"}, {"type": "wait", "milliseconds": 2000}]',
					session_id: 'my-shopping-session',
					retry_count: 5,
					retry_on_block: false,
					country: picked('DE', 'Germany (DE)'),
					custom_headers: '{"Accept-Language": "de-DE", "Referer": "https://google.com"}',
					screenshot: true,
					video: true,
					anti_bot: true,
					escalate: true,
					max_cost: 30,
					ai_extract: true,
					ai_prompt: 'Extract all product names and prices as a JSON array',
				},
			}),
		);
		expect(error).toBeUndefined();
		expect(bodies(suite)).toEqual([
			{
				method: 'POST',
				path: '/v1/web/scrape',
				body: {
					url: SHOP,
					format: 'markdown',
					engine: 'browser',
					render_js: true,
					wait_for: '#main-content',
					wait_timeout: 10000,
					wait_after_load: 500,
					js_scenario: [
						{ type: 'click', selector: '#load-more' },
						{ type: 'wait', milliseconds: 2000 },
					],
					session_id: 'my-shopping-session',
					retry_count: 5,
					retry_on_block: false,
					country: 'DE',
					custom_headers: { 'Accept-Language': 'de-DE', Referer: 'https://google.com' },
					screenshot: true,
					video: true,
					anti_bot: true,
					escalate: true,
					max_cost: 30,
					ai_extract: true,
					ai_prompt: 'Extract all product names and prices as a JSON array',
				},
			},
		]);
	});

	test('JSON fields handed over as an object and an array by an expression are sent as they are', async () => {
		await run(scrape({ url: EXAMPLE, options: { custom_headers: '={{ { "Accept-Language": "fr" } }}', js_scenario: '={{ [{ "type": "scroll", "direction": "down", "amount": 500 }] }}' } }));
		expect(bodies(suite)[0].body).toEqual({
			url: EXAMPLE,
			custom_headers: { 'Accept-Language': 'fr' },
			js_scenario: [{ type: 'scroll', direction: 'down', amount: 500 }],
		});
	});

	test('a country typed by its code, or mapped in, is sent as it is', async () => {
		await run(scrape({ url: EXAMPLE, options: { country: typed('JP') } }));
		await run(scrape({ url: EXAMPLE, options: { country: mapped('BR') } }));
		expect(bodies(suite).map(({ body }) => (body as IDataObject).country)).toEqual(['JP', 'BR']);
	});

	test('screenshot (PNG) and video (GIF) land in binary fields through n8n: type, name, bytes; no base64 in the JSON', async () => {
		const { items } = await run(scrape({ url: EXAMPLE, options: { screenshot: true, video: true } }));
		const [item] = items;
		expect(Object.keys(item.binary ?? {}).sort()).toEqual(['screenshot', 'video']);
		expect(item.binary!.screenshot).toMatchObject({ mimeType: 'image/png', fileName: 'example.com.png', fileExtension: 'png' });
		expect(item.binary!.video).toMatchObject({ mimeType: 'image/gif', fileName: 'example.com.gif', fileExtension: 'gif' });
		expect(await bytesOf(item.binary!.screenshot)).toEqual(Buffer.from(SCREENSHOT_PNG, 'base64'));
		expect(await bytesOf(item.binary!.video)).toEqual(Buffer.from(VIDEO_GIF, 'base64'));
		expect(item.json).not.toHaveProperty('screenshot_url');
		expect(item.json).not.toHaveProperty('video_url');
		expect(JSON.stringify(item.json)).not.toContain(SCREENSHOT_PNG);
		expect(item.json.files).toEqual([
			{ field: 'screenshot', file_name: 'example.com.png', mime_type: 'image/png', bytes: Buffer.from(SCREENSHOT_PNG, 'base64').length },
			{ field: 'video', file_name: 'example.com.gif', mime_type: 'image/gif', bytes: Buffer.from(VIDEO_GIF, 'base64').length },
		]);
		// A screenshot and a video need the browser: 5 credits, and 3 more for the video.
		expect(item.json).toMatchObject({ engine_used: 'browser', credits_used: 8 });
		expect(charges()).toEqual([8]);
	});

	test('the binary fields take the names set in Options', async () => {
		const { items } = await run(scrape({ url: EXAMPLE, options: { screenshot: true, screenshotBinaryField: 'page_png', video: true, videoBinaryField: 'clip' } }));
		expect(Object.keys(items[0].binary ?? {}).sort()).toEqual(['clip', 'page_png']);
		expect((items[0].json.files as IDataObject[]).map((file) => file.field)).toEqual(['page_png', 'clip']);
	});

	test('a URL serving a file (a PDF): its bytes in a binary field with its media type, never base64 in the JSON', async () => {
		const { items } = await run(scrape({ url: PDF, options: { fileBinaryField: 'report' } }));
		const file = items[0].binary!.report;
		expect(file).toMatchObject({ mimeType: 'application/pdf', fileName: 'example.com-report.pdf' });
		expect(await bytesOf(file)).toEqual(Buffer.from(PAGES[PDF].file!.base64, 'base64'));
		expect(items[0].json).toMatchObject({ is_binary: true, content: null, content_type: 'application/pdf' });
		expect(items[0].json).not.toHaveProperty('content_base64');
	});

	test('one item per input URL, run side by side, each paired and saying its engine and charge', async () => {
		const urls = [EXAMPLE, SHOP, 'https://blog.example.org/post/1'];
		const { items } = await run(scrape({ url: '={{ $json.url }}', options: { format: 'markdown' } }), { items: urls.map((url) => ({ url })) });
		expect(items.map((item) => [item.json.url, item.json.engine_used, item.json.credits_used, item.pairedItem])).toEqual([
			[EXAMPLE, 'http', 1, { item: 0 }],
			[SHOP, 'browser', 5, { item: 1 }],
			['https://blog.example.org/post/1', 'http', 1, { item: 2 }],
		]);
		expect(items[2].json.content).toContain('# blog.example.org/post/1');
	});

	test('a protected page: blocked without Escalate (422 blocking_page_detected, nothing charged), said as such', async () => {
		const { items } = await run(scrape({ url: PROTECTED }), { continueOnFail: true });
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({
			error: 'The page blocked the scrape (422 blocking_page_detected: cloudflare)',
			code: 'page_blocked',
			httpStatus: 422,
			creditsCharged: 0,
		});
		expect(items[0].json.description).toContain('Escalate');
		expect(charges()).toEqual([0]);
	});

	test('Escalate reaches the premium browser: billed 10 for the engine that succeeded, not the sum of the tries', async () => {
		let items: Array<{ json: IDataObject }> = [];
		const spent = await creditsSpent(suite, async () => ({ items } = await run(scrape({ url: PROTECTED, options: { escalate: true, format: 'markdown' } }))));
		expect(items[0].json).toMatchObject({ success: true, engine_used: 'windows_chrome', credits_used: 10, content: PAGES[PROTECTED].markdown });
		expect(spent).toBe(10);
	});

	test('Anti-Bot: a solver gets through on the first engine, +5', async () => {
		const { items } = await run(scrape({ url: PROTECTED, options: { anti_bot: true } }));
		expect(items[0].json).toMatchObject({ engine_used: 'http', credits_used: 6, anti_bot_solved: true });
	});

	test('AI extraction: the answer under ai_extraction, +2', async () => {
		const { items } = await run(scrape({ url: SHOP, options: { format: 'markdown', ai_extract: true, ai_prompt: 'Products with prices' } }));
		expect(items[0].json).toMatchObject({ ai_extraction: PAGES[SHOP].extraction, ai_model: 'gpt-4o-mini', credits_used: 7 });
	});

	test('a page that fails: the service\'s 500 as an error, nothing charged', async () => {
		const { error } = await run(scrape({ url: BROKEN, requestOptions: { maxAttempts: 1 } }));
		expect(error?.message).toContain('upstream failure, 500');
		expect(error?.description).toContain('the target closed the connection');
		expect(charges()).toEqual([0]);
	});

	describe('the Credit Budget becomes max_cost', () => {
		test('what the budget holds for the request is sent: the most it can cost (5 by Auto), 10 with Escalate', async () => {
			await run(scrape({ url: EXAMPLE, requestOptions: { creditBudget: 100 } }));
			await run(scrape({ url: EXAMPLE, options: { escalate: true, anti_bot: true }, requestOptions: { creditBudget: 100 } }));
			expect(bodies(suite).map(({ body }) => (body as IDataObject).max_cost)).toEqual([5, 15]);
		});

		test('a budget below the most a request can cost is sent whole: a cheap page goes through, a dear one the service refuses (400)', async () => {
			const cheap = await run(scrape({ url: EXAMPLE, requestOptions: { creditBudget: 3 } }));
			expect(cheap.items[0].json).toMatchObject({ engine_used: 'http', credits_used: 1 });
			const dear = await run(scrape({ url: SHOP, requestOptions: { creditBudget: 3 } }));
			expect(dear.error?.message).toContain('HTTP 400');
			expect(dear.error?.description).toContain('Estimated cost of 5 credits exceeds max_cost of 3');
			expect(bodies(suite).map(({ body }) => (body as IDataObject).max_cost)).toEqual([3, 3]);
			expect(charges()).toEqual([1, 0]);
		});

		test('Max Cost set in Options is sent without a budget, and lowered to what the budget holds with one', async () => {
			await run(scrape({ url: EXAMPLE, options: { max_cost: 2 } }));
			await run(scrape({ url: EXAMPLE, options: { max_cost: 8 }, requestOptions: { creditBudget: 4 } }));
			expect(bodies(suite).map(({ body }) => (body as IDataObject).max_cost)).toEqual([2, 4]);
		});

		test('items side by side never pass the budget together: the service is told what is left, and refuses the rest', async () => {
			const items = [PROTECTED, PROTECTED, PROTECTED].map((url) => ({ url }));
			const { items: output } = await run(scrape({ url: '={{ $json.url }}', options: { escalate: true }, requestOptions: { creditBudget: 12 } }), {
				items,
				continueOnFail: true,
			});
			const caps = bodies(suite).map(({ body }) => (body as IDataObject).max_cost);
			expect(caps).toEqual([10, 2, 2]);
			expect(charges()).toEqual([10, 0, 0]);
			expect(output.map((item) => item.json.credits_used ?? item.json.httpStatus)).toEqual([10, 400, 400]);
		});
	});

	describe('bad input is refused before any request', () => {
		test.each([
			['a URL without http(s)', { url: 'example.com' }, 'URL must be an http(s) address such as https://example.com/page'],
			['an ftp URL', { url: 'ftp://example.com/file' }, 'URL must be an http(s) address'],
			['a URL with a space', { url: 'https://exa mple.com/' }, 'URL must be an http(s) address'],
			['a URL with no host', { url: 'https:///path' }, 'URL must be an http(s) address'],
			['an unknown country', { url: EXAMPLE, options: { country: mapped('XX') } }, 'Country must be an ISO 3166-1 alpha-2 country code in capitals'],
			['a country in lower case', { url: EXAMPLE, options: { country: typed('us') } }, 'Country must be an ISO 3166-1 alpha-2 country code'],
			['headers that are not JSON', { url: EXAMPLE, options: { custom_headers: '{Accept: en}' } }, 'Custom Headers must be a JSON object of header names and text values'],
			['headers as a list', { url: EXAMPLE, options: { custom_headers: '["Accept"]' } }, 'Custom Headers must be a JSON object'],
			['a header without a text value', { url: EXAMPLE, options: { custom_headers: '{"Accept": {"a": 1}}' } }, 'the value of "Accept" is not text'],
			['actions that are not JSON', { url: EXAMPLE, options: { js_scenario: '[{type: click}]' } }, 'Browser Actions must be a JSON array of actions'],
			['an unknown action', { url: EXAMPLE, options: { js_scenario: '[{"type": "hover"}]' } }, 'action 1 is not an object with "type" click, fill, scroll, wait'],
			['a wait timeout under 1000', { url: EXAMPLE, options: { wait_timeout: 500 } }, 'Wait Timeout (Ms) must be a whole number from 1000 to 120000'],
			['a wait timeout over 120000', { url: EXAMPLE, options: { wait_timeout: 120001 } }, 'Wait Timeout (Ms) must be a whole number from 1000 to 120000'],
			['a wait after load over 30000', { url: EXAMPLE, options: { wait_after_load: 30001 } }, 'Wait After Load (Ms) must be a whole number from 0 to 30000'],
			['11 retries', { url: EXAMPLE, options: { retry_count: 11 } }, 'Retry Count must be a whole number from 0 to 10'],
			['a max cost of 0', { url: EXAMPLE, options: { max_cost: 0 } }, 'Max Cost must be a whole number of at least 1'],
			['AI extraction without a prompt', { url: EXAMPLE, options: { ai_extract: true } }, 'AI Prompt is required when AI Extraction is on'],
			['a prompt over 2000 characters', { url: EXAMPLE, options: { ai_extract: true, ai_prompt: 'x'.repeat(2001) } }, 'AI Prompt must be non-empty text of at most 2000 characters'],
			['a binary field name with a space', { url: EXAMPLE, options: { screenshot: true, screenshotBinaryField: 'my shot' } }, 'Put Screenshot in Field must be a field name'],
		])('%s', async (_label, parameters, message) => {
			await refused(scrape(parameters), message);
		});
	});
});

describe('Web > Page > Extract', () => {
	test('selectors, AI rules and a question, as the JSON body: values under data, the AI answer under ai_extraction', async () => {
		const { items, error } = await run(
			extract({
				url: SHOP,
				ai_query: 'What is cheapest?',
				options: { extract_rules: '{"heading": "h1", "products": "h2"}', ai_extract_rules: '{"name": "the first product name"}' },
			}),
		);
		expect(error).toBeUndefined();
		expect(bodies(suite)).toEqual([
			{
				method: 'POST',
				path: '/v1/web/extract',
				body: { url: SHOP, extract_rules: { heading: 'h1', products: 'h2' }, ai_extract_rules: { name: 'the first product name' }, ai_query: 'What is cheapest?' },
			},
		]);
		expect(items[0].json).toMatchObject({ url: SHOP, data: { heading: 'Products', products: ['Widget Pro', 'Widget Basic', 'Widget Mini'] }, engine_used: 'browser', credits_used: 7 });
	});

	test('an AI question alone', async () => {
		const { items } = await run(extract({ url: EXAMPLE, ai_query: 'What is this page about?' }));
		expect(items[0].json).toMatchObject({ data: null, ai_extraction: PAGES[EXAMPLE].extraction, credits_used: 3 });
	});

	describe('bad input is refused before any request', () => {
		test.each([
			['nothing to extract', { url: EXAMPLE }, 'Extract needs an AI Query, or Extraction Rules or AI Extraction Rules'],
			['rules that are not JSON', { url: EXAMPLE, options: { extract_rules: 'h1' } }, 'Extraction Rules must be a JSON object of field names and CSS or XPath selectors'],
			['a rule that is no selector', { url: EXAMPLE, options: { extract_rules: '{"title": 5}' } }, 'the rule "title" is not a selector'],
			['an AI rule without words', { url: EXAMPLE, options: { ai_extract_rules: '{"price": ""}' } }, 'the rule "price" is not a description in words'],
			['a URL that is not http(s)', { url: 'mailto:me@example.com', ai_query: 'x' }, 'URL must be an http(s) address'],
		])('%s', async (_label, parameters, message) => {
			await refused(extract(parameters), message);
		});
	});
});

describe('Web > Page > Take Screenshot', () => {
	test('the PNG in a binary field through n8n, the JSON without base64; only the URL is sent', async () => {
		const { items, error } = await run(screenshot({ url: EXAMPLE }));
		expect(error).toBeUndefined();
		expect(bodies(suite)).toEqual([{ method: 'POST', path: '/v1/web/screenshot', body: { url: EXAMPLE } }]);
		const file = items[0].binary!.screenshot;
		expect(file).toMatchObject({ mimeType: 'image/png', fileName: 'example.com.png' });
		expect(await bytesOf(file)).toEqual(Buffer.from(SCREENSHOT_PNG, 'base64'));
		expect(items[0].json).not.toHaveProperty('screenshot');
		expect(items[0].json).toMatchObject({ url: EXAMPLE, engine_used: 'browser', credits_used: 5, files: [{ field: 'screenshot', mime_type: 'image/png' }] });
	});

	test('the binary field takes the name set', async () => {
		const { items } = await run(screenshot({ url: EXAMPLE, options: { screenshotBinaryField: 'shot' } }));
		expect(Object.keys(items[0].binary ?? {})).toEqual(['shot']);
	});

	test('a URL that is not http(s) is refused before any request', async () => {
		await refused(screenshot({ url: 'javascript:alert(1)' }), 'URL must be an http(s) address');
	});
});

describe('Web > Page > Detect Protection', () => {
	test('the systems found, whether it is blocked, the recommendation; timeout and country in the body; 1 credit', async () => {
		const { items } = await run(detect({ url: PROTECTED, options: { timeout: 20000, country: picked('DE') } }));
		expect(bodies(suite)).toEqual([{ method: 'POST', path: '/v1/web/detect', body: { url: PROTECTED, timeout: 20000, country: 'DE' } }]);
		expect(items[0].json).toMatchObject({
			url: PROTECTED,
			antibot_systems: [{ system: 'cloudflare_turnstile', confidence: 0.92 }],
			is_blocked: true,
			blocking_type: 'cloudflare',
			recommendation: 'Use browser engine with anti_bot enabled',
			credits_used: 1,
		});
		expect(charges()).toEqual([1]);
	});

	test('the same domain again within 5 minutes: the cached answer, free', async () => {
		await run(detect({ url: EXAMPLE }));
		const { items } = await run(detect({ url: EXAMPLE }));
		expect(items[0].json).toMatchObject({ is_blocked: false, credits_used: 0 });
		expect(charges()).toEqual([1, 0]);
	});

	test.each([
		['a timeout under 1000', { url: EXAMPLE, options: { timeout: 999 } }, 'Timeout (Ms) must be a whole number from 1000 to 60000'],
		['a timeout over 60000', { url: EXAMPLE, options: { timeout: 60001 } }, 'Timeout (Ms) must be a whole number from 1000 to 60000'],
		['a URL that is not http(s)', { url: 'file:///etc/passwd' }, 'URL must be an http(s) address'],
	])('bad input refused before any request: %s', async (_label, parameters, message) => {
		await refused(detect(parameters), message);
	});
});

describe('Web > Page > Scrape in filesystem binary data mode', () => {
	let folder: string;
	beforeAll(async () => {
		folder = mkdtempSync(join(tmpdir(), 'sb-web-binary-'));
		const config = Container.get(BinaryDataConfig);
		Object.assign(config, { mode: 'filesystem', availableModes: ['filesystem'], localStoragePath: folder });
		await Container.get(BinaryDataService).init();
	});
	afterAll(async () => {
		Object.assign(Container.get(BinaryDataConfig), { mode: 'default' });
		await Container.get(BinaryDataService).init();
		rmSync(folder, { recursive: true, force: true });
	});

	test('the screenshot and video are files n8n stores on disk: an ID in the item, no bytes in it, read back whole', async () => {
		const { items } = await run(scrape({ url: EXAMPLE, options: { screenshot: true, video: true } }));
		const { screenshot: png, video: gif } = items[0].binary!;
		for (const file of [png, gif]) {
			expect(file.id).toMatch(/^filesystem(-v2)?:/);
			expect(file.data).not.toContain('iVBOR');
		}
		expect(await bytesOf(png)).toEqual(Buffer.from(SCREENSHOT_PNG, 'base64'));
		expect(await bytesOf(gif)).toEqual(Buffer.from(VIDEO_GIF, 'base64'));
		expect(readdirSync(folder, { recursive: true }).length).toBeGreaterThan(0);
	});
});
