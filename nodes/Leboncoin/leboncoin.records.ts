/**
 * Flat, spreadsheet-ready versions of Leboncoin's records (Simplify): an ad's price, place, owner and first image as
 * columns, a seller's feedback and store reviews as columns. Also the search totals kept on each ad of a search.
 */
import type { IDataObject } from 'n8n-workflow';
import { number, text } from '../shared/values';


/** "Marque: Moustache; État: Très bon état", from the ad's category attributes. */
function attributeText(attributes: unknown): string {
	if (!Array.isArray(attributes)) return '';
	return attributes
		.filter((attribute): attribute is IDataObject => attribute !== null && typeof attribute === 'object')
		.map((attribute) => {
			const label = text(attribute.key_label) ?? text(attribute.key) ?? '';
			const values = Array.isArray(attribute.values) ? attribute.values.filter((value) => typeof value === 'string') : [];
			const value = text(attribute.value_label) ?? (values.length > 0 ? values.join(', ') : text(attribute.value)) ?? '';
			return label ? `${label}: ${value}` : value;
		})
		.filter((entry) => entry !== '')
		.join('; ');
}

/**
 * A flat, spreadsheet-ready ad: the price as one number, place, owner and first image as columns, the
 * category attributes as one line of text. The same row for Get, Get Similar, Search and a seller's
 * listings, whose ads carry fewer fields (the missing ones are null).
 */
export function simplifyAd(record: IDataObject): IDataObject {
	const location = (record.location ?? {}) as IDataObject;
	const owner = (record.owner ?? {}) as IDataObject;
	const images = (record.images ?? {}) as IDataObject;
	const urls = Array.isArray(images.urls) ? images.urls : [];
	const prices = Array.isArray(record.price) ? record.price : [];
	const row: IDataObject = {
		list_id: record.list_id ?? null,
		subject: text(record.subject),
		url: text(record.url),
		price: number(record.price_eur) ?? number(prices[0]),
		currency: text(record.currency),
		category_id: text(record.category_id),
		category_name: text(record.category_name),
		ad_type: text(record.ad_type),
		status: text(record.status),
		brand: text(record.brand),
		first_publication_at: text(record.first_publication_at),
		index_at: text(record.index_at),
		expiration_at: text(record.expiration_at),
		city: text(location.city_label) ?? text(location.city),
		zipcode: text(location.zipcode),
		department_id: text(location.department_id),
		department_name: text(location.department_name),
		region_id: text(location.region_id),
		region_name: text(location.region_name),
		lat: number(location.lat),
		lng: number(location.lng),
		owner_user_id: text(owner.user_id),
		owner_name: text(owner.name),
		owner_type: text(owner.type),
		has_phone: typeof record.has_phone === 'boolean' ? record.has_phone : null,
		favorites: number(record.favorites),
		image_count: number(images.nb_images) ?? urls.length,
		image_url: text(urls[0]),
		attributes: attributeText(record.attributes),
		body: text(record.body),
	};
	// A search's totals ride on each of its ads; flat, they are the two numbers a sheet needs.
	const search = record.search;
	if (search !== null && typeof search === 'object' && !Array.isArray(search)) {
		row.search_total = number((search as IDataObject).total);
		row.search_page = number((search as IDataObject).page);
	}
	return row;
}

/** The search's totals and the page an ad came from, kept on each ad of a search. */
export const SEARCH_CONTEXT = {
	key: 'search',
	fields: ['total', 'total_all', 'total_pro', 'total_private', 'total_shippable', 'max_pages', 'page', 'limit'],
};

/** The newest of a shop's reviews (by review_time; the first given when none is dated). */
function latestReview(reviews: IDataObject[]): IDataObject {
	const dated = reviews.filter((review) => typeof review.review_time === 'string');
	const newest = dated.length > 0 ? dated.reduce((latest, review) => (String(review.review_time) > String(latest.review_time) ? review : latest)) : reviews[0];
	return newest ?? {};
}

/** A flat seller: feedback and badges as columns, and of the store reviews their count and the newest one. */
export function simplifySeller(record: IDataObject): IDataObject {
	const feedback = (record.feedback ?? {}) as IDataObject;
	const categoryScores = (feedback.category_scores ?? {}) as IDataObject;
	const reviews = (Array.isArray(record.store_reviews) ? record.store_reviews : []).filter(
		(review): review is IDataObject => review !== null && typeof review === 'object',
	);
	const latest = latestReview(reviews);
	return {
		user_id: record.user_id,
		name: record.name,
		account_type: record.account_type,
		profile_url: typeof record.user_id === 'string' ? `https://www.leboncoin.fr/profil/${record.user_id}` : null,
		store_id: record.store_id ?? null,
		registered_at: record.registered_at ?? null,
		total_ads: record.total_ads ?? null,
		location: record.location ?? null,
		description: record.description ?? null,
		badges: Array.isArray(record.badges) ? record.badges.join(', ') : '',
		feedback_score: feedback.overall_score ?? null,
		feedback_count: feedback.received_count ?? null,
		...Object.fromEntries(Object.entries(categoryScores).map(([category, score]) => [`feedback_${category}`, score])),
		reply_rate: record.reply_rate ?? null,
		presence_status: record.presence_status ?? null,
		siren: record.siren ?? null,
		siret: record.siret ?? null,
		activity_sector: record.activity_sector ?? null,
		website_url: record.website_url ?? null,
		profile_picture_url: record.profile_picture_url ?? null,
		store_rating_value: record.store_rating_value ?? null,
		store_ratings_total: record.store_ratings_total ?? null,
		store_review_count: reviews.length,
		latest_review_author: latest.author_name ?? null,
		latest_review_rating: latest.rating_value ?? null,
		latest_review_text: latest.text ?? null,
		latest_review_time: latest.review_time ?? null,
	};
}
