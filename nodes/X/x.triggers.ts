import type { NewRecordWatch, PlatformTriggers } from '../shared/trigger/watch';
import { x } from './x.descriptor';

/** X timelines come newest first on their own; a tweet's ID and `created_at` identify and date it. */
const TWEETS: NewRecordWatch = { kind: 'new', id: 'id', date: 'created_at' };

/** What the X trigger watches, over the action node's own endpoint descriptions. */
export const xTriggers: PlatformTriggers = {
	platform: x,
	events: [
		{
			value: 'newSearchTweet',
			name: 'New Tweet Matching Search',
			description: 'A new tweet matching an advanced search (Latest)',
			from: { resource: 'tweet', operation: 'search' },
			watch: { ...TWEETS, newestFirst: { query_type: 'Latest' } },
		},
		{
			value: 'newUserTweet',
			name: 'New Tweet From User',
			description: 'A new tweet posted by a user',
			from: { resource: 'user', operation: 'getTweets' },
			watch: TWEETS,
		},
		{
			value: 'newMention',
			name: 'New Mention of User',
			description: 'A new tweet mentioning a user',
			from: { resource: 'user', operation: 'getMentions' },
			watch: TWEETS,
		},
		{
			value: 'newListTweet',
			name: 'New Tweet in List',
			description: 'A new tweet in a list',
			from: { resource: 'list', operation: 'getTweets' },
			watch: TWEETS,
		},
		{
			value: 'newReply',
			name: 'New Reply to Tweet',
			description: 'A new reply to a tweet',
			from: { resource: 'tweet', operation: 'getReplies' },
			watch: TWEETS,
		},
	],
};
