/**
 * The Depop node's parameters that recur across its resources: the market every call but Market > List takes, the
 * product and the shop given by slug, username or URL, and the lists' paging.
 */
import type { LocatorParam, OptionsParam, Paging } from '../shared/descriptor';
import { bareUsername, DEPOP_MARKETS, PRODUCT_SLUG, productSlugFromUrl, USERNAME, usernameFromUrl } from './depop.urls';

/** The market of every call but Market > List; us when left unset, as the service's default. */
export const MARKET: OptionsParam = {
	displayName: 'Market',
	name: 'market',
	in: 'query',
	type: 'options',
	default: 'us',
	description:
		"The country Depop renders in, by its market code (us, the default; gb for the United Kingdom, which Depop also calls uk): it sets the currency of prices. Depop has one site for every market, so a URL does not say it.",
	options: DEPOP_MARKETS.map((market) => ({ value: market.code, name: `${market.country} (${market.currency})` })),
};

/**
 * Lists page by number, 24 items a page at most (the endpoint pages' range), until `meta.has_more` is false. A page
 * served again past the end ends the list too (the engine's rule), without its records twice.
 */
export const LIST_PAGING: Paging = {
	kind: 'page',
	param: 'page',
	morePath: 'meta.has_more',
	pageSize: { param: 'per_page', min: 1, max: 24 },
};

const EXAMPLE_SLUG = 'seller123-nike-air-max-90-uk-9';

/** A product, by its slug, numeric ID or URL: Product > Get. */
export const PRODUCT: LocatorParam = {
	displayName: 'Product',
	name: 'product_id',
	in: 'path',
	type: 'locator',
	default: '={{ $json.slug }}',
	required: true,
	description: `The product, as its URL (e.g. https://www.depop.com/products/${EXAMPLE_SLUG}/), its slug or its numeric ID. By default, the incoming item's slug: run it on the items of Product > Search or User > Get Products.`,
	id: { regex: PRODUCT_SLUG, form: `a product slug such as ${EXAMPLE_SLUG}, or a numeric product ID`, placeholder: EXAMPLE_SLUG },
	url: {
		form: `a Depop product URL such as https://www.depop.com/products/${EXAMPLE_SLUG}/`,
		placeholder: `https://www.depop.com/products/${EXAMPLE_SLUG}/`,
		extract: productSlugFromUrl,
	},
};

/** A shop, by username (with or without @) or shop URL: User > Get and Get Products. */
export const USER: LocatorParam = {
	displayName: 'User',
	name: 'username',
	in: 'path',
	type: 'locator',
	default: '',
	required: true,
	description:
		"The seller, as their username (seller123 or @seller123) or shop URL (https://www.depop.com/seller123/). A listing's seller works directly: map the item's seller_username into By ID.",
	id: { regex: USERNAME, form: 'a username such as seller123', placeholder: 'seller123', normalize: bareUsername },
	url: { form: 'a Depop shop URL such as https://www.depop.com/seller123/', placeholder: 'https://www.depop.com/seller123/', extract: usernameFromUrl },
};
