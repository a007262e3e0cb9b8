import type { PlatformTriggers } from '../shared/trigger/watch';
import { facebook } from './facebook.descriptor';

/** What the Facebook trigger watches, over the action node's own endpoint descriptions. */
export const facebookTriggers: PlatformTriggers = {
	platform: facebook,
	events: [
		{
			value: 'newPagePost',
			name: 'New Post of Page',
			description: "A new post on a Facebook Page's timeline (newest first)",
			from: { resource: 'page', operation: 'getPosts' },
			// A post is its numeric post_id; one dated before everything watched (an old post shared again) is not new.
			watch: { kind: 'new', id: 'post_id', date: 'creation_time_utc' },
		},
		{
			value: 'newGroupPost',
			name: 'New Post in Group',
			description: 'A new post in a public Facebook group',
			from: { resource: 'group', operation: 'getPosts' },
			// A group's feed comes in Facebook's own order (recent activity, not publication), so a new post may show
			// anywhere in what is read: every poll reads the feed up to Max Records per Poll.
			watch: { kind: 'new', id: 'post_id', date: 'creation_time_utc', anywhere: true },
			notice:
				"A group's feed comes in Facebook's own order, not by date: each poll reads it up to Max Records per Poll (about 3 posts a page, 5 credits a page) and emits every post not seen before. Lower Max Records per Poll to spend less; posts further down are not watched.",
		},
		{
			value: 'newMarketplaceListing',
			name: 'New Marketplace Listing',
			description: 'A new Facebook Marketplace listing for a search (price, condition, delivery), newest first',
			from: { resource: 'marketplace', operation: 'search' },
			// Sorted Date Listed: Newest First (the docs' way to poll a search), a poll stops at the first page holding a
			// listing it has seen; one dated before everything watched (a renewed old listing) is not new.
			watch: { kind: 'new', id: 'id', date: 'creation_time_utc', newestFirst: { sort_by: 'creation_time_descend' } },
		},
	],
};
