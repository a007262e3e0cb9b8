import type { NumberParam, OptionsParam, ResourceDescriptor } from '../../shared/descriptor';
import { searchQuery } from '../baidu.params';
import { simplifyResult } from '../baidu.records';

// language, time_from and time_to are the endpoint page's: the OpenAPI lists query, page and num only (the pages are followed).
const LANGUAGE: OptionsParam = {
	displayName: 'Language',
	name: 'language',
	in: 'query',
	type: 'options',
	default: 'all',
	description: 'Only results in simplified (zh-cn) or traditional (zh-tw) Chinese, or any (all, the default): Baidu knows these three',
	options: [
		{ value: 'all', name: 'All' },
		{ value: 'zh-cn', name: 'Simplified Chinese' },
		{ value: 'zh-tw', name: 'Traditional Chinese' },
	],
};

const bound = (name: string, displayName: string, description: string): NumberParam => ({
	displayName,
	name,
	in: 'query',
	type: 'integer',
	min: 0,
	default: 1767225600,
	filter: true,
	description: `${description}, as a Unix timestamp in seconds, e.g. 1767225600 (1 January 2026). Either bound may be set alone.`,
});

export const web: ResourceDescriptor = {
	value: 'web',
	name: 'Web',
	description: 'The Baidu web results page of a query',
	endpoints: [
		{
			operation: 'search',
			name: 'Search',
			action: 'Search the web with Baidu',
			description:
				"Search Baidu's web results. One item per result: position (on its page), title, url (the real destination, decoded, with Baidu's redirect as baidu_url), display_url, snippet, source (the site name shown), date (Baidu's own text) and date_at (an ISO date, only where that text is unambiguous), thumbnail and tpl (Baidu's template), with total_results (Baidu's claim, not a reachable count) and related_searches under search. Pages of up to 50 (Return All asks 50: 500 results in 10 calls), to page 76 at most. Simplify gives one flat row per result.",
			method: 'GET',
			path: '/v1/baidu/search',
			params: [
				searchQuery('What to search for', '咖啡机'),
				LANGUAGE,
				bound('time_from', 'Published After', 'Only results Baidu dates after this'),
				bound('time_to', 'Published Before', 'Only results Baidu dates before this'),
			],
			check: (values) =>
				typeof values.time_from === 'number' && typeof values.time_to === 'number' && values.time_from > values.time_to
					? 'Published After is later than Published Before: give a window whose start is at or before its end'
					: undefined,
			credits: 5,
			// No flag ends a page: a page shorter than the size asked for is the last; Baidu serves no page past 76 (the pages).
			paging: {
				kind: 'page',
				param: 'page',
				pageSize: { param: 'num', min: 1, max: 50 },
				lastPage: 76,
				lastPageHint: 'Baidu serves 76 pages of a search at most: search its related searches or Autocomplete suggestions to read wider',
			},
			records: 'results',
			recordContext: { key: 'search', fields: ['total_results', 'related_searches'] },
			simplify: simplifyResult,
			toolUse: 'Use to search the Chinese web with Baidu and read the results',
		},
	],
};
