import {
	LISTING_PAGE_CAP,
	LISTING_PER_PAGE,
	listingOf,
	offersOf,
	productByAsin,
	productDetail,
	searchCatalog,
	sortProducts,
	suggestionsFor,
} from '../../fixtures/amazon/products';
import { money } from '../../fixtures/amazon/catalog';
import type { CatalogProduct } from '../../fixtures/amazon/products';
import type { Fresh } from '../../live';
import { liveId } from '../../live';
import { ApiError, defineRoute } from '../../route';
import { DOMAIN, knownDomain, pageOf, PRODUCT_SORTS } from './shared';

const found = (asin: string) => {
	const product = productByAsin(asin);
	if (!product) throw ApiError.notFound(`Product ${asin} not found`);
	return product;
};

/** A new product like `template` (so it matches the same search), the newest arrival. */
const freshProduct: Fresh<CatalogProduct> = (template, serial) => ({
	...template,
	asin: liveId('B0LIVE', serial),
	released: template.released + 1,
});

export const productRoutes = [
	defineRoute({
		path: '/v1/amazon/search',
		query: {
			query: { type: 'string', required: true, minLength: 1 },
			domain: DOMAIN,
			page: { type: 'integer', default: 1, min: 1, max: LISTING_PAGE_CAP },
			sort_by: { type: 'enum', values: PRODUCT_SORTS },
			category: { type: 'string', maxLength: 100 },
			min_price: { type: 'number', min: 0 },
			max_price: { type: 'number', min: 0 },
			zip: { type: 'string', maxLength: 12 },
			language: { type: 'string', maxLength: 10 },
		},
		credits: 5,
		handle: ({ query, live }) => {
			knownDomain(query.domain);
			// Prices are compared in the marketplace's own currency, as shown there.
			const local = (usd: number) => money(usd, query.domain).value;
			const matched = searchCatalog(query.query, { category: query.category }).filter(
				(product) =>
					(query.min_price === null || local(product.usd) >= query.min_price) &&
					(query.max_price === null || local(product.usd) <= query.max_price),
			);
			const { entries, pagination } = pageOf(live.list(sortProducts(matched, query.sort_by), freshProduct), query.page, LISTING_PER_PAGE, LISTING_PAGE_CAP);
			return {
				query: query.query,
				domain: query.domain,
				results: entries.map((product, index) => listingOf(product, query.domain, index + 1)),
				pagination,
			};
		},
	}),
	defineRoute({
		path: '/v1/amazon/autocomplete',
		query: { query: { type: 'string', required: true, minLength: 1 }, domain: DOMAIN },
		credits: 1,
		handle: ({ query }) => {
			knownDomain(query.domain);
			return { query: query.query, domain: query.domain, suggestions: suggestionsFor(query.query) };
		},
	}),
	defineRoute({
		path: '/v1/amazon/products/{asin}',
		query: { domain: DOMAIN, zip: { type: 'string', maxLength: 12 }, language: { type: 'string', maxLength: 10 } },
		credits: 10,
		handle: ({ params, query, now, live }) => {
			knownDomain(query.domain);
			return { domain: query.domain, product: live.record(productDetail(found(params.asin), query.domain, now)) };
		},
	}),
	defineRoute({
		path: '/v1/amazon/products/{asin}/offers',
		query: { domain: DOMAIN, zip: { type: 'string', maxLength: 12 } },
		credits: 8,
		handle: ({ params, query }) => {
			knownDomain(query.domain);
			const product = found(params.asin);
			const offers = offersOf(product, query.domain);
			return { asin: product.asin, domain: query.domain, offers };
		},
	}),
];
