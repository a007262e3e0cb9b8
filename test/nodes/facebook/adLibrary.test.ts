/**
 * Facebook > Ad Library: Search Ads (paged by its Relay cursor), Get Ad (by ID or Ad Library URL; an EU country adds
 * transparency), Search Pages and Get Page (by numeric ID or an Ad Library URL naming it), through n8n-core.
 */
import { ADS, ADVERTISER, ADVERTISER_ID, ADVERTISER_RESULT, PAGE_SIZE, TRANSPARENCY } from '../../emulator/fixtures/facebook/pages';
import { byId, byUrl, cursorRequests, facebookSuite, field, mapped, operation } from './support';

const { run, requests, expectRefused } = facebookSuite();
const searchAds = operation('adLibrary', 'searchAds');
const getAd = operation('adLibrary', 'getAd');
const searchPages = operation('adLibrary', 'searchPages');
const getPage = operation('adLibrary', 'getPage');

describe('Facebook > Ad Library > Search Ads', () => {
	test('Return All: pages of 3 by the cursor until has_next_page is false', async () => {
		const { items, error } = await run(searchAds({ query: 'Nike', returnAll: true }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual(cursorRequests('/v1/facebook/ads/search', ADS.length, PAGE_SIZE, { query: 'Nike' }));
		expect(field(items, 'ad_archive_id')).toEqual(ADS.map((one) => one.ad_archive_id));
	});

	test('country and filters sent as the service names them; Limit 1 makes one request', async () => {
		const { items } = await run(searchAds({ query: 'Nike', limit: 1, options: { country: 'GB' }, filters: { ad_type: 'all', active_status: 'all' } }));
		expect(requests()).toEqual([{ path: '/v1/facebook/ads/search', query: { query: 'Nike', country: 'GB', ad_type: 'all', active_status: 'all' } }]);
		expect(items).toHaveLength(1);
	});

	test('a country not of two letters is refused before any request', async () => {
		await expectRefused(searchAds({ query: 'Nike', options: { country: 'USA' } }), 'two-letter country code');
	});
});

describe('Facebook > Ad Library > Get Ad', () => {
	const [first] = ADS;
	test.each([
		['its ID', byId(first.ad_archive_id)],
		['its Ad Library URL', byUrl(first.ad_snapshot_url)],
	])('by %s: the ad', async (_what, adId) => {
		const { items, error } = await run(getAd({ ad_archive_id: adId }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/facebook/ads/${first.ad_archive_id}`, query: {} }]);
		expect(items.map((item) => item.json)).toEqual([first]);
	});

	test('with an EU country: the transparency too', async () => {
		const { items } = await run(getAd({ ad_archive_id: byId(first.ad_archive_id), options: { country: 'DE' } }));
		expect(requests()).toEqual([{ path: `/v1/facebook/ads/${first.ad_archive_id}`, query: { country: 'DE' } }]);
		expect(items[0].json.transparency).toEqual(TRANSPARENCY);
	});

	test('an unknown ad is a 404 said as such', async () => {
		expect((await run(getAd({ ad_archive_id: byId('123') }))).error?.message).toMatch(/404|not found/i);
	});

	test.each([[byUrl('https://www.facebook.com/ads/library/?view_all_page_id=15087023444')], [mapped('nike ad')]])('refused before any request: %j', async (adId) => {
		await expectRefused(getAd({ ad_archive_id: adId }), 'Ad Library');
	});
});

describe('Facebook > Ad Library > Search Pages', () => {
	test('one item per advertiser found', async () => {
		const { items, error } = await run(searchPages({ query: 'nike' }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/facebook/ads/pages/search', query: { query: 'nike' } }]);
		expect(items.map((item) => item.json)).toEqual([ADVERTISER_RESULT]);
	});
});

describe('Facebook > Ad Library > Get Page', () => {
	test.each([
		['its numeric ID', byId(ADVERTISER_ID)],
		['an Ad Library URL naming it', byUrl(`https://www.facebook.com/ads/library/?active_status=all&view_all_page_id=${ADVERTISER_ID}`)],
		['a numeric Page URL', byUrl(`https://www.facebook.com/profile.php?id=${ADVERTISER_ID}`)],
	])('by %s: its transparency profile', async (_what, pageId) => {
		const { items, error } = await run(getPage({ page_id: pageId }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/facebook/ads/pages/${ADVERTISER_ID}`, query: {} }]);
		expect(items.map((item) => item.json)).toEqual([ADVERTISER]);
	});

	test.each([[byUrl('https://www.facebook.com/nike')], [mapped('nike')]])('a Page by name is refused before any request, naming the numeric ID: %j', async (pageId) => {
		await expectRefused(getPage({ page_id: pageId }), 'numeric Page ID');
	});
});
