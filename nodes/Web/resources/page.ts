import type { ResourceDescriptor } from '../../shared/descriptor';
import { checkAiPrompt, checkExtractRules, checkUrl, countryParam, extractParams, fileField, formatParam, scrapeParams, screenshotField, urlParam, videoField } from '../web.params';
import { PRICES, SCRAPE_PRICE, scrapeFacts, scrapeOutput, scrapeWorstCase, screenshotOutput, withoutFiles } from '../web.records';

/** Both rules a scrape runs across its fields. */
const checkScrape = (values: Record<string, string | number | boolean>) => checkUrl(values) ?? checkAiPrompt(values);

export const page: ResourceDescriptor = {
	value: 'page',
	name: 'Page',
	description: 'Any public web page: its content as HTML, Markdown or text, data extracted from it, a screenshot, its anti-bot protection',
	endpoints: [
		{
			operation: 'scrape',
			name: 'Scrape',
			action: 'Scrape a web page',
			description:
				'Fetch any public web page and return its content as HTML, Markdown or plain text, one item per URL, with the engine that produced it and the credits it cost. Handles anti-bot protection and JavaScript rendering; optional AI extraction by prompt, screenshot (PNG) and video (GIF) into binary fields.',
			method: 'POST',
			path: '/v1/web/scrape',
			params: [
				urlParam,
				formatParam,
				scrapeParams.engine,
				scrapeParams.renderJs,
				scrapeParams.waitFor,
				scrapeParams.waitTimeout,
				scrapeParams.waitAfterLoad,
				scrapeParams.jsScenario,
				scrapeParams.sessionId,
				scrapeParams.retryCount,
				scrapeParams.retryOnBlock,
				countryParam,
				scrapeParams.customHeaders,
				scrapeParams.screenshot,
				screenshotField,
				scrapeParams.video,
				videoField,
				scrapeParams.antiBot,
				scrapeParams.escalate,
				scrapeParams.maxCost,
				scrapeParams.aiExtract,
				scrapeParams.aiPrompt,
				fileField,
				// raw_content is not offered: it makes the answer the page's bytes instead of JSON (its facts in X-Scrape-*
				// headers), which n8n's JSON request cannot read whole, and a file the URL serves already comes back
				// as a binary field from the JSON answer's content_base64.
			],
			check: checkScrape,
			credits: PRICES.http,
			priceText: SCRAPE_PRICE,
			worstCase: scrapeWorstCase,
			costCap: 'max_cost',
			paging: { kind: 'none' },
			output: scrapeOutput,
			toolUse:
				'Use this to read a web page whose URL you have (an article, documentation, a product or pricing page, search results): it returns the page as Markdown, with the engine that fetched it and the credits it cost.',
			toolFixed: { format: 'markdown' },
			toolText: { field: 'content', facts: scrapeFacts, again: 'each call scrapes the page again and is charged again' },
		},
		{
			operation: 'extract',
			name: 'Extract',
			action: 'Extract data from a web page',
			description:
				'Pull fields out of a web page, one item per URL: by CSS or XPath selectors (Extraction Rules, results under data), by AI per field (AI Extraction Rules) or by a question about the page (AI Query), the AI answer under ai_extraction.',
			notice:
				'ScrapeBadger\'s docs give this endpoint no page of its own: the node sends only what its CLI documents, the URL and the rules (--rules, --ai-rules, --ai-query). For JavaScript, waits or a country, use Scrape with AI Extraction.',
			method: 'POST',
			path: '/v1/web/extract',
			params: [urlParam, extractParams.rules, extractParams.aiRules, extractParams.aiQuery],
			check: (values) => checkUrl(values) ?? checkExtractRules(values),
			credits: PRICES.browser + PRICES.aiExtract,
			creditsAssumed: true,
			paging: { kind: 'none' },
		},
		{
			operation: 'screenshot',
			name: 'Take Screenshot',
			action: 'Take a screenshot of a web page',
			description: 'Render a web page in the browser engine and capture it as a PNG into a binary field, one item per URL; the JSON says its size.',
			notice:
				'ScrapeBadger\'s docs give this endpoint no page of its own: the node sends only the URL, as its CLI documents (web screenshot <url>). For a full page with waits, actions or a country, use Scrape with Options > Screenshot.',
			method: 'POST',
			path: '/v1/web/screenshot',
			params: [urlParam, { ...screenshotField, showWhen: undefined }],
			check: checkUrl,
			credits: PRICES.browser,
			creditsAssumed: true,
			paging: { kind: 'none' },
			output: screenshotOutput,
			toolRecord: withoutFiles(['screenshot']),
		},
		{
			operation: 'detect',
			name: 'Detect Protection',
			action: 'Detect the anti-bot protection of a web page',
			description:
				'Scan a web page for anti-bot and CAPTCHA systems without scraping it: the systems found with their confidence, whether it shows a blocking page, and the scraping strategy ScrapeBadger recommends. Cached per domain for 5 minutes: a cached answer costs nothing.',
			method: 'POST',
			path: '/v1/web/detect',
			params: [urlParam, scrapeParams.detectTimeout, countryParam],
			check: checkUrl,
			credits: 1,
			priceText: 'Costs 1 credit per request, 0 when the answer is the domain\'s cached one (5 minutes).',
			paging: { kind: 'none' },
		},
	],
};
