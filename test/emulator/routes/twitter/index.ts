/**
 * The emulator's X (Twitter) routes: the 34 live read paths, answering in the shapes of the OpenAPI's response
 * schemas, with X's cursor paging and per-item charge, and the 19 stream operations (stream.ts), which deliver.
 */
import { groupRoutes } from './groups';
import { streamRoutes } from './stream';
import { tweetRoutes } from './tweets';
import { userRoutes } from './users';
import { worldRoutes } from './world';

export { X_BATCH_MAX, X_PAGE_SIZE } from './shared';

export const twitterRoutes = [...tweetRoutes, ...userRoutes, ...groupRoutes, ...worldRoutes, ...streamRoutes];
