import type { PlatformDescriptor } from '../shared/descriptor';
import { experience } from './resources/experience';
import { listing } from './resources/listing';

/**
 * Airbnb through ScrapeBadger (`/v1/airbnb/...`), one file per resource under resources/. `/v1/airbnb/health` is the
 * service's uptime check, not an operation a user runs: it is left out.
 */
export const airbnb: PlatformDescriptor = {
	platform: 'Airbnb',
	resources: [listing, experience],
};
