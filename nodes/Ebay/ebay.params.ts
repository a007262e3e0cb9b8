import type { LocatorParam, NumberParam, OptionsParam, Paging, ParamDescriptor, PickParam } from '../shared/descriptor';
import { marketplacePick } from '../shared/marketplace';
import { bareItemId, CATEGORY_ID, ITEM_ID_INPUT, itemFromUrl, marketplaceFromUrl } from './ebay.urls';

/** The marketplaces the service documents (its market list and its `domain` parameter descriptions). */
export const EBAY_MARKETPLACES = [
	{ value: 'com', name: 'United States (ebay.com)' },
	{ value: 'co.uk', name: 'United Kingdom (ebay.co.uk)' },
	{ value: 'de', name: 'Germany (ebay.de)' },
	{ value: 'fr', name: 'France (ebay.fr)' },
	{ value: 'com.au', name: 'Australia (ebay.com.au)' },
];

/** The marketplace every eBay operation but the two reference lists takes (`domain`, default com). */
export const MARKETPLACE = marketplacePick(
	'ebayMarketplaces',
	EBAY_MARKETPLACES,
	'The eBay marketplace to read from, as its domain ending: com (United States, the default), co.uk, de, fr, com.au, or another one typed in "By Domain" (Market > List gives every one the service knows). Prices come in its currency.',
);

/** The field of a Keyword > Autocomplete record that is both shown and taken as Query. */
const SUGGESTION_FIELD = 'value';
/** The fields of a Category > List record: the ID the category fields take, and the name shown. */
const CATEGORY_ID_FIELD = 'category_id';
const CATEGORY_NAME_FIELD = 'name';

/** What one search of Keyword > Autocomplete costs, said wherever a field's list runs it. */
export const AUTOCOMPLETE_CREDITS = 1;

/** Search words as eBay's search box takes them: one line. */
export const KEYWORDS = { regex: /^[^\r\n]{1,300}$/, form: 'search words on one line (at most 300 characters) such as nintendo switch oled' };

/** The search words of Item > Search and Search Sold: typed, or picked from eBay's own suggestions for what is typed. */
export function keywordsParam(what: string): PickParam {
	return {
		displayName: 'Query',
		name: 'query',
		in: 'query',
		type: 'pick',
		required: true,
		default: '',
		description: `${what}: words matched against listing titles, e.g. nintendo switch oled. Type them in "By Keyword", or pick one of eBay's suggestions in "From List": each search there runs Keyword > Autocomplete for the marketplace set (${AUTOCOMPLETE_CREDITS} credit a search) and runs only once something is typed.`,
		placeholder: 'nintendo switch oled',
		pattern: KEYWORDS,
		typedMode: 'By Keyword',
		list: {
			method: 'ebayKeywords',
			from: { resource: 'keyword', operation: 'autocomplete' },
			value: SUGGESTION_FIELD,
			name: SUGGESTION_FIELD,
			pass: ['domain'],
			filter: 'query',
		},
	};
}

/** A category as the service takes it (`category_id`): picked from Category > List (free), or its ID typed. */
export function categoryParam(required: boolean, description: string): PickParam {
	return {
		displayName: 'Category',
		name: 'category_id',
		in: required ? 'path' : 'query',
		type: 'pick',
		required: required || undefined,
		default: '',
		description,
		placeholder: '139971',
		pattern: { regex: CATEGORY_ID, form: 'an eBay category ID (digits) such as 139971' },
		typedMode: 'By ID',
		list: { method: 'ebayCategories', from: { resource: 'category', operation: 'list' }, value: CATEGORY_ID_FIELD, name: CATEGORY_NAME_FIELD },
	};
}

/**
 * A listing given by item number or URL. A URL's host names the marketplace too (ebay.co.uk: co.uk), which is
 * taken when Marketplace is left at its default and refused when Marketplace names another one.
 */
export function itemParam(description: string): LocatorParam {
	return {
		displayName: 'Item',
		name: 'item_id',
		in: 'path',
		type: 'locator',
		required: true,
		default: '',
		description,
		id: {
			regex: ITEM_ID_INPUT,
			form: 'an eBay item number (9 to 15 digits) such as 256123456789',
			placeholder: '256123456789',
			normalize: bareItemId,
		},
		url: {
			form: 'an eBay listing URL such as https://www.ebay.com/itm/256123456789',
			placeholder: 'https://www.ebay.com/itm/256123456789',
			extract: itemFromUrl,
			implies: { param: 'domain', read: marketplaceFromUrl },
		},
	};
}

export const startPage = (max: number, what: string): NumberParam => ({
	displayName: 'Start Page',
	name: 'page',
	in: 'query',
	type: 'integer',
	min: 1,
	max,
	default: 1,
	description: `First page to read, 1 to ${max} (${what}). Paging goes on from there to the end; 3 resumes a run that stopped at page 3.`,
});

/** `per_page` of the listing lists: eBay serves 60, 120 or 240 listings a page and nothing else. */
export const PAGE_SIZE: OptionsParam = {
	displayName: 'Page Size',
	name: 'per_page',
	in: 'query',
	type: 'options',
	default: '240',
	description:
		'Listings per request: 60, 120 or 240 (eBay allows no other sizes). Leave unset to let the node choose: 240 with Return All, otherwise the smallest size that needs the fewest requests for the Limit (Limit 100: one page of 120). Set it to resume a run at a Start Page, since page numbers count pages of one size.',
	options: [
		{ value: '60', name: 'Small (60)' },
		{ value: '120', name: 'Medium (120)' },
		{ value: '240', name: 'Large (240)' },
	],
};

/**
 * Paging of the listing lists (search, sold, category, seller): page numbers with a 60/120/240 page size. eBay serves
 * the last page again past the end, so the list ends where `pagination.has_more` turns false (or at `total_pages`
 * when given), never at an empty page.
 */
export function listingPaging(lastPage: number, lastPageHint?: string): Paging {
	return {
		kind: 'page',
		param: 'page',
		totalPagesPath: 'pagination.total_pages',
		morePath: 'pagination.has_more',
		lastPage,
		lastPageHint,
		pageSize: { param: 'per_page', min: 60, max: 240, choices: [60, 120, 240] },
	};
}

/** Paging of lists with a fixed page size (reviews: 20, feedback: 25), up to the service's last page. */
export function fixedPaging(lastPage: number, lastPageHint: string): Paging {
	return {
		kind: 'page',
		param: 'page',
		totalPagesPath: 'pagination.total_pages',
		morePath: 'pagination.has_more',
		lastPage,
		lastPageHint,
	};
}

const SORT_CHOICES = {
	best_match: 'Best Match',
	ending_soonest: 'Ending Soonest',
	newly_listed: 'Newly Listed',
	price_low_to_high: 'Price (Low to High)',
	price_high_to_low: 'Price (High to Low)',
};

export function sortParam(description: string, notes: Partial<Record<keyof typeof SORT_CHOICES, string>> = {}): OptionsParam {
	return {
		displayName: 'Sort By',
		name: 'sort_by',
		in: 'query',
		type: 'options',
		default: 'best_match',
		description,
		options: Object.entries(SORT_CHOICES).map(([value, name]) => {
			const note = notes[value as keyof typeof SORT_CHOICES];
			return note === undefined ? { value, name } : { value, name, description: note };
		}),
	};
}

export const CONDITION: OptionsParam = {
	displayName: 'Condition',
	name: 'condition',
	in: 'query',
	filter: true,
	type: 'options',
	default: 'new',
	description: 'Only listings in this condition. Not set: any condition.',
	options: [
		{ value: 'for_parts', name: 'For Parts', description: 'For parts or not working' },
		{ value: 'new', name: 'New', description: 'Brand new, unopened' },
		{ value: 'open_box', name: 'Open Box', description: 'New (other): unused, box opened' },
		{ value: 'refurbished', name: 'Refurbished', description: 'Refurbished, any grade' },
		{ value: 'used', name: 'Used', description: 'Pre-owned' },
	],
};

export const BUYING_FORMAT: OptionsParam = {
	displayName: 'Buying Format',
	name: 'buying_format',
	in: 'query',
	filter: true,
	type: 'options',
	default: 'buy_it_now',
	description: 'Only auctions, only fixed-price (Buy It Now) listings, or only listings that accept offers. Not set: all.',
	options: [
		{ value: 'best_offer', name: 'Accepts Offers' },
		{ value: 'auction', name: 'Auction' },
		{ value: 'buy_it_now', name: 'Buy It Now' },
	],
};

export function priceParams(what: string): ParamDescriptor[] {
	return [
		{
			displayName: 'Minimum Price',
			name: 'min_price',
			in: 'query',
			filter: true,
			type: 'number',
			min: 0,
			default: 50,
			description: `Lowest ${what} in the marketplace's currency (dollars on com, pounds on co.uk, euros on de and fr), e.g. 50. Not set: no minimum.`,
		},
		{
			displayName: 'Maximum Price',
			name: 'max_price',
			in: 'query',
			filter: true,
			type: 'number',
			min: 0,
			default: 300,
			description: `Highest ${what} in the marketplace's currency, not below Minimum Price, e.g. 300. Not set: no maximum.`,
		},
	];
}

/** Minimum Price not above Maximum Price, checked before any request. */
export function checkPrices(values: Record<string, string | number | boolean>): string | undefined {
	const { min_price: min, max_price: max } = values;
	return typeof min === 'number' && typeof max === 'number' && min > max
		? `Minimum Price (${min}) must not be above Maximum Price (${max})`
		: undefined;
}
