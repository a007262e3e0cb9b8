import { exploreRoutes } from './explore';
import { searchRoutes } from './search';
import { tagRoutes } from './tags';
import { userRoutes } from './users';
import { commentRoutes, videoRoutes } from './videos';

/** Every TikTok route, by resource. */
export const tiktokRoutes = [...userRoutes, ...videoRoutes, ...commentRoutes, ...tagRoutes, ...searchRoutes, ...exploreRoutes];
