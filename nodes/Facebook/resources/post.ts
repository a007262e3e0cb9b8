import type { OptionsParam, ResourceDescriptor } from '../../shared/descriptor';
import { CURSOR_PAGING, postAt, START_CURSOR } from '../facebook.params';
import { POST_FIELDS } from './page';

const COMMENT_SORT: OptionsParam = {
	displayName: 'Sort',
	name: 'sort',
	in: 'query',
	type: 'options',
	default: 'relevance',
	description: "The order of the comments, as Facebook's own menu offers it",
	options: [
		{ value: 'relevance', name: 'Relevance' },
		{ value: 'most_relevant', name: 'Most Relevant' },
		{ value: 'newest', name: 'Newest' },
	],
};

export const post: ResourceDescriptor = {
	value: 'post',
	name: 'Post',
	description: 'A Facebook post, and its comments',
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: 'Get a Facebook post',
			description: `Read one post: ${POST_FIELDS}.`,
			method: 'GET',
			path: '/v1/facebook/posts/{post_id}',
			params: [postAt('/v1/facebook/posts/{post_id}')],
			credits: 5,
			paging: { kind: 'none' },
			toolUse: 'Use to read one Facebook post: its text, author, media, reactions, comment and share counts',
		},
		{
			operation: 'getComments',
			name: 'Get Comments',
			action: 'Get the comments of a Facebook post',
			description:
				"Read a post's comments. One item per comment: id, message, author, creation_time_utc, created_at, reaction_count and reply_count. Facebook caps deep comment threads: the list ends where it says there are no more, which can be short of the post's comment_count.",
			method: 'GET',
			path: '/v1/facebook/posts/{post_id}/comments',
			params: [postAt('/v1/facebook/posts/{post_id}/comments'), COMMENT_SORT, START_CURSOR],
			credits: 10,
			paging: CURSOR_PAGING,
			records: 'comments',
		},
	],
};
