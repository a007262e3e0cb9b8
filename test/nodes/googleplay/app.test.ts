/**
 * Google Play > App: Get, Get Reviews (paged by continuation token, newest first), Get Permissions, Get Similar and Search,
 * each app by package name or store URL, through n8n-core against the emulator; Simplify's price and date columns.
 */
import { APPS, REVIEW_COUNT, REVIEWED_APP, REVIEWS, SEARCH_RESULTS, SIMILAR_RESULTS } from '../../emulator/fixtures/googleplay/apps';
import { byId, byUrl, field, googlePlaySuite, mapped, operation, typed } from './support';

const { suite, run, requests, expectRefused } = googlePlaySuite();
const get = operation('app', 'get');
const getReviews = operation('app', 'getReviews');
const getPermissions = operation('app', 'getPermissions');
const getSimilar = operation('app', 'getSimilar');
const search = operation('app', 'search');

const APP = REVIEWED_APP.app_id;
const PAID = APPS.find((app) => app.paid)!;

describe('Google Play > App > Get', () => {
	test.each([
		['its package name', byId(APP)],
		['its store URL', byUrl(`https://play.google.com/store/apps/details?id=${APP}&hl=en&gl=US`)],
		['an old store URL with the title in the path', byUrl(`https://play.google.com/store/apps/details/Chatter?id=${APP}`)],
		['a store URL without its scheme, mapped in', mapped(`play.google.com/store/apps/details?id=${APP}`)],
	])('by %s: the app in full', async (_what, app) => {
		const { items, error } = await run(get({ app_id: app }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/google-play/apps/${APP}`, query: {} }]);
		expect(items[0].json).toMatchObject({ app_id: APP, title: REVIEWED_APP.title, genre_id: REVIEWED_APP.genre_id });
	});

	test("chained: Search's items, each read by its app_id with no expression typed", async () => {
		const { items, error } = await run(get({}), { items: [{ app_id: APPS[1].app_id }, { app_id: APPS[2].app_id }] });
		expect(error).toBeUndefined();
		expect(field(items, 'app_id')).toEqual([APPS[1].app_id, APPS[2].app_id]);
	});

	test('Simplify: the price as price, currency and price_text in the storefront asked for, dates as ISO strings', async () => {
		const { items } = await run(get({ app_id: byId(PAID.app_id), simplify: true, options: { country: typed('GB'), lang: typed('en') } }));
		expect(requests()).toEqual([{ path: `/v1/google-play/apps/${PAID.app_id}`, query: { country: 'GB', lang: 'en' } }]);
		const amount = Math.round(PAID.list_price * 0.8 * 100) / 100;
		expect(items[0].json).toMatchObject({
			app_id: PAID.app_id,
			developer: PAID.developer.name,
			developer_id: PAID.developer.developer_id,
			price: amount,
			currency: 'GBP',
			price_text: `£${amount.toFixed(2)}`,
			is_free: false,
			released_at: '2018-05-01T00:00:00.000Z',
			updated_at: '2026-11-05T00:00:00.000Z',
		});
		expect(Object.values(items[0].json).some((value) => value !== null && typeof value === 'object')).toBe(false);
	});

	test('a free app: price 0, its currency, "Free" as shown', async () => {
		const { items } = await run(get({ app_id: byId(APP), simplify: true }));
		expect(items[0].json).toMatchObject({ price: 0, currency: 'USD', price_text: 'Free', is_free: true, chart_rank: '#3' });
	});

	test('an unknown app is a 404 said as such', async () => {
		expect((await run(get({ app_id: byId('com.nobody.none') }))).error?.message).toMatch(/404|not found/i);
	});

	test.each([
		[mapped('whatsapp'), 'an Android package name'],
		[mapped('com.whatsapp/../x'), 'an Android package name'],
		[byUrl('https://play.google.com/store/apps/dev?id=5700313618786177705'), 'a Google Play app URL'],
		[byUrl('https://apps.apple.com/us/app/whatsapp/id310633997'), 'a Google Play app URL'],
		[byUrl('https://example.com/store/apps/details?id=com.whatsapp'), 'a Google Play app URL'],
	])('refused before any request: %j', async (app, form) => {
		await expectRefused(get({ app_id: app }), form);
	});

	test.each([
		[{ country: typed('gb') }, 'Country'],
		[{ country: typed('United Kingdom') }, 'Country'],
		[{ lang: typed('english') }, 'Language'],
	])('a storefront or language in another form is refused before any request: %j', async (options, named) => {
		await expectRefused(get({ app_id: byId(APP), options }), named);
	});
});

describe('Google Play > App > Get Reviews', () => {
	test('Return All: pages of 150 by page_token until next_page_token is null, newest first, each with its app_id', async () => {
		const { items, error } = await run(getReviews({ app_id: byId(APP), returnAll: true }));
		expect(error).toBeUndefined();
		const asked = requests();
		expect(asked.map((request) => request.path)).toEqual(Array(3).fill(`/v1/google-play/apps/${APP}/reviews`));
		expect(asked[0].query).toEqual({ count: '150' });
		expect(asked[1].query).toEqual({ count: '150', page_token: expect.any(String) });
		expect(asked[2].query.page_token).not.toEqual(asked[1].query.page_token);
		expect(field(items, 'review_id')).toEqual(REVIEWS.map((review) => review.review_id));
		expect(items).toHaveLength(REVIEW_COUNT);
		expect(new Set(field(items, 'app_id'))).toEqual(new Set([APP]));
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([5, 5, 5]);
	});

	test('Limit 200: a page of 150, then 50 from the token the first gave', async () => {
		const { items } = await run(getReviews({ app_id: byId(APP), limit: 200 }));
		expect(requests().map((request) => request.query.count)).toEqual(['150', '50']);
		expect(field(items, 'review_id')).toEqual(REVIEWS.slice(0, 200).map((review) => review.review_id));
	});

	test('Limit 30 asks for 30 in one page; the Sort goes out as the service names it', async () => {
		const { items } = await run(getReviews({ app_id: byId(APP), limit: 30, options: { sort: 'helpfulness' } }));
		expect(requests()).toEqual([{ path: `/v1/google-play/apps/${APP}/reviews`, query: { count: '30', sort: 'helpfulness' } }]);
		const votes = field(items, 'thumbs_up') as number[];
		expect(votes).toEqual([...votes].sort((a, b) => b - a));
	});

	test('Simplify: the posted and replied dates as ISO strings, the reply as columns', async () => {
		const { items } = await run(getReviews({ app_id: byId(APP), limit: 1, simplify: true }));
		expect(items.map((item) => item.json)).toEqual([
			{
				app_id: APP,
				review_id: REVIEWS[0].review_id,
				user_name: REVIEWS[0].user_name,
				score: REVIEWS[0].score,
				text: REVIEWS[0].text,
				thumbs_up: REVIEWS[0].thumbs_up,
				version: REVIEWS[0].review_created_version,
				at: '2026-11-20T12:00:00.000Z',
				reply_author: REVIEWED_APP.developer.name,
				reply_content: REVIEWS[0].reply_content,
				replied_at: '2026-11-20T14:00:00.000Z',
			},
		]);
	});

	test('an app without reviews gives no items, one request', async () => {
		const { items, error } = await run(getReviews({ app_id: byId(APPS[5].app_id), returnAll: true }));
		expect(error).toBeUndefined();
		expect(items).toEqual([]);
		expect(requests()).toHaveLength(1);
	});

	test('an unknown app is a 404 said as such', async () => {
		expect((await run(getReviews({ app_id: byId('com.nobody.none'), limit: 5 }))).error?.message).toMatch(/404|not found/i);
	});
});

describe('Google Play > App > Get Permissions', () => {
	test('one item per permission group, by store URL', async () => {
		const { items, error } = await run(getPermissions({ app_id: byUrl(`https://play.google.com/store/apps/details?id=${APP}`), options: { lang: typed('de') } }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/google-play/apps/${APP}/permissions`, query: { lang: 'de' } }]);
		expect(field(items, 'group')).toEqual(['Camera', 'Location', 'Other']);
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([3]);
	});
});

describe('Google Play > App > Get Similar', () => {
	test('one item per similar app; Simplify gives the price columns', async () => {
		const { items, error } = await run(getSimilar({ app_id: byId(APP), simplify: true }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/google-play/apps/${APP}/similar`, query: {} }]);
		expect(items).toHaveLength(SIMILAR_RESULTS);
		const paid = items.find((item) => item.json.is_free === false)!.json;
		expect(paid).toMatchObject({ currency: 'USD', price: expect.any(Number), price_text: expect.stringMatching(/^\$\d+\.\d\d$/) });
	});
});

describe('Google Play > App > Search', () => {
	test('one request, about 30 apps, one item each', async () => {
		const { items, error } = await run(search({ query: 'chat' }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/google-play/search', query: { query: 'chat' } }]);
		expect(items).toHaveLength(SEARCH_RESULTS);
	});

	test('the Price filter and the storefront go out as the service names them; Simplify prices in its currency', async () => {
		const { items } = await run(search({ query: 'chat', simplify: true, filters: { price: 'paid' }, options: { country: typed('DE') } }));
		expect(requests()).toEqual([{ path: '/v1/google-play/search', query: { query: 'chat', price: 'paid', country: 'DE' } }]);
		expect(items.length).toBeGreaterThan(0);
		for (const { json } of items) {
			expect(json.currency).toBe('EUR');
			expect(json.price_text).toMatch(/^\d+,\d\d €$/);
			expect(json.price).toBeCloseTo(Number(String(json.price_text).replace(' €', '').replace(',', '.')));
		}
	});

	test('nothing found: no items', async () => {
		const { items, error } = await run(search({ query: 'qwxz' }));
		expect(error).toBeUndefined();
		expect(items).toEqual([]);
	});

	test('a blank query is refused before any request', async () => {
		await expectRefused(search({ query: '={{ "" }}' }), 'Query');
	});
});
