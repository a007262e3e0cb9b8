import type { PlatformDescriptor } from '../shared/descriptor';
import { ai } from './resources/ai';
import { autocomplete } from './resources/autocomplete';
import { maps } from './resources/maps';
import { images, shorts, videos } from './resources/media';
import { news } from './resources/news';
import { search } from './resources/search';

/**
 * Google through ScrapeBadger's Google endpoints (`/v1/google/...`), one file per resource under resources/, grouped
 * as a user knows Google's products. The first resource's first operation is what a new node opens on.
 * `/v1/google/health` is the service's uptime check for its own monitors, not an operation a user runs: it is left out.
 */
export const google: PlatformDescriptor = {
	platform: 'Google',
	resources: [search, ai, autocomplete, maps, news, images, videos, shorts],
};
