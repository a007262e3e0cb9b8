import type { PlatformTriggers } from '../shared/trigger/watch';
import { zillow } from './zillow.descriptor';

/** What the Zillow trigger watches, over the action node's own endpoint descriptions. */
export const zillowTriggers: PlatformTriggers = {
	platform: zillow,
	events: [
		{
			value: 'newListing',
			name: 'New Listing',
			description: 'A new listing matching a search (newest first)',
			from: { resource: 'property', operation: 'search' },
			watch: { kind: 'new', id: 'zpid', newestFirst: { sort: 'newest' } },
		},
		{
			value: 'propertyChanged',
			name: 'Property Price or Status Changed',
			description: "A property's price or listing status (for sale, pending, sold...) changed",
			from: { resource: 'property', operation: 'get' },
			watch: { kind: 'change', fields: ['price', 'home_status'] },
		},
	],
};
