/**
 * What the Yahoo node makes of ScrapeBadger's answers (Simplify): flat rows for a sheet. A web result is the row both
 * engines share (shared/web-search.ts); a news article keeps its age as Yahoo displays it (`published`: "26 minutes
 * ago"), the only time Yahoo News gives, which no date can be made of without guessing.
 */
import type { IDataObject } from 'n8n-workflow';

import { columnValue as value } from '../shared/output';

/** A video result: its rank, title, link and thumbnail, the host, the duration and views as Yahoo displays them. */
export function simplifyVideo(record: IDataObject): IDataObject {
	return {
		position: value(record.position),
		title: value(record.title),
		url: value(record.url),
		thumbnail_url: value(record.thumbnail_url),
		duration: value(record.duration),
		source: value(record.source),
		source_domain: value(record.source_domain),
		views: value(record.views),
	};
}

/** A news article: the publisher and the syndication it came through, its age as displayed. */
export function simplifyArticle(record: IDataObject): IDataObject {
	return {
		position: value(record.position),
		title: value(record.title),
		url: value(record.url),
		source: value(record.source),
		via: value(record.via),
		snippet: value(record.snippet),
		published: value(record.published),
		thumbnail_url: value(record.thumbnail_url),
	};
}
