import type { PlatformDescriptor } from '../shared/descriptor';
import { users } from './resources/users';

/**
 * TikTok through ScrapeBadger's TikTok endpoints (`/v1/tiktok/...`), one file per resource under resources/, named as
 * a TikTok user names them. `/v1/tiktok/health` is the service's uptime check for its own monitors, not an operation.
 */
export const tiktok: PlatformDescriptor = {
	platform: 'TikTok',
	resources: [users],
};
