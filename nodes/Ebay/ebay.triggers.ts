import type { PlatformTriggers } from '../shared/trigger/watch';
import { ebay } from './ebay.descriptor';

/** What the eBay trigger watches, over the action node's own endpoint descriptions. */
export const ebayTriggers: PlatformTriggers = {
	platform: ebay,
	events: [
		{
			value: 'newListing',
			name: 'New Listing',
			description: 'A new listing matching a search (newly listed first)',
			from: { resource: 'item', operation: 'search' },
			watch: { kind: 'new', id: 'item_id', newestFirst: { sort_by: 'newly_listed' } },
		},
		{
			value: 'itemChanged',
			name: 'Item Price or Status Changed',
			description: "A listing's price, current bid, availability or ended state changed",
			from: { resource: 'item', operation: 'get' },
			watch: { kind: 'change', fields: ['price.value', 'current_bid.value', 'availability', 'is_ended'] },
		},
	],
};
