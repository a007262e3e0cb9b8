import type { ResourceDescriptor } from '../../shared/descriptor';
import { queryParam } from '../../shared/descriptor';
import { CURSOR_PAGING, REGION } from '../tiktok.params';
import { VIDEO_ROW } from '../tiktok.records';

const QUERY = queryParam({
	description: 'What to search TikTok for, as typed in its search box, e.g. sourdough starter',
	placeholder: 'sourdough starter',
	maxLength: 500,
});

/** TikTok's search box: its Top feed, and its Users, Videos and Hashtags tabs, each paged by TikTok's cursor. */
export const search: ResourceDescriptor = {
	value: 'search',
	name: 'Search',
	description: 'TikTok search: the Top results, users, videos, hashtags',
	endpoints: [
		{
			operation: 'all',
			name: 'All',
			action: 'Search TikTok',
			description: `Search TikTok as its Top tab does (the videos it ranks first for a query), page after page. ${VIDEO_ROW}.`,
			method: 'GET',
			path: '/v1/tiktok/search',
			params: [QUERY, REGION],
			credits: 5,
			paging: CURSOR_PAGING,
			records: 'videos',
		},
		{
			operation: 'users',
			name: 'Users',
			action: 'Search TikTok users',
			description:
				'Search TikTok accounts by keyword, page after page. One item per account: id, sec_uid, unique_id (the handle), nickname, signature (bio), verified, follower_count, following_count, heart_count, video_count, avatars and region.',
			method: 'GET',
			path: '/v1/tiktok/search/users',
			params: [QUERY, REGION],
			credits: 5,
			paging: CURSOR_PAGING,
			records: 'users',
		},
		{
			operation: 'videos',
			name: 'Videos',
			action: 'Search TikTok videos',
			description: `Search TikTok videos by keyword, page after page. ${VIDEO_ROW}.`,
			method: 'GET',
			path: '/v1/tiktok/search/videos',
			params: [QUERY, REGION],
			credits: 5,
			paging: CURSOR_PAGING,
			records: 'videos',
		},
		{
			operation: 'hashtags',
			name: 'Hashtags',
			action: 'Search TikTok hashtags',
			description:
				'Search TikTok hashtags by keyword, page after page. One item per hashtag: id, title, description, cover, video_count, view_count, is_commerce and url.',
			method: 'GET',
			path: '/v1/tiktok/search/hashtags',
			params: [QUERY, REGION],
			credits: 5,
			paging: CURSOR_PAGING,
			records: 'hashtags',
		},
	],
};
