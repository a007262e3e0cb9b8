/**
 * Flat, spreadsheet-ready versions of Airbnb's records (Simplify), with money and dates as on every node: a price is
 * `price` (number), `currency` (ISO code) and `price_text` (as Airbnb shows it); a discounted stay's struck-through price
 * is `was_price` in the same currency; a review's date is ISO 8601. The calendar is one item per day.
 */
import type { IDataObject } from 'n8n-workflow';

import type { OutputItem } from '../shared/descriptor';
import { isoDate } from '../shared/dates';
import { priceColumns, priceOf } from '../shared/money';
import { columnValue as value } from '../shared/output';
import { flag, list, nonEmptyText, number, object, text } from '../shared/values';

const joined = (field: unknown, separator = ', ') => list(field).filter((entry) => typeof entry === 'string').join(separator);
const first = (field: unknown) => nonEmptyText(list(field)[0]);

/**
 * A search's stay. Airbnb says whether its price is per night or the stay's total (`qualifier`): the amount is also
 * given as `nightly_price` or `total_price` accordingly, so a flow compares like with like.
 */
export function simplifyStay(record: IDataObject): IDataObject {
	const shown = object(record.price);
	const price = priceOf(shown.amount, shown.currency, shown.price ?? shown.label);
	const qualifier = text(shown.qualifier);
	const nightly = qualifier !== null && /night/i.test(qualifier);
	const total = qualifier !== null && /total/i.test(qualifier);
	return {
		room_id: value(record.room_id),
		name: value(record.name),
		title: value(record.title),
		...priceColumns(price),
		price_qualifier: qualifier,
		nightly_price: nightly ? price.amount : null,
		total_price: total ? price.amount : null,
		was_price: priceOf(shown.original_price, price.currency).amount,
		rating: number(record.rating),
		review_count: number(record.review_count),
		badges: joined(record.badges),
		latitude: number(record.latitude),
		longitude: number(record.longitude),
		image: first(record.images),
		listing_url: value(record.listing_url),
	};
}

/** A listing in full as one row: ratings by category, host, and the lists as text (amenities offered only). */
export function simplifyListing(record: IDataObject): IDataObject {
	const ratings = object(record.rating_breakdown);
	const host = object(record.host);
	const amenities = list(record.amenities)
		.map(object)
		.filter((amenity) => amenity.available !== false)
		.map((amenity) => text(amenity.title))
		.filter((title): title is string => title !== null);
	return {
		room_id: value(record.room_id),
		title: value(record.title),
		summary: value(record.summary),
		room_type: value(record.room_type),
		person_capacity: number(record.person_capacity),
		address: value(record.address),
		latitude: number(record.latitude),
		longitude: number(record.longitude),
		rating: number(record.rating),
		review_count: number(record.review_count),
		rating_accuracy: number(ratings.accuracy),
		rating_checkin: number(ratings.checkin),
		rating_cleanliness: number(ratings.cleanliness),
		rating_communication: number(ratings.communication),
		rating_location: number(ratings.location),
		rating_value: number(ratings.value),
		is_superhost: flag(record.is_superhost),
		host_name: text(host.name),
		host_response_time: text(host.response_time),
		highlights: joined(record.highlights),
		amenities: amenities.join(', '),
		house_rules: joined(record.house_rules, '; '),
		cancellation_policy: value(record.cancellation_policy),
		image: first(record.images),
		image_count: list(record.images).length,
		listing_url: value(record.listing_url),
		description: value(record.description),
	};
}

/** A guest review: its date as ISO 8601 (Airbnb's relative "2 days ago" kept beside it), the host's reply. */
export function simplifyReview(record: IDataObject): IDataObject {
	return {
		id: value(record.id),
		room_id: value(record.room_id),
		rating: number(record.rating),
		created_at: isoDate(record.created_at),
		localized_date: value(record.localized_date),
		language: value(record.language),
		comments: value(record.comments),
		reviewer_name: value(record.reviewer_name),
		reviewer_id: value(record.reviewer_id),
		reviewer_location: value(record.reviewer_location),
		response: value(record.response),
		photo_count: list(record.photos).length,
	};
}

/** An experience of a search: its price text ("€45 / person") read into the price columns. */
export function simplifyExperienceCard(record: IDataObject): IDataObject {
	return {
		experience_id: value(record.experience_id),
		title: value(record.title),
		...priceColumns(priceOf(record.price)),
		duration: value(record.duration),
		rating: number(record.rating),
		review_count: number(record.review_count),
		latitude: number(record.latitude),
		longitude: number(record.longitude),
		image: first(record.images),
		experience_url: value(record.experience_url),
	};
}

/** An experience in full as one row: the card's columns less the duration, plus host, meeting point and highlights. */
export function simplifyExperience(record: IDataObject): IDataObject {
	return {
		experience_id: value(record.experience_id),
		title: value(record.title),
		...priceColumns(priceOf(record.price)),
		rating: number(record.rating),
		review_count: number(record.review_count),
		is_ticketed: flag(record.is_ticketed),
		host_name: value(record.host_name),
		address: value(record.address),
		highlights: joined(record.highlights, '; '),
		latitude: number(record.latitude),
		longitude: number(record.longitude),
		image: first(record.images),
		image_count: list(record.images).length,
		experience_url: value(record.experience_url),
		description: value(record.description),
	};
}

/**
 * A calendar as one item per day (what a flow filters and a price or availability watch compares): the listing's
 * room_id, the day as YYYY-MM-DD, whether it can be booked, checked into or out of, the stay lengths allowed from it, and
 * its nightly price in the price columns (empty where Airbnb hides it).
 */
export function calendarDays(calendar: IDataObject): IDataObject[] {
	return list(calendar.months)
		.map(object)
		.flatMap((month) => list(month.days).map(object))
		.map((day) => ({
			room_id: value(calendar.room_id),
			date: isoDate(day.date),
			available: flag(day.available),
			bookable: flag(day.bookable),
			available_for_checkin: flag(day.available_for_checkin),
			available_for_checkout: flag(day.available_for_checkout),
			min_nights: number(day.min_nights),
			max_nights: number(day.max_nights),
			...priceColumns(priceOf(day.price)),
		}));
}

export const calendarDaysOutput = async (records: IDataObject[]): Promise<OutputItem[]> =>
	records.flatMap(calendarDays).map((json) => ({ json }));
