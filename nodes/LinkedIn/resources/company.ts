import type { ResourceDescriptor } from '../../shared/descriptor';
import { COMPANY, COMPANY_ID, COUNTRY, JOB_PAGING } from '../linkedin.params';

export const company: ResourceDescriptor = {
	value: 'company',
	name: 'Company',
	description: "A company's public LinkedIn page, and its open jobs",
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: 'Get a LinkedIn company',
			description:
				"Read a company's public page: universal_name, linkedin_url, name, description, website, industry, company_size, company_type, headquarters, founded, specialties, employee_count, follower_count, logo and address.",
			method: 'GET',
			path: '/v1/linkedin/companies/{universal_name}',
			params: [COMPANY, COUNTRY],
			credits: 6,
			paging: { kind: 'none' },
			records: 'company',
			toolUse: "Use to read a company's LinkedIn page: what it does, size, industry, headquarters",
		},
		{
			operation: 'getJobs',
			name: 'Get Jobs',
			action: 'Get the jobs of a LinkedIn company',
			description: "Read every public job opening of a company, by its numeric company ID. One item per job, as Job > Search gives them; each job_id feeds Job > Get.",
			method: 'GET',
			path: '/v1/linkedin/companies/{company_id}/jobs',
			params: [COMPANY_ID, COUNTRY],
			credits: 5,
			paging: JOB_PAGING,
			records: 'jobs',
		},
	],
};
