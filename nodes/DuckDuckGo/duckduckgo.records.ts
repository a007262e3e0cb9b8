/**
 * Flat, spreadsheet-ready versions of DuckDuckGo's records (Simplify): dates as ISO strings (a news item's Unix
 * seconds and its ISO date become one `published_at`), a video's thumbnails as the largest one.
 */
import type { IDataObject } from 'n8n-workflow';

import { isoDate } from '../shared/dates';
import { columnValue as value } from '../shared/output';
import { nonEmptyText, object } from '../shared/values';

/** A web result: organic or an ad (is_ad), the abstract box left out (it is the page's, not the result's). */
export function simplifyWebResult(record: IDataObject): IDataObject {
	return {
		title: value(record.title),
		url: value(record.url),
		display_url: value(record.display_url),
		snippet: value(record.snippet),
		is_ad: value(record.is_ad),
	};
}

export function simplifyImage(record: IDataObject): IDataObject {
	return {
		title: value(record.title),
		image: value(record.image),
		thumbnail: value(record.thumbnail),
		url: value(record.url),
		width: value(record.width),
		height: value(record.height),
		encoding_format: value(record.encoding_format),
		source: value(record.source),
		discovered_at: isoDate(record.discovery_date),
	};
}

export function simplifyNews(record: IDataObject): IDataObject {
	return {
		title: value(record.title),
		url: value(record.url),
		source: value(record.source),
		excerpt: value(record.excerpt),
		published_at: isoDate(record.date_at) ?? isoDate(record.date_utc),
		image: value(record.image),
		syndicate: value(record.syndicate),
	};
}

export function simplifyVideo(record: IDataObject): IDataObject {
	const images = object(record.images);
	return {
		title: value(record.title),
		url: value(record.content),
		description: value(record.description),
		duration: value(record.duration),
		publisher: value(record.publisher),
		uploader: value(record.uploader),
		published_at: isoDate(record.published_at),
		view_count: value(record.view_count),
		thumbnail: nonEmptyText(images.large) ?? nonEmptyText(images.medium) ?? nonEmptyText(images.small),
		embed_url: value(record.embed_url),
	};
}
