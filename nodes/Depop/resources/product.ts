import type { MultiOptionsParam, NumberParam, OptionsParam, ResourceDescriptor, StringParam } from '../../shared/descriptor';
import { queryParam, textParam } from '../../shared/descriptor';
import { LIST_PAGING, MARKET, PRODUCT } from '../depop.params';
import { simplifyCard, simplifyProduct } from '../depop.records';

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

/** A comma-separated filter of the service's (brands, sizes, colours), each entry a word, checked before any request. */
const words = (name: string, displayName: string, description: string, placeholder: string): StringParam =>
	textParam(name, displayName, description, placeholder, {
		pattern: { regex: /^[A-Za-z0-9_-]+(\s*,\s*[A-Za-z0-9_-]+)*$/, form: `comma-separated values such as ${placeholder}` },
		maxLength: 300,
		filter: true,
	});

/** Depop's conditions, by the slugs its search takes. */
const CONDITIONS: MultiOptionsParam = {
	displayName: 'Conditions',
	name: 'conditions',
	in: 'query',
	type: 'multiOptions',
	default: [],
	filter: true,
	description: 'Only items in these conditions',
	options: [
		{ value: 'brand_new', name: 'Brand New' },
		{ value: 'used_like_new', name: 'Like New' },
		{ value: 'used_excellent', name: 'Used - Excellent' },
		{ value: 'used_fair', name: 'Used - Fair' },
		{ value: 'used_good', name: 'Used - Good' },
	],
};

const GENDER: OptionsParam = {
	displayName: 'Gender',
	name: 'gender',
	in: 'query',
	type: 'options',
	default: 'female',
	filter: true,
	description: "Only one department: menswear (male) or womenswear (female)",
	options: [
		{ value: 'female', name: 'Womenswear' },
		{ value: 'male', name: 'Menswear' },
	],
};

const SORT: OptionsParam = {
	displayName: 'Sort',
	name: 'sort',
	in: 'query',
	type: 'options',
	default: 'relevance',
	description: 'Order of the items: best match (the default), newly listed first (what a watch of new listings wants), or by price',
	options: [
		{ value: 'relevance', name: 'Relevance' },
		{ value: 'newlyListed', name: 'Newly Listed' },
		{ value: 'priceAscending', name: 'Price: Low to High' },
		{ value: 'priceDescending', name: 'Price: High to Low' },
	],
};

const CARD = 'slug, url, seller_username, brand, size, price, original_price (before a markdown), currency, is_sold, image';

export const product: ResourceDescriptor = {
	value: 'product',
	name: 'Product',
	description: 'Items for sale on Depop: a search of a market, and an item in full',
	endpoints: [
		{
			operation: 'search',
			name: 'Search',
			action: 'Search Depop products',
			description: `Search Depop's items by text, with price, brand, category, size, colour, condition and department filters. One item per product: ${CARD}, and the market searched. With Simplify, the price is price, currency and price_text, original_price a number in that currency.`,
			method: 'GET',
			path: '/v1/depop/search',
			params: [
				queryParam({ description: 'The words to search for, e.g. nike air max', placeholder: 'nike air max', maxLength: 200 }),
				MARKET,
				price('price_min', 'Minimum Price', "The lowest price, in the market's currency (dollars on us, pounds on gb)", 10),
				price('price_max', 'Maximum Price', "The highest price, in the market's currency", 100),
				words('brands', 'Brands', 'Only items of these brands, separated by commas, e.g. nike,adidas', 'nike,adidas'),
				words('categories', 'Category IDs', "Only items of these Depop categories, by their IDs, separated by commas", '2,5'),
				words('sizes', 'Sizes', 'Only items of these sizes, separated by commas, e.g. m,l or uk-10', 'm,l'),
				words('colours', 'Colours', 'Only items of these colours, separated by commas, e.g. black,green', 'black,green'),
				CONDITIONS,
				GENDER,
				SORT,
			],
			check: (values) =>
				typeof values.price_min === 'number' && typeof values.price_max === 'number' && values.price_min > values.price_max
					? 'Minimum Price is above Maximum Price: give a minimum at or below the maximum'
					: undefined,
			credits: 10,
			paging: LIST_PAGING,
			records: 'products',
			recordDefaults: ['market'],
			simplify: simplifyCard,
			toolUse: 'Use to find second-hand fashion for sale on Depop by words, price and filters',
		},
		{
			operation: 'get',
			name: 'Get',
			action: 'Get a Depop product',
			description:
				'Read one item in full: id, slug, title, description, brand, condition, price and currency, availability (in_stock, sold), the seller\'s dispatch time, seller_username, every photo and the URL.',
			notice: 'One request per input item, 10 credits each: fed 50 products from a search, this runs 50 times and costs 500 credits. Request Options > Credit Budget caps what a run may spend.',
			method: 'GET',
			path: '/v1/depop/products/{product_id}',
			params: [PRODUCT, MARKET],
			credits: 10,
			paging: { kind: 'none' },
			simplify: simplifyProduct,
		},
	],
};
