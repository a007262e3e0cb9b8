import type { IDataObject } from 'n8n-workflow';

import type { EndpointDescriptor, LocatorParam, Paging, PlatformDescriptor, StringParam } from '../shared/descriptor';

/** X (Twitter) endpoints (the spec's word: microblog). */

const X_HOSTS = new Set(['x.com', 'twitter.com', 'mobile.twitter.com', 'mobile.x.com']);

/** Whether a URL is on X, with or without `www.`. */
function onX(url: URL): boolean {
	return X_HOSTS.has(url.hostname.toLowerCase().replace(/^www\./, ''));
}

/** `/<user>/status/<id>`, `/i/web/status/<id>` or `/i/status/<id>`, with any suffix (`/photo/1`) or query. */
export function tweetIdFromUrl(url: URL): string | undefined {
	if (!onX(url)) return undefined;
	return /^\/(?:[^/]+|i\/web)\/status(?:es)?\/(\d+)(?:\/|$)/.exec(url.pathname)?.[1];
}

/** `/i/<kind>/<id>` with any suffix, e.g. `/i/lists/1580582120482430976/members`. */
function idAfter(kind: string): (url: URL) => string | undefined {
	const pattern = new RegExp(`^/i/${kind}/(\\d+)(?:/|$)`);
	return (url) => (onX(url) ? pattern.exec(url.pathname)?.[1] : undefined);
}

const NUMERIC_ID = /^\d{1,20}$/;
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

function cursorParam(displayName: string, description: string): StringParam {
	return {
		displayName,
		name: 'cursor',
		in: 'query',
		type: 'string',
		default: '',
		description,
		pattern: { regex: /^\S+$/, form: 'a cursor without spaces, as given in next_cursor' },
		maxLength: 1000,
	};
}

const startCursor = cursorParam(
	'Start Cursor',
	'Continue a listing from this cursor, given as the next_cursor value of an earlier run. Leave empty to start at the beginning.',
);

const CURSOR_PAGING: Paging = { kind: 'cursor', param: 'cursor', nextPath: 'next_cursor' };

/** Tweet URL from its id; the `i/web` form works without knowing the author. */
const tweetUrl = (id: unknown, username?: unknown) =>
	typeof id === 'string' && id !== ''
		? `https://x.com/${typeof username === 'string' && username !== '' ? username : 'i/web'}/status/${id}`
		: null;

/** A flat, spreadsheet-ready tweet: the long text when there is one, links instead of ids, media URLs in one cell. */
export function simplifyTweet(record: IDataObject): IDataObject {
	const media = Array.isArray(record.media) ? (record.media as IDataObject[]) : [];
	return {
		id: record.id,
		url: tweetUrl(record.id, record.username),
		text: record.full_text ?? record.text,
		created_at: record.created_at,
		author_id: record.user_id ?? null,
		author_username: record.username ?? null,
		author_name: record.user_name ?? null,
		reply_count: record.reply_count ?? 0,
		retweet_count: record.retweet_count ?? 0,
		quote_count: record.quote_count ?? 0,
		like_count: record.favorite_count ?? 0,
		view_count: record.view_count ?? null,
		bookmark_count: record.bookmark_count ?? null,
		lang: record.lang ?? null,
		in_reply_to_url: tweetUrl(record.in_reply_to_status_id),
		quoted_tweet_url: tweetUrl(record.quoted_status_id),
		retweeted_tweet_url: tweetUrl(record.retweeted_status_id),
		media_urls: media
			.map((item) => item.url)
			.filter((url) => typeof url === 'string')
			.join(', '),
	};
}

/** What every X endpoint shares: GET, the per-item charge, tweets simplified the same way. */
const X_COSTS = { method: 'GET', credits: 1, creditsPerRecord: 1 } as const;

const tweetEndpoints: EndpointDescriptor[] = [
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
];

export const x: PlatformDescriptor = {
	platform: 'X (Twitter)',
	resources: [
		{
			value: 'tweet',
			name: 'Tweet',
			description: 'Posts on X',
			endpoints: tweetEndpoints,
		},
		{
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
		},
		{
			value: 'community',
			name: 'Community',
			description: 'Communities on X',
			endpoints: [
				{
					...X_COSTS,
					operation: 'get',
					name: 'Get',
					action: 'Get a community',
					description: 'Get a community: name, description, member count, join policy, banner, creator, admin and rules.',
					path: '/v1/twitter/communities/{community_id}',
					params: [
						{
							displayName: 'Community',
							name: 'community_id',
							in: 'path',
							type: 'locator',
							default: '',
							required: true,
							description: 'The community, as its URL (such as https://x.com/i/communities/1500000000000000123) or its numeric ID',
							id: {
								regex: NUMERIC_ID,
								form: 'a numeric community ID such as 1500000000000000123',
								placeholder: '1500000000000000123',
							},
							url: {
								form: 'a community URL such as https://x.com/i/communities/1500000000000000123',
								placeholder: 'https://x.com/i/communities/1500000000000000123',
								extract: idAfter('communities'),
							},
						},
					],
					paging: { kind: 'none' },
				},
			],
		},
		{
			value: 'place',
			name: 'Place',
			description: 'Places that can be attached to tweets',
			endpoints: [
				{
					...X_COSTS,
					operation: 'search',
					name: 'Search',
					action: 'Search places',
					description:
						'Find places by name, by coordinates, or both, one item per place (no items when nothing matches).',
					path: '/v1/twitter/geo/search',
					params: [
						{
							displayName: 'Query',
							name: 'query',
							in: 'query',
							type: 'string',
							default: '',
							description: 'A place name, e.g. "San Francisco". Give this, or Latitude and Longitude, or all three.',
							placeholder: 'San Francisco',
							maxLength: 200,
						},
						{
							displayName: 'Latitude',
							name: 'lat',
							in: 'query',
							type: 'number',
							min: -90,
							max: 90,
							default: 0,
							description: 'Latitude in degrees, -90 to 90, e.g. 37.7749. Needs Longitude too.',
						},
						{
							displayName: 'Longitude',
							name: 'long',
							in: 'query',
							type: 'number',
							min: -180,
							max: 180,
							default: 0,
							description: 'Longitude in degrees, -180 to 180, e.g. -122.4194. Needs Latitude too.',
						},
					],
					check: ({ query, lat, long }) => {
						if ((lat === undefined) !== (long === undefined)) {
							return 'Latitude and Longitude go together: enter both, or neither';
						}
						if (query === undefined && lat === undefined) {
							return 'Search needs a Query, or Latitude and Longitude';
						}
						return undefined;
					},
					paging: { kind: 'none' },
					records: 'data',
				},
			],
		},
	],
};
