import type { IDataObject } from 'n8n-workflow';

import type { ParamDescriptor, ResourceDescriptor } from '../../shared/descriptor';
import { asFilter } from '../../shared/descriptor';
import { moneyCurrency, moneyValue } from '../../shared/money';
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
	simplifyListing,
	sortParam,
	startPage,
} from '../ebay.params';

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

const REVIEW_SUMMARY_FIELDS = ['item_id', 'product_id', 'rating', 'ratings_total', 'histogram'];

const field = (value: unknown) => (value === undefined ? null : value);
const joined = (value: unknown, separator: string) =>
	Array.isArray(value) ? value.filter((entry) => typeof entry === 'string' && entry !== '').join(separator) : null;

/** A flat listing detail: prices as number columns with one currency column, returns and seller as columns, lists joined or counted. */
export function simplifyItemDetail(item: IDataObject): IDataObject {
	// An item may give its model and color only among its item specifics, as eBay's page lists them.
	const specifics = (item.item_specifics ?? {}) as IDataObject;
	const returns = (item.returns ?? {}) as IDataObject;
	const seller = (item.seller ?? {}) as IDataObject;
	const shippingOptions = Array.isArray(item.shipping_options) ? item.shipping_options : [];
	return {
		item_id: field(item.item_id),
		title: field(item.title),
		subtitle: field(item.subtitle),
		price: moneyValue(item.price),
		original_price: moneyValue(item.original_price),
		buy_it_now_price: moneyValue(item.buy_it_now_price),
		current_bid: moneyValue(item.current_bid),
		shipping_cost: moneyValue(item.shipping_cost),
		currency: moneyCurrency(item.price, item.buy_it_now_price, item.current_bid, item.original_price) ?? field(item.currency),
		discount_percent: field(item.discount_percent),
		condition: field(item.condition),
		condition_id: field(item.condition_id),
		condition_description: field(item.condition_description),
		availability: field(item.availability),
		quantity_available: field(item.quantity_available),
		quantity_sold: field(item.quantity_sold),
		watchers: field(item.watchers),
		buying_format: field(item.buying_format),
		is_auction: field(item.is_auction),
		bids: field(item.bids),
		time_left: field(item.time_left),
		best_offer_enabled: field(item.best_offer_enabled),
		is_ended: field(item.is_ended),
		end_time_at: field(item.end_time_at),
		brand: field(item.brand),
		model: field(item.model ?? specifics.Model),
		mpn: field(item.mpn),
		gtin: field(item.gtin),
		color: field(item.color ?? specifics.Color),
		category_id: field(item.category_id),
		categories: joined(item.categories, ' > '),
		free_shipping: field(item.free_shipping),
		shipping_options_count: shippingOptions.length,
		item_location: field(item.item_location),
		ships_to: joined(item.ships_to, ', '),
		returns_accepted: field(returns.accepted),
		returns_period: field(returns.period),
		returns_cost_paid_by: field(returns.cost_paid_by),
		seller_username: field(seller.username),
		seller_feedback_score: field(seller.feedback_score),
		seller_feedback_percent: field(seller.feedback_percent),
		seller_store_name: field(seller.store_name),
		rating: field(item.rating),
		ratings_total: field(item.ratings_total),
		product_id: field(item.product_id),
		images_count: field(item.images_count),
		main_image: field(item.main_image),
		url: field(item.url),
		date_modified_at: field(item.date_modified_at),
	};
}

function simplifyReview(review: IDataObject): IDataObject {
	const product = (review.product ?? {}) as IDataObject;
	return {
		title: field(review.title),
		body: field(review.body),
		rating: field(review.rating),
		author: field(review.author),
		date_raw: field(review.date_raw),
		date_at: field(review.date_at),
		helpful_votes: field(review.helpful_votes),
		verified_purchase: field(review.verified_purchase),
		item_id: field(product.item_id),
		product_id: field(product.product_id),
		product_rating: field(product.rating),
		product_ratings_total: field(product.ratings_total),
	};
}

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
			recordContext: { key: 'product', fields: REVIEW_SUMMARY_FIELDS },
			notice:
				'Reviews belong to the eBay catalog product a listing is part of (its product_id), so listings of one product show the same reviews, and a listing outside the catalog has none (nothing is output, 10 credits).',
			simplify: simplifyReview,
		},
	],
};
