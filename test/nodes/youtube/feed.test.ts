/** YouTube > Feed through n8n-core against the emulator: trending lists, hashtag pages and the home feed. */
import type { INodeParameters } from 'n8n-workflow';

import { hashtagVideos, homeFeed, LIST_PAGE_SIZE, trending, trendingShorts } from '../../emulator/fixtures/youtube/catalog';
import { byUrl, NODE, videoIds, youtubeSuite } from './support';

const { suite, requests } = youtubeSuite();
const pages = (count: number) => Math.max(1, Math.ceil(count / LIST_PAGE_SIZE));

describe('YouTube > Feed', () => {
	test('Get Trending (Now), Return All: three pages', async () => {
		const { items } = await suite.run({ node: NODE, parameters: { resource: 'feed', operation: 'getTrending', returnAll: true } });
		expect(videoIds(items)).toEqual(trending('now').map((video) => video.video_id));
		expect(requests()).toHaveLength(pages(trending('now').length));
		expect(requests()[0]).toEqual({ path: '/v1/youtube/trending', query: {} });
	});

	test('Get Trending: category and country on every page, Limit stops early', async () => {
		const { items } = await suite.run({ node: NODE, parameters: { resource: 'feed', operation: 'getTrending', limit: 5, options: { type: 'music', gl: 'DE' } } });
		expect(videoIds(items)).toEqual(trending('music').slice(0, 5).map((video) => video.video_id));
		expect(requests()).toEqual([{ path: '/v1/youtube/trending', query: { type: 'music', gl: 'DE' } }]);
	});

	test('Get Trending Shorts and Get Home Feed page to the end', async () => {
		const shorts = await suite.run({ node: NODE, parameters: { resource: 'feed', operation: 'getTrendingShorts', returnAll: true } });
		expect(videoIds(shorts.items)).toEqual(trendingShorts().map((video) => video.video_id));
		const home = await suite.run({ node: NODE, parameters: { resource: 'feed', operation: 'getHome', returnAll: true } });
		expect(videoIds(home.items)).toEqual(homeFeed().map((video) => video.video_id));
		expect(requests().filter((request) => request.path === '/v1/youtube/home')).toHaveLength(pages(homeFeed().length));
	});

	test.each([
		['a tag with #', '#sourdough'],
		['a bare tag', 'sourdough'],
		['a hashtag URL', 'https://www.youtube.com/hashtag/sourdough'],
	])('Get Hashtag Videos from %s', async (_label, value) => {
		const { items } = await suite.run({ node: NODE, parameters: { resource: 'feed', operation: 'getHashtag', tag: byUrl(value), returnAll: true } });
		expect(videoIds(items)).toEqual(hashtagVideos('sourdough').map((video) => video.video_id));
		expect(requests()[0]).toEqual({ path: '/v1/youtube/hashtags/sourdough', query: {} });
		expect(requests()).toHaveLength(pages(hashtagVideos('sourdough').length));
	});

	describe('bad input is refused before any request', () => {
		test.each<[string, INodeParameters, string]>([
			['an unknown trending category', { resource: 'feed', operation: 'getTrending', options: { type: '={{ "news" }}' } }, 'Category must be one of now, music, gaming, movies'],
			['a hashtag with spaces', { resource: 'feed', operation: 'getHashtag', tag: byUrl('#two words') }, 'Hashtag must be'],
			['a video URL as a hashtag', { resource: 'feed', operation: 'getHashtag', tag: byUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ') }, 'Hashtag must be'],
		])('%s', async (_label, parameters, message) => {
			await suite.expectRefused({ node: NODE, parameters }, message);
		});
	});
});
