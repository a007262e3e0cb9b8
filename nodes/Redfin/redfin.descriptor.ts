import type { PlatformDescriptor } from '../shared/descriptor';
import { agent } from './resources/agent';
import { location } from './resources/location';
import { market } from './resources/market';
import { property } from './resources/property';

/**
 * Redfin through ScrapeBadger (`/v1/redfin/...`), one file per resource under resources/. ScrapeBadger documents Redfin
 * by its live OpenAPI alone (no docs pages, no price): see redfin.params.ts for what is assumed. A new node opens on
 * Property > Search. `/v1/redfin/health` is the service's uptime check, not an operation.
 */
export const redfin: PlatformDescriptor = {
	platform: 'Redfin',
	resources: [property, location, agent, market],
};
