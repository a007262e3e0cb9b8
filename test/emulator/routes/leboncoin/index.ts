import { adRoutes } from './ads';
import { referenceRoutes } from './reference';
import { sellerRoutes } from './sellers';

export { LEBONCOIN_PAGE_CAP } from './ads';
export { LOCATION_SUGGESTION_CAP } from './reference';

/** Every Leboncoin route: ads (search, detail, similar), sellers (profile, listings), the location search and the free reference lists. */
export const leboncoinRoutes = [...adRoutes, ...sellerRoutes, ...referenceRoutes];
