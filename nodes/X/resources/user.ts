import type { IdListParam, ResourceDescriptor } from '../../shared/descriptor';
import { searchText, startCursor, userIdParam, usernameParam, X_BATCH_MAX, X_COSTS, X_COUNTED_LISTING, X_LISTING } from '../x.params';
import { simplifyTweet, simplifyUser } from '../x.records';
import { NUMERIC_ID, stripAt, userIdFromUrl, USERNAME, usernameFromUrl } from '../x.urls';

const userIds: IdListParam = {
	displayName: 'User IDs',
	name: 'user_ids',
	in: 'query',
	type: 'idList',
	default: '',
	required: true,
	description:
		'Numeric user IDs (or profile links that hold one, such as https://x.com/i/user/44196397), separated by commas or new lines, or an array from an expression, e.g. the IDs of earlier items. Repeats are sent once.',
	placeholder: '44196397, 1412000000000000002',
	id: { regex: NUMERIC_ID, form: 'numeric user IDs' },
	// The service documents no maximum; 100 is X's own user lookup limit.
	maxPerRequest: X_BATCH_MAX,
	url: { form: 'profile links that hold the ID (https://x.com/i/user/44196397)', extract: userIdFromUrl },
};

const usernames: IdListParam = {
	displayName: 'Usernames',
	name: 'usernames',
	in: 'query',
	type: 'idList',
	default: '',
	required: true,
	description:
		'Usernames (jack or @jack) or profile URLs, separated by commas or new lines, or an array from an expression. Repeats are sent once.',
	placeholder: 'openskies, @marta_codes, https://x.com/kofi_builds',
	id: { regex: USERNAME, form: 'usernames such as jack or @jack', normalize: stripAt },
	// The service documents no maximum; 100 is X's own user lookup limit.
	maxPerRequest: X_BATCH_MAX,
	url: { form: 'profile URLs such as https://x.com/jack', extract: usernameFromUrl },
};

export const user: ResourceDescriptor = {
	value: 'user',
	name: 'User',
	description: 'Accounts on X: profiles, their tweets and mentions, followers, followings, subscriptions and articles',
	endpoints: [
		{
			...X_COSTS,
			operation: 'get',
			name: 'Get',
			action: 'Get a user by username',
			description:
				'Get a profile by username: bio, location, website, follower, following and tweet counts, verification and creation date.',
			path: '/v1/twitter/users/{username}/by_username',
			params: [usernameParam()],
			paging: { kind: 'none' },
			simplify: simplifyUser,
		},
		{
			...X_COSTS,
			operation: 'getById',
			name: 'Get by ID',
			action: 'Get a user by ID',
			description: 'Get a profile by its numeric user ID (the fields of Get).',
			path: '/v1/twitter/users/{user_id}/by_id',
			params: [userIdParam()],
			paging: { kind: 'none' },
			simplify: simplifyUser,
		},
		{
			...X_COSTS,
			operation: 'getByIds',
			name: 'Get by IDs',
			action: 'Get users by IDs',
			description:
				'Get many profiles by numeric ID at once, one item per user found (unknown IDs are left out). Up to 100 IDs go in one request; a longer list is sent in several.',
			path: '/v1/twitter/users/batch_by_ids',
			params: [userIds],
			paging: { kind: 'none' },
			maxRecordsPerRequest: X_BATCH_MAX,
			records: 'data',
			simplify: simplifyUser,
		},
		{
			...X_COSTS,
			operation: 'getByUsernames',
			name: 'Get by Usernames',
			action: 'Get users by usernames',
			description:
				'Get many profiles by username at once, one item per user found (unknown names are left out). Up to 100 names go in one request; a longer list is sent in several.',
			path: '/v1/twitter/users/batch_by_usernames',
			params: [usernames],
			paging: { kind: 'none' },
			maxRecordsPerRequest: X_BATCH_MAX,
			records: 'data',
			simplify: simplifyUser,
		},
		{
			...X_LISTING,
			operation: 'search',
			name: 'Search',
			action: 'Search users',
			description: 'Find accounts by username, display name or words in their bio, one item per user, about 20 per request.',
			path: '/v1/twitter/users/search_users',
			params: [searchText('Words to find in usernames, display names and bios', 'weather balloon', 200), startCursor],
			records: 'data',
			simplify: simplifyUser,
		},
		{
			...X_LISTING,
			operation: 'getTweets',
			name: 'Get Tweets',
			action: 'Get the latest tweets of a user',
			description: "List a user's latest tweets, newest first, one item per tweet, about 20 per request.",
			path: '/v1/twitter/users/{username}/latest_tweets',
			params: [usernameParam(), startCursor],
			records: 'data',
			simplify: simplifyTweet,
		},
		{
			...X_COUNTED_LISTING,
			operation: 'getMentions',
			name: 'Get Mentions',
			action: 'Get tweets mentioning a user',
			description:
				'List the latest tweets that mention a user (@username), one item per tweet. Each page asks for no more tweets than the Limit still needs (up to 100).',
			path: '/v1/twitter/users/{username}/mentions',
			params: [usernameParam(), startCursor],
			records: 'data',
			simplify: simplifyTweet,
		},
		{
			...X_LISTING,
			operation: 'getFollowers',
			name: 'Get Followers',
			action: 'Get the followers of a user',
			description: 'List the accounts that follow a user, one item per user profile, about 20 per request.',
			path: '/v1/twitter/users/{username}/followers',
			params: [usernameParam(), startCursor],
			records: 'data',
			simplify: simplifyUser,
		},
		{
			...X_LISTING,
			operation: 'getFollowing',
			name: 'Get Following',
			action: 'Get the accounts a user follows',
			description: 'List the accounts a user follows, one item per user profile, about 20 per request.',
			path: '/v1/twitter/users/{username}/followings',
			params: [usernameParam(), startCursor],
			records: 'data',
			simplify: simplifyUser,
		},
		{
			...X_LISTING,
			operation: 'getSubscriptions',
			name: 'Get Subscriptions',
			action: 'Get the subscriptions of a user',
			description:
				'List the premium accounts a user subscribes to, one item per user profile, about 20 per request. Takes the numeric user ID.',
			path: '/v1/twitter/users/{user_id}/subscriptions',
			params: [userIdParam(), startCursor],
			records: 'data',
			simplify: simplifyUser,
		},
		{
			...X_LISTING,
			operation: 'getArticles',
			name: 'Get Articles',
			action: 'Get the articles of a user',
			description:
				'List the X Articles (long-form posts) a user wrote, one item per article: title, text, cover image and date, about 20 per request. Takes the numeric user ID.',
			path: '/v1/twitter/users/{user_id}/articles',
			params: [userIdParam(), startCursor],
			records: 'data',
		},
	],
};
