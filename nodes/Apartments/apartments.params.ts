/**
 * The Apartments.com node's parameters: the property (its URL, or its listing key with the slug) and the search's
 * location, filters and paging.
 */
import type { LocatorParam, NumberParam, Paging, StringParam } from '../shared/descriptor';
import { PROPERTY_ID, PROPERTY_SLUG, propertyIdFromUrl, propertyPageUrl } from './apartments.urls';

/**
 * A search pages by number, 40 cards a page at most and no page-size parameter, to `total_pages`; apartments.com serves
 * pages 1 to 28 (the endpoint page's range).
 */
export const SEARCH_PAGING: Paging = {
	kind: 'page',
	param: 'page',
	totalPagesPath: 'total_pages',
	pageRecords: 40,
	lastPage: 28,
	lastPageHint: 'apartments.com serves 28 pages of a search at most (1,120 properties): narrow it by Bedrooms or rent to read the rest',
};

const EXAMPLE_URL = 'https://www.apartments.com/urbane-kansas-city-mo/wcd6e5k/';

/**
 * A property: its URL goes whole to `/v1/apartments/property`; its listing key, with the Slug, to
 * `/v1/apartments/properties/{slug}/{property_id}`, the same detail addressed by parts.
 */
export const PROPERTY: LocatorParam = {
	displayName: 'Property',
	name: 'property_id',
	in: 'path',
	type: 'locator',
	required: true,
	default: '={{ $json.url }}',
	description: `The property, as its apartments.com URL (e.g. ${EXAMPLE_URL}) or its listing key (wcd6e5k) with the Slug. By default, the incoming item's URL: run it on the items of Property > Search.`,
	id: { regex: PROPERTY_ID, form: 'a listing key such as wcd6e5k (with its Slug)', placeholder: 'wcd6e5k' },
	url: {
		form: `an apartments.com property URL such as ${EXAMPLE_URL}`,
		placeholder: EXAMPLE_URL,
		extract: propertyIdFromUrl,
		sendTo: { path: '/v1/apartments/property', param: 'url', accept: propertyPageUrl },
	},
};

/**
 * The property's slug, the path's first segment when the Property is a listing key. A field of its own but not marked
 * required: a URL needs none, and n8n would refuse the blank field before the node could read the URL.
 */
export const PROPERTY_SLUG_PARAM: StringParam = {
	displayName: 'Slug',
	name: 'slug',
	in: 'path',
	type: 'string',
	topLevel: true,
	default: '',
	placeholder: 'urbane-kansas-city-mo',
	description: "The property's slug as in its URL (urbane-kansas-city-mo in apartments.com/urbane-kansas-city-mo/wcd6e5k/), with a listing key. Blank when the Property is a URL.",
	pattern: { regex: PROPERTY_SLUG, form: 'a slug of lower-case letters, digits and hyphens such as urbane-kansas-city-mo' },
};

/** A listing key needs its slug; a URL holds both. */
export const needsSlug = (values: Record<string, string | number | boolean>): string | undefined =>
	typeof values.url === 'string' || (typeof values.slug === 'string' && values.slug !== '')
		? undefined
		: "Slug is required with a listing key: give the property's slug as in its URL (urbane-kansas-city-mo), or give the Property as its apartments.com URL";

/** A monthly rent bound in USD, within the endpoint page's 100 to 20,000. */
export const rent = (name: string, displayName: string, description: string, example: number): NumberParam => ({
	displayName,
	name,
	in: 'query',
	type: 'integer',
	min: 100,
	max: 20000,
	default: example,
	filter: true,
	description: `${description}, in US dollars a month: a whole number from 100 to 20000 such as ${example}. Not set: no limit.`,
});
