import type { ResourceDescriptor } from '../../shared/descriptor';
import { CURSOR_PAGING, startCursor, X_COSTS } from '../x.params';
import { simplifyTweet } from '../x.records';
import { idAfter, NUMERIC_ID } from '../x.urls';

export const list: ResourceDescriptor = {
	value: 'list',
	name: 'List',
	description: 'Curated lists of accounts on X',
	endpoints: [
		{
			...X_COSTS,
			operation: 'searchTweets',
			name: 'Search Tweets',
			action: 'Search tweets in a list',
			description: "Search the tweets of a list's members, one item per tweet, about 20 per request.",
			path: '/v1/twitter/lists/{list_id}/search_tweets',
			params: [
				{
					displayName: 'List',
					name: 'list_id',
					in: 'path',
					type: 'locator',
					default: '',
					required: true,
					description: 'The list, as its URL (such as https://x.com/i/lists/1580582120482430976) or its numeric ID',
					id: { regex: NUMERIC_ID, form: 'a numeric list ID such as 1580582120482430976', placeholder: '1580582120482430976' },
					url: {
						form: 'a list URL such as https://x.com/i/lists/1580582120482430976',
						placeholder: 'https://x.com/i/lists/1580582120482430976',
						extract: idAfter('lists'),
					},
				},
				{
					displayName: 'Query',
					name: 'query',
					in: 'query',
					type: 'string',
					required: true,
					default: '',
					description: 'Words to look for in the list\'s tweets, e.g. "artificial intelligence"',
					placeholder: 'artificial intelligence',
					maxLength: 500,
				},
				startCursor,
			],
			paging: CURSOR_PAGING,
			records: 'data',
			simplify: simplifyTweet,
		},
	],
};
