import type { PlatformDescriptor } from '../shared/descriptor';
import { mix } from './resources/mix';
import { playlist } from './resources/playlist';
import { video } from './resources/video';

/** YouTube endpoints (the spec's word: video), one file per resource under resources/. */
export const youtube: PlatformDescriptor = {
	platform: 'YouTube',
	resources: [video, playlist, mix],
};
