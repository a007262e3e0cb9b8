/**
 * Flat, spreadsheet-ready versions of Walmart's records (Simplify), with money and dates as on every node
 * (shared/money.ts, shared/dates.ts): the price as `price`, `currency` and `price_text`, the record's other prices as
 * numbers in that currency, dates as ISO strings. IDs and URLs stay, for the triggers that watch prices and new items.
 */
import type { IDataObject } from 'n8n-workflow';

import { isoDate } from '../shared/dates';
import { priceColumns, priceOf } from '../shared/money';
import { columnValue as value } from '../shared/output';
import { flag, list, nonEmptyText, number, object, text } from '../shared/values';

/**
 * walmart.com is the only market the service reads, priced in US dollars (docs/walmart/overview.mdx, Coverage): a
 * record that names no currency (a search card) is in dollars.
 */
const MARKET_CURRENCY = 'USD';

/** A price block of Walmart's (`{price, currency, price_string}`): its amount, in the record's currency. */
const amountOf = (block: unknown, currency: string | null): number | null => {
	const entry = object(block);
	return priceOf(entry.price, currency, entry.price_string).amount;
};

const joined = (values: unknown, separator = ', '): string | null => {
	const texts = list(values).filter((entry): entry is string => typeof entry === 'string' && entry !== '');
	return texts.length > 0 ? texts.join(separator) : null;
};

const badgeTexts = (badges: unknown): string | null => joined(list(badges).map((badge) => text(object(badge).text)));

/** A product card of a search, a category, the deals feed or a seller's catalogue (the service's SearchItem). */
export function simplifySearchItem(item: IDataObject): IDataObject {
	const priceInfo = object(item.price_info);
	const current = object(priceInfo.current_price);
	const currency = nonEmptyText(item.currency) ?? nonEmptyText(current.currency) ?? MARKET_CURRENCY;
	const shown = priceOf(item.price ?? current.price, currency, item.price_string ?? current.price_string);
	return {
		position: value(item.position),
		us_item_id: value(item.us_item_id),
		name: value(item.name),
		brand: value(item.brand),
		...priceColumns(shown),
		was_price: number(item.was_price) ?? amountOf(priceInfo.was_price, currency),
		savings_amount: number(priceInfo.savings_amount),
		price_per_unit: value(item.price_per_unit),
		rating: value(item.rating),
		review_count: value(item.review_count),
		in_stock: value(item.in_stock),
		availability_status: value(item.availability_status),
		fulfillment_type: value(item.fulfillment_type),
		seller_id: value(item.seller_id),
		seller_name: value(item.seller_name),
		is_sponsored: value(item.is_sponsored),
		condition: value(item.condition),
		badges: badgeTexts(item.badges),
		url: value(item.url),
		image_url: value(item.image_url),
	};
}

/** A product in full: identifiers, prices, stock and the earliest promised delivery, seller, and the store that priced it. */
export function simplifyProduct(product: IDataObject): IDataObject {
	const priceInfo = object(product.price_info);
	const current = object(priceInfo.current_price);
	const currency = nonEmptyText(product.currency) ?? nonEmptyText(current.currency) ?? MARKET_CURRENCY;
	const seller = object(product.seller);
	const location = object(product.location);
	const delivery = list(product.fulfillment_summary).map(object).find((entry) => entry.delivery_date !== undefined && entry.delivery_date !== null);
	return {
		us_item_id: value(product.us_item_id),
		product_id: value(product.product_id),
		upc: value(product.upc),
		gtin: value(product.gtin),
		model: value(product.model),
		name: value(product.name),
		brand: value(product.brand),
		...priceColumns(priceOf(product.price ?? current.price, currency, current.price_string)),
		was_price: amountOf(priceInfo.was_price, currency),
		list_price: amountOf(priceInfo.list_price, currency),
		shipping_price: amountOf(priceInfo.shipping_price, currency),
		savings_amount: number(priceInfo.savings_amount),
		is_price_reduced: flag(priceInfo.is_price_reduced),
		availability_status: value(product.availability_status),
		in_stock: value(product.in_stock),
		fulfillment_type: value(product.fulfillment_type),
		delivery_date: delivery ? isoDate(delivery.delivery_date) : null,
		rating: value(product.rating),
		review_count: value(product.review_count),
		condition: value(product.condition),
		seller_name: text(seller.seller_name),
		catalog_seller_id: text(seller.catalog_seller_id),
		seller_type: text(seller.seller_type),
		category: joined(list(product.breadcrumbs).map((crumb) => text(object(crumb).name)), ' > '),
		store_id: text(location.store_id),
		postal_code: text(location.postal_code),
		url: value(product.url),
		image_url: value(product.image_url),
	};
}

/** A review, with its product's item ID (written onto each review from the answer) and its date as ISO. */
export function simplifyReview(review: IDataObject): IDataObject {
	return {
		item_id: value(review.item_id),
		review_id: value(review.review_id),
		rating: value(review.rating),
		title: value(review.title),
		text: value(review.text),
		author: value(review.author),
		submitted_at: isoDate(review.submitted_at) ?? isoDate(review.submitted_utc),
		verified_purchase: value(review.verified_purchase),
		helpful_count: value(review.helpful_count),
		not_helpful_count: value(review.not_helpful_count),
		photos: list(review.photos).length,
		badges: badgeTexts(review.badges),
		seller_name: value(review.seller_name),
		condition: value(review.condition),
	};
}
