import type { ResourceDescriptor } from '../../shared/descriptor';
import { safeSearchParam, searchText, simplifyWebResult, WEB_PAGE_FACTS } from '../../shared/web-search';
import { MARKET } from '../yahoo.params';

/** Organic results a page: Yahoo serves 7 and takes no page size (the endpoint page's Pagination). */
export const RESULTS_PER_PAGE = 7;

export const search: ResourceDescriptor = {
	value: 'search',
	name: 'Search',
	description: "Yahoo web search: the organic results of a query on a regional Yahoo site, with its ads and related searches",
	endpoints: [
		{
			operation: 'search',
			name: 'Web Search',
			action: 'Search Yahoo',
			description:
				"Search Yahoo's web results (Bing's index, ranked by Yahoo). One item per organic result: position (within its page), title, url (Yahoo's redirect resolved), display_url and snippet, with the page's facts under search (query, market, the ads and related searches when Yahoo shows them). Pages of 7. Simplify gives one flat row per result for rank tracking.",
			method: 'GET',
			path: '/v1/yahoo/search',
			params: [searchText('What to search for, as typed in Yahoo', 'coffee machine'), MARKET, safeSearchParam('Yahoo', 'moderate')],
			credits: 5,
			// An absolute record offset stepping by the 7 results a page holds (page 2 is offset=7); Yahoo reports no total,
			// so a page shorter than 7 ends the list.
			paging: { kind: 'page', param: 'offset', offset: true, pageRecords: RESULTS_PER_PAGE },
			records: 'results',
			recordContext: { key: 'search', fields: WEB_PAGE_FACTS },
			simplify: simplifyWebResult,
			toolUse: 'Use to search the web with Yahoo and read the top results',
		},
	],
};
