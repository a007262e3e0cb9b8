/** The X tweet routes: a tweet, its replies, quotes, retweeters, favoriters, similar tweets, edits and notes; search; articles. */
import {
	ARTICLES_BY_ID,
	ALL_TWEETS_BY_ID,
	COMMUNITY_NOTES,
	EDIT_CHAIN,
	QUOTES_OF_ROOT,
	searchTweets,
	SIMILAR,
} from '../../fixtures/twitter/timeline';
import type { TweetRecord } from '../../fixtures/twitter/tweets';
import { REPLIES_BY_TWEET } from '../../fixtures/twitter/tweets';
import type { UserRecord } from '../../fixtures/twitter/users';
import { FAVORITERS, RETWEETERS } from '../../fixtures/twitter/users';
import { defineRoute } from '../../route';
import type { Fresh } from '../../live';
import { COUNT, CURSOR, freshTweet, lookup, NUMERIC_ID, notFound, page, REQUIRED_TEXT, TWEET_ORDER, xCredits } from './shared';

const QUOTES: Record<string, TweetRecord[]> = { [QUOTES_OF_ROOT[1].quoted_status_id ?? '']: QUOTES_OF_ROOT };

/** The records a known tweet has in `lists` (none when it has no entry); a 404 for a tweet the service does not know. */
function ofTweet<T>(lists: Record<string, T[]>, tweetId: string): T[] {
	const found = lists[tweetId];
	if (found) return found;
	if (!ALL_TWEETS_BY_ID.has(tweetId)) throw notFound('Tweet');
	return [];
}

/** A listing of a tweet's records, about 20 a page; with `fresh`, records added while the emulator runs lead it. */
function tweetListing<T extends object>(suffix: string, lists: Record<string, T[]>, fresh?: Fresh<T>) {
	return defineRoute({
		path: `/v1/twitter/tweets/tweet/{tweet_id}/${suffix}` as const,
		pathParams: { tweet_id: NUMERIC_ID },
		query: { cursor: CURSOR },
		credits: xCredits,
		errorStyle: 'error',
		handle: ({ params, query, live }) => {
			const records = ofTweet(lists, params.tweet_id);
			return page(`${suffix}:${params.tweet_id}`, fresh ? live.list(records, fresh) : records, query.cursor);
		},
	});
}

export const tweetRoutes = [
	defineRoute({
		path: '/v1/twitter/tweets/tweet/{tweet_id}',
		pathParams: { tweet_id: NUMERIC_ID },
		query: { cursor: CURSOR },
		credits: xCredits,
		errorStyle: 'error',
		handle: ({ params }) => {
			const record = ALL_TWEETS_BY_ID.get(params.tweet_id);
			if (!record) throw notFound('Tweet');
			return { ...record };
		},
	}),
	tweetListing<TweetRecord>('replies', REPLIES_BY_TWEET, freshTweet),
	tweetListing<TweetRecord>('quotes', QUOTES),
	tweetListing<UserRecord>('retweeters', RETWEETERS),
	tweetListing<UserRecord>('favoriters', FAVORITERS),
	defineRoute({
		path: '/v1/twitter/tweets/tweet/{tweet_id}/similar',
		pathParams: { tweet_id: NUMERIC_ID },
		credits: xCredits,
		errorStyle: 'error',
		handle: ({ params }) => ({ data: ofTweet(SIMILAR, params.tweet_id).map((record) => ({ ...record })), next_cursor: null }),
	}),
	defineRoute({
		path: '/v1/twitter/tweets/tweet/{tweet_id}/edit_history',
		pathParams: { tweet_id: NUMERIC_ID },
		credits: xCredits,
		errorStyle: 'error',
		handle: ({ params }) => {
			const record = ALL_TWEETS_BY_ID.get(params.tweet_id);
			if (!record) throw notFound('Tweet');
			// Every version names the whole chain; a tweet never edited is its own history.
			const versions = EDIT_CHAIN.some((version) => version.id === record.id) ? EDIT_CHAIN : [record];
			return { data: versions.map((version) => ({ ...version })), next_cursor: null };
		},
	}),
	defineRoute({
		path: '/v1/twitter/tweets/tweet/{tweet_id}/community_notes',
		pathParams: { tweet_id: NUMERIC_ID },
		credits: xCredits,
		errorStyle: 'error',
		handle: ({ params }) => {
			const notes = ofTweet(COMMUNITY_NOTES, params.tweet_id);
			return { data: notes.length > 0 ? notes.map((note) => ({ ...note })) : null };
		},
	}),
	defineRoute({
		path: '/v1/twitter/tweets/',
		query: { tweets: REQUIRED_TEXT },
		credits: xCredits,
		errorStyle: 'error',
		handle: ({ query }) => ({ ...lookup(query.tweets, 'tweet IDs', (id) => ALL_TWEETS_BY_ID.get(id)), next_cursor: null }),
	}),
	defineRoute({
		path: '/v1/twitter/tweets/advanced_search',
		query: { query: REQUIRED_TEXT, query_type: TWEET_ORDER, count: COUNT, cursor: CURSOR },
		credits: xCredits,
		errorStyle: 'error',
		handle: ({ query, live }) =>
			page(`search:${query.query_type}:${query.query}`, live.list(searchTweets(query.query, query.query_type), freshTweet), query.cursor, query.count),
	}),
	defineRoute({
		path: '/v1/twitter/tweets/article/{article_id}',
		pathParams: { article_id: NUMERIC_ID },
		credits: xCredits,
		errorStyle: 'error',
		handle: ({ params }) => {
			const record = ARTICLES_BY_ID.get(params.article_id);
			if (!record) throw notFound('Article');
			return { ...record };
		},
	}),
];
