import type { PlatformDescriptor } from '../shared/descriptor';
import { community } from './resources/community';
import { list } from './resources/list';
import { place } from './resources/place';
import { tweet } from './resources/tweet';

/** X (Twitter) endpoints (the spec's word: microblog), one file per resource under resources/. */
export const x: PlatformDescriptor = {
	platform: 'X (Twitter)',
	resources: [tweet, list, community, place],
};
