/**
 * Flat, spreadsheet-ready versions of apartments.com's records (Simplify): the rent as the three columns every node
 * shares (`price`, `currency`, `price_text`): a card's lowest rent with its first rollup row as shown ("$1,559+"), a
 * property's advertised low end with its range as shown; apartments.com is a US site, so the currency is USD. The
 * per-unit `max_term_rent` is left out: the overview warns it is no rent.
 */
import type { IDataObject } from 'n8n-workflow';

import { priceColumns, priceOf } from '../shared/money';
import { columnValue as value } from '../shared/output';
import { list, nonEmptyText } from '../shared/values';

const rowOf = (entry: unknown): IDataObject => (entry !== null && typeof entry === 'object' && !Array.isArray(entry) ? (entry as IDataObject) : {});

/** A property card of a search. */
export function simplifyCard(record: IDataObject): IDataObject {
	const first = rowOf(list(record.pricing)[0]);
	return {
		property_id: value(record.property_id),
		url: value(record.url),
		name: value(record.name),
		address: value(record.address),
		phone: value(record.phone),
		...priceColumns(priceOf(record.rent_min, 'USD', nonEmptyText(first.price))),
		beds_text: value(record.beds_text),
		amenities: list(record.amenities).filter((amenity) => typeof amenity === 'string').join(', '),
		is_featured: value(record.is_featured),
	};
}

/** A property in full: the cheapest unit's rent beside the advertised range. */
export function simplifyProperty(record: IDataObject): IDataObject {
	const photos = list(record.photos);
	const rents = list(record.units).map((unit) => rowOf(unit).rent).filter((rent): rent is number => typeof rent === 'number');
	return {
		property_id: value(record.property_id),
		url: value(record.url),
		name: value(record.name),
		address_line: value(record.address_line),
		city: value(record.city),
		state: value(record.state),
		postal_code: value(record.postal_code),
		neighborhood: value(record.neighborhood),
		latitude: value(record.latitude),
		longitude: value(record.longitude),
		phone: value(record.phone),
		...priceColumns(priceOf(record.rent_min, 'USD', record.rent_range_text)),
		rent_max: value(record.rent_max),
		beds_text: value(record.beds_text),
		floor_plan_count: list(record.floor_plans).length,
		total_units_available: value(record.total_units_available),
		cheapest_unit_rent: rents.length > 0 ? Math.min(...rents) : null,
		school_count: list(record.schools).length,
		photo: nonEmptyText(photos[0]),
		photo_count: photos.length,
	};
}
