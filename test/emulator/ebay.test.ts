/**
 * The emulator's eBay routes on their own: the live paging semantics (60/120/240 a page, has_more, the last page
 * served again past the end, fewer cards on a sold page, fixed pages of reviews and feedback), filters and sorts,
 * the OpenAPI's 422 rules, 404s, credits, and that cards, details, reviews and sellers agree with one another.
 */
import { platformSuite } from './platform-suite';
import { activeListings, soldListings, titleMatches } from './fixtures/ebay/catalog';
import { EBAY_CATEGORIES } from './fixtures/ebay/categories';
import { EBAY_MARKETS } from './fixtures/ebay/markets';
import { PRODUCT_REVIEW_COUNTS } from './fixtures/ebay/reviews';
import { SELLERS, sellerListings } from './fixtures/ebay/sellers';

const suite = platformSuite();

type Json = Record<string, unknown>;
type Body = Json & { detail?: unknown; results?: Json[]; pagination?: Json; reviews?: Json[]; feedback?: Json[] };

const get = (path: string, query?: Record<string, string | number | boolean>) => suite.get<Body>(path, query);

const ids = (body: Body) => body.results?.map((card) => card.item_id);
const SWITCH = activeListings().filter((listing) => titleMatches(listing.title, 'switch oled'));
const SWITCH_SOLD = soldListings().filter((listing) => titleMatches(listing.title, 'switch oled'));
const SWITCH_PRODUCT = '20057872541';

describe('the fixture', () => {
	test('is seeded: item numbers are unique across lists and the counts are those the paging tests rely on', () => {
		const all = [...activeListings(), ...soldListings()].map((listing) => listing.item_id);
		expect(new Set(all).size).toBe(all.length);
		expect(all.every((id) => /^\d{12}$/.test(id))).toBe(true);
		expect(SWITCH).toHaveLength(150);
		expect(SWITCH_SOLD).toHaveLength(130);
		expect(activeListings().filter((listing) => listing.family.category === '914').length).toBeGreaterThan(100 * 60);
		expect(PRODUCT_REVIEW_COUNTS[SWITCH_PRODUCT]).toBe(47);
		expect(SELLERS.topgames_us.feedback_count).toBe(60);
	});

	test('every catalog seller and every category of a listing is known', () => {
		expect(activeListings().every((listing) => SELLERS[listing.seller] !== undefined)).toBe(true);
		const categories = new Set(EBAY_CATEGORIES.map((category) => category.category_id));
		expect(activeListings().every((listing) => categories.has(listing.family.category))).toBe(true);
	});
});

describe('GET /v1/ebay/search', () => {
	test('pages of 60, 60 and 30 with has_more true, true, false; total_pages and total_results count the matches; 5 credits', async () => {
		const pages = await Promise.all([1, 2, 3].map((page) => get('/v1/ebay/search', { query: 'switch oled', per_page: 60, page })));
		expect(pages.map((page) => page.body.results?.length)).toEqual([60, 60, 30]);
		expect(pages.map((page) => page.body.pagination)).toEqual([1, 2, 3].map((page) => ({
			current_page: page,
			per_page: 60,
			total_pages: 3,
			total_results: 150,
			has_more: page < 3,
		})));
		expect(pages.flatMap((page) => ids(page.body))).toEqual(SWITCH.map((listing) => listing.item_id));
		expect(pages[2].body.results?.[0].position).toBe(121);
		expect(pages[0].credits).toBe('5');
		expect(pages[0].body).toMatchObject({ query: 'switch oled', domain: 'com', category_id: null, sold: false, facets: { condition: expect.arrayContaining(['Brand New', 'Pre-Owned']) } });
	});

	test('past the last page eBay serves the last page again, with has_more false', async () => {
		const last = await get('/v1/ebay/search', { query: 'switch oled', per_page: 60, page: 3 });
		const past = await get('/v1/ebay/search', { query: 'switch oled', per_page: 60, page: 7 });
		expect(ids(past.body)).toEqual(ids(last.body));
		expect(past.body.pagination).toMatchObject({ current_page: 7, has_more: false });
		expect(past.credits).toBe('5');
	});

	test('per_page is clamped to 60, 120 or 240; without it, 60', async () => {
		const sizes = await Promise.all([undefined, 1, 61, 100, 121, 240].map((size) =>
			get('/v1/ebay/search', size === undefined ? { query: 'postcard' } : { query: 'postcard', per_page: size }),
		));
		expect(sizes.map((reply) => reply.body.results?.length)).toEqual([60, 60, 120, 120, 240, 240]);
	});

	test('a card has the documented shape, in the currency and on the host of the marketplace', async () => {
		const { body } = await get('/v1/ebay/search', { query: 'switch oled', domain: 'co.uk', per_page: 60 });
		const card = body.results?.[0] ?? {};
		expect(card).toMatchObject({
			position: 1,
			item_id: SWITCH[0].item_id,
			url: `https://www.ebay.co.uk/itm/${SWITCH[0].item_id}`,
			price: { value: SWITCH[0].price, currency: 'GBP', symbol: '£', raw: `£${SWITCH[0].price.toFixed(2)}` },
			currency: 'GBP',
			product_id: SWITCH_PRODUCT,
			is_sponsored: null,
			sold_date: null,
		});
		for (const key of ['title', 'image', 'condition', 'buying_format', 'is_auction', 'shipping', 'free_shipping', 'location', 'seller_name', 'seller_feedback_score']) {
			expect(card).toHaveProperty(key);
		}
		const auction = body.results?.find((result) => result.is_auction === true);
		expect(auction).toMatchObject({ buying_format: 'Auction', current_bid: auction?.price, time_left: expect.stringMatching(/^\d+[dh] \d+[hm]$/) });
	});

	test('filters: category and its parent, condition, buying format, price range, free shipping', async () => {
		const games = await get('/v1/ebay/search', { query: 'nintendo switch', category_id: '139973', per_page: 240 });
		const parent = await get('/v1/ebay/search', { query: 'nintendo switch', category_id: '1249', per_page: 240 });
		expect(games.body.pagination?.total_results).toBeLessThan(parent.body.pagination?.total_results as number);
		expect(games.body.results?.every((card) => !String(card.title).includes('OLED'))).toBe(true);
		const used = await get('/v1/ebay/search', { query: 'switch oled', condition: 'used', buying_format: 'auction', per_page: 240 });
		expect(used.body.results?.length).toBeGreaterThan(0);
		expect(used.body.results?.every((card) => card.condition === 'Pre-Owned' && card.is_auction === true)).toBe(true);
		const offers = await get('/v1/ebay/search', { query: 'switch oled', buying_format: 'buy_it_now', per_page: 240 });
		expect(offers.body.results?.every((card) => card.is_auction === false)).toBe(true);
		const priced = await get('/v1/ebay/search', { query: 'switch oled', min_price: 200, max_price: 260, free_shipping: true, per_page: 240 });
		const values = priced.body.results?.map((card) => (card.price as Json).value as number) ?? [];
		expect(values.length).toBeGreaterThan(0);
		expect(values.every((value) => value >= 200 && value <= 260)).toBe(true);
		expect(priced.body.results?.every((card) => card.free_shipping === true)).toBe(true);
		const nothing = await get('/v1/ebay/search', { query: 'unobtainium' });
		expect(nothing.body).toMatchObject({ results: [], facets: {}, pagination: { total_pages: 0, total_results: 0, has_more: false } });
	});

	test('sorts: price with shipping, newly listed, ending soonest', async () => {
		const total = (card: Json) => ((card.price as Json).value as number) + (((card.shipping_cost as Json | null)?.value as number | undefined) ?? 0);
		const cheap = await get('/v1/ebay/search', { query: 'switch oled', sort_by: 'price_low_to_high', per_page: 240 });
		const totals = cheap.body.results?.map(total) ?? [];
		expect(totals).toEqual([...totals].sort((a, b) => a - b));
		const dear = await get('/v1/ebay/search', { query: 'switch oled', sort_by: 'price_high_to_low', per_page: 60 });
		expect(total(dear.body.results?.[0] ?? {})).toBe(Math.max(...totals));
		const ending = await get('/v1/ebay/search', { query: 'switch oled', sort_by: 'ending_soonest', per_page: 60 });
		expect(ending.body.results?.[0].is_auction).toBe(true);
		const fresh = await get('/v1/ebay/search', { query: 'switch oled', sort_by: 'newly_listed', per_page: 60 });
		expect(ids(fresh.body)).not.toEqual(ids(cheap.body)?.slice(0, 60));
	});

	test.each([
		['no query', {}, { type: 'missing', loc: ['query', 'query'] }],
		['page 1001', { query: 'x', page: 1001 }, { type: 'less_than_equal', loc: ['query', 'page'], ctx: { le: 1000 } }],
		['page 0', { query: 'x', page: 0 }, { type: 'greater_than_equal', loc: ['query', 'page'] }],
		['per_page 241', { query: 'x', per_page: 241 }, { type: 'less_than_equal', loc: ['query', 'per_page'] }],
		['an unknown sort', { query: 'x', sort_by: 'cheapest' }, { type: 'enum', loc: ['query', 'sort_by'] }],
		['an unknown condition', { query: 'x', condition: 'mint' }, { type: 'enum', loc: ['query', 'condition'] }],
		['an unknown buying format', { query: 'x', buying_format: 'lease' }, { type: 'enum', loc: ['query', 'buying_format'] }],
		['a negative price', { query: 'x', min_price: -1 }, { type: 'greater_than_equal', loc: ['query', 'min_price'] }],
		['free_shipping maybe', { query: 'x', free_shipping: 'maybe' }, { type: 'bool_parsing', loc: ['query', 'free_shipping'] }],
	])('422 for %s, not billed', async (_label, query, issue) => {
		const { status, body, credits } = await get('/v1/ebay/search', query);
		expect(status).toBe(422);
		expect(credits).toBeNull();
		expect(body.detail).toEqual([expect.objectContaining(issue)]);
	});
});

describe('GET /v1/ebay/completed', () => {
	test('sold: true; a page holds 5/6 of the size asked for; total_pages is null and has_more ends the list', async () => {
		const pages = await Promise.all([1, 2, 3, 4].map((page) => get('/v1/ebay/completed', { query: 'switch oled', per_page: 60, page })));
		expect(pages.map((page) => page.body.results?.length)).toEqual([50, 50, 30, 30]);
		expect(pages.map((page) => page.body.pagination?.has_more)).toEqual([true, true, false, false]);
		expect(pages[0].body.pagination).toEqual({ current_page: 1, per_page: 60, total_pages: null, total_results: 130, has_more: true });
		expect(ids(pages[3].body)).toEqual(ids(pages[2].body));
		expect(pages.slice(0, 3).flatMap((page) => ids(page.body))).toEqual(SWITCH_SOLD.map((listing) => listing.item_id));
		expect(pages[0].body.sold).toBe(true);
		expect(pages[0].credits).toBe('5');
		const unsized = await get('/v1/ebay/completed', { query: 'switch oled' });
		expect(unsized.body.results).toHaveLength(25);
		expect(unsized.body.pagination?.per_page).toBeNull();
	});

	test('each card carries its sale date: English marketplaces also as an ISO date, German and French ones not', async () => {
		const [us, uk, de] = await Promise.all(['com', 'co.uk', 'de'].map((domain) => get('/v1/ebay/completed', { query: 'switch oled', domain, per_page: 60 })));
		const iso = new Date(SWITCH_SOLD[0].sold_at as number).toISOString().slice(0, 10);
		expect(us.body.results?.[0]).toMatchObject({ sold_date: expect.stringMatching(/^[A-Z][a-z]{2} \d{1,2}, 2026$/), sold_date_at: iso, time_left: null });
		expect(uk.body.results?.[0]).toMatchObject({ sold_date: expect.stringMatching(/^\d{1,2} [A-Z][a-z]{2} 2026$/), sold_date_at: iso });
		expect(de.body.results?.[0]).toMatchObject({ sold_date: expect.stringMatching(/^Verkauft \d{1,2}\. /), sold_date_at: null, price: { currency: 'EUR' } });
	});
});

describe('GET /v1/ebay/categories/{category_id}/items', () => {
	test('the listings of a category and the ones below it; an unknown category is a 404', async () => {
		const games = await get('/v1/ebay/categories/139973/items', { per_page: 60 });
		expect(games.body).toMatchObject({ domain: 'com', category_id: '139973', pagination: { total_results: 165, total_pages: 3, has_more: true } });
		const top = await get('/v1/ebay/categories/1249/items');
		expect(top.body.pagination?.total_results).toBe(405);
		const unknown = await get('/v1/ebay/categories/424242/items');
		expect(unknown.status).toBe(404);
		expect(unknown.credits).toBeNull();
	});

	test('page 100 is the last served (has_more still true for a bigger category); page 101 is a 422', async () => {
		const last = await get('/v1/ebay/categories/914/items', { per_page: 60, page: 100 });
		expect(last.body.pagination).toMatchObject({ current_page: 100, total_pages: 101, has_more: true });
		const past = await get('/v1/ebay/categories/914/items', { page: 101 });
		expect(past.status).toBe(422);
	});
});

describe('GET /v1/ebay/items/{item_id}', () => {
	test('every listing of a search has a detail that agrees with its card', async () => {
		const { body: search } = await get('/v1/ebay/search', { query: 'switch oled', domain: 'de', per_page: 60 });
		const card = search.results?.[3] ?? {};
		const { status, body, credits } = await get(`/v1/ebay/items/${String(card.item_id)}`, { domain: 'de' });
		expect(status).toBe(200);
		expect(credits).toBe('5');
		expect(body.domain).toBe('de');
		expect(body.item).toMatchObject({
			item_id: card.item_id,
			title: card.title,
			price: card.price,
			currency: 'EUR',
			condition: card.condition,
			product_id: SWITCH_PRODUCT,
			brand: 'Nintendo',
			category_id: '139971',
			categories: ['Video Games & Consoles', 'Video Game Consoles'],
			seller: { username: card.seller_name, feedback_score: card.seller_feedback_score },
			is_ended: false,
			images_count: expect.any(Number),
			returns: expect.objectContaining({ raw: card.returns }),
		});
	});

	test('a store listing and a sold listing have details too; an unknown item is a 404', async () => {
		const stored = sellerListings('topgames_us', 'com')?.[5];
		const store = await get(`/v1/ebay/items/${String(stored?.item_id)}`);
		expect(store.body.item).toMatchObject({ item_id: stored?.item_id, title: stored?.title, seller: { username: 'topgames_us' } });
		const sold = await get(`/v1/ebay/items/${SWITCH_SOLD[0].item_id}`);
		expect(sold.body.item).toMatchObject({ is_ended: true, availability: 'Ended', end_time_at: expect.stringMatching(/^2026-/) });
		const unknown = await get('/v1/ebay/items/100000000001');
		expect(unknown.status).toBe(404);
		expect(unknown.body.detail).toBe('Item 100000000001 not found');
	});
});

describe('GET /v1/ebay/items/{item_id}/reviews', () => {
	const listing = SWITCH[0].item_id;

	test('20 a page with the product summary; past the last page the last one again; 10 credits', async () => {
		const pages = await Promise.all([1, 2, 3, 4].map((page) => get(`/v1/ebay/items/${listing}/reviews`, { page })));
		expect(pages.map((page) => page.body.reviews?.length)).toEqual([20, 20, 7, 7]);
		expect(pages.map((page) => page.body.pagination?.has_more)).toEqual([true, true, false, false]);
		expect(pages[0].body).toMatchObject({
			item_id: listing,
			product_id: SWITCH_PRODUCT,
			ratings_total: 47,
			rating: expect.any(Number),
			histogram: { five_star: expect.any(Number), one_star: expect.any(Number) },
			pagination: { current_page: 1, per_page: 20, total_pages: 3, total_results: 47 },
		});
		expect(pages[3].body.reviews).toEqual(pages[2].body.reviews);
		expect(pages[0].credits).toBe('10');
	});

	test('a product with more than 50 pages: page 50 still has more, page 51 is a 422; a listing outside the catalog has none', async () => {
		const ps5 = activeListings().find((entry) => entry.family.key === 'ps5')?.item_id;
		const last = await get(`/v1/ebay/items/${String(ps5)}/reviews`, { page: 50 });
		expect(last.body.pagination).toMatchObject({ total_pages: 52, has_more: true });
		expect((await get(`/v1/ebay/items/${String(ps5)}/reviews`, { page: 51 })).status).toBe(422);
		const watch = activeListings().find((entry) => entry.family.key === 'omega-seamaster')?.item_id;
		const none = await get(`/v1/ebay/items/${String(watch)}/reviews`);
		expect(none.body).toMatchObject({ product_id: null, rating: null, reviews: [], pagination: { total_results: 0, has_more: false } });
	});
});

describe('sellers', () => {
	test('a profile counts the listings the seller has for sale, in their store or in the catalog', async () => {
		const store = await get('/v1/ebay/sellers/topgames_us', { domain: 'co.uk' });
		expect(store.body.seller).toMatchObject({
			username: 'topgames_us',
			url: 'https://www.ebay.co.uk/usr/topgames_us',
			store_name: 'Top Games US',
			items_for_sale: 530,
			feedback_12mo: { positive: expect.any(Number), neutral: expect.any(Number), negative: expect.any(Number) },
			top_rated: true,
		});
		const vault = await get('/v1/ebay/sellers/timepiece.vault');
		const listed = activeListings().filter((listing) => listing.seller === 'timepiece.vault');
		expect(vault.body.seller).toMatchObject({ items_for_sale: listed.length });
		const items = await get('/v1/ebay/sellers/timepiece.vault/items', { per_page: 240 });
		expect(ids(items.body)).toEqual(listed.map((listing) => listing.item_id));
		expect((await get('/v1/ebay/sellers/nobody_here')).status).toBe(404);
	});

	test('seller items: has_more, and the last page again past the end', async () => {
		const last = await get('/v1/ebay/sellers/topgames_us/items', { per_page: 240, page: 3 });
		const past = await get('/v1/ebay/sellers/topgames_us/items', { per_page: 240, page: 4 });
		expect(last.body.pagination).toEqual({ current_page: 3, per_page: 240, total_pages: 3, total_results: 530, has_more: false });
		expect(ids(past.body)).toEqual(ids(last.body));
	});

	test('feedback: 25 a page, newest first; 50 pages at most; 10 credits', async () => {
		const pages = await Promise.all([1, 2, 3, 4].map((page) => get('/v1/ebay/sellers/topgames_us/feedback', { page })));
		expect(pages.map((page) => page.body.feedback?.length)).toEqual([25, 25, 10, 10]);
		expect(pages.map((page) => page.body.pagination?.has_more)).toEqual([true, true, false, false]);
		expect(pages[0].credits).toBe('10');
		const dates = pages.slice(0, 3).flatMap((page) => page.body.feedback?.map((entry) => entry.date_utc as number) ?? []);
		expect(dates).toEqual([...dates].sort((a, b) => b - a));
		expect(pages[0].body.feedback?.[0]).toEqual({
			rating: expect.stringMatching(/^(positive|neutral|negative)$/),
			comment: expect.any(String),
			rater: expect.stringMatching(/^[a-z]\*\*\*[a-z] \(\d+\)$/),
			item: expect.any(String),
			date_raw: expect.stringMatching(/^[A-Z][a-z]{2} \d{1,2}, 2026$/),
			date_utc: expect.any(Number),
			date_at: expect.stringMatching(/^2026-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
		});
		const big = await get('/v1/ebay/sellers/megastore/feedback', { page: 50 });
		expect(big.body.pagination).toMatchObject({ total_pages: 52, has_more: true });
		expect((await get('/v1/ebay/sellers/megastore/feedback', { page: 51 })).status).toBe(422);
	});
});

describe('reference lists', () => {
	test('categories and markets are free; autocomplete costs 1 and completes the start of a search', async () => {
		const categories = await get('/v1/ebay/categories');
		expect(categories.credits).toBe('0');
		expect(categories.body.categories).toEqual(EBAY_CATEGORIES);
		const markets = await get('/v1/ebay/markets');
		expect(markets.credits).toBe('0');
		expect(markets.body.markets).toEqual(EBAY_MARKETS);
		const suggestions = await get('/v1/ebay/autocomplete', { query: 'ninten', domain: 'co.uk' });
		expect(suggestions.credits).toBe('1');
		expect(suggestions.body).toMatchObject({ query: 'ninten', domain: 'co.uk' });
		expect(suggestions.body.suggestions).toEqual(expect.arrayContaining([{ value: 'nintendo switch' }, { value: 'nintendo switch oled' }]));
		expect((await get('/v1/ebay/autocomplete', { query: 'zzzz' })).body.suggestions).toEqual([]);
		expect((await get('/v1/ebay/autocomplete')).status).toBe(422);
	});
});
