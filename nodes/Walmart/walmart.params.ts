/**
 * The Walmart node's parameters that recur across its resources: the product, seller, store and category given by ID,
 * path or URL, the price band and facet filters, the sorts, and the paging of the search-shaped lists, with the names,
 * ranges and ceilings of the service's pages (docs/walmart/overview.mdx, "Pagination limits").
 */
import type { LocatorParam, NumberParam, OptionsParam, Paging, StringParam } from '../shared/descriptor';
import { textParam } from '../shared/descriptor';
import {
	bareBrowsePath,
	BROWSE_PATH,
	browsePathFromUrl,
	CATALOG_SELLER_ID,
	ITEM_ID,
	itemIdFromUrl,
	sellerIdFromUrl,
	STORE_NUMBER,
	storeNumberFromUrl,
} from './walmart.urls';

const locator = (fields: Omit<LocatorParam, 'type' | 'in' | 'required'>): LocatorParam => ({ ...fields, type: 'locator', in: 'path', required: true });

const ONLY_WALMART_COM = 'walmart.com only: walmart.ca and walmart.com.mx are not served';

export const PRODUCT = locator({
	displayName: 'Product',
	name: 'item_id',
	default: '={{ $json.us_item_id }}',
	description:
		"The product, as its Walmart item ID (us_item_id) or its walmart.com URL (/ip/<name>/<id>, /ip/<id>; the name part is decorative). By default, the incoming item's us_item_id: run it on the items of Product > Search, Category > Browse, Deal > List or Seller > Get Products.",
	id: { regex: ITEM_ID, form: 'a numeric Walmart item ID such as 5689919121', placeholder: '5689919121' },
	url: {
		form: `a walmart.com product URL such as https://www.walmart.com/ip/AirPods-Pro/5689919121 (${ONLY_WALMART_COM})`,
		placeholder: 'https://www.walmart.com/ip/AirPods-Pro/5689919121',
		extract: itemIdFromUrl,
	},
});

export const SELLER = locator({
	displayName: 'Seller',
	name: 'seller_id',
	default: '',
	description:
		"The marketplace seller, as its numeric catalog seller ID (a product's seller.catalog_seller_id, e.g. 152) or its storefront URL (walmart.com/global/seller/152). Not the 32-character hex seller_id, which the service cannot find.",
	id: { regex: CATALOG_SELLER_ID, form: 'a numeric catalog seller ID such as 101040442 (not the 32-character hex seller_id)', placeholder: '101040442' },
	url: {
		form: `a walmart.com seller storefront URL such as https://www.walmart.com/global/seller/152 (${ONLY_WALMART_COM})`,
		placeholder: 'https://www.walmart.com/global/seller/152',
		extract: sellerIdFromUrl,
	},
});

export const STORE = locator({
	displayName: 'Store',
	name: 'store_id',
	default: '',
	description: 'The physical Walmart store, as its store number (e.g. 100) or its store page URL (walmart.com/store/100-bentonville-ar)',
	id: { regex: STORE_NUMBER, form: 'a Walmart store number such as 100', placeholder: '100' },
	url: {
		form: `a walmart.com store URL such as https://www.walmart.com/store/100-bentonville-ar (${ONLY_WALMART_COM})`,
		placeholder: 'https://www.walmart.com/store/100-bentonville-ar',
		extract: storeNumberFromUrl,
	},
});

/** The category's browse path goes in the query (`path`), not in the URL's path. */
export const CATEGORY: LocatorParam = {
	...locator({
		displayName: 'Category',
		name: 'path',
		default: '',
		description:
			"The category, as its walmart.com page URL (…/browse/electronics/3944, or a department page …/cp/electronics/3944) or its browse path (electronics/3944, /cp/electronics/3944). Product > Autocomplete's department_id is a path too (3944).",
		id: {
			regex: BROWSE_PATH,
			form: 'a browse path such as electronics/3944 or /cp/electronics/3944',
			placeholder: 'electronics/3944',
			normalize: bareBrowsePath,
		},
		url: {
			form: `a walmart.com category URL such as https://www.walmart.com/browse/electronics/3944 (${ONLY_WALMART_COM})`,
			placeholder: 'https://www.walmart.com/browse/electronics/3944',
			extract: browsePathFromUrl,
		},
	}),
	in: 'query',
};

const price = (displayName: string, name: string, what: string, example: number): NumberParam => ({
	displayName,
	name,
	in: 'query',
	filter: true,
	type: 'number',
	min: 0,
	default: example,
	description: `${what} in US dollars, a number of at least 0 such as ${example}. Not set: no limit.`,
});

export const MIN_PRICE = price('Minimum Price', 'min_price', 'Only products from this price', 25);
export const MAX_PRICE = price('Maximum Price', 'max_price', 'Only products up to this price, not below Minimum Price,', 100);

/** Minimum Price may not be above Maximum Price. */
export function checkPriceRange(values: Record<string, string | number | boolean>): string | undefined {
	const { min_price: min, max_price: max } = values;
	return typeof min === 'number' && typeof max === 'number' && min > max ? `Minimum Price (${min}) must not be above Maximum Price (${max})` : undefined;
}

export const FACET: StringParam = textParam(
	'facet',
	'Facet',
	"Only products with this Walmart filter value, as name:value, e.g. brand:HP. Walmart's filters can be applied but not listed.",
	'brand:HP',
	{ filter: true, pattern: { regex: /^[^:\s][^:]*:\S.*$/, form: 'a filter as name:value such as brand:HP' } },
);

export const PRODUCT_SORT: OptionsParam = {
	displayName: 'Sort',
	name: 'sort',
	in: 'query',
	type: 'options',
	default: 'best_match',
	description: "Order of the products: Walmart's best match (its default), best sellers, price, rating or newest first",
	options: [
		{ value: 'best_match', name: 'Best Match' },
		{ value: 'best_seller', name: 'Best Seller' },
		{ value: 'rating_high', name: 'Highest Rated' },
		{ value: 'new', name: 'Newest' },
		{ value: 'price_high', name: 'Price: High to Low' },
		{ value: 'price_low', name: 'Price: Low to High' },
	],
};

export const REVIEW_SORT: OptionsParam = {
	displayName: 'Sort',
	name: 'sort',
	in: 'query',
	type: 'options',
	default: 'relevancy',
	description: 'Order of the reviews: most relevant (Walmart\'s default), newest or oldest first, highest or lowest rating first, or most helpful',
	options: [
		{ value: 'rating-desc', name: 'Highest Rating First' },
		{ value: 'rating-asc', name: 'Lowest Rating First' },
		{ value: 'helpful', name: 'Most Helpful' },
		{ value: 'relevancy', name: 'Most Relevant' },
		{ value: 'submission-desc', name: 'Newest First' },
		{ value: 'submission-asc', name: 'Oldest First' },
	],
};

/** The first page to read, for a run that resumes where an earlier one stopped. */
export const startPage = (max: number): NumberParam => ({
	displayName: 'Start Page',
	name: 'page',
	in: 'query',
	type: 'integer',
	min: 1,
	max,
	default: 1,
	description: `First page to read, 1 to ${max}, e.g. 3 to resume a run that stopped at page 3. Paging goes on from there to the last page.`,
});

/** Search-shaped lists (search, category, deals, a seller's catalogue): ~40 to 60 products a page, `has_more_pages` false on the last. */
export const listPaging = (lastPage: number, narrow: string): Paging => ({
	kind: 'page',
	param: 'page',
	morePath: 'has_more_pages',
	lastPage,
	lastPageHint: `Walmart serves at most ${lastPage} pages (about 500 products) of one list, and this one went on, so the rest were not fetched. To reach them, ${narrow}.`,
});

export const SEARCH_PAGES = 10;
export const BROWSE_PAGES = 11;
/** Reviews: 10 a page (Walmart's own size), pages 1 to 100. */
export const REVIEW_PAGES = 100;
