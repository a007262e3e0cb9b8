/**
 * The Google Play node's parameters that recur across its resources: the storefront country and content language every
 * call takes, an app given by package name or store URL, a developer by ID, name or URL, a category, and the count of
 * apps a developer or category list reads.
 */
import type { LocatorParam, NumberParam, PickParam } from '../shared/descriptor';
import { CATEGORY_ID, DEVELOPER, developerFromUrl, PACKAGE_NAME, packageFromUrl } from './googleplay.urls';

/**
 * The storefront (`country`, Play's gl): pricing, availability and ranking. The docs' market list names 47 countries
 * and prints five; those are the list here, any other ISO code is typed (Market > List gives every one, free).
 */
export const COUNTRY: PickParam = {
	displayName: 'Country',
	name: 'country',
	in: 'query',
	type: 'pick',
	default: 'US',
	description:
		'The Play storefront, as a two-letter ISO country code in capitals: US (the default), GB, DE, BR, JP, or another one typed in "By Code" (Market > List gives the 47 the service reads, free). Sets prices, currency, availability and ranking.',
	placeholder: 'GB',
	pattern: { regex: /^[A-Z]{2}$/, form: 'a two-letter country code in capitals such as US or GB' },
	typedMode: 'By Code',
	list: {
		method: 'googlePlayCountries',
		options: [
			{ value: 'US', name: 'United States' },
			{ value: 'GB', name: 'United Kingdom' },
			{ value: 'DE', name: 'Germany' },
			{ value: 'BR', name: 'Brazil' },
			{ value: 'JP', name: 'Japan' },
		],
	},
};

/** The content language (`lang`, Play's hl): descriptions, what's new, and which reviews (each language has its own). */
export const LANGUAGE: PickParam = {
	displayName: 'Language',
	name: 'lang',
	in: 'query',
	type: 'pick',
	default: 'en',
	description:
		'The content language, as Play writes it: en (the default), de, fr, pt-BR, or another one typed in "By Code" (Market > List gives the 31 the service reads, free). Sets the language of descriptions and labels; reviews differ per language, they are not translations.',
	placeholder: 'pt-BR',
	pattern: { regex: /^[a-z]{2,3}(-[A-Z]{2})?$/, form: 'a language code such as en, de or pt-BR' },
	typedMode: 'By Code',
	list: {
		method: 'googlePlayLanguages',
		options: [
			{ value: 'en', name: 'English' },
			{ value: 'de', name: 'German' },
			{ value: 'fr', name: 'French' },
			{ value: 'pt-BR', name: 'Portuguese (Brazil)' },
		],
	},
};

export const APP: LocatorParam = {
	displayName: 'App',
	name: 'app_id',
	in: 'path',
	type: 'locator',
	required: true,
	default: '={{ $json.app_id }}',
	description:
		"The app, as its Android package name (com.whatsapp) or its page's URL on play.google.com. By default, the incoming item's app_id: run it on the items of App > Search, Get Similar, Developer > Get or Category > Browse.",
	id: { regex: PACKAGE_NAME, form: 'an Android package name such as com.whatsapp', placeholder: 'com.whatsapp' },
	url: {
		form: 'a Google Play app URL such as https://play.google.com/store/apps/details?id=com.whatsapp',
		placeholder: 'https://play.google.com/store/apps/details?id=com.whatsapp',
		extract: packageFromUrl,
	},
};

export const DEVELOPER_PARAM: LocatorParam = {
	displayName: 'Developer',
	name: 'developer',
	in: 'path',
	type: 'locator',
	required: true,
	default: '',
	description:
		"The developer, as its numeric Play ID (5700313618786177705, an app's developer.developer_id), its name as Play shows it (WhatsApp LLC), or the URL of its developer page on play.google.com",
	id: { regex: DEVELOPER, form: 'a numeric developer ID such as 5700313618786177705 or a developer name such as WhatsApp LLC', placeholder: '5700313618786177705' },
	url: {
		form: 'a Google Play developer URL such as https://play.google.com/store/apps/dev?id=5700313618786177705',
		placeholder: 'https://play.google.com/store/apps/dev?id=5700313618786177705',
		extract: developerFromUrl,
	},
};

/** The fields of a Category > List record: the ID the category fields take, and the name shown. */
const CATEGORY_ID_FIELD = 'category_id';
const CATEGORY_NAME_FIELD = 'name';

/** A category: picked from Category > List (free), or its ID typed. */
export function categoryParam(name: string, required: boolean, description: string): PickParam {
	return {
		displayName: 'Category',
		name,
		in: required ? 'path' : 'query',
		type: 'pick',
		required: required || undefined,
		default: '',
		description,
		placeholder: 'GAME_PUZZLE',
		pattern: { regex: CATEGORY_ID, form: 'a Play category ID in capitals such as GAME_PUZZLE or SOCIAL' },
		typedMode: 'By ID',
		list: { method: 'googlePlayCategories', from: { resource: 'category', operation: 'list' }, value: CATEGORY_ID_FIELD, name: CATEGORY_NAME_FIELD },
	};
}

/** How many apps a developer or category list reads (`num`): one request either way, the price does not change. */
export const NUM: NumberParam = {
	displayName: 'Max Apps',
	name: 'num',
	in: 'query',
	type: 'integer',
	default: 100,
	min: 1,
	max: 500,
	description: 'The most apps to read, 1 to 500 (the service reads 100 unless told). One request at the same price whatever the number.',
};
