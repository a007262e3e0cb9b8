/**
 * What the Credit Budget assumes an Idealista call costs. Nothing prices Idealista: the OpenAPI describes no answer and
 * no price, the docs have no Idealista page, and the live-service notes name none. Every figure below is therefore an
 * assumption (`creditsAssumed`: the charge counted is the one the service reports in X-Credits-Used), taken from the
 * comparable call of Immobiliare, the other European property portal ScrapeBadger serves, whose endpoint pages price
 * each call: a search 5, a listing in full 10, an agency 5, an autocomplete 2, the market list free (0).
 */
import type { IDataObject } from 'n8n-workflow';

/** Immobiliare's search (5 per page): a search page, an agency with its listings, a listing's counters. */
export const PAGE_PRICE = 5;
/** Immobiliare's listing detail (10). */
export const DETAIL_PRICE = 10;
/** Immobiliare's autocomplete (2). */
export const SUGGEST_PRICE = 2;
/** Immobiliare's market list (free). */
export const MARKETS_PRICE = 0;

/**
 * /search/all is "Billed per page fetched" and its page size is stated nowhere: assumed the search's largest page (50
 * listings, its max_items maximum) at the search's assumed price, so a call asking for `max_results` listings may fetch
 * ceil(max_results / 50) pages. The Credit Budget holds that worst case before sending (500 by default: 10 pages, 50
 * credits; at most 3000: 60 pages, 300 credits).
 */
export const SEARCH_ALL_PAGE_SIZE = 50;
export const SEARCH_ALL_DEFAULT_RESULTS = 500;

export const searchAllWorstCase = (values: IDataObject): number => {
	const asked = Number(values.max_results);
	const results = Number.isFinite(asked) && asked > 0 ? asked : SEARCH_ALL_DEFAULT_RESULTS;
	return PAGE_PRICE * Math.ceil(results / SEARCH_ALL_PAGE_SIZE);
};

/** The price in words for the operation reference and the Operation dropdown: assumed, and from which call. */
export const assumedPrice = (credits: number, from: string): string =>
	`ScrapeBadger states no Idealista price: the Credit Budget assumes ${credits} ${credits === 1 ? 'credit' : 'credits'} per request, the price of ${from}, and counts what the service reports.`;
