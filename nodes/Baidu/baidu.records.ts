/**
 * Flat, spreadsheet-ready versions of Baidu's records (Simplify): the real URL beside Baidu's redirect, and one date,
 * `published_on`, an ISO 8601 calendar date only where Baidu's own text (`date`, kept for display) is unambiguous:
 * Baidu gives no time of day, so none is made up.
 */
import type { IDataObject } from 'n8n-workflow';

import { isoDate } from '../shared/dates';
import { columnValue as value } from '../shared/output';

/** A web result or a news article (the same card, the news without a template). */
export function simplifyResult(record: IDataObject): IDataObject {
	return {
		position: value(record.position),
		title: value(record.title),
		url: value(record.url),
		source: value(record.source),
		snippet: value(record.snippet),
		date: value(record.date),
		published_on: isoDate(record.date_at),
		thumbnail: value(record.thumbnail),
		baidu_url: value(record.baidu_url),
	};
}

export function simplifyImage(record: IDataObject): IDataObject {
	return {
		position: value(record.position),
		title: value(record.title),
		image_url: value(record.image_url),
		thumbnail_url: value(record.thumbnail_url),
		width: value(record.width),
		height: value(record.height),
		type: value(record.type),
		from_url: value(record.from_url),
		from_title: value(record.from_title),
	};
}
