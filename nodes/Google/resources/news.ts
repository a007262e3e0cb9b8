import type { OptionsParam, ResourceDescriptor } from '../../shared/descriptor';
import { ASSUMED_CREDITS, countryParam, LANGUAGE, MAX_ARTICLES, searchText } from '../google.params';
import { simplifyArticle } from '../google.records';

/** Google News's default country is US, in capitals as the service writes it. */
const NEWS_COUNTRY = countryParam('US');

const TOPIC: OptionsParam = {
	displayName: 'Topic',
	name: 'topic',
	in: 'query',
	type: 'options',
	required: true,
	default: 'TECHNOLOGY',
	description: 'The Google News section to read',
	options: ['WORLD', 'NATION', 'BUSINESS', 'TECHNOLOGY', 'ENTERTAINMENT', 'SPORTS', 'SCIENCE', 'HEALTH'].map((value) => ({ value, name: value.charAt(0) + value.slice(1).toLowerCase() })),
};

const ONE_PER_ARTICLE = 'One item per article: title, link, snippet, source (name, url, icon), published_at, thumbnail and related stories';

export const news: ResourceDescriptor = {
	value: 'news',
	name: 'News',
	description: 'Google News: articles for a search, a section\'s stories, and the top stories',
	endpoints: [
		{
			operation: 'search',
			name: 'Search',
			action: 'Search Google News',
			description: `Search Google News. ${ONE_PER_ARTICLE}. Simplify gives one flat row per article.`,
			method: 'GET',
			path: '/v1/google/news/search',
			params: [searchText('What to find news about', 'electric cars'), LANGUAGE, NEWS_COUNTRY, MAX_ARTICLES],
			credits: ASSUMED_CREDITS,
			creditsAssumed: true,
			paging: { kind: 'none' },
			records: 'articles',
			simplify: simplifyArticle,
		},
		{
			operation: 'getTopic',
			name: 'Get Topic',
			action: 'Get the stories of a Google News section',
			description: `Read the stories of a Google News section (World, Business, Technology, Sports...). ${ONE_PER_ARTICLE}.`,
			method: 'GET',
			path: '/v1/google/news/topics',
			params: [TOPIC, LANGUAGE, NEWS_COUNTRY, MAX_ARTICLES],
			credits: ASSUMED_CREDITS,
			creditsAssumed: true,
			paging: { kind: 'none' },
			records: 'articles',
			simplify: simplifyArticle,
		},
		{
			operation: 'getTrending',
			name: 'Get Top Stories',
			action: 'Get the top stories of Google News',
			description: `Read Google News's top stories for a country and language. ${ONE_PER_ARTICLE}.`,
			method: 'GET',
			path: '/v1/google/news/trending',
			params: [LANGUAGE, NEWS_COUNTRY, MAX_ARTICLES],
			credits: ASSUMED_CREDITS,
			creditsAssumed: true,
			paging: { kind: 'none' },
			records: 'articles',
			simplify: simplifyArticle,
		},
	],
};
