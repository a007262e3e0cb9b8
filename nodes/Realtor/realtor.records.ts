/**
 * Flat, spreadsheet-ready versions of Realtor's records (Simplify): the list price as the three columns every node
 * shares (`price`, `currency`, `price_text` as the portal shows it), other amounts as numbers in that currency, dates as
 * ISO 8601 (the portals give Unix seconds beside ISO text), the address and its coordinate as columns, the first agent
 * and office as columns. Each row keeps the property_id and URL a watch of new listings keys on.
 */
import type { IDataObject } from 'n8n-workflow';

import { isoDate } from '../shared/dates';
import { priceColumns, priceOf } from '../shared/money';
import { columnValue as value } from '../shared/output';
import { list, nonEmptyText, object } from '../shared/values';

/** The first of `at` and `utc` that reads as a date: the ISO text, else the Unix seconds. */
const dateOf = (at: unknown, utc: unknown) => isoDate(at) ?? isoDate(utc);

/** A property as a search gives it (the `Property` of the endpoint pages). */
export function simplifyProperty(record: IDataObject): IDataObject {
	const price = priceOf(record.list_price, record.currency, record.list_price_formatted);
	const address = object(record.address);
	const coordinate = object(address.coordinate);
	const flags = object(record.flags);
	const agent = object(list(record.agents)[0]);
	return {
		property_id: value(record.property_id),
		listing_id: value(record.listing_id),
		mls_number: value(record.mls_number),
		market: value(record.market),
		status: value(record.status),
		url: value(record.url),
		...priceColumns(price),
		price_per_sqft: value(record.price_per_sqft),
		price_reduced_amount: value(record.price_reduced_amount),
		hoa_fee: value(record.hoa_fee),
		property_type: value(record.property_type),
		beds: value(record.beds),
		baths: value(record.baths),
		sqft: value(record.sqft),
		lot_sqft: value(record.lot_sqft),
		year_built: value(record.year_built),
		address: value(address.line),
		city: value(address.city),
		state_code: value(address.state_code),
		postal_code: value(address.postal_code),
		neighborhood: value(address.neighborhood),
		latitude: value(coordinate.lat),
		longitude: value(coordinate.lon),
		list_date: dateOf(record.list_date_at, record.list_date_utc),
		days_on_market: value(record.days_on_market),
		is_new_listing: value(flags.is_new_listing),
		is_price_reduced: value(flags.is_price_reduced),
		is_pending: value(flags.is_pending),
		primary_photo: nonEmptyText(record.primary_photo),
		photo_count: value(record.photo_count),
		agent_name: value(agent.name),
		agent_email: value(agent.email),
		office_name: value(object(agent.office).name),
	};
}

/**
 * A property in full (the `PropertyDetail`): the search's columns, with the latest price event, the newest estimate
 * and tax record, and the schools and amenities as one text each.
 */
export function simplifyPropertyDetail(record: IDataObject): IDataObject {
	const event = object(list(record.price_history)[0]);
	const estimate = object(list(record.estimates)[0]);
	const tax = object(list(record.tax_history)[0]);
	const schools = list(record.schools).map(object);
	return {
		...simplifyProperty(record),
		description: value(record.description_text),
		latest_event: value(event.event),
		latest_event_date: dateOf(event.date_at, event.date_utc),
		latest_event_price: value(event.price),
		estimate: value(estimate.estimate),
		estimate_source: value(estimate.source),
		latest_tax_year: value(tax.year),
		latest_tax: value(tax.tax),
		schools: schools.map((school) => `${String(school.name)}${typeof school.rating === 'number' ? ` (${school.rating}/10)` : ''}`).join(', '),
		amenities: list(record.amenities).filter((entry) => typeof entry === 'string').join(', '),
	};
}
