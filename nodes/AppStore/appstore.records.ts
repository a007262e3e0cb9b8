/**
 * Flat, spreadsheet-ready versions of App Store records (Simplify), with money and dates as on every node: the price
 * as `price` (number), `currency` (ISO code) and `price_text` (Apple's formatted price, "Free" or "$4.99"), and each
 * date as an ISO string read from the service's Unix seconds (`*_utc`) or, failing that, its ISO twin (`*_at`).
 */
import type { IDataObject } from 'n8n-workflow';

import { isoDate } from '../shared/dates';
import { priceColumns, priceOf } from '../shared/money';
import { columnValue as value } from '../shared/output';
import { list, object } from '../shared/values';

const dateOf = (seconds: unknown, iso: unknown): string | null => isoDate(seconds) ?? isoDate(iso);

const priceOfRecord = (record: IDataObject) => priceColumns(priceOf(record.price, record.currency, record.formatted_price));

const joined = (field: unknown) =>
	list(field)
		.filter((entry) => typeof entry === 'string')
		.join(', ');

/** An app of a search, a developer's catalogue or App > Get: IDs, developer, price, rating, version, genres, dates. */
export function simplifyApp(record: IDataObject): IDataObject {
	const extras = object(record.extras);
	return {
		app_id: value(record.app_id),
		bundle_id: value(record.bundle_id),
		name: value(record.name),
		url: value(record.url),
		developer_id: value(record.developer_id),
		developer_name: value(record.developer_name),
		...priceOfRecord(record),
		rating: value(record.rating),
		rating_count: value(record.rating_count),
		version: value(record.version),
		minimum_os_version: value(record.minimum_os_version),
		file_size_bytes: value(record.file_size_bytes),
		content_rating: value(record.content_rating),
		primary_genre: value(record.primary_genre) ?? value(list(record.genres)[0]),
		genres: joined(record.genres),
		released_at: dateOf(record.release_date_utc, record.release_date_at),
		updated_at: dateOf(record.current_version_release_date_utc, record.current_version_release_date_at),
		release_notes: value(record.release_notes),
		has_in_app_purchases: value(extras.has_in_app_purchases),
		is_editors_choice: value(extras.is_editors_choice),
		chart_position: value(extras.chart_position),
		icon_url: value(record.icon_url),
	};
}

/** An entry of a chart: its rank, the app, its price and release date. */
export function simplifyChartEntry(record: IDataObject): IDataObject {
	return {
		rank: value(record.rank),
		app_id: value(record.app_id),
		name: value(record.name),
		url: value(record.url),
		developer_name: value(record.developer_name),
		...priceOfRecord(record),
		genre: value(record.genre),
		genre_id: value(record.genre_id),
		released_at: dateOf(record.release_date_utc, record.release_date_at),
		icon_url: value(record.icon_url),
	};
}

/** A customer review: the app it is about, stars, title and text, the version, votes, and when. */
export function simplifyReview(record: IDataObject): IDataObject {
	return {
		app_id: value(record.app_id),
		review_id: value(record.review_id),
		user_name: value(record.user_name),
		rating: value(record.rating),
		title: value(record.title),
		content: value(record.content),
		version: value(record.version),
		vote_sum: value(record.vote_sum),
		vote_count: value(record.vote_count),
		updated_at: dateOf(record.updated_utc, record.updated_at),
	};
}
