import type { NumberParam, OptionsParam, ResourceDescriptor } from '../../shared/descriptor';
import { DOMAIN, searchPaging, searchQuery } from '../yandex.params';
import { simplifyOrganic } from '../yandex.records';

const REGION: NumberParam = {
	displayName: 'Region ID',
	name: 'lr',
	in: 'query',
	type: 'integer',
	min: 1,
	default: 213,
	description: "The Yandex region to rank for, by its numeric ID (lr): 213 Moscow, 84 USA... Not set: the domain's own region (Market > List gives each domain's default_lr).",
};

const LANGUAGE: OptionsParam = {
	displayName: 'Language',
	name: 'lang',
	in: 'query',
	type: 'options',
	default: 'en',
	description: "The language of Yandex's interface. Not set: the domain's own.",
	options: [
		{ value: 'be', name: 'Belarusian' },
		{ value: 'en', name: 'English' },
		{ value: 'kk', name: 'Kazakh' },
		{ value: 'ru', name: 'Russian' },
		{ value: 'tr', name: 'Turkish' },
		{ value: 'uk', name: 'Ukrainian' },
	],
};

export const web: ResourceDescriptor = {
	value: 'web',
	name: 'Web',
	description: "The Yandex web results page of a query, on any of Yandex's domains",
	endpoints: [
		{
			operation: 'search',
			name: 'Search',
			action: 'Search the web with Yandex',
			description:
				"Search Yandex's web results. One item per organic result: position (within its page), title, url (the destination: Yandex's /r?u= redirect resolved), displayed_url, domain, snippet, favicon and sitelinks, with the page's facts under search (total_results, spellcheck, ads, inline_images, inline_videos, knowledge_graph, related_searches). Pages to the last, 25 at most. Simplify gives one flat row per result for rank tracking.",
			method: 'GET',
			path: '/v1/yandex/search',
			params: [searchQuery('What to search for', 'coffee machine'), DOMAIN, REGION, LANGUAGE],
			credits: 7,
			paging: searchPaging('pagination.next_url', 'a web search'),
			records: 'organic_results',
			recordContext: { key: 'search', fields: ['total_results', 'spellcheck', 'ads', 'inline_images', 'inline_videos', 'knowledge_graph', 'related_searches'] },
			simplify: simplifyOrganic,
			toolUse: 'Use to search the web with Yandex (Russian, Turkish and Central Asian results) and read the results',
		},
	],
};
