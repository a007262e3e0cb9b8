import type { PlatformTriggers } from '../shared/trigger/watch';
import { appStore } from './appstore.descriptor';

/** What the App Store trigger watches, over the action node's own endpoint descriptions. */
export const appStoreTriggers: PlatformTriggers = {
	platform: appStore,
	events: [
		{
			value: 'newReview',
			name: 'New Review',
			description: 'A new customer review of an App Store app in a storefront (most recent first)',
			from: { resource: 'app', operation: 'getReviews' },
			// Apple's feed sorts by mostRecent on request, so a poll stops at the first page holding a review it has seen; a
			// review is its review_id, dated by updated_utc (epoch seconds). Each storefront (Country) has its own reviews.
			watch: { kind: 'new', id: 'review_id', date: 'updated_utc', newestFirst: { sort: 'mostRecent' } },
		},
	],
};
