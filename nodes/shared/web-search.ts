/**
 * What the web search engines' nodes share (Bing, and Yahoo, whose web results are Bing's): the SafeSearch choice,
 * the one-request result count of their image and video grids, and the flat rows of the records both engines give
 * in one shape (an image, a web result's core, an ad), so a flow reads either engine's rows with the same columns.
 */
import type { IDataObject } from 'n8n-workflow';

import type { NumberParam, OptionsParam, StringParam } from './descriptor';
import { queryParam } from './descriptor';
import { columnValue as value } from './output';
import { list } from './values';

/** The search text of an engine's search or suggestions, as `query`. */
export function searchText(what: string, placeholder: string): StringParam {
	return queryParam({
		description: `${what}, e.g. ${placeholder}`,
		placeholder,
		maxLength: 1000,
		pattern: { regex: /\S/, form: 'search words (not only spaces)' },
	});
}

/** SafeSearch as both engines take it (`safe_search`): not sent unless chosen, the engine's own default then applies. */
export function safeSearchParam(engine: string, engineDefault?: string): OptionsParam {
	return {
		displayName: 'SafeSearch',
		name: 'safe_search',
		in: 'query',
		type: 'options',
		default: 'moderate',
		description: `How strictly ${engine} filters adult content out: off, moderate or strict${engineDefault ? ` (${engine}'s own default: ${engineDefault})` : ''}`,
		options: [
			{ value: 'off', name: 'Off' },
			{ value: 'moderate', name: 'Moderate' },
			{ value: 'strict', name: 'Strict' },
		],
	};
}

/**
 * The results of an image or video grid, as `count`. The grid comes whole in one request (these endpoints take no offset
 * or page), so how many results a run gets is this count, not a Limit.
 */
export function gridCountParam(what: string, max: number, fallback: number): NumberParam {
	return {
		displayName: 'Max Results',
		name: 'count',
		in: 'query',
		type: 'integer',
		min: 1,
		max,
		default: fallback,
		description: `How many ${what} to get, from 1 to ${max} (the service's default: ${fallback}). The grid comes in one request, one price, whatever the count.`,
	};
}

/** An image result (both engines give the same fields). */
export function simplifyImage(record: IDataObject): IDataObject {
	return {
		position: value(record.position),
		title: value(record.title),
		image_url: value(record.image_url),
		thumbnail_url: value(record.thumbnail_url),
		source_url: value(record.source_url),
		source_domain: value(record.source_domain),
		width: value(record.width),
		height: value(record.height),
	};
}

/**
 * A web result as one flat row for rank tracking: its rank, title, destination and snippet, with the query and market
 * of its page and the count of the page's ads (the page's facts come under `search` on each record). An engine's own
 * fields (Bing's site name and sitelinks) are added by its node.
 */
export function simplifyWebResult(record: IDataObject): IDataObject {
	const search = (record.search ?? {}) as IDataObject;
	return {
		position: value(record.position),
		title: value(record.title),
		url: value(record.url),
		display_url: value(record.display_url),
		snippet: value(record.snippet),
		query: value(search.query),
		market: value(search.market),
		ad_count: list(search.ads).length,
	};
}

/** The facts of a web results page copied onto each of its results, under `search` (recordContext). */
export const WEB_PAGE_FACTS = ['query', 'market', 'total_results', 'total_results_text', 'ads', 'related_searches'];
