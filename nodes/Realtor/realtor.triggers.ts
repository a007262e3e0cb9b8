import type { PlatformTriggers } from '../shared/trigger/watch';
import { realtor } from './realtor.descriptor';

/** What the Realtor trigger watches, over the action node's own endpoint descriptions. */
export const realtorTriggers: PlatformTriggers = {
	platform: realtor,
	events: [
		{
			value: 'newListing',
			name: 'New Listing',
			description: 'A new listing matching a search (place, status, price, beds...) on realtor.com or realtor.ca, newest first',
			from: { resource: 'property', operation: 'search' },
			// Sorted Newest (the page: "Most recently listed"), a poll stops at the first page holding a listing it has seen;
			// the portal's property_id tells new from seen.
			watch: { kind: 'new', id: 'property_id', newestFirst: { sort: 'newest' } },
		},
	],
};
