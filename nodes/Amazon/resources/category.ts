import type { EndpointDescriptor, LocatorParam, ResourceDescriptor } from '../../shared/descriptor';
import { LIST_PAGE_CAP, MARKETPLACE, PRODUCT_SORT, startPage, URL_MARKETPLACE_RULE } from '../amazon.params';
import { simplifyListing } from '../amazon.records';
import { BROWSE_NODE, browseNodeFromUrl, marketplaceFromUrl } from '../amazon.urls';

const NODE: LocatorParam = {
	displayName: 'Browse Node',
	name: 'node',
	in: 'query',
	type: 'locator',
	default: '',
	required: true,
	description: `The category, as its browse node ID (digits, e.g. 172282) or an Amazon category URL holding one: node= (/b?node=172282), a search refined by department (rh=n:172282) or a best-sellers page ending in the node (/gp/bestsellers/electronics/172541). A product's bestsellers_rank links name nodes too. ${URL_MARKETPLACE_RULE}`,
	id: { regex: BROWSE_NODE, form: 'a browse node ID (digits) such as 172282', placeholder: '172282' },
	url: {
		form: 'an Amazon category URL such as https://www.amazon.com/b?node=172282',
		placeholder: 'https://www.amazon.com/b?node=172282',
		extract: browseNodeFromUrl,
		implies: { param: MARKETPLACE.name, read: marketplaceFromUrl },
	},
};

const list: EndpointDescriptor = {
	operation: 'list',
	name: 'List',
	action: 'List categories',
	description:
		"List a marketplace's categories, one item per category: its alias (for Search and Get Deals), name and best-sellers node (for Get Bestsellers and Get New Releases).",
	method: 'GET',
	path: '/v1/amazon/categories',
	params: [MARKETPLACE],
	credits: 0,
	paging: { kind: 'none' },
	records: 'categories',
};

const browse: EndpointDescriptor = {
	operation: 'browse',
	name: 'Browse Category',
	action: 'Browse the products of a category',
	description:
		'List the products of an Amazon category (browse node), in the order chosen, one item per product (ASIN, title, price, rating, Prime and badge flags, availability, link). At most 20 pages.',
	method: 'GET',
	path: '/v1/amazon/category',
	params: [
		NODE,
		MARKETPLACE,
		PRODUCT_SORT,
		startPage(
			'First page of products to read, 1 to 20, e.g. 3 to resume a run that stopped at page 3. Paging goes on from there to the last page.',
			LIST_PAGE_CAP,
		),
	],
	credits: 5,
	paging: {
		kind: 'page',
		param: 'page',
		totalPagesPath: 'pagination.total_pages',
		totalRecordsPath: 'pagination.total_results',
		lastPage: LIST_PAGE_CAP,
		lastPageHint:
			'Amazon shows at most 20 pages of one category, and this one holds more, so the rest were not fetched. To reach them, browse its sub-categories (narrower browse nodes) or run Product > Search with the category and price ranges.',
	},
	records: 'results',
	simplify: simplifyListing,
};

export const category: ResourceDescriptor = {
	value: 'category',
	name: 'Category',
	description: 'The categories of an Amazon marketplace and the products in them',
	endpoints: [list, browse],
};
