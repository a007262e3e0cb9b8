import type { PlatformDescriptor } from '../shared/descriptor';
import { brand } from './resources/brand';
import { catalog } from './resources/catalog';
import { item } from './resources/item';
import { market } from './resources/market';
import { user } from './resources/user';

/**
 * Vinted's listings, members and search filters through ScrapeBadger (`/v1/vinted/...`), one file per resource under
 * resources/. A new node opens on Item > Search. `/v1/vinted/health` is the service's uptime check, not an operation.
 */
export const vinted: PlatformDescriptor = {
	platform: 'Vinted',
	resources: [item, user, brand, catalog, market],
};
