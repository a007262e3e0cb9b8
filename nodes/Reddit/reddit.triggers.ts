import type { PlatformTriggers } from '../shared/trigger/watch';
import { reddit } from './reddit.descriptor';
import { flattenComments } from './reddit.records';

/** What the Reddit trigger watches, over the action node's own endpoint descriptions. */
export const redditTriggers: PlatformTriggers = {
	platform: reddit,
	events: [
		{
			value: 'newSubredditPost',
			name: 'New Post in Subreddit',
			description: 'A new post in a subreddit',
			from: { resource: 'subreddit', operation: 'getPosts' },
			watch: { kind: 'new', id: 'id', date: 'created_utc', newestFirst: { sort: 'new' } },
		},
		{
			value: 'newSearchPost',
			name: 'New Post Matching Search',
			description: 'A new post matching a search, across Reddit or in one subreddit',
			from: { resource: 'post', operation: 'search' },
			watch: { kind: 'new', id: 'id', date: 'created_utc', newestFirst: { sort: 'new' } },
		},
		{
			value: 'newComment',
			name: 'New Comment on Post',
			description: 'A new comment on a post, a reply to another comment included',
			from: { resource: 'post', operation: 'getComments' },
			// The thread comes as a tree: every comment in it, replies too, is a record of its own.
			watch: { kind: 'new', id: 'id', date: 'created_utc', newestFirst: { sort: 'new' }, flatten: flattenComments },
		},
	],
};
