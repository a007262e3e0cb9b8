/** The X list and community routes: details, timelines, searches. */
import { ALL_COMMUNITIES, LIST_DETAILS, searchCommunities } from '../../fixtures/twitter/groups';
import { COMMUNITY_TIMELINES, ordered } from '../../fixtures/twitter/timeline';
import { LISTS } from '../../fixtures/twitter/tweets';
import { defineRoute } from '../../route';
import { CURSOR, freshTweet, NUMERIC_ID, notFound, page, REQUIRED_TEXT, TWEET_ORDER, xCredits } from './shared';

const COMMUNITIES_BY_ID = new Map(ALL_COMMUNITIES.map((record) => [record.id, record]));

function listTweets(listId: string) {
	const tweets = LISTS[listId];
	if (!tweets) throw notFound('List');
	return tweets;
}

export const groupRoutes = [
	defineRoute({
		path: '/v1/twitter/lists/{list_id}/detail',
		pathParams: { list_id: NUMERIC_ID },
		credits: xCredits,
		errorStyle: 'error',
		handle: ({ params }) => {
			const record = LIST_DETAILS[params.list_id];
			if (!record) throw notFound('List');
			return { ...record };
		},
	}),
	defineRoute({
		path: '/v1/twitter/lists/{list_id}/tweets',
		pathParams: { list_id: NUMERIC_ID },
		query: { cursor: CURSOR },
		credits: xCredits,
		errorStyle: 'error',
		handle: ({ params, query, live }) => page(`list:${params.list_id}`, live.list(listTweets(params.list_id), freshTweet), query.cursor),
	}),
	defineRoute({
		path: '/v1/twitter/lists/{list_id}/search_tweets',
		pathParams: { list_id: NUMERIC_ID },
		query: { query: REQUIRED_TEXT, cursor: CURSOR },
		credits: xCredits,
		errorStyle: 'error',
		handle: ({ params, query }) => {
			const words = query.query.toLowerCase();
			const matches = listTweets(params.list_id).filter((record) => record.text.toLowerCase().includes(words));
			return page(`list:${params.list_id}:${words}`, matches, query.cursor);
		},
	}),
	defineRoute({
		path: '/v1/twitter/communities/{community_id}',
		pathParams: { community_id: NUMERIC_ID },
		credits: xCredits,
		errorStyle: 'error',
		handle: ({ params }) => {
			const record = COMMUNITIES_BY_ID.get(params.community_id);
			if (!record) throw notFound('Community');
			return { ...record };
		},
	}),
	defineRoute({
		path: '/v1/twitter/communities/{community_id}/tweets',
		pathParams: { community_id: NUMERIC_ID },
		query: { tweet_type: TWEET_ORDER, cursor: CURSOR },
		credits: xCredits,
		errorStyle: 'error',
		handle: ({ params, query }) => {
			if (!COMMUNITIES_BY_ID.has(params.community_id)) throw notFound('Community');
			const tweets = ordered(COMMUNITY_TIMELINES[params.community_id] ?? [], query.tweet_type);
			return page(`community:${params.community_id}:${query.tweet_type}`, tweets, query.cursor);
		},
	}),
	defineRoute({
		path: '/v1/twitter/communities/search',
		query: { query: REQUIRED_TEXT, cursor: CURSOR },
		credits: xCredits,
		errorStyle: 'error',
		handle: ({ query }) => page(`communities:${query.query.toLowerCase()}`, searchCommunities(query.query), query.cursor),
	}),
];
