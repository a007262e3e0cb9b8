import type { ResourceDescriptor } from '../../shared/descriptor';
import {
	searchText,
	startCursor,
	TWEET_ORDER,
	tweetParam,
	X_BATCH_MAX,
	X_COSTS,
	X_COUNTED_LISTING,
	X_LISTING,
	X_PAGE_RECORDS,
} from '../x.params';
import { simplifyTweet, simplifyUser } from '../x.records';
import { articleIdFromUrl, NUMERIC_ID, tweetIdFromUrl } from '../x.urls';

/** X lets a tweet be edited 5 times: its history holds at most 6 versions. */
const MAX_TWEET_VERSIONS = 6;

export const tweet: ResourceDescriptor = {
	value: 'tweet',
	name: 'Tweet',
	description: 'Posts on X: one tweet, searches, replies, quotes, who retweeted or liked, edits, notes and articles',
	endpoints: [
		{
			...X_COSTS,
			operation: 'get',
			name: 'Get',
			action: 'Get a tweet',
			description:
				'Get one tweet with its text (long form included), author, counts, media, links, poll, place and edit history.',
			path: '/v1/twitter/tweets/tweet/{tweet_id}',
			// The OpenAPI also lists a `cursor` here ("for fetching additional data"), but the answer is one tweet and
			// nothing in it is a next cursor, so there is nothing a cursor could continue: the node offers none.
			params: [tweetParam],
			paging: { kind: 'none' },
			simplify: simplifyTweet,
		},
		{
			...X_COUNTED_LISTING,
			operation: 'search',
			name: 'Search',
			action: 'Search tweets',
			description:
				"Search all of X with its advanced search operators, one item per tweet. Each page asks for no more tweets than the Limit still needs (up to 100), since every tweet is billed.",
			path: '/v1/twitter/tweets/advanced_search',
			params: [
				searchText(
					'Words and X search operators: from:user, to:user, @user, #tag, "exact phrase", -word, OR, lang:en, since:2026-01-01, until:2026-02-01, min_faves:100, min_retweets:10, filter:media',
					'from:openskies balloon lang:en',
					512,
				),
				{
					displayName: 'Query Type',
					name: 'query_type',
					in: 'query',
					type: 'options',
					topLevel: true,
					default: 'Top',
					description: 'Which results: Top (most engaging first, the default), Latest (newest first) or Media (only tweets with photos or videos)',
					options: TWEET_ORDER,
				},
				startCursor,
			],
			records: 'data',
			simplify: simplifyTweet,
		},
		{
			...X_LISTING,
			operation: 'getReplies',
			name: 'Get Replies',
			action: 'Get replies to a tweet',
			description: 'List the replies to a tweet, one item per reply, about 20 per request.',
			path: '/v1/twitter/tweets/tweet/{tweet_id}/replies',
			params: [tweetParam, startCursor],
			records: 'data',
			simplify: simplifyTweet,
		},
		{
			...X_LISTING,
			operation: 'getQuotes',
			name: 'Get Quotes',
			action: 'Get quotes of a tweet',
			description: 'List the tweets that quote a tweet, one item per quote tweet, about 20 per request.',
			path: '/v1/twitter/tweets/tweet/{tweet_id}/quotes',
			params: [tweetParam, startCursor],
			records: 'data',
			simplify: simplifyTweet,
		},
		{
			...X_LISTING,
			operation: 'getRetweeters',
			name: 'Get Retweeters',
			action: 'Get users who retweeted a tweet',
			description: 'List the accounts that retweeted a tweet, one item per user profile, about 20 per request.',
			path: '/v1/twitter/tweets/tweet/{tweet_id}/retweeters',
			params: [tweetParam, startCursor],
			records: 'data',
			simplify: simplifyUser,
		},
		{
			...X_LISTING,
			operation: 'getFavoriters',
			name: 'Get Favoriters',
			action: 'Get users who liked a tweet',
			description: 'List the accounts that liked (favorited) a tweet, one item per user profile, about 20 per request.',
			path: '/v1/twitter/tweets/tweet/{tweet_id}/favoriters',
			params: [tweetParam, startCursor],
			records: 'data',
			simplify: simplifyUser,
		},
		{
			...X_COSTS,
			operation: 'getSimilar',
			name: 'Get Similar',
			action: 'Get tweets similar to a tweet',
			description: "List the tweets X considers related to a tweet, one item per tweet, in one request (no paging).",
			path: '/v1/twitter/tweets/tweet/{tweet_id}/similar',
			params: [tweetParam],
			paging: { kind: 'none' },
			// The docs give no size; X's related-posts module holds about 20 at most.
			maxRecordsPerRequest: X_PAGE_RECORDS,
			records: 'data',
			simplify: simplifyTweet,
		},
		{
			...X_COSTS,
			operation: 'getEditHistory',
			name: 'Get Edit History',
			action: 'Get the edit history of a tweet',
			description:
				'List every version of a tweet, from the original to the latest edit, one item per version (one item for a tweet never edited).',
			path: '/v1/twitter/tweets/tweet/{tweet_id}/edit_history',
			params: [tweetParam],
			paging: { kind: 'none' },
			maxRecordsPerRequest: MAX_TWEET_VERSIONS,
			records: 'data',
			simplify: simplifyTweet,
		},
		{
			...X_COSTS,
			operation: 'getCommunityNotes',
			name: 'Get Community Notes',
			action: 'Get the community notes of a tweet',
			description:
				'List the community notes (fact-checks) attached to a tweet, one item per note: text, status and date. No items when the tweet has none.',
			path: '/v1/twitter/tweets/tweet/{tweet_id}/community_notes',
			params: [tweetParam],
			paging: { kind: 'none' },
			// The docs give no maximum; 20 is a safe bound for the notes one tweet carries.
			maxRecordsPerRequest: X_PAGE_RECORDS,
			records: 'data',
		},
		{
			...X_COSTS,
			operation: 'getArticle',
			name: 'Get Article',
			action: 'Get an article',
			description: 'Get one X Article (a long-form post): title, full text, cover image, author and date.',
			path: '/v1/twitter/tweets/article/{article_id}',
			params: [
				{
					displayName: 'Article',
					name: 'article_id',
					in: 'path',
					type: 'locator',
					default: '',
					required: true,
					description:
						'The article, as its URL (such as https://x.com/openskies/article/1795000000000000001) or its numeric ID; User > Get Articles lists a user\'s articles with their IDs',
					id: { regex: NUMERIC_ID, form: 'a numeric article ID such as 1795000000000000001', placeholder: '1795000000000000001' },
					url: {
						form: 'an article URL such as https://x.com/openskies/article/1795000000000000001',
						placeholder: 'https://x.com/openskies/article/1795000000000000001',
						extract: articleIdFromUrl,
					},
				},
			],
			paging: { kind: 'none' },
		},
		{
			...X_COSTS,
			operation: 'getByIds',
			name: 'Get by IDs',
			action: 'Get tweets by IDs',
			description:
				'Get many tweets at once, one item per tweet found (IDs the service does not know are left out). Up to 100 IDs go in one request; a longer list is sent in several.',
			path: '/v1/twitter/tweets/',
			params: [
				{
					displayName: 'Tweets',
					name: 'tweets',
					in: 'query',
					type: 'idList',
					default: '',
					required: true,
					description:
						'Tweet IDs or tweet URLs, separated by commas or new lines, or an array from an expression. Repeats are sent once.',
					placeholder: '1790000000000000001, https://x.com/user/status/1790000000000000003',
					id: { regex: NUMERIC_ID, form: 'numeric tweet IDs' },
					// The service documents no maximum; 100 is X's own lookup limit.
					maxPerRequest: X_BATCH_MAX,
					url: { form: 'tweet URLs', extract: tweetIdFromUrl },
				},
			],
			paging: { kind: 'none' },
			maxRecordsPerRequest: X_BATCH_MAX,
			records: 'data',
			simplify: simplifyTweet,
		},
	],
};
