import type { LocatorParam, NumberParam, OptionsParam, PickParam, StringParam } from '../shared/descriptor';
import { marketplacePick } from '../shared/marketplace';
import { ASIN, asinFromUrl, bareSellerId, marketplaceFromUrl, SELLER_ID, sellerIdFromUrl } from './amazon.urls';

/** The marketplaces the service documents (its market list and its `domain` parameter descriptions). */
export const AMAZON_MARKETPLACES = [
	{ value: 'com', name: 'United States (amazon.com)' },
	{ value: 'co.uk', name: 'United Kingdom (amazon.co.uk)' },
	{ value: 'de', name: 'Germany (amazon.de)' },
	{ value: 'fr', name: 'France (amazon.fr)' },
	{ value: 'co.jp', name: 'Japan (amazon.co.jp)' },
];

/** The marketplace of every Amazon operation that takes one (all but Market > List): one definition, one field name. */
export const MARKETPLACE = marketplacePick(
	'amazonMarketplaces',
	AMAZON_MARKETPLACES,
	'The Amazon marketplace to read from, as its domain ending: com (United States, the default), co.uk, de, fr, co.jp, or another one typed in "By Domain" (Market > List gives them all, free)',
);

/** Said on every field that takes an Amazon URL naming a marketplace (products, sellers, categories). */
export const URL_MARKETPLACE_RULE =
	"A URL's marketplace (amazon.de: de) is used when Marketplace is left at its default (com); a Marketplace set to another one than the URL's is refused before any request.";

/** Amazon shows at most 20 pages of one search or category (the `page` maximum of both). */
export const LIST_PAGE_CAP = 20;

export const startPage = (description: string, max?: number): NumberParam => ({
	displayName: 'Start Page',
	name: 'page',
	in: 'query',
	type: 'integer',
	min: 1,
	max,
	default: 1,
	description,
});

const CATEGORY_FORM = { regex: /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/, form: 'a category alias, slug or node ID such as electronics or 172282' };

export const categoryParam = (list: PickParam['list'], description: string): PickParam => ({
	displayName: 'Category',
	name: 'category',
	in: 'query',
	type: 'pick',
	default: '',
	description,
	placeholder: 'electronics',
	pattern: CATEGORY_FORM,
	typedMode: 'By Alias or ID',
	list,
});

const SHORT_LINKS =
	'the full address from the browser: short amzn.eu, amzn.to or a.co links hide the product until opened, so open one and copy the address';

/** A product by ASIN or URL; a URL's host also sets the marketplace (see URL_MARKETPLACE_RULE). */
export function productLocator(description: string): LocatorParam {
	return {
		displayName: 'Product',
		name: 'asin',
		in: 'path',
		type: 'locator',
		default: '',
		required: true,
		description,
		id: { regex: ASIN, form: 'an ASIN of 10 capital letters and digits such as B08N5WRWNW', placeholder: 'B08N5WRWNW' },
		url: {
			form: `an Amazon product URL such as https://www.amazon.com/dp/B08N5WRWNW (${SHORT_LINKS})`,
			placeholder: 'https://www.amazon.com/dp/B08N5WRWNW',
			extract: asinFromUrl,
			implies: { param: MARKETPLACE.name, read: marketplaceFromUrl },
		},
	};
}

/** A seller by ID or seller-page URL: Get, Get Products and Get Feedback. */
export const SELLER: LocatorParam = {
	displayName: 'Seller',
	name: 'seller_id',
	in: 'path',
	type: 'locator',
	default: '',
	required: true,
	description: `The seller, as its seller ID (e.g. A2X9KQ7RMN4TZ1, the seller= value of a seller page) or a seller URL: a profile (/sp?seller=...), a storefront (/s?me=...) or a shop page (/shops/...). An offer's seller works directly: after Product > Get Offers, map the ID under the offer's seller into By ID. ${URL_MARKETPLACE_RULE}`,
	id: {
		regex: SELLER_ID,
		form: 'a seller ID of A and 9 to 19 capital letters and digits such as A2X9KQ7RMN4TZ1',
		placeholder: 'A2X9KQ7RMN4TZ1',
		normalize: bareSellerId,
	},
	url: {
		form: 'an Amazon seller URL such as https://www.amazon.com/sp?seller=A2X9KQ7RMN4TZ1',
		placeholder: 'https://www.amazon.com/sp?seller=A2X9KQ7RMN4TZ1',
		extract: sellerIdFromUrl,
		implies: { param: MARKETPLACE.name, read: marketplaceFromUrl },
	},
};

/** The sort of product lists (search, browse category): the service's own five orders. */
export const PRODUCT_SORT: OptionsParam = {
	displayName: 'Sort By',
	name: 'sort_by',
	in: 'query',
	type: 'options',
	default: 'relevance',
	description: 'Order of the products: best match (relevance, the default), price low to high or high to low, highest average review first, or newest first',
	options: [
		{ value: 'avg_review', name: 'Average Customer Review' },
		{ value: 'newest', name: 'Newest Arrivals' },
		{ value: 'price_high_to_low', name: 'Price: High to Low' },
		{ value: 'price_low_to_high', name: 'Price: Low to High' },
		{ value: 'relevance', name: 'Relevance' },
	],
};

export const ZIP: StringParam = {
	displayName: 'Delivery ZIP or Postal Code',
	name: 'zip',
	in: 'query',
	type: 'string',
	default: '',
	description:
		"A delivery postal code in the marketplace's country, for the prices, Buy Box and delivery dates shown there, e.g. 10001 (com), SW1A 1AA (co.uk) or 10115 (de). Not set: Amazon's default location.",
	placeholder: '10001',
	pattern: { regex: /^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/, form: 'a postal code such as 10001 or SW1A 1AA' },
};

export const LANGUAGE: StringParam = {
	displayName: 'Language',
	name: 'language',
	in: 'query',
	type: 'string',
	default: '',
	description: "Locale of the page text, as language_COUNTRY, e.g. en_US or de_DE. Not set: the marketplace's own language.",
	placeholder: 'en_US',
	pattern: { regex: /^[a-z]{2}[_-][A-Z]{2}$/, form: 'a locale such as en_US or de_DE' },
};
