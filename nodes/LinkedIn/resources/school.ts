import type { ResourceDescriptor } from '../../shared/descriptor';
import { COUNTRY, SCHOOL } from '../linkedin.params';

export const school: ResourceDescriptor = {
	value: 'school',
	name: 'School',
	description: "A school or university's public LinkedIn page",
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: 'Get a LinkedIn school',
			description: "Read a school's public page: universal_name, linkedin_url, name, description, website, follower_count, student_alumni_count, logo and address.",
			method: 'GET',
			path: '/v1/linkedin/schools/{universal_name}',
			params: [SCHOOL, COUNTRY],
			credits: 6,
			paging: { kind: 'none' },
			records: 'school',
		},
	],
};
