import type { IDataObject } from 'n8n-workflow';

import type { LocatorParam, PickParam, ResourceDescriptor } from '../../shared/descriptor';
import { moneyCurrency, moneyValue } from '../../shared/money';
import { sellerFromUrl, USERNAME } from '../ebay.urls';

/** The marketplaces the service documents (its market list and its `domain` parameter descriptions). */
export const EBAY_MARKETPLACES = [
	{ value: 'com', name: 'United States (ebay.com)' },
	{ value: 'co.uk', name: 'United Kingdom (ebay.co.uk)' },
	{ value: 'de', name: 'Germany (ebay.de)' },
	{ value: 'fr', name: 'France (ebay.fr)' },
	{ value: 'com.au', name: 'Australia (ebay.com.au)' },
];

const MARKETPLACE: PickParam = {
	displayName: 'Marketplace',
	name: 'domain',
	in: 'query',
	type: 'pick',
	default: 'com',
	description:
		'The eBay marketplace to read from, as its domain ending: com (United States, the default), co.uk, de, fr, com.au, or another one typed in "By Domain"',
	placeholder: 'co.uk',
	pattern: { regex: /^[a-z]{2,3}(\.[a-z]{2,3})?$/, form: 'a marketplace domain such as com, co.uk or de' },
	typedMode: 'By Domain',
	list: { method: 'ebayMarketplaces', options: EBAY_MARKETPLACES },
};

const SELLER: LocatorParam = {
	displayName: 'Seller',
	name: 'username',
	in: 'path',
	type: 'locator',
	default: '',
	required: true,
	description:
		'The seller whose listings to get: their eBay username (e.g. topgames_us) or a URL naming it: a profile link (ebay.com/usr/topgames_us), a seller listings link (/sch/topgames_us/m.html) or any link with _ssn=topgames_us. Store links (/str/...) name the store, not the seller, and are accepted only with _ssn.',
	id: { regex: USERNAME, form: 'an eBay username such as topgames_us', placeholder: 'topgames_us' },
	url: {
		form: 'an eBay seller URL such as https://www.ebay.com/usr/topgames_us',
		placeholder: 'https://www.ebay.com/usr/topgames_us',
		extract: sellerFromUrl,
	},
};

function simplifyItem(item: IDataObject): IDataObject {
	return {
		position: item.position ?? null,
		item_id: item.item_id ?? null,
		title: item.title ?? null,
		price: moneyValue(item.price),
		original_price: moneyValue(item.original_price),
		current_bid: moneyValue(item.current_bid),
		shipping_cost: moneyValue(item.shipping_cost),
		currency: moneyCurrency(item.price, item.current_bid, item.original_price, item.shipping_cost) ?? item.currency ?? null,
		discount_percent: item.discount_percent ?? null,
		condition: item.condition ?? null,
		buying_format: item.buying_format ?? null,
		is_auction: item.is_auction ?? null,
		bids: item.bids ?? null,
		time_left: item.time_left ?? null,
		free_shipping: item.free_shipping ?? null,
		shipping: item.shipping ?? null,
		location: item.location ?? null,
		watchers: item.watchers ?? null,
		sold_count: item.sold_count ?? null,
		seller_name: item.seller_name ?? null,
		url: item.url ?? null,
		image: item.image ?? null,
	};
}

export const seller: ResourceDescriptor = {
	value: 'seller',
	name: 'Seller',
	description: 'An eBay seller and their store',
	endpoints: [
		{
			operation: 'getItems',
			name: 'Get Seller Items',
			action: 'Get a seller\'s items',
			description:
				'Get the active listings of a seller, optionally filtered by keyword, one item per listing (price, bids, condition, buying format, shipping, watchers). Up to 240 listings a page, 100 pages at most.',
			method: 'GET',
			path: '/v1/ebay/sellers/{username}/items',
			params: [
				SELLER,
				MARKETPLACE,
				{
					displayName: 'Keyword',
					name: 'query',
					in: 'query',
					type: 'string',
					default: '',
					description: 'Only listings in the seller\'s store matching these words, e.g. nintendo switch',
					placeholder: 'nintendo switch',
					maxLength: 300,
				},
				{
					displayName: 'Start Page',
					name: 'page',
					in: 'query',
					type: 'integer',
					min: 1,
					max: 100,
					default: 1,
					description:
						'First page to read (1 to 100); paging goes on from there. To resume an earlier run, set Page Size to the size it used too.',
				},
				{
					displayName: 'Page Size',
					name: 'per_page',
					in: 'query',
					type: 'options',
					default: '240',
					description:
						'Listings per request: 60, 120 or 240 (eBay allows no other sizes). Leave unset to let the node choose: 240 with Return All, otherwise the smallest size that needs the fewest requests for the Limit.',
					options: [
						{ value: '60', name: 'Small (60)' },
						{ value: '120', name: 'Medium (120)' },
						{ value: '240', name: 'Large (240)' },
					],
				},
			],
			credits: 5,
			paging: {
				kind: 'page',
				param: 'page',
				totalPagesPath: 'pagination.total_pages',
				lastPage: 100,
				pageSize: { param: 'per_page', min: 60, max: 240, choices: [60, 120, 240] },
			},
			records: 'results',
			simplify: simplifyItem,
		},
	],
};
