import { mapsRoutes } from './maps';
import { searchRoutes } from './search';

/** Every Google route, by resource. */
export const googleRoutes = [...searchRoutes, ...mapsRoutes];
