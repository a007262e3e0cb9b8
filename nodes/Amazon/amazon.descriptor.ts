import type { IDataObject } from 'n8n-workflow';

import type { LocatorParam, NumberParam, ParamDescriptor, PickParam, PlatformDescriptor } from '../shared/descriptor';
import { moneyCurrency, moneyValue } from '../shared/money';

/** The marketplaces the service documents (its market list and its `domain` parameter descriptions). */
export const AMAZON_MARKETPLACES = [
	{ value: 'com', name: 'United States (amazon.com)' },
	{ value: 'co.uk', name: 'United Kingdom (amazon.co.uk)' },
	{ value: 'de', name: 'Germany (amazon.de)' },
	{ value: 'fr', name: 'France (amazon.fr)' },
	{ value: 'co.jp', name: 'Japan (amazon.co.jp)' },
];

const DOMAIN_FORM = { regex: /^[a-z]{2,3}(\.[a-z]{2,3})?$/, form: 'a marketplace domain such as com, co.uk or de' };

const MARKETPLACE: PickParam = {
	displayName: 'Marketplace',
	name: 'domain',
	in: 'query',
	type: 'pick',
	default: 'com',
	description:
		'The Amazon marketplace to read from, as its domain ending: com (United States, the default), co.uk, de, fr, co.jp, or another one typed in "By Domain"',
	placeholder: 'co.uk',
	pattern: DOMAIN_FORM,
	typedMode: 'By Domain',
	list: { method: 'amazonMarketplaces', options: AMAZON_MARKETPLACES },
};

const AMAZON_HOST = /(^|\.)amazon\.[a-z]{2,3}(\.[a-z]{2})?$/i;
const PRODUCT_PATH = /\/(?:dp|gp\/product|gp\/aw\/d|product-reviews)\/([A-Za-z0-9]{10})(?:\/|$)/i;

/** The ASIN in an Amazon product or review-page URL of any marketplace, whatever slug or tracking surrounds it. */
export function asinFromUrl(url: URL): string | undefined {
	if (!AMAZON_HOST.test(url.hostname)) return undefined;
	return PRODUCT_PATH.exec(url.pathname)?.[1].toUpperCase();
}

const PRODUCT: LocatorParam = {
	displayName: 'Product',
	name: 'asin',
	in: 'path',
	type: 'locator',
	default: '',
	required: true,
	description:
		'The product whose reviews to get: its ASIN (e.g. B08N5WRWNW) or its URL from any Amazon marketplace (/dp/, /gp/product/ or /product-reviews/ links; a title slug, ref= path parts and query strings are fine). The marketplace read is the Marketplace option, not the URL host.',
	id: { regex: /^[A-Z0-9]{10}$/, form: 'an ASIN of 10 capital letters and digits such as B08N5WRWNW', placeholder: 'B08N5WRWNW' },
	url: {
		form: 'an Amazon product URL such as https://www.amazon.com/dp/B08N5WRWNW',
		placeholder: 'https://www.amazon.com/dp/B08N5WRWNW',
		extract: asinFromUrl,
	},
};

const startPage = (description: string, max?: number): NumberParam => ({
	displayName: 'Start Page',
	name: 'page',
	in: 'query',
	type: 'integer',
	min: 1,
	max,
	default: 1,
	description,
});

const CATEGORY_FORM = { regex: /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/, form: 'a category alias, slug or node ID such as electronics or 172282' };

const category = (list: PickParam['list'], description: string): PickParam => ({
	displayName: 'Category',
	name: 'category',
	in: 'query',
	type: 'pick',
	default: '',
	description,
	placeholder: 'electronics',
	pattern: CATEGORY_FORM,
	typedMode: 'By Alias or ID',
	list,
});

const PRODUCT_SUMMARY_FIELDS = ['asin', 'domain', 'rating', 'ratings_total', 'rating_breakdown'];

const REVIEWS_NOTICE =
	'Amazon shows only a public, featured subset of a product\'s reviews, so this returns that subset, not the full review history. Each review item carries the product\'s rating summary (average rating, number of ratings, star breakdown) under "product".';

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
		in: 'query',
		type: 'boolean',
		default: false,
		description: 'Whether to return only reviews from verified purchases',
	},
	{
		displayName: 'With Images or Video Only',
		name: 'media_only',
		in: 'query',
		type: 'boolean',
		default: false,
		description: 'Whether to return only reviews that include images or video',
	},
];

function simplifyReview(review: IDataObject): IDataObject {
	const product = (review.product ?? {}) as IDataObject;
	const profile = (review.profile ?? {}) as IDataObject;
	const images = Array.isArray(review.images) ? review.images : [];
	return {
		id: review.id ?? null,
		rating: review.rating ?? null,
		title: review.title ?? null,
		body: review.body ?? null,
		date: review.date_at ?? null,
		author: profile.name ?? null,
		author_link: profile.link ?? null,
		review_country: review.review_country ?? null,
		verified_purchase: review.verified_purchase ?? null,
		vine_program: review.vine_program ?? null,
		helpful_votes: review.helpful_votes ?? null,
		variant: review.variant ?? null,
		image_count: images.length,
		first_image: images[0] ?? null,
		product_asin: product.asin ?? null,
		product_rating: product.rating ?? null,
		product_ratings_total: product.ratings_total ?? null,
	};
}

function simplifyDeal(deal: IDataObject): IDataObject {
	return {
		position: deal.position ?? null,
		asin: deal.asin ?? null,
		title: deal.title ?? null,
		deal_price: moneyValue(deal.deal_price),
		list_price: moneyValue(deal.list_price),
		currency: moneyCurrency(deal.deal_price, deal.list_price),
		discount_percent: deal.discount_percent ?? null,
		deal_type: deal.deal_type ?? null,
		is_lightning_deal: deal.is_lightning_deal ?? null,
		badge: deal.badge ?? null,
		ends_at: deal.ends_at ?? null,
		link: deal.link ?? null,
		image: deal.image ?? null,
	};
}

function simplifyNewRelease(release: IDataObject): IDataObject {
	return {
		rank: release.rank ?? null,
		asin: release.asin ?? null,
		title: release.title ?? null,
		price: moneyValue(release.price),
		currency: moneyCurrency(release.price),
		rating: release.rating ?? null,
		ratings_total: release.ratings_total ?? null,
		link: release.link ?? null,
		image: release.image ?? null,
	};
}

/** Amazon endpoints (the spec's word: retail). */
export const amazon: PlatformDescriptor = {
	platform: 'Amazon',
	resources: [
		{
			value: 'product',
			name: 'Product',
			description: 'A product sold on Amazon',
			endpoints: [
				{
					operation: 'getReviews',
					name: 'Get Reviews',
					action: 'Get product reviews',
					description:
						'Get the public featured reviews of a product, one item per review (title, text, rating, date, author, verified purchase, helpful votes, images), each with the product\'s rating summary under "product". 10 reviews a page.',
					method: 'GET',
					path: '/v1/amazon/products/{asin}/reviews',
					params: REVIEW_PARAMS,
					credits: 10,
					paging: { kind: 'page', param: 'page', totalPagesPath: 'pagination.total_pages' },
					records: 'reviews',
					recordContext: { key: 'product', fields: PRODUCT_SUMMARY_FIELDS },
					notice: REVIEWS_NOTICE,
					simplify: simplifyReview,
				},
			],
		},
		{
			value: 'deal',
			name: 'Deal',
			description: 'Current Amazon deals',
			endpoints: [
				{
					operation: 'getDeals',
					name: 'Get Deals',
					action: 'Get current deals',
					description:
						'Get the deals running on a marketplace, optionally in one category, one item per deal (deal and list price, discount, deal type, lightning deal, end time).',
					method: 'GET',
					path: '/v1/amazon/deals',
					params: [
						MARKETPLACE,
						category(
							{ method: 'dealCategories', from: { resource: 'category', operation: 'list' }, value: 'alias', name: 'name', pass: ['domain'] },
							'Only deals in this category, picked from the marketplace\'s categories or typed as a category alias (e.g. electronics). Leave empty for all deals.',
						),
						startPage('First page of deals to read; paging goes on from there until a page comes back empty'),
					],
					credits: 5,
					paging: { kind: 'page', param: 'page' },
					records: 'results',
					simplify: simplifyDeal,
				},
			],
		},
		{
			value: 'newRelease',
			name: 'New Release',
			description: 'Amazon\'s ranking of new products',
			endpoints: [
				{
					operation: 'getNewReleases',
					name: 'Get New Releases',
					action: 'Get new releases',
					description:
						'Get the hot new releases ranking of a marketplace or category, one item per rank (rank, title, price, rating). 50 ranks a page, 100 in all.',
					method: 'GET',
					path: '/v1/amazon/new-releases',
					params: [
						MARKETPLACE,
						category(
							{
								method: 'newReleaseCategories',
								from: { resource: 'category', operation: 'list' },
								value: 'bestsellers_node',
								name: 'name',
								pass: ['domain'],
							},
							'The ranking\'s category, picked from the marketplace\'s categories or typed as a node ID or slug (e.g. electronics, books). Leave empty for the whole marketplace.',
						),
						startPage('First page to read: 1 (ranks 1-50) or 2 (ranks 51-100)', 2),
					],
					credits: 5,
					paging: { kind: 'page', param: 'page', lastPage: 2 },
					records: 'results',
					simplify: simplifyNewRelease,
				},
			],
		},
		{
			value: 'category',
			name: 'Category',
			description: 'The categories of an Amazon marketplace',
			endpoints: [
				{
					operation: 'list',
					name: 'List Categories',
					action: 'List categories',
					description:
						'List a marketplace\'s categories, one item per category: its alias (for Get Deals), name and best-sellers node (for Get New Releases).',
					method: 'GET',
					path: '/v1/amazon/categories',
					params: [MARKETPLACE],
					credits: 0,
					paging: { kind: 'none' },
					records: 'categories',
				},
			],
		},
	],
};
