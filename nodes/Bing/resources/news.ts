import type { OptionsParam, ResourceDescriptor } from '../../shared/descriptor';
import { searchText } from '../../shared/web-search';
import { MARKET } from '../bing.params';
import { simplifyArticle } from '../bing.records';

const FRESHNESS: OptionsParam = {
	displayName: 'Freshness',
	name: 'freshness',
	in: 'query',
	type: 'options',
	default: 'week',
	description: 'Only articles published in the last day, week or month',
	options: [
		{ value: 'day', name: 'Past Day' },
		{ value: 'week', name: 'Past Week' },
		{ value: 'month', name: 'Past Month' },
	],
};

export const news: ResourceDescriptor = {
	value: 'news',
	name: 'News',
	description: 'Bing News: articles for a search, with absolute publish times',
	endpoints: [
		{
			operation: 'search',
			name: 'Search',
			action: 'Search Bing News',
			description:
				"Search Bing News (read from Bing's news feed, so every article has an absolute publish time and no image). One item per article: position, title, url, source (the publisher), snippet, published (as Bing gives it), published_at (ISO) and published_utc (Unix). One request gives the feed's articles; it takes no count or page. Simplify gives one flat row per article.",
			method: 'GET',
			path: '/v1/bing/news',
			params: [searchText('What to find news about', 'interest rates'), MARKET, FRESHNESS],
			credits: 5,
			paging: { kind: 'none' },
			records: 'results',
			simplify: simplifyArticle,
			toolUse: 'Use to find recent news articles on a subject with Bing News',
		},
	],
};
