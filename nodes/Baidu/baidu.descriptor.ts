import type { PlatformDescriptor } from '../shared/descriptor';
import { autocomplete } from './resources/autocomplete';
import { image } from './resources/image';
import { news } from './resources/news';
import { web } from './resources/web';

/**
 * Baidu through ScrapeBadger (`/v1/baidu/...`), one file per resource under resources/. A new node opens on Web > Search.
 * `/v1/baidu/health` is the service's uptime check, not an operation.
 */
export const baidu: PlatformDescriptor = {
	platform: 'Baidu',
	resources: [web, news, image, autocomplete],
};
