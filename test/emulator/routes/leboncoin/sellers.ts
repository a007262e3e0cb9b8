import { SELLERS } from '../../fixtures/leboncoin/ads';
import { adSummary, sellerAds } from '../../fixtures/leboncoin/listings';
import { ApiError, defineRoute } from '../../route';

const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

function findSeller(userId: string) {
	const seller = SELLERS.find((candidate) => candidate.user_id === userId.toLowerCase());
	if (!seller) throw ApiError.notFound('Seller not found');
	return seller;
}

export const sellerRoutes = [
	defineRoute({
		path: '/v1/leboncoin/sellers/{user_id}',
		pathParams: { user_id: { pattern: UUID } },
		credits: 5,
		handle: ({ params }) => ({ seller: structuredClone(findSeller(params.user_id)) }),
	}),
	defineRoute({
		path: '/v1/leboncoin/sellers/{user_id}/listings',
		pathParams: { user_id: { pattern: UUID } },
		query: {
			page: { type: 'integer', min: 1, default: 1 },
			limit: { type: 'integer', min: 1, max: 100, default: 35 },
		},
		credits: 5,
		handle: ({ params, query }) => {
			const seller = findSeller(params.user_id);
			const ads = sellerAds(seller.user_id);
			// Past the last page: an empty page, the total still said.
			const start = (query.page - 1) * query.limit;
			return {
				user_id: seller.user_id,
				ads: ads.slice(start, start + query.limit).map(adSummary),
				total: ads.length,
				page: query.page,
				limit: query.limit,
			};
		},
	}),
];
