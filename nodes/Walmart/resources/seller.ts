import type { ResourceDescriptor } from '../../shared/descriptor';
import { queryParam } from '../../shared/descriptor';
import { listPaging, PRODUCT_SORT, SEARCH_PAGES, SELLER, startPage } from '../walmart.params';
import { simplifySearchItem } from '../walmart.records';
import { OVERLAP_NOTICE, PRODUCT_CARD } from './product';

export const seller: ResourceDescriptor = {
	value: 'seller',
	name: 'Seller',
	description: "Walmart marketplace sellers: a seller's profile, and its products",
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: 'Get a Walmart seller',
			description:
				"Read a marketplace seller's profile as one item: seller_id, catalog_seller_id, name, display_name, seller_type, url, about, email, phone, address (address1, city, state, postal_code, country), rating, review_count, badges and deactivation_status. No products: Seller > Get Products lists them.",
			method: 'GET',
			path: '/v1/walmart/sellers/{seller_id}',
			params: [SELLER],
			credits: 5,
			paging: { kind: 'none' },
			records: 'seller',
		},
		{
			operation: 'getProducts',
			name: 'Get Products',
			action: "Get a Walmart seller's products",
			description: `List a marketplace seller's products matching a search term (Walmart lists a seller's catalogue only through a search). One item per product: ${PRODUCT_CARD}. About 40 to 60 products a page, at most 10 pages.`,
			notice: OVERLAP_NOTICE,
			method: 'GET',
			path: '/v1/walmart/sellers/{seller_id}/products',
			params: [
				SELLER,
				queryParam({
					description: "What to look for in the seller's catalogue, e.g. camera: required, as Walmart lists nothing for a seller alone. Run several terms to cover a large seller.",
					placeholder: 'camera',
					pattern: { regex: /^[^\r\n]+$/, form: 'search words on one line such as camera' },
					maxLength: 500,
				}),
				PRODUCT_SORT,
				startPage(SEARCH_PAGES),
			],
			credits: 5,
			paging: listPaging(SEARCH_PAGES, 'run several search terms (a brand, a product type) rather than one'),
			records: 'items',
			simplify: simplifySearchItem,
		},
	],
};
