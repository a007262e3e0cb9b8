import type { PlatformDescriptor } from '../shared/descriptor';
import { audio } from './resources/audio';
import { hashtag } from './resources/hashtag';
import { location } from './resources/location';
import { post } from './resources/post';
import { search } from './resources/search';
import { users } from './resources/users';

/**
 * Instagram through ScrapeBadger's Instagram endpoints (`/v1/instagram/...`), one file per resource under resources/.
 * `/v1/instagram/health` is the service's uptime check for its own monitors, not an operation a user runs: it is left out.
 */
export const instagram: PlatformDescriptor = {
	platform: 'Instagram',
	resources: [users, post, hashtag, location, audio, search],
};
