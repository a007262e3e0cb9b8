import type { ResourceDescriptor } from '../../shared/descriptor';
import { CURSOR_PAGING, MUSIC, REGION } from '../tiktok.params';
import { VIDEO_ROW } from '../tiktok.records';

/** TikTok sounds (music) by numeric ID or music page URL. */
export const music: ResourceDescriptor = {
	value: 'music',
	name: 'Music',
	description: 'TikTok sounds (by ID or music page URL): title, author, usage counts, the videos using them',
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: 'Get a TikTok sound',
			description:
				'Get a TikTok sound as one item: id, title, author_name, album, duration (seconds), play_url, covers, original, is_copyrighted, video_count and user_count (the videos and creators using it)',
			method: 'GET',
			path: '/v1/tiktok/music/{music_id}',
			params: [MUSIC, REGION],
			credits: 5,
			paging: { kind: 'none' },
			records: 'music',
		},
		{
			operation: 'getVideos',
			name: 'Get Videos',
			action: 'Get the videos using a TikTok sound',
			description: `Get the videos that use a TikTok sound, page after page. ${VIDEO_ROW}.`,
			method: 'GET',
			path: '/v1/tiktok/music/{music_id}/videos',
			params: [MUSIC, REGION],
			credits: 8,
			paging: CURSOR_PAGING,
			records: 'videos',
		},
	],
};
