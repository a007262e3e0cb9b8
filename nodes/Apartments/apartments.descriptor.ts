import type { PlatformDescriptor } from '../shared/descriptor';
import { property } from './resources/property';

/**
 * apartments.com's US rentals through ScrapeBadger (`/v1/apartments/...`). A new node opens on Property > Search.
 * Property > Get calls `/v1/apartments/property` for a URL and `/v1/apartments/properties/{slug}/{property_id}` for a
 * listing key with its slug. `/v1/apartments/health` is the service's uptime check, not an operation.
 */
export const apartments: PlatformDescriptor = {
	platform: 'Apartments.com',
	resources: [property],
};
