import type { ResourceDescriptor } from '../../shared/descriptor';
import { BROWSE_PAGES, CATEGORY, checkPriceRange, FACET, listPaging, MAX_PRICE, MIN_PRICE, startPage } from '../walmart.params';
import { simplifySearchItem } from '../walmart.records';
import { OVERLAP_NOTICE, PRODUCT_CARD } from './product';

export const category: ResourceDescriptor = {
	value: 'category',
	name: 'Category',
	description: 'Walmart categories and departments, browsed by their page',
	endpoints: [
		{
			operation: 'browse',
			name: 'Browse',
			action: 'Browse a Walmart category',
			description: `List the products of a walmart.com category or department page, with price band and facet filters (browse pages take no sort: Product > Search sorts). One item per product: ${PRODUCT_CARD}. About 40 to 60 products a page, at most 11 pages.`,
			notice: OVERLAP_NOTICE,
			method: 'GET',
			path: '/v1/walmart/category',
			params: [CATEGORY, MIN_PRICE, MAX_PRICE, FACET, startPage(BROWSE_PAGES)],
			check: checkPriceRange,
			credits: 5,
			paging: listPaging(BROWSE_PAGES, 'split the category: a Facet per brand (brand:HP) or price bands with Minimum and Maximum Price'),
			records: 'items',
			simplify: simplifySearchItem,
		},
	],
};
