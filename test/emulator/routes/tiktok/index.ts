import { userRoutes } from './users';

/** Every TikTok route, by resource. */
export const tiktokRoutes = [...userRoutes];
