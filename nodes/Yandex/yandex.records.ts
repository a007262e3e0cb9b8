/**
 * Flat, spreadsheet-ready versions of Yandex's records (Simplify): a result's sitelinks as a count, an image's
 * full-resolution URL and size as columns of their own.
 */
import type { IDataObject } from 'n8n-workflow';

import { columnValue as value } from '../shared/output';
import { list, object } from '../shared/values';

export function simplifyOrganic(record: IDataObject): IDataObject {
	return {
		position: value(record.position),
		title: value(record.title),
		url: value(record.url),
		domain: value(record.domain),
		displayed_url: value(record.displayed_url),
		snippet: value(record.snippet),
		sitelink_count: list(record.sitelinks).length,
	};
}

export function simplifyImage(record: IDataObject): IDataObject {
	const image = object(record.image);
	return {
		position: value(record.position),
		title: value(record.title),
		image_url: value(image.url),
		width: value(image.width),
		height: value(image.height),
		thumbnail: value(record.thumbnail),
		source: value(record.source),
		source_url: value(record.source_url),
		snippet: value(record.snippet),
	};
}
