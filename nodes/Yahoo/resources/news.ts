import type { ResourceDescriptor } from '../../shared/descriptor';
import { searchText } from '../../shared/web-search';
import { MARKET } from '../yahoo.params';
import { simplifyArticle } from '../yahoo.records';

export const news: ResourceDescriptor = {
	value: 'news',
	name: 'News',
	description: 'Yahoo News: articles for a search, with their publisher and syndication',
	endpoints: [
		{
			operation: 'search',
			name: 'Search',
			action: 'Search Yahoo News',
			description:
				"Search Yahoo News. One item per article: position, title, url, source (the publisher), via (the syndication, e.g. via Yahoo Finance), snippet, published (the age as Yahoo displays it, e.g. 26 minutes ago: Yahoo shows no date) and thumbnail_url, with the reported total under search. One request; it takes no count or page.",
			method: 'GET',
			path: '/v1/yahoo/news',
			params: [searchText('What to find news about', 'interest rates'), MARKET],
			credits: 5,
			paging: { kind: 'none' },
			records: 'results',
			recordContext: { key: 'search', fields: ['query', 'market', 'total_results', 'total_results_text'] },
			simplify: simplifyArticle,
			toolUse: 'Use to find recent news articles on a subject with Yahoo News',
		},
	],
};
