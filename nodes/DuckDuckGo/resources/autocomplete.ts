import type { ResourceDescriptor } from '../../shared/descriptor';
import { REGION, searchQuery } from '../duckduckgo.params';

export const autocomplete: ResourceDescriptor = {
	value: 'autocomplete',
	name: 'Autocomplete',
	description: "The suggestions DuckDuckGo's search box gives for what is typed: keyword ideas",
	endpoints: [
		{
			operation: 'getSuggestions',
			name: 'Get Suggestions',
			action: 'Get DuckDuckGo search suggestions',
			description: "Get the suggestions DuckDuckGo's search box offers for the start of a search, in its order. One item per suggestion: value (the suggested query) and query (what was typed).",
			method: 'GET',
			path: '/v1/duckduckgo/autocomplete',
			params: [searchQuery('The start of a search to expand', 'web scra'), REGION],
			credits: 1,
			paging: { kind: 'none' },
			records: 'suggestions',
			recordDefaults: ['query'],
		},
	],
};
