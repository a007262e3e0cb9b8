/**
 * Flat, spreadsheet-ready versions of Redfin's records (Simplify): the price as the three columns every node shares
 * (`price`, `currency`, `price_text`), dates as ISO 8601, the address as columns. Redfin's coverage is the US
 * (Market > List: "List Redfin coverage regions (US)"), so a price without a currency is read in US dollars.
 */
import type { IDataObject } from 'n8n-workflow';

import { isoDate } from '../shared/dates';
import { priceColumns, priceOf } from '../shared/money';
import { columnValue as value } from '../shared/output';
import { list, nonEmptyText, object } from '../shared/values';

/** A home, as a search lists it or as Property > Get reads it. */
export function simplifyHome(record: IDataObject): IDataObject {
	const address = object(record.address);
	return {
		property_id: value(record.property_id),
		listing_id: value(record.listing_id),
		mls_id: value(record.mls_id),
		url: value(record.url),
		status: value(record.status),
		...priceColumns(priceOf(record.price, record.currency ?? 'USD', record.price_text)),
		home_type: value(record.home_type),
		beds: value(record.beds),
		baths: value(record.baths),
		sqft: value(record.sqft),
		lot_sqft: value(record.lot_sqft),
		year_built: value(record.year_built),
		address: value(address.street),
		city: value(address.city),
		state: value(address.state),
		zip: value(address.zip),
		latitude: value(record.latitude),
		longitude: value(record.longitude),
		days_on_market: value(record.days_on_market),
		listed_at: isoDate(record.listed_at),
		photo_url: nonEmptyText(list(record.photos)[0]),
		photo_count: list(record.photos).length,
	};
}

/** An agent: contact, brokerage, ratings and counts, the listings counted. */
export function simplifyAgent(record: IDataObject): IDataObject {
	return {
		agent_id: value(record.agent_id),
		name: value(record.name),
		url: value(record.url),
		brokerage: value(record.brokerage),
		phone: value(record.phone),
		email: value(record.email),
		license_number: value(record.license_number),
		rating: value(record.rating),
		review_count: value(record.review_count),
		deals_last_12_months: value(record.deals_last_12_months),
		service_areas: list(record.service_areas).join(', '),
		listings_returned: list(record.listings).length,
	};
}
