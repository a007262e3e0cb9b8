import type { ResourceDescriptor } from '../../shared/descriptor';
import { queryParam } from '../../shared/descriptor';
import { MARKETPLACE } from '../amazon.params';

export const keyword: ResourceDescriptor = {
	value: 'keyword',
	name: 'Keyword',
	description: "Amazon's search suggestions, for keyword research",
	endpoints: [
		{
			operation: 'autocomplete',
			name: 'Autocomplete',
			action: 'Get keyword suggestions',
			description:
				"Get the suggestions Amazon's search box shows for the start of a search, one item per suggestion (the suggested phrase as value, and the department alias it is scoped to, if any, as alias, usable as Product > Search's Category).",
			method: 'GET',
			path: '/v1/amazon/autocomplete',
			params: [
				queryParam({
					description: 'The start of a search to expand, as typed in Amazon\'s search box, e.g. wireless ear',
					placeholder: 'wireless ear',
					pattern: { regex: /^[^\r\n]+$/, form: 'the start of a search on one line such as wireless ear' },
					maxLength: 200,
				}),
				MARKETPLACE,
			],
			credits: 1,
			paging: { kind: 'none' },
			records: 'suggestions',
		},
	],
};
