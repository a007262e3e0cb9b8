import type { PlatformDescriptor } from '../shared/descriptor';
import { subreddit } from './resources/subreddit';

/** Reddit endpoints (the spec's word: forum), one file per resource under resources/. */
export const reddit: PlatformDescriptor = {
	platform: 'Reddit',
	resources: [subreddit],
};
