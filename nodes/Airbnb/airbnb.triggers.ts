import type { IDataObject } from 'n8n-workflow';

import { cheapest } from '../shared/money';
import type { PlatformTriggers } from '../shared/trigger/watch';
import { airbnb } from './airbnb.descriptor';
import { calendarDays } from './airbnb.records';

/**
 * A stay's calendar as one record: the nights that can be booked and the lowest nightly price among them. A night
 * opening or being booked changes the first, a price move at the cheap end the second.
 */
export function openNights(calendars: IDataObject[]): IDataObject {
	const days = calendars.flatMap(calendarDays);
	const open = days.filter((day) => day.available === true && day.bookable === true);
	const lowest = cheapest(open);
	return {
		room_id: days[0]?.room_id ?? null,
		first_date: days[0]?.date ?? null,
		last_date: days.at(-1)?.date ?? null,
		open_dates: open.map((day) => day.date),
		open_nights: open.length,
		lowest_price: lowest?.price ?? null,
		currency: lowest?.currency ?? null,
		lowest_price_text: lowest?.price_text ?? null,
		lowest_price_date: lowest?.date ?? null,
	};
}

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
		{
			value: 'calendarChanged',
			name: 'Availability or Lowest Price Changed',
			description: "A stay's calendar changed: a night opened or was booked, or its lowest nightly price moved",
			from: { resource: 'listing', operation: 'getCalendar' },
			// The calendar is one answer of months of days: its open nights and its lowest nightly price are summed up into one
			// record and compared poll to poll (the days' own prices are in the calendar, Listing > Get Calendar).
			watch: { kind: 'change', fields: ['open_dates', 'lowest_price'], summary: openNights },
			notice:
				"Each poll reads the stay's calendar for the months set (5 credits) and emits an event when a night opens or is booked, or when the lowest nightly price among the open nights moves. Set Start Month and Months to the weeks you would book.",
		},
	],
};
