/**
 * What the Bing node makes of ScrapeBadger's answers (Simplify): flat rows for a sheet. A web result adds Bing's own
 * fields (the site's name, its sitelinks) to the row both engines share; a news article's publish time is one ISO
 * string (the answer gives it twice: ISO and Unix, beside the raw RFC date).
 */
import type { IDataObject } from 'n8n-workflow';

import { isoDate } from '../shared/dates';
import { columnValue as value } from '../shared/output';
import { list } from '../shared/values';
import { simplifyWebResult } from '../shared/web-search';

/** An organic web result: the shared row, with the site's name and how many sitelinks it has. */
export function simplifyResult(record: IDataObject): IDataObject {
	return { ...simplifyWebResult(record), site_name: value(record.site_name), deep_link_count: list(record.deep_links).length };
}

/** A video result: its rank, title, link and thumbnail, and the duration, views and age as Bing displays them. */
export function simplifyVideo(record: IDataObject): IDataObject {
	return {
		position: value(record.position),
		title: value(record.title),
		url: value(record.url),
		thumbnail_url: value(record.thumbnail_url),
		duration: value(record.duration),
		source: value(record.source),
		publisher: value(record.publisher),
		views: value(record.views),
		published: value(record.published),
	};
}

/** A news article, its publish time as one ISO string. */
export function simplifyArticle(record: IDataObject): IDataObject {
	return {
		position: value(record.position),
		title: value(record.title),
		url: value(record.url),
		source: value(record.source),
		snippet: value(record.snippet),
		published_at: isoDate(record.published_at) ?? isoDate(record.published_utc) ?? isoDate(record.published),
	};
}
