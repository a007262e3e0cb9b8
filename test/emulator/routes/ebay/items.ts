import { findItem, itemDetail } from '../../fixtures/ebay/items';
import { productReviews, reviewSummary } from '../../fixtures/ebay/reviews';
import { ApiError, defineRoute } from '../../route';
import { DOMAIN_RULE, scraped, servePage } from './paging';

/** Reviews: 20 a page, pages 1 to 50. */
export const REVIEWS_PER_PAGE = 20;
export const REVIEWS_MAX_PAGE = 50;

export const itemRoutes = [
	defineRoute({
		path: '/v1/ebay/items/{item_id}',
		query: { domain: DOMAIN_RULE },
		credits: 5,
		handle: ({ params, query, now, live }) => {
			const found = findItem(params.item_id, query.domain);
			if (!found) throw ApiError.notFound(`Item ${params.item_id} not found`);
			return { domain: query.domain, item: live.record(itemDetail(found, query.domain, now)) };
		},
	}),
	defineRoute({
		path: '/v1/ebay/items/{item_id}/reviews',
		query: { domain: DOMAIN_RULE, page: { type: 'integer', default: 1, min: 1, max: REVIEWS_MAX_PAGE } },
		credits: 10,
		handle: ({ params, query, now }) => {
			const found = findItem(params.item_id, query.domain);
			if (!found) throw ApiError.notFound(`Item ${params.item_id} not found`);
			// Reviews belong to the catalog product: a listing outside the catalog has none.
			const productId = found.card.product_id;
			const page = servePage(productReviews(productId), query.page, REVIEWS_PER_PAGE);
			const { rating, ratings_total, histogram } = reviewSummary(productId);
			return {
				domain: query.domain,
				item_id: params.item_id,
				product_id: productId,
				rating,
				ratings_total,
				histogram: histogram ?? { five_star: null, four_star: null, three_star: null, two_star: null, one_star: null },
				reviews: page.records.map((review) => ({ ...review })),
				pagination: page.pagination,
				...scraped(now),
			};
		},
	}),
];
