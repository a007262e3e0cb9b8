import type { PlatformDescriptor } from '../shared/descriptor';
import { broker } from './resources/broker';
import { listing } from './resources/listing';
import { market } from './resources/market';
import { propertyType } from './resources/propertyType';

/**
 * LoopNet's commercial real estate through ScrapeBadger (`/v1/loopnet/...`), one file per resource under resources/.
 * A new node opens on Listing > Search. `/v1/loopnet/health` is the service's uptime check, not an operation.
 */
export const loopnet: PlatformDescriptor = {
	platform: 'LoopNet',
	resources: [listing, broker, market, propertyType],
};
