import type { IdListParam, MultiOptionsParam, NumberParam, OptionsParam, ResourceDescriptor } from '../../shared/descriptor';
import { queryParam, textParam } from '../../shared/descriptor';
import { ITEM, MARKET, SEARCH_PAGING } from '../vinted.params';
import { simplifyItem, simplifyItemDetail } from '../vinted.records';
import { catalogIdFromUrl, NUMERIC_ID } from '../vinted.urls';

/** A comma-separated list of numeric IDs a search filters on (brands, colors), each checked before any request. */
const ids = (name: string, displayName: string, description: string): IdListParam => ({
	displayName,
	name,
	in: 'query',
	type: 'idList',
	default: '',
	filter: true,
	description,
	placeholder: '53, 14',
	id: { regex: NUMERIC_ID, form: 'numeric IDs such as 53, separated by commas' },
});

const price = (name: string, displayName: string, description: string, example: number): NumberParam => ({
	displayName,
	name,
	in: 'query',
	type: 'number',
	min: 0,
	default: example,
	filter: true,
	description: `${description}, a number of at least 0 such as ${example}. Not set: no limit.`,
});

const CATALOGS: IdListParam = {
	...ids(
		'catalog_ids',
		'Catalog IDs',
		"Only listings of these categories (their sub-categories included): the catalog[] value of a Vinted category page (221 for vinted.fr/catalog?catalog[]=221), that page's URL, or an Item > Get's catalog_id, separated by commas. Catalog IDs belong to one market.",
	),
	placeholder: '221, 1242',
	url: { form: 'a Vinted catalog URL such as https://www.vinted.fr/catalog?catalog[]=221', extract: catalogIdFromUrl },
};

/** The five conditions the List Statuses page prints, by their IDs (labels in English; the service localizes them). */
const STATUSES: MultiOptionsParam = {
	displayName: 'Conditions',
	name: 'status_ids',
	in: 'query',
	type: 'multiOptions',
	default: [],
	filter: true,
	description: 'Only listings in these conditions (Catalog > List Statuses gives the IDs and their labels in a market\'s language)',
	options: [
		{ value: '6', name: 'New With Tags' },
		{ value: '1', name: 'New Without Tags' },
		{ value: '2', name: 'Very Good' },
		{ value: '3', name: 'Good' },
		{ value: '4', name: 'Satisfactory' },
	],
};

const ORDER: OptionsParam = {
	displayName: 'Sort',
	name: 'order',
	in: 'query',
	type: 'options',
	default: 'relevance',
	description: 'Order of the listings: best match (the default), cheapest or dearest first, or newest first (what a watch of new listings wants)',
	options: [
		{ value: 'relevance', name: 'Relevance' },
		{ value: 'price_low_to_high', name: 'Price: Low to High' },
		{ value: 'price_high_to_low', name: 'Price: High to Low' },
		{ value: 'newest_first', name: 'Newest First' },
	],
};

const ITEM_COLUMNS =
	'id, title, price {amount, currency_code}, service_fee, total_item_price, brand_title, size_title, status, url, photo, user (the seller), favourite_count, view_count';

export const item: ResourceDescriptor = {
	value: 'item',
	name: 'Item',
	description: 'Listings on Vinted: a search of a market\'s catalog, and a listing in full',
	endpoints: [
		{
			operation: 'search',
			name: 'Search',
			action: 'Search Vinted items',
			description: `Search a Vinted market's listings by text, with price, brand, category, color, condition and seller-country filters. One item per listing: ${ITEM_COLUMNS}, and the market searched. With Simplify, the price is price, currency and price_text, the fee and the total numbers in that currency.`,
			notice:
				'Vinted shows at most 960 listings of one search (the page count stops there): narrow a larger search with filters, or sort by price, to reach the rest.',
			method: 'GET',
			path: '/v1/vinted/search',
			params: [
				queryParam({ description: 'The words to search for, e.g. nike air force 1', placeholder: 'nike air force 1', maxLength: 200 }),
				MARKET,
				price('price_from', 'Minimum Price', "The lowest price, in the market's currency (euros on vinted.fr, pounds on vinted.co.uk)", 5),
				price('price_to', 'Maximum Price', "The highest price, in the market's currency", 50),
				ids('brand_ids', 'Brand IDs', 'Only listings of these brands, by their IDs (Brand > Search gives them, e.g. 53 for Nike), separated by commas'),
				CATALOGS,
				ids('color_ids', 'Color IDs', 'Only listings of these colors, by their IDs (Catalog > List Colors gives them, e.g. 1 for black), separated by commas'),
				STATUSES,
				textParam(
					'seller_country',
					'Seller Countries',
					"Only listings whose seller is in one of these countries, as two-letter codes separated by commas (fr, or fr,be). Vinted markets show sellers from other countries too; this keeps the ones in these countries. A filtered page can hold fewer listings than asked, or none: an empty page ends the list.",
					'fr,be',
					{ pattern: { regex: /^[A-Za-z]{2}(,[A-Za-z]{2})*$/, form: 'two-letter country codes separated by commas, such as fr,be' }, maxLength: 100, filter: true },
				),
				ORDER,
			],
			check: (values) =>
				typeof values.price_from === 'number' && typeof values.price_to === 'number' && values.price_from > values.price_to
					? 'Minimum Price is above Maximum Price: give a minimum at or below the maximum'
					: undefined,
			credits: 5,
			paging: SEARCH_PAGING,
			records: 'items',
			recordDefaults: ['market'],
			simplify: simplifyItem,
			toolUse: 'Use to find second-hand listings on Vinted by words, price and filters',
		},
		{
			operation: 'get',
			name: 'Get',
			action: 'Get a Vinted item',
			description:
				"Read one listing in full: the search's fields plus description, brand_id, catalog_id and category, size and condition IDs, colors, all photos, buy/reserve/closed/hidden flags and the seller's feedback and badges. A withdrawn or deleted listing is a 404. With Simplify, sold says whether it sold (closed, neither hidden nor reserved).",
			notice: 'One request per input item, 10 credits each: fed 100 listings from a search, this runs 100 times and costs 1,000 credits. Request Options > Credit Budget caps what a run may spend.',
			method: 'GET',
			path: '/v1/vinted/items/{item_id}',
			params: [ITEM, MARKET],
			credits: 10,
			paging: { kind: 'none' },
			records: 'item',
			recordDefaults: ['market'],
			simplify: simplifyItemDetail,
		},
	],
};
