import type { ParamDescriptor, ResourceDescriptor } from '../../shared/descriptor';
import { asFilter } from '../../shared/descriptor';
import {
	BUYING_FORMAT,
	categoryParam,
	checkPrices,
	CONDITION,
	fixedPaging,
	itemParam,
	keywordsParam,
	listingPaging,
	MARKETPLACE,
	PAGE_SIZE,
	priceParams,
	sortParam,
	startPage,
} from '../ebay.params';
import { REVIEW_PRODUCT_CONTEXT, simplifyItemDetail, simplifyListing, simplifyReview } from '../ebay.records';

/** eBay serves at most this many pages of one search (1000 in the service's OpenAPI). */
const SEARCH_LAST_PAGE = 1000;
/** Reviews: 20 a page, at most 50 pages. */
const REVIEWS_LAST_PAGE = 50;

const CATEGORY_FILTER = asFilter(categoryParam(
	false,
	'Only listings in this category or below it: pick one of the top-level categories in "From List" (Category > List, free) or type any category ID in "By ID", e.g. 139971 (Video Game Consoles). An item\'s category_id (Item > Get) is one. Not set: all categories.',
));

const SEARCH_PARAMS: ParamDescriptor[] = [
	keywordsParam('What to search for'),
	MARKETPLACE,
	CATEGORY_FILTER,
	sortParam('Order of the results. Not set: best match.', {
		ending_soonest: 'Auctions ending soonest first',
		newly_listed: 'Most recently listed first',
		price_low_to_high: 'Cheapest first, shipping included',
		price_high_to_low: 'Most expensive first, shipping included',
	}),
	CONDITION,
	BUYING_FORMAT,
	...priceParams('price'),
	{
		displayName: 'Free Shipping Only',
		name: 'free_shipping',
		in: 'query',
		filter: true,
		type: 'boolean',
		default: false,
		description: 'Whether to return only listings with free shipping. Not set or off: any shipping.',
	},
	startPage(SEARCH_LAST_PAGE, 'to resume, set Page Size to the size the earlier run used too'),
	PAGE_SIZE,
];

const SOLD_PARAMS: ParamDescriptor[] = [
	keywordsParam('Which sold items to find'),
	MARKETPLACE,
	CATEGORY_FILTER,
	sortParam('Order of the results. Not set: best match.', {
		ending_soonest: 'Ended soonest first',
		newly_listed: 'Most recently ended first',
		price_low_to_high: 'Lowest sold price first',
		price_high_to_low: 'Highest sold price first',
	}),
	CONDITION,
	...priceParams('sold price'),
	startPage(SEARCH_LAST_PAGE, 'to resume, set Page Size to the size the earlier run used too'),
	PAGE_SIZE,
];

const SEARCH_CAP_HINT =
	'eBay serves at most 1000 pages of one search, and this search went on past them, so the rest were not fetched. Narrow it (a category, a price range, a condition) and run one search per part.';

const REVIEWS_CAP_HINT =
	'eBay shows at most 50 pages (1,000 reviews) of a product, and this product has more, so the rest were not fetched.';

export const item: ResourceDescriptor = {
	value: 'item',
	name: 'Item',
	description: 'Listings on eBay: search active and sold ones, read one in full, read its product reviews',
	endpoints: [
		{
			operation: 'search',
			name: 'Search',
			action: 'Search listings',
			description:
				'Search the active listings of a marketplace, one item per listing (price, bids and time left of auctions, condition, buying format, shipping, location, seller), filtered by category, condition, buying format, price range and free shipping, sorted by best match, ending soonest, newly listed or price. Up to 240 listings a page; paging ends where eBay says there is no next page.',
			method: 'GET',
			path: '/v1/ebay/search',
			params: SEARCH_PARAMS,
			credits: 5,
			check: checkPrices,
			paging: listingPaging(SEARCH_LAST_PAGE, SEARCH_CAP_HINT),
			records: 'results',
			simplify: simplifyListing,
		},
		{
			operation: 'searchSold',
			name: 'Search Sold',
			action: 'Search sold listings',
			description:
				'Search completed (sold) listings: the final price buyers paid and when each item sold (sold_date as eBay shows it; sold_date_at as an ISO date on English-language marketplaces, null on de and fr), one item per listing. eBay fills a sold page with about 5/6 of the size asked for (about 50 of 60), so a Limit may take one more page than the size suggests.',
			method: 'GET',
			path: '/v1/ebay/completed',
			params: SOLD_PARAMS,
			credits: 5,
			check: checkPrices,
			paging: listingPaging(SEARCH_LAST_PAGE, SEARCH_CAP_HINT),
			records: 'results',
			simplify: simplifyListing,
		},
		{
			operation: 'get',
			name: 'Get',
			action: 'Get an item',
			description:
				'Get one listing in full: price, Buy It Now and bid prices, quantity available and sold, condition and its note, item specifics, images, description, categories, shipping options, returns policy and seller. 5 credits per item read: fed the 200 items of a search ({{ $json.item_id }}), it makes 200 requests, 1,000 credits (Request Options > Credit Budget caps a run).',
			method: 'GET',
			path: '/v1/ebay/items/{item_id}',
			params: [
				itemParam(
					'The listing: its item number (e.g. 256123456789; a search result\'s item_id) or its URL as copied from the browser, from any eBay marketplace (/itm/256123456789, /itm/<title>/256123456789, with ?hash=, _trkparms or var= parameters). A URL of ebay.co.uk, ebay.de, ... reads that marketplace when Marketplace is left unset. Short links (ebay.us/...) cannot be read: open them and copy the full link. 5 credits per item.',
				),
				MARKETPLACE,
			],
			credits: 5,
			paging: { kind: 'none' },
			records: 'item',
			simplify: simplifyItemDetail,
		},
		{
			operation: 'getReviews',
			name: 'Get Reviews',
			action: 'Get item reviews',
			description:
				'Get the catalog product reviews shown on a listing, one item per review (title, text, rating, author, date, helpful votes, verified purchase), each with the product\'s rating summary (average, number of ratings, star histogram) under "product" (Simplify\'s flat rows (also what an AI tool call returns) give item_id, product_id, product_rating and product_ratings_total). 20 reviews a page, at most 50 pages.',
			method: 'GET',
			path: '/v1/ebay/items/{item_id}/reviews',
			params: [
				itemParam(
					'The listing whose product reviews to get: its item number (e.g. 256123456789) or its URL from any eBay marketplace (/itm/... with any title or tracking parameters). A URL of ebay.co.uk, ebay.de, ... reads that marketplace when Marketplace is left unset.',
				),
				MARKETPLACE,
				startPage(REVIEWS_LAST_PAGE, '20 reviews a page'),
			],
			credits: 10,
			paging: fixedPaging(REVIEWS_LAST_PAGE, REVIEWS_CAP_HINT),
			records: 'reviews',
			recordContext: REVIEW_PRODUCT_CONTEXT,
			notice:
				'Reviews belong to the eBay catalog product a listing is part of (its product_id), so listings of one product show the same reviews, and a listing outside the catalog has none (nothing is output, 10 credits).',
			simplify: simplifyReview,
		},
	],
};
