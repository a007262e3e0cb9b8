/**
 * Leboncoin > Ad through n8n-core against the emulator: Search (paging by max_pages, every filter under its live
 * name, Text as a field of its own, the City, Zipcode, Category ID, Region ID and Department ID lists), Get and Get
 * Similar by URL or ID, Simplify, an operation's own errors and bad input.
 */
import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { ADS, DEPARTMENTS, REGIONS, SELLERS } from '../../emulator/fixtures/leboncoin/ads';
import { CATEGORIES } from '../../emulator/fixtures/leboncoin/reference';
import { nodeDescription } from '../../harness/n8n';
import { byId, byUrl, leboncoinSuite, listIds, NODE, picked, typed } from './support';

const { suite, run, requests, expectRefused, openList } = leboncoinSuite();
const SEARCH_PATH = '/v1/leboncoin/search';
const LOCATIONS_PATH = '/v1/leboncoin/locations/search';
const [FIRST] = ADS;
const [PRO] = SELLERS;
const AD_PATH = `/v1/leboncoin/ads/${FIRST.list_id}`;
const SIMILAR_PATH = `${AD_PATH}/similar`;
const OFFERS = ADS.filter((ad) => ad.ad_type === 'offer');

const getAd = (list_id: unknown, extra: Record<string, unknown> = {}) => ({ resource: 'ad', operation: 'get', list_id, ...extra });
const similar = (list_id: unknown, extra: Record<string, unknown> = {}) => ({
	resource: 'ad',
	operation: 'getSimilar',
	list_id,
	...extra,
});
const search = (extra: Record<string, unknown> = {}) => ({ resource: 'ad', operation: 'search', ...extra });
const adSearch = (options: Record<string, unknown> = {}) => ({ resource: 'ad', operation: 'search', options });

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
});

describe('Leboncoin > Ad > Search: Text on top', () => {
	const properties = () => nodeDescription(NODE).properties;
	const searchOptions = () =>
		properties().find(
			(property) => property.name === 'options' && property.displayOptions?.show?.operation?.[0] === 'search' && property.displayOptions.show.resource?.[0] === 'ad',
		)?.options as INodeProperties[];

	test('Text is a field of its own; under Options it is kept only for workflows saved with it there', () => {
		const text = properties().find((property) => property.name === 'text');
		expect(text).toMatchObject({ type: 'string', default: '', displayOptions: { show: { resource: ['ad'], operation: ['search'] } } });
		expect(text?.required).toBeFalsy();
		const legacy = searchOptions().find((option) => option.name === 'text');
		expect(legacy?.displayOptions).toEqual({ show: { text: [{ _cnd: { exists: true } }] } });
	});

	test('Text at the top level is sent as text', async () => {
		const { items } = await run(search({ text: 'vélo électrique', limit: 3 }));
		expect(requests()).toEqual([{ path: SEARCH_PATH, query: { limit: '3', text: 'vélo électrique' } }]);
		expect(items.every((item) => String(item.json.subject).startsWith('Vélo électrique'))).toBe(true);
	});

	test('a workflow saved with Text under Options still searches for it; the top-level Text wins when both are set', async () => {
		await run(search({ limit: 3, options: { text: 'vélo électrique' } }));
		await run(search({ limit: 3, text: 'VTT', options: { text: 'vélo électrique' } }));
		expect(requests().map((request) => request.query)).toEqual([
			{ limit: '3', text: 'vélo électrique' },
			{ limit: '3', text: 'VTT' },
		]);
	});

	test('Text longer than 200 characters is refused, wherever it is', async () => {
		await expectRefused(search({ limit: 3, text: 'x'.repeat(201) }), 'Text must be non-empty text');
		await expectRefused(search({ limit: 3, options: { text: 'x'.repeat(201) } }), 'Text must be non-empty text');
	});

	test('Category ID, Department ID and Region ID picked from their lists are sent as typed IDs would be', async () => {
		await run(search({ limit: 2, options: { category: picked('1'), region_id: picked('20'), department_id: picked('69') } }));
		expect(requests()).toEqual([{ path: SEARCH_PATH, query: { limit: '2', category: '1', region_id: '20', department_id: '69' } }]);
	});

	test('Simplify: flat rows with the search total and page', async () => {
		const { items } = await run(search({ limit: 2, simplify: true }));
		expect(items[0].json).toMatchObject({ list_id: ADS[0].list_id, price: ADS[0].price_eur, search_page: 1, search_total: expect.any(Number) });
		expect(items[0].json.search).toBeUndefined();
		expect(Object.values(items[0].json).some((value) => value !== null && typeof value === 'object')).toBe(false);
	});
});

describe('Leboncoin > Ad > Search: City and Zipcode lists backed by Location > Search', () => {
	test('cities: the typed text is sent as q; label shown, city name kept', async () => {
		const { results } = await openList('leboncoinCities', adSearch(), 'lyon');
		expect(results).toEqual([{ name: 'Lyon (69000)', value: 'Lyon' }]);
		expect(requests()).toEqual([{ path: LOCATIONS_PATH, query: { q: 'lyon' } }]);
		expect(suite.emulator.requests[0].creditsCharged).toBe(2);
	});

	test('zipcodes: each offered once, labelled with the place', async () => {
		expect((await openList('leboncoinZipcodes', adSearch(), 'Paris')).results).toEqual([
			{ name: 'Paris 11e (75011)', value: '75011' },
			{ name: 'Paris 15e (75015)', value: '75015' },
		]);
		expect(requests().map((request) => request.query)).toEqual([{ q: 'Paris' }]);
	});

	test('an empty search box asks nothing (each search costs 2 credits)', async () => {
		expect(await openList('leboncoinCities', adSearch(), '  ')).toEqual({ results: [] });
		expect(await openList('leboncoinZipcodes', adSearch())).toEqual({ results: [] });
		expect(suite.emulator.requests).toHaveLength(0);
	});

	test('City and Zipcode say that a list search costs credits, and the editor never searches an empty box', () => {
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

describe('Leboncoin > Ad > Search: Category ID, Region ID and Department ID lists (free)', () => {
	test('categories load from Category > List at no cost; the typed text filters them, accents aside', async () => {
		const { results } = await openList('leboncoinCategories', adSearch());
		expect(results).toEqual(CATEGORIES.map(({ id, name }) => ({ value: id, name })));
		const bikes = await openList('leboncoinCategories', adSearch(), 'velo');
		expect(bikes.results).toEqual([{ name: 'Vélos', value: '24' }]);
		expect(requests()).toEqual([
			{ path: '/v1/leboncoin/categories', query: {} },
			{ path: '/v1/leboncoin/categories', query: {} },
		]);
		expect(suite.emulator.requests.every((request) => request.creditsCharged === 0)).toBe(true);
	});

	test('regions load from Region > List; an empty box shows them all', async () => {
		const { results } = await openList('leboncoinRegions', adSearch());
		expect(requests()).toEqual([{ path: '/v1/leboncoin/regions', query: {} }]);
		expect(results).toEqual(REGIONS.map(({ id, name }) => ({ value: id, name })));
		expect((await openList('leboncoinRegions', adSearch(), 'ile')).results).toEqual([{ name: 'Île-de-France', value: '22' }]);
	});

	test('departments follow the Region ID set on the search (passed as region_id)', async () => {
		const auvergne = await openList('leboncoinDepartments', adSearch({ region_id: picked('20') }));
		expect(auvergne.results.map((choice) => choice.value)).toEqual(['01', '38', '42', '63', '69', '73', '74']);
		const typedRegion = await openList('leboncoinDepartments', adSearch({ region_id: typed('17') }), 'vilaine');
		expect(typedRegion.results).toEqual([{ name: 'Ille-et-Vilaine', value: '35' }]);
		expect(requests().map((request) => request.query)).toEqual([{ region_id: '20' }, { region_id: '17' }]);
	});

	test('no Region ID, or one given by an expression (no value while editing): every department', async () => {
		expect((await openList('leboncoinDepartments', adSearch())).results).toHaveLength(DEPARTMENTS.length);
		expect((await openList('leboncoinDepartments', adSearch({ region_id: typed('={{ $json.region }}') }))).results).toHaveLength(
			DEPARTMENTS.length,
		);
		expect(requests().map((request) => request.query)).toEqual([{}, {}]);
	});

	test('a bad Region ID is refused before the departments load', async () => {
		await expect(openList('leboncoinDepartments', adSearch({ region_id: typed('Bretagne') }))).rejects.toThrow(
			'Region ID must be a numeric region ID such as 20',
		);
		expect(suite.emulator.requests).toHaveLength(0);
	});

	test('the three fields are lists that load without a search text and say they are free', () => {
		const properties = nodeDescription(NODE).properties;
		const optionsOf = (resource: string, operation: string) =>
			properties.find(
				(property) =>
					property.name === 'options' &&
					property.displayOptions?.show?.resource?.[0] === resource &&
					property.displayOptions.show.operation?.[0] === operation,
			)?.options as INodeProperties[];
		const search = optionsOf('ad', 'search');
		const listMode = (field: INodeProperties | undefined) => field?.modes?.find((mode) => mode.name === 'list');
		for (const [name, method] of [
			['category', 'leboncoinCategories'],
			['region_id', 'leboncoinRegions'],
			['department_id', 'leboncoinDepartments'],
		]) {
			const field = search.find((option) => option.name === name);
			expect(field?.description).toContain('free');
			expect(listMode(field)?.typeOptions).toMatchObject({ searchListMethod: method, searchable: true });
			expect(listMode(field)?.typeOptions?.searchFilterRequired).toBeUndefined();
		}
		const departmentRegion = optionsOf('department', 'list').find((option) => option.name === 'region_id');
		expect(listMode(departmentRegion)?.typeOptions?.searchListMethod).toBe('leboncoinRegions');
	});
});

describe('Leboncoin > Ad > Get', () => {
	test.each([
		['the ad URL the service gives', byUrl(FIRST.url)],
		['the newer /ad/<category>/<id> form without www.', byUrl(`https://leboncoin.fr/ad/velos/${FIRST.list_id}`)],
		['a shared link with a query and a fragment', byUrl(`https://www.leboncoin.fr/ad/velos/${FIRST.list_id}?utm_source=share&utm_medium=app#photos`)],
		['an old /vi/ link with a trailing slash', byUrl(`https://www.leboncoin.fr/vi/${FIRST.list_id}.htm/`)],
		['a URL pasted without https://', byUrl(`www.leboncoin.fr/velos/${FIRST.list_id}.htm?ca=12_s`)],
		['a mobile host', byUrl(`https://m.leboncoin.fr/velos/${FIRST.list_id}.htm`)],
		['the ID in the URL box', byUrl(String(FIRST.list_id))],
		['the ID', byId(String(FIRST.list_id))],
		['the ID as a number from an expression', byId(`={{ ${FIRST.list_id} }}`)],
	])('by %s: one request to the ad path, the ad as one item, 5 credits', async (_label, listId) => {
		const { items, error } = await run(getAd(listId));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: AD_PATH, query: {} }]);
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ list_id: FIRST.list_id, subject: FIRST.subject, url: FIRST.url });
		expect(items[0].json.owner).toEqual({ user_id: PRO.user_id, type: 'pro', name: PRO.name, no_salesmen: false });
		expect(suite.emulator.requests[0].creditsCharged).toBe(5);
	});

	test('Simplify: one flat row, the price as a number, place, owner, first image and attributes as columns', async () => {
		const { items } = await run(getAd(byId(String(FIRST.list_id)), { simplify: true }));
		const row = items[0].json;
		expect(row).toMatchObject({
			list_id: FIRST.list_id,
			subject: FIRST.subject,
			url: FIRST.url,
			price: FIRST.price_eur,
			currency: 'EUR',
			category_id: FIRST.category_id,
			category_name: FIRST.category_name,
			status: 'active',
			brand: FIRST.brand,
			city: FIRST.location.city_label,
			zipcode: FIRST.location.zipcode,
			department_id: FIRST.location.department_id,
			region_name: FIRST.location.region_name,
			owner_user_id: PRO.user_id,
			owner_name: PRO.name,
			owner_type: 'pro',
			image_count: FIRST.images.nb_images,
			image_url: FIRST.images.urls[0],
		});
		expect(row.attributes).toMatch(/^Marque: Moustache; État: /);
		expect(Object.values(row).some((value) => value !== null && typeof value === 'object')).toBe(false);
	});

	test('Ad > Search then Ad > Get with {{ $json.list_id }}: one ad per search item, each paired to its item', async () => {
		const found = await run(search({ limit: 2 }));
		suite.emulator.reset();
		const { items, error } = await run(getAd(byId('={{ $json.list_id }}')), { items: found.items.map((item) => item.json) });
		expect(error).toBeUndefined();
		expect(requests().map((request) => request.path)).toEqual(ADS.slice(0, 2).map((ad) => `/v1/leboncoin/ads/${ad.list_id}`));
		expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
	});

	test('an unknown ad is a 404 naming Leboncoin', async () => {
		const { error } = await run(getAd(byId('1')));
		expect(error?.message).toBe('Not found on Leboncoin (404)');
		expect(error?.description).toContain('ScrapeBadger said: "Ad not found"');
	});

	test.each([
		['a URL on another site', byUrl(`https://example.com/velos/${FIRST.list_id}.htm`), 'Ad must be a Leboncoin ad URL such as https://www.leboncoin.fr/velos/2845123456.htm or a numeric ad ID (list_id) such as 2845123456'],
		['a Leboncoin search page', byUrl('https://www.leboncoin.fr/recherche?category=24&text=velo'), 'Ad must be a Leboncoin ad URL'],
		['a seller profile URL', byUrl(`https://www.leboncoin.fr/profil/${PRO.user_id}`), 'Ad must be a Leboncoin ad URL'],
		// Typed into By ID, n8n's own field check stops these; from an expression or the URL box, the node does.
		['an ID with letters, from an expression', byId('={{ "2845abc" }}'), 'or a numeric ad ID (list_id)'],
		['an ID of 0, from an expression', byId('={{ 0 }}'), 'or a numeric ad ID (list_id)'],
		['an ID too long to be exact, from an expression', byId('={{ "12345678901234567" }}'), 'or a numeric ad ID (list_id)'],
		['a path escape in the URL box', byUrl('../sellers'), 'or a numeric ad ID (list_id)'],
		['an item without a list_id', byId('={{ $json.list_id }}'), 'Ad is required'],
	])('refused before any request: %s', async (_label, listId, message) => {
		await expectRefused(getAd(listId), message);
	});
});

describe('Leboncoin > Ad > Get Similar', () => {
	test('no Limit set: the service default (20), one item per ad, 5 credits', async () => {
		const { items, error } = await run(similar(byUrl(FIRST.url)));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: SIMILAR_PATH, query: {} }]);
		expect(items).toHaveLength(20);
		expect(new Set(items.map((item) => item.json.category_id))).toEqual(new Set([FIRST.category_id]));
		expect(items.map((item) => item.json.list_id)).not.toContain(FIRST.list_id);
		expect(suite.emulator.requests[0].creditsCharged).toBe(5);
	});

	test('Limit 5 and 50 are sent as limit; Simplify gives the same flat row as Get', async () => {
		const five = await run(similar(byId(String(FIRST.list_id)), { options: { limit: 5 }, simplify: true }));
		expect(five.items).toHaveLength(5);
		expect(five.items[0].json).toMatchObject({ currency: 'EUR', category_id: FIRST.category_id, status: null, brand: null });
		expect(five.items[0].json.owner_user_id).toEqual(expect.any(String));
		const fifty = await run(similar(byId(String(FIRST.list_id)), { options: { limit: 50 } }));
		expect(fifty.items).toHaveLength(50);
		expect(requests()).toEqual([
			{ path: SIMILAR_PATH, query: { limit: '5' } },
			{ path: SIMILAR_PATH, query: { limit: '50' } },
		]);
	});

	test.each([
		['Limit 51', { limit: 51 }, 'Limit must be a whole number from 1 to 50, got 51'],
		['Limit 0 from an expression', { limit: '={{ 0 }}' }, 'Limit must be a whole number from 1 to 50, got 0'],
		['Limit 2.5', { limit: 2.5 }, 'Limit must be a whole number from 1 to 50, got 2.5'],
	])('refused before any request: %s', async (_label, options, message) => {
		await expectRefused(similar(byId(String(FIRST.list_id)), { options }), message);
	});

	test('an unknown ad is a 404', async () => {
		const { error } = await run(similar(byId('1')));
		expect(error?.message).toBe('Not found on Leboncoin (404)');
	});
});
