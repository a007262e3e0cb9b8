import type { EndpointDescriptor, ParamDescriptor, ResourceDescriptor } from '../../shared/descriptor';
import { asFilter, queryParam } from '../../shared/descriptor';
import {
	categoryParam,
	LANGUAGE,
	LIST_PAGE_CAP,
	MARKETPLACE,
	PRODUCT_SORT,
	productLocator,
	startPage,
	URL_MARKETPLACE_RULE,
	ZIP,
} from '../amazon.params';
import {
	OFFER_PRODUCT_CONTEXT,
	REVIEW_PRODUCT_CONTEXT,
	simplifyListing,
	simplifyOffer,
	simplifyProduct,
	simplifyReview,
} from '../amazon.records';

const PRODUCT = productLocator(
	`The product whose reviews to get: its ASIN (e.g. B08N5WRWNW) or its URL from any Amazon marketplace (/dp/, /gp/product/ or /product-reviews/ links; a title slug, ref= path parts and query strings are fine). ${URL_MARKETPLACE_RULE}`,
);

const REVIEWS_NOTICE =
	'Amazon shows only a public, featured subset of a product\'s reviews, so this returns that subset, not the full review history. Each review item carries the product\'s rating summary (average rating, number of ratings, star breakdown) under "product"; with Simplify, as product_rating and product_ratings_total.';

const REVIEW_PARAMS: ParamDescriptor[] = [
	PRODUCT,
	MARKETPLACE,
	startPage('First page of reviews to read (10 reviews a page); paging goes on from there to the last page'),
	{
		displayName: 'Sort By',
		name: 'sort_by',
		in: 'query',
		type: 'options',
		default: 'helpful',
		description: 'Order of the reviews: most helpful first (the default) or most recent first',
		options: [
			{ value: 'helpful', name: 'Most Helpful' },
			{ value: 'recent', name: 'Most Recent' },
		],
	},
	{
		displayName: 'Star Rating',
		name: 'star',
		filter: true,
		in: 'query',
		type: 'options',
		default: 'positive',
		description: 'Only reviews with this rating: one star to five stars, positive (4-5 stars) or critical (1-3 stars)',
		options: [
			{ value: 'one_star', name: '1 Star' },
			{ value: 'two_star', name: '2 Stars' },
			{ value: 'three_star', name: '3 Stars' },
			{ value: 'four_star', name: '4 Stars' },
			{ value: 'five_star', name: '5 Stars' },
			{ value: 'critical', name: 'Critical (1-3 Stars)' },
			{ value: 'positive', name: 'Positive (4-5 Stars)' },
		],
	},
	{
		displayName: 'Verified Purchases Only',
		name: 'verified_only',
		filter: true,
		in: 'query',
		type: 'boolean',
		default: false,
		description: 'Whether to return only reviews from verified purchases',
	},
	{
		displayName: 'With Images or Video Only',
		name: 'media_only',
		filter: true,
		in: 'query',
		type: 'boolean',
		default: false,
		description: 'Whether to return only reviews that include images or video',
	},
];

const listCapHint = (what: string, narrow: string) =>
	`Amazon shows at most 20 pages of one ${what}, and this one matched more, so the rest were not fetched. To reach them, ${narrow}.`;

const price = (displayName: string, name: string, what: string, example: number): ParamDescriptor => ({
	displayName,
	name,
	in: 'query',
	filter: true,
	type: 'number',
	min: 0,
	default: example,
	description: `${what} in the marketplace's own currency (dollars on com, pounds on co.uk, euros on de and fr, yen on co.jp), a number of at least 0 such as ${example}. Not set: no limit.`,
});

/** Minimum Price may not be above Maximum Price. */
export function checkPriceRange(values: Record<string, string | number | boolean>): string | undefined {
	const { min_price: min, max_price: max } = values;
	return typeof min === 'number' && typeof max === 'number' && min > max
		? `Minimum Price (${min}) must not be above Maximum Price (${max})`
		: undefined;
}

const search: EndpointDescriptor = {
	operation: 'search',
	name: 'Search',
	action: 'Search products',
	description:
		'Search a marketplace\'s catalog like Amazon\'s search box, optionally in one category, by price range and in another order, one item per product (ASIN, title, price and list price, rating, Prime, sponsored and badge flags, availability, link). About 20 to 50 products a page, at most 20 pages.',
	method: 'GET',
	path: '/v1/amazon/search',
	params: [
		queryParam({
			description: 'What to search for, as typed in Amazon\'s search box, e.g. wireless earbuds',
			placeholder: 'wireless earbuds',
			pattern: { regex: /^[^\r\n]+$/, form: 'search words on one line such as wireless earbuds' },
			maxLength: 500,
		}),
		MARKETPLACE,
		asFilter(categoryParam(
			{ method: 'searchCategories', from: { resource: 'category', operation: 'list' }, value: 'alias', name: 'name', pass: ['domain'] },
			'Only products of this department, picked from the marketplace\'s categories (free to load) or typed as a category alias (the i= value of an Amazon search URL, e.g. electronics or stripbooks). Not set: all departments.',
		)),
		PRODUCT_SORT,
		price('Minimum Price', 'min_price', 'Lowest price', 20),
		price('Maximum Price', 'max_price', 'Highest price, not below Minimum Price,', 100),
		ZIP,
		LANGUAGE,
		startPage(
			'First page of results to read, 1 to 20, e.g. 3 to resume a run that stopped at page 3. Paging goes on from there to the last page.',
			LIST_PAGE_CAP,
		),
	],
	check: checkPriceRange,
	credits: 5,
	paging: {
		kind: 'page',
		param: 'page',
		totalPagesPath: 'pagination.total_pages',
		totalRecordsPath: 'pagination.total_results',
		lastPage: LIST_PAGE_CAP,
		lastPageHint: listCapHint('search', 'narrow the search: add words, pick a Category, or split it into price ranges with Minimum and Maximum Price'),
	},
	records: 'results',
	simplify: simplifyListing,
};

const GET_NOTICE =
	'One request per input item, 10 credits each: fed 200 products from a search, this runs 200 times and costs 2,000 credits. Request Options > Credit Budget caps what a run may spend.';

const get: EndpointDescriptor = {
	operation: 'get',
	name: 'Get',
	action: 'Get a product',
	description:
		'Get a product\'s full detail page as one item: price, list price and savings, rating and star shares, Buy Box seller and fulfilment, badges, best-sellers ranks, categories, feature bullets, description, images, variants, specifications, delivery and a few top reviews.',
	notice: GET_NOTICE,
	method: 'GET',
	path: '/v1/amazon/products/{asin}',
	params: [
		productLocator(
			`The product, as its ASIN (e.g. B08N5WRWNW) or its URL from any Amazon marketplace, as copied from the browser: /dp/, /gp/product/, /gp/offer-listing/ or /product-reviews/ links with any title slug, ref= part or tracking query. A search result works directly: after Product > Search, drag the result's asin (or link) into the field. ${URL_MARKETPLACE_RULE}`,
		),
		MARKETPLACE,
		ZIP,
		LANGUAGE,
	],
	credits: 10,
	paging: { kind: 'none' },
	records: 'product',
	simplify: simplifyProduct,
};

const getOffers: EndpointDescriptor = {
	operation: 'getOffers',
	name: 'Get Offers',
	action: 'Get the offers of a product',
	description:
		'Get the seller offers of a product, Buy Box winner first, one item per offer (seller and its rating, price, condition, delivery price and date, Prime, order quantities), each with the product\'s ASIN and marketplace under "product" (Simplify\'s flat rows (also what an AI tool call returns) give the ASIN as product_asin). A product only Amazon or one seller sells gives no offers.',
	method: 'GET',
	path: '/v1/amazon/products/{asin}/offers',
	params: [
		productLocator(
			`The product whose offers to get, as its ASIN (e.g. B08N5WRWNW) or its URL from any Amazon marketplace (/dp/, /gp/product/, /gp/offer-listing/ links with any slug, ref= part or query). ${URL_MARKETPLACE_RULE}`,
		),
		MARKETPLACE,
		ZIP,
	],
	credits: 8,
	paging: { kind: 'none' },
	records: 'offers',
	recordContext: OFFER_PRODUCT_CONTEXT,
	simplify: simplifyOffer,
};

const getReviews: EndpointDescriptor = {
	operation: 'getReviews',
	name: 'Get Reviews',
	action: 'Get product reviews',
	description:
		'Get the public featured reviews of a product, one item per review (title, text, rating, date, author, verified purchase, helpful votes, images), each with the product\'s rating summary under "product" (Simplify\'s flat rows (also what an AI tool call returns) give product_asin, product_rating and product_ratings_total). 10 reviews a page.',
	method: 'GET',
	path: '/v1/amazon/products/{asin}/reviews',
	params: REVIEW_PARAMS,
	credits: 10,
	paging: { kind: 'page', param: 'page', totalPagesPath: 'pagination.total_pages' },
	records: 'reviews',
	recordContext: REVIEW_PRODUCT_CONTEXT,
	notice: REVIEWS_NOTICE,
	simplify: simplifyReview,
};

export const product: ResourceDescriptor = {
	value: 'product',
	name: 'Product',
	description: 'Products sold on Amazon: search, full detail, seller offers and reviews',
	endpoints: [search, get, getOffers, getReviews],
};
