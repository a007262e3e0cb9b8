/**
 * The App Store node's parameters that recur across its resources: the storefront every call takes (which a pasted
 * URL's country sets too), an app by numeric ID, bundle ID or URL, a developer by ID or URL, and how many apps a
 * developer or chart list reads.
 */
import type { LocatorParam, NumberParam, PickParam } from '../shared/descriptor';
import { APP_OR_BUNDLE_ID, appIdFromUrl, bareId, developerIdFromUrl, NUMERIC_ID, STOREFRONT, storefrontFromUrl } from './appstore.urls';

/** The fields of a Market > List record: the code the Country fields take, and the name shown. */
const MARKET_CODE_FIELD = 'code';
const MARKET_NAME_FIELD = 'name';

/** The storefront (`country`, default us): prices, availability, reviews and charts. Picked from Market > List (free) or typed. */
export const COUNTRY: PickParam = {
	displayName: 'Country',
	name: 'country',
	in: 'query',
	type: 'pick',
	default: 'us',
	description:
		'The App Store storefront, as a two-letter country code in lower case: us (the default), gb, de, jp..., picked from Market > List (free) or typed in "By Code". Sets prices and currency, availability, the reviews (each storefront has its own) and the charts. An app or developer URL naming a storefront (apps.apple.com/gb/...) sets it when this is left at us.',
	placeholder: 'gb',
	pattern: { regex: STOREFRONT, form: 'a two-letter storefront code in lower case such as us or gb' },
	typedMode: 'By Code',
	list: { method: 'appStoreMarkets', from: { resource: 'market', operation: 'list' }, value: MARKET_CODE_FIELD, name: MARKET_NAME_FIELD },
};

const URL_STOREFRONT = { param: 'country', read: storefrontFromUrl };

const APP_URL = {
	form: 'an App Store app URL such as https://apps.apple.com/us/app/whatsapp-messenger/id310633997',
	placeholder: 'https://apps.apple.com/us/app/whatsapp-messenger/id310633997',
	extract: appIdFromUrl,
	implies: URL_STOREFRONT,
};

/** App > Get: the service takes a numeric track ID or a bundle ID. */
export const APP: LocatorParam = {
	displayName: 'App',
	name: 'app_id',
	in: 'path',
	type: 'locator',
	required: true,
	default: '={{ $json.app_id }}',
	description:
		"The app, as its numeric App Store ID (310633997, or id310633997 as its URL writes it), its bundle ID (net.whatsapp.WhatsApp) or its apps.apple.com URL, whose storefront is then used. By default, the incoming item's app_id: run it on the items of App > Search, Developer > Get or Chart > Get.",
	id: {
		regex: APP_OR_BUNDLE_ID,
		form: 'a numeric App Store ID such as 310633997 or a bundle ID such as net.whatsapp.WhatsApp',
		placeholder: '310633997',
		normalize: bareId,
	},
	url: APP_URL,
};

/** App > Get Reviews: Apple's review feed takes the numeric ID only (a bundle ID is refused before any request). */
export const REVIEWED_APP: LocatorParam = {
	...APP,
	description:
		"The app, as its numeric App Store ID (310633997, or id310633997) or its apps.apple.com URL, whose storefront is then used. Apple's review feed has no bundle ID form: App > Get gives the numeric app_id of a bundle ID. By default, the incoming item's app_id.",
	id: { regex: NUMERIC_ID, form: 'a numeric App Store ID such as 310633997 (App > Get gives it for a bundle ID)', placeholder: '310633997', normalize: bareId },
};

export const DEVELOPER: LocatorParam = {
	displayName: 'Developer',
	name: 'artist_id',
	in: 'path',
	type: 'locator',
	required: true,
	default: '={{ $json.developer_id }}',
	description:
		"The developer, as its numeric App Store ID (an app's developer_id, such as 284882218) or its apps.apple.com developer URL, whose storefront is then used. By default, the incoming item's developer_id.",
	id: { regex: NUMERIC_ID, form: 'a numeric developer ID such as 284882218', placeholder: '284882218', normalize: bareId },
	url: {
		form: 'an App Store developer URL such as https://apps.apple.com/us/developer/meta-platforms-inc/id284882218',
		placeholder: 'https://apps.apple.com/us/developer/meta-platforms-inc/id284882218',
		extract: developerIdFromUrl,
		implies: URL_STOREFRONT,
	},
};

/** How many apps a developer's catalogue or a chart reads (`limit`): one request at the same price whatever the number. */
export const MAX_APPS: NumberParam = {
	displayName: 'Max Apps',
	name: 'limit',
	in: 'query',
	type: 'integer',
	default: 50,
	min: 1,
	max: 200,
	description: 'The most apps to read, 1 to 200 (the service reads 50 unless told). One request at the same price whatever the number.',
};
