/**
 * Flat, spreadsheet-ready versions of Booking.com's records (Simplify), with money and dates as on every node: a price
 * is `price` (a number), `currency` (ISO code) and `price_text` (Booking's own display string); the stay's total and its
 * per-night price are `total_price` and `nightly_price`, a discount's struck-through price `was_price`, all in that
 * currency; dates are ISO 8601 (a stay's days YYYY-MM-DD).
 */
import type { IDataObject } from 'n8n-workflow';

import { isoDate } from '../shared/dates';
import { priceColumns, priceOf } from '../shared/money';
import { columnValue as value } from '../shared/output';
import { flag, isObject, list, number, object, text } from '../shared/values';

const joined = (field: unknown, separator = ', ') => list(field).filter((entry) => typeof entry === 'string').join(separator);

/** Booking's price object `{display, amount, currency, rounded}`, or nothing. */
const amountOf = (price: unknown): number | null => (isObject(price) ? priceOf(price.amount, price.currency, price.display).amount : null);

/** A stay's price columns: the total as shown, with the nightly and struck-through prices in its currency. */
function stayPrices(total: unknown, nightly: unknown, before: unknown): IDataObject {
	const shown = object(total);
	return {
		...priceColumns(priceOf(shown.amount ?? null, shown.currency, shown.display)),
		total_price: amountOf(total),
		nightly_price: amountOf(nightly),
		was_price: amountOf(before),
	};
}

/** A search's property: its total for the stay as Booking quotes it, per night, before a discount, and the room. */
export function simplifyProperty(record: IDataObject): IDataObject {
	const room = object(record.room);
	return {
		property_id: value(record.property_id),
		name: value(record.name),
		slug: value(record.slug),
		country_code: value(record.country_code),
		...stayPrices(record.price, record.price_per_night, record.price_before_discount),
		charges_info: value(record.charges_info),
		meal_plan: value(record.meal_plan),
		free_cancellation: flag(record.free_cancellation),
		no_prepayment: flag(record.no_prepayment),
		is_sold_out: flag(record.is_sold_out),
		room_name: text(room.name),
		star_rating: number(record.star_rating),
		review_score: number(record.review_score),
		review_count: number(record.review_count),
		review_score_word: value(record.review_score_word),
		city: value(record.city),
		address: value(record.address),
		display_location: value(record.display_location),
		distance_to_centre_metres: number(record.distance_to_centre_metres),
		latitude: number(record.latitude),
		longitude: number(record.longitude),
		badges: joined(record.badges),
		photo: value(record.photo),
		url: value(record.url),
	};
}

/**
 * A room type of Get Rooms as one row: its rates counted, and the cheapest as the price columns (the total for the stay,
 * per night, before a discount), with the stay it is for.
 */
export function simplifyRoom(record: IDataObject): IDataObject {
	const rates = list(record.rates).map(object);
	const cheapest = rates.reduce<IDataObject | undefined>((best, rate) => {
		const amount = amountOf(rate.price);
		return amount !== null && (best === undefined || amount < (amountOf(best.price) ?? Infinity)) ? rate : best;
	}, undefined);
	const stay = object(record.stay);
	return {
		property_id: value(stay.property_id),
		room_id: value(record.room_id),
		name: value(record.name),
		checkin: isoDate(stay.checkin),
		checkout: isoDate(stay.checkout),
		...stayPrices(cheapest?.price, cheapest?.price_per_night, cheapest?.price_before_discount),
		rate_count: rates.length,
		block_id: cheapest ? value(cheapest.block_id) : null,
		charges_info: cheapest ? value(cheapest.charges_info) : null,
		max_persons: number(record.max_persons),
		size_m2: number(record.size_m2),
		privacy_level: value(record.privacy_level),
		highlights: joined(record.highlights),
		photo: text(list(record.photos)[0]),
	};
}

/** A guest review: its date as ISO 8601 (from the timestamp when the text is missing), the stay's days, the reply. */
export function simplifyReview(record: IDataObject): IDataObject {
	return {
		review_id: value(record.review_id),
		property_id: value(record.property_id),
		score: number(record.score),
		date: isoDate(record.date) ?? isoDate(record.date_utc),
		title: value(record.title),
		positive: value(record.positive),
		negative: value(record.negative),
		language: value(record.language),
		checkin_date: isoDate(record.checkin_date),
		checkout_date: isoDate(record.checkout_date),
		length_of_stay: number(record.length_of_stay),
		room_name: value(record.room_name),
		guest_name: value(record.guest_name),
		guest_country_code: value(record.guest_country_code),
		guest_type: value(record.guest_type),
		helpful_votes: number(record.helpful_votes),
		partner_reply: value(record.partner_reply),
		photo_count: list(record.photos).length,
		review_url: value(record.review_url),
	};
}
