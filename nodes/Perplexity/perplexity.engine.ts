import type { AnswerEngine } from '../shared/answers';

/**
 * Perplexity through ScrapeBadger. No docs page describes it: the OpenAPI alone names its calls and parameters (no
 * `web_search`), and neither its answers' shape nor its prices. Each answer is output whole as one item, and every
 * price is assumed from its documented siblings, ChatGPT and Gemini (the same calls, the same fields): Ask 20, Brand
 * Visibility 25, marked as assumed wherever a price shows; the charge counted is the one the service reports.
 */
export const PERPLEXITY: AnswerEngine = {
	name: 'Perplexity',
	segment: 'perplexity',
	credits: { ask: 20, brandVisibility: 25 },
	assumed: { ask: "ChatGPT's and Gemini's Ask", brandVisibility: "ChatGPT's and Gemini's Brand Visibility" },
	webSearch: false,
	latency: "no page states Perplexity's latency; its siblings' answers take 20-70 s",
	documented: false,
};
