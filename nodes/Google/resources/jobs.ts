import type { ResourceDescriptor } from '../../shared/descriptor';
import { textParam } from '../../shared/descriptor';
import { ASSUMED_CREDITS, COUNTRY, searchText} from '../google.params';

export const jobs: ResourceDescriptor = {
	value: 'jobs',
	name: 'Jobs',
	description: 'Google Jobs: job listings gathered from job boards and company sites',
	endpoints: [
		{
			operation: 'search',
			name: 'Search',
			action: 'Search Google Jobs',
			description:
				'Search Google\'s job listings. One item per job: title, company_name, location, via (the board), url, description, salary, job and schedule type, remote, posted_at, apply options and links, highlights (qualifications, responsibilities, benefits).',
			method: 'GET',
			path: '/v1/google/jobs/search',
			params: [
				searchText('The job title or keywords', 'barista'),
				textParam('location', 'Location', 'Where the jobs are, e.g. San Francisco, CA', 'San Francisco, CA'),
				COUNTRY,
				textParam('job_type', 'Job Type', 'The kind of job as Google names it, e.g. FULLTIME, PARTTIME, CONTRACTOR, INTERN', 'FULLTIME', { pattern: { regex: /^[A-Za-z_]{2,30}$/, form: 'a job type such as FULLTIME' }, filter: true }),
				textParam('date_posted', 'Date Posted', 'How recent, as Google names it: today, 3days, week, month', 'week', { pattern: { regex: /^[a-z0-9]{2,10}$/, form: 'a period such as today, 3days, week or month' }, filter: true }),
			],
			credits: ASSUMED_CREDITS,
			creditsAssumed: true,
			paging: { kind: 'none' },
			records: 'jobs',
		},
	],
};
