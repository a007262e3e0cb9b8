/**
 * Flat, spreadsheet-ready versions of Immobiliare's records (Simplify): the price as the three columns every node shares
 * (`price`, `currency`, `price_text`: the amount, EUR, and the text the portal shows, `€ 285.000`), the surface as a
 * number of m², the place as its own columns, the agency and agent as names and IDs, the dates in ISO 8601. Each row
 * keeps the listing's id and URL, which a watch of new listings keys on.
 */
import type { IDataObject } from 'n8n-workflow';

import { isoDate } from '../shared/dates';
import { amountOfText, priceColumns, priceOf } from '../shared/money';
import { columnValue as value } from '../shared/output';
import { list, nonEmptyText, number, object } from '../shared/values';

/** The listing's main unit (`properties[]` holds one for a plain listing, several for a project). */
const mainUnit = (record: IDataObject): IDataObject => {
	const units = list(record.properties).map(object);
	return units.find((unit) => unit.is_main === true) ?? units[0] ?? {};
};

/** A listing, as a search, an agency's listings and Listing > Get all give it (the one `Listing` shape). */
export function simplifyListing(record: IDataObject): IDataObject {
	const price = object(record.price);
	const location = object(record.location);
	const agency = object(record.agency);
	const agent = object(record.agent);
	const unit = mainUnit(record);
	const photo = object(list(record.photos)[0]);
	const surface = number(unit.surface_value) ?? (typeof record.surface === 'string' ? amountOfText(record.surface) : null);
	return {
		id: value(record.id),
		title: value(record.title),
		url: value(record.url),
		contract: value(record.contract),
		typology: value(record.typology),
		category: value(record.category),
		// A hidden price ("price on request": `visible` false) has no value, and its text says so.
		...priceColumns(priceOf(price.value, price.currency, price.formatted)),
		price_per_sqm_text: value(price.price_per_sqm),
		surface_m2: surface,
		rooms: value(record.rooms),
		bathrooms: value(record.bathrooms),
		bedrooms: value(unit.bedrooms),
		floor: value(record.floor),
		energy_class: value(record.energy_class),
		address: value(location.address),
		city: value(location.city),
		province: value(location.province),
		region: value(location.region),
		zipcode: value(location.zipcode),
		latitude: value(location.latitude),
		longitude: value(location.longitude),
		agency_id: value(agency.id),
		agency_name: value(agency.display_name),
		agent_name: value(agent.display_name),
		phone: nonEmptyText(list(agent.phones)[0]) ?? nonEmptyText(list(agency.phones)[0]),
		photo: nonEmptyText(photo.large),
		photo_count: value(record.photo_count),
		is_new: value(record.is_new),
		created: isoDate(record.creation_date),
		modified: isoDate(record.last_modified_utc),
	};
}

/** An agency profile. */
export function simplifyAgency(record: IDataObject): IDataObject {
	const phones = list(record.phones).filter((phone): phone is string => typeof phone === 'string');
	return {
		id: value(record.id),
		name: value(record.name),
		type: value(record.type),
		url: value(record.url),
		address: value(record.address),
		city: value(record.city),
		province: value(record.province),
		region: value(record.region),
		phone: phones[0] ?? null,
		phones: phones.join(', '),
		website: value(record.website),
		partnership: value(record.partnership),
		real_estate_ads: value(record.real_estate_ads),
		real_estate_sales: value(record.real_estate_sales),
		agent_count: list(record.agents).length,
		latitude: value(record.latitude),
		longitude: value(record.longitude),
		market: value(record.market),
	};
}
