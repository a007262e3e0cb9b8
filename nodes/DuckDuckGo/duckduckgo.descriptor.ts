import type { PlatformDescriptor } from '../shared/descriptor';
import { autocomplete } from './resources/autocomplete';
import { image } from './resources/image';
import { instantAnswer } from './resources/instant';
import { news } from './resources/news';
import { region } from './resources/region';
import { video } from './resources/video';
import { web } from './resources/web';

/**
 * DuckDuckGo through ScrapeBadger (`/v1/duckduckgo/...`), one file per resource under resources/. A new node opens on
 * Web > Search. `/v1/duckduckgo/health` is the service's uptime check, not an operation.
 */
export const duckduckgo: PlatformDescriptor = {
	platform: 'DuckDuckGo',
	resources: [web, image, video, news, instantAnswer, autocomplete, region],
};
