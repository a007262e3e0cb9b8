import type { ResourceDescriptor } from '../../shared/descriptor';
import { safeSearchParam, searchText, WEB_PAGE_FACTS } from '../../shared/web-search';
import { MARKET } from '../bing.params';
import { simplifyResult } from '../bing.records';

export const search: ResourceDescriptor = {
	value: 'search',
	name: 'Search',
	description: 'Bing web search: the organic results of a query in any market, with its ads and related searches',
	endpoints: [
		{
			operation: 'search',
			name: 'Web Search',
			action: 'Search Bing',
			description:
				"Search Bing's web results. One item per organic result: position, title, url (Bing's redirect resolved), display_url, site_name, snippet and deep_links, with the page's facts under search (query, market, total_results, the ads and related searches when Bing shows them). Simplify gives one flat row per result for rank tracking.",
			method: 'GET',
			path: '/v1/bing/search',
			params: [searchText('What to search for, as typed in Bing', 'coffee machine'), MARKET, safeSearchParam('Bing', 'moderate')],
			credits: 5,
			// Offset + count (1-50 a request, the pages' range). Bing renders only its first ~4-10 results for a client
			// without JavaScript whatever the count ("count is an upper bound, not a guarantee"), and the answer's
			// total_results is Bing's estimate of all matches, not of what can be read: so a page shorter than asked ends
			// the list, and Return All asks the most a page allows once.
			paging: { kind: 'page', param: 'offset', offset: true, pageSize: { param: 'count', min: 1, max: 50 } },
			records: 'results',
			recordContext: { key: 'search', fields: WEB_PAGE_FACTS },
			notice: 'Bing serves about 4 to 10 organic results a request, whatever the count asked: a page shorter than asked ends the list, so Return All is usually one request.',
			simplify: simplifyResult,
			toolUse: 'Use to search the web with Bing and read the top results',
		},
	],
};
