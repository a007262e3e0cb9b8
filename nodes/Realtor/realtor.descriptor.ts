import type { PlatformDescriptor } from '../shared/descriptor';
import { location } from './resources/location';
import { market } from './resources/market';
import { property } from './resources/property';

/**
 * realtor.com (US) and realtor.ca (Canada) through ScrapeBadger (`/v1/realtor/...`), one file per resource under
 * resources/. A new node opens on Property > Search. `/v1/realtor/health` is the service's uptime check, not an operation.
 */
export const realtor: PlatformDescriptor = {
	platform: 'Realtor',
	resources: [property, location, market],
};
