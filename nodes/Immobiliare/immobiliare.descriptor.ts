import type { PlatformDescriptor } from '../shared/descriptor';
import { agency } from './resources/agency';
import { listing } from './resources/listing';
import { location } from './resources/location';
import { market } from './resources/market';
import { price } from './resources/price';

/**
 * The Immobiliare Group's portals (immobiliare.it, indomio.es, indomio.gr, immotop.lu) through ScrapeBadger
 * (`/v1/immobiliare/...`), one file per resource under resources/. A new node opens on Listing > Search.
 * `/v1/immobiliare/health` is the service's uptime check, not an operation.
 */
export const immobiliare: PlatformDescriptor = {
	platform: 'Immobiliare',
	resources: [listing, agency, location, price, market],
};
