/**
 * The Immobiliare node's parameters that recur across its resources: the market (one of the group's four portals), the
 * contract, the geography IDs of /autocomplete, the listing and the agency given by ID or URL, and the lists' paging.
 */
import type { LocatorParam, OptionsParam, Paging, StringParam } from '../shared/descriptor';
import { agencyIdFromUrl, GEO_ID, IMMOBILIARE_MARKETS, listingIdFromUrl, marketFromUrl, NUMERIC_ID } from './immobiliare.urls';

/** Said on every field that takes a portal URL: its host names the market. */
const URL_MARKET_RULE =
	"A URL's portal names its market (indomio.es: es): it is used when Market is left at its default (it); a Market set to another one than the URL's is refused before any request.";

/** The market of every call but Market > List and Get Filters; it when left unset, as the service's default. */
export const MARKET: OptionsParam = {
	displayName: 'Market',
	name: 'market',
	in: 'query',
	type: 'options',
	default: 'it',
	description:
		"The Immobiliare Group portal to read, by its market code (it for immobiliare.it, the default; es for indomio.es, gr for indomio.gr, lu for immotop.lu). Every portal prices in EUR; listing, agency and geography IDs belong to one market.",
	options: IMMOBILIARE_MARKETS.map((market) => ({ value: market.code, name: `${market.country} (${market.domain.replace(/^www\./, '')})` })),
};

/** Sale or rent: a search, an agency's listings and a price series each take one. */
export const CONTRACT: OptionsParam = {
	displayName: 'Contract',
	name: 'contract',
	in: 'query',
	type: 'options',
	default: 'sale',
	description: 'For sale (the default) or for rent',
	options: [
		{ value: 'sale', name: 'Sale' },
		{ value: 'rent', name: 'Rent' },
	],
};

/** A geography ID from Location > Autocomplete (its region_id, province_id or city_id). */
export const geoId = (name: string, displayName: string, description: string, placeholder: string, extra: Partial<StringParam> = {}): StringParam => ({
	displayName,
	name,
	in: 'query',
	type: 'string',
	default: '',
	placeholder,
	description: `${description}, as Location > Autocomplete gives it (e.g. ${placeholder})`,
	pattern: { regex: GEO_ID, form: `an ID of Location > Autocomplete such as ${placeholder} (letters and digits)` },
	maxLength: 20,
	...extra,
});

/**
 * A search pages by number; its answer says the last page (`max_pages`), so paging ends there. The service takes no
 * page size (the pages' example holds 25 listings a page).
 */
export const SEARCH_PAGING: Paging = { kind: 'page', param: 'page', totalPagesPath: 'max_pages' };

/**
 * An agency's listings page by number too, but the answer gives no total (`count` is this page's): a page shorter than
 * the fullest before it, or an empty one, ends the list.
 */
export const AGENCY_LISTINGS_PAGING: Paging = { kind: 'page', param: 'page' };

const EXAMPLE_LISTING = '121584766';
const EXAMPLE_AGENCY = '41235';

/** A listing, by its numeric ID or its URL on any of the four portals: Listing > Get. */
export const LISTING: LocatorParam = {
	displayName: 'Listing',
	name: 'listing_id',
	in: 'path',
	type: 'locator',
	default: '={{ $json.id }}',
	required: true,
	description: `The listing, as its URL (e.g. https://www.immobiliare.it/annunci/${EXAMPLE_LISTING}/) or its numeric ID. By default, the incoming item's ID: run it on the items of Listing > Search or Agency > Get Listings. ${URL_MARKET_RULE}`,
	id: { regex: NUMERIC_ID, form: `a numeric listing ID such as ${EXAMPLE_LISTING}`, placeholder: EXAMPLE_LISTING },
	url: {
		form: `an Immobiliare listing URL such as https://www.immobiliare.it/annunci/${EXAMPLE_LISTING}/`,
		placeholder: `https://www.immobiliare.it/annunci/${EXAMPLE_LISTING}/`,
		extract: listingIdFromUrl,
		implies: { param: MARKET.name, read: marketFromUrl },
	},
};

/** An agency, by its numeric ID or its profile URL: Agency > Get and Get Listings. */
export const AGENCY: LocatorParam = {
	displayName: 'Agency',
	name: 'agency_id',
	in: 'path',
	type: 'locator',
	default: '',
	required: true,
	description: `The agency, as its profile URL (e.g. https://www.immobiliare.it/agenzie-immobiliari/${EXAMPLE_AGENCY}/tecnocasa-milano/) or its numeric ID. A listing's agency works directly: map the item's agency ID (agency_id with Simplify) into By ID. ${URL_MARKET_RULE}`,
	id: { regex: NUMERIC_ID, form: `a numeric agency ID such as ${EXAMPLE_AGENCY}`, placeholder: EXAMPLE_AGENCY },
	url: {
		form: `an Immobiliare agency URL such as https://www.immobiliare.it/agenzie-immobiliari/${EXAMPLE_AGENCY}/tecnocasa-milano/`,
		placeholder: `https://www.immobiliare.it/agenzie-immobiliari/${EXAMPLE_AGENCY}/tecnocasa-milano/`,
		extract: agencyIdFromUrl,
		implies: { param: MARKET.name, read: marketFromUrl },
	},
};
