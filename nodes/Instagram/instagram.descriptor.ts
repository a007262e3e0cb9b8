import type { PlatformDescriptor } from '../shared/descriptor';
import { post } from './resources/post';
import { users } from './resources/users';

/**
 * Instagram through ScrapeBadger's Instagram endpoints (`/v1/instagram/...`), one file per resource under resources/.
 * `/v1/instagram/health` is the service's uptime check for its own monitors, not an operation a user runs: it is left out.
 */
export const instagram: PlatformDescriptor = {
	platform: 'Instagram',
	resources: [users, post],
};
