import { mapsRoutes } from './maps';

/** Every Google route, by resource. */
export const googleRoutes = [...mapsRoutes];
