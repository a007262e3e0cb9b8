import type { PlatformDescriptor } from '../shared/descriptor';
import { comments } from './resources/comments';
import { hashtags } from './resources/hashtags';
import { music } from './resources/music';
import { search } from './resources/search';
import { users } from './resources/users';
import { videos } from './resources/videos';

/**
 * TikTok through ScrapeBadger's TikTok endpoints (`/v1/tiktok/...`), one file per resource under resources/, named as
 * a TikTok user names them. `/v1/tiktok/health` is the service's uptime check for its own monitors, not an operation.
 */
export const tiktok: PlatformDescriptor = {
	platform: 'TikTok',
	resources: [users, videos, comments, hashtags, music, search],
};
