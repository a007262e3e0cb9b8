import type { OptionsParam, ResourceDescriptor, StringParam } from '../../shared/descriptor';
import { textParam } from '../../shared/descriptor';
import { ASSUMED_CREDITS, searchText} from '../google.params';

const pick = (name: string, displayName: string, description: string, values: Array<[string, string]>): OptionsParam => {
	const [[first]] = values;
	return { displayName, name, in: 'query', type: 'options', default: first, description, filter: true, options: values.map(([value, label]) => ({ value, name: label })) };
};

const dayParam = (name: string, displayName: string, description: string): StringParam =>
	textParam(name, displayName, `${description}, as YYYYMMDD (e.g. 20200101)`, '20200101', { pattern: { regex: /^\d{4}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])$/, form: 'a date as YYYYMMDD such as 20200101' }, filter: true });

const PATENT: StringParam = {
	displayName: 'Patent Number',
	name: 'patent_id',
	in: 'query',
	type: 'string',
	required: true,
	default: '={{ $json.publication_number }}',
	placeholder: 'US10000000B2',
	description: 'The patent\'s publication number (e.g. US10000000B2), or its patent_id as Search gives it (patent/US10000000B2/en). By default, the publication_number of the incoming item (a result of Search).',
	pattern: { regex: /^(?:patent\/)?[A-Z]{2}[A-Z0-9]{3,20}(?:\/[a-z]{2})?$/, form: 'a publication number such as US10000000B2' },
};

export const patents: ResourceDescriptor = {
	value: 'patents',
	name: 'Patents',
	description: 'Google Patents: patents for a search, and a patent in full',
	endpoints: [
		{
			operation: 'search',
			name: 'Search',
			action: 'Search Google Patents',
			description:
				'Search Google Patents (Boolean operators work). One item per patent: title, snippet, patent_id, publication_number, priority, filing, grant and publication dates, inventor, assignee, language, PDF link, figures and status by country.',
			method: 'GET',
			path: '/v1/google/patents/search',
			params: [
				searchText('What the patents are about (AND, OR and NOT work)', 'espresso AND pressure'),
				{ ...pick('sort', 'Sort', 'The order of the patents; Google\'s relevance when not set', [['new', 'Newest First'], ['old', 'Oldest First']]), filter: false },
				textParam('inventor', 'Inventor', 'Only patents by these inventors', 'Angela Rossi', { filter: true }),
				textParam('assignee', 'Assignee', 'Only patents of these companies or people', 'Badger Appliances', { filter: true }),
				textParam('country', 'Country', 'Only patents of these offices, as codes separated by commas (US, EP, WO, CN, JP)', 'US,EP', { pattern: { regex: /^[A-Z]{2}(?:,[A-Z]{2})*$/, form: 'office codes such as US or US,EP' }, filter: true }),
				pick('language', 'Language', 'Only patents in this language', ['ENGLISH', 'GERMAN', 'CHINESE', 'FRENCH', 'JAPANESE', 'KOREAN', 'SPANISH'].map((value) => [value, value.charAt(0) + value.slice(1).toLowerCase()])),
				pick('status', 'Status', 'Only granted patents or only applications', [['GRANT', 'Granted'], ['APPLICATION', 'Application']]),
				pick('patent_type', 'Type', 'Only utility patents or only designs', [['PATENT', 'Patent'], ['DESIGN', 'Design']]),
				dayParam('before', 'Before', 'Only patents before this date'),
				dayParam('after', 'After', 'Only patents after this date'),
			],
			credits: ASSUMED_CREDITS,
			creditsAssumed: true,
			paging: { kind: 'page', param: 'page', startsAt: 0, totalRecordsPath: 'total_results', pageSize: { param: 'num', min: 1, max: 100 } },
			records: 'results',
		},
		{
			operation: 'get',
			name: 'Get',
			action: 'Get a Google patent',
			description: 'Read a patent in full: what Search gives, and its abstract, claims, description, classifications, citations, application number and expiration date.',
			method: 'GET',
			path: '/v1/google/patents/detail',
			params: [PATENT],
			credits: ASSUMED_CREDITS,
			creditsAssumed: true,
			paging: { kind: 'none' },
			records: 'patent',
		},
	],
};
