import type { EndpointDescriptor, ResourceDescriptor } from '../../shared/descriptor';
import { queryParam } from '../../shared/descriptor';
import {
	checkPriceRange,
	FACET,
	listPaging,
	MAX_PRICE,
	MIN_PRICE,
	PRODUCT,
	PRODUCT_SORT,
	REVIEW_PAGES,
	REVIEW_SORT,
	SEARCH_PAGES,
	startPage,
} from '../walmart.params';
import { simplifyProduct, simplifyReview, simplifySearchItem } from '../walmart.records';

/** The fields of a product card, as every search-shaped list gives them. */
export const PRODUCT_CARD =
	'us_item_id, name, brand, price, price_string, was_price and price_info, rating, review_count, in_stock, availability_status, fulfillment_type, seller_name, is_sponsored, badges, url, image_url';

/** Said on every search-shaped list: Walmart re-ranks between pages. */
export const OVERLAP_NOTICE =
	"Walmart re-ranks between requests, so consecutive pages overlap by about a fifth: a product may come twice. Deduplicate on us_item_id (n8n's Remove Duplicates node) when collecting several pages.";

const search: EndpointDescriptor = {
	operation: 'search',
	name: 'Search',
	action: 'Search Walmart products',
	description: `Search walmart.com like its search box, with sort, price band and facet filters. One item per product: ${PRODUCT_CARD}. About 40 to 60 products a page, at most 10 pages; sponsored products are flagged is_sponsored. Each us_item_id feeds Product > Get.`,
	notice: OVERLAP_NOTICE,
	method: 'GET',
	path: '/v1/walmart/search',
	params: [
		queryParam({
			description: "What to search for, as typed in Walmart's search box, e.g. laptop. A bare UPC finds nothing on Walmart: search by words.",
			placeholder: 'laptop',
			pattern: { regex: /^[^\r\n]+$/, form: 'search words on one line such as laptop' },
			maxLength: 500,
		}),
		PRODUCT_SORT,
		MIN_PRICE,
		MAX_PRICE,
		FACET,
		startPage(SEARCH_PAGES),
	],
	check: checkPriceRange,
	credits: 5,
	paging: listPaging(SEARCH_PAGES, 'split the search: a Facet per brand (brand:HP), price bands with Minimum and Maximum Price, or the queries Product > Autocomplete suggests'),
	records: 'items',
	simplify: simplifySearchItem,
	toolUse: 'Use to find products on Walmart by keywords, with their prices and stock',
};

const get: EndpointDescriptor = {
	operation: 'get',
	name: 'Get',
	action: 'Get a Walmart product',
	description:
		"Read one product in full as one item: identifiers (us_item_id, upc, gtin, model), price and price_info (was, list, shipping prices), stock and fulfilment with promised delivery dates, specifications, variants, condition offers, seller (its catalog_seller_id feeds Seller > Get), return policy, rating distribution and top reviews, and the location block naming the store whose prices these are.",
	notice:
		"Walmart prices and stock are those of the store it picks from the request's location, which no parameter can set: the answer's location names that store. One request per input item, 10 credits each.",
	method: 'GET',
	path: '/v1/walmart/products/{item_id}',
	params: [PRODUCT],
	credits: 10,
	paging: { kind: 'none' },
	simplify: simplifyProduct,
	toolUse: "Use to read a Walmart product's full details: price, stock, delivery, specifications, seller",
};

const getReviews: EndpointDescriptor = {
	operation: 'getReviews',
	name: 'Get Reviews',
	action: 'Get the reviews of a Walmart product',
	description:
		"Read a product's customer reviews, one item per review (review_id, rating, title, text, author, submitted_at, verified_purchase, helpful_count, photos, badges), each with the product's item_id. 10 reviews a page, at most 100 pages; reviews without text (ratings only) are not listed.",
	method: 'GET',
	path: '/v1/walmart/products/{item_id}/reviews',
	params: [{ ...PRODUCT, description: `The product whose reviews to read. ${PRODUCT.description}` }, REVIEW_SORT, startPage(REVIEW_PAGES)],
	credits: 10,
	paging: {
		kind: 'page',
		param: 'page',
		pageRecords: 10,
		lastPage: REVIEW_PAGES,
		lastPageHint: 'Walmart serves at most 100 pages (1,000 reviews) of one product, and this one has more, so the rest were not fetched. To read others, pick another Sort (newest, oldest, lowest rating first).',
	},
	records: 'reviews',
	recordDefaults: ['item_id'],
	simplify: simplifyReview,
};

const autocomplete: EndpointDescriptor = {
	operation: 'autocomplete',
	name: 'Autocomplete',
	action: 'Get Walmart search suggestions',
	description:
		"Expand a partial search term into Walmart's own search-box suggestions, one item per suggestion: query (feed it to Product > Search), type, url, image_url, department_id (a Category > Browse path) and department_name. 1 credit.",
	method: 'GET',
	path: '/v1/walmart/autocomplete',
	params: [
		queryParam({
			description: 'The start of a search term, e.g. lapt',
			placeholder: 'lapt',
			pattern: { regex: /^[^\r\n]+$/, form: 'a term on one line such as lapt' },
			maxLength: 200,
		}),
	],
	credits: 1,
	paging: { kind: 'none' },
	records: 'suggestions',
};

export const product: ResourceDescriptor = {
	value: 'product',
	name: 'Product',
	description: 'Products sold on walmart.com: search, full detail, reviews and search suggestions',
	endpoints: [search, get, getReviews, autocomplete],
};
