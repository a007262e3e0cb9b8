import { AMAZON_MARKETS } from '../../fixtures/amazon/catalog';
import {
	BESTSELLERS_PER_PAGE,
	bestsellerOf,
	bestsellersOf,
	LISTING_PAGE_CAP,
	LISTING_PER_PAGE,
	listingOf,
	productsOfNode,
	sortProducts,
} from '../../fixtures/amazon/products';
import { ApiError, defineRoute } from '../../route';
import { DOMAIN, knownDomain, pageOf, PRODUCT_SORTS } from './shared';

export const listRoutes = [
	defineRoute({
		path: '/v1/amazon/markets',
		credits: 0,
		handle: () => ({ markets: AMAZON_MARKETS.map((market) => ({ ...market })) }),
	}),
	defineRoute({
		path: '/v1/amazon/category',
		query: {
			node: { type: 'string', required: true, minLength: 1 },
			domain: DOMAIN,
			page: { type: 'integer', default: 1, min: 1, max: LISTING_PAGE_CAP },
			sort_by: { type: 'enum', values: PRODUCT_SORTS },
		},
		credits: 5,
		handle: ({ query }) => {
			knownDomain(query.domain);
			const products = productsOfNode(query.node);
			if (!products) throw ApiError.notFound(`Browse node ${query.node} not found`);
			const { entries, pagination } = pageOf(sortProducts(products, query.sort_by), query.page, LISTING_PER_PAGE, LISTING_PAGE_CAP);
			return {
				node: query.node,
				domain: query.domain,
				results: entries.map((product, index) => listingOf(product, query.domain, index + 1)),
				pagination,
			};
		},
	}),
	defineRoute({
		path: '/v1/amazon/bestsellers',
		query: {
			domain: DOMAIN,
			category: { type: 'string', maxLength: 100 },
			page: { type: 'integer', default: 1, min: 1, max: 2 },
		},
		credits: 5,
		handle: ({ query }) => {
			knownDomain(query.domain);
			const ranked = bestsellersOf(query.category);
			if (!ranked) throw ApiError.notFound(`Best sellers category ${query.category} not found`);
			const start = (query.page - 1) * BESTSELLERS_PER_PAGE;
			return {
				domain: query.domain,
				category: query.category,
				results: ranked
					.slice(start, start + BESTSELLERS_PER_PAGE)
					.map((product, index) => bestsellerOf(product, query.domain, start + index + 1)),
			};
		},
	}),
];
