import type { ResourceDescriptor } from '../../shared/descriptor';
import {
	categoryParam,
	checkPrices,
	listingPaging,
	MARKETPLACE,
	PAGE_SIZE,
	priceParams,
	sortParam,
	startPage,
} from '../ebay.params';
import { simplifyStoreListing } from '../ebay.records';

/** eBay serves at most 100 pages of a category. */
const CATEGORY_LAST_PAGE = 100;

export const category: ResourceDescriptor = {
	value: 'category',
	name: 'Category',
	description: 'Categories of eBay: the top-level list, and the listings of one category',
	endpoints: [
		{
			operation: 'getItems',
			name: 'Get Items',
			action: 'Get the listings of a category',
			description:
				'Get the active listings of a category and the categories below it, one item per listing (the same record as Item > Search), sorted and filtered by price. Up to 240 listings a page, 100 pages at most.',
			method: 'GET',
			path: '/v1/ebay/categories/{category_id}/items',
			params: [
				categoryParam(
					true,
					'The category to browse: pick a top-level one in "From List" (Category > List, free) or type any category ID in "By ID", e.g. 139971 (Video Game Consoles); an item\'s category_id (Item > Get) is one.',
				),
				MARKETPLACE,
				sortParam('Order of the listings. Not set: best match.', {
					ending_soonest: 'Auctions ending soonest first',
					newly_listed: 'Most recently listed first',
				}),
				...priceParams('price'),
				startPage(CATEGORY_LAST_PAGE, 'to resume, set Page Size to the size the earlier run used too'),
				PAGE_SIZE,
			],
			credits: 5,
			check: checkPrices,
			paging: listingPaging(
				CATEGORY_LAST_PAGE,
				'eBay serves at most 100 pages of a category, and this one went on past them, so the rest were not fetched. Split it by price (Minimum and Maximum Price) or browse its sub-categories, and run once per part.',
			),
			records: 'results',
			simplify: simplifyStoreListing,
		},
		{
			operation: 'list',
			name: 'List',
			action: 'List categories',
			description:
				'List eBay\'s top-level categories, one item per category (name, category_id, and parent, the name of the category above for a nested one). Free: costs no credits. The same list fills the Category fields\' "From List".',
			method: 'GET',
			path: '/v1/ebay/categories',
			params: [],
			credits: 0,
			paging: { kind: 'none' },
			records: 'categories',
		},
	],
};
