import type { PlatformTriggers } from '../shared/trigger/watch';
import { loopnet } from './loopnet.descriptor';

/** What the LoopNet trigger watches, over the action node's own endpoint descriptions. */
export const loopnetTriggers: PlatformTriggers = {
	platform: loopnet,
	events: [
		{
			value: 'newListing',
			name: 'New Listing',
			description: 'A new LoopNet listing for a search (a location, for lease, for sale or auctions, a property type, a price or size range)',
			from: { resource: 'listing', operation: 'search' },
			// LoopNet's search takes no sort (the endpoint page names none), so a listing new to it may show anywhere in it:
			// every poll reads the results up to Max Records per Poll. A listing is its listing_id; cards carry no date.
			watch: { kind: 'new', id: 'listing_id', anywhere: true },
			notice:
				'LoopNet\'s search has no newest-first order: each poll reads it up to Max Records per Poll (about 25 listings a page, 10 credits a page: the default 50 records are two pages, 20 credits a poll; a search of 25 listings or fewer is one page, 10 credits) and emits every listing not seen before. Listings ranked further down are not watched: narrow the search by property type, price or size.',
		},
	],
};
