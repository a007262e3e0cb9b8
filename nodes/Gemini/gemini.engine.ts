import type { AnswerEngine } from '../shared/answers';

/**
 * Gemini (gemini.google.com, asked anonymously, answered by a Gemini Flash-Lite build) through ScrapeBadger. Prices from
 * the overview's credit table (docs/gemini/overview.mdx): Ask 20, Brand Visibility 25. Its answers have ChatGPT's shape
 * less `search_queries`, `ref_index` and publication dates, plus `truncated` (the render budget ran out mid-answer).
 */
export const GEMINI: AnswerEngine = {
	name: 'Gemini',
	segment: 'gemini',
	credits: { ask: 20, brandVisibility: 25 },
	webSearch: true,
	latency: 'with web search an answer can take tens of seconds',
	documented: true,
};
