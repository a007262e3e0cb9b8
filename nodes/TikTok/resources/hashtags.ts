import type { ResourceDescriptor } from '../../shared/descriptor';
import { CURSOR_PAGING, HASHTAG_PARAM, REGION } from '../tiktok.params';
import { VIDEO_ROW } from '../tiktok.records';

/** TikTok hashtags (challenges) by text or tag page URL. */
export const hashtags: ResourceDescriptor = {
	value: 'hashtags',
	name: 'Hashtag',
	description: 'TikTok hashtags (by #text or tag page URL): video and view counts, the videos tagged with them',
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: 'Get a TikTok hashtag',
			description:
				'Get a TikTok hashtag as one item: id, title, description, cover, video_count, view_count, is_commerce and url',
			method: 'GET',
			path: '/v1/tiktok/hashtags/{name}',
			params: [HASHTAG_PARAM, REGION],
			credits: 5,
			paging: { kind: 'none' },
			records: 'hashtag',
		},
		{
			operation: 'getVideos',
			name: 'Get Videos',
			action: 'Get the videos of a TikTok hashtag',
			description: `Get the videos tagged with a TikTok hashtag, page after page. ${VIDEO_ROW}.`,
			method: 'GET',
			path: '/v1/tiktok/hashtags/{name}/videos',
			params: [HASHTAG_PARAM, REGION],
			credits: 8,
			paging: CURSOR_PAGING,
			records: 'videos',
		},
	],
};
