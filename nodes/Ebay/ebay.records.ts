/**
 * Flat, spreadsheet-ready versions of eBay's records (Simplify): every Money object a number column with one
 * `currency` column, nested objects as columns, lists joined or counted. Also the product facts kept on each review.
 */
import type { IDataObject } from 'n8n-workflow';

import { moneyCurrency, moneyValue } from '../shared/money';
import { columnValue as field } from '../shared/output';

/**
 * A flat listing of a search (active or sold): each Money object a number column, one `currency` column, the sale date
 * of sold listings, and the seller's name and feedback.
 */
export const simplifyListing = (item: IDataObject): IDataObject => listingRow(item, true);

/**
 * A flat listing of a category or a seller's store: as a search's, without the sale date columns, which those lists
 * never carry (their OpenAPI schemas name no sold_date).
 */
export const simplifyStoreListing = (item: IDataObject): IDataObject => listingRow(item, false);

function listingRow(item: IDataObject, withSaleDate: boolean): IDataObject {
	return {
		position: field(item.position),
		item_id: field(item.item_id),
		title: field(item.title),
		price: moneyValue(item.price),
		original_price: moneyValue(item.original_price),
		current_bid: moneyValue(item.current_bid),
		shipping_cost: moneyValue(item.shipping_cost),
		currency: moneyCurrency(item.price, item.current_bid, item.original_price, item.shipping_cost) ?? field(item.currency),
		discount_percent: field(item.discount_percent),
		condition: field(item.condition),
		brand: field(item.brand),
		buying_format: field(item.buying_format),
		is_auction: field(item.is_auction),
		bids: field(item.bids),
		time_left: field(item.time_left),
		free_shipping: field(item.free_shipping),
		shipping: field(item.shipping),
		location: field(item.location),
		returns: field(item.returns),
		watchers: field(item.watchers),
		sold_count: field(item.sold_count),
		...(withSaleDate ? { sold_date: field(item.sold_date), sold_date_at: field(item.sold_date_at) } : {}),
		rating: field(item.rating),
		ratings_total: field(item.ratings_total),
		seller_name: field(item.seller_name),
		seller_feedback_percent: field(item.seller_feedback_percent),
		seller_feedback_score: field(item.seller_feedback_score),
		product_id: field(item.product_id),
		url: field(item.url),
		image: field(item.image),
	};
}

const joined = (value: unknown, separator: string) =>
	Array.isArray(value) ? value.filter((entry) => typeof entry === 'string' && entry !== '').join(separator) : null;

/** A flat listing detail: prices as number columns with one currency column, returns and seller as columns, lists joined or counted. */
export function simplifyItemDetail(item: IDataObject): IDataObject {
	// An item may give its model and color only among its item specifics, as eBay's page lists them.
	const specifics = (item.item_specifics ?? {}) as IDataObject;
	const returns = (item.returns ?? {}) as IDataObject;
	const seller = (item.seller ?? {}) as IDataObject;
	const shippingOptions = Array.isArray(item.shipping_options) ? item.shipping_options : [];
	return {
		item_id: field(item.item_id),
		title: field(item.title),
		subtitle: field(item.subtitle),
		price: moneyValue(item.price),
		original_price: moneyValue(item.original_price),
		buy_it_now_price: moneyValue(item.buy_it_now_price),
		current_bid: moneyValue(item.current_bid),
		shipping_cost: moneyValue(item.shipping_cost),
		currency: moneyCurrency(item.price, item.buy_it_now_price, item.current_bid, item.original_price) ?? field(item.currency),
		discount_percent: field(item.discount_percent),
		condition: field(item.condition),
		condition_id: field(item.condition_id),
		condition_description: field(item.condition_description),
		availability: field(item.availability),
		quantity_available: field(item.quantity_available),
		quantity_sold: field(item.quantity_sold),
		watchers: field(item.watchers),
		buying_format: field(item.buying_format),
		is_auction: field(item.is_auction),
		bids: field(item.bids),
		time_left: field(item.time_left),
		best_offer_enabled: field(item.best_offer_enabled),
		is_ended: field(item.is_ended),
		end_time_at: field(item.end_time_at),
		brand: field(item.brand),
		model: field(item.model ?? specifics.Model),
		mpn: field(item.mpn),
		gtin: field(item.gtin),
		color: field(item.color ?? specifics.Color),
		category_id: field(item.category_id),
		categories: joined(item.categories, ' > '),
		free_shipping: field(item.free_shipping),
		shipping_options_count: shippingOptions.length,
		item_location: field(item.item_location),
		ships_to: joined(item.ships_to, ', '),
		returns_accepted: field(returns.accepted),
		returns_period: field(returns.period),
		returns_cost_paid_by: field(returns.cost_paid_by),
		seller_username: field(seller.username),
		seller_feedback_score: field(seller.feedback_score),
		seller_feedback_percent: field(seller.feedback_percent),
		seller_store_name: field(seller.store_name),
		rating: field(item.rating),
		ratings_total: field(item.ratings_total),
		product_id: field(item.product_id),
		images_count: field(item.images_count),
		main_image: field(item.main_image),
		url: field(item.url),
		date_modified_at: field(item.date_modified_at),
	};
}

/** The catalog product's rating summary, kept on each of its reviews. */
export const REVIEW_PRODUCT_CONTEXT = { key: 'product', fields: ['item_id', 'product_id', 'rating', 'ratings_total', 'histogram'] };

/** A review, with the product's rating summary as columns. */
export function simplifyReview(review: IDataObject): IDataObject {
	const product = (review.product ?? {}) as IDataObject;
	return {
		title: field(review.title),
		body: field(review.body),
		rating: field(review.rating),
		author: field(review.author),
		date_raw: field(review.date_raw),
		date_at: field(review.date_at),
		helpful_votes: field(review.helpful_votes),
		verified_purchase: field(review.verified_purchase),
		item_id: field(product.item_id),
		product_id: field(product.product_id),
		product_rating: field(product.rating),
		product_ratings_total: field(product.ratings_total),
	};
}

/** A flat seller profile: the 12-month feedback counts as three columns. */
export function simplifySeller(seller: IDataObject): IDataObject {
	const recent = (seller.feedback_12mo ?? {}) as IDataObject;
	return {
		username: field(seller.username),
		store_name: field(seller.store_name),
		feedback_score: field(seller.feedback_score),
		feedback_percent: field(seller.feedback_percent),
		feedback_positive_12mo: field(recent.positive),
		feedback_neutral_12mo: field(recent.neutral),
		feedback_negative_12mo: field(recent.negative),
		top_rated: field(seller.top_rated),
		items_for_sale: field(seller.items_for_sale),
		member_since: field(seller.member_since),
		location: field(seller.location),
		url: field(seller.url),
		store_url: field(seller.store_url),
	};
}
