import type { PlatformTriggers } from '../shared/trigger/watch';
import { immobiliare } from './immobiliare.descriptor';

/** What the Immobiliare trigger watches, over the action node's own endpoint descriptions. */
export const immobiliareTriggers: PlatformTriggers = {
	platform: immobiliare,
	events: [
		{
			value: 'newListing',
			name: 'New Listing',
			description: 'A new listing for a search (an area, sale or rent, price, surface, rooms...), newest first',
			from: { resource: 'listing', operation: 'search' },
			// Sorted newest, a poll stops at the first page holding a listing it has seen; a listing is known by its numeric
			// id. Its creation_date is a day, not a time (several listings share one), so it is no floor for telling new from seen.
			watch: { kind: 'new', id: 'id', newestFirst: { sort: 'newest' } },
		},
	],
};
