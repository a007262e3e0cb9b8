import type { ResourceDescriptor } from '../../shared/descriptor';
import { ASSUMED_CREDITS, COUNTRY, LANGUAGE, searchText } from '../google.params';

export const autocomplete: ResourceDescriptor = {
	value: 'autocomplete',
	name: 'Autocomplete',
	description: 'The suggestions Google\'s search box gives for what is typed: keyword ideas',
	endpoints: [
		{
			operation: 'getSuggestions',
			name: 'Get Suggestions',
			action: 'Get Google search suggestions',
			description: 'Get the suggestions Google offers for the start of a search. One item per suggestion: value and relevance.',
			method: 'GET',
			path: '/v1/google/autocomplete',
			params: [searchText('The start of a search', 'espresso machine'), LANGUAGE, COUNTRY],
			credits: ASSUMED_CREDITS,
			creditsAssumed: true,
			paging: { kind: 'none' },
			records: 'suggestions',
		},
	],
};
