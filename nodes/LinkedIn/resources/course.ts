import type { ResourceDescriptor } from '../../shared/descriptor';
import { COUNTRY, COURSE } from '../linkedin.params';

export const course: ResourceDescriptor = {
	value: 'course',
	name: 'Course',
	description: 'A LinkedIn Learning course',
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: 'Get a LinkedIn Learning course',
			description: 'Read a course: slug, url, name, description, provider, workload, rating_value, rating_count and its instructors (name, job_title, url).',
			method: 'GET',
			path: '/v1/linkedin/learning/{course_slug}',
			params: [COURSE, COUNTRY],
			credits: 5,
			paging: { kind: 'none' },
			records: 'course',
		},
	],
};
