import type { ResourceDescriptor } from '../../shared/descriptor';
import { asFilter } from '../../shared/descriptor';
import { LISTING_PAGING, postParam, searchText, sortParam, startAfter, subredditParam, timeParam, TIME_SORTS } from '../reddit.params';
import { flattenCommentsOutput, simplifyCommentTree, simplifyPost } from '../reddit.records';

/** The service's own listing at /posts/trending, never a post. */
const notTrending = ({ post_id: id }: Record<string, string | number | boolean>) =>
	id === 'trending'
		? 'Post "trending" cannot be read with Get: the service answers /posts/trending with its trending posts. Use Get Trending for them.'
		: undefined;

export const post: ResourceDescriptor = {
	value: 'post',
	name: 'Post',
	description: 'Posts (submissions) and their comment threads',
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: 'Get a post',
			description:
				'Get one post by URL or ID: title, text, author, subreddit, score, upvote ratio, comment count, link, flair, media and gallery images.',
			method: 'GET',
			path: '/v1/reddit/posts/{post_id}',
			params: [postParam()],
			check: notTrending,
			credits: 2,
			paging: { kind: 'none' },
			records: 'post',
			simplify: simplifyPost,
		},
		{
			operation: 'getComments',
			name: 'Get Comments',
			action: 'Get the comments of a post',
			description:
				'Get the comment thread of a post as one item per comment, in thread order (each comment followed by its replies). Every item has its depth (0 = top-level) and its parent: parent_id is the post (t3_...) for a top-level comment, else the parent comment (t1_...), also given bare as parent_comment_id; reply_count counts its direct replies. One request, no paging: Options > Top-Level Comments (up to 100) and Depth (up to 10) set how much of the thread comes.',
			method: 'GET',
			path: '/v1/reddit/posts/{post_id}/comments',
			params: [
				postParam(),
				sortParam(['confidence', 'top', 'new', 'controversial', 'old', 'qa'], 'confidence', 'comments'),
				{
					displayName: 'Top-Level Comments',
					name: 'limit',
					in: 'query',
					type: 'integer',
					min: 1,
					max: 100,
					default: 25,
					description:
						'How many top-level comments to fetch, from 1 to 100, each with its replies. Default: 25.',
				},
				{
					displayName: 'Depth',
					name: 'depth',
					in: 'query',
					type: 'integer',
					min: 0,
					max: 10,
					default: 10,
					description:
						'How deep into the replies to go, from 0 (top-level comments only) to 10. Left out, the service returns the thread as deep as Reddit gives it.',
				},
			],
			check: notTrending,
			credits: 3,
			paging: { kind: 'none' },
			records: 'comments',
			simplify: simplifyCommentTree,
			output: flattenCommentsOutput,
		},
		{
			operation: 'getDuplicates',
			name: 'Get Cross-Posts',
			action: 'Get the cross-posts of a post',
			description:
				'List the cross-posts and duplicates of a post (the same link or post submitted in other subreddits), one item per post. Up to 100 posts come per request.',
			method: 'GET',
			path: '/v1/reddit/posts/{post_id}/duplicates',
			params: [postParam(), startAfter('post')],
			check: notTrending,
			credits: 3,
			paging: LISTING_PAGING,
			records: 'duplicates',
			simplify: simplifyPost,
		},
		{
			operation: 'getTrending',
			name: 'Get Trending',
			action: 'Get trending posts',
			description:
				"List the posts trending on Reddit's front page, one item per post. Up to 100 posts come per request.",
			method: 'GET',
			path: '/v1/reddit/posts/trending',
			params: [
				sortParam(['hot', 'new', 'top', 'rising', 'controversial', 'best'], 'hot', 'posts'),
				timeParam('day', TIME_SORTS),
				startAfter('post'),
			],
			credits: 1,
			paging: LISTING_PAGING,
			records: 'posts',
			simplify: simplifyPost,
		},
		{
			operation: 'search',
			name: 'Search',
			action: 'Search posts',
			description:
				"Search posts across Reddit or in one subreddit, one item per post. Reddit's search operators work in the text (title:, author:, subreddit:, flair:, site:, self:yes, AND, OR, NOT). Up to 100 posts come per request.",
			method: 'GET',
			path: '/v1/reddit/search/posts',
			params: [
				searchText(
					'What to search for, e.g. "sourdough starter" or title:python AND author:spez (Reddit search operators work)',
					'sourdough starter',
				),
				asFilter(subredditParam({
					in: 'query',
					required: false,
					description:
						'Search only this subreddit: its name (python), r/python or its URL. Leave empty to search all of Reddit.',
				})),
				sortParam(['relevance', 'hot', 'top', 'new', 'comments'], 'relevance', 'results'),
				timeParam('all'),
				startAfter('post', 'the best match'),
			],
			credits: 2,
			paging: LISTING_PAGING,
			records: 'posts',
			simplify: simplifyPost,
		},
	],
};
