import type { PlatformTriggers } from '../shared/trigger/watch';
import { vinted } from './vinted.descriptor';

/** What the Vinted trigger watches, over the action node's own endpoint descriptions. */
export const vintedTriggers: PlatformTriggers = {
	platform: vinted,
	events: [
		{
			value: 'newListing',
			name: 'New Listing',
			description: 'A new Vinted listing for a search (words, price, brand, condition...), newest first',
			from: { resource: 'item', operation: 'search' },
			// Sorted newest first, a poll stops at the first page holding a listing it has seen. A search's listings carry
			// no publication date (only a listing in full has one), so the numeric listing ID alone tells new from seen.
			watch: { kind: 'new', id: 'id', newestFirst: { order: 'newest_first' } },
		},
		{
			value: 'listingChanged',
			name: 'Listing Price or Status Changed',
			description: "A listing's price changed, or it was reserved, sold (closed) or hidden",
			from: { resource: 'item', operation: 'get' },
			// The numeric amount (the answer's decimal text, not a display text), and the flags that say a listing can no
			// longer be bought: the Get page's rule for a sale is closed, neither hidden nor reserved.
			watch: { kind: 'change', fields: ['price.amount', 'is_reserved', 'is_closed', 'is_hidden'] },
		},
	],
};
