/**
 * LoopNet > Listing: Search (the location, market, listing type and every filter sent as the service names them;
 * paging by page number, about 25 a page, to the page count and at most 20 pages; Limit; Simplify's price columns)
 * and Get (by ID or URL of any portal, whose host sets the market; 404), through n8n-core against the emulator.
 */
import { CATALOG_SIZE, facts, LAST_PAGE, listingId, listingUrl, NATIONWIDE_COUNT, PER_PAGE, RARE_COUNT } from '../../emulator/fixtures/loopnet/catalog';
import { byId, byUrl, field, loopnetSuite, mapped, operation } from './support';

const { suite, run, requests, queries, expectRefused } = loopnetSuite();
const search = operation('listing', 'search');
const get = operation('listing', 'get');

describe('LoopNet > Listing > Search', () => {
	test('the location, the market, the listing type and every filter sent as the service names them', async () => {
		const { error } = await run(
			search({
				location: 'Houston, TX',
				limit: 5,
				options: { market: 'ca', listing_type: 'for-sale' },
				filters: { property_type: 'office', min_price: 100000, max_price: 9500000.5, price_type: 'unit', min_size: 1000, max_size: 60000 },
			}),
		);
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{
				path: '/v1/loopnet/search',
				query: {
					location: 'Houston, TX',
					market: 'ca',
					listing_type: 'for-sale',
					property_type: 'office',
					min_price: '100000',
					max_price: '9500000.5',
					price_type: 'unit',
					min_size: '1000',
					max_size: '60000',
				},
			},
		]);
	});

	test('Return All: page after page to the page count, one item per listing', async () => {
		const { items, error } = await run(search({ location: 'Houston, TX', returnAll: true }));
		expect(error).toBeUndefined();
		expect(queries().map((query) => query.page ?? '1')).toEqual(['1', '2', '3']);
		expect(items).toHaveLength(CATALOG_SIZE);
		expect(new Set(field(items, 'listing_id')).size).toBe(CATALOG_SIZE);
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([10, 10, 10]);
	});

	test('Return All stops at page 20, the service\'s ceiling, and says so', async () => {
		const { items, error } = await run(search({ location: 'usa', returnAll: true }));
		expect(error).toBeUndefined();
		expect(queries()).toHaveLength(LAST_PAGE);
		expect(items).toHaveLength(LAST_PAGE * PER_PAGE);
		expect(NATIONWIDE_COUNT).toBeGreaterThan(LAST_PAGE * PER_PAGE);
	});

	test('a Limit within one page: one request; past it, the pages up to the Limit', async () => {
		expect((await run(search({ location: 'Houston, TX', limit: 10 }))).items).toHaveLength(10);
		expect(requests()).toHaveLength(1);
		suite.emulator.reset();
		expect((await run(search({ location: 'Houston, TX', limit: 30 }))).items).toHaveLength(30);
		expect(queries().map((query) => query.page ?? '1')).toEqual(['1', '2']);
	});

	test('Return All of a short list: one page', async () => {
		const { items } = await run(search({ location: 'rare town', returnAll: true }));
		expect(requests()).toHaveLength(1);
		expect(items).toHaveLength(RARE_COUNT);
	});

	test('Simplify: price, currency and price_text as shown, the rate period, the first broker as columns', async () => {
		const { items } = await run(search({ location: 'Houston, TX', limit: 1, simplify: true, options: { market: 'uk' }, filters: { property_type: 'office' } }));
		const rate = facts(0).rate;
		expect(items[0].json).toEqual(
			expect.objectContaining({
				listing_id: listingId(0),
				price: rate,
				currency: 'GBP',
				price_text: `£${rate.toFixed(2)} /SF/YR`,
				price_period: '/SF/YR',
				broker_name: 'John Smith',
				broker_company: 'CBRE',
			}),
		);
		expect(items[0].json.brokers).toBeUndefined();
	});

	test.each([
		[{ market: 'de' }, {}, 'us, ca'],
		[{ listing_type: 'lease' }, {}, 'for-lease'],
		[{}, { property_type: 'castle' }, 'office'],
		[{}, { min_price: 900, max_price: 100 }, 'Minimum Price is above Maximum Price'],
		[{}, { min_size: 5000, max_size: 100 }, 'Minimum Size is above Maximum Size'],
		[{}, { min_size: -1 }, 'Minimum Size'],
		[{}, { price_type: 'month' }, 'unit'],
	])('refused before any request: options %j, filters %j', async (options, filters, message) => {
		await expectRefused(search({ location: 'Houston, TX', options, filters }), message);
	});

	test('an empty location is refused before any request', async () => {
		await expectRefused(search({ location: '={{ "" }}' }), 'Location');
	});
});

describe('LoopNet > Listing > Get', () => {
	const ID = listingId(3); // land: no spaces

	test.each([
		['its ID', byId(ID), {}],
		['its loopnet.com URL, which names the default market', byUrl(listingUrl(3, 'us')), { market: 'us' }],
		['its loopnet.co.uk URL, which sets the market', byUrl(listingUrl(3, 'uk')), { market: 'uk' }],
		['its URL without www, with a query string', byUrl(`loopnet.fr/Listing/x/${ID}/?utm=1`), { market: 'fr' }],
	])('by %s: one request, the listing as one item', async (_what, listingValue, query) => {
		const { items, error } = await run(get({ listing_id: listingValue }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/loopnet/listings/${ID}`, query }]);
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ listing_id: ID, market: (query as { market?: string }).market ?? 'us' });
		expect(suite.emulator.requests[0].creditsCharged).toBe(12);
	});

	test("by default, the incoming item's listing_id (a search's items run straight into Get)", async () => {
		const { items } = await run(get(), { items: [{ listing_id: ID }, { listing_id: listingId(4) }] });
		expect(requests().map((request) => request.path)).toEqual([`/v1/loopnet/listings/${ID}`, `/v1/loopnet/listings/${listingId(4)}`]);
		expect(items).toHaveLength(2);
	});

	test('Simplify: price columns, spaces counted, the first broker and photo, the update date', async () => {
		const { items } = await run(get({ listing_id: byId(ID), simplify: true }));
		expect(items[0].json).toMatchObject({ listing_id: ID, currency: 'USD', price_period: null, space_count: 0, broker_name: 'Sarah Okafor', updated_at: '2026-11-04T00:00:00.000Z' });
		expect(typeof items[0].json.image).toBe('string');
		expect(items[0].json.spaces).toBeUndefined();
	});

	test('a URL of one portal with another Market set is refused', async () => {
		await expectRefused(get({ listing_id: byUrl(listingUrl(3, 'uk')), options: { market: 'fr' } }), 'leave Market at its default');
	});

	test('an unknown listing is a 404 said as such', async () => {
		expect((await run(get({ listing_id: byId('1') }))).error?.message).toMatch(/404|not found/i);
	});

	test.each([
		[byUrl('https://www.loopnet.com/commercial-real-estate-brokers/profile/john-smith/w7x2k9d/'), 'a LoopNet listing URL'],
		[byUrl(`https://www.zillow.com/Listing/x/${ID}/`), 'a LoopNet listing URL'],
		[mapped('12-34'), 'a numeric listing ID'],
	])('refused before any request: %j', async (listingValue, form) => {
		await expectRefused(get({ listing_id: listingValue }), form);
	});
});
