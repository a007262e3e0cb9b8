/**
 * Flat, spreadsheet-ready versions of Depop's records (Simplify): the price as the three columns every node shares
 * (`price`, `currency`, `price_text`; Depop gives the amount as a number, so there is no text as shown), the price
 * before a markdown as a number in that currency, the photos as a first URL and a count. Each row keeps the product's
 * slug and URL, which a watch of new listings or of price changes keys on.
 */
import type { IDataObject } from 'n8n-workflow';

import { priceColumns, priceOf } from '../shared/money';
import { columnValue as value } from '../shared/output';
import { list, nonEmptyText } from '../shared/values';

/** An item card of a search or of a shop's products. */
export function simplifyCard(record: IDataObject): IDataObject {
	const price = priceOf(record.price, record.currency);
	return {
		slug: value(record.slug),
		url: value(record.url),
		seller_username: value(record.seller_username),
		brand: value(record.brand),
		size: value(record.size),
		...priceColumns(price),
		original_price: priceOf(record.original_price, price.currency).amount,
		is_sold: value(record.is_sold),
		image: value(record.image),
		market: value(record.market),
	};
}

/** A product in full. */
export function simplifyProduct(record: IDataObject): IDataObject {
	const images = list(record.images);
	return {
		id: value(record.id),
		slug: value(record.slug),
		title: value(record.title),
		description: value(record.description),
		brand: value(record.brand),
		condition: value(record.condition),
		...priceColumns(priceOf(record.price, record.currency)),
		availability: value(record.availability),
		dispatch_time: value(record.dispatch_time),
		seller_username: value(record.seller_username),
		image: nonEmptyText(images[0]),
		image_count: images.length,
		url: value(record.url),
	};
}
