/** Post routes: the front page, one post, its comment thread and its cross-posts. */
import { commentTree } from '../../fixtures/reddit/comments';
import type { PostRecord } from '../../fixtures/reddit/posts';
import { duplicatesOf, findPost, trendingPosts } from '../../fixtures/reddit/posts';
import { ApiError, defineRoute } from '../../route';
import { freshThing, LISTING_QUERY, listingPage } from './listing';

function postOr404(id: string): PostRecord {
	const post = findPost(id);
	if (!post) throw ApiError.notFound(`Post ${id} not found`);
	return post;
}

export const postRoutes = [
	defineRoute({
		path: '/v1/reddit/posts/trending',
		query: {
			sort: { type: 'string', default: 'hot' },
			t: { type: 'string', default: 'day' },
			...LISTING_QUERY,
		},
		credits: 1,
		handle: ({ query }) => {
			const { records, pagination } = listingPage(trendingPosts(query.sort, query.t), query.after, query.limit, (post) => post.fullname);
			return { posts: records, pagination, sort: query.sort };
		},
	}),
	defineRoute({
		path: '/v1/reddit/posts/{post_id}',
		credits: 2,
		handle: ({ params }) => ({ post: postOr404(params.post_id) }),
	}),
	defineRoute({
		path: '/v1/reddit/posts/{post_id}/comments',
		query: {
			sort: { type: 'string', default: 'confidence' },
			limit: { type: 'integer', default: 25, min: 1, max: 100 },
			depth: { type: 'integer', min: 0, max: 10 },
		},
		credits: 3,
		handle: ({ params, query, live }) => {
			const post = postOr404(params.post_id);
			// Comments written while the emulator runs are new top-level comments, the first of a thread sorted by new.
			const comments = live.list(commentTree(post, query.sort, query.limit, query.depth), freshThing('t1'));
			return {
				post,
				comments,
				pagination: { after: null, before: null, count: comments.length, limit: query.limit },
			};
		},
	}),
	defineRoute({
		path: '/v1/reddit/posts/{post_id}/duplicates',
		query: LISTING_QUERY,
		credits: 3,
		handle: ({ params, query }) => {
			const post = postOr404(params.post_id);
			const { records, pagination } = listingPage(duplicatesOf(post), query.after, query.limit, (other) => other.fullname);
			return { original: post, duplicates: records, pagination };
		},
	}),
];
