/** Subreddit routes: the popular and new lists, a subreddit's details, posts, rules and wiki. */
import { aboutRecord, findSubreddit, NEW_SUBREDDITS, rulesOf, SITE_RULES, wikiPage, wikiPagesOf } from '../../fixtures/reddit/communities';
import { subredditPosts } from '../../fixtures/reddit/posts';
import type { SubredditRecord } from '../../fixtures/reddit/subreddits';
import { POPULAR_SUBREDDITS } from '../../fixtures/reddit/subreddits';
import { ApiError, defineRoute } from '../../route';
import { freshThing, LISTING_QUERY, listingPage, TIME_QUERY } from './listing';

function subredditOr404(name: string): SubredditRecord {
	const record = findSubreddit(name);
	if (!record) throw ApiError.notFound(`Subreddit r/${name} not found`);
	return record;
}

export const subredditRoutes = [
	defineRoute({
		path: '/v1/reddit/subreddits/popular',
		query: LISTING_QUERY,
		credits: 1,
		handle: ({ query }) => {
			// Reddit's own t5 records: `name` is the fullname the next `after` names.
			const { records, pagination } = listingPage(POPULAR_SUBREDDITS, query.after, query.limit, (record) => record.name);
			return { subreddits: records.map((record) => ({ ...record })), pagination };
		},
	}),
	defineRoute({
		path: '/v1/reddit/subreddits/new',
		query: LISTING_QUERY,
		credits: 1,
		handle: ({ query }) => {
			const { records, pagination } = listingPage(NEW_SUBREDDITS.map(aboutRecord), query.after, query.limit, (record) => record.fullname);
			return { subreddits: records, pagination };
		},
	}),
	defineRoute({
		path: '/v1/reddit/subreddits/{subreddit}',
		credits: 2,
		handle: ({ params }) => ({ subreddit: aboutRecord(subredditOr404(params.subreddit)) }),
	}),
	defineRoute({
		path: '/v1/reddit/subreddits/{subreddit}/posts',
		query: {
			sort: { type: 'string', default: 'hot' },
			t: TIME_QUERY,
			...LISTING_QUERY,
		},
		credits: 2,
		handle: ({ params, query, live }) => {
			const found = subredditPosts(params.subreddit, query.sort, query.t);
			if (!found) throw ApiError.notFound(`Subreddit r/${params.subreddit} not found`);
			const list = live.list(found, freshThing('t3'));
			const { records, pagination } = listingPage(list, query.after, query.limit, (post) => post.fullname);
			return { posts: records, pagination, subreddit: findSubreddit(params.subreddit)?.display_name ?? params.subreddit.toLowerCase(), sort: query.sort };
		},
	}),
	defineRoute({
		path: '/v1/reddit/subreddits/{subreddit}/rules',
		credits: 1,
		handle: ({ params }) => {
			const record = subredditOr404(params.subreddit);
			return { rules: rulesOf(record), subreddit: record.display_name, site_rules: SITE_RULES };
		},
	}),
	defineRoute({
		path: '/v1/reddit/subreddits/{subreddit}/wiki',
		credits: 1,
		handle: ({ params }) => {
			const record = subredditOr404(params.subreddit);
			return { pages: wikiPagesOf(record), subreddit: record.display_name };
		},
	}),
	defineRoute({
		path: '/v1/reddit/subreddits/{subreddit}/wiki/{page}',
		credits: 3,
		handle: ({ params }) => {
			const record = subredditOr404(params.subreddit);
			const page = wikiPage(record, params.page);
			if (!page) throw ApiError.notFound(`Wiki page "${params.page}" not found in r/${record.display_name}`);
			return { page, subreddit: record.display_name };
		},
	}),
];
