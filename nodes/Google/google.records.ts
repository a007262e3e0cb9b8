/**
 * What the Google node makes of ScrapeBadger's answers: Simplify's flat rows, ready for a sheet or a table (a place as
 * name, address, phone, website, rating, review count, category and coordinates; a review as its rating, nonEmptyText, date
 * and author), with the IDs and dates a later step or a trigger keys on left as they came.
 */
import type { IDataObject } from 'n8n-workflow';
import { list, nonEmptyText, number, object } from '../shared/values';


/** A Maps place (a search result or a place's details) as one flat row. */
export function simplifyPlace(place: IDataObject): IDataObject {
	const gps = object(place.gps_coordinates);
	return {
		name: nonEmptyText(place.title),
		address: nonEmptyText(place.address),
		phone: nonEmptyText(place.phone),
		website: nonEmptyText(place.website),
		rating: number(place.rating),
		review_count: number(place.reviews_count),
		category: nonEmptyText(place.type),
		categories: list(place.types).filter((type) => typeof type === 'string').join(', ') || null,
		latitude: number(gps.lat),
		longitude: number(gps.lng),
		price_level: nonEmptyText(place.price_level),
		open_state: nonEmptyText(place.open_state),
		hours: nonEmptyText(place.hours),
		description: nonEmptyText(place.description),
		rank: number(place.rank),
		place_id: nonEmptyText(place.place_id),
		data_id: nonEmptyText(place.data_id),
		data_cid: nonEmptyText(place.data_cid),
		google_maps_url: nonEmptyText(place.google_maps_url),
		thumbnail: nonEmptyText(place.thumbnail),
	};
}

/** A Maps review as one flat row: the reviewer and the owner's answer as fields of their own. */
export function simplifyReview(review: IDataObject): IDataObject {
	const user = object(review.user);
	const answer = object(review.response_from_owner);
	const place = object(object(review.place).location);
	return {
		rating: number(review.rating),
		text: nonEmptyText(review.text),
		date: nonEmptyText(review.date),
		iso_date: nonEmptyText(review.iso_date),
		likes: number(review.likes),
		author: nonEmptyText(user.name),
		author_id: nonEmptyText(user.contributor_id),
		author_local_guide: user.local_guide === true,
		author_review_count: number(user.reviews_count),
		image_count: list(review.images).length,
		owner_response: nonEmptyText(answer.text),
		owner_response_date: nonEmptyText(answer.date),
		place_name: nonEmptyText(place.title),
	};
}

/** A web search result as one flat row: its rank, title, link and snippet, the site and the date Google shows. */
export function simplifyOrganic(result: IDataObject): IDataObject {
	return {
		position: number(result.position),
		title: nonEmptyText(result.title),
		link: nonEmptyText(result.link),
		displayed_link: nonEmptyText(result.displayed_link),
		snippet: nonEmptyText(result.snippet),
		source: nonEmptyText(result.source),
		date: nonEmptyText(result.date),
		sitelink_count: list(result.sitelinks).length,
		query: nonEmptyText(object(object(result.search).search_information).query_displayed),
	};
}

/** A news article as one flat row: the source's name beside the title, link and date. */
export function simplifyArticle(article: IDataObject): IDataObject {
	const source = object(article.source);
	return {
		title: nonEmptyText(article.title),
		link: nonEmptyText(article.link),
		snippet: nonEmptyText(article.snippet),
		source: nonEmptyText(source.name),
		source_url: nonEmptyText(source.url),
		published_at: nonEmptyText(article.published_at),
		thumbnail: nonEmptyText(article.thumbnail),
		related_story_count: list(article.related_stories).length,
	};
}
