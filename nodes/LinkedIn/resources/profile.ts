import type { ResourceDescriptor } from '../../shared/descriptor';
import { COUNTRY, PROFILE } from '../linkedin.params';

export const profile: ResourceDescriptor = {
	value: 'profile',
	name: 'Profile',
	description: "A member's public LinkedIn profile (what LinkedIn shows signed-out visitors)",
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: 'Get a LinkedIn profile',
			description: "Read a member's public profile: public_id, linkedin_url, name, headline, location, country, about, image, follower_count, job_titles, current_company and its URL, experience and education (company or school, start and end year), languages, awards. It is the part LinkedIn shows signed-out visitors: no contact details, connections or full skills.",
			method: 'GET',
			path: '/v1/linkedin/profiles/{public_id}',
			params: [PROFILE, COUNTRY],
			credits: 8,
			paging: { kind: 'none' },
			records: 'profile',
		},
	],
};
