import type { ResourceDescriptor } from '../../shared/descriptor';
import { X_COSTS } from '../x.params';
import { PLACE_CONTEXT } from '../x.records';

/** Where On Earth IDs of the places people ask trends for most; any other WOEID can be typed. */
const TREND_PLACES = [
	{ value: '1', name: 'Worldwide (1)' },
	{ value: '23424977', name: 'United States (23424977)' },
	{ value: '23424975', name: 'United Kingdom (23424975)' },
	{ value: '23424775', name: 'Canada (23424775)' },
	{ value: '23424748', name: 'Australia (23424748)' },
	{ value: '23424848', name: 'India (23424848)' },
	{ value: '23424856', name: 'Japan (23424856)' },
	{ value: '23424829', name: 'Germany (23424829)' },
	{ value: '23424819', name: 'France (23424819)' },
	{ value: '23424768', name: 'Brazil (23424768)' },
	{ value: '2459115', name: 'New York (2459115)' },
	{ value: '44418', name: 'London (44418)' },
	{ value: '615702', name: 'Paris (615702)' },
	{ value: '1118370', name: 'Tokyo (1118370)' },
];

/** X lists the top 50 trends of a place. */
const MAX_PLACE_TRENDS = 50;

export const trend: ResourceDescriptor = {
	value: 'trend',
	name: 'Trend',
	description: 'Trending topics on X, overall by category or for one place',
	endpoints: [
		{
			...X_COSTS,
			operation: 'get',
			name: 'Get',
			action: 'Get trending topics',
			description:
				'List what is trending on X now, one item per trend: name, search query and URL, tweet count and context. One request, as many trends as Count says.',
			path: '/v1/twitter/trends/',
			params: [
				{
					displayName: 'Category',
					name: 'category',
					in: 'query',
					type: 'options',
					topLevel: true,
					default: 'trending',
					description: 'Which trends: trending (the default), for-you, news, sports or entertainment',
					options: [
						{ value: 'entertainment', name: 'Entertainment' },
						{ value: 'for-you', name: 'For You' },
						{ value: 'news', name: 'News' },
						{ value: 'sports', name: 'Sports' },
						{ value: 'trending', name: 'Trending' },
					],
				},
				{
					displayName: 'Count',
					name: 'count',
					in: 'query',
					type: 'integer',
					topLevel: true,
					min: 1,
					max: 100,
					default: 20,
					description:
						'How many trends to return, 1 to 100 (default 20). Each trend is billed: the request costs 1 credit plus 1 per trend.',
				},
			],
			paging: { kind: 'none' },
			// The Credit Budget cannot read Count before the request, so it checks the most Count allows.
			maxRecordsPerRequest: 100,
			records: 'data',
		},
		{
			...X_COSTS,
			operation: 'getByPlace',
			name: 'Get by Place',
			action: 'Get the trends of a place',
			description:
				"List a place's trending topics (up to 50), one item per trend, each carrying the place (woeid, name, country) under \"place\".",
			path: '/v1/twitter/trends/place/{woeid}',
			params: [
				{
					displayName: 'Place',
					name: 'woeid',
					in: 'path',
					type: 'pick',
					required: true,
					default: '1',
					description:
						'The place as its WOEID (Where On Earth ID): pick one from the list or type it, e.g. 1 for worldwide (the default), 23424977 for the United States, 23424975 for the United Kingdom, 44418 for London',
					placeholder: '23424977',
					pattern: { regex: /^\d{1,10}$/, form: 'a WOEID such as 1 or 23424977 (digits only)' },
					typedMode: 'By WOEID',
					list: { method: 'xTrendPlaces', options: TREND_PLACES },
				},
			],
			paging: { kind: 'none' },
			maxRecordsPerRequest: MAX_PLACE_TRENDS,
			records: 'trends',
			recordContext: PLACE_CONTEXT,
		},
	],
};
