import type { PlatformTriggers } from '../shared/trigger/watch';
import { redfin } from './redfin.descriptor';

/** What the Redfin trigger watches, over the action node's own endpoint descriptions. */
export const redfinTriggers: PlatformTriggers = {
	platform: redfin,
	events: [
		{
			value: 'newListing',
			name: 'New Listing',
			description: 'A new Redfin listing matching a search (place, price, beds, home type...), newest first',
			from: { resource: 'property', operation: 'search' },
			// Sorted newest (one of the OpenAPI's sort values), a poll stops at the first page holding a home it has seen; the
			// propertyId tells new from seen.
			watch: { kind: 'new', id: 'property_id', newestFirst: { sort: 'newest' } },
		},
	],
};
