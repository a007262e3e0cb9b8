/**
 * What the Google node makes of ScrapeBadger's answers: Simplify's flat rows, ready for a sheet or a table (a place as
 * name, address, phone, website, rating, review count, category and coordinates; a review as its rating, text, date
 * and author), with the IDs and dates a later step or a trigger keys on left as they came.
 */
import type { IDataObject } from 'n8n-workflow';

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const number = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const object = (value: unknown): IDataObject => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as IDataObject) : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A Maps place (a search result or a place's details) as one flat row. */
export function simplifyPlace(place: IDataObject): IDataObject {
	const gps = object(place.gps_coordinates);
	return {
		name: text(place.title),
		address: text(place.address),
		phone: text(place.phone),
		website: text(place.website),
		rating: number(place.rating),
		review_count: number(place.reviews_count),
		category: text(place.type),
		categories: list(place.types).filter((type) => typeof type === 'string').join(', ') || null,
		latitude: number(gps.lat),
		longitude: number(gps.lng),
		price_level: text(place.price_level),
		open_state: text(place.open_state),
		hours: text(place.hours),
		description: text(place.description),
		rank: number(place.rank),
		place_id: text(place.place_id),
		data_id: text(place.data_id),
		data_cid: text(place.data_cid),
		google_maps_url: text(place.google_maps_url),
		thumbnail: text(place.thumbnail),
	};
}

/** A Maps review as one flat row: the reviewer and the owner's answer as fields of their own. */
export function simplifyReview(review: IDataObject): IDataObject {
	const user = object(review.user);
	const answer = object(review.response_from_owner);
	const place = object(object(review.place).location);
	return {
		rating: number(review.rating),
		text: text(review.text),
		date: text(review.date),
		iso_date: text(review.iso_date),
		likes: number(review.likes),
		author: text(user.name),
		author_id: text(user.contributor_id),
		author_local_guide: user.local_guide === true,
		author_review_count: number(user.reviews_count),
		image_count: list(review.images).length,
		owner_response: text(answer.text),
		owner_response_date: text(answer.date),
		place_name: text(place.title),
	};
}

/** A web search result as one flat row: its rank, title, link and snippet, the site and the date Google shows. */
export function simplifyOrganic(result: IDataObject): IDataObject {
	return {
		position: number(result.position),
		title: text(result.title),
		link: text(result.link),
		displayed_link: text(result.displayed_link),
		snippet: text(result.snippet),
		source: text(result.source),
		date: text(result.date),
		sitelink_count: list(result.sitelinks).length,
		query: text(object(object(result.search).search_information).query_displayed),
	};
}

/** A news article as one flat row: the source's name beside the title, link and date. */
export function simplifyArticle(article: IDataObject): IDataObject {
	const source = object(article.source);
	return {
		title: text(article.title),
		link: text(article.link),
		snippet: text(article.snippet),
		source: text(source.name),
		source_url: text(source.url),
		published_at: text(article.published_at),
		thumbnail: text(article.thumbnail),
		related_story_count: list(article.related_stories).length,
	};
}
