import type { PlatformTriggers } from '../shared/trigger/watch';
import { airbnb } from './airbnb.descriptor';

/** What the Airbnb trigger watches, over the action node's own endpoint descriptions. */
export const airbnbTriggers: PlatformTriggers = {
	platform: airbnb,
	events: [
		{
			value: 'newListing',
			name: 'New Listing',
			description: 'A new Airbnb stay matching a search (a place, dates, guests, a price range)',
			from: { resource: 'listing', operation: 'search' },
			// Airbnb's search has no newest-first order (it ranks by relevance), so a stay new to the search may show
			// anywhere in it: every poll reads the results up to Max Records per Poll. A stay is its room_id.
			watch: { kind: 'new', id: 'room_id', anywhere: true },
			notice:
				"Airbnb ranks a search by its own relevance, not by date: each poll reads it up to Max Records per Poll (up to 50 stays a page, 5 credits a page: 50 records are one page, 5 credits a poll; 200 are four, 20 credits) and emits every stay not seen before. Stays ranked further down are not watched.",
		},
	],
};
