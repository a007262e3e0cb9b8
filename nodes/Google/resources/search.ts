import type { BooleanParam, OptionsParam, ResourceDescriptor } from '../../shared/descriptor';
import { textParam } from '../../shared/descriptor';
import { ASSUMED_CREDITS, COUNTRY, DOMAIN, LANGUAGE, SAFE_SEARCH, searchText, TIME_FILTER } from '../google.params';
import { simplifyOrganic } from '../google.records';

const DEVICE: OptionsParam = {
	displayName: 'Device',
	name: 'device',
	in: 'query',
	type: 'options',
	default: 'desktop',
	description: 'The device Google shapes the results page for',
	options: ['desktop', 'mobile', 'iphone', 'android', 'tablet'].map((value) => ({ value, name: value === 'iphone' ? 'iPhone' : value.charAt(0).toUpperCase() + value.slice(1) })),
};


const WITH_AI_OVERVIEW: BooleanParam = {
	displayName: 'Fetch Deferred AI Overview',
	name: 'ai_overview',
	in: 'query',
	type: 'boolean',
	default: false,
	description: 'Whether to fetch the AI Overview when Google loads it later, and add it to the first result\'s page (under search.ai_overview): about 1 second and 1 credit more when it does',
};

export const search: ResourceDescriptor = {
	value: 'search',
	name: 'Search',
	description: 'Google web search: the organic results of any query, in any country, language and Google domain',
	endpoints: [
		{
			operation: 'search',
			name: 'Web Search',
			action: 'Search Google',
			description:
				'Search Google as a user would (Google operators such as site: and "exact phrase" work). One item per organic result: position, title, link, displayed_link, snippet, source, date and sitelinks, with the page\'s search facts under search (the query as shown, the total results, and the AI Overview, ads, knowledge graph, local results, People Also Ask, related searches, news, videos and shopping results of the first page). Simplify gives one flat row per result for rank tracking.',
			method: 'GET',
			path: '/v1/google/search',
			params: [
				searchText('What to search for, as typed in Google (operators such as site: work)', 'best espresso machine'),
				COUNTRY,
				LANGUAGE,
				DOMAIN,
				DEVICE,
				textParam('location', 'Location', 'The place to search from, as a city-level name, e.g. Austin, Texas, United States', 'Austin, Texas, United States'),
				textParam('lr', 'Language Restrict', 'Only results in these languages, e.g. lang_en or lang_en|lang_fr', 'lang_en', { pattern: { regex: /^lang_[A-Za-z-]{2,7}(?:\|lang_[A-Za-z-]{2,7})*$/, form: 'lang_ codes such as lang_en or lang_en|lang_fr' } }),
				textParam('cr', 'Country Restrict', 'Only results from these countries, e.g. countryUS or countryUS|countryCA', 'countryUS', { pattern: { regex: /^country[A-Z]{2}(?:\|country[A-Z]{2})*$/, form: 'country codes such as countryUS or countryUS|countryCA' } }),
				TIME_FILTER,
				SAFE_SEARCH,
				WITH_AI_OVERVIEW,
			],
			credits: ASSUMED_CREDITS,
			creditsAssumed: true,
			paging: { kind: 'page', param: 'start', offset: true, morePath: 'pagination.next', pageSize: { param: 'num', min: 1, max: 100 } },
			records: 'organic_results',
			recordContext: {
				key: 'search',
				fields: ['search_information', 'ai_overview', 'ads', 'knowledge_graph', 'local_results', 'related_questions', 'related_searches', 'news_results', 'inline_videos', 'shopping_results'],
			},
			simplify: simplifyOrganic,
			toolUse: 'Use to search the web with Google and read the top results',
		},
	],
};
