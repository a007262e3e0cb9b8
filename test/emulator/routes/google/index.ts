import { mapsRoutes } from './maps';
import { searchRoutes } from './search';
import { verticalRoutes } from './verticals';

/** Every Google route, by resource. */
export const googleRoutes = [...searchRoutes, ...mapsRoutes, ...verticalRoutes];
