import type { IDataObject } from 'n8n-workflow';

import { cheapest } from '../shared/money';
import type { PlatformTriggers } from '../shared/trigger/watch';
import { booking } from './booking.descriptor';
import { simplifyRoom } from './booking.records';

/**
 * A property's rooms for one stay as one record: the cheapest bookable rate (its price columns and room) and how many
 * room types have a rate at all. A price that moves or a room that sells out changes it; the order the service lists
 * the rooms in does not.
 */
export function cheapestStay(rooms: IDataObject[]): IDataObject {
	const rows = rooms.map(simplifyRoom);
	const bookable = rows.filter((row) => typeof row.price === 'number');
	const lowest = cheapest(bookable);
	const first = rows[0] ?? {};
	return {
		property_id: first.property_id ?? null,
		checkin: first.checkin ?? null,
		checkout: first.checkout ?? null,
		price: lowest?.price ?? null,
		currency: lowest?.currency ?? null,
		price_text: lowest?.price_text ?? null,
		nightly_price: lowest?.nightly_price ?? null,
		room_id: lowest?.room_id ?? null,
		room: lowest?.name ?? null,
		rooms_bookable: bookable.length,
		room_types: rows.length,
	};
}

/** What the Booking.com trigger watches, over the action node's own endpoint descriptions. */
export const bookingTriggers: PlatformTriggers = {
	platform: booking,
	events: [
		{
			value: 'stayChanged',
			name: 'Stay Price or Availability Changed',
			description: "The cheapest price of a hotel's stay (its dates and guests) changed, or the number of room types left to book did",
			from: { resource: 'property', operation: 'getRooms' },
			// Property > Get Rooms lists each room type with its rates for the dates: no one record is the stay's price, so
			// the rooms are summed up into one (the cheapest rate, the rooms bookable) and that is compared poll to poll.
			watch: { kind: 'change', fields: ['price', 'rooms_bookable'], summary: cheapestStay },
			notice:
				"Each poll reads the property's rooms and rates for the stay (10 credits) and emits an event when its cheapest total price or the number of room types that can be booked changes. Set the dates of the stay you would book.",
		},
	],
};
