import type { OptionsParam, ResourceDescriptor } from '../../shared/descriptor';
import { queryParam } from '../../shared/descriptor';
import { COUNTRY } from '../linkedin.params';

const TYPE: OptionsParam = {
	displayName: 'Type',
	name: 'type',
	in: 'query',
	type: 'options',
	required: true,
	default: 'geo',
	description: 'What to look up: a place (its geo ID, for Job > Search) or a company (its company ID, for Job > Search and Company > Get Jobs)',
	options: [
		{ value: 'company', name: 'Company' },
		{ value: 'geo', name: 'Place' },
	],
};

export const suggestion: ResourceDescriptor = {
	value: 'suggestion',
	name: 'Location Suggestion',
	description: "LinkedIn's typeahead: a place's or a company's numeric ID from its name",
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: 'Get LinkedIn place or company IDs',
			description:
				'Turn a place or company name into the numeric IDs LinkedIn\'s job filters take. One item per suggestion: id, display_name, type. A place\'s id is Job > Search\'s Geo ID; a company\'s is its Company ID there and in Company > Get Jobs.',
			method: 'GET',
			path: '/v1/linkedin/geo/suggest',
			params: [queryParam({ description: 'The place or company name, e.g. London or Microsoft', placeholder: 'London', maxLength: 200 }), TYPE, COUNTRY],
			credits: 2,
			paging: { kind: 'none' },
			records: 'suggestions',
		},
	],
};
