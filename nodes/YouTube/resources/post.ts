import type { LocatorParam, ResourceDescriptor } from '../../shared/descriptor';
import { CONTINUATION_PAGING, COUNTRY, INTERFACE_LANGUAGE, startFrom } from '../youtube.params';
import { simplifyComment } from '../youtube.records';
import { POST_ID, postIdFromUrl } from '../youtube.urls';

const POST: LocatorParam = {
	displayName: 'Post',
	name: 'post_id',
	in: 'path',
	type: 'locator',
	required: true,
	default: '',
	description:
		'The community post, as its URL (youtube.com/post/ followed by the ID, or a community tab link with lb= and the ID) or its ID, e.g. UgkxAbCdEfGhIjKlMnOpQrStUvWxYz',
	id: {
		regex: POST_ID,
		form: 'a post ID starting with Ug, e.g. UgkxAbCdEfGhIjKlMnOpQrStUvWxYz',
		placeholder: 'UgkxAbCdEfGhIjKlMnOpQrStUvWxYz',
	},
	url: {
		form: 'a YouTube post URL (youtube.com/post/ followed by the ID)',
		placeholder: 'https://www.youtube.com/post/UgkxAbCdEfGhIjKlMnOpQrStUvWxYz',
		extract: postIdFromUrl,
	},
};

// Neither endpoint is in the credit table (live-service.md): 5 a request, the price of the channel tabs and of
// video comments, is assumed, and the charge counted is the one the service reports in X-Credits-Used.
export const post: ResourceDescriptor = {
	value: 'post',
	name: 'Community Post',
	description: 'Community posts of channels and their comments',
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: 'Get a community post',
			description:
				'Get a community post as one item: URL, type (text, image, poll, video), text, channel, likes, comment count, poll choices and votes, images, attached video. The credit table gives no price: 5 is assumed.',
			method: 'GET',
			path: '/v1/youtube/posts/{post_id}',
			params: [POST, COUNTRY, INTERFACE_LANGUAGE],
			credits: 5,
			creditsAssumed: true,
			paging: { kind: 'none' },
		},
		{
			operation: 'getComments',
			name: 'Get Comments',
			action: 'Get the comments of a community post',
			description:
				'Get the comments of a community post, following the continuation pages up to Limit or to the end with Return All. One item per comment: comment_id, author, author_channel_id, text, like_count, reply_count, published_time_text. The credit table gives no price: 5 a page is assumed.',
			method: 'GET',
			path: '/v1/youtube/posts/{post_id}/comments',
			params: [POST, COUNTRY, INTERFACE_LANGUAGE, startFrom('comments')],
			credits: 5,
			creditsAssumed: true,
			paging: CONTINUATION_PAGING,
			records: 'comments',
			simplify: simplifyComment,
		},
	],
};
