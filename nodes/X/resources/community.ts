import type { ResourceDescriptor } from '../../shared/descriptor';
import { communityParam, searchText, startCursor, TWEET_ORDER, X_COSTS, X_LISTING } from '../x.params';
import { simplifyTweet } from '../x.records';

export const community: ResourceDescriptor = {
	value: 'community',
	name: 'Community',
	description: 'Communities on X: details, their tweets, and searches for communities',
	endpoints: [
		{
			...X_COSTS,
			operation: 'get',
			name: 'Get',
			action: 'Get a community',
			description: 'Get a community: name, description, member count, join policy, banner, creator, admin and rules.',
			path: '/v1/twitter/communities/{community_id}',
			params: [communityParam],
			paging: { kind: 'none' },
		},
		{
			...X_LISTING,
			operation: 'getTweets',
			name: 'Get Tweets',
			action: 'Get the tweets of a community',
			description: 'List the tweets posted in a community, Top, Latest or Media, one item per tweet, about 20 per request.',
			path: '/v1/twitter/communities/{community_id}/tweets',
			params: [
				communityParam,
				{
					displayName: 'Tweet Type',
					name: 'tweet_type',
					in: 'query',
					type: 'options',
					topLevel: true,
					default: 'Top',
					description: 'Which tweets: Top (most engaging first, the default), Latest (newest first) or Media (only tweets with photos or videos)',
					options: TWEET_ORDER,
				},
				startCursor,
			],
			records: 'data',
			simplify: simplifyTweet,
		},
		{
			...X_LISTING,
			operation: 'search',
			name: 'Search',
			action: 'Search communities',
			description: 'Find communities by words in their name or description, one item per community (the fields of Get), about 20 per request.',
			path: '/v1/twitter/communities/search',
			params: [searchText('Words to find in community names and descriptions', 'weather balloons', 200), startCursor],
			records: 'data',
		},
	],
};
