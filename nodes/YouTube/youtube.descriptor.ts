import type { PlatformDescriptor } from '../shared/descriptor';
import { channel } from './resources/channel';
import { feed } from './resources/feed';
import { mix } from './resources/mix';
import { playlist } from './resources/playlist';
import { post } from './resources/post';
import { reference } from './resources/reference';
import { search } from './resources/search';
import { short } from './resources/short';
import { video } from './resources/video';

/** YouTube endpoints (the spec's word: video), one file per resource under resources/. */
export const youtube: PlatformDescriptor = {
	platform: 'YouTube',
	resources: [video, search, channel, playlist, short, feed, post, mix, reference],
};
