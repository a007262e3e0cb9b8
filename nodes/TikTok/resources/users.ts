import type { ResourceDescriptor } from '../../shared/descriptor';
import { CURSOR_PAGING, REGION, USER } from '../tiktok.params';
import { VIDEO_ROW } from '../tiktok.records';

/**
 * TikTok accounts by @handle or profile URL. The service's followers, following and liked-videos paths are left out:
 * its reference marks them deprecated (they answer 410, TikTok showing them only to a signed-in account).
 */
export const users: ResourceDescriptor = {
	value: 'users',
	name: 'User',
	description: 'TikTok accounts (by @handle or profile URL): profile and stats, posted videos, reposts',
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: 'Get a TikTok profile',
			description:
				'Get a TikTok account\'s profile as one item: id, sec_uid, unique_id (the handle), nickname, signature (bio), bio_link, verified, private_account, stats (followers, following, hearts, videos), avatars, create_time_at and profile_url',
			method: 'GET',
			path: '/v1/tiktok/users/{username}',
			params: [USER, REGION],
			credits: 5,
			paging: { kind: 'none' },
			records: 'user',
		},
		{
			operation: 'getVideos',
			name: 'Get Videos',
			action: 'Get the videos of a TikTok user',
			description: `Get the videos a TikTok account posted, newest first, page after page. ${VIDEO_ROW}.`,
			method: 'GET',
			path: '/v1/tiktok/users/{username}/videos',
			params: [USER, REGION],
			credits: 8,
			paging: CURSOR_PAGING,
			records: 'videos',
		},
		{
			operation: 'getReposts',
			name: 'Get Reposts',
			action: 'Get the reposts of a TikTok user',
			description: `Get the videos a TikTok account reposted to its profile (one request, up to 50). ${VIDEO_ROW}.`,
			method: 'GET',
			path: '/v1/tiktok/users/{username}/reposts',
			params: [USER, REGION],
			credits: 8,
			paging: { kind: 'none' },
			records: 'videos',
		},
	],
};
