import type { PlatformDescriptor } from '../shared/descriptor';
import { article } from './resources/article';
import { company } from './resources/company';
import { course } from './resources/course';
import { job } from './resources/job';
import { post } from './resources/post';
import { profile } from './resources/profile';
import { school } from './resources/school';
import { suggestion } from './resources/suggestion';

/**
 * LinkedIn's public, logged-out pages through ScrapeBadger (`/v1/linkedin/...`), one file per resource under resources/.
 * The first resource's first operation is what a new node opens on. `/v1/linkedin/health` is the service's uptime check,
 * not an operation a user runs: it is left out. People and employee search are not served (the docs: auth-gated).
 */
export const linkedin: PlatformDescriptor = {
	platform: 'LinkedIn',
	resources: [job, company, profile, post, article, school, course, suggestion],
};
