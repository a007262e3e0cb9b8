import type { PlatformDescriptor } from '../shared/descriptor';
import { category } from './resources/category';
import { deal } from './resources/deal';
import { market } from './resources/market';
import { product } from './resources/product';
import { seller } from './resources/seller';
import { store } from './resources/store';

/**
 * walmart.com through ScrapeBadger (`/v1/walmart/...`), one file per resource under resources/. The first resource's
 * first operation is what a new node opens on. `/v1/walmart/health` is the service's uptime check, not an operation a
 * user runs: it is left out. Only walmart.com (US) is served, so no operation takes a market.
 */
export const walmart: PlatformDescriptor = {
	platform: 'Walmart',
	resources: [product, category, deal, seller, store, market],
};
