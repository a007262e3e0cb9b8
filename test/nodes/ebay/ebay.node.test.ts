import { DEFAULT_TEST_KEY } from '../../emulator';
import { sellerListings } from '../../emulator/fixtures/ebay/sellers';
import { listSearch } from '../../harness/n8n';
import { nodeSuite } from '../../harness/suite';

const suite = nodeSuite();
const NODE = 'scrapeBadgerEbay';
const SELLER = 'topgames_us';
const ITEMS = `/v1/ebay/sellers/${SELLER}/items`;
const STORE = sellerListings(SELLER, 'com') ?? [];

const byId = (value: string) => ({ __rl: true, mode: 'id', value });
const byUrl = (value: string) => ({ __rl: true, mode: 'url', value });
const fromList = (value: string) => ({ __rl: true, mode: 'list', value });
const typed = (value: string) => ({ __rl: true, mode: 'value', value });

const sellerItems = (extra: Record<string, unknown> = {}) => ({
	resource: 'seller',
	operation: 'getItems',
	username: byId(SELLER),
	...extra,
});

const requested = () => suite.emulator.requests.map((request) => ({ path: request.path, query: request.query }));
const queries = () => suite.emulator.requests.map((request) => request.query);
const itemIds = (items: Array<{ json: Record<string, unknown> }>) => items.map((item) => item.json.item_id);

describe('eBay > Seller > Get Seller Items', () => {
	test('by username with the default Limit of 50: one request for the smallest page, 60', async () => {
		const { items, error } = await suite.run({ node: NODE, parameters: sellerItems() });
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
		const { items } = await suite.run({ node: NODE, parameters: sellerItems({ limit }) });
		expect(queries()).toEqual(expected);
		expect(itemIds(items)).toEqual(STORE.slice(0, limit).map((listing) => listing.item_id));
	});

	test('Return All asks for 240 a page and stops at pagination.total_pages: 530 listings, 3 requests, 15 credits', async () => {
		const before = suite.emulator.credits(DEFAULT_TEST_KEY);
		const { items } = await suite.run({ node: NODE, parameters: sellerItems({ returnAll: true }) });
		expect(itemIds(items)).toEqual(STORE.map((listing) => listing.item_id));
		expect(queries()).toEqual([{ per_page: '240' }, { per_page: '240', page: '2' }, { per_page: '240', page: '3' }]);
		expect(before - suite.emulator.credits(DEFAULT_TEST_KEY)).toBe(15);
	});

	test('Return All stops at page 100 even when the store has more pages', async () => {
		const { items } = await suite.run({
			node: NODE,
			parameters: sellerItems({ username: byId('megastore'), returnAll: true, options: { per_page: '60', page: 99 } }),
		});
		expect(queries()).toEqual([
			{ per_page: '60', page: '99' },
			{ per_page: '60', page: '100' },
		]);
		expect(items).toHaveLength(120);
		expect(items[0].json.position).toBe(98 * 60 + 1);
	});

	test('a chosen page size and start page are kept on every page, so a run can be resumed', async () => {
		const { items } = await suite.run({ node: NODE, parameters: sellerItems({ limit: 70, options: { per_page: '60', page: 8 } }) });
		expect(queries()).toEqual([
			{ per_page: '60', page: '8' },
			{ per_page: '60', page: '9' },
		]);
		expect(itemIds(items)).toEqual(STORE.slice(420, 490).map((listing) => listing.item_id));
	});

	test('keyword and marketplace go on the query', async () => {
		const { items } = await suite.run({
			node: NODE,
			parameters: sellerItems({ limit: 5, options: { query: 'zelda', domain: fromList('co.uk') } }),
		});
		expect(queries()).toEqual([{ per_page: '60', query: 'zelda', domain: 'co.uk' }]);
		expect(items).toHaveLength(5);
		expect(items.every((item) => String(item.json.title).includes('Zelda'))).toBe(true);
		expect((items[0].json.price as Record<string, unknown>).currency).toBe('GBP');
	});

	test('a typed marketplace is sent as typed', async () => {
		await suite.run({ node: NODE, parameters: sellerItems({ limit: 1, options: { domain: typed('it') } }) });
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
		const { error } = await suite.run({ node: NODE, parameters: sellerItems({ username: byUrl(url), limit: 1 }) });
		expect(error).toBeUndefined();
		expect(requested()).toEqual([{ path: `/v1/ebay/sellers/${username}/items`, query: { per_page: '60' } }]);
	});

	test('Simplify: prices as number columns with one currency column, nothing nested', async () => {
		const { items } = await suite.run({ node: NODE, parameters: sellerItems({ limit: 2, simplify: true }) });
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

	test('the marketplace list is fixed and needs no request', async () => {
		const result = await listSearch({
			node: NODE,
			method: 'ebayMarketplaces',
			parameters: sellerItems(),
			filter: 'united',
			credentials: { apiKey: DEFAULT_TEST_KEY, baseUrl: suite.emulator.url },
		});
		expect(result.results).toEqual([
			{ value: 'com', name: 'United States (ebay.com)' },
			{ value: 'co.uk', name: 'United Kingdom (ebay.co.uk)' },
		]);
		expect(suite.emulator.requests).toHaveLength(0);
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
			await suite.expectRefused({ node: NODE, parameters: sellerItems(extra) }, message);
		});
	});

	describe('API failures', () => {
		test('an unknown seller is a 404 naming eBay', async () => {
			const { error } = await suite.run({ node: NODE, parameters: sellerItems({ username: byId('nobody_here') }) });
			expect(error?.message).toContain('Not found on eBay (404)');
			expect(error?.description).toContain('Seller nobody_here not found');
		});

		test.each([
			[401, 'rejected the API key (401'],
			[402, 'out of credits (402)'],
			[403, 'disabled or the account is restricted (403)'],
			[422, 'refused the request parameters (422)'],
		])('%i becomes a readable error', async (status, message) => {
			suite.emulator.injectFault({ path: ITEMS, kind: 'status', status });
			const { error } = await suite.run({ node: NODE, parameters: sellerItems() });
			expect(error?.message).toContain(message);
			expect(error?.message).not.toContain(DEFAULT_TEST_KEY);
		});

		test('out of credits on page 2 of Return All keeps page 1 and says where to resume', async () => {
			suite.emulator.setCredits(DEFAULT_TEST_KEY, 7);
			const { items, error } = await suite.run({ node: NODE, parameters: sellerItems({ returnAll: true }), continueOnFail: true });
			expect(error).toBeUndefined();
			expect(items).toHaveLength(241);
			expect(items[240].json).toMatchObject({
				httpStatus: 402,
				description: expect.stringContaining('240 records had been fetched before this failure. Paging stopped at page = 2'),
			});
		});
	});
});
