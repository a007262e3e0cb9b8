/**
 * eBay > Item through n8n-core against the emulator: Search and Search Sold (page sizes chosen from the Limit,
 * has_more, every filter, the Query and Category lists), Get by item number or any listing URL, and Get Reviews,
 * with Simplify, an operation's own errors and bad input.
 */
import type { IDataObject } from 'n8n-workflow';

import { DEFAULT_TEST_KEY } from '../../emulator';
import { activeListings, soldListings, titleMatches } from '../../emulator/fixtures/ebay/catalog';
import { productReviews } from '../../emulator/fixtures/ebay/reviews';
import { listSearch } from '../../harness/n8n';
import { nodeSuite } from '../../harness/suite';
import { byId, byUrl, ebayHelpers, fromList, hintsOf, itemIds, NODE, typed } from './support';

const suite = nodeSuite({ rateLimitPerMinute: 100_000 });
const { run, requested, queries, charged, expectRefused } = ebayHelpers(suite);

const SEARCH = '/v1/ebay/search';
const SOLD = '/v1/ebay/completed';
const SWITCH = activeListings().filter((listing) => titleMatches(listing.title, 'switch oled'));
const SWITCH_SOLD = soldListings().filter((listing) => titleMatches(listing.title, 'switch oled'));
const ITEM = SWITCH[0].item_id;
const ps5 = activeListings().find((listing) => listing.family.key === 'ps5')?.item_id ?? '';
const watch = activeListings().find((listing) => listing.family.key === 'omega-seamaster')?.item_id ?? '';

const search = (extra: Record<string, unknown> = {}) => ({ resource: 'item', operation: 'search', query: typed('switch oled'), ...extra });
const sold = (extra: Record<string, unknown> = {}) => ({ resource: 'item', operation: 'searchSold', query: typed('switch oled'), ...extra });
const getItem = (item: unknown, extra: Record<string, unknown> = {}) => ({ resource: 'item', operation: 'get', item_id: item, ...extra });
const reviews = (item: unknown, extra: Record<string, unknown> = {}) => ({ resource: 'item', operation: 'getReviews', item_id: item, ...extra });

describe('eBay > Item > Search', () => {
	test('a new node opens on Item > Search; the default Limit of 50 asks one page of 60', async () => {
		const { items, error } = await run({ query: typed('switch oled') });
		expect(error).toBeUndefined();
		expect(requested()).toEqual([{ path: SEARCH, query: { query: 'switch oled', per_page: '60' } }]);
		expect(itemIds(items)).toEqual(SWITCH.slice(0, 50).map((listing) => listing.item_id));
		expect(items[0].json).toMatchObject({ position: 1, price: { value: SWITCH[0].price, currency: 'USD' }, sold_date: null });
		expect(items.every((item) => item.pairedItem && (item.pairedItem as { item: number }).item === 0)).toBe(true);
	});

	test('Return All with pages of 60 goes on while has_more is true: 60 + 60 + 30, 3 requests, 15 credits', async () => {
		const { items } = await run(search({ returnAll: true, options: { per_page: '60' } }));
		expect(queries()).toEqual([
			{ query: 'switch oled', per_page: '60' },
			{ query: 'switch oled', per_page: '60', page: '2' },
			{ query: 'switch oled', per_page: '60', page: '3' },
		]);
		expect(itemIds(items)).toEqual(SWITCH.map((listing) => listing.item_id));
		expect(charged()).toBe(15);
	});

	test('Return All asks for 240 a page: all 150 in one request, which says there is no more', async () => {
		const { items } = await run(search({ returnAll: true }));
		expect(queries()).toEqual([{ query: 'switch oled', per_page: '240' }]);
		expect(items).toHaveLength(150);
	});

	test.each([
		[60, [{ per_page: '60' }]],
		[100, [{ per_page: '120' }]],
		[130, [{ per_page: '240' }]],
	])('Limit %i asks for the smallest page that needs the fewest requests', async (limit, expected) => {
		const { items } = await run(search({ limit }));
		expect(queries()).toEqual(expected.map((query) => ({ query: 'switch oled', ...query })));
		expect(itemIds(items)).toEqual(SWITCH.slice(0, limit).map((listing) => listing.item_id));
	});

	test('a Limit the list cannot fill stops where has_more turns false, without an extra request', async () => {
		const { items } = await run(search({ limit: 500, options: { per_page: '120' } }));
		expect(queries()).toEqual([
			{ query: 'switch oled', per_page: '120' },
			{ query: 'switch oled', per_page: '120', page: '2' },
		]);
		expect(items).toHaveLength(150);
	});

	test('a Start Page past the end gets the last page again, as eBay serves it, and stops there', async () => {
		const { items } = await run(search({ returnAll: true, options: { per_page: '60', page: 5 } }));
		expect(queries()).toEqual([{ query: 'switch oled', per_page: '60', page: '5' }]);
		expect(itemIds(items)).toEqual(SWITCH.slice(120).map((listing) => listing.item_id));
	});

	test('every filter goes on the query by its live name; a category picked from the list or typed', async () => {
		await run(
			search({
				limit: 5,
				options: {
					domain: fromList('co.uk'),
					category_id: fromList('139971'),
					sort_by: 'newly_listed',
					condition: 'used',
					buying_format: 'auction',
					min_price: 10,
					max_price: 400.5,
					free_shipping: true,
				},
			}),
		);
		await run(search({ limit: 5, options: { category_id: typed('1249'), sort_by: 'price_low_to_high' } }));
		expect(queries()).toEqual([
			{
				query: 'switch oled',
				domain: 'co.uk',
				category_id: '139971',
				sort_by: 'newly_listed',
				condition: 'used',
				buying_format: 'auction',
				min_price: '10',
				max_price: '400.5',
				free_shipping: 'true',
				per_page: '60',
			},
			{ query: 'switch oled', category_id: '1249', sort_by: 'price_low_to_high', per_page: '60' },
		]);
	});

	test('Simplify: a flat row per listing, a number column per price and one currency column', async () => {
		const { items } = await run(search({ limit: 60, simplify: true, options: { domain: fromList('de') } }));
		const auction = items.find((item) => item.json.is_auction === true);
		expect(items[0].json).toMatchObject({ item_id: ITEM, price: SWITCH[0].price, currency: 'EUR', seller_name: SWITCH[0].seller });
		expect(auction?.json.current_bid).toBe(auction?.json.price);
		for (const item of items) {
			expect(Object.values(item.json).every((value) => value === null || typeof value !== 'object')).toBe(true);
		}
	});

	test('Query "From List" asks Keyword > Autocomplete for the marketplace set (1 credit), nothing for an empty box', async () => {
		const suggest = async (filter: string) =>
			await listSearch({
				node: NODE,
				method: 'ebayKeywords',
				filter,
				parameters: search({ options: { domain: fromList('co.uk') } }),
				credentials: { apiKey: DEFAULT_TEST_KEY, baseUrl: suite.emulator.url },
			});
		expect((await suggest('')).results).toEqual([]);
		expect(suite.emulator.requests).toHaveLength(0);
		const { results } = await suggest('ninten');
		expect(results).toEqual(expect.arrayContaining([{ name: 'nintendo switch oled', value: 'nintendo switch oled' }]));
		expect(requested()).toEqual([{ path: '/v1/ebay/autocomplete', query: { query: 'ninten', domain: 'co.uk' } }]);
		expect(charged()).toBe(1);
	});

	test('Category "From List" is Category > List, free', async () => {
		const { results } = await listSearch({
			node: NODE,
			method: 'ebayCategories',
			filter: 'video',
			parameters: search(),
			credentials: { apiKey: DEFAULT_TEST_KEY, baseUrl: suite.emulator.url },
		});
		expect(results).toEqual([
			{ name: 'Video Games & Consoles', value: '1249' },
			{ name: 'Video Game Consoles', value: '139971' },
			{ name: 'Video Games', value: '139973' },
		]);
		expect(requested()).toEqual([{ path: '/v1/ebay/categories', query: {} }]);
		expect(charged()).toBe(0);
	});

	describe('bad input is refused before any request', () => {
		test.each([
			['a blank query', { query: typed('={{ "  " }}') }, 'Query is required'],
			['a query on two lines', { query: typed('={{ "switch\\noled" }}') }, 'Query must be search words on one line'],
			['a minimum above the maximum', { options: { min_price: 300, max_price: 100 } }, 'Minimum Price (300) must not be above Maximum Price (100)'],
			['a negative price', { options: { min_price: -1 } }, 'Minimum Price must be a number of at least 0'],
			['page 1001', { options: { page: 1001 } }, 'Start Page must be a whole number from 1 to 1000, got 1001'],
			['a page size eBay does not serve', { options: { per_page: '={{ "100" }}' } }, 'Page Size must be one of 60, 120, 240'],
			['an unknown sort', { options: { sort_by: '={{ "cheapest" }}' } }, 'Sort By must be one of best_match'],
			['an unknown condition', { options: { condition: '={{ "mint" }}' } }, 'Condition must be one of for_parts, new, open_box, refurbished, used, got "mint"'],
			['an unknown buying format', { options: { buying_format: '={{ "lease" }}' } }, 'Buying Format must be one of best_offer, auction, buy_it_now'],
			['a category that is no ID', { options: { category_id: typed('consoles') } }, 'Category must be an eBay category ID'],
			['free shipping as "maybe"', { options: { free_shipping: '={{ "maybe" }}' } }, 'Free Shipping Only must be true or false'],
		])('%s', async (_label, extra, message) => {
			await expectRefused(search(extra), message);
		});
	});
});

describe('eBay > Item > Search Sold', () => {
	test('Return All with pages of 60: eBay fills them with 50, and has_more (no page count) ends the list: 50 + 50 + 30', async () => {
		const { items } = await run(sold({ returnAll: true, options: { per_page: '60' } }));
		expect(requested()).toEqual([1, 2, 3].map((page) => ({
			path: SOLD,
			query: page === 1 ? { query: 'switch oled', per_page: '60' } : { query: 'switch oled', per_page: '60', page: String(page) },
		})));
		expect(itemIds(items)).toEqual(SWITCH_SOLD.map((listing) => listing.item_id));
		expect(charged()).toBe(15);
	});

	test('Limit 100 asks a page of 120, which holds 100; Limit 60 takes a second page for the 10 a sold page lacks', async () => {
		const hundred = await run(sold({ limit: 100 }));
		expect(queries()).toEqual([{ query: 'switch oled', per_page: '120' }]);
		expect(hundred.items).toHaveLength(100);
		suite.emulator.clearRequests();
		const sixty = await run(sold({ limit: 60 }));
		expect(queries()).toEqual([
			{ query: 'switch oled', per_page: '60' },
			{ query: 'switch oled', per_page: '60', page: '2' },
		]);
		expect(itemIds(sixty.items)).toEqual(SWITCH_SOLD.slice(0, 60).map((listing) => listing.item_id));
	});

	test('Simplify keeps the sale date; on ebay.de it is German text and sold_date_at is null', async () => {
		const { items } = await run(sold({ limit: 3, simplify: true }));
		expect(items[0].json).toMatchObject({ item_id: SWITCH_SOLD[0].item_id, currency: 'USD', sold_date: expect.stringMatching(/, 2026$/), sold_date_at: expect.stringMatching(/^2026-/) });
		const german = await run(sold({ limit: 3, simplify: true, options: { domain: fromList('de'), condition: 'used', sort_by: 'newly_listed' } }));
		expect(german.items[0].json).toMatchObject({ currency: 'EUR', condition: 'Pre-Owned', sold_date: expect.stringMatching(/^Verkauft /), sold_date_at: null });
		expect(queries()[1]).toEqual({ query: 'switch oled', domain: 'de', condition: 'used', sort_by: 'newly_listed', per_page: '60' });
	});

	test('bad input: prices the wrong way round', async () => {
		await expectRefused(sold({ options: { min_price: 500, max_price: 20 } }), 'Minimum Price (500) must not be above Maximum Price (20)');
	});
});

describe('eBay > Item > Get', () => {
	test('by item number: one request, the listing in full as one item', async () => {
		const { items, error } = await run(getItem(byId(ITEM)));
		expect(error).toBeUndefined();
		expect(requested()).toEqual([{ path: `/v1/ebay/items/${ITEM}`, query: {} }]);
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ item_id: ITEM, title: SWITCH[0].title, category_id: '139971', seller: { username: SWITCH[0].seller } });
		expect(charged()).toBe(5);
	});

	test.each([
		['a plain listing URL', `https://www.ebay.com/itm/${ITEM}`, 'com'],
		['a URL with a title slug and tracking', `https://www.ebay.com/itm/Nintendo-Switch-OLED-Model-White/${ITEM}?hash=item4df2a1b3c4:g:abcAAOSw&_trkparms=amclksrc%3DITM&_trksid=p4375194.c101224`, 'com'],
		['a UK URL with a variation', `https://www.ebay.co.uk/itm/${ITEM}?var=1234567890123`, 'co.uk'],
		['a mobile German URL without a scheme', `m.ebay.de/itm/${ITEM}#description`, 'de'],
		['an old ViewItem link', `https://cgi.ebay.com.au/ws/eBayISAPI.dll?ViewItem&item=${ITEM}`, 'com.au'],
	])('by URL: %s (the host names the marketplace)', async (_label, url, domain) => {
		const { error } = await run(getItem(byUrl(url)));
		expect(error).toBeUndefined();
		expect(requested()).toEqual([{ path: `/v1/ebay/items/${ITEM}`, query: { domain } }]);
	});

	test.each([
		['an item number pasted in the URL box', byUrl(ITEM)],
		["eBay's Browse API form v1|<item>|0", byId(`v1|${ITEM}|0`)],
		['a number with a leading #', byId(`#${ITEM}`)],
	])('by ID: %s', async (_label, value) => {
		const { error } = await run(getItem(value));
		expect(error).toBeUndefined();
		expect(requested()).toEqual([{ path: `/v1/ebay/items/${ITEM}`, query: {} }]);
	});

	test('a URL of the marketplace set is fine; of another one, refused before any request', async () => {
		await run(getItem(byUrl(`https://www.ebay.de/itm/${ITEM}`), { options: { domain: fromList('de') } }));
		expect(queries()).toEqual([{ domain: 'de' }]);
		suite.emulator.clearRequests();
		await expectRefused(
			getItem(byUrl(`https://www.ebay.co.uk/itm/${ITEM}`), { options: { domain: fromList('de') } }),
			'Item is a URL of co.uk but Marketplace is de',
		);
	});

	test('fed 200 items of a search, it reads each one: 200 requests, 1,000 credits, each paired to its input', async () => {
		const inputs = SWITCH.slice(0, 150).concat(SWITCH.slice(0, 50)).map((listing) => ({ item_id: listing.item_id, title: listing.title }));
		const { items, error } = await run(getItem('={{ $json.item_id }}', { simplify: true }), { items: inputs });
		expect(error).toBeUndefined();
		expect(items).toHaveLength(200);
		expect(items.map((item) => item.json.item_id)).toEqual(inputs.map((input) => input.item_id));
		expect(items.map((item) => (item.pairedItem as { item: number }).item)).toEqual(inputs.map((_, index) => index));
		expect(suite.emulator.requests).toHaveLength(200);
		expect(charged()).toBe(1000);
	});

	test('Simplify: a flat row with prices, returns and seller as columns', async () => {
		const { items } = await run(getItem(byId(ITEM), { simplify: true, options: { domain: fromList('co.uk') } }));
		expect(items[0].json).toMatchObject({
			item_id: ITEM,
			price: SWITCH[0].price,
			currency: 'GBP',
			categories: 'Video Games & Consoles > Video Game Consoles',
			seller_username: SWITCH[0].seller,
			brand: 'Nintendo',
		});
		expect(Object.values(items[0].json).every((value) => value === null || typeof value !== 'object')).toBe(true);
	});

	test("Simplify's model and color come from the item specifics when the item gives them only there (docs: get-item-detail)", async () => {
		const [given, listed] = [0, 1].map((parity) => SWITCH.find((listing) => Number(listing.item_id) % 2 === parity)!.item_id);
		const { items: raw } = await run(getItem(byId(listed)));
		expect(raw[0].json).not.toHaveProperty('model');
		const specifics = raw[0].json.item_specifics as IDataObject;
		expect(specifics).toMatchObject({ Model: expect.any(String), Color: expect.any(String) });
		const { items } = await run(getItem('={{ $json.item_id }}', { simplify: true }), { items: [{ item_id: listed }, { item_id: given }] });
		expect(items.map((item) => [item.json.model, item.json.color])).toEqual([
			[specifics.Model, specifics.Color],
			[specifics.Model, specifics.Color],
		]);
	});

	test('an unknown item is a 404 naming eBay', async () => {
		const { error } = await run(getItem(byId('100000000001')));
		expect(error?.message).toContain('Not found on eBay (404)');
		expect(error?.description).toContain('Item 100000000001 not found');
	});

	describe('bad input is refused before any request', () => {
		test.each([
			['a product page', byUrl('https://www.ebay.com/p/20057872541'), 'Item must be an eBay listing URL'],
			['a short link', byUrl('https://ebay.us/m/AbC123'), 'Item must be'],
			['a search page', byUrl('https://www.ebay.com/sch/i.html?_nkw=switch'), 'Item must be'],
			['another site', byUrl(`https://www.amazon.com/itm/${ITEM}`), 'Item must be'],
			['an 8-digit number', byUrl('12345678'), 'Item must be'],
			['words', byUrl('switch oled'), 'Item must be'],
			['a Browse API form with something after it', '={{ "v1|256123456789|0|x" }}', 'Item must be'],
			['an empty expression', '={{ "" }}', 'Item is required'],
		])('%s', async (_label, value, message) => {
			await expectRefused(getItem(value), message);
		});
	});
});

describe('eBay > Item > Get Reviews', () => {
	const REVIEWS = productReviews('20057872541');

	test('Return All: 20 + 20 + 7 reviews in 3 requests (30 credits), each with the product summary', async () => {
		const { items } = await run(reviews(byUrl(`https://www.ebay.com/itm/${ITEM}`), { returnAll: true }));
		expect(requested()).toEqual([
			{ path: `/v1/ebay/items/${ITEM}/reviews`, query: { domain: 'com' } },
			{ path: `/v1/ebay/items/${ITEM}/reviews`, query: { domain: 'com', page: '2' } },
			{ path: `/v1/ebay/items/${ITEM}/reviews`, query: { domain: 'com', page: '3' } },
		]);
		expect(items.map((item) => item.json.date_at)).toEqual(REVIEWS.map((review) => review.date_at));
		expect(items[0].json.product).toEqual({
			item_id: ITEM,
			product_id: '20057872541',
			rating: expect.any(Number),
			ratings_total: 47,
			histogram: expect.objectContaining({ five_star: expect.any(Number) }),
		});
		expect(charged()).toBe(30);
	});

	test('Limit 25 takes two pages and stops; Simplify flattens the summary', async () => {
		const { items } = await run(reviews(byId(ITEM), { limit: 25, simplify: true }));
		expect(queries()).toEqual([{}, { page: '2' }]);
		expect(items).toHaveLength(25);
		expect(items[0].json).toMatchObject({ rating: REVIEWS[0].rating, product_id: '20057872541', product_ratings_total: 47 });
	});

	test('a product with more than 50 pages stops at page 50 and says why', async () => {
		const result = await run(reviews(byId(ps5), { returnAll: true, options: { page: 49 } }));
		expect(queries()).toEqual([{ page: '49' }, { page: '50' }]);
		expect(result.items).toHaveLength(40);
		expect(hintsOf(result)).toEqual([expect.stringContaining('at most 50 pages (1,000 reviews)')]);
	});

	test('a listing outside the catalog has no reviews: nothing is output, one request', async () => {
		const { items, error } = await run(reviews(byId(watch), { returnAll: true }));
		expect(error).toBeUndefined();
		expect(items).toEqual([]);
		expect(suite.emulator.requests).toHaveLength(1);
	});

	test('bad input: page 51', async () => {
		await expectRefused(reviews(byId(ITEM), { options: { page: 51 } }), 'Start Page must be a whole number from 1 to 50, got 51');
	});
});
