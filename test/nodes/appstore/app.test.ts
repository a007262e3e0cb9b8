/**
 * App Store > App: Get (by numeric ID, id-prefixed ID, bundle ID or URL, a URL's storefront taken), Get Reviews (50 a
 * page to Apple's page 10, most recent first) and Search (Apple's 200 results in one request), through n8n-core
 * against the emulator; Simplify's price and date columns.
 */
import { APPS, REVIEWED_APP, SEARCH_CAP, reviewsIn } from '../../emulator/fixtures/appstore/apps';
import { appStoreSuite, byId, byUrl, field, mapped, operation, typed } from './support';

const { suite, run, requests, expectRefused } = appStoreSuite();
const get = operation('app', 'get');
const getReviews = operation('app', 'getReviews');
const search = operation('app', 'search');

const APP = String(REVIEWED_APP.app_id);
const PAID = APPS.find((app) => app.paid)!;

describe('App Store > App > Get', () => {
	test.each([
		['its numeric ID', byId(APP), {}],
		['its ID as its URL writes it', byId(`id${APP}`), {}],
		['its bundle ID', byId(REVIEWED_APP.bundle_id), {}],
		['its URL, whose storefront is taken', byUrl(`https://apps.apple.com/gb/app/${REVIEWED_APP.slug}/id${APP}?platform=iphone`), { country: 'gb' }],
		['its URL without a storefront', byUrl(`https://apps.apple.com/app/id${APP}`), {}],
		['an itunes.apple.com URL', byUrl(`https://itunes.apple.com/de/app/${REVIEWED_APP.slug}/id${APP}?mt=8`), { country: 'de' }],
	])('by %s: the app in full', async (_what, app, query) => {
		const { items, error } = await run(get({ app_id: app }));
		expect(error).toBeUndefined();
		const key = app.value === REVIEWED_APP.bundle_id ? REVIEWED_APP.bundle_id : APP;
		expect(requests()).toEqual([{ path: `/v1/app-store/apps/${key}`, query }]);
		expect(items[0].json).toMatchObject({ app_id: REVIEWED_APP.app_id, bundle_id: REVIEWED_APP.bundle_id, name: REVIEWED_APP.name });
		expect(items[0].json.extras).toEqual(expect.objectContaining({ rating_histogram: expect.any(Object) }));
	});

	test("chained: Search's items, each read by its (numeric) app_id with no expression typed", async () => {
		const { items, error } = await run(get({ options: { include_extras: false } }), { items: [{ app_id: APPS[1].app_id }, { app_id: APPS[2].app_id }] });
		expect(error).toBeUndefined();
		expect(requests().map((request) => request.query)).toEqual([{ include_extras: 'false' }, { include_extras: 'false' }]);
		expect(field(items, 'app_id')).toEqual([APPS[1].app_id, APPS[2].app_id]);
		expect(field(items, 'extras')).toEqual([null, null]);
	});

	test('Simplify: the price as price, currency and price_text in the storefront, dates as ISO strings', async () => {
		const { items } = await run(get({ app_id: byUrl(`https://apps.apple.com/gb/app/${PAID.slug}/id${PAID.app_id}`), simplify: true }));
		expect(items[0].json).toMatchObject({
			app_id: PAID.app_id,
			price: PAID.list_price,
			currency: 'GBP',
			price_text: `£${PAID.list_price.toFixed(2)}`,
			released_at: new Date(PAID.released * 1000).toISOString(),
			updated_at: new Date(PAID.updated * 1000).toISOString(),
		});
		expect(Object.values(items[0].json).some((value) => value !== null && typeof value === 'object')).toBe(false);
	});

	test('a URL of one storefront with Country set to another is refused before any request', async () => {
		await expectRefused(get({ app_id: byUrl(`https://apps.apple.com/gb/app/x/id${APP}`), options: { country: typed('de') } }), 'Country is de');
	});

	test('an unknown app is a 404 said as such', async () => {
		expect((await run(get({ app_id: byId('123456') }))).error?.message).toMatch(/404|no such app/i);
	});

	test.each([
		[mapped('whatsapp'), 'a numeric App Store ID'],
		[byUrl('https://apps.apple.com/us/developer/meta-platforms-inc/id284882218'), 'an App Store app URL'],
		[byUrl('https://play.google.com/store/apps/details?id=com.whatsapp'), 'an App Store app URL'],
	])('refused before any request: %j', async (app, form) => {
		await expectRefused(get({ app_id: app }), form);
	});

	test.each([[{ country: typed('GB') }, 'Country'], [{ country: typed('gbr') }, 'Country'], [{ lang: 'en-US' }, 'Language']])(
		'a storefront or language in another form is refused before any request: %j',
		async (options, named) => {
			await expectRefused(get({ app_id: byId(APP), options }), named);
		},
	);
});

describe('App Store > App > Get Reviews', () => {
	const us = reviewsIn('us');

	test("Return All: 50 a page up to Apple's page 10 (500 reviews of 620), most recent first, each with its app_id", async () => {
		const { items, error } = await run(getReviews({ app_id: byId(APP), returnAll: true }));
		expect(error).toBeUndefined();
		expect(requests().map((request) => request.query.page)).toEqual([undefined, '2', '3', '4', '5', '6', '7', '8', '9', '10']);
		expect(field(items, 'review_id')).toEqual(us.slice(0, 500).map((review) => review.review_id));
		expect(new Set(field(items, 'app_id'))).toEqual(new Set([APP]));
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual(Array(10).fill(5));
	});

	test('a storefront from the URL, its feed read to its short last page (50 and 20)', async () => {
		const { items } = await run(getReviews({ app_id: byUrl(`https://apps.apple.com/gb/app/${REVIEWED_APP.slug}/id${APP}`), returnAll: true }));
		expect(requests()).toEqual([
			{ path: `/v1/app-store/apps/${APP}/reviews`, query: { country: 'gb' } },
			{ path: `/v1/app-store/apps/${APP}/reviews`, query: { country: 'gb', page: '2' } },
		]);
		expect(items).toHaveLength(70);
	});

	test('Limit 60 stops after the second page; the Sort goes out as the service names it', async () => {
		const { items } = await run(getReviews({ app_id: byId(APP), limit: 60, options: { sort: 'mostHelpful' } }));
		expect(requests().map((request) => request.query)).toEqual([{ sort: 'mostHelpful' }, { sort: 'mostHelpful', page: '2' }]);
		expect(items).toHaveLength(60);
	});

	test('Simplify: the review as flat columns, its date as an ISO string', async () => {
		const { items } = await run(getReviews({ app_id: byId(APP), limit: 1, simplify: true }));
		expect(items.map((item) => item.json)).toEqual([
			{
				app_id: APP,
				review_id: us[0].review_id,
				user_name: us[0].user_name,
				rating: us[0].rating,
				title: us[0].title,
				content: us[0].content,
				version: us[0].version,
				vote_sum: us[0].vote_sum,
				vote_count: us[0].vote_count,
				updated_at: '2026-11-20T12:00:00.000Z',
			},
		]);
	});

	test('an app without reviews gives no items, one request', async () => {
		const { items, error } = await run(getReviews({ app_id: byId(String(APPS[4].app_id)), returnAll: true }));
		expect(error).toBeUndefined();
		expect(items).toEqual([]);
		expect(requests()).toHaveLength(1);
	});

	test("a bundle ID is refused before any request, naming the numeric ID App > Get gives", async () => {
		await expectRefused(getReviews({ app_id: mapped(REVIEWED_APP.bundle_id) }), 'App > Get gives it for a bundle ID');
	});
});

describe('App Store > App > Search', () => {
	test("Return All: Apple's 200 results in one request of 200", async () => {
		const { items, error } = await run(search({ query: 'ledger', returnAll: true }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/app-store/search', query: { query: 'ledger', limit: '200' } }]);
		expect(items).toHaveLength(SEARCH_CAP);
	});

	test('Limit 30: one request for 30; catalogue, storefront and language go out as the service names them', async () => {
		const { items } = await run(search({ query: 'ledger', limit: 30, options: { entity: 'macSoftware', country: typed('jp'), lang: 'ja_jp' } }));
		expect(requests()).toEqual([{ path: '/v1/app-store/search', query: { query: 'ledger', limit: '30', entity: 'macSoftware', country: 'jp', lang: 'ja_jp' } }]);
		expect(items).toHaveLength(APPS.filter((app) => app.mac_only).length);
	});

	test('Simplify: the price columns in the storefront searched', async () => {
		const { items } = await run(search({ query: 'ledger', limit: 10, simplify: true, options: { country: typed('de') } }));
		const paid = items.find((item) => item.json.price !== 0)!.json;
		expect(paid).toMatchObject({ currency: 'EUR', price_text: `${(paid.price as number).toFixed(2).replace('.', ',')} €` });
		expect(items.find((item) => item.json.price === 0)!.json).toMatchObject({ currency: 'EUR', price_text: 'Free' });
	});

	test('nothing found: no items', async () => {
		const { items, error } = await run(search({ query: 'qwxz', returnAll: true }));
		expect(error).toBeUndefined();
		expect(items).toEqual([]);
	});
});
