import type { PlatformDescriptor } from '../shared/descriptor';
import { destination } from './resources/destination';
import { property } from './resources/property';

/**
 * Booking.com through ScrapeBadger (`/v1/booking/...`), one file per resource under resources/. `/v1/booking/health` is
 * the service's uptime check, not an operation a user runs: it is left out.
 */
export const booking: PlatformDescriptor = {
	platform: 'Booking.com',
	resources: [property, destination],
};
