import type { ResourceDescriptor } from '../../shared/descriptor';
import { REGION, SAFE_SEARCH, searchPaging, searchQuery, TIME_LIMIT } from '../duckduckgo.params';
import { simplifyWebResult } from '../duckduckgo.records';

export const web: ResourceDescriptor = {
	value: 'web',
	name: 'Web',
	description: 'The DuckDuckGo web results page of a query, in any region',
	endpoints: [
		{
			operation: 'search',
			name: 'Search',
			action: 'Search the web with DuckDuckGo',
			description:
				"Search DuckDuckGo's web results. One item per result: title, url, snippet, display_url and is_ad (ads come flagged: filter on is_ad to keep organic results only), with the page's zero-click abstract box (heading, text, url, image, source), when DuckDuckGo shows one, under search.abstract. Pages hold about 10 to 30 results; DuckDuckGo serves 25 pages at most. Simplify gives one flat row per result for rank tracking.",
			method: 'GET',
			path: '/v1/duckduckgo/search',
			params: [searchQuery('What to search for', 'web scraping'), REGION, SAFE_SEARCH, TIME_LIMIT],
			credits: 5,
			paging: searchPaging(25, 'a web search'),
			records: 'results',
			recordContext: { key: 'search', fields: ['abstract'] },
			simplify: simplifyWebResult,
			toolUse: 'Use to search the web with DuckDuckGo and read the results',
		},
	],
};
