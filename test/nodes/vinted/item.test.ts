/**
 * Vinted > Item: Search (the query and filters sent, paging by page number up to 96 a page, the 960 cap, Limit, the
 * market and its currency, Simplify's price and fee columns) and Get (by ID or by URL on any Vinted domain, the URL's
 * market, a sold listing, 404), through n8n-core against the emulator.
 */
import { facts, FIRST_ITEM_ID, itemId, RARE_COUNT, SEARCH_CAP } from '../../emulator/fixtures/vinted/catalog';
import { byId, byUrl, field, mapped, operation, vintedSuite } from './support';

const { suite, run, requests, queries, expectRefused } = vintedSuite();
const search = operation('item', 'search');
const get = operation('item', 'get');

describe('Vinted > Item > Search', () => {
	test('the query, the market and every filter sent as the service names them; one page of the Limit', async () => {
		const { items, error } = await run(
			search({
				query: 'rare',
				limit: 5,
				options: { market: 'de', order: 'price_low_to_high' },
				filters: { price_from: 5, price_to: 80, brand_ids: '53, 14', catalog_ids: 'https://www.vinted.de/catalog?catalog[]=221', status_ids: ['6', '2'], seller_country: 'de,fr' },
			}),
		);
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{
				path: '/v1/vinted/search',
				query: {
					query: 'rare',
					market: 'de',
					order: 'price_low_to_high',
					price_from: '5',
					price_to: '80',
					brand_ids: '53,14',
					catalog_ids: '221',
					status_ids: '6,2',
					seller_country: 'de,fr',
					per_page: '5',
				},
			},
		]);
		expect(items.length).toBeLessThanOrEqual(5);
	});

	test('Return All: pages of 96 until the page count, which stops at the 960 listings Vinted shows', async () => {
		const { items, error } = await run(search({ query: 'nike', returnAll: true }));
		expect(error).toBeUndefined();
		expect(queries().map((query) => [query.page ?? '1', query.per_page])).toEqual(Array.from({ length: SEARCH_CAP / 96 }, (_, page) => [String(page + 1), '96']));
		expect(items).toHaveLength(SEARCH_CAP);
		expect(new Set(field(items, 'id')).size).toBe(SEARCH_CAP);
	});

	test('Return All of a short list: one page, its records', async () => {
		const { items } = await run(search({ query: 'rare', returnAll: true }));
		expect(requests()).toHaveLength(1);
		expect(items).toHaveLength(RARE_COUNT);
	});

	test('a Limit past one page: pages of 96 until the Limit', async () => {
		const { items } = await run(search({ query: 'nike', limit: 150 }));
		expect(queries().map((query) => query.page ?? '1')).toEqual(['1', '2']);
		expect(items).toHaveLength(150);
	});

	test('each listing carries the market searched; Simplify: price, currency, price_text, fee and total as numbers', async () => {
		const { items } = await run(search({ query: 'rare', limit: 2, simplify: true, options: { market: 'gb' } }));
		const { amount, user } = facts(0);
		expect(items[0].json).toMatchObject({
			id: itemId(0),
			price: amount,
			currency: 'GBP',
			price_text: amount.toFixed(1),
			service_fee: expect.any(Number),
			total_item_price: expect.any(Number),
			user_id: user.id,
			market: 'gb',
		});
		expect(items[0].json.total_item_price).toBeCloseTo(amount + (items[0].json.service_fee as number), 2);
		expect(String(items[0].json.url)).toMatch(/^https:\/\/www\.vinted\.co\.uk\/items\//);
		expect(items[0].json.user).toBeUndefined();
	});

	test('no listings is no items, not an error', async () => {
		const { items, error } = await run(search({ query: 'qwxz', limit: 10 }));
		expect(error).toBeUndefined();
		expect(items).toEqual([]);
	});

	test.each([
		[{ market: 'xx' }, {}, 'one of fr, de, gb'],
		[{ market: 'uk' }, {}, 'one of fr, de, gb'],
		[{}, { price_from: 50, price_to: 10 }, 'Minimum Price is above Maximum Price'],
		[{}, { brand_ids: 'nike' }, 'numeric IDs such as 53'],
		[{}, { catalog_ids: 'https://www.ebay.com/b/221' }, 'a Vinted catalog URL'],
		[{}, { seller_country: 'France' }, 'two-letter country codes'],
		[{ order: 'cheapest' }, {}, 'relevance'],
	])('refused before any request: options %j, filters %j', async (options, filters, message) => {
		await expectRefused(search({ query: 'nike', options, filters }), message);
	});
});

describe('Vinted > Item > Get', () => {
	const ID = String(FIRST_ITEM_ID);

	test.each([
		['its ID', byId(ID), {}],
		['its URL (naming its market)', byUrl(`https://www.vinted.fr/items/${ID}-tee-shirt-nike?referrer=catalog`), { market: 'fr' }],
		['its URL without a slug or www', byUrl(`vinted.fr/items/${ID}`), { market: 'fr' }],
		['a URL mapped in by an expression', mapped(`https://www.vinted.fr/items/${ID}-tee-shirt`), { market: 'fr' }],
	])('by %s: one request, the listing as one item', async (_what, item, query) => {
		const { items, error } = await run(get({ item_id: item }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/vinted/items/${ID}`, query }]);
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ id: FIRST_ITEM_ID, market: 'fr', brand_id: facts(0).brand.id });
		expect(suite.emulator.requests[0].creditsCharged).toBe(10);
	});

	test("a URL's domain sets the market left at its default, or matches one set", async () => {
		await run(get({ item_id: byUrl(`https://www.vinted.co.uk/items/${ID}-tee-shirt`) }));
		await run(get({ item_id: byUrl(`https://www.vinted.de/items/${ID}`), options: { market: 'de' } }));
		expect(queries()).toEqual([{ market: 'gb' }, { market: 'de' }]);
	});

	test('a URL of another market than the one set is refused before any request', async () => {
		await expectRefused(get({ item_id: byUrl(`https://www.vinted.de/items/${ID}`), options: { market: 'it' } }), 'Item is a URL of de but Market is it');
	});

	test('Simplify: price columns, fee and total, the category path, the seller, sold from the listing states', async () => {
		const soldIndex = 3;
		const { items } = await run(get({ item_id: byId(String(itemId(soldIndex))), simplify: true, options: { market: 'pl' } }));
		expect(items[0].json).toMatchObject({
			id: itemId(soldIndex),
			price: facts(soldIndex).amount,
			currency: 'PLN',
			price_text: facts(soldIndex).amount.toFixed(1),
			category: 'Femmes > Vêtements > Hauts et t-shirts > T-shirts',
			upload_date_text: 'Il y a une semaine',
			is_closed: true,
			is_hidden: false,
			sold: true,
			seller_id: facts(soldIndex).user.id,
			market: 'pl',
		});
		const hidden = await run(get({ item_id: byId(String(itemId(6))), simplify: true }));
		expect(hidden.items[0].json).toMatchObject({ is_closed: true, is_hidden: true, sold: false });
	});

	test('a deleted or withdrawn listing is a 404 said as such', async () => {
		expect((await run(get({ item_id: byId('9400000001') }))).error?.message).toMatch(/404|not found/i);
	});

	test.each([
		[byUrl('https://www.vinted.fr/member/20298345-majyp'), 'a Vinted listing URL'],
		[byUrl('https://www.depop.com/products/someone-nike-tee/'), 'a Vinted listing URL'],
		[mapped('tee-shirt'), 'a numeric item ID'],
		[mapped('12a'), 'a numeric item ID'],
	])('refused before any request: %j', async (item, form) => {
		await expectRefused(get({ item_id: item }), form);
	});
});
