/**
 * TikTok > Ad: the EU ad library searched by keyword or advertiser, paged by offset to the total it states (and stopped
 * by Limit); one ad's detail; advertisers by name; unknown ads a 404; bad input refused before any request.
 */
import { AD_COUNT, AD_ID, ad, ADVERTISER_ID, ADVERTISER_NAME, UNKNOWN_AD_ID } from '../../emulator/fixtures/tiktok/explore';
import { field, operation, tiktokSuite } from './support';

const { suite, run, requests, expectRefused } = tiktokSuite();
const searchAds = operation('ads', 'search');
const charged = () => suite.emulator.requests.map((request) => request.creditsCharged);

describe('TikTok > Ad > Search', () => {
	test('Return All: 50 a request by offset, to the total the library states, each later page with the search_id the answer hands on; one item per ad', async () => {
		const { items, error } = await run(searchAds({ query: 'sourdough', returnAll: true }));
		expect(error).toBeUndefined();
		expect(requests().map((request) => request.query)).toEqual([
			{ query: 'sourdough', count: '50' },
			{ query: 'sourdough', count: '50', offset: '50', search_id: 'sid-20260901' },
		]);
		expect(field(items, 'id')).toEqual(Array.from({ length: AD_COUNT }, (_, index) => ad(index).id));
		expect(items[0].json.first_shown_date).toBe(ad(0).first_shown_date);
		expect(charged()).toEqual([5, 5]);
	});

	test('Limit 10 by advertiser: one request of 10, with the region, days and sort set', async () => {
		const { items } = await run(
			searchAds({ advertiser_id: ADVERTISER_ID, limit: 10, options: { region: 'FR', days: 90, sort: 'first_shown_date,asc' } }),
		);
		expect(requests()).toEqual([
			{ path: '/v1/tiktok/ads/search', query: { advertiser_id: ADVERTISER_ID, region: 'FR', days: '90', sort: 'first_shown_date,asc', count: '10' } },
		]);
		expect(items).toHaveLength(10);
	});

	test('a search finding nothing gives no items, in one request', async () => {
		const { items, error } = await run(searchAds({ query: 'qwxz', returnAll: true }));
		expect(error).toBeUndefined();
		expect(items).toHaveLength(0);
		expect(requests()).toHaveLength(1);
	});

	test.each([
		['neither Query nor Advertiser IDs', {}, 'Set Query or Advertiser IDs'],
		['an advertiser ID with letters', { advertiser_id: 'nike' }, 'Advertiser IDs must be numeric advertiser IDs'],
		['days above 365', { query: 'bread', options: { days: 400 } }, 'Days'],
		['a sort without a direction', { query: 'bread', options: { sort: 'last_shown_date' } }, 'Sort must be'],
	])('refused before any request: %s', async (_label, parameters, message) => {
		await expectRefused(searchAds({ ...parameters, returnAll: true }), message);
	});
});

describe('TikTok > Ad > Get', () => {
	test('one request, one item: the ad, its advertiser and targeting', async () => {
		const { items, error } = await run(operation('ads', 'get')({ ad_id: AD_ID }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/tiktok/ads/${AD_ID}`, query: {} }]);
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ ad: { id: AD_ID }, advertiser: { adv_biz_ids: ADVERTISER_ID }, region: 'DE' });
		expect(charged()).toEqual([8]);
	});

	test('an unknown ad is a 404', async () => {
		const { error } = await run(operation('ads', 'get')({ ad_id: UNKNOWN_AD_ID }));
		expect(error?.message).toBe('Not found on TikTok (404)');
	});

	test('refused before any request: an ad ID with letters', async () => {
		await expectRefused(operation('ads', 'get')({ ad_id: 'ad-172' }), 'Ad ID must be a numeric ad ID');
	});
});

describe('TikTok > Ad > Search Advertisers', () => {
	test('one request, 10 unless set, one item per advertiser', async () => {
		const { items, error } = await run(operation('ads', 'searchAdvertisers')({ query: 'badger' }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/tiktok/ads/advertisers', query: { query: 'badger' } }]);
		expect(items.map((item) => item.json)).toEqual([
			{ name: ADVERTISER_NAME, id: ADVERTISER_ID },
			{ name: 'BADGER RETAIL B.V.', id: '6876453864464188162' },
			{ name: 'BADGER FRANCE SAS', id: '6876453864464188163' },
		]);
		expect(charged()).toEqual([5]);
	});

	test('refused before any request: a blank name', async () => {
		await expectRefused(operation('ads', 'searchAdvertisers')({ query: '={{ "" }}' }), 'Query');
	});
});
