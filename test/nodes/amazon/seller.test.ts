/**
 * Amazon > Seller > Get, Get Products and Get Feedback through n8n-core against the emulator: the seller by ID or by
 * any seller URL (the host naming the marketplace), storefront and feedback paging to the last page and by Limit,
 * Simplify, an offer's seller chained in, an operation's own errors and bad input.
 */
import type { IDataObject } from 'n8n-workflow';

import { feedbackOf, NAMED_SELLERS, storefrontOf } from '../../emulator/fixtures/amazon/products';
import { amazonSuite, byId, byUrl, creditsSpent, field, flat, fromList, mapped, operation, queries, requestLog } from './support';

const { suite, run, refused } = amazonSuite();
const get = operation('seller', 'get');
const getProducts = operation('seller', 'getProducts');
const getFeedback = operation('seller', 'getFeedback');

const [NORTHWIND, BLUEBIRD] = NAMED_SELLERS;
const TOY_CHEST = NAMED_SELLERS.find((seller) => seller.name === 'Toy Chest Direct')!;
const ID = NORTHWIND.seller_id;

describe('Amazon > Seller > Get', () => {
	test('by ID: one request, the profile as one item', async () => {
		const { items, error } = await run(get({ seller_id: byId(ID) }));
		expect(error).toBeUndefined();
		expect(requestLog(suite)).toEqual([{ path: `/v1/amazon/sellers/${ID}`, query: {} }]);
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ seller_id: ID, name: NORTHWIND.name, rating: NORTHWIND.rating, feedback: { lifetime: { count: NORTHWIND.ratings_total } } });
	});

	test.each([
		['a seller profile on amazon.co.uk', `https://www.amazon.co.uk/sp?ie=UTF8&seller=${ID}&asin=B08N5WRWNW&ref_=dp_merchant_link`, 'co.uk'],
		['a storefront on amazon.de', `https://www.amazon.de/s?me=${ID}&marketplaceID=A1PA6795UKMFR9`, 'de'],
		['a shop page without a scheme', `amazon.com/shops/${ID}`, 'com'],
		['an old feedback page', `https://www.amazon.fr/gp/aag/main?ie=UTF8&seller=${ID}`, 'fr'],
	])('by URL, %s: the host sets the marketplace', async (_label, url, domain) => {
		const { error } = await run(get({ seller_id: byUrl(url) }));
		expect(error).toBeUndefined();
		expect(requestLog(suite)).toEqual([{ path: `/v1/amazon/sellers/${ID}`, query: { domain } }]);
	});

	test('a lower-case seller ID (from an expression) is the same seller', async () => {
		const { error } = await run(get({ seller_id: '={{ $json.seller }}' }), { items: [{ seller: ID.toLowerCase() }] });
		expect(error).toBeUndefined();
		expect(requestLog(suite)).toEqual([{ path: `/v1/amazon/sellers/${ID}`, query: {} }]);
	});

	test("an offer's seller.id chains straight in: Get Offers, then each seller", async () => {
		const offers = await run(operation('product', 'getOffers')({ asin: byId('B08N5WRWNW') }));
		suite.emulator.clearRequests();
		const { items } = await run(get({ seller_id: { __rl: true, mode: 'id', value: '={{ $json.seller.id }}' }, simplify: true }), { items: offers.items.map((item) => item.json) });
		expect(field(items, 'name')).toEqual(['Amazon.com', 'Northwind Electronics']);
	});

	test('Simplify: each feedback window as its own columns', async () => {
		const { items } = await run(get({ seller_id: byId(ID), simplify: true }));
		expect(flat(items)).toBe(true);
		expect(items[0].json).toMatchObject({
			seller_id: ID,
			feedback_lifetime_count: NORTHWIND.ratings_total,
			feedback_30d_positive: expect.any(Number),
			business_name: NORTHWIND.business_name,
		});
	});

	test.each([
		['an ID that is too short', mapped('A12'), 'Seller must be an Amazon seller URL'],
		['an ASIN in place of a seller', mapped('B08N5WRWNW'), 'Seller must be'],
		['a product URL', byUrl('https://www.amazon.com/dp/B08N5WRWNW'), 'Seller must be'],
		['a seller URL of another site', byUrl(`https://www.ebay.com/usr/x?seller=${ID}`), 'Seller must be'],
		['an empty seller', mapped(''), 'Seller is required'],
	])('%s is refused before any request', async (_label, seller_id, message) => {
		await refused(get({ seller_id }), message);
	});

	test('a Marketplace set against the URL is refused', async () => {
		await refused(get({ seller_id: byUrl(`https://www.amazon.de/sp?seller=${ID}`), options: { domain: fromList('co.uk') } }), 'Seller is a URL of de but Marketplace is co.uk');
	});

	test('an unknown seller is a 404 naming Amazon', async () => {
		const { error } = await run(get({ seller_id: byId('AUNKNOWN00000') }));
		expect(error?.message).toContain('Not found on Amazon (404)');
	});
});

describe('Amazon > Seller > Get Products', () => {
	test('Return All reads the storefront to pagination.total_pages: 60 products, 3 requests, 15 credits; each with the seller', async () => {
		let items: Array<{ json: IDataObject }> = [];
		const spent = await creditsSpent(suite, async () => ({ items } = await run(getProducts({ seller_id: byId(ID), returnAll: true }))));
		expect(field(items, 'asin')).toEqual(storefrontOf(NORTHWIND).map((product) => product.asin));
		expect(requestLog(suite)).toEqual([
			{ path: `/v1/amazon/sellers/${ID}/products`, query: {} },
			{ path: `/v1/amazon/sellers/${ID}/products`, query: { page: '2' } },
			{ path: `/v1/amazon/sellers/${ID}/products`, query: { page: '3' } },
		]);
		expect(spent).toBe(15);
		expect(items[0].json.seller).toEqual({ seller_id: ID, domain: 'com' });
	});

	test('a storefront of exactly one full page is one request; Limit 30 reads two pages and cuts the second', async () => {
		await run(getProducts({ seller_id: byId(TOY_CHEST.seller_id), returnAll: true }));
		expect(queries(suite)).toEqual([{}]);
		suite.emulator.clearRequests();
		const { items } = await run(getProducts({ seller_id: byId(ID), limit: 30 }));
		expect(items).toHaveLength(30);
		expect(queries(suite)).toEqual([{}, { page: '2' }]);
	});

	test('Start Page and Marketplace from a storefront URL go on the query; Simplify keeps the seller as a column', async () => {
		const { items } = await run(
			getProducts({ seller_id: byUrl(`https://www.amazon.co.uk/s?me=${ID}`), returnAll: true, simplify: true, options: { page: 3 } }),
		);
		expect(queries(suite)).toEqual([{ domain: 'co.uk', page: '3' }]);
		expect(items).toHaveLength(12);
		expect(flat(items)).toBe(true);
		expect(items[0].json).toMatchObject({ seller_id: ID, asin: storefrontOf(NORTHWIND)[48].asin, price: expect.any(Number), currency: 'GBP' });
	});

	test('page 0 is refused before any request', async () => {
		await refused(getProducts({ seller_id: byId(ID), options: { page: 0 } }), 'Start Page must be a whole number of at least 1, got 0');
	});
});

describe('Amazon > Seller > Get Feedback', () => {
	test('Return All: 47 entries in 5 requests of 10 (15 credits), newest first, each with the seller', async () => {
		let items: Array<{ json: IDataObject }> = [];
		const spent = await creditsSpent(suite, async () => ({ items } = await run(getFeedback({ seller_id: byId(ID), returnAll: true }))));
		expect(items.map((item) => item.json.date_at)).toEqual(feedbackOf(NORTHWIND).map((entry) => entry.date_at));
		expect(queries(suite)).toEqual([{}, { page: '2' }, { page: '3' }, { page: '4' }, { page: '5' }]);
		expect(spent).toBe(15);
		expect(items[0].json).toMatchObject({ rating: expect.any(Number), body: expect.any(String), seller: { seller_id: ID, domain: 'com' } });
	});

	test('Limit 10 is one request; a seller with 3 entries is one request; one without any gives no items', async () => {
		await run(getFeedback({ seller_id: byId(ID), limit: 10 }));
		expect(queries(suite)).toEqual([{}]);
		suite.emulator.clearRequests();
		expect((await run(getFeedback({ seller_id: byId(BLUEBIRD.seller_id), returnAll: true }))).items).toHaveLength(3);
		expect(queries(suite)).toEqual([{}]);
		suite.emulator.clearRequests();
		const none = await run(getFeedback({ seller_id: byId(TOY_CHEST.seller_id), returnAll: true }));
		expect(none.items).toEqual([]);
		expect(none.error).toBeUndefined();
		expect(queries(suite)).toEqual([{}]);
	});

	test('out of credits on page 2 keeps the first 10 entries and names page 2 to resume at (Continue On Fail)', async () => {
		suite.emulator.injectFault({ path: `/v1/amazon/sellers/${ID}/feedback`, kind: 'status', status: 402, skip: 1 });
		const { items } = await run(getFeedback({ seller_id: byId(ID), returnAll: true }), { continueOnFail: true });
		expect(items).toHaveLength(11);
		expect(items[10].json).toMatchObject({ httpStatus: 402, code: 'insufficient_credits', resumeAt: { page: 2 } });
	});
});
