/** The X user routes: profiles by name and ID (one or many), search, timelines, mentions, follows, subscriptions, articles. */
import { ARTICLES_BY_USER, mentionsOf, timelineOf } from '../../fixtures/twitter/timeline';
import type { UserRecord } from '../../fixtures/twitter/users';
import { FOLLOWERS, FOLLOWING, searchUsers, SUBSCRIPTIONS, userById, userByName } from '../../fixtures/twitter/users';
import { defineRoute } from '../../route';
import { COUNT, CURSOR, freshTweet, lookup, NUMERIC_ID, notFound, page, REQUIRED_TEXT, xCredits } from './shared';

const USERNAME = { pattern: '^[A-Za-z0-9_]+$', maxLength: 50 };

function named(username: string): UserRecord {
	const user = userByName(username);
	if (!user) throw notFound('User');
	return user;
}

function numbered(id: string): UserRecord {
	const user = userById(id);
	if (!user) throw notFound('User');
	return user;
}

/** A listing of a user's accounts, about 20 a page. */
function followListing(suffix: 'followers' | 'followings', lists: Record<string, UserRecord[]>) {
	return defineRoute({
		path: `/v1/twitter/users/{username}/${suffix}` as const,
		pathParams: { username: USERNAME },
		query: { cursor: CURSOR },
		credits: xCredits,
		errorStyle: 'error',
		handle: ({ params, query }) => {
			const user = named(params.username);
			return page(`${suffix}:${user.id}`, lists[user.username] ?? [], query.cursor);
		},
	});
}

export const userRoutes = [
	defineRoute({
		path: '/v1/twitter/users/{username}/by_username',
		pathParams: { username: USERNAME },
		credits: xCredits,
		errorStyle: 'error',
		handle: ({ params }) => ({ ...named(params.username) }),
	}),
	defineRoute({
		path: '/v1/twitter/users/{user_id}/by_id',
		pathParams: { user_id: NUMERIC_ID },
		credits: xCredits,
		errorStyle: 'error',
		handle: ({ params }) => ({ ...numbered(params.user_id) }),
	}),
	defineRoute({
		path: '/v1/twitter/users/batch_by_ids',
		query: { user_ids: REQUIRED_TEXT },
		credits: xCredits,
		errorStyle: 'error',
		handle: ({ query }) => ({ ...lookup(query.user_ids, 'user IDs', userById), next_cursor: null }),
	}),
	defineRoute({
		path: '/v1/twitter/users/batch_by_usernames',
		query: { usernames: REQUIRED_TEXT },
		credits: xCredits,
		errorStyle: 'error',
		handle: ({ query }) => ({ ...lookup(query.usernames, 'usernames', userByName), next_cursor: null }),
	}),
	defineRoute({
		path: '/v1/twitter/users/search_users',
		query: { query: REQUIRED_TEXT, cursor: CURSOR },
		credits: xCredits,
		errorStyle: 'error',
		handle: ({ query }) => page(`users:${query.query.toLowerCase()}`, searchUsers(query.query), query.cursor),
	}),
	defineRoute({
		path: '/v1/twitter/users/{username}/latest_tweets',
		pathParams: { username: USERNAME },
		query: { cursor: CURSOR },
		credits: xCredits,
		errorStyle: 'error',
		handle: ({ params, query, live }) => {
			const user = named(params.username);
			return page(`timeline:${user.id}`, live.list(timelineOf(user.username), freshTweet), query.cursor);
		},
	}),
	defineRoute({
		path: '/v1/twitter/users/{username}/mentions',
		pathParams: { username: USERNAME },
		query: { count: COUNT, cursor: CURSOR },
		credits: xCredits,
		errorStyle: 'error',
		handle: ({ params, query, live }) => {
			const user = named(params.username);
			return page(`mentions:${user.id}`, live.list(mentionsOf(user.username), freshTweet), query.cursor, query.count);
		},
	}),
	followListing('followers', FOLLOWERS),
	followListing('followings', FOLLOWING),
	defineRoute({
		path: '/v1/twitter/users/{user_id}/subscriptions',
		pathParams: { user_id: NUMERIC_ID },
		query: { cursor: CURSOR },
		credits: xCredits,
		errorStyle: 'error',
		handle: ({ params, query }) => page(`subscriptions:${params.user_id}`, SUBSCRIPTIONS[numbered(params.user_id).id] ?? [], query.cursor),
	}),
	defineRoute({
		path: '/v1/twitter/users/{user_id}/articles',
		pathParams: { user_id: NUMERIC_ID },
		query: { cursor: CURSOR },
		credits: xCredits,
		errorStyle: 'error',
		handle: ({ params, query }) => page(`articles:${params.user_id}`, ARTICLES_BY_USER[numbered(params.user_id).id] ?? [], query.cursor),
	}),
];
