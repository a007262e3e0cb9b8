/** Search routes (posts, subreddits, users) and the posts linking to a domain. */
import { aboutRecord, findSubreddit, searchSubreddits } from '../../fixtures/reddit/communities';
import { domainPosts, searchPosts } from '../../fixtures/reddit/posts';
import { searchUsers } from '../../fixtures/reddit/profiles';
import { defineRoute } from '../../route';
import { freshThing, LISTING_QUERY, listingPage, TIME_QUERY } from './listing';

const SEARCH_QUERY = { q: { type: 'string', required: true }, ...LISTING_QUERY } as const;

export const searchRoutes = [
	defineRoute({
		path: '/v1/reddit/search/posts',
		query: {
			q: { type: 'string', required: true },
			subreddit: { type: 'string' },
			sort: { type: 'string', default: 'relevance' },
			t: TIME_QUERY,
			...LISTING_QUERY,
		},
		credits: 2,
		handle: ({ query, live }) => {
			// An unknown subreddit finds nothing rather than failing, as Reddit's restrict_sr does.
			const where = query.subreddit ? (findSubreddit(query.subreddit)?.display_name ?? query.subreddit) : null;
			const list = live.list(searchPosts(query.q, where, query.sort, query.t), freshThing('t3'));
			const { records, pagination } = listingPage(list, query.after, query.limit, (post) => post.fullname);
			return { posts: records, pagination, query: query.q, sort: query.sort };
		},
	}),
	defineRoute({
		path: '/v1/reddit/search/subreddits',
		query: SEARCH_QUERY,
		credits: 2,
		handle: ({ query }) => {
			const list = searchSubreddits(query.q).map(aboutRecord);
			const { records, pagination } = listingPage(list, query.after, query.limit, (record) => record.fullname);
			return { subreddits: records, pagination, query: query.q };
		},
	}),
	defineRoute({
		path: '/v1/reddit/search/users',
		query: SEARCH_QUERY,
		credits: 2,
		handle: ({ query }) => {
			const { records, pagination } = listingPage(searchUsers(query.q), query.after, query.limit, (user) => `t2_${user.id}`);
			return { users: records, pagination, query: query.q };
		},
	}),
	defineRoute({
		path: '/v1/reddit/domains/{domain}/posts',
		query: {
			sort: { type: 'string', default: 'hot' },
			t: TIME_QUERY,
			...LISTING_QUERY,
		},
		credits: 2,
		handle: ({ params, query }) => {
			const domain = params.domain.toLowerCase().replace(/^www\./, '');
			const { records, pagination } = listingPage(domainPosts(domain, query.sort, query.t), query.after, query.limit, (post) => post.fullname);
			return { posts: records, pagination, domain };
		},
	}),
];
