/**
 * The Google node's parameters that recur across its resources: the country and language Google answers for (`gl`,
 * `hl`), the search text, and the paging of each list, with the names, defaults and ranges of the service's OpenAPI.
 * The service lists no countries or languages of its own: any two-letter code is sent and Google decides.
 */
import type { LocatorParam, NumberParam, OptionsParam, Paging, StringParam } from '../shared/descriptor';
import { queryParam } from '../shared/descriptor';
import { DATA_ID, dataIdFromUrl } from './google.urls';

/** The country Google answers for, as `gl`. */
export function countryParam(fallback = 'us'): StringParam {
	return {
		displayName: 'Country',
		name: 'gl',
		in: 'query',
		type: 'string',
		default: fallback,
		placeholder: fallback,
		description: `The country Google answers for, as a two-letter ISO 3166-1 code (us, gb, de, fr, in, jp). Google's own default: ${fallback}.`,
		pattern: { regex: /^[A-Za-z]{2}$/, form: 'a two-letter country code such as us, gb or de' },
	};
}

/** The interface language, as `hl`. */
export function languageParam(fallback = 'en'): StringParam {
	return {
		displayName: 'Language',
		name: 'hl',
		in: 'query',
		type: 'string',
		default: fallback,
		placeholder: fallback,
		description: `The language Google answers in, as a language code (en, de, fr, es, pt-BR, zh-CN). Google's own default: ${fallback}.`,
		pattern: { regex: /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,4})?$/, form: 'a language code such as en, de or pt-BR' },
	};
}

/**
 * What a Google call costs. ScrapeBadger's docs price Google calls from a live pricing endpoint and state a figure only
 * for Shopping's offers by barcode (OFFERS_CREDITS: two Google fetches); for every other call the Credit Budget assumes
 * ASSUMED_CREDITS a request and counts what the service reports in `X-Credits-Used`.
 */
export const ASSUMED_CREDITS = 5;

/** docs/google/shopping-offers.mdx: "each call costs **14 credits**". */
export const OFFERS_CREDITS = 14;

export const COUNTRY = countryParam();
export const LANGUAGE = languageParam();

/** The search text of a search, as `q`. */
export function searchText(what: string, placeholder: string): StringParam {
	return {
		...queryParam({ description: `${what}, e.g. ${placeholder}`, placeholder, maxLength: 2048 }),
		name: 'q',
	};
}

/** A Maps place by data ID or Maps URL: Maps Search's `data_id`, read from the incoming item by default. */
export const PLACE: LocatorParam = {
	displayName: 'Place',
	name: 'data_id',
	in: 'query',
	type: 'locator',
	required: true,
	default: '={{ $json.data_id }}',
	description:
		'The place, as its Maps data ID (the hex pair Maps Search gives each place, e.g. 0x89c259a61c75684f:0x79d31adb123348d2) or a Google Maps place URL holding it. By default, the data_id of the incoming item: run it on the items of Maps > Search or Maps > Get Place.',
	id: {
		regex: DATA_ID,
		form: 'a Maps data ID such as 0x89c259a61c75684f:0x79d31adb123348d2',
		placeholder: '0x89c259a61c75684f:0x79d31adb123348d2',
		normalize: (text) => (DATA_ID.test(text) ? text.toLowerCase() : text),
	},
	url: {
		form: 'a Google Maps place URL holding the data ID (…/data=!…!1s0x…:0x…), as the address bar shows it on a place',
		placeholder: 'https://www.google.com/maps/place/Joe%27s+Pizza/data=!4m2!3m1!1s0x89c259a61c75684f:0x79d31adb123348d2',
		extract: dataIdFromUrl,
	},
};

/** The Maps lists that page by the token of `pagination.next`, sent back as `next_page_token`. */
export const TOKEN_PAGING = (pageSize?: { param: string; min: number; max: number }): Paging => ({
	kind: 'cursor',
	param: 'next_page_token',
	nextPath: 'pagination.next',
	...(pageSize ? { pageSize } : {}),
});

/** A numbered Google page counted from 0 (`page`): Images and Videos. */
export const ZERO_BASED_PAGES: Paging = { kind: 'page', param: 'page', startsAt: 0 };

/** The most articles one news request returns (`max_results`, 1 to 100): news lists take no page or offset. */
export const MAX_ARTICLES: NumberParam = {
	displayName: 'Max Results',
	name: 'max_results',
	in: 'query',
	type: 'integer',
	min: 1,
	max: 100,
	default: 10,
	description: 'How many articles to get, from 1 to 100 (Google News lists take no page: one request returns them all)',
};

/** Google's SafeSearch, as `safe`. */
export const SAFE_SEARCH: OptionsParam = {
	displayName: 'SafeSearch',
	name: 'safe',
	in: 'query',
	type: 'options',
	default: 'off',
	description: 'Whether Google filters explicit results out',
	options: [
		{ value: 'off', name: 'Off' },
		{ value: 'active', name: 'Active' },
	],
};

/** Google's time and tool filter, as `tbs`. */
export const TIME_FILTER: StringParam = {
	displayName: 'Time and Tools Filter (TBS)',
	name: 'tbs',
	in: 'query',
	type: 'string',
	default: '',
	placeholder: 'qdr:w',
	description: 'Google\'s tbs filter: qdr:h (past hour), qdr:d (day), qdr:w (week), qdr:m (month), qdr:y (year), or any tbs value from a Google results URL',
	pattern: { regex: /^[A-Za-z0-9:_,.\-/]{1,200}$/, form: 'a tbs value such as qdr:d or qdr:w' },
};

/** The Google domain to search on, as `domain` (google.com, google.co.uk, google.de: any of Google's 185 domains). */
export const DOMAIN: StringParam = {
	displayName: 'Google Domain',
	name: 'domain',
	in: 'query',
	type: 'string',
	default: 'google.com',
	placeholder: 'google.co.uk',
	description: 'The Google domain to search on, e.g. google.co.uk or google.de (any of Google\'s 185 country domains)',
	pattern: { regex: /^google\.[a-z]{2,3}(?:\.[a-z]{2})?$/, form: 'a Google domain such as google.com or google.co.uk' },
};

/** A date as the service takes it, YYYY-MM-DD. */
export function dateParam(name: string, displayName: string, description: string, required = false, example = '2026-07-01'): StringParam {
	return {
		displayName,
		name,
		in: 'query',
		type: 'string',
		...(required ? { required: true } : {}),
		default: '',
		placeholder: example,
		description: `${description}, as YYYY-MM-DD (e.g. ${example})`,
		pattern: { regex: /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/, form: 'a date as YYYY-MM-DD such as 2026-07-01' },
	};
}

