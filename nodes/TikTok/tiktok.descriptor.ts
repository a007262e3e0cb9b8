import type { PlatformDescriptor } from '../shared/descriptor';
import { ads } from './resources/ads';
import { comments } from './resources/comments';
import { embed } from './resources/embed';
import { hashtags } from './resources/hashtags';
import { music } from './resources/music';
import { regions } from './resources/regions';
import { search } from './resources/search';
import { trending } from './resources/trending';
import { users } from './resources/users';
import { videos } from './resources/videos';

/**
 * TikTok through ScrapeBadger's TikTok endpoints (`/v1/tiktok/...`), one file per resource under resources/, named as
 * a TikTok user names them. `/v1/tiktok/health` is the service's uptime check for its own monitors, not an operation;
 * the followers, following and liked-videos paths are deprecated (410) and left out (see resources/users.ts).
 */
export const tiktok: PlatformDescriptor = {
	platform: 'TikTok',
	resources: [users, videos, comments, hashtags, music, search, trending, ads, regions, embed],
};
