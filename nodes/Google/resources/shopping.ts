import type { BooleanParam, NumberParam, ResourceDescriptor, StringParam } from '../../shared/descriptor';
import { textParam } from '../../shared/descriptor';
import { ASSUMED_CREDITS, COUNTRY, LANGUAGE, OFFERS_CREDITS, searchText} from '../google.params';

const price = (name: string, displayName: string, description: string): NumberParam => ({ displayName, name, in: 'query', type: 'integer', min: 0, default: 0, description, filter: true });

const BARCODE: StringParam = {
	displayName: 'Barcode',
	name: 'barcode',
	in: 'query',
	type: 'string',
	required: true,
	default: '',
	placeholder: '0711719541028',
	description: 'The product\'s barcode: GTIN-8, UPC-A (12 digits), EAN-13 or GTIN-14, e.g. 0711719541028. Its check digit is checked by ScrapeBadger (422 when it does not match).',
	pattern: { regex: /^(?:\d{8}|\d{12}|\d{13}|\d{14})$/, form: 'a barcode of 8, 12, 13 or 14 digits such as 0711719541028' },
};

const PRODUCT_ID: StringParam = {
	displayName: 'Product ID',
	name: 'product_id',
	in: 'query',
	type: 'string',
	required: true,
	default: '={{ $json.product_id }}',
	placeholder: '00000000014392075',
	description: 'The product_id of a Shopping > Search result (Google\'s gpcid). By default, the product_id of the incoming item.',
	pattern: { regex: /^[A-Za-z0-9_-]{1,64}$/, form: 'a product ID of letters and digits such as 00000000014392075' },
};

const flag = (name: string, displayName: string, description: string): BooleanParam => ({ displayName, name, in: 'query', type: 'boolean', default: false, description });

export const shopping: ResourceDescriptor = {
	value: 'shopping',
	name: 'Shopping and Products',
	description:
		'Google Shopping: products for a search, every seller\'s offer for a barcode, and a product in full (Get Product: the live call for what the docs\' overview names /shopping/product; its /shopping/product/click is not served live)',
	endpoints: [
		{
			operation: 'search',
			name: 'Search',
			action: 'Search Google Shopping',
			description:
				'Search Google Shopping. One item per product: position, product_id, title, price (value, currency, as shown), old price and sale, rating and reviews, the merchant (source), links, delivery and returns. A product\'s product_id feeds Get Product.',
			method: 'GET',
			path: '/v1/google/shopping/search',
			params: [
				searchText('The products to find', 'espresso machine'),
				COUNTRY,
				price('min_price', 'Min Price', 'Only products from this price, in the country\'s currency, in whole units'),
				price('max_price', 'Max Price', 'Only products up to this price, in the country\'s currency, in whole units'),
				textParam('sort_by', 'Sort By', 'Google Shopping\'s sort, as it names it (e.g. price_low_to_high, price_high_to_low, rating)', 'price_low_to_high', { pattern: { regex: /^[a-z_]{2,40}$/, form: 'a sort name such as price_low_to_high' } }),
			],
			credits: ASSUMED_CREDITS,
			creditsAssumed: true,
			check: (values) =>
				typeof values.min_price === 'number' && typeof values.max_price === 'number' && values.min_price > values.max_price ? 'Min Price must not be above Max Price' : undefined,
			paging: { kind: 'none' },
			records: 'results',
		},
		{
			operation: 'getOffers',
			name: 'Get Offers by Barcode',
			action: 'Get the offers for a barcode',
			description:
				'Find a product by its barcode and read every merchant\'s offer for it (ScrapeBadger resolves the barcode by a web search, then reads Shopping). One item per offer: title, source (the merchant), price (value, currency, as shown), link and rating, with the barcode and the product under product.',
			method: 'GET',
			path: '/v1/google/shopping/offers',
			params: [BARCODE, { ...COUNTRY, default: '', description: 'The country whose merchants and currency to read, as a two-letter code (us, au, gb, de)' }, LANGUAGE],
			credits: OFFERS_CREDITS,
			paging: { kind: 'none' },
			records: 'offers',
			recordContext: { key: 'product', fields: ['barcode', 'resolved_query', 'product_title'] },
		},
		{
			operation: 'getProduct',
			name: 'Get Product',
			action: 'Get a Google Shopping product',
			description:
				'Read a Shopping product in full: title, description, brand, rating, price range, sellers with their prices and shipping, specifications and images. Takes the product_id and the search that found it (Google needs both): run it on Search\'s items, whose product_id it reads by default.',
			method: 'GET',
			path: '/v1/google/products/detail',
			params: [
				PRODUCT_ID,
				searchText('The search that found the product (Google needs it to open the product)', 'espresso machine'),
				COUNTRY,
				LANGUAGE,
				flag('include_offers', 'Include All Offers', 'Whether to read every merchant\'s offer too (about 1 second more)'),
				flag('include_variants', 'Include Variants', 'Whether to read the size and colour variants too (about 1 second more)'),
				textParam('catalog_id', 'Catalog ID', 'The catalogid of the Shopping tile, for a closer match', '1234567890', { pattern: { regex: /^[A-Za-z0-9_-]{1,64}$/, form: 'letters and digits' } }),
			],
			credits: ASSUMED_CREDITS,
			creditsAssumed: true,
			paging: { kind: 'none' },
			notice: 'The docs\' overview names this /v1/google/shopping/product, an older name of this live call; its /shopping/product/click is not served by the live API.',
		},
	],
};
