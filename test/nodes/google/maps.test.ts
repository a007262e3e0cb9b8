/**
 * Google > Maps: Search (paged by a `start` offset of 20, stopped by the Limit or a short page), Get Place, Get Reviews,
 * Get Photos and Get Posts (paged by `next_page_token`), the Search -> Place -> Reviews chain by the incoming item's
 * data_id with no expression typed, and Simplify's flat rows, through n8n-core against the emulator.
 */
import type { IDataObject } from 'n8n-workflow';

import { MAPS_PHOTOS, MAPS_PLACES, MAPS_POSTS, MAPS_QUERY, MAPS_REVIEWS, REVIEWED_PLACE } from '../../emulator/fixtures/google/maps';
import { byId, byUrl, googleSuite, operation } from './support';

const { suite, run, requests, expectRefused } = googleSuite();
const search = operation('maps', 'search');
const getPlace = operation('maps', 'getPlace');
const getReviews = operation('maps', 'getReviews');
const getPhotos = operation('maps', 'getPhotos');
const getPosts = operation('maps', 'getPosts');
const DATA_ID = REVIEWED_PLACE.data_id;
const jsonOf = (items: Array<{ json: IDataObject }>) => items.map((item) => item.json);

describe('Google > Maps > Search', () => {
	test('Return All: pages of 20 by start offset until a short page, one item per place', async () => {
		const { items, error } = await run(search({ q: MAPS_QUERY, returnAll: true }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{ path: '/v1/google/maps/search', query: { q: MAPS_QUERY } },
			{ path: '/v1/google/maps/search', query: { q: MAPS_QUERY, start: '20' } },
			{ path: '/v1/google/maps/search', query: { q: MAPS_QUERY, start: '40' } },
		]);
		expect(jsonOf(items).map((place) => place.data_id)).toEqual(MAPS_PLACES.map((place) => place.data_id));
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([5, 5, 5]);
	});

	test('Limit 25 stops after the second page and outputs 25 places', async () => {
		const { items } = await run(search({ q: MAPS_QUERY, limit: 25 }));
		expect(requests().map((request) => request.query.start)).toEqual([undefined, '20']);
		expect(items).toHaveLength(25);
	});

	test('Limit 5 asks one page', async () => {
		const { items } = await run(search({ q: MAPS_QUERY, limit: 5 }));
		expect(requests()).toHaveLength(1);
		expect(items).toHaveLength(5);
	});

	test('options go out as the service names them', async () => {
		await run(search({ q: MAPS_QUERY, limit: 1, options: { ll: '@37.76,-122.42,14z', gl: 'us', hl: 'es' } }));
		expect(requests()).toEqual([{ path: '/v1/google/maps/search', query: { q: MAPS_QUERY, ll: '@37.76,-122.42,14z', gl: 'us', hl: 'es' } }]);
	});

	test('Simplify: one flat row per place with name, address, phone, website, rating, review count, category and coordinates', async () => {
		const { items } = await run(search({ q: MAPS_QUERY, limit: 2, simplify: true }));
		const [first] = MAPS_PLACES;
		expect(items[0].json).toMatchObject({
			name: first.title,
			address: first.address,
			phone: first.phone,
			website: first.website,
			rating: first.rating,
			review_count: first.reviews_count,
			category: first.type,
			latitude: first.gps_coordinates.lat,
			longitude: first.gps_coordinates.lng,
			data_id: first.data_id,
			place_id: first.place_id,
		});
		for (const item of items) expect(Object.values(item.json).filter((value) => value !== null && typeof value === 'object')).toEqual([]);
	});

	test('a search Google finds nothing for is no items and one request', async () => {
		const { items, error } = await run(search({ q: 'snow plough repair in death valley', returnAll: true }));
		expect(error).toBeUndefined();
		expect(items).toEqual([]);
		expect(requests()).toHaveLength(1);
	});

	test.each([
		['a blank query, from an expression', { q: '={{ "" }}' }, 'Query'],
		['GPS not in the @lat,lng,zoom form', { q: MAPS_QUERY, options: { ll: '37.76,-122.42' } }, 'Near (GPS)'],
		['a country that is no code', { q: MAPS_QUERY, options: { gl: 'United States' } }, 'Country'],
	])('refused before any request: %s', async (_label, parameters, message) => {
		await expectRefused(search(parameters), message);
	});
});

describe('Google > Maps > Get Place', () => {
	test.each([
		['data ID', byId(DATA_ID)],
		['data ID in capitals', byId(DATA_ID.toUpperCase().replace(/0X/g, '0x'))],
		['Maps place URL', byUrl(REVIEWED_PLACE.google_maps_url)],
	])('by %s: one request, the place as one item', async (_label, place) => {
		const { items, error } = await run(getPlace({ data_id: place }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/google/maps/place', query: { data_id: DATA_ID } }]);
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ title: REVIEWED_PLACE.title, data_id: DATA_ID, rating_breakdown: expect.any(Object) });
	});

	test('Search then Get Place with no expression typed: the data_id of each incoming place', async () => {
		const places = jsonOf((await run(search({ q: MAPS_QUERY, limit: 3 }))).items);
		suite.emulator.reset();
		const { items, error } = await run(getPlace(), { items: places });
		expect(error).toBeUndefined();
		expect(requests().map((request) => request.query.data_id)).toEqual(places.map((place) => place.data_id));
		expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
	});

	test('an unknown place is a 404 naming Google', async () => {
		const { error } = await run(getPlace({ data_id: byId('0x1:0x2') }));
		expect(error?.message).toBe('Not found on Google (404)');
	});

	test.each([
		['a place ID where the data ID goes, from an expression', byId('={{ "ChIJN1t_tDeuEmsRUsoyG83frY4" }}'), 'Place must be'],
		['a URL of another site', byUrl('https://example.com/maps/place/x'), 'Place must be'],
		['an incoming item without a data_id', undefined, 'Place is required'],
	])('refused before any request: %s', async (_label, place, message) => {
		await expectRefused(getPlace(place === undefined ? {} : { data_id: place }), message);
	});
});

describe('Google > Maps > Get Reviews', () => {
	test('Return All: pages of 20 by next_page_token to the end, the place under place', async () => {
		const { items, error } = await run(getReviews({ data_id: byId(DATA_ID), returnAll: true }));
		expect(error).toBeUndefined();
		expect(requests().map((request) => request.query.results)).toEqual(['20', '20']);
		expect(requests()[1].query.next_page_token).toEqual(expect.any(String));
		expect(items).toHaveLength(MAPS_REVIEWS.length);
		expect(items[0].json.place).toEqual({ location: { title: REVIEWED_PLACE.title, address: REVIEWED_PLACE.address, rating: REVIEWED_PLACE.rating, reviews_count: REVIEWED_PLACE.reviews_count }, topics: expect.any(Array) });
	});

	test('Limit 12: pages sized to what is still wanted (12), one request', async () => {
		const { items } = await run(getReviews({ data_id: byId(DATA_ID), limit: 12 }));
		expect(requests()).toEqual([{ path: '/v1/google/maps/reviews', query: { data_id: DATA_ID, results: '12' } }]);
		expect(items).toHaveLength(12);
	});

	test('Newest first: sort_by sent, the newest review first', async () => {
		const { items } = await run(getReviews({ data_id: byId(DATA_ID), limit: 3, options: { sort_by: 'newestFirst' } }));
		expect(requests()[0].query.sort_by).toBe('newestFirst');
		expect(items[0].json.iso_date).toBe([...MAPS_REVIEWS].sort((a, b) => b.iso_date.localeCompare(a.iso_date))[0].iso_date);
	});

	test('Simplify: the reviewer and the owner\'s response flattened, the place\'s name kept', async () => {
		const { items } = await run(getReviews({ data_id: byId(DATA_ID), limit: 3, simplify: true }));
		const review = MAPS_REVIEWS[2];
		expect(items[2].json).toMatchObject({
			rating: review.rating,
			text: review.text,
			iso_date: review.iso_date,
			author: review.user.name,
			owner_response: review.response_from_owner?.text,
			place_name: REVIEWED_PLACE.title,
		});
		for (const item of items) expect(Object.values(item.json).filter((value) => value !== null && typeof value === 'object')).toEqual([]);
	});

	test('Search -> Get Place -> Get Reviews chained by data_id, no expression typed', async () => {
		const places = jsonOf((await run(search({ q: MAPS_QUERY, limit: 1 }))).items);
		const details = jsonOf((await run(getPlace(), { items: places })).items);
		suite.emulator.reset();
		const { items, error } = await run(getReviews({ limit: 5 }), { items: details });
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/google/maps/reviews', query: { data_id: DATA_ID, results: '5' } }]);
		expect(items).toHaveLength(5);
	});

	test('an unknown place is a 404', async () => {
		const { error } = await run(getReviews({ data_id: byId('0xabc:0xdef'), limit: 1 }));
		expect(error?.message).toBe('Not found on Google (404)');
	});

	test('a sort the service does not take is refused before any request', async () => {
		await expectRefused(getReviews({ data_id: byId(DATA_ID), options: { sort_by: 'oldest' } }), 'Sort By');
	});
});

describe('Google > Maps > Get Photos', () => {
	test('Return All: every photo by next_page_token, the categories under photo_categories', async () => {
		const { items, error } = await run(getPhotos({ data_id: byId(DATA_ID), returnAll: true }));
		expect(error).toBeUndefined();
		expect(requests()).toHaveLength(Math.ceil(MAPS_PHOTOS.length / 10));
		expect(items.map((item) => item.json.image)).toEqual(MAPS_PHOTOS.map((photo) => photo.image));
		expect(items[0].json.photo_categories).toEqual({ categories: expect.any(Array) });
	});

	test('Limit 10: one page', async () => {
		const { items } = await run(getPhotos({ data_id: byId(DATA_ID), limit: 10 }));
		expect(requests()).toEqual([{ path: '/v1/google/maps/photos', query: { data_id: DATA_ID } }]);
		expect(items).toHaveLength(10);
	});

	test('refused before any request: a place that is no data ID', async () => {
		await expectRefused(getPhotos({ data_id: byId('={{ "not a place" }}') }), 'Place must be');
	});

	test('an unknown place is a 404', async () => {
		const { error } = await run(getPhotos({ data_id: byId('0xabc:0xdef'), limit: 1 }));
		expect(error?.message).toBe('Not found on Google (404)');
	});
});

describe('Google > Maps > Get Posts', () => {
	test('Return All: every post by next_page_token, the business under business', async () => {
		const { items, error } = await run(getPosts({ data_id: byId(DATA_ID), returnAll: true }));
		expect(error).toBeUndefined();
		expect(requests()).toHaveLength(2);
		expect(items.map((item) => item.json.description)).toEqual(MAPS_POSTS.map((post) => post.description));
		expect(items[0].json.business).toMatchObject({ location_details: { name: REVIEWED_PLACE.title } });
	});

	test('Limit 3: one page, three posts', async () => {
		const { items } = await run(getPosts({ data_id: byId(DATA_ID), limit: 3 }));
		expect(requests()).toHaveLength(1);
		expect(items).toHaveLength(3);
	});

	test('a place without posts gives no items', async () => {
		const { items, error } = await run(getPosts({ data_id: byId(MAPS_PLACES[5].data_id), returnAll: true }));
		expect(error).toBeUndefined();
		expect(items).toEqual([]);
	});

	test('refused before any request: a blank place', async () => {
		await expectRefused(getPosts({ data_id: byId('={{ "" }}') }), 'Place is required');
	});
});
