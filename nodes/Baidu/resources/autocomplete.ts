import type { ResourceDescriptor } from '../../shared/descriptor';
import { searchQuery } from '../baidu.params';

export const autocomplete: ResourceDescriptor = {
	value: 'autocomplete',
	name: 'Autocomplete',
	description: "The suggestions Baidu's search box gives for what is typed: Chinese keyword ideas",
	endpoints: [
		{
			operation: 'getSuggestions',
			name: 'Get Suggestions',
			action: 'Get Baidu search suggestions',
			description: "Get the suggestions Baidu's search box offers for the start of a search, most likely first. One item per suggestion: query (the suggested search) and type (Baidu's kind, e.g. sug).",
			method: 'GET',
			path: '/v1/baidu/autocomplete',
			params: [searchQuery('The start of a search to expand', '咖啡')],
			credits: 1,
			paging: { kind: 'none' },
			records: 'suggestions',
		},
	],
};
