import type { MultiOptionsParam, OptionsParam, ResourceDescriptor } from '../../shared/descriptor';
import { textParam } from '../../shared/descriptor';
import { COUNTRY, JOB, JOB_PAGING } from '../linkedin.params';
import { NUMERIC_ID } from '../linkedin.urls';


const choices = (name: string, displayName: string, description: string, values: Array<[string, string]>): MultiOptionsParam => ({
	displayName,
	name,
	in: 'query',
	type: 'multiOptions',
	default: [],
	description,
	filter: true,
	options: values.map(([value, label]) => ({ value, name: label })),
});

const DATE_POSTED: OptionsParam = {
	displayName: 'Date Posted',
	name: 'date_posted',
	in: 'query',
	type: 'options',
	default: 'any',
	description: 'How recently the job was posted',
	filter: true,
	options: [
		{ value: 'any', name: 'Any Time' },
		{ value: 'past_24h', name: 'Past 24 Hours' },
		{ value: 'past_week', name: 'Past Week' },
		{ value: 'past_month', name: 'Past Month' },
	],
};

const SORT: OptionsParam = {
	displayName: 'Sort',
	name: 'sort',
	in: 'query',
	type: 'options',
	default: 'relevant',
	description: 'Most relevant first (LinkedIn\'s default) or most recent first',
	options: [
		{ value: 'relevant', name: 'Most Relevant' },
		{ value: 'recent', name: 'Most Recent' },
	],
};

const JOB_CARD = 'job_id, title, job_url, company, company_url, company_logo, location, posted_at, posted_relative, is_new, benefits';

export const job: ResourceDescriptor = {
	value: 'job',
	name: 'Job',
	description: "LinkedIn's public job postings: a search, and a job in full",
	endpoints: [
		{
			operation: 'search',
			name: 'Search',
			action: 'Search LinkedIn jobs',
			description: `Search LinkedIn's public job postings by keywords and place, with date, experience, job type and workplace filters. One item per job: ${JOB_CARD}. Each job_id feeds Job > Get.`,
			method: 'GET',
			path: '/v1/linkedin/jobs/search',
			params: [
				{ ...textParam('keywords', 'Keywords', 'The job title or keywords, e.g. software engineer', 'software engineer'), topLevel: true },
				textParam('location', 'Location', 'Where the jobs are, as free text (resolved by the service), e.g. New York', 'New York'),
				textParam('geo_id', 'Geo ID', 'A numeric LinkedIn place ID (Location Suggestion > Get gives it), for an exact place: it overrides Location', '102571732', {
					pattern: { regex: NUMERIC_ID, form: 'a numeric geo ID such as 102571732' },
					filter: true,
				}),
				textParam('company_id', 'Company ID', 'Only jobs of this company, by its numeric LinkedIn ID (Location Suggestion > Get with Type Company gives it)', '1035', {
					pattern: { regex: NUMERIC_ID, form: 'a numeric company ID such as 1035' },
					filter: true,
				}),
				DATE_POSTED,
				choices('experience', 'Experience Level', 'Only these experience levels', [
					['internship', 'Internship'],
					['entry', 'Entry Level'],
					['associate', 'Associate'],
					['mid_senior', 'Mid-Senior Level'],
					['director', 'Director'],
					['executive', 'Executive'],
				]),
				choices('job_type', 'Job Type', 'Only these kinds of employment', [
					['full_time', 'Full-Time'],
					['part_time', 'Part-Time'],
					['contract', 'Contract'],
					['temporary', 'Temporary'],
					['internship', 'Internship'],
					['volunteer', 'Volunteer'],
					['other', 'Other'],
				]),
				choices('workplace', 'Workplace', 'Only jobs on site, remote or hybrid', [
					['onsite', 'On-Site'],
					['remote', 'Remote'],
					['hybrid', 'Hybrid'],
				]),
				SORT,
				COUNTRY,
			],
			credits: 5,
			paging: JOB_PAGING,
			records: 'jobs',
			toolUse: 'Use to find open jobs on LinkedIn by title, place and filters',
		},
		{
			operation: 'get',
			name: 'Get',
			action: 'Get a LinkedIn job',
			description: `Read one job in full: the search's fields (${JOB_CARD}) plus description_html and description_text, salary, seniority_level, employment_type, job_functions, industries, applicants and applicants_count, apply_url.`,
			method: 'GET',
			path: '/v1/linkedin/jobs/{job_id}',
			params: [JOB, COUNTRY],
			credits: 5,
			paging: { kind: 'none' },
			records: 'job',
		},
	],
};
