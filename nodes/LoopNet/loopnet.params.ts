/**
 * The LoopNet node's parameters that recur across its resources: the market (one of five national portals), the
 * listing and the broker given by ID or URL, and the search's paging.
 */
import type { LocatorParam, OptionsParam, Paging, StringParam } from '../shared/descriptor';
import { BROKER_ID, BROKER_SLUG, brokerIdFromUrl, brokerSlugFromUrl, LISTING_ID, listingIdFromUrl, LOOPNET_MARKETS, marketFromUrl } from './loopnet.urls';

/** The market of every call but the two free lists; us when left unset, as the service's default. */
export const MARKET: OptionsParam = {
	displayName: 'Market',
	name: 'market',
	in: 'query',
	type: 'options',
	default: 'us',
	description:
		'The LoopNet portal to read, by its market code: us (loopnet.com, the default), ca, uk, fr or es. It sets the currency of prices. A listing URL names its portal, so its market is taken from it.',
	options: LOOPNET_MARKETS.map((market) => ({ value: market.code, name: `${market.country} (${market.host}, ${market.currency})` })),
};

/**
 * A search pages by number, about 25 listings a page with no page-size parameter, to `pagination.total_pages`; LoopNet
 * serves pages 1 to 20 at most (roughly 500 listings a query, the overview's cap).
 */
export const SEARCH_PAGING: Paging = {
	kind: 'page',
	param: 'page',
	totalPagesPath: 'pagination.total_pages',
	lastPage: 20,
	lastPageHint: 'LoopNet serves 20 pages of a search at most (about 500 listings): narrow it by Property Type, price or size to read the rest',
};

const EXAMPLE_LISTING_URL = 'https://www.loopnet.com/Listing/1000-Main-St-Houston-TX/12345678/';

/** A listing, by its ID or URL: Listing > Get. */
export const LISTING: LocatorParam = {
	displayName: 'Listing',
	name: 'listing_id',
	in: 'path',
	type: 'locator',
	default: '={{ $json.listing_id }}',
	required: true,
	description: `The listing, as its URL (e.g. ${EXAMPLE_LISTING_URL}, whose portal sets the market) or its numeric ID. By default, the incoming item's listing_id: run it on the items of Listing > Search.`,
	id: { regex: LISTING_ID, form: 'a numeric listing ID such as 12345678', placeholder: '12345678' },
	url: {
		form: `a LoopNet listing URL such as ${EXAMPLE_LISTING_URL}`,
		placeholder: EXAMPLE_LISTING_URL,
		extract: listingIdFromUrl,
		implies: { param: 'market', read: marketFromUrl },
	},
};

const EXAMPLE_BROKER_URL = 'https://www.loopnet.com/commercial-real-estate-brokers/profile/john-smith/w7x2k9d/';

/** A broker, by the ID with its name slug, or by profile URL (which holds both): Broker > Get. */
export const BROKER: LocatorParam = {
	displayName: 'Broker',
	name: 'broker_id',
	in: 'path',
	type: 'locator',
	default: '',
	required: true,
	description: `The broker, as their profile URL (e.g. ${EXAMPLE_BROKER_URL}, which names the Name Slug too) or their broker ID with the Name Slug. A listing's broker works directly: map the item's brokers[0].broker_id here. A profile on another portal than loopnet.com needs its Market set.`,
	id: { regex: BROKER_ID, form: 'a broker ID such as w7x2k9d (with its Name Slug)', placeholder: 'w7x2k9d' },
	url: {
		form: `a LoopNet broker profile URL such as ${EXAMPLE_BROKER_URL}`,
		placeholder: EXAMPLE_BROKER_URL,
		extract: brokerIdFromUrl,
		implies: { param: 'slug', read: brokerSlugFromUrl },
	},
};

/**
 * The broker's name slug, the path's first segment. A field of its own but not marked required, since a profile URL
 * names it and n8n would refuse the blank field before the node could read the URL: left blank, it is taken from the
 * URL (input.ts), and `needsSlug` refuses the item before any request otherwise.
 */
export const BROKER_NAME_SLUG: StringParam = {
	displayName: 'Name Slug',
	name: 'slug',
	in: 'path',
	type: 'string',
	topLevel: true,
	default: '',
	placeholder: 'john-smith',
	description: "The broker's name as in their profile URL (john-smith in .../profile/john-smith/w7x2k9d/). Blank when the Broker is a profile URL, which names it.",
	pattern: { regex: BROKER_SLUG, form: 'a name slug of letters, digits and hyphens such as john-smith' },
};

/** A broker call needs the name slug: from the field, or the profile URL. */
export const needsSlug = (values: Record<string, string | number | boolean>): string | undefined =>
	typeof values.slug === 'string' && values.slug !== ''
		? undefined
		: "Name Slug is required with a broker ID: give the broker's name as in their profile URL (john-smith), or give the Broker as their profile URL, which names it";
