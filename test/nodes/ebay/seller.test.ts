import { activeListings } from '../../emulator/fixtures/ebay/catalog';
import { sellerFeedback } from '../../emulator/fixtures/ebay/sellers';
import { nodeSuite } from '../../harness/suite';
import { byId, byUrl, ebayHelpers, fromList, hintsOf, itemIds } from './support';

const suite = nodeSuite();
const { run, requested, queries, charged, expectRefused } = ebayHelpers(suite);

const profile = (username: unknown, extra: Record<string, unknown> = {}) => ({ resource: 'seller', operation: 'get', username, ...extra });
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
