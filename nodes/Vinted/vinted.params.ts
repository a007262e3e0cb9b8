/**
 * The Vinted node's parameters that recur across its resources: the market every call but Market > List takes, the
 * listing and the member given by ID or URL (the URL's domain naming the market), and the item lists' paging.
 */
import type { LocatorParam, OptionsParam, Paging } from '../shared/descriptor';
import { itemIdFromUrl, marketFromUrl, NUMERIC_ID, userIdFromUrl, VINTED_MARKETS } from './vinted.urls';

/** Said on every field that takes a Vinted URL: its domain names the market. */
export const URL_MARKET_RULE =
	"A URL's domain names its market (vinted.de: de): it is used when Market is left at its default (fr); a Market set to another one than the URL's is refused before any request.";

/** The market (country domain) of every call but Market > List; fr when left unset, as the service's default. */
export const MARKET: OptionsParam = {
	displayName: 'Market',
	name: 'market',
	in: 'query',
	type: 'options',
	default: 'fr',
	description:
		"The Vinted country site to read, by its market code (fr for vinted.fr, the default; gb for vinted.co.uk, which Vinted also calls uk; us for vinted.com). It sets the catalog, the language of labels and the currency of prices; IDs of catalogs, brands and listings belong to one market.",
	options: VINTED_MARKETS.map((market) => ({ value: market.code, name: `${market.country} (${market.domain})` })),
};

/**
 * Item lists page by number, up to 96 items a page. A search's totals stop at 960 items (Vinted caps deep result
 * sets): `total_pages` is the capped count, so paging ends there.
 */
export const SEARCH_PAGING: Paging = {
	kind: 'page',
	param: 'page',
	totalPagesPath: 'pagination.total_pages',
	pageSize: { param: 'per_page', min: 1, max: 96 },
};

/** A member's items: `total_entries` is the count of the member's listings. */
export const USER_ITEMS_PAGING: Paging = {
	kind: 'page',
	param: 'page',
	totalRecordsPath: 'total_entries',
	pageSize: { param: 'per_page', min: 1, max: 96 },
};

const EXAMPLE_ITEM = '9492962028';
const EXAMPLE_USER = '20298345';

/** A listing, by its numeric ID or its URL on any Vinted domain: Item > Get. */
export const ITEM: LocatorParam = {
	displayName: 'Item',
	name: 'item_id',
	in: 'path',
	type: 'locator',
	default: '={{ $json.id }}',
	required: true,
	description: `The listing, as its URL (e.g. https://www.vinted.fr/items/${EXAMPLE_ITEM}-tee-shirt) or its numeric ID. By default, the incoming item's ID field: run it on the items of Item > Search or User > Get Items. ${URL_MARKET_RULE}`,
	id: { regex: NUMERIC_ID, form: `a numeric item ID such as ${EXAMPLE_ITEM}`, placeholder: EXAMPLE_ITEM },
	url: {
		form: `a Vinted listing URL such as https://www.vinted.fr/items/${EXAMPLE_ITEM}-tee-shirt`,
		placeholder: `https://www.vinted.fr/items/${EXAMPLE_ITEM}-tee-shirt`,
		extract: itemIdFromUrl,
		implies: { param: MARKET.name, read: marketFromUrl },
	},
};

/** A member, by numeric ID or profile URL: User > Get and Get Items. */
export const USER: LocatorParam = {
	displayName: 'User',
	name: 'user_id',
	in: 'path',
	type: 'locator',
	default: '',
	required: true,
	description: `The member, as their profile URL (e.g. https://www.vinted.fr/member/${EXAMPLE_USER}-majyp) or numeric user ID. A listing's seller works directly: after Item > Search, map the item's seller ID (user_id with Simplify) into By ID. ${URL_MARKET_RULE}`,
	id: { regex: NUMERIC_ID, form: `a numeric user ID such as ${EXAMPLE_USER}`, placeholder: EXAMPLE_USER },
	url: {
		form: `a Vinted profile URL such as https://www.vinted.fr/member/${EXAMPLE_USER}-majyp`,
		placeholder: `https://www.vinted.fr/member/${EXAMPLE_USER}-majyp`,
		extract: userIdFromUrl,
		implies: { param: MARKET.name, read: marketFromUrl },
	},
};
