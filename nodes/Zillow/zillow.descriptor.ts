import type { PlatformDescriptor } from '../shared/descriptor';
import { agent } from './resources/agent';
import { location } from './resources/location';
import { market } from './resources/market';
import { property } from './resources/property';

/**
 * Zillow endpoints (the spec's word: property), one file per resource under resources/. A new node opens
 * on the first resource's first operation: Property > Search.
 */
export const zillow: PlatformDescriptor = {
	platform: 'Zillow',
	resources: [property, location, agent, market],
};
