import type { OptionsParam, ResourceDescriptor } from '../../shared/descriptor';
import { searchQuery } from '../baidu.params';
import { simplifyResult } from '../baidu.records';

// sort is the endpoint page's: the OpenAPI lists query and page only (the pages are followed).
const SORT: OptionsParam = {
	displayName: 'Sort',
	name: 'sort',
	in: 'query',
	type: 'options',
	default: 'relevance',
	description: "Baidu's ranking (relevance, the default) or most recent first (time, by Baidu's index date)",
	options: [
		{ value: 'relevance', name: 'Relevance' },
		{ value: 'time', name: 'Most Recent' },
	],
};

export const news: ResourceDescriptor = {
	value: 'news',
	name: 'News',
	description: "Baidu's news vertical",
	endpoints: [
		{
			operation: 'search',
			name: 'Search',
			action: 'Search Baidu news',
			description:
				"Search Baidu News, 10 articles a page (Baidu's fixed size), to page 76 at most. One item per article: position, title, url (the real article URL), baidu_url, snippet, source (the publisher), date (Baidu's text), date_at (an ISO date, only where unambiguous) and thumbnail. Deduplicate on url: outlets syndicate the same headline. Simplify gives one published_on date.",
			method: 'GET',
			path: '/v1/baidu/news',
			params: [searchQuery('What to find news about', '人工智能'), SORT],
			credits: 5,
			paging: {
				kind: 'page',
				param: 'page',
				pageRecords: 10,
				lastPage: 76,
				lastPageHint: 'Baidu serves 76 pages of news at most: narrow the query to read other articles',
			},
			records: 'results',
			simplify: simplifyResult,
			toolUse: 'Use to find Chinese news articles about a topic on Baidu',
		},
	],
};
