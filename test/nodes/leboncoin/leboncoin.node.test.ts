import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { ADS, SELLERS } from '../../emulator/fixtures/leboncoin/ads';
import { listSearch } from '../../harness/n8n';
import { nodeSuite } from '../../harness/suite';

const suite = nodeSuite({ keys: { sb_test_key: 1_000_000, sb_four: 4 } });
const NODE = 'scrapeBadgerLeboncoin';
const SEARCH_PATH = '/v1/leboncoin/search';
const LOCATIONS_PATH = '/v1/leboncoin/locations/search';
const [PRO, , PRIVATE] = SELLERS;

const byUrl = (value: string) => ({ __rl: true, mode: 'url', value });
const byId = (value: string) => ({ __rl: true, mode: 'id', value });
const picked = (value: string, name = value) => ({ __rl: true, mode: 'list', value, cachedResultName: name });
const typed = (value: string) => ({ __rl: true, mode: 'value', value });

const requests = () => suite.emulator.requests.map(({ path, query }) => ({ path, query }));
const run = (parameters: Record<string, unknown>, extra: { items?: IDataObject[]; continueOnFail?: boolean; apiKey?: string } = {}) =>
	suite.run({ node: NODE, parameters: parameters as INodeParameters, ...extra });

/** Bad input: refused with the field named, nothing sent. */
const expectRefused = (parameters: Record<string, unknown>, message: string) =>
	suite.expectRefused({ node: NODE, parameters: parameters as INodeParameters }, message);

const OFFERS = ADS.filter((ad) => ad.ad_type === 'offer');
const listIds = (items: Array<{ json: IDataObject }>) => items.map((item) => item.json.list_id);

describe('Leboncoin > Seller > Get', () => {
	const getSeller = (seller: unknown, extra: Record<string, unknown> = {}) => ({
		resource: 'seller',
		operation: 'get',
		user_id: seller,
		...extra,
	});

	test.each([
		['profile URL', byUrl(`https://www.leboncoin.fr/profil/${PRO.user_id}`)],
		['profile URL with a suffix and query', byUrl(`https://www.leboncoin.fr/profile/${PRO.user_id}/offers?page=2`)],
		['URL with the UUID in capitals', byUrl(`https://leboncoin.fr/profil/${PRO.user_id.toUpperCase()}`)],
		['UUID in the URL box', byUrl(PRO.user_id)],
		['UUID', byId(PRO.user_id)],
	])('by %s: one request, the seller as one item with its store reviews', async (_label, seller) => {
		const { items, error } = await run(getSeller(seller));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/leboncoin/sellers/${PRO.user_id}`, query: {} }]);
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ user_id: PRO.user_id, name: 'Cycles Paris Pro', account_type: 'pro' });
		expect(items[0].json.store_reviews).toEqual(PRO.store_reviews);
		expect(suite.emulator.requests[0].creditsCharged).toBe(5);
	});

	test('Simplify flattens feedback, badges and the store reviews (their count, the newest one)', async () => {
		const { items } = await run(getSeller(byId(PRO.user_id), { simplify: true }));
		expect(items[0].json).toMatchObject({
			user_id: PRO.user_id,
			profile_url: `https://www.leboncoin.fr/profil/${PRO.user_id}`,
			badges: 'verified_id, fast_reply',
			feedback_score: PRO.feedback.overall_score,
			feedback_count: PRO.feedback.received_count,
			feedback_communication: 4.8,
			store_review_count: PRO.store_reviews.length,
		});
		expect(items[0].json.feedback).toBeUndefined();
		expect(items[0].json.store_reviews).toBeUndefined();
	});

	test('Ad > Search then Seller > Get with {{ $json.owner.user_id }}: one seller per ad', async () => {
		const search = await run({ resource: 'ad', operation: 'search', limit: 3 });
		const ads = search.items.map((item) => item.json);
		suite.emulator.reset();
		const { items, error } = await run(getSeller(byId('={{ $json.owner.user_id }}')), { items: ads });
		expect(error).toBeUndefined();
		const owners = ads.map((ad) => (ad.owner as IDataObject).user_id);
		expect(requests()).toEqual(owners.map((owner) => ({ path: `/v1/leboncoin/sellers/${owner}`, query: {} })));
		expect(items.map((item) => item.json.user_id)).toEqual(owners);
		expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
	});

	test('an unknown seller is a 404 naming Leboncoin', async () => {
		const { error } = await run(getSeller(byId('00000000-0000-4000-8000-000000000000')));
		expect(error?.message).toBe('Not found on Leboncoin (404)');
		expect(error?.description).toContain('ScrapeBadger said: "Seller not found"');
	});

	test.each([
		['a URL on another site', byUrl(`https://example.com/profil/${PRO.user_id}`), 'Seller must be a Leboncoin profile URL'],
		['an ad URL', byUrl('https://www.leboncoin.fr/velos/2845123456.htm'), 'Seller must be a Leboncoin profile URL'],
		['a UUID with a letter too many, from an expression', byId(`={{ "${PRO.user_id}a" }}`), 'or a seller UUID'],
		['an ad without an owner', byId('={{ $json.owner?.user_id }}'), 'Seller is required'],
	])('refused before any request: %s', async (_label, seller, message) => {
		await expectRefused(getSeller(seller), message);
	});
});

describe('Leboncoin > Location > Search', () => {
	test('one item per suggestion, 2 credits', async () => {
		const { items } = await run({ resource: 'location', operation: 'search', q: 'Lyon' });
		expect(requests()).toEqual([{ path: LOCATIONS_PATH, query: { q: 'Lyon' } }]);
		expect(items.map((item) => item.json.label)).toEqual(['Lyon (69000)']);
		expect(items[0].json).toMatchObject({ city: 'Lyon', zipcode: '69000', department_id: '69', region_id: '20', type: 'city' });
		expect(suite.emulator.requests[0].creditsCharged).toBe(2);
	});

	test('a department name gives the department and its cities', async () => {
		const { items } = await run({ resource: 'location', operation: 'search', q: 'gironde' });
		expect(items.map((item) => [item.json.type, item.json.label])).toEqual([
			['city', 'Bordeaux (33000)'],
			['department', 'Gironde (33)'],
		]);
	});

	test('an empty query is refused before any request', async () => {
		await expectRefused({ resource: 'location', operation: 'search', q: ' ' }, 'Query is required');
	});
});

describe('Leboncoin > Ad > Search: City and Zipcode lists backed by Location > Search', () => {
	const openList = async (method: string, filter?: string) =>
		await listSearch({
			node: NODE,
			method,
			filter,
			parameters: { resource: 'ad', operation: 'search' },
			credentials: { apiKey: 'sb_test_key', baseUrl: suite.emulator.url },
		});

	test('cities: the typed text is sent as q; label shown, city name kept', async () => {
		const { results } = await openList('leboncoinCities', 'lyon');
		expect(results).toEqual([{ name: 'Lyon (69000)', value: 'Lyon' }]);
		expect(requests()).toEqual([{ path: LOCATIONS_PATH, query: { q: 'lyon' } }]);
		expect(suite.emulator.requests[0].creditsCharged).toBe(2);
	});

	test('zipcodes: each offered once, labelled with the place', async () => {
		expect((await openList('leboncoinZipcodes', 'Paris')).results).toEqual([
			{ name: 'Paris 11e (75011)', value: '75011' },
			{ name: 'Paris 15e (75015)', value: '75015' },
		]);
		expect(requests().map((request) => request.query)).toEqual([{ q: 'Paris' }]);
	});

	test('an empty search box asks nothing (each search costs 2 credits)', async () => {
		expect(await openList('leboncoinCities', '  ')).toEqual({ results: [] });
		expect(await openList('leboncoinZipcodes')).toEqual({ results: [] });
		expect(suite.emulator.requests).toHaveLength(0);
	});

	test('City and Zipcode say that a list search costs credits, and the editor never searches an empty box', async () => {
		const { nodeDescription } = await import('../../harness/n8n');
		const options = nodeDescription(NODE).properties.find(
			(property) => property.name === 'options' && property.displayOptions?.show?.resource?.[0] === 'ad',
		)?.options as Array<{ name: string; description?: string; modes?: Array<{ name: string; typeOptions?: IDataObject }> }>;
		for (const name of ['city', 'zipcode']) {
			const field = options.find((option) => option.name === name);
			expect(field?.description).toContain('costs 2 credits');
			expect(field?.modes?.find((mode) => mode.name === 'list')?.typeOptions).toMatchObject({ searchFilterRequired: true });
		}
	});
});

describe('Leboncoin > Ad > Search', () => {
	const search = (extra: Record<string, unknown> = {}) => ({ resource: 'ad', operation: 'search', ...extra });

	test('Limit 10: one request for 10 ads, each carrying the search totals under "search"', async () => {
		const { items, error } = await run(search({ limit: 10 }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: SEARCH_PATH, query: { limit: '10' } }]);
		expect(listIds(items)).toEqual(OFFERS.slice(0, 10).map((ad) => ad.list_id));
		const pro = OFFERS.filter((ad) => ad.owner.type === 'pro').length;
		expect(items[0].json.search).toEqual({
			total: OFFERS.length,
			total_all: OFFERS.length,
			total_pro: pro,
			total_private: OFFERS.length - pro,
			total_shippable: OFFERS.filter((ad) => ad.shippable).length,
			max_pages: Math.ceil(OFFERS.length / 10),
			page: 1,
			limit: 10,
		});
		expect(items[0].json.owner).toMatchObject({ user_id: expect.any(String) });
	});

	test('Return All: pages of 100 up to max_pages, with no request past the last page', async () => {
		const { items } = await run(search({ returnAll: true }));
		expect(listIds(items)).toEqual(OFFERS.map((ad) => ad.list_id));
		expect(requests()).toEqual([
			{ path: SEARCH_PATH, query: { limit: '100' } },
			{ path: SEARCH_PATH, query: { limit: '100', page: '2' } },
			{ path: SEARCH_PATH, query: { limit: '100', page: '3' } },
		]);
		expect(items.map((item) => (item.json.search as IDataObject).page)).toEqual(
			OFFERS.map((_, index) => Math.floor(index / 100) + 1),
		);
	});

	test('Limit 150: two pages of the same size (page numbers keep their offsets), no third request', async () => {
		const { items } = await run(search({ limit: 150 }));
		expect(listIds(items)).toEqual(OFFERS.slice(0, 150).map((ad) => ad.list_id));
		expect(requests().map((request) => request.query)).toEqual([{ limit: '100' }, { limit: '100', page: '2' }]);
	});

	test('every filter is sent under its live name; the location fields take picked or typed values', async () => {
		const { items } = await run(
			search({
				limit: 5,
				options: {
					text: 'vélo',
					category: '24',
					city: picked('Lyon', 'Lyon (69000)'),
					zipcode: typed('69000'),
					department_id: picked('69', 'Rhône'),
					region_id: typed('20'),
					price_min: 100,
					price_max: 5000,
					owner_type: 'private',
					ad_type: 'offer',
					sort: 'price_low',
				},
			}),
		);
		expect(requests()).toEqual([
			{
				path: SEARCH_PATH,
				query: {
					limit: '5',
					text: 'vélo',
					category: '24',
					city: 'Lyon',
					zipcode: '69000',
					department_id: '69',
					region_id: '20',
					price_min: '100',
					price_max: '5000',
					owner_type: 'private',
					ad_type: 'offer',
					sort: 'price_low',
				},
			},
		]);
		const prices = items.map((item) => item.json.price_eur as number);
		expect(prices.length).toBeGreaterThan(0);
		expect(prices).toEqual([...prices].sort((a, b) => a - b));
		expect(items.every((item) => (item.json.owner as IDataObject).type === 'private')).toBe(true);
		expect(items.every((item) => (item.json.location as IDataObject).zipcode === '69000')).toBe(true);
	});

	test('Start Page resumes at a later page; a search with no ads gives no items and one request', async () => {
		const later = await run(search({ limit: 5, options: { page: 3 } }));
		expect(requests()).toEqual([{ path: SEARCH_PATH, query: { limit: '5', page: '3' } }]);
		expect(listIds(later.items)).toEqual(OFFERS.slice(10, 15).map((ad) => ad.list_id));
		suite.emulator.reset();
		const none = await run(search({ returnAll: true, options: { text: 'licorne' } }));
		expect(none.error).toBeUndefined();
		expect(none.items).toEqual([]);
		expect(suite.emulator.requests).toHaveLength(1);
	});

	test.each([
		['Minimum Price above Maximum Price', { limit: 5, options: { price_min: 900, price_max: 100 } }, 'Minimum Price (900) must not be above Maximum Price (100)'],
		['a negative price', { limit: 5, options: { price_min: -1 } }, 'Minimum Price must be a whole number of at least 0, got -1'],
		['a zipcode of four digits', { limit: 5, options: { zipcode: typed('={{ "6900" }}') } }, 'Zipcode must be a French postcode'],
		['a category that is a name', { limit: 5, options: { category: 'velos' } }, 'Category ID must be a numeric category ID'],
		['an unknown sort', { limit: 5, options: { sort: '={{ "cheapest" }}' } }, 'Sort must be one of price_high, price_low, newest, oldest, relevance'],
		['Start Page 0', { limit: 5, options: { page: '={{ 0 }}' } }, 'Start Page must be a whole number of at least 1, got 0'],
		['Limit 0', { limit: '={{ 0 }}' }, 'Limit must be a whole number of at least 1, got 0'],
	])('refused before any request: %s', async (_label, extra, message) => {
		await expectRefused(search(extra), message);
	});
});

describe('Leboncoin errors: `{"detail": ...}` bodies', () => {
	test('401 and 402 carry the service words from `detail`', async () => {
		const denied = await run({ resource: 'location', operation: 'search', q: 'Lyon' }, { apiKey: 'sb_wrong' });
		expect(denied.error?.message).toContain('rejected the API key (401');
		expect(denied.error?.description).toContain('ScrapeBadger said: "Invalid or missing API key"');
		const broke = await run({ resource: 'ad', operation: 'search', limit: 5 }, { apiKey: 'sb_four' });
		expect(broke.error?.message).toBe('Your ScrapeBadger account is out of credits (402)');
		expect(broke.error?.description).toContain('This request costs 5 credits');
		expect(broke.error?.description).toContain('your balance is 4');
	});

	test('a 422 on page 2 keeps page 1 and says where to resume', async () => {
		suite.emulator.injectFault({
			path: SEARCH_PATH,
			kind: 'status',
			status: 422,
			skip: 1,
			body: { detail: [{ type: 'less_than_equal', loc: ['query', 'page'], msg: 'Input should be less than or equal to 2', input: '2' }] },
		});
		const { items, error } = await run({ resource: 'ad', operation: 'search', limit: 150 }, { continueOnFail: true });
		expect(error).toBeUndefined();
		expect(items).toHaveLength(101);
		expect(items[100].json).toMatchObject({
			error: expect.stringContaining('page: Input should be less than or equal to 2'),
			httpStatus: 422,
			description: expect.stringContaining('Paging stopped at page = 2'),
		});
	});

	test('the chaining seller call reports a PRIVATE seller the same way as a pro one', async () => {
		const { items } = await run({ resource: 'seller', operation: 'get', user_id: byId(PRIVATE.user_id) });
		expect(items[0].json).toMatchObject({ account_type: 'private', store_reviews: [] });
	});
});
