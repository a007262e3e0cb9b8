import type { PlatformTriggers } from '../shared/trigger/watch';
import { leboncoin } from './leboncoin.descriptor';

/** What the Leboncoin trigger watches, over the action node's own endpoint descriptions. */
export const leboncoinTriggers: PlatformTriggers = {
	platform: leboncoin,
	events: [
		{
			value: 'newAd',
			name: 'New Ad',
			description: 'A new ad matching a search (newest first)',
			from: { resource: 'ad', operation: 'search' },
			watch: { kind: 'new', id: 'list_id', date: 'first_publication_at', newestFirst: { sort: 'newest' } },
		},
	],
};
