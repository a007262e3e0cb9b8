import { FEEDBACK_PER_PAGE, feedbackOf, LISTING_PER_PAGE, listingOf, sellerById, sellerProfile, storefrontOf } from '../../fixtures/amazon/products';
import { ApiError, defineRoute } from '../../route';
import { DOMAIN, knownDomain, pageOf } from './shared';

const found = (sellerId: string) => {
	const seller = sellerById(sellerId);
	if (!seller) throw ApiError.notFound(`Seller ${sellerId} not found`);
	return seller;
};

const PAGE = { type: 'integer', default: 1, min: 1 } as const;

export const sellerRoutes = [
	defineRoute({
		path: '/v1/amazon/sellers/{seller_id}',
		query: { domain: DOMAIN },
		credits: 3,
		handle: ({ params, query }) => {
			knownDomain(query.domain);
			return { domain: query.domain, seller: sellerProfile(found(params.seller_id), query.domain) };
		},
	}),
	defineRoute({
		path: '/v1/amazon/sellers/{seller_id}/products',
		query: { domain: DOMAIN, page: PAGE },
		credits: 5,
		handle: ({ params, query }) => {
			knownDomain(query.domain);
			const seller = found(params.seller_id);
			const { entries, pagination } = pageOf(storefrontOf(seller), query.page, LISTING_PER_PAGE);
			return {
				seller_id: seller.seller_id,
				domain: query.domain,
				results: entries.map((product, index) => listingOf(product, query.domain, index + 1)),
				pagination,
			};
		},
	}),
	defineRoute({
		path: '/v1/amazon/sellers/{seller_id}/feedback',
		query: { domain: DOMAIN, page: PAGE },
		credits: 3,
		handle: ({ params, query }) => {
			knownDomain(query.domain);
			const seller = found(params.seller_id);
			const { entries, pagination } = pageOf(feedbackOf(seller), query.page, FEEDBACK_PER_PAGE);
			return { seller_id: seller.seller_id, domain: query.domain, feedback: entries, pagination };
		},
	}),
];
