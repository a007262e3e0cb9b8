import type { PlatformTriggers } from '../shared/trigger/watch';
import { instagram } from './instagram.descriptor';

/** What the Instagram trigger watches, over the action node's own endpoint descriptions. */
export const instagramTriggers: PlatformTriggers = {
	platform: instagram,
	events: [
		{
			value: 'newUserPost',
			name: 'New Post of User',
			description: 'A new post or reel of an Instagram account (newest first)',
			from: { resource: 'user', operation: 'getPosts' },
			// A post is its pk; one dated before everything watched (a post pinned or un-archived) is not new.
			watch: { kind: 'new', id: 'pk', date: 'taken_at_utc' },
		},
		{
			value: 'newUserReel',
			name: 'New Reel of User',
			description: "A new reel on an Instagram account's Reels tab (newest first)",
			from: { resource: 'user', operation: 'getReels' },
			watch: { kind: 'new', id: 'pk', date: 'taken_at_utc' },
		},
		{
			value: 'newHashtagPost',
			name: 'New Post with Hashtag',
			description: "A new post on an Instagram hashtag's recent feed (newest first)",
			from: { resource: 'hashtag', operation: 'getRecentPosts' },
			watch: { kind: 'new', id: 'pk', date: 'taken_at_utc' },
		},
	],
};
