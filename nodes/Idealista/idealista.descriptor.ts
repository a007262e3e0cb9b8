import type { PlatformDescriptor } from '../shared/descriptor';
import { agency } from './resources/agency';
import { listing } from './resources/listing';
import { location } from './resources/location';
import { market } from './resources/market';

/**
 * Idealista's portals (idealista.com, idealista.it, idealista.pt) through ScrapeBadger (`/v1/idealista/...`), one file
 * per resource under resources/. Only the OpenAPI describes this source: its parameters are followed exactly; no page
 * documents an answer or a price, so every answer is one item as it comes and every price is assumed
 * (idealista.credits.ts). A new node opens on Listing > Search. `/v1/idealista/health` is the service's uptime check.
 */
export const idealista: PlatformDescriptor = {
	platform: 'Idealista',
	resources: [listing, agency, location, market],
};
