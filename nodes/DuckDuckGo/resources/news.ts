import type { ResourceDescriptor } from '../../shared/descriptor';
import { REGION, SAFE_SEARCH, searchPaging, searchQuery, TIME_LIMIT } from '../duckduckgo.params';
import { simplifyNews } from '../duckduckgo.records';

export const news: ResourceDescriptor = {
	value: 'news',
	name: 'News',
	description: 'DuckDuckGo news search',
	endpoints: [
		{
			operation: 'search',
			name: 'Search',
			action: 'Search DuckDuckGo news',
			description:
				"Search DuckDuckGo news, 30 a page, 10 pages at most. One item per article: title, url, excerpt, source (the publisher), image, relative_time (DuckDuckGo's label), date_utc (Unix seconds), date_at (ISO 8601) and syndicate. Simplify gives one published_at date.",
			method: 'GET',
			path: '/v1/duckduckgo/news',
			params: [searchQuery('What to find news about', 'artificial intelligence'), REGION, SAFE_SEARCH, TIME_LIMIT],
			credits: 5,
			paging: searchPaging(10, 'news'),
			records: 'results',
			simplify: simplifyNews,
			toolUse: 'Use to find recent news articles about a topic on DuckDuckGo',
		},
	],
};
