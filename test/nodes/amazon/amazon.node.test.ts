import { dealsOf, REVIEWED_PRODUCTS } from '../../emulator/fixtures/amazon/catalog';
import { DEFAULT_TEST_KEY } from '../../emulator';
import { listSearch, nodeDescription } from '../../harness/n8n';
import { nodeSuite } from '../../harness/suite';

const suite = nodeSuite();
const NODE = 'scrapeBadgerAmazon';
const ASIN = 'B08N5WRWNW';
const REVIEWS = `/v1/amazon/products/${ASIN}/reviews`;
const PRODUCT = REVIEWED_PRODUCTS[ASIN];

const byId = (value: string) => ({ __rl: true, mode: 'id', value });
const byUrl = (value: string) => ({ __rl: true, mode: 'url', value });
const fromList = (value: string) => ({ __rl: true, mode: 'list', value });
const typed = (value: string) => ({ __rl: true, mode: 'value', value });

const reviews = (extra: Record<string, unknown> = {}) => ({
	resource: 'product',
	operation: 'getReviews',
	asin: byId(ASIN),
	...extra,
});
const deals = (extra: Record<string, unknown> = {}) => ({ resource: 'deal', operation: 'getDeals', ...extra });
const newReleases = (extra: Record<string, unknown> = {}) => ({
	resource: 'newRelease',
	operation: 'getNewReleases',
	...extra,
});

const requested = () => suite.emulator.requests.map((request) => ({ path: request.path, query: request.query }));
const queries = () => suite.emulator.requests.map((request) => request.query);
const json = (items: Array<{ json: Record<string, unknown> }>) => items.map((item) => item.json);

describe('Amazon > Product > Get Reviews', () => {
	test('by ASIN: one request, one item per review, each with the product summary under "product"', async () => {
		const { items, error } = await suite.run({ node: NODE, parameters: reviews({ limit: 10 }) });

		expect(error).toBeUndefined();
		expect(requested()).toEqual([{ path: REVIEWS, query: {} }]);
		expect(suite.emulator.requests[0].headers['x-api-key']).toBe(DEFAULT_TEST_KEY);
		expect(items).toHaveLength(10);
		expect(items[0].json).toMatchObject({
			id: expect.any(String),
			rating: expect.any(Number),
			profile: { name: expect.any(String) },
			product: {
				asin: ASIN,
				domain: 'com',
				rating: PRODUCT.rating,
				ratings_total: PRODUCT.ratings_total,
				rating_breakdown: PRODUCT.rating_breakdown,
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
		const { error } = await suite.run({ node: NODE, parameters: reviews({ asin: byUrl(url), limit: 1 }) });
		expect(error).toBeUndefined();
		expect(requested()).toEqual([{ path: REVIEWS, query: { domain } }]);
	});

	test('a Marketplace set to another marketplace than the URL is refused before any request', async () => {
		await suite.expectRefused(
			{ node: NODE, parameters: reviews({ asin: byUrl('https://www.amazon.de/dp/B08N5WRWNW'), options: { domain: fromList('fr') } }) },
			'Product is a URL of de but Marketplace is fr',
		);
	});

	test('an ASIN handed over by an expression, bare (as an AI agent or an earlier node gives it)', async () => {
		const { error } = await suite.run({
			node: NODE,
			parameters: reviews({ asin: '={{ $json.asin }}', limit: 1 }),
			items: [{ asin: ASIN }],
		});
		expect(error).toBeUndefined();
		expect(requested()).toEqual([{ path: REVIEWS, query: {} }]);
	});

	test('every option goes on the query with its wire name', async () => {
		const { items, error } = await suite.run({
			node: NODE,
			parameters: reviews({
				limit: 3,
				options: {
					domain: fromList('co.uk'),
					sort_by: 'recent',
					star: 'critical',
					verified_only: true,
					media_only: false,
					page: 2,
				},
			}),
		});
		expect(error).toBeUndefined();
		expect(queries()).toEqual([
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
		const { items } = await suite.run({ node: NODE, parameters: reviews({ returnAll: true, options: { star, media_only: true } }) });
		expect(queries()[0]).toEqual({ star, media_only: 'true' });
		expect(items.length).toBeGreaterThan(0);
		for (const item of items) {
			expect(item.json.rating).toBeGreaterThanOrEqual(low);
			expect(item.json.rating).toBeLessThanOrEqual(high);
			expect((item.json.images as string[]).length).toBeGreaterThan(0);
		}
	});

	test('a typed marketplace is sent as typed', async () => {
		await suite.run({ node: NODE, parameters: reviews({ limit: 1, options: { domain: typed('fr') } }) });
		expect(queries()).toEqual([{ domain: 'fr' }]);
	});

	test('Return All pages up to pagination.total_pages and no further: 47 reviews, 5 requests, 50 credits', async () => {
		const before = suite.emulator.credits(DEFAULT_TEST_KEY);
		const { items } = await suite.run({ node: NODE, parameters: reviews({ returnAll: true, options: { sort_by: 'recent' } }) });
		expect(json(items).map((review) => review.id)).toEqual(PRODUCT.reviews.map((review) => review.id));
		expect(queries()).toEqual([
			{ sort_by: 'recent' },
			{ sort_by: 'recent', page: '2' },
			{ sort_by: 'recent', page: '3' },
			{ sort_by: 'recent', page: '4' },
			{ sort_by: 'recent', page: '5' },
		]);
		expect(before - suite.emulator.credits(DEFAULT_TEST_KEY)).toBe(50);
	});

	test('Limit 15 reads two pages and cuts the second; Limit 10 reads one', async () => {
		const { items } = await suite.run({ node: NODE, parameters: reviews({ limit: 15 }) });
		expect(items).toHaveLength(15);
		expect(queries()).toEqual([{}, { page: '2' }]);

		suite.emulator.clearRequests();
		await suite.run({ node: NODE, parameters: reviews({ limit: 10 }) });
		expect(queries()).toEqual([{}]);
	});

	test('a start page at the last page makes one request', async () => {
		const { items } = await suite.run({ node: NODE, parameters: reviews({ returnAll: true, options: { page: 5 } }) });
		expect(items).toHaveLength(7);
		expect(queries()).toEqual([{ page: '5' }]);
	});

	test('Simplify gives flat records with the product summary as columns', async () => {
		const { items } = await suite.run({ node: NODE, parameters: reviews({ limit: 2, simplify: true }) });
		expect(items).toHaveLength(2);
		for (const item of items) {
			expect(Object.values(item.json).every((value) => value === null || typeof value !== 'object')).toBe(true);
		}
		expect(items[0].json).toMatchObject({
			id: expect.any(String),
			author: expect.any(String),
			product_asin: ASIN,
			product_rating: PRODUCT.rating,
			product_ratings_total: PRODUCT.ratings_total,
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
			await suite.expectRefused({ node: NODE, parameters: reviews(extra) }, message);
		});
	});
});

describe('Amazon > Deal > Get Deals', () => {
	test('the default Limit of 50 reads page 1 (30 deals) and 20 of page 2', async () => {
		const { items } = await suite.run({ node: NODE, parameters: deals() });
		expect(items).toHaveLength(50);
		expect(requested()).toEqual([
			{ path: '/v1/amazon/deals', query: {} },
			{ path: '/v1/amazon/deals', query: { page: '2' } },
		]);
		expect(json(items).map((deal) => deal.position)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
		expect(items[0].json.deal_price).toEqual({
			value: expect.any(Number),
			currency: 'USD',
			symbol: '$',
			raw: expect.stringMatching(/^\$\d+\.\d\d$/),
		});
	});

	test('Return All stops at the first page shorter than a full one: no empty page is paid for past the end', async () => {
		const { items } = await suite.run({ node: NODE, parameters: deals({ returnAll: true }) });
		expect(items).toHaveLength(dealsOf('com').length);
		// 70 deals, 30 a page: the third page holds 10, so it is the last.
		expect(queries()).toEqual([{}, { page: '2' }, { page: '3' }]);
	});

	test('marketplace, category from the list and start page go on the query', async () => {
		const { items } = await suite.run({
			node: NODE,
			parameters: deals({ limit: 5, options: { domain: fromList('de'), category: fromList('electronics'), page: 1 } }),
		});
		expect(queries()).toEqual([{ domain: 'de', category: 'electronics', page: '1' }]);
		expect(items).toHaveLength(5);
		expect((items[0].json.deal_price as Record<string, unknown>).currency).toBe('EUR');
	});

	test('a category typed as an alias is sent as typed', async () => {
		await suite.run({ node: NODE, parameters: deals({ limit: 1, options: { category: typed('toys-and-games') } }) });
		expect(queries()).toEqual([{ category: 'toys-and-games' }]);
	});

	test('Simplify: prices as number columns with one currency column', async () => {
		const { items } = await suite.run({ node: NODE, parameters: deals({ limit: 1, simplify: true }) });
		const [{ deal }] = dealsOf('com');
		expect(items[0].json).toMatchObject({
			position: 1,
			asin: deal.asin,
			deal_price: deal.deal_price.value,
			list_price: deal.list_price.value,
			currency: 'USD',
			discount_percent: deal.discount_percent,
		});
		expect(Object.values(items[0].json).every((value) => value === null || typeof value !== 'object')).toBe(true);
	});

	test.each([
		['a category with a space', { options: { category: typed('home garden') } }, 'Category must be a category alias'],
		['page 0', { options: { page: 0 } }, 'Start Page must be a whole number of at least 1'],
	])('bad input: %s, no request', async (_label, extra, message) => {
		const { error } = await suite.run({ node: NODE, parameters: deals(extra) });
		expect(error?.message).toContain(message);
		expect(suite.emulator.requests).toHaveLength(0);
	});
});

describe('Amazon > New Release > Get New Releases', () => {
	test('Return All reads pages 1 and 2 and no more: 100 ranks', async () => {
		const { items } = await suite.run({ node: NODE, parameters: newReleases({ returnAll: true }) });
		expect(json(items).map((release) => release.rank)).toEqual(Array.from({ length: 100 }, (_, index) => index + 1));
		expect(requested()).toEqual([
			{ path: '/v1/amazon/new-releases', query: {} },
			{ path: '/v1/amazon/new-releases', query: { page: '2' } },
		]);
	});

	test('Limit 50 is one request; Limit 60 is two', async () => {
		await suite.run({ node: NODE, parameters: newReleases({ limit: 50 }) });
		expect(queries()).toEqual([{}]);
		suite.emulator.clearRequests();
		const { items } = await suite.run({ node: NODE, parameters: newReleases({ limit: 60 }) });
		expect(items).toHaveLength(60);
		expect(queries()).toEqual([{}, { page: '2' }]);
	});

	test('start page 2 with Return All is one request; category as a node ID', async () => {
		const { items } = await suite.run({
			node: NODE,
			parameters: newReleases({ returnAll: true, options: { page: 2, category: typed('1055398'), domain: fromList('co.uk') } }),
		});
		expect(queries()).toEqual([{ page: '2', category: '1055398', domain: 'co.uk' }]);
		expect(items[0].json).toMatchObject({ rank: 51, price: { currency: 'GBP', symbol: '£' } });
	});

	test('Simplify: price and currency columns', async () => {
		const { items } = await suite.run({ node: NODE, parameters: newReleases({ limit: 1, simplify: true }) });
		expect(items[0].json).toMatchObject({ rank: 1, price: expect.any(Number), currency: 'USD', rating: expect.any(Number) });
	});

	test.each([
		['page 3', { options: { page: 3 } }, 'Start Page must be a whole number from 1 to 2, got 3'],
		['page 0', { options: { page: 0 } }, 'Start Page must be a whole number from 1 to 2, got 0'],
	])('bad input: %s, no request', async (_label, extra, message) => {
		const { error } = await suite.run({ node: NODE, parameters: newReleases(extra) });
		expect(error?.message).toContain(message);
		expect(suite.emulator.requests).toHaveLength(0);
	});
});

describe('Amazon > Category > List Categories', () => {
	test('one item per category of the chosen marketplace, free', async () => {
		const before = suite.emulator.credits(DEFAULT_TEST_KEY);
		const { items } = await suite.run({
			node: NODE,
			parameters: { resource: 'category', operation: 'list', options: { domain: fromList('de') } },
		});
		expect(requested()).toEqual([{ path: '/v1/amazon/categories', query: { domain: 'de' } }]);
		expect(json(items)).toEqual([
			{ alias: 'electronics', name: 'Elektronik & Foto', bestsellers_node: 'ce-de' },
			{ alias: 'stripbooks', name: 'Bücher', bestsellers_node: 'books' },
			{ alias: 'toys', name: 'Spielzeug', bestsellers_node: 'toys' },
		]);
		expect(suite.emulator.credits(DEFAULT_TEST_KEY)).toBe(before);
	});
});

describe('Amazon dropdowns (list search through n8n-core\'s LoadOptionsContext)', () => {
	const credentials = () => ({ apiKey: DEFAULT_TEST_KEY, baseUrl: suite.emulator.url });

	test('Deals categories load from the categories endpoint of the chosen marketplace, with the key in the header', async () => {
		const result = await listSearch({
			node: NODE,
			method: 'dealCategories',
			parameters: deals({ options: { domain: fromList('co.uk') } }),
			credentials: credentials(),
		});
		expect(requested()).toEqual([{ path: '/v1/amazon/categories', query: { domain: 'co.uk' } }]);
		expect(suite.emulator.requests[0].headers['x-api-key']).toBe(DEFAULT_TEST_KEY);
		expect(result.results).toEqual([
			{ name: 'Electronics', value: 'electronics' },
			{ name: 'Books', value: 'stripbooks' },
			{ name: 'Clothing, Shoes & Jewelry', value: 'fashion' },
			{ name: 'Toys & Games', value: 'toys-and-games' },
			{ name: 'Home & Garden', value: 'garden' },
		]);
	});

	test('New Releases categories offer the best-sellers node and follow the search text', async () => {
		const result = await listSearch({
			node: NODE,
			method: 'newReleaseCategories',
			parameters: newReleases(),
			filter: 'home',
			credentials: credentials(),
		});
		expect(queries()).toEqual([{}]);
		expect(result.results).toEqual([{ name: 'Home & Kitchen', value: '1055398' }]);
	});

	test('a marketplace given by an expression is left to the service default while the list loads', async () => {
		const result = await listSearch({
			node: NODE,
			method: 'dealCategories',
			parameters: deals({ options: { domain: typed('={{ $json.market }}') } }),
			credentials: credentials(),
		});
		expect(queries()).toEqual([{}]);
		expect(result.results).toHaveLength(5);
	});

	test('the marketplace list is fixed and needs no request', async () => {
		const result = await listSearch({ node: NODE, method: 'amazonMarketplaces', parameters: deals(), credentials: credentials() });
		expect(result.results.map((choice) => choice.value)).toEqual(['com', 'co.uk', 'de', 'fr', 'co.jp']);
		expect(suite.emulator.requests).toHaveLength(0);
	});

	test('a bad marketplace is refused before loading categories', async () => {
		await expect(
			listSearch({
				node: NODE,
				method: 'dealCategories',
				parameters: deals({ options: { domain: typed('not a domain') } }),
				credentials: credentials(),
			}),
		).rejects.toThrow('Marketplace must be a marketplace domain');
		expect(suite.emulator.requests).toHaveLength(0);
	});

	test('a rejected key reads as the usual 401 message', async () => {
		await expect(
			listSearch({ node: NODE, method: 'dealCategories', parameters: deals(), credentials: { ...credentials(), apiKey: 'sb_wrong' } }),
		).rejects.toThrow('rejected the API key');
	});
});

describe('Amazon API failures', () => {
	test('an unknown product is a 404 naming Amazon', async () => {
		const { error } = await suite.run({ node: NODE, parameters: reviews({ asin: byId('B000000000') }) });
		expect(error?.message).toContain('Not found on Amazon (404)');
		expect(error?.description).toContain('Product B000000000 not found');
	});

	test.each([
		['/v1/amazon/products/B08N5WRWNW/reviews', reviews()],
		['/v1/amazon/deals', deals()],
		['/v1/amazon/new-releases', newReleases()],
		['/v1/amazon/categories', { resource: 'category', operation: 'list' }],
	])('%s: 401, 402, 404 and 422 become readable errors', async (path, parameters) => {
		const cases = [
			{ status: 401, message: 'rejected the API key (401' },
			{ status: 402, message: 'out of credits (402)' },
			{ status: 404, message: 'Not found on Amazon (404)' },
			{ status: 422, message: 'refused the request parameters (422)' },
		];
		for (const { status, message } of cases) {
			suite.emulator.reset();
			suite.emulator.injectFault({ path, kind: 'status', status });
			const { error } = await suite.run({ node: NODE, parameters });
			expect(error?.message).toContain(message);
			expect(error?.message).not.toContain(DEFAULT_TEST_KEY);
		}
	});

	test('an upstream failure that lasts is a 502 error', async () => {
		suite.emulator.injectFault({ path: '/v1/amazon/deals', kind: 'status', status: 502, times: 10 });
		const { error } = await suite.run({ node: NODE, parameters: deals() });
		expect(error?.message).toContain('upstream failure, 502');
	});

	test('running out of credits on page 3 keeps the 20 reviews already fetched (Continue On Fail)', async () => {
		suite.emulator.setCredits(DEFAULT_TEST_KEY, 25);
		const { items, error } = await suite.run({ node: NODE, parameters: reviews({ returnAll: true }), continueOnFail: true });
		expect(error).toBeUndefined();
		expect(items).toHaveLength(21);
		expect(items[20].json).toMatchObject({
			httpStatus: 402,
			description: expect.stringContaining('20 records had been fetched before this failure. Paging stopped at page = 3'),
		});
	});
});
