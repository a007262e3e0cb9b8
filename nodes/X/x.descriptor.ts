import type { PlatformDescriptor } from '../shared/descriptor';
import { broadcast } from './resources/broadcast';
import { community } from './resources/community';
import { filterRule } from './resources/filterRule';
import { list } from './resources/list';
import { place } from './resources/place';
import { space } from './resources/space';
import { streamMonitor } from './resources/streamMonitor';
import { streamWebhook } from './resources/streamWebhook';
import { trend } from './resources/trend';
import { tweet } from './resources/tweet';
import { user } from './resources/user';

/** X (Twitter) endpoints (the spec's word: microblog), one file per resource under resources/. */
export const x: PlatformDescriptor = {
	platform: 'X (Twitter)',
	resources: [tweet, user, list, community, place, trend, space, broadcast, streamMonitor, filterRule, streamWebhook],
};
