import type { PlatformTriggers } from '../shared/trigger/watch';
import { apartments } from './apartments.descriptor';

/** What the Apartments.com trigger watches, over the action node's own endpoint descriptions. */
export const apartmentsTriggers: PlatformTriggers = {
	platform: apartments,
	events: [
		{
			value: 'newListing',
			name: 'New Listing',
			description: 'A new apartments.com property for a search (a place, bedrooms, a rent range)',
			from: { resource: 'property', operation: 'search' },
			// The search takes no sort (the endpoint page names none), so a property new to it may show anywhere in it:
			// every poll reads the results up to Max Records per Poll. A property is its property_id; cards carry no date.
			watch: { kind: 'new', id: 'property_id', anywhere: true },
			notice:
				"apartments.com's search has no newest-first order: each poll reads it up to Max Records per Poll (up to 40 properties a page, 5 credits a page: the default 50 records are two pages, 10 credits a poll; a search of 40 properties or fewer is one page, 5 credits) and emits every property not seen before. Properties ranked further down are not watched: narrow the search by bedrooms or rent.",
		},
	],
};
