import type { PlatformDescriptor } from '../shared/descriptor';
import { market } from './resources/market';
import { product } from './resources/product';
import { user } from './resources/user';

/**
 * Depop's items and shops through ScrapeBadger (`/v1/depop/...`), one file per resource under resources/. A new node
 * opens on Product > Search. `/v1/depop/health` is the service's uptime check, not an operation.
 */
export const depop: PlatformDescriptor = {
	platform: 'Depop',
	resources: [product, user, market],
};
