import type { ResourceDescriptor } from '../../shared/descriptor';
import { LISTING_PAGING, searchText, sortParam, startAfter, TIME_SORTS, timeParam, userParam } from '../reddit.params';
import { liftListFactsOutput, simplifyComment, simplifyPost, simplifySubreddit, simplifyUser, USER_CONTEXT } from '../reddit.records';

/** Reddit's sorts of a profile's posts and comments. */
const PROFILE_SORTS = ['hot', 'new', 'top', 'controversial'];

export const user: ResourceDescriptor = {
	value: 'user',
	name: 'User',
	description: 'Reddit accounts: profiles, their posts and comments, trophies and the subreddits they moderate',
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: 'Get a user',
			description:
				"Get a user's profile: karma (post, comment, awards, total), account creation date, flags (moderator, employee, Premium, verified), avatar and the profile's own title and description.",
			method: 'GET',
			path: '/v1/reddit/users/{username}',
			params: [userParam()],
			credits: 2,
			paging: { kind: 'none' },
			records: 'user',
			simplify: simplifyUser,
		},
		{
			operation: 'getPosts',
			name: 'Get Posts',
			action: 'Get posts of a user',
			description: 'List the posts a user submitted, one item per post. Up to 100 posts come per request.',
			method: 'GET',
			path: '/v1/reddit/users/{username}/posts',
			params: [userParam(), sortParam(PROFILE_SORTS, 'new', 'posts'), timeParam('all', TIME_SORTS), startAfter('post')],
			credits: 2,
			paging: LISTING_PAGING,
			records: 'posts',
			simplify: simplifyPost,
		},
		{
			operation: 'getComments',
			name: 'Get Comments',
			action: 'Get comments of a user',
			description:
				'List the comments a user wrote, one item per comment, each with the post it belongs to (post_id) and what it replies to (parent_id). Up to 100 comments come per request.',
			method: 'GET',
			path: '/v1/reddit/users/{username}/comments',
			params: [userParam(), sortParam(PROFILE_SORTS, 'new', 'comments'), timeParam('all', TIME_SORTS), startAfter('comment')],
			credits: 2,
			paging: LISTING_PAGING,
			records: 'comments',
			simplify: simplifyComment,
		},
		{
			operation: 'getModerated',
			name: 'Get Moderated Subreddits',
			action: 'Get the subreddits a user moderates',
			description:
				'List the subreddits a user moderates, one item per subreddit: name, title, subscribers, type, icons and the moderator permissions.',
			method: 'GET',
			path: '/v1/reddit/users/{username}/moderated',
			params: [userParam()],
			credits: 3,
			paging: { kind: 'none' },
			records: 'subreddits',
			simplify: simplifySubreddit,
		},
		{
			operation: 'getTrophies',
			name: 'Get Trophies',
			action: 'Get the trophies of a user',
			description:
				"List the trophies of a user's trophy case (such as account-age or Gilding trophies), one item per trophy: name, description, icon, link and when it was granted. Each item also carries the username.",
			method: 'GET',
			path: '/v1/reddit/users/{username}/trophies',
			params: [userParam()],
			// The credit table states no price; the docs' endpoint list gives 1.
			credits: 1,
			creditsAssumed: true,
			paging: { kind: 'none' },
			records: 'trophies',
			recordContext: USER_CONTEXT,
			output: liftListFactsOutput,
		},
		{
			operation: 'search',
			name: 'Search',
			action: 'Search users',
			description: 'Find Reddit accounts by name, one item per user (the profile fields of Get). Up to 100 users come per request.',
			method: 'GET',
			path: '/v1/reddit/search/users',
			params: [
				searchText('A name or part of one to look for, e.g. "baker"', 'baker'),
				startAfter('user', 'the best match'),
			],
			credits: 2,
			paging: LISTING_PAGING,
			records: 'users',
			simplify: simplifyUser,
		},
	],
};
