/**
 * Flat, spreadsheet-ready versions of LoopNet's records (Simplify): the price as the three columns every node shares
 * (`price`, `currency`, `price_text`), with LoopNet's rate period beside it (`/SF/YR` for a lease rate, null for a
 * sale price) since a rent per square foot and a sale price are not the same kind of number; the first broker as
 * columns; the photos as a first URL and a count. Each row keeps the listing's ID and URL, which a watch keys on.
 */
import type { IDataObject } from 'n8n-workflow';

import { isoDate } from '../shared/dates';
import { priceColumns, priceOf } from '../shared/money';
import { columnValue as value } from '../shared/output';
import { list, nonEmptyText } from '../shared/values';

const firstBroker = (record: IDataObject): IDataObject => {
	const broker = list(record.brokers)[0];
	return broker !== null && typeof broker === 'object' && !Array.isArray(broker) ? (broker as IDataObject) : {};
};

/** A listing card of a search. */
export function simplifyCard(record: IDataObject): IDataObject {
	const broker = firstBroker(record);
	return {
		listing_id: value(record.listing_id),
		url: value(record.url),
		title: value(record.title),
		listing_type: value(record.listing_type),
		property_type: value(record.property_type),
		...priceColumns(priceOf(record.price, record.price_currency, record.price_text)),
		price_period: value(record.price_period),
		size_text: value(record.size_text),
		size_min_sqft: value(record.size_min_sqft),
		size_max_sqft: value(record.size_max_sqft),
		address: value(record.address),
		city: value(record.city),
		state: value(record.state),
		zip: value(record.zip),
		country: value(record.country),
		latitude: value(record.latitude),
		longitude: value(record.longitude),
		broker_name: value(broker.name),
		broker_company: value(broker.company),
		broker_phone: value(broker.phone),
		thumbnail: value(record.thumbnail),
	};
}

/** A listing in full. */
export function simplifyListing(record: IDataObject): IDataObject {
	const broker = firstBroker(record);
	const images = list(record.images);
	return {
		listing_id: value(record.listing_id),
		url: value(record.url),
		market: value(record.market),
		listing_type: value(record.listing_type),
		name: value(record.name),
		title: value(record.title),
		property_type: value(record.property_type),
		building_class: value(record.building_class),
		...priceColumns(priceOf(record.price, record.price_currency, record.price_text)),
		price_period: value(record.price_period),
		price_per_sqft: value(record.price_per_sqft),
		cap_rate: value(record.cap_rate),
		building_size_sqft: value(record.building_size_sqft),
		total_space_available_sqft: value(record.total_space_available_sqft),
		space_count: list(record.spaces).length,
		year_built: value(record.year_built),
		address: value(record.address),
		city: value(record.city),
		state: value(record.state),
		zip: value(record.zip),
		latitude: value(record.latitude),
		longitude: value(record.longitude),
		broker_name: value(broker.name),
		broker_company: value(broker.company),
		broker_phone: value(broker.phone),
		image: nonEmptyText(images[0]),
		image_count: typeof record.photo_count === 'number' ? record.photo_count : images.length,
		updated_at: isoDate(record.date_updated_at ?? record.date_updated_utc),
	};
}
