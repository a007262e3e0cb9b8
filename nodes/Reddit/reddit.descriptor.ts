import type { PlatformDescriptor } from '../shared/descriptor';
import { domain } from './resources/domain';
import { post } from './resources/post';
import { subreddit } from './resources/subreddit';
import { user } from './resources/user';

/**
 * Reddit endpoints (the spec's word: forum), one file per resource under resources/. The first
 * resource's first operation (Subreddit > Get Posts) is what a new node opens on.
 */
export const reddit: PlatformDescriptor = {
	platform: 'Reddit',
	resources: [subreddit, post, user, domain],
};
