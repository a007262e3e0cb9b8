import type { ResourceDescriptor, StringParam } from '../../shared/descriptor';
import { textParam } from '../../shared/descriptor';
import { ASSUMED_CREDITS, searchText} from '../google.params';

/** The region Google Trends reads, as `geo`: worldwide when blank. */
const region = (fallback: string): StringParam =>
	textParam('geo', 'Region', `The region to read, as a country code or a country and region (US, GB, US-CA); ${fallback === '' ? 'worldwide when not set' : `Google's default: ${fallback}`}`, 'US-CA', {
		default: fallback,
		pattern: { regex: /^[A-Z]{2}(?:-[A-Z0-9]{1,3}){0,2}$/, form: 'a region code such as US or US-CA' },
	});

const TERMS = searchText('The search terms to compare, separated by commas (up to five)', 'espresso, cold brew');

export const trends: ResourceDescriptor = {
	value: 'trends',
	name: 'Trends',
	description:
		'Google Trends: interest over time and by region, related topics and searches, trending searches, topics (the docs\' older names /trends/search and /trends/trending-now are these live calls)',
	endpoints: [
		{
			operation: 'getInterest',
			name: 'Get Interest Over Time',
			action: 'Get the interest over time of searches',
			description: 'Read how much each term was searched over time (0 to 100). One item per point in time: date, timestamp and each term\'s value, with the average of each term under averages.',
			method: 'GET',
			path: '/v1/google/trends/interest',
			params: [
				TERMS,
				region(''),
				textParam('date', 'Time Range', 'The period to read, as Google Trends names it: now 1-H, now 7-d, today 1-m, today 3-m, today 12-m, today 5-y, all, or two dates (2024-01-01 2024-12-31)', 'today 12-m', {
					default: 'today 12-m',
					pattern: { regex: /^(?:now \d+-[HhDd]|today \d+-[mMyY]|all|\d{4}-\d{2}-\d{2} \d{4}-\d{2}-\d{2})$/, form: 'a period such as today 12-m, now 7-d, all or 2024-01-01 2024-12-31' },
				}),
			],
			credits: ASSUMED_CREDITS,
			creditsAssumed: true,
			paging: { kind: 'none' },
			records: 'timeline',
			recordContext: { key: 'averages', fields: ['averages'] },
			notice: 'The docs\' /v1/google/trends/search and /trends/trending-now are older names of this resource\'s live calls (Interest Over Time, by Region, Related; Trending Searches).',
		},
		{
			operation: 'getRegions',
			name: 'Get Interest by Region',
			action: 'Get the interest by region of a search',
			description: 'Read where a term is searched most. One item per region: region, region_code and value (0 to 100).',
			method: 'GET',
			path: '/v1/google/trends/regions',
			params: [searchText('The search term', 'espresso'), region('')],
			credits: ASSUMED_CREDITS,
			creditsAssumed: true,
			paging: { kind: 'none' },
			records: 'regions',
		},
		{
			operation: 'getRelated',
			name: 'Get Related',
			action: 'Get related topics and searches',
			description: 'Read the topics and searches related to a term, top and rising, as one item: top_topics, rising_topics, top_queries, rising_queries (each a title, a value and a link).',
			method: 'GET',
			path: '/v1/google/trends/related',
			params: [searchText('The search term', 'espresso'), region('')],
			credits: ASSUMED_CREDITS,
			creditsAssumed: true,
			paging: { kind: 'none' },
		},
		{
			operation: 'getTrending',
			name: 'Get Trending Searches',
			action: 'Get the trending searches of a country',
			description: 'Read what is being searched most right now. One item per search: title, traffic and the news articles about it.',
			method: 'GET',
			path: '/v1/google/trends/trending',
			params: [region('US')],
			credits: ASSUMED_CREDITS,
			creditsAssumed: true,
			paging: { kind: 'none' },
			records: 'trending',
		},
		{
			operation: 'getTopics',
			name: 'Find Topics',
			action: 'Find Google Trends topics',
			description: 'Turn the start of a term into the topics Google Trends knows (a topic counts every way of searching for it). One item per topic: title, type, mid and link.',
			method: 'GET',
			path: '/v1/google/trends/autocomplete',
			params: [
				searchText('The start of a term', 'espresso'),
				textParam('hl', 'Language', 'The language of the topics\' names, e.g. en-US or de', 'en-US', { default: 'en-US', pattern: { regex: /^[A-Za-z]{2,3}(?:-[A-Za-z]{2})?$/, form: 'a language code such as en-US' } }),
			],
			credits: ASSUMED_CREDITS,
			creditsAssumed: true,
			paging: { kind: 'none' },
			records: 'results',
		},
	],
};
