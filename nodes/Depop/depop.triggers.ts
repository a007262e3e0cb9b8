import type { PlatformTriggers } from '../shared/trigger/watch';
import { depop } from './depop.descriptor';

/** What the Depop trigger watches, over the action node's own endpoint descriptions. */
export const depopTriggers: PlatformTriggers = {
	platform: depop,
	events: [
		{
			value: 'newListing',
			name: 'New Listing',
			description: 'A new Depop item for a search (words, price, brands, size, condition...), newly listed first',
			from: { resource: 'product', operation: 'search' },
			// Sorted Newly Listed, a poll stops at the first page holding an item it has seen. A search's item cards carry
			// neither a numeric ID nor a date: the slug (unique, and the item's URL) tells new from seen.
			watch: { kind: 'new', id: 'slug', newestFirst: { sort: 'newlyListed' } },
		},
	],
};
