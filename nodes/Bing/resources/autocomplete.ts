import type { ResourceDescriptor } from '../../shared/descriptor';
import { searchText } from '../../shared/web-search';
import { MARKET } from '../bing.params';

export const autocomplete: ResourceDescriptor = {
	value: 'autocomplete',
	name: 'Autocomplete',
	description: "The suggestions Bing's search box gives for what is typed: keyword ideas",
	endpoints: [
		{
			operation: 'getSuggestions',
			name: 'Get Suggestions',
			action: 'Get Bing search suggestions',
			description: "Get the suggestions Bing's search box offers for the start of a search, in Bing's order, for the market. One item per suggestion: value.",
			method: 'GET',
			path: '/v1/bing/autocomplete',
			params: [searchText('The start of a search', 'coff'), MARKET],
			credits: 1,
			paging: { kind: 'none' },
			records: 'suggestions',
			toolUse: 'Use to expand a keyword into the searches people type on Bing',
		},
	],
};
