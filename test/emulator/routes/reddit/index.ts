/** Every Reddit route of the emulator: the 20 live data endpoints, one file per resource. */
import { postRoutes } from './posts';
import { searchRoutes } from './search';
import { subredditRoutes } from './subreddits';
import { userRoutes } from './users';

export const redditRoutes = [...subredditRoutes, ...postRoutes, ...userRoutes, ...searchRoutes];
