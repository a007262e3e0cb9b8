import type { AnswerEngine } from '../shared/answers';
import { countryParam } from '../shared/answers';

/**
 * ChatGPT (chatgpt.com, asked anonymously) through ScrapeBadger (`/v1/chatgpt/...`). Prices from the overview's credit
 * table (docs/chatgpt/overview.mdx): Ask 20, Brand Visibility 25, List Models 1.
 */
export const CHATGPT: AnswerEngine = {
	name: 'ChatGPT',
	segment: 'chatgpt',
	credits: { ask: 20, brandVisibility: 25 },
	webSearch: true,
	latency: 'answers take 20-25 s without web search and 30-70 s with it',
	documented: true,
};

/** The country List Models reads the catalogue from ("The advertised lineup can differ by market"). */
export const CHATGPT_COUNTRY = countryParam(CHATGPT);
