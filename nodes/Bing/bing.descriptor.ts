import type { PlatformDescriptor } from '../shared/descriptor';
import { autocomplete } from './resources/autocomplete';
import { market } from './resources/market';
import { images, videos } from './resources/media';
import { news } from './resources/news';
import { search } from './resources/search';

/**
 * Bing through ScrapeBadger (`/v1/bing/...`), one file per resource under resources/. A new node opens on Search >
 * Web Search. `/v1/bing/health` is the service's uptime check, not an operation.
 */
export const bing: PlatformDescriptor = {
	platform: 'Bing',
	resources: [search, images, videos, news, autocomplete, market],
};
