import { itemRoutes } from './items';
import { listingRoutes } from './listings';
import { referenceRoutes } from './reference';
import { sellerRoutes } from './sellers';

/** Every eBay endpoint of the live API, at its live path. */
export const ebayRoutes = [...listingRoutes, ...itemRoutes, ...sellerRoutes, ...referenceRoutes];
