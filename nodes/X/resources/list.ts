import type { ResourceDescriptor } from '../../shared/descriptor';
import { listParam, searchText, startCursor, X_COSTS, X_LISTING } from '../x.params';
import { simplifyTweet } from '../x.records';

export const list: ResourceDescriptor = {
	value: 'list',
	name: 'List',
	description: 'Curated lists of accounts on X: the list itself, its timeline and searches in it',
	endpoints: [
		{
			...X_LISTING,
			operation: 'searchTweets',
			name: 'Search Tweets',
			action: 'Search tweets in a list',
			description: "Search the tweets of a list's members, one item per tweet, about 20 per request.",
			path: '/v1/twitter/lists/{list_id}/search_tweets',
			params: [listParam, searchText("Words to look for in the list's tweets", 'artificial intelligence'), startCursor],
			records: 'data',
			simplify: simplifyTweet,
		},
		{
			...X_COSTS,
			operation: 'get',
			name: 'Get',
			action: 'Get a list',
			description: 'Get a list: name, description, member and subscriber counts, public or private, owner and creation date.',
			path: '/v1/twitter/lists/{list_id}/detail',
			params: [listParam],
			paging: { kind: 'none' },
		},
		{
			...X_LISTING,
			operation: 'getTweets',
			name: 'Get Tweets',
			action: 'Get the tweets of a list',
			description: "List the latest tweets of a list's members (the list's timeline), newest first, one item per tweet, about 20 per request.",
			path: '/v1/twitter/lists/{list_id}/tweets',
			params: [listParam, startCursor],
			records: 'data',
			simplify: simplifyTweet,
		},
	],
};
