/** User routes: a profile, its posts, comments, moderated subreddits and trophy case. */
import { userComments } from '../../fixtures/reddit/comments';
import { moderatedBy } from '../../fixtures/reddit/communities';
import { userPosts } from '../../fixtures/reddit/posts';
import { trophiesOf, userRecord } from '../../fixtures/reddit/profiles';
import type { UserSeed } from '../../fixtures/reddit/users';
import { findUserSeed } from '../../fixtures/reddit/users';
import { ApiError, defineRoute } from '../../route';
import { LISTING_QUERY, listingPage, TIME_QUERY } from './listing';

function userOr404(name: string): UserSeed {
	const user = findUserSeed(name);
	if (!user) throw ApiError.notFound(`User u/${name} not found`);
	return user;
}

const PROFILE_QUERY = {
	sort: { type: 'string', default: 'new' },
	t: TIME_QUERY,
	...LISTING_QUERY,
} as const;

export const userRoutes = [
	defineRoute({
		path: '/v1/reddit/users/{username}',
		credits: 2,
		handle: ({ params }) => ({ user: userRecord(userOr404(params.username)) }),
	}),
	defineRoute({
		path: '/v1/reddit/users/{username}/posts',
		query: PROFILE_QUERY,
		credits: 2,
		handle: ({ params, query }) => {
			const user = userOr404(params.username);
			const { records, pagination } = listingPage(userPosts(user.name, query.sort, query.t), query.after, query.limit, (post) => post.fullname);
			return { posts: records, pagination, username: user.name };
		},
	}),
	defineRoute({
		path: '/v1/reddit/users/{username}/comments',
		query: PROFILE_QUERY,
		credits: 2,
		handle: ({ params, query }) => {
			const user = userOr404(params.username);
			const { records, pagination } = listingPage(userComments(user, query.sort, query.t), query.after, query.limit, (comment) => comment.fullname);
			return { comments: records, pagination, username: user.name };
		},
	}),
	defineRoute({
		path: '/v1/reddit/users/{username}/moderated',
		credits: 3,
		handle: ({ params }) => {
			const user = userOr404(params.username);
			return { subreddits: moderatedBy(user.name), username: user.name };
		},
	}),
	defineRoute({
		// The credit table states no price for trophies; the emulator charges 1 and reports it in X-Credits-Used.
		path: '/v1/reddit/users/{username}/trophies',
		credits: 1,
		handle: ({ params }) => {
			const user = userOr404(params.username);
			return { trophies: trophiesOf(user), username: user.name };
		},
	}),
];
