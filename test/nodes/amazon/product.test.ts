/**
 * Amazon > Product > Search, Get, Get Offers and Get Reviews through n8n-core against the emulator: the request (path
 * and query), the product given by ASIN or by any URL form with the marketplace its host names, paging to the last
 * page, to the 20-page cap and by Limit, Simplify, a Get fed by 200 search results, the search's Category list, an
 * operation's own errors and bad input.
 */
import type { IDataObject } from 'n8n-workflow';

import { REVIEWED_PRODUCTS } from '../../emulator/fixtures/amazon/catalog';
import { productByAsin, searchCatalog, sellersOf, CATALOG } from '../../emulator/fixtures/amazon/products';
import { DEFAULT_TEST_KEY } from '../../emulator';
import { listSearch, nodeDescription } from '../../harness/n8n';
import { amazonSuite, byId, byUrl, creditsSpent, field, flat, fromList, hintsOf, mapped, NODE, operation, queries, requestLog, typed } from './support';

const { suite, run, refused } = amazonSuite();
const search = operation('product', 'search');
const get = operation('product', 'get');
const getOffers = operation('product', 'getOffers');
const getReviews = operation('product', 'getReviews');

const ECHO = 'B08N5WRWNW';
const asinsOf = (query: string) => searchCatalog(query).map((product) => product.asin);
const REVIEWS = `/v1/amazon/products/${ECHO}/reviews`;
const REVIEWED = REVIEWED_PRODUCTS[ECHO];
const reviews = (extra: Record<string, unknown> = {}) => getReviews({ asin: byId(ECHO), ...extra });

describe('Amazon > Product > Search', () => {
	test('the query alone: one request, one item per product with its Money prices', async () => {
		const { items, error } = await run(search({ query: 'air fryer', limit: 5 }));
		expect(error).toBeUndefined();
		expect(requestLog(suite)).toEqual([{ path: '/v1/amazon/search', query: { query: 'air fryer' } }]);
		expect(field(items, 'asin')).toEqual(asinsOf('air fryer').slice(0, 5));
		expect(items[0].json).toMatchObject({
			position: 1,
			title: expect.stringContaining('Air Fryer'),
			price: { value: expect.any(Number), currency: 'USD', symbol: '$', raw: expect.stringMatching(/^\$\d+\.\d\d$/) },
			link: expect.stringMatching(/^https:\/\/www\.amazon\.com\/dp\/[A-Z0-9]{10}$/),
		});
	});

	test('every option goes on the query with its wire name', async () => {
		const { items, error } = await run(
			search({
				query: 'air fryer',
				limit: 3,
				options: {
					domain: fromList('co.uk'),
					category: fromList('garden'),
					sort_by: 'price_low_to_high',
					min_price: 20,
					max_price: 300.5,
					zip: 'SW1A 1AA',
					language: 'en_GB',
					page: 1,
				},
			}),
		);
		expect(error).toBeUndefined();
		expect(queries(suite)).toEqual([
			{
				query: 'air fryer',
				domain: 'co.uk',
				category: 'garden',
				sort_by: 'price_low_to_high',
				min_price: '20',
				max_price: '300.5',
				zip: 'SW1A 1AA',
				language: 'en_GB',
				page: '1',
			},
		]);
		const prices = items.map((item) => (item.json.price as IDataObject).value as number);
		expect(prices).toEqual([...prices].sort((a, b) => a - b));
		expect((items[0].json.price as IDataObject).currency).toBe('GBP');
	});

	test('Return All reads to pagination.total_pages and no further: 25 products, 2 requests, 10 credits', async () => {
		let items: Array<{ json: IDataObject }> = [];
		const spent = await creditsSpent(suite, async () => ({ items } = await run(search({ query: 'air fryer', returnAll: true }))));
		expect(field(items, 'asin')).toEqual(asinsOf('air fryer'));
		expect(queries(suite)).toEqual([{ query: 'air fryer' }, { query: 'air fryer', page: '2' }]);
		expect(spent).toBe(10);
	});

	test('Limit 24 is one page; Limit 30 reads two and cuts the second', async () => {
		await run(search({ query: 'wireless earbuds', limit: 24 }));
		expect(queries(suite)).toEqual([{ query: 'wireless earbuds' }]);
		suite.emulator.clearRequests();
		const { items } = await run(search({ query: 'wireless earbuds', limit: 30 }));
		expect(items).toHaveLength(30);
		expect(queries(suite)).toEqual([{ query: 'wireless earbuds' }, { query: 'wireless earbuds', page: '2' }]);
	});

	test('a search matching more than 20 pages stops at page 20 and says why in a hint', async () => {
		const result = await run(search({ query: 'electronics', returnAll: true }));
		expect(result.items).toHaveLength(480);
		expect(queries(suite).map((query) => query.page ?? '1')).toEqual(Array.from({ length: 20 }, (_, index) => String(index + 1)));
		expect(hintsOf(result)).toEqual([expect.stringContaining('Amazon shows at most 20 pages of one search')]);
		suite.emulator.clearRequests();
		expect(hintsOf(await run(search({ query: 'air fryer', returnAll: true })))).toEqual([]);
	});

	test('Start Page 20 with Return All is one request', async () => {
		const { items } = await run(search({ query: 'electronics', returnAll: true, options: { page: 20 } }));
		expect(queries(suite)).toEqual([{ query: 'electronics', page: '20' }]);
		expect(field(items, 'asin')).toEqual(asinsOf('electronics').slice(456, 480));
	});

	test('Simplify: a flat row per product, each price a number column plus one currency column', async () => {
		const { items } = await run(search({ query: 'air fryer', limit: 24, simplify: true, options: { domain: typed('de') } }));
		expect(flat(items)).toBe(true);
		const discounted = items.find((item) => item.json.list_price !== null)!;
		expect(discounted.json).toMatchObject({ asin: expect.any(String), price: expect.any(Number), list_price: expect.any(Number), currency: 'EUR' });
		expect(Object.keys(items[0].json)).toEqual(expect.arrayContaining(['position', 'title', 'rating', 'ratings_total', 'is_prime', 'is_sponsored', 'link']));
	});

	describe('bad input is refused before any request', () => {
		test.each([
			['an empty query from an expression', { query: '={{ "" }}' }, 'Query is required'],
			['a query over two lines', { query: 'air\nfryer' }, 'Query must be search words on one line'],
			['a minimum above the maximum', { query: 'x', options: { min_price: 300, max_price: 20 } }, 'Minimum Price (300) must not be above Maximum Price (20)'],
			['a negative price', { query: 'x', options: { min_price: -1 } }, 'Minimum Price must be a number of at least 0'],
			['page 21', { query: 'x', options: { page: 21 } }, 'Start Page must be a whole number from 1 to 20, got 21'],
			['an unknown sort', { query: 'x', options: { sort_by: '={{ "cheapest" }}' } }, 'Sort By must be one of avg_review, newest, price_high_to_low, price_low_to_high, relevance'],
			['a locale that is a word', { query: 'x', options: { language: 'english' } }, 'Language must be a locale such as en_US'],
			['a postal code with symbols', { query: 'x', options: { zip: '10001;DROP' } }, 'Delivery ZIP or Postal Code must be a postal code'],
			['a category with a space', { query: 'x', options: { category: typed('home garden') } }, 'Category must be a category alias'],
			['a marketplace given as a host', { query: 'x', options: { domain: typed('amazon.de') } }, 'Marketplace must be a marketplace domain'],
		])('%s', async (_label, extra, message) => {
			await refused(search(extra), message);
		});
	});

	test('out of credits on page 3 of a search keeps the 48 products already fetched (Continue On Fail)', async () => {
		suite.emulator.setCredits('sb_test_key', 12);
		const { items } = await run(search({ query: 'wireless earbuds', returnAll: true }), { continueOnFail: true });
		expect(items).toHaveLength(49);
		expect(items[48].json).toMatchObject({
			httpStatus: 402,
			description: expect.stringContaining('48 records had been fetched before this failure. Paging stopped at page = 3'),
		});
	});
});

describe('Amazon > Product > Search: the Category list', () => {
	test('offers aliases of the chosen marketplace, filtered by the text typed', async () => {
		const result = await listSearch({
			node: NODE,
			method: 'searchCategories',
			parameters: search({ query: 'x', options: { domain: fromList('de') } }),
			filter: 'bü',
			credentials: { apiKey: DEFAULT_TEST_KEY, baseUrl: suite.emulator.url },
		});
		expect(queries(suite)).toEqual([{ domain: 'de' }]);
		expect(result.results).toEqual([{ name: 'Bücher', value: 'stripbooks' }]);
	});
});

describe('Amazon > Product > Get', () => {
	test('by ASIN: one request to the product path, the product as one item', async () => {
		const { items, error } = await run(get({ asin: byId(ECHO) }));
		expect(error).toBeUndefined();
		expect(requestLog(suite)).toEqual([{ path: `/v1/amazon/products/${ECHO}`, query: {} }]);
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({
			asin: ECHO,
			title: productByAsin(ECHO)!.title,
			price: { currency: 'USD' },
			buybox: { seller_name: 'Amazon.com' },
			rating_breakdown: expect.any(Object),
		});
	});

	test.each([
		['a slug, a ref= part and tracking on amazon.com', `https://www.amazon.com/Northwind-Dot-Smart-Speaker/dp/${ECHO}/ref=sr_1_3?crid=2X8&keywords=smart+speaker&qid=1717000000&sr=8-3`, 'com'],
		['a /gp/product/ link with an affiliate tag on amazon.co.uk', `https://www.amazon.co.uk/gp/product/${ECHO}?th=1&psc=1&tag=example-21`, 'co.uk'],
		['no scheme, a lower-case ASIN on amazon.de', `amazon.de/dp/${ECHO.toLowerCase()}/`, 'de'],
		['an English page of amazon.co.jp', `https://www.amazon.co.jp/-/en/dp/${ECHO}?language=en_US#customerReviews`, 'co.jp'],
		['an offer listing on amazon.fr', `https://www.amazon.fr/gp/offer-listing/${ECHO}/ref=dp_olp_NEW_mbc?ie=UTF8&condition=new`, 'fr'],
		['a mobile link', `https://www.amazon.com/gp/aw/d/${ECHO}?pd_rd_i=x`, 'com'],
		['a marketplace beyond the list (amazon.ca)', `https://www.amazon.ca/dp/${ECHO}`, 'ca'],
	])('by URL, %s: the host sets the marketplace', async (_label, url, domain) => {
		const { items, error } = await run(get({ asin: byUrl(url) }));
		expect(error).toBeUndefined();
		expect(requestLog(suite)).toEqual([{ path: `/v1/amazon/products/${ECHO}`, query: { domain } }]);
		expect(items[0].json.link).toBe(`https://www.amazon.${domain}/dp/${ECHO}`);
	});

	test('a Marketplace that agrees with the URL is kept; an ASIN keeps the Marketplace as set', async () => {
		await run(get({ asin: byUrl(`https://www.amazon.de/dp/${ECHO}`), options: { domain: fromList('de') } }));
		await run(get({ asin: byId(ECHO), options: { domain: typed('fr') } }));
		expect(queries(suite)).toEqual([{ domain: 'de' }, { domain: 'fr' }]);
	});

	test('a Marketplace set to another marketplace than the URL is refused, naming both', async () => {
		await refused(
			get({ asin: byUrl(`https://www.amazon.de/dp/${ECHO}`), options: { domain: fromList('fr') } }),
			'Product is a URL of de but Marketplace is fr: leave Marketplace at its default to follow the URL, or give a URL of fr',
		);
	});

	test.each([
		['amzn.eu', 'https://amzn.eu/d/3xYzAbc'],
		['a.co', 'https://a.co/d/8mNqR2s'],
		['amzn.to', 'amzn.to/3AbCdEf'],
	])('a %s short link is refused, asking for the full product URL', async (_label, url) => {
		await refused(get({ asin: byUrl(url) }), 'the full address from the browser: short amzn.eu, amzn.to or a.co links hide the product');
	});

	test.each([
		['a search page', byUrl('https://www.amazon.com/s?k=air+fryer'), 'Product must be an Amazon product URL'],
		['another shop', byUrl(`https://www.example.com/dp/${ECHO}`), 'Product must be an Amazon product URL'],
		['an ASIN with a symbol', mapped('B08N5WRWN!'), 'Product must be'],
		['an empty product', mapped(''), 'Product is required'],
		['a bad postal code', byId(ECHO), 'Delivery ZIP or Postal Code must be'],
	])('%s is refused before any request', async (label, asin, message) => {
		await refused(get({ asin, options: label === 'a bad postal code' ? { zip: '@@' } : {} }), message);
	});

	test('zip and language go on the query', async () => {
		await run(get({ asin: byId(ECHO), options: { zip: '10001', language: 'en_US' } }));
		expect(queries(suite)).toEqual([{ zip: '10001', language: 'en_US' }]);
	});

	test('fed 200 products from a search, it runs once per item without a loop: 200 requests, 2,000 credits, each paired to its item', async () => {
		const found = await run(search({ query: 'electronics', limit: 200 }));
		expect(found.items).toHaveLength(200);
		suite.emulator.clearRequests();
		let items: Array<{ json: IDataObject; pairedItem?: unknown }> = [];
		const spent = await creditsSpent(suite, async () => {
			({ items } = await run(get({ asin: byUrl('={{ $json.link }}'), simplify: true }), { items: found.items.map((item) => item.json) }));
		});
		expect(spent).toBe(2000);
		expect(suite.emulator.requests).toHaveLength(200);
		expect(field(items, 'asin')).toEqual(field(found.items, 'asin'));
		expect(items.map((item) => item.pairedItem)).toEqual(Array.from({ length: 200 }, (_, index) => ({ item: index })));
	});

	test('the operation states what it costs, per product and for 200', () => {
		const properties = nodeDescription(NODE).properties;
		const operations = properties.find((property) => property.name === 'operation' && property.displayOptions?.show?.resource?.includes('product'));
		const option = operations?.options?.find((entry) => (entry as { value: string }).value === 'get') as { description: string };
		expect(option.description).toContain('Costs 10 credits per request.');
		const notice = properties.find((property) => property.type === 'notice' && property.displayOptions?.show?.operation?.includes('get'));
		expect(notice?.displayName).toContain('200 products from a search, this runs 200 times and costs 2,000 credits');
	});

	test('Simplify: one flat row with prices, star shares, Buy Box, badges and rank as columns', async () => {
		const { items } = await run(get({ asin: byId(ECHO), simplify: true, options: { domain: fromList('co.uk') } }));
		expect(flat(items)).toBe(true);
		expect(items[0].json).toMatchObject({
			asin: ECHO,
			price: expect.any(Number),
			currency: 'GBP',
			five_star_percent: 78,
			buybox_seller_name: 'Amazon.com',
			buybox_price: expect.any(Number),
			bestsellers_rank: expect.any(Number),
			category_path: 'Electronics > Portable Speakers',
			images_count: 3,
		});
	});

	test("Simplify's weight and dimensions come from the specifications when the product gives them only there (docs: get-product)", async () => {
		const [given, listed] = [0, 1].map((parity) => CATALOG.find((product) => product.index % 2 === parity)!);
		const { items: raw } = await run(get({ asin: byId(listed.asin) }));
		const product = raw[0].json;
		expect(product).not.toHaveProperty('weight');
		const specifications = product.specifications as IDataObject;
		const { items } = await run(get({ asin: '={{ $json.asin }}', simplify: true }), { items: [{ asin: listed.asin }, { asin: given.asin }] });
		expect(items[0].json).toMatchObject({ weight: specifications['Item Weight'], dimensions: specifications['Product Dimensions'] });
		expect(items[1].json).toMatchObject({ weight: expect.stringMatching(/pounds$/), dimensions: expect.stringMatching(/inches$/) });
	});

	test('an unknown product is a 404 naming Amazon', async () => {
		const { error } = await run(get({ asin: byId('B000000000') }));
		expect(error?.message).toContain('Not found on Amazon (404)');
		expect(error?.description).toContain('Product B000000000 not found');
	});
});

describe('Amazon > Product > Get Offers', () => {
	test('by URL: the host sets the marketplace; one item per offer, Buy Box first, each with the product under "product"', async () => {
		const { items, error } = await run(getOffers({ asin: byUrl(`https://www.amazon.co.uk/Dot-Speaker/dp/${ECHO}?ref_=ast_sto_dp`) }));
		expect(error).toBeUndefined();
		expect(requestLog(suite)).toEqual([{ path: `/v1/amazon/products/${ECHO}/offers`, query: { domain: 'co.uk' } }]);
		expect(items.map((item) => [(item.json.seller as IDataObject).name, item.json.buybox_winner])).toEqual([
			['Amazon.com', true],
			['Northwind Electronics', false],
		]);
		expect(items[0].json.product).toEqual({ asin: ECHO, domain: 'co.uk' });
	});

	test('Simplify: seller, price, delivery and condition as columns, with the product ASIN', async () => {
		const { items } = await run(getOffers({ asin: byId(ECHO), simplify: true, options: { zip: '10001' } }));
		expect(queries(suite)).toEqual([{ zip: '10001' }]);
		expect(flat(items)).toBe(true);
		expect(items[1].json).toMatchObject({
			product_asin: ECHO,
			position: 2,
			seller_name: 'Northwind Electronics',
			seller_id: 'A2X9KQ7RMN4TZ1',
			price: expect.any(Number),
			currency: 'USD',
			condition: expect.any(String),
			buybox_winner: false,
		});
	});

	test('a product one seller alone sells gives no items and no error', async () => {
		const single = CATALOG.find((product) => sellersOf(product).length === 1)!;
		const { items, error } = await run(getOffers({ asin: byId(single.asin) }));
		expect(error).toBeUndefined();
		expect(items).toEqual([]);
	});

	test('a Marketplace set against the URL is refused; a short link too', async () => {
		await refused(getOffers({ asin: byUrl(`https://www.amazon.co.jp/dp/${ECHO}`), options: { domain: fromList('de') } }), 'Product is a URL of co.jp but Marketplace is de');
		await refused(getOffers({ asin: byUrl('https://a.co/d/abc123') }), 'short amzn.eu, amzn.to or a.co links');
	});
});

describe('Amazon > Product > Get Reviews', () => {
	test('by ASIN: one request, one item per review, each with the product summary under "product"', async () => {
		const { items, error } = await run(reviews({ limit: 10 }));

		expect(error).toBeUndefined();
		expect(requestLog(suite)).toEqual([{ path: REVIEWS, query: {} }]);
		expect(suite.emulator.requests[0].headers['x-api-key']).toBe(DEFAULT_TEST_KEY);
		expect(items).toHaveLength(10);
		expect(items[0].json).toMatchObject({
			id: expect.any(String),
			rating: expect.any(Number),
			profile: { name: expect.any(String) },
			product: {
				asin: ECHO,
				domain: 'com',
				rating: REVIEWED.rating,
				ratings_total: REVIEWED.ratings_total,
				rating_breakdown: REVIEWED.rating_breakdown,
			},
		});
		expect(items.every((item) => JSON.stringify(item.json.product) === JSON.stringify(items[0].json.product))).toBe(true);
	});

	test.each([
		['a /dp/ link', 'https://www.amazon.com/dp/B08N5WRWNW', 'com'],
		['a title slug, ref path and query', 'https://www.amazon.co.uk/Echo-Dot-4th-Gen/dp/B08N5WRWNW/ref=sr_1_1?keywords=echo&th=1', 'co.uk'],
		['a /gp/product/ link on amazon.de', 'https://www.amazon.de/gp/product/B08N5WRWNW?psc=1', 'de'],
		['a /product-reviews/ link', 'https://smile.amazon.com/product-reviews/B08N5WRWNW/ref=cm_cr_dp_d_show_all_btm?ie=UTF8&reviewerType=all_reviews', 'com'],
		['a lower-case ASIN on amazon.co.jp without a scheme', 'amazon.co.jp/dp/b08n5wrwnw#reviews', 'co.jp'],
	])("by URL: %s (the URL's marketplace is sent)", async (_label, url, domain) => {
		const { error } = await run(reviews({ asin: byUrl(url), limit: 1 }));
		expect(error).toBeUndefined();
		expect(requestLog(suite)).toEqual([{ path: REVIEWS, query: { domain } }]);
	});

	test('a Marketplace set to another marketplace than the URL is refused before any request', async () => {
		await suite.expectRefused(
			{ node: NODE, parameters: reviews({ asin: byUrl('https://www.amazon.de/dp/B08N5WRWNW'), options: { domain: fromList('fr') } }) },
			'Product is a URL of de but Marketplace is fr',
		);
	});

	test('an ASIN handed over by an expression, bare (as an AI agent or an earlier node gives it)', async () => {
		const { error } = await run(reviews({ asin: '={{ $json.asin }}', limit: 1 }), { items: [{ asin: ECHO }] });
		expect(error).toBeUndefined();
		expect(requestLog(suite)).toEqual([{ path: REVIEWS, query: {} }]);
	});

	test('every option goes on the query with its wire name', async () => {
		const { items, error } = await run(reviews({
			limit: 3,
			options: {
				domain: fromList('co.uk'),
				sort_by: 'recent',
				star: 'critical',
				verified_only: true,
				media_only: false,
				page: 2,
			},
		}));
		expect(error).toBeUndefined();
		expect(queries(suite)).toEqual([
			{ domain: 'co.uk', sort_by: 'recent', star: 'critical', verified_only: 'true', media_only: 'false', page: '2' },
		]);
		expect(items.every((item) => (item.json.rating as number) <= 3 && item.json.verified_purchase === true)).toBe(true);
		expect((items[0].json.product as Record<string, unknown>).domain).toBe('co.uk');
	});

	test.each([
		['one_star', 1, 1],
		['five_star', 5, 5],
		['positive', 4, 5],
	])('star filter %s', async (star, low, high) => {
		const { items } = await run(reviews({ returnAll: true, options: { star, media_only: true } }));
		expect(queries(suite)[0]).toEqual({ star, media_only: 'true' });
		expect(items.length).toBeGreaterThan(0);
		for (const item of items) {
			expect(item.json.rating).toBeGreaterThanOrEqual(low);
			expect(item.json.rating).toBeLessThanOrEqual(high);
			expect((item.json.images as string[]).length).toBeGreaterThan(0);
		}
	});

	test('a typed marketplace is sent as typed', async () => {
		await run(reviews({ limit: 1, options: { domain: typed('fr') } }));
		expect(queries(suite)).toEqual([{ domain: 'fr' }]);
	});

	test('Return All pages up to pagination.total_pages and no further: 47 reviews, 5 requests, 50 credits', async () => {
		const before = suite.emulator.credits(DEFAULT_TEST_KEY);
		const { items } = await run(reviews({ returnAll: true, options: { sort_by: 'recent' } }));
		expect(field(items, 'id')).toEqual(REVIEWED.reviews.map((review) => review.id));
		expect(queries(suite)).toEqual([
			{ sort_by: 'recent' },
			{ sort_by: 'recent', page: '2' },
			{ sort_by: 'recent', page: '3' },
			{ sort_by: 'recent', page: '4' },
			{ sort_by: 'recent', page: '5' },
		]);
		expect(before - suite.emulator.credits(DEFAULT_TEST_KEY)).toBe(50);
	});

	test('Limit 15 reads two pages and cuts the second; Limit 10 reads one', async () => {
		const { items } = await run(reviews({ limit: 15 }));
		expect(items).toHaveLength(15);
		expect(queries(suite)).toEqual([{}, { page: '2' }]);

		suite.emulator.clearRequests();
		await run(reviews({ limit: 10 }));
		expect(queries(suite)).toEqual([{}]);
	});

	test('a start page at the last page makes one request', async () => {
		const { items } = await run(reviews({ returnAll: true, options: { page: 5 } }));
		expect(items).toHaveLength(7);
		expect(queries(suite)).toEqual([{ page: '5' }]);
	});

	test('Simplify gives flat records with the product summary as columns', async () => {
		const { items } = await run(reviews({ limit: 2, simplify: true }));
		expect(items).toHaveLength(2);
		for (const item of items) {
			expect(flat([item])).toBe(true);
		}
		expect(items[0].json).toMatchObject({
			id: expect.any(String),
			author: expect.any(String),
			product_asin: ECHO,
			product_rating: REVIEWED.rating,
			product_ratings_total: REVIEWED.ratings_total,
		});
	});

	test('the operation shows the featured-subset notice', () => {
		const notice = nodeDescription(NODE).properties.find(
			(property) => property.type === 'notice' && property.displayOptions?.show?.operation?.includes('getReviews'),
		);
		expect(notice?.displayName).toContain('only a public, featured subset');
		expect(notice?.displayName).toContain('"product"');
	});

	describe('bad input is refused before any request', () => {
		test.each([
			['a short ASIN', { asin: byUrl('B08N5') }, 'Product must be an Amazon product URL'],
			['an ASIN with a symbol, from an expression', { asin: byId('={{ "B08N5WRWN!" }}') }, 'capital letters and digits'],
			['a URL of another shop', { asin: byUrl('https://www.example.com/dp/B08N5WRWNW') }, 'Product must be'],
			['an Amazon URL without a product', { asin: byUrl('https://www.amazon.com/s?k=echo+dot') }, 'Product must be'],
			['an empty product from an expression', { asin: byId('={{ "" }}') }, 'Product is required'],
			['page 0', { options: { page: 0 } }, 'Start Page must be a whole number of at least 1, got 0'],
			['an unknown star filter', { options: { star: '={{ "six_star" }}' } }, 'Star Rating must be one of one_star'],
			['an unknown sort', { options: { sort_by: '={{ "newest" }}' } }, 'Sort By must be one of helpful, recent'],
			['a marketplace that is a host', { options: { domain: typed('amazon.com') } }, 'Marketplace must be a marketplace domain'],
			['a Limit of 0', { limit: 0 }, 'Limit must be a whole number of at least 1'],
		])('%s', async (_label, extra, message) => {
			await refused(reviews(extra), message);
		});
	});

	test('an unknown product is a 404 naming Amazon', async () => {
		const { error } = await run(reviews({ asin: byId('B000000000') }));
		expect(error?.message).toContain('Not found on Amazon (404)');
		expect(error?.description).toContain('Product B000000000 not found');
	});

	test('running out of credits on page 3 keeps the 20 reviews already fetched (Continue On Fail)', async () => {
		suite.emulator.setCredits(DEFAULT_TEST_KEY, 25);
		const { items, error } = await run(reviews({ returnAll: true }), { continueOnFail: true });
		expect(error).toBeUndefined();
		expect(items).toHaveLength(21);
		expect(items[20].json).toMatchObject({
			httpStatus: 402,
			description: expect.stringContaining('20 records had been fetched before this failure. Paging stopped at page = 3'),
		});
	});
});
