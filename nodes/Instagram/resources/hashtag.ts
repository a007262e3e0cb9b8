import type { ResourceDescriptor } from '../../shared/descriptor';
import { ACCOUNT_POOL_NOTICE, CURSOR_PAGING, HASHTAG_PARAM } from '../instagram.params';

const POST_FIELDS = 'pk, id, code, taken_at, media_type, product_type, caption_text, like_count, comment_count, play_count, thumbnail_url, url, user';

export const hashtag: ResourceDescriptor = {
	value: 'hashtag',
	name: 'Hashtag',
	description: 'Instagram hashtags: one by name, its recent and top posts',
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: 'Get an Instagram hashtag',
			description: 'Read a hashtag by name: id, name, media_count (how many posts carry it), profile_pic_url',
			method: 'GET',
			path: '/v1/instagram/hashtags/{tag}',
			params: [HASHTAG_PARAM],
			// docs/api-reference/endpoint/instagram/get-hashtag.mdx: "**Credits:** 5 (hashtag info)".
			credits: 5,
			paging: { kind: 'none' },
			records: 'hashtag',
		},
		{
			operation: 'getRecentPosts',
			name: 'Get Recent Posts',
			action: 'Get recent Instagram hashtag posts',
			description: `Read the most recent posts carrying a hashtag, newest first. One item per post: ${POST_FIELDS}.`,
			method: 'GET',
			path: '/v1/instagram/hashtags/{tag}/recent',
			params: [HASHTAG_PARAM],
			// get-hashtag.mdx: "8 (`recent` feed)".
			credits: 8,
			paging: CURSOR_PAGING,
			records: 'items',
		},
		{
			operation: 'getTopPosts',
			name: 'Get Top Posts',
			action: 'Get top Instagram hashtag posts',
			description: `Read the top posts of a hashtag, as Instagram ranks them. One item per post: ${POST_FIELDS}.`,
			method: 'GET',
			path: '/v1/instagram/hashtags/{tag}/top',
			params: [HASHTAG_PARAM],
			// No docs page prices the top feed: the overview's "Paginated listings" price (8) is assumed.
			credits: 8,
			creditsAssumed: true,
			notice: ACCOUNT_POOL_NOTICE,
			paging: CURSOR_PAGING,
			records: 'items',
		},
	],
};
