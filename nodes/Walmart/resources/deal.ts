import type { ResourceDescriptor } from '../../shared/descriptor';
import { BROWSE_PAGES, checkPriceRange, listPaging, MAX_PRICE, MIN_PRICE, startPage } from '../walmart.params';
import { simplifySearchItem } from '../walmart.records';
import { OVERLAP_NOTICE, PRODUCT_CARD } from './product';

export const deal: ResourceDescriptor = {
	value: 'deal',
	name: 'Deal',
	description: "Walmart's current deals, rollbacks and clearance",
	endpoints: [
		{
			operation: 'list',
			name: 'List',
			action: 'List Walmart deals',
			description: `List Walmart's live deals, rollbacks and clearance, optionally in a price band. One item per product: ${PRODUCT_CARD}; a discounted product has was_price and price_info.savings_amount (with Simplify, was_price and savings_amount). About 50 products a page, at most 11 pages.`,
			notice: OVERLAP_NOTICE,
			method: 'GET',
			path: '/v1/walmart/deals',
			params: [MIN_PRICE, MAX_PRICE, startPage(BROWSE_PAGES)],
			check: checkPriceRange,
			credits: 5,
			paging: listPaging(BROWSE_PAGES, 'split the feed into price bands with Minimum and Maximum Price'),
			records: 'items',
			simplify: simplifySearchItem,
			toolUse: "Use to find what Walmart has on sale now (rollbacks, clearance), with the prices before and after",
		},
	],
};
