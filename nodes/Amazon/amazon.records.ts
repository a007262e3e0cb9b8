/**
 * Flat, spreadsheet-ready versions of Amazon's records (Simplify): every Money object becomes a number column
 * named after it plus one `currency` column, nested objects become columns, lists become counts or joined text.
 * Also the list facts (product, seller) kept on each record of a list.
 */
import type { IDataObject } from 'n8n-workflow';

import { moneyCurrency, moneyValue } from '../shared/money';
import { columnValue as value } from '../shared/output';
import { list, object } from '../shared/values';

const joined = (field: unknown, separator = ', ') =>
	list(field)
		.filter((entry) => typeof entry === 'string' || typeof entry === 'number')
		.join(separator);

/** A product of a search, a category, or a seller's storefront (the service's SearchResult). */
export function simplifyListing(record: IDataObject): IDataObject {
	return {
		position: value(record.position),
		asin: value(record.asin),
		title: value(record.title),
		price: moneyValue(record.price),
		list_price: moneyValue(record.list_price),
		currency: moneyCurrency(record.price, record.list_price),
		unit_price: value(record.unit_price),
		rating: value(record.rating),
		ratings_total: value(record.ratings_total),
		is_prime: value(record.is_prime),
		is_sponsored: value(record.is_sponsored),
		is_amazons_choice: value(record.is_amazons_choice),
		is_best_seller: value(record.is_best_seller),
		bought_past_month: value(record.bought_past_month),
		coupon: value(record.coupon),
		availability: value(record.availability),
		link: value(record.link),
		image: value(record.image),
	};
}

/** A ranked product of the best-sellers or new-releases lists (the service's Bestseller). */
export function simplifyRanked(record: IDataObject): IDataObject {
	return {
		rank: value(record.rank),
		asin: value(record.asin),
		title: value(record.title),
		price: moneyValue(record.price),
		currency: moneyCurrency(record.price),
		rating: value(record.rating),
		ratings_total: value(record.ratings_total),
		link: value(record.link),
		image: value(record.image),
	};
}

/** A current deal: deal and list price as numbers with their currency, discount, type and end time. */
export function simplifyDeal(deal: IDataObject): IDataObject {
	return {
		position: deal.position ?? null,
		asin: deal.asin ?? null,
		title: deal.title ?? null,
		deal_price: moneyValue(deal.deal_price),
		list_price: moneyValue(deal.list_price),
		currency: moneyCurrency(deal.deal_price, deal.list_price),
		discount_percent: deal.discount_percent ?? null,
		deal_type: deal.deal_type ?? null,
		is_lightning_deal: deal.is_lightning_deal ?? null,
		badge: deal.badge ?? null,
		ends_at: deal.ends_at ?? null,
		link: deal.link ?? null,
		image: deal.image ?? null,
	};
}

/** The text of an object field the service describes loosely (coupon, deal, delivery): its text or label, if any. */
function label(field: unknown): string | null {
	if (typeof field === 'string') return field;
	const entry = object(field);
	const text = entry.text ?? entry.badge ?? entry.label ?? entry.message ?? entry.title;
	return typeof text === 'string' ? text : null;
}

/** A product's full detail as one flat row: prices, rating, star shares, Buy Box, badges, rank and the main lists as text. */
export function simplifyProduct(record: IDataObject): IDataObject {
	const breakdown = object(record.rating_breakdown);
	const buybox = object(record.buybox);
	const badges = object(record.badges);
	const ranks = list(record.bestsellers_rank).map(object);
	const categories = list(record.categories).map(object);
	const delivery = object(record.delivery);
	const specifications = object(record.specifications);
	return {
		asin: value(record.asin),
		parent_asin: value(record.parent_asin),
		title: value(record.title),
		brand: value(record.brand),
		manufacturer: value(record.manufacturer),
		model_number: value(record.model_number),
		price: moneyValue(record.price),
		list_price: moneyValue(record.list_price),
		savings_amount: moneyValue(record.savings_amount),
		currency: moneyCurrency(record.price, record.list_price, record.savings_amount, buybox.price),
		discount_percent: value(record.discount_percent),
		rating: value(record.rating),
		ratings_total: value(record.ratings_total),
		five_star_percent: value(breakdown.five_star),
		four_star_percent: value(breakdown.four_star),
		three_star_percent: value(breakdown.three_star),
		two_star_percent: value(breakdown.two_star),
		one_star_percent: value(breakdown.one_star),
		bought_past_month: value(record.bought_past_month),
		in_stock: value(record.in_stock),
		availability: value(record.availability),
		buybox_seller_name: value(buybox.seller_name),
		buybox_seller_id: value(buybox.seller_id),
		buybox_price: moneyValue(buybox.price),
		buybox_fulfillment: value(buybox.fulfillment),
		sold_by: value(record.sold_by),
		ships_from: value(record.ships_from),
		fulfilled_by: value(record.fulfilled_by),
		is_amazon_seller: value(record.is_amazon_seller),
		amazons_choice: value(badges.amazons_choice),
		best_seller: value(badges.best_seller),
		prime: value(badges.prime),
		climate_pledge_friendly: value(badges.climate_pledge_friendly),
		coupon: label(record.coupon),
		deal: label(record.deal),
		delivery: label(delivery) ?? value(delivery.date),
		bestsellers_rank: value(ranks[0]?.rank),
		bestsellers_category: value(ranks[0]?.category),
		category_path: categories.map((category) => category.name).filter((name) => typeof name === 'string').join(' > '),
		feature_bullets: joined(record.feature_bullets, '\n'),
		description: value(record.description),
		main_image: value(record.main_image) ?? value(list(record.images)[0]),
		images_count: value(record.images_count) ?? list(record.images).length,
		videos_count: value(record.videos_count) ?? list(record.videos).length,
		variant_count: list(record.variants).length,
		variant_asins: joined(record.variant_asins),
		answered_questions: value(record.answered_questions),
		// A product may give these only among its specifications, as Amazon's page lists them.
		dimensions: value(record.dimensions ?? specifications['Product Dimensions']),
		weight: value(record.weight ?? specifications['Item Weight']),
		first_available: value(record.first_available),
		country_of_origin: value(record.country_of_origin),
		link: value(record.link),
		scraped_at: value(record.scraped_at),
	};
}

/** One seller offer for a product: seller, price, condition and delivery as columns, with the product it is for. */
export function simplifyOffer(record: IDataObject): IDataObject {
	const seller = object(record.seller);
	const condition = object(record.condition);
	const delivery = object(record.delivery);
	const product = object(record.product);
	return {
		product_asin: value(product.asin),
		position: value(record.position),
		seller_name: value(seller.name),
		seller_id: value(seller.id),
		seller_rating: value(seller.rating),
		seller_ratings_total: value(seller.ratings_total),
		seller_positive_percent: value(seller.ratings_percentage_positive),
		price: moneyValue(record.price),
		delivery_price: moneyValue(delivery.price),
		currency: moneyCurrency(record.price, delivery.price),
		condition: value(condition.title),
		is_new: value(condition.is_new),
		condition_comments: value(condition.comments),
		delivery_free: value(delivery.is_free),
		fulfilled_by_amazon: value(delivery.fulfilled_by_amazon),
		delivery_date: value(delivery.date),
		buybox_winner: value(record.buybox_winner),
		is_prime: value(record.is_prime),
		minimum_order_quantity: value(record.minimum_order_quantity),
		maximum_order_quantity: value(record.maximum_order_quantity),
	};
}

/** The product an offer is for, kept on each offer: Simplify gives its ASIN as product_asin. */
export const OFFER_PRODUCT_CONTEXT = { key: 'product', fields: ['asin', 'domain'] };

/** The product's rating summary, kept on each of its reviews. */
export const REVIEW_PRODUCT_CONTEXT = { key: 'product', fields: ['asin', 'domain', 'rating', 'ratings_total', 'rating_breakdown'] };

/** A review: text, rating, date, author, flags and image count, with the product's rating summary as columns. */
export function simplifyReview(review: IDataObject): IDataObject {
	const product = (review.product ?? {}) as IDataObject;
	const profile = (review.profile ?? {}) as IDataObject;
	const images = Array.isArray(review.images) ? review.images : [];
	return {
		id: review.id ?? null,
		rating: review.rating ?? null,
		title: review.title ?? null,
		body: review.body ?? null,
		date: review.date_at ?? null,
		author: profile.name ?? null,
		author_link: profile.link ?? null,
		review_country: review.review_country ?? null,
		verified_purchase: review.verified_purchase ?? null,
		vine_program: review.vine_program ?? null,
		helpful_votes: review.helpful_votes ?? null,
		variant: review.variant ?? null,
		image_count: images.length,
		first_image: images[0] ?? null,
		product_asin: product.asin ?? null,
		product_rating: product.rating ?? null,
		product_ratings_total: product.ratings_total ?? null,
	};
}

const FEEDBACK_WINDOWS = ['lifetime', '12mo', '90d', '30d'];

/** A seller profile with each feedback window (lifetime, 12 months, 90 and 30 days) as its own columns. */
export function simplifySeller(record: IDataObject): IDataObject {
	const feedback = object(record.feedback);
	const windows: IDataObject = {};
	for (const window of FEEDBACK_WINDOWS) {
		const counts = object(feedback[window]);
		for (const part of ['positive', 'neutral', 'negative', 'count']) windows[`feedback_${window}_${part}`] = value(counts[part]);
	}
	return {
		seller_id: value(record.seller_id),
		name: value(record.name),
		rating: value(record.rating),
		ratings_total: value(record.ratings_total),
		ratings_percentage_positive: value(record.ratings_percentage_positive),
		...windows,
		business_name: value(record.business_name),
		business_address: value(record.business_address),
		member_since: value(record.member_since),
		link: value(record.link),
	};
}

/** A storefront product, with the seller it was listed under as a column. */
export function simplifyStorefrontListing(record: IDataObject): IDataObject {
	return { seller_id: value(object(record.seller).seller_id), ...simplifyListing(record) };
}

/** The seller a storefront product or a feedback entry came from, kept on each item. */
export const SELLER_CONTEXT = { key: 'seller', fields: ['seller_id', 'domain'] };
