import type { LocatorParam, ResourceDescriptor } from '../../shared/descriptor';
import { CURSOR_PAGING, cursorParam, startCursor, X_COSTS } from '../x.params';
import { simplifyTweet } from '../x.records';
import { NUMERIC_ID, tweetIdFromUrl } from '../x.urls';

const TWEET_ID_FORM = 'a numeric tweet ID such as 1790000000000000001';
const TWEET_URL_FORM = 'a tweet URL such as https://x.com/user/status/1790000000000000001';

const tweetParam: LocatorParam = {
	displayName: 'Tweet',
	name: 'tweet_id',
	in: 'path',
	type: 'locator',
	default: '',
	required: true,
	description:
		'The tweet, as its URL (x.com, twitter.com or mobile.twitter.com; anything after the ID is ignored) or its numeric ID',
	id: { regex: NUMERIC_ID, form: TWEET_ID_FORM, placeholder: '1790000000000000001' },
	url: { form: TWEET_URL_FORM, placeholder: 'https://x.com/user/status/1790000000000000001', extract: tweetIdFromUrl },
};

export const tweet: ResourceDescriptor = {
	value: 'tweet',
	name: 'Tweet',
	description: 'Posts on X',
	endpoints: [
		{
			...X_COSTS,
			operation: 'get',
			name: 'Get',
			action: 'Get a tweet',
			description:
				'Get one tweet with its text (long form included), author, counts, media, links, poll, place and edit history.',
			path: '/v1/twitter/tweets/tweet/{tweet_id}',
			params: [
				tweetParam,
				cursorParam('Cursor', 'A pagination cursor from an earlier response, for additional data on the tweet. Usually left empty.'),
			],
			paging: { kind: 'none' },
			simplify: simplifyTweet,
		},
		{
			...X_COSTS,
			operation: 'getReplies',
			name: 'Get Replies',
			action: 'Get replies to a tweet',
			description: 'List the replies to a tweet, one item per reply, about 20 per request.',
			path: '/v1/twitter/tweets/tweet/{tweet_id}/replies',
			params: [tweetParam, startCursor],
			paging: CURSOR_PAGING,
			records: 'data',
			simplify: simplifyTweet,
		},
		{
			...X_COSTS,
			operation: 'getByIds',
			name: 'Get by IDs',
			action: 'Get tweets by IDs',
			description:
				'Get many tweets in one request, one item per tweet found (IDs the service does not know are left out).',
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
					url: { form: 'tweet URLs', extract: tweetIdFromUrl },
				},
			],
			paging: { kind: 'none' },
			records: 'data',
			simplify: simplifyTweet,
		},
	],
};
