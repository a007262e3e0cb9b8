/**
 * eBay > Seller > Get, Get Seller Items and Get Feedback through n8n-core against the emulator: the seller by username
 * or any seller URL, store paging by page size and Start Page to pagination.total_pages or the 100-page cap, feedback
 * pages to has_more or the 50-page cap, Simplify, an operation's own errors and bad input.
 */
import { DEFAULT_TEST_KEY } from '../../emulator';
import { activeListings } from '../../emulator/fixtures/ebay/catalog';
import { sellerFeedback, sellerListings } from '../../emulator/fixtures/ebay/sellers';
import { nodeSuite } from '../../harness/suite';
import { byId, byUrl, ebayHelpers, fromList, hintsOf, itemIds, typed } from './support';

const suite = nodeSuite();
const { run, requested, queries, charged, expectRefused } = ebayHelpers(suite);

const profile = (username: unknown, extra: Record<string, unknown> = {}) => ({ resource: 'seller', operation: 'get', username, ...extra });
const SELLER = 'topgames_us';
const ITEMS = `/v1/ebay/sellers/${SELLER}/items`;
const STORE = sellerListings(SELLER, 'com') ?? [];
const sellerItems = (extra: Record<string, unknown> = {}) => ({ resource: 'seller', operation: 'getItems', username: byId(SELLER), ...extra });
const feedback = (username: unknown, extra: Record<string, unknown> = {}) => ({ resource: 'seller', operation: 'getFeedback', username, ...extra });

describe('eBay > Seller > Get', () => {
	test('by profile URL: one request, the profile as one item, 5 credits', async () => {
		const { items, error } = await run(profile(byUrl('https://www.ebay.co.uk/usr/topgames_us?_trksid=p2047675.l2559')));
		expect(error).toBeUndefined();
		expect(requested()).toEqual([{ path: '/v1/ebay/sellers/topgames_us', query: {} }]);
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({
			username: 'topgames_us',
			store_name: 'Top Games US',
			items_for_sale: 530,
			feedback_12mo: { positive: expect.any(Number), neutral: expect.any(Number), negative: expect.any(Number) },
		});
		expect(charged()).toBe(5);
	});

	test('Simplify: the 12-month counts as columns; a listing\'s seller_name works as the seller', async () => {
		const name = activeListings()[0].seller;
		const { items } = await run(profile('={{ $json.seller_name }}', { simplify: true, options: { domain: fromList('de') } }), { items: [{ seller_name: name }] });
		expect(queries()).toEqual([{ domain: 'de' }]);
		expect(items[0].json).toMatchObject({ username: name, feedback_positive_12mo: expect.any(Number), url: `https://www.ebay.de/usr/${name}` });
		expect(Object.values(items[0].json).every((value) => value === null || typeof value !== 'object')).toBe(true);
	});

	test('an unknown seller is a 404 naming eBay', async () => {
		const { error } = await run(profile(byId('nobody_here')));
		expect(error?.message).toContain('Not found on eBay (404)');
	});

	test('bad input: an item link is no seller', async () => {
		await expectRefused(profile(byUrl('https://www.ebay.com/itm/256123456789')), 'Seller must be an eBay seller URL');
	});
});

describe('eBay > Seller > Get Seller Items', () => {
	test('by username with the default Limit of 50: one request for the smallest page, 60', async () => {
		const { items, error } = await run(sellerItems());
		expect(error).toBeUndefined();
		expect(requested()).toEqual([{ path: ITEMS, query: { per_page: '60' } }]);
		expect(suite.emulator.requests[0].headers['x-api-key']).toBe(DEFAULT_TEST_KEY);
		expect(itemIds(items)).toEqual(STORE.slice(0, 50).map((listing) => listing.item_id));
		expect(items[0].json.price).toEqual({ value: STORE[0].price.value, currency: 'USD', symbol: '$', raw: STORE[0].price.raw });
	});

	test.each([
		[60, 60, [{ per_page: '60' }]],
		[61, 120, [{ per_page: '120' }]],
		[120, 120, [{ per_page: '120' }]],
		[121, 240, [{ per_page: '240' }]],
		[240, 240, [{ per_page: '240' }]],
		[300, 240, [{ per_page: '240' }, { per_page: '240', page: '2' }]],
	])('Limit %i asks for pages of %i, the smallest size needing the fewest requests', async (limit, _size, expected) => {
		const { items } = await run(sellerItems({ limit }));
		expect(queries()).toEqual(expected);
		expect(itemIds(items)).toEqual(STORE.slice(0, limit).map((listing) => listing.item_id));
	});

	test('Return All asks for 240 a page and stops at pagination.total_pages: 530 listings, 3 requests, 15 credits', async () => {
		const before = suite.emulator.credits(DEFAULT_TEST_KEY);
		const { items } = await run(sellerItems({ returnAll: true }));
		expect(itemIds(items)).toEqual(STORE.map((listing) => listing.item_id));
		expect(queries()).toEqual([{ per_page: '240' }, { per_page: '240', page: '2' }, { per_page: '240', page: '3' }]);
		expect(before - suite.emulator.credits(DEFAULT_TEST_KEY)).toBe(15);
	});

	test('Return All stops at page 100 even when the store has more pages', async () => {
		const { items } = await run(sellerItems({ username: byId('megastore'), returnAll: true, options: { per_page: '60', page: 99 } }));
		expect(queries()).toEqual([
			{ per_page: '60', page: '99' },
			{ per_page: '60', page: '100' },
		]);
		expect(items).toHaveLength(120);
		expect(items[0].json.position).toBe(98 * 60 + 1);
	});

	test('a chosen page size and start page are kept on every page, so a run can be resumed', async () => {
		const { items } = await run(sellerItems({ limit: 70, options: { per_page: '60', page: 8 } }));
		expect(queries()).toEqual([
			{ per_page: '60', page: '8' },
			{ per_page: '60', page: '9' },
		]);
		expect(itemIds(items)).toEqual(STORE.slice(420, 490).map((listing) => listing.item_id));
	});

	test('keyword and marketplace go on the query', async () => {
		const { items } = await run(sellerItems({ limit: 5, options: { query: 'zelda', domain: fromList('co.uk') } }));
		expect(queries()).toEqual([{ per_page: '60', query: 'zelda', domain: 'co.uk' }]);
		expect(items).toHaveLength(5);
		expect(items.every((item) => String(item.json.title).includes('Zelda'))).toBe(true);
		expect((items[0].json.price as Record<string, unknown>).currency).toBe('GBP');
	});

	test('a typed marketplace is sent as typed', async () => {
		await run(sellerItems({ limit: 1, options: { domain: typed('it') } }));
		expect(queries()).toEqual([{ per_page: '60', domain: 'it' }]);
	});

	test.each([
		['a profile link', 'https://www.ebay.com/usr/topgames_us', SELLER],
		['a profile link with tracking on ebay.co.uk', 'https://www.ebay.co.uk/usr/topgames_us?_trksid=p2047675.l2559', SELLER],
		['a seller search link', 'https://www.ebay.com/sch/i.html?_ssn=topgames_us&_ipg=240&rt=nc', SELLER],
		['an old seller listings link', 'https://www.ebay.de/sch/topgames_us/m.html?_nkw=&_armrs=1', SELLER],
		['a store link that carries _ssn', 'https://www.ebay.com/str/topgamesus?_ssn=topgames_us', SELLER],
		['a link without a scheme, username with dot and dash', 'ebay.com.au/usr/tiny.shop-1/', 'tiny.shop-1'],
	])('by URL: %s', async (_label, url, username) => {
		const { error } = await run(sellerItems({ username: byUrl(url), limit: 1 }));
		expect(error).toBeUndefined();
		expect(requested()).toEqual([{ path: `/v1/ebay/sellers/${username}/items`, query: { per_page: '60' } }]);
	});

	test('Simplify: prices as number columns with one currency column, nothing nested', async () => {
		const { items } = await run(sellerItems({ limit: 2, simplify: true }));
		const [first, second] = STORE;
		expect(items[0].json).toMatchObject({
			item_id: first.item_id,
			price: first.price.value,
			original_price: first.original_price?.value,
			currency: 'USD',
			is_auction: false,
		});
		expect(items[1].json).toMatchObject({ item_id: second.item_id, current_bid: second.current_bid?.value, is_auction: true });
		for (const item of items) {
			expect(Object.values(item.json).every((value) => value === null || typeof value !== 'object')).toBe(true);
		}
	});

	describe('bad input is refused before any request', () => {
		test.each([
			['a username with a space', { username: byUrl('top games') }, 'Seller must be an eBay seller URL'],
			['a store link without _ssn', { username: byUrl('https://www.ebay.com/str/topgamesus') }, 'Seller must be'],
			['a link of another site', { username: byUrl('https://www.example.com/usr/topgames_us') }, 'Seller must be'],
			['an item link', { username: byUrl('https://www.ebay.com/itm/256123456789') }, 'Seller must be'],
			['page 0', { options: { page: 0 } }, 'Start Page must be a whole number from 1 to 100, got 0'],
			['page 101', { options: { page: 101 } }, 'Start Page must be a whole number from 1 to 100, got 101'],
			['a page size the service does not serve', { options: { per_page: '={{ "100" }}' } }, 'Page Size must be one of 60, 120, 240'],
			['a marketplace with a slash', { options: { domain: typed('com/x') } }, 'Marketplace must be a marketplace domain'],
			['a Limit of 0', { limit: 0 }, 'Limit must be a whole number of at least 1'],
		])('%s', async (_label, extra, message) => {
			await expectRefused(sellerItems(extra), message);
		});
	});

	test('an unknown seller is a 404 naming eBay', async () => {
		const { error } = await run(sellerItems({ username: byId('nobody_here') }));
		expect(error?.message).toContain('Not found on eBay (404)');
		expect(error?.description).toContain('Seller nobody_here not found');
	});

	test('out of credits on page 2 of Return All keeps page 1 and says where to resume', async () => {
		suite.emulator.setCredits(DEFAULT_TEST_KEY, 7);
		const { items, error } = await run(sellerItems({ returnAll: true }), { continueOnFail: true });
		expect(error).toBeUndefined();
		expect(items).toHaveLength(241);
		expect(items[240].json).toMatchObject({
			httpStatus: 402,
			description: expect.stringContaining('240 records had been fetched before this failure. Paging stopped at page = 2'),
		});
	});

	test('a seller of the search catalog: their listings, in one page of 240', async () => {
		const listed = activeListings().filter((listing) => listing.seller === 'timepiece.vault');
		const { items } = await run({ resource: 'seller', operation: 'getItems', username: byId('timepiece.vault'), returnAll: true, simplify: true });
		expect(queries()).toEqual([{ per_page: '240' }]);
		expect(itemIds(items)).toEqual(listed.map((listing) => listing.item_id));
		expect(items[0].json).toMatchObject({ seller_name: 'timepiece.vault', currency: 'USD' });
		// A store lists items for sale: no sale date, in the answer (OpenAPI) or in the row.
		expect(Object.keys(items[0].json).filter((key) => key.startsWith('sold_date'))).toEqual([]);
	});
});

describe('eBay > Seller > Get Feedback', () => {
	const ALL = sellerFeedback('topgames_us') ?? [];

	test('Return All: 25 + 25 + 10 comments in 3 requests, 30 credits, newest first', async () => {
		const { items } = await run(feedback(byId('topgames_us'), { returnAll: true }));
		expect(requested()).toEqual([
			{ path: '/v1/ebay/sellers/topgames_us/feedback', query: {} },
			{ path: '/v1/ebay/sellers/topgames_us/feedback', query: { page: '2' } },
			{ path: '/v1/ebay/sellers/topgames_us/feedback', query: { page: '3' } },
		]);
		expect(items.map((item) => item.json)).toEqual(ALL);
		expect(charged()).toBe(30);
	});

	test('Limit 30 takes two pages; the default Limit of 50 also two', async () => {
		const thirty = await run(feedback(byId('topgames_us'), { limit: 30 }));
		expect(thirty.items).toHaveLength(30);
		const fifty = await run(feedback(byUrl('https://www.ebay.com/sch/i.html?_ssn=topgames_us'), { options: { domain: fromList('co.uk') } }));
		expect(fifty.items).toHaveLength(50);
		expect(queries()).toEqual([{}, { page: '2' }, { domain: 'co.uk' }, { domain: 'co.uk', page: '2' }]);
	});

	test('a seller with more than 50 pages stops at page 50 and says why', async () => {
		const result = await run(feedback(byId('megastore'), { returnAll: true, options: { page: 50 } }));
		expect(queries()).toEqual([{ page: '50' }]);
		expect(result.items).toHaveLength(25);
		expect(hintsOf(result)).toEqual([expect.stringContaining('at most 50 pages (1,250 comments)')]);
	});

	test('a short list ends on has_more without asking again', async () => {
		const { items } = await run(feedback(byId('tiny.shop-1'), { returnAll: true }));
		expect(items).toHaveLength(4);
		expect(suite.emulator.requests).toHaveLength(1);
	});

	test('bad input: page 0', async () => {
		await expectRefused(feedback(byId('topgames_us'), { options: { page: 0 } }), 'Start Page must be a whole number from 1 to 50, got 0');
	});
});
