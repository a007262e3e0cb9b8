import type { IDataObject } from 'n8n-workflow';

import type { LocatorParam, ParamDescriptor, ResourceDescriptor } from '../../shared/descriptor';
import { MARKETPLACE, startPage } from '../amazon.params';
import { asinFromUrl } from '../amazon.urls';

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

export const product: ResourceDescriptor = {
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
};
