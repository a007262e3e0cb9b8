/**
 * TikTok > Trending: videos, hashtags and songs of a region, each in one request of Max Results (20 unless set), one
 * item per record; the period and region sent as set; bad values refused before any request.
 */
import { TRENDING_HASHTAG_COUNT, trendingHashtag, trendingSong, trendingVideo } from '../../emulator/fixtures/tiktok/explore';
import { field, operation, tiktokSuite } from './support';

const { suite, run, requests, expectRefused } = tiktokSuite();
const charged = () => suite.emulator.requests.map((request) => request.creditsCharged);

describe('TikTok > Trending > Videos', () => {
	test('one request, 20 unless set, one item per video', async () => {
		const { items, error } = await run(operation('trending', 'videos')());
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/tiktok/trending/videos', query: {} }]);
		expect(field(items, 'id')).toEqual(Array.from({ length: 20 }, (_, index) => trendingVideo(index).id));
		expect(charged()).toEqual([5]);
	});

	test('Max Results and Region go out as count and region', async () => {
		const { items } = await run(operation('trending', 'videos')({ options: { count: 5, region: 'JP' } }));
		expect(requests()).toEqual([{ path: '/v1/tiktok/trending/videos', query: { count: '5', region: 'JP' } }]);
		expect(items).toHaveLength(5);
	});

	test('refused before any request: Max Results 0', async () => {
		await expectRefused(operation('trending', 'videos')({ options: { count: 0 } }), 'Max Results');
	});
});

describe('TikTok > Trending > Hashtags', () => {
	test('one request, the period as set, one item per hashtag in rank order', async () => {
		const { items, error } = await run(operation('trending', 'hashtags')({ options: { period: 30, count: 50 } }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/tiktok/trending/hashtags', query: { period: '30', count: '50' } }]);
		expect(items.map((item) => item.json)).toEqual(Array.from({ length: TRENDING_HASHTAG_COUNT }, (_, index) => trendingHashtag(index, 'US')));
	});

	test('refused before any request: a period of 0 days', async () => {
		await expectRefused(operation('trending', 'hashtags')({ options: { period: 0 } }), 'Period (Days)');
	});
});

describe('TikTok > Trending > Songs', () => {
	test('one request, one item per song with its sound ID', async () => {
		const { items, error } = await run(operation('trending', 'songs')({ options: { region: 'GB' } }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/tiktok/trending/songs', query: { region: 'GB' } }]);
		expect(field(items, 'id')).toEqual(Array.from({ length: 20 }, (_, index) => trendingSong(index, 'GB').id));
		expect(items[0].json.country_code).toBe('GB');
		expect(charged()).toEqual([5]);
	});
});
