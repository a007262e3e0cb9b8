import {
	AMAZON_CATEGORIES,
	DEALS_PER_PAGE,
	NEW_RELEASES_PER_PAGE,
	REVIEWED_PRODUCTS,
	REVIEWS_PER_PAGE,
	dealsOf,
	newReleasesOf,
} from '../../fixtures/amazon/catalog';
import type { Review } from '../../fixtures/amazon/catalog';
import type { Fresh } from '../../live';
import { isoAt, liveId } from '../../live';
import { ApiError, defineRoute } from '../../route';
import { listRoutes } from './lists';
import { productRoutes } from './products';
import { sellerRoutes } from './sellers';
import { DOMAIN, knownDomain } from './shared';

const STAR_FILTERS: Record<string, (rating: number) => boolean> = {
	one_star: (rating) => rating === 1,
	two_star: (rating) => rating === 2,
	three_star: (rating) => rating === 3,
	four_star: (rating) => rating === 4,
	five_star: (rating) => rating === 5,
	positive: (rating) => rating >= 4,
	critical: (rating) => rating <= 3,
};

/** A new review like `template`, written at `at`. */
const freshReview: Fresh<Review> = (template, serial, at) => ({
	...template,
	id: liveId('RLIVE', serial, 6),
	helpful_votes: 0,
	date_utc: Math.floor(at / 1000),
	date_at: isoAt(at),
	date_raw: `Reviewed in the United States on ${new Date(at).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })}`,
});

export const amazonRoutes = [
	...productRoutes,
	...listRoutes,
	...sellerRoutes,
	defineRoute({
		path: '/v1/amazon/categories',
		query: { domain: DOMAIN },
		credits: 0,
		handle: ({ query }) => {
			knownDomain(query.domain);
			return { domain: query.domain, categories: AMAZON_CATEGORIES[query.domain].map((category) => ({ ...category })) };
		},
	}),
	defineRoute({
		path: '/v1/amazon/products/{asin}/reviews',
		query: {
			domain: DOMAIN,
			page: { type: 'integer', default: 1, min: 1 },
			sort_by: { type: 'enum', values: ['helpful', 'recent'], default: 'helpful' },
			star: { type: 'enum', values: Object.keys(STAR_FILTERS) },
			verified_only: { type: 'boolean', default: false },
			media_only: { type: 'boolean', default: false },
		},
		credits: 10,
		handle: ({ params, query, live }) => {
			knownDomain(query.domain);
			const product = REVIEWED_PRODUCTS[params.asin];
			if (!product) throw ApiError.notFound(`Product ${params.asin} not found`);
			const keep = (review: Review) =>
				(query.star === null || STAR_FILTERS[query.star](review.rating)) &&
				(!query.verified_only || review.verified_purchase) &&
				(!query.media_only || review.images.length > 0);
			// Reviews written while the emulator runs are the newest.
			const selected = live.list(product.reviews, freshReview).filter(keep);
			// Fixture reviews are newest first; "helpful" orders by votes, ties by recency.
			if (query.sort_by === 'helpful') selected.sort((a, b) => b.helpful_votes - a.helpful_votes);
			const totalPages = Math.ceil(selected.length / REVIEWS_PER_PAGE);
			const start = (query.page - 1) * REVIEWS_PER_PAGE;
			return {
				asin: product.asin,
				domain: query.domain,
				rating: product.rating,
				ratings_total: product.ratings_total,
				rating_breakdown: { ...product.rating_breakdown },
				reviews: selected.slice(start, start + REVIEWS_PER_PAGE).map((review) => structuredClone(review)),
				pagination: { current_page: query.page, total_pages: totalPages, total_results: selected.length },
			};
		},
	}),
	defineRoute({
		path: '/v1/amazon/deals',
		query: {
			domain: DOMAIN,
			category: { type: 'string', maxLength: 100 },
			page: { type: 'integer', default: 1, min: 1 },
		},
		credits: 5,
		handle: ({ query }) => {
			knownDomain(query.domain);
			const deals = dealsOf(query.domain).filter((listed) => query.category === null || listed.category === query.category);
			const start = (query.page - 1) * DEALS_PER_PAGE;
			return {
				domain: query.domain,
				category: query.category,
				// Past the last page the deals feed is simply empty.
				results: deals.slice(start, start + DEALS_PER_PAGE).map(({ deal }, index) => ({
					...structuredClone(deal),
					position: start + index + 1,
				})),
			};
		},
	}),
	defineRoute({
		path: '/v1/amazon/new-releases',
		query: {
			domain: DOMAIN,
			category: { type: 'string', maxLength: 100 },
			page: { type: 'integer', default: 1, min: 1, max: 2 },
		},
		credits: 5,
		handle: ({ query }) => {
			knownDomain(query.domain);
			const start = (query.page - 1) * NEW_RELEASES_PER_PAGE;
			return {
				domain: query.domain,
				category: query.category,
				results: newReleasesOf(query.domain, query.category)
					.slice(start, start + NEW_RELEASES_PER_PAGE)
					.map((release) => structuredClone(release)),
			};
		},
	}),
];
