/**
 * Flat, spreadsheet-ready versions of Google Play's records (Simplify), with money and dates as on every node: the
 * price as `price` (number), `currency` (ISO code) and `price_text` (as Play shows it, "Free" or "$4.99"), and each
 * date as an ISO string read from the service's Unix seconds (`*_utc`) or, failing that, its ISO twin (`*_at`).
 */
import type { IDataObject } from 'n8n-workflow';

import { isoDate } from '../shared/dates';
import { priceColumns, priceOf } from '../shared/money';
import { columnValue as value } from '../shared/output';
import { flag, list, object } from '../shared/values';

/** The service's Price object `{price, currency, price_text, is_free}` as the three price columns and is_free. */
function priceOfApp(record: IDataObject) {
	const price = object(record.price);
	return { ...priceColumns(priceOf(price.price, price.currency, price.price_text)), is_free: flag(price.is_free) };
}

/** A date the service gives twice: Unix seconds first (exact), else the ISO text. */
const dateOf = (seconds: unknown, iso: unknown): string | null => isoDate(seconds) ?? isoDate(iso);

/** An app as a list gives it (the service's AppCard: search, similar, developer, category, chart). */
export function simplifyAppCard(record: IDataObject): IDataObject {
	return {
		app_id: value(record.app_id),
		title: value(record.title),
		developer: value(record.developer),
		summary: value(record.summary),
		score: value(record.score),
		installs: value(record.installs),
		genre: value(record.genre),
		content_rating: value(record.content_rating),
		...priceOfApp(record),
		url: value(record.url),
		icon: value(record.icon),
	};
}

/** An app in full as one flat row: developer, ratings and stars, installs, price and IAP, genre, dates and version. */
export function simplifyApp(record: IDataObject): IDataObject {
	const developer = object(record.developer);
	const histogram = object(record.histogram);
	const chart = object(record.chart_rank);
	return {
		app_id: value(record.app_id),
		title: value(record.title),
		url: value(record.url),
		summary: value(record.summary),
		developer: value(developer.name),
		developer_id: value(developer.developer_id),
		developer_email: value(developer.email),
		developer_website: value(developer.website),
		legal_name: value(developer.legal_name),
		score: value(record.score),
		ratings: value(record.ratings),
		reviews: value(record.reviews),
		one_star: value(histogram.one_star),
		two_star: value(histogram.two_star),
		three_star: value(histogram.three_star),
		four_star: value(histogram.four_star),
		five_star: value(histogram.five_star),
		installs: value(record.installs),
		min_installs: value(record.min_installs),
		max_installs: value(record.max_installs),
		chart_rank: value(chart.rank),
		chart: value(chart.chart),
		...priceOfApp(record),
		offers_iap: value(record.offers_iap),
		iap_range: value(record.iap_range),
		contains_ads: value(record.contains_ads),
		genre: value(record.genre),
		genre_id: value(record.genre_id),
		content_rating: value(record.content_rating),
		released_at: dateOf(record.released_utc, record.released_at),
		updated_at: dateOf(record.updated_utc, record.updated_at),
		version: value(record.version),
		android_version: value(record.android_version),
		recent_changes: value(record.recent_changes),
		privacy_policy: value(record.privacy_policy),
		icon: value(record.icon),
		screenshots_count: list(record.screenshots).length,
		similar_apps_count: list(record.similar_apps).length,
	};
}

/** A review: the app it is about, stars, text, votes, version, when, and the developer's reply. */
export function simplifyReview(record: IDataObject): IDataObject {
	return {
		app_id: value(record.app_id),
		review_id: value(record.review_id),
		user_name: value(record.user_name),
		score: value(record.score),
		text: value(record.text),
		thumbs_up: value(record.thumbs_up),
		version: value(record.review_created_version),
		at: dateOf(record.at_utc, record.at),
		reply_author: value(record.reply_author),
		reply_content: value(record.reply_content),
		replied_at: dateOf(record.replied_utc, record.replied_at),
	};
}
