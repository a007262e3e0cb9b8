import type { PlatformDescriptor } from '../shared/descriptor';
import { image } from './resources/image';
import { market } from './resources/market';
import { web } from './resources/web';

/**
 * Yandex through ScrapeBadger (`/v1/yandex/...`), one file per resource under resources/. A new node opens on
 * Web > Search. `/v1/yandex/health` is the service's uptime check, not an operation.
 */
export const yandex: PlatformDescriptor = {
	platform: 'Yandex',
	resources: [web, image, market],
};
