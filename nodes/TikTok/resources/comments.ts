import type { ResourceDescriptor, StringParam } from '../../shared/descriptor';
import { COMMENT_ROW } from '../tiktok.records';
import { CURSOR_PAGING, REGION, VIDEO_IN_QUERY } from '../tiktok.params';

/** Get Replies reads its comment from the incoming item by default: run it on Video > Get Comments' items. */
const COMMENT_ID: StringParam = {
	displayName: 'Comment ID',
	name: 'comment_id',
	in: 'path',
	type: 'string',
	required: true,
	default: '={{ $json.id }}',
	description:
		'The numeric ID of the comment whose replies to get, e.g. 7431000000000000000. By default, the comment ID of the incoming item (a comment from Video > Get Comments).',
	placeholder: '7431000000000000000',
	pattern: { regex: /^\d{8,25}$/, form: 'a numeric TikTok comment ID such as 7431000000000000000' },
};

/** TikTok comments: the replies under one, which TikTok reads through the video it was left on. */
export const comments: ResourceDescriptor = {
	value: 'comments',
	name: 'Comment',
	description: 'Comments on TikTok videos: the replies to a comment',
	endpoints: [
		{
			operation: 'getReplies',
			name: 'Get Replies',
			action: 'Get the replies to a TikTok comment',
			description: `Get the replies to a comment on a TikTok video, page after page. ${COMMENT_ROW}; parent_comment_id is the comment replied to.`,
			method: 'GET',
			path: '/v1/tiktok/comments/{comment_id}/replies',
			params: [
				COMMENT_ID,
				{
					...VIDEO_IN_QUERY,
					default: '={{ $json.aweme_id }}',
					description: `${VIDEO_IN_QUERY.description} By default, the aweme_id of the incoming item (the video of a comment from Video > Get Comments).`,
				},
				REGION,
			],
			credits: 8,
			paging: CURSOR_PAGING,
			records: 'comments',
		},
	],
};
