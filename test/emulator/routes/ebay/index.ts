import { clampPerPage, sellerListings } from '../../fixtures/ebay/sellers';
import { ApiError, defineRoute } from '../../route';

const MAX_PAGE = 100;

export const ebayRoutes = [
	defineRoute({
		path: '/v1/ebay/sellers/{username}/items',
		query: {
			domain: { type: 'string', default: 'com', maxLength: 10 },
			query: { type: 'string', maxLength: 300 },
			page: { type: 'integer', default: 1, min: 1, max: MAX_PAGE },
			per_page: { type: 'integer', min: 1, max: 240 },
		},
		credits: 5,
		handle: ({ params, query, now }) => {
			const all = sellerListings(params.username, query.domain);
			if (!all) throw ApiError.notFound(`Seller ${params.username} not found`);
			const words = (query.query ?? '').toLowerCase().split(/\s+/).filter((word) => word !== '');
			const matching = all.filter((listing) => words.every((word) => listing.title.toLowerCase().includes(word)));
			const perPage = clampPerPage(query.per_page);
			const start = (query.page - 1) * perPage;
			return {
				domain: query.domain,
				username: params.username,
				results: matching.slice(start, start + perPage).map((listing, index) => ({
					...structuredClone(listing),
					position: start + index + 1,
				})),
				pagination: {
					current_page: query.page,
					per_page: perPage,
					// The count of the whole store, even past the 100 pages the service will serve.
					total_pages: Math.ceil(matching.length / perPage),
					total_results: matching.length,
				},
				scraped_utc: Math.floor(now / 1000),
				scraped_at: new Date(now).toISOString(),
			};
		},
	}),
];
