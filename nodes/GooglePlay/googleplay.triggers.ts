import type { PlatformTriggers } from '../shared/trigger/watch';
import { googlePlay } from './googleplay.descriptor';

/** What the Google Play trigger watches, over the action node's own endpoint descriptions. */
export const googlePlayTriggers: PlatformTriggers = {
	platform: googlePlay,
	events: [
		{
			value: 'newReview',
			name: 'New Review',
			description: 'A new user review of a Google Play app (newest first)',
			from: { resource: 'app', operation: 'getReviews' },
			// Play sorts reviews newest first on request, so a poll stops at the first page holding a review it has seen; a
			// review is its review_id, dated by at_utc (epoch seconds): one older than everything watched is not new.
			watch: { kind: 'new', id: 'review_id', date: 'at_utc', newestFirst: { sort: 'newest' } },
		},
	],
};
