import type { ResourceDescriptor } from '../../shared/descriptor';
import {
	LISTING_PAGING,
	searchText,
	sortParam,
	startAfter,
	subredditParam,
	TIME_SORTS,
	timeParam,
	wikiPageParam,
} from '../reddit.params';
import { liftListFactsOutput, simplifyPost, simplifySubreddit, SUBREDDIT_CONTEXT, wikiPagesOutput } from '../reddit.records';

/** Names the service reads as its own listings at /subreddits/<name>, never as a community. */
const LISTING_NAMES = new Set(['popular', 'new']);

export const subreddit: ResourceDescriptor = {
	value: 'subreddit',
	name: 'Subreddit',
	description: 'Communities on Reddit: their posts, details, rules and wiki, and lists of them',
	endpoints: [
		{
			operation: 'getPosts',
			name: 'Get Posts',
			action: 'Get posts of a subreddit',
			description:
				"List a subreddit's posts (hot, new, top, rising or controversial), one item per post: title, author, score, comments, link, flair, media and about seventy fields in all. Up to 100 posts come per request.",
			method: 'GET',
			path: '/v1/reddit/subreddits/{subreddit}/posts',
			params: [
				subredditParam(),
				sortParam(['hot', 'new', 'top', 'rising', 'controversial'], 'hot', 'posts'),
				timeParam('all', TIME_SORTS),
				startAfter('post'),
			],
			credits: 2,
			// The credit table leaves this one out; the docs' endpoint list gives 2.
			creditsAssumed: true,
			paging: LISTING_PAGING,
			records: 'posts',
			simplify: simplifyPost,
		},
		{
			operation: 'get',
			name: 'Get',
			action: 'Get a subreddit',
			description:
				"Get a subreddit's details: name, title, descriptions, subscribers, creation date, type, language, NSFW flag, posting rules and theme images.",
			method: 'GET',
			path: '/v1/reddit/subreddits/{subreddit}',
			params: [subredditParam()],
			check: ({ subreddit: name }) =>
				typeof name === 'string' && LISTING_NAMES.has(name.toLowerCase())
					? `Subreddit "${name}" cannot be read with Get: the service answers /subreddits/${name.toLowerCase()} with its list of ${name.toLowerCase()} subreddits. Use Get ${name.toLowerCase() === 'new' ? 'New' : 'Popular'} for that list.`
					: undefined,
			credits: 2,
			paging: { kind: 'none' },
			records: 'subreddit',
			simplify: simplifySubreddit,
		},
		{
			operation: 'getRules',
			name: 'Get Rules',
			action: 'Get the rules of a subreddit',
			description:
				'List the rules of a subreddit, one item per rule: its number (priority), short name, full text, what it applies to (posts, comments or both) and the report reason. Each item also carries the subreddit.',
			method: 'GET',
			path: '/v1/reddit/subreddits/{subreddit}/rules',
			params: [subredditParam()],
			credits: 1,
			paging: { kind: 'none' },
			records: 'rules',
			recordContext: SUBREDDIT_CONTEXT,
			output: liftListFactsOutput,
		},
		{
			operation: 'getWikiPages',
			name: 'Get Wiki Pages',
			action: 'List the wiki pages of a subreddit',
			description:
				"List the pages of a subreddit's wiki, one item per page: the subreddit, the page name (give it to Get Wiki Page) and its URL.",
			method: 'GET',
			path: '/v1/reddit/subreddits/{subreddit}/wiki',
			params: [subredditParam()],
			credits: 1,
			paging: { kind: 'none' },
			records: 'pages',
			recordContext: SUBREDDIT_CONTEXT,
			output: wikiPagesOutput,
		},
		{
			operation: 'getWikiPage',
			name: 'Get Wiki Page',
			action: 'Get a wiki page of a subreddit',
			description:
				'Get one wiki page: its content as Markdown and as HTML, who revised it last and when.',
			method: 'GET',
			path: '/v1/reddit/subreddits/{subreddit}/wiki/{page}',
			params: [subredditParam(), wikiPageParam],
			credits: 3,
			paging: { kind: 'none' },
			records: 'page',
			recordContext: SUBREDDIT_CONTEXT,
			output: liftListFactsOutput,
		},
		{
			operation: 'getPopular',
			name: 'Get Popular',
			action: 'Get popular subreddits',
			description:
				'List subreddits ranked by subscriber count, one item per subreddit (name, title, description, subscribers, creation time, NSFW flag, icons and about fifty fields in all). Up to 100 subreddits come per request.',
			method: 'GET',
			path: '/v1/reddit/subreddits/popular',
			params: [startAfter('subreddit', 'the most popular subreddit')],
			credits: 1,
			paging: LISTING_PAGING,
			records: 'subreddits',
			simplify: simplifySubreddit,
		},
		{
			operation: 'getNew',
			name: 'Get New',
			action: 'Get new subreddits',
			description:
				'List the most recently created subreddits, newest first, one item per subreddit (name, title, description, subscribers, creation time and the other subreddit fields). Up to 100 subreddits come per request.',
			method: 'GET',
			path: '/v1/reddit/subreddits/new',
			params: [startAfter('subreddit', 'the newest subreddit')],
			credits: 1,
			paging: LISTING_PAGING,
			records: 'subreddits',
			simplify: simplifySubreddit,
		},
		{
			operation: 'search',
			name: 'Search',
			action: 'Search subreddits',
			description:
				'Find subreddits by keyword in their name, title or description, one item per subreddit. Up to 100 subreddits come per request.',
			method: 'GET',
			path: '/v1/reddit/search/subreddits',
			params: [
				searchText('Words to look for in subreddit names, titles and descriptions, e.g. "home cooking"', 'home cooking'),
				startAfter('subreddit', 'the best match'),
			],
			credits: 2,
			paging: LISTING_PAGING,
			records: 'subreddits',
			simplify: simplifySubreddit,
		},
	],
};
