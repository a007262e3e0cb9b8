/**
 * YouTube > Feed, Short, Community Post and Reference: trending lists, hashtag pages, the home feed, Shorts and the
 * Shorts of a sound, community posts and their comments, and the free reference lists, through n8n-core against the
 * emulator.
 */
import type { INodeParameterResourceLocator, INodeParameters } from 'n8n-workflow';

import {
	allShorts,
	CATEGORIES,
	FEATURED_POST,
	hashtagVideos,
	homeFeed,
	LANGUAGES,
	LIST_PAGE_SIZE,
	MAIN_CHANNEL,
	MARKETS,
	REGIONS,
	shortsBySound,
	SOUNDS,
	trending,
	trendingShorts,
} from '../../emulator/fixtures/youtube/catalog';
import { nodeSuite } from '../../harness/suite';

const suite = nodeSuite();
const NODE = 'scrapeBadgerYouTube';
const byUrl = (value: string): INodeParameterResourceLocator => ({ __rl: true, mode: 'url', value });
const requests = () => suite.emulator.requests.map(({ path, query }) => ({ path, query }));
const videoIds = (items: Array<{ json: Record<string, unknown> }>) => items.map((item) => item.json.video_id);
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
});

describe('YouTube > Short', () => {
	const short = allShorts()[0];

	test('Get: by Shorts URL, one item with its sound, 5 credits', async () => {
		const { items } = await suite.run({ node: NODE, parameters: { resource: 'short', operation: 'get', video_id: byUrl(`https://youtube.com/shorts/${short.video_id}?feature=share`) } });
		expect(requests()).toEqual([{ path: `/v1/youtube/shorts/${short.video_id}`, query: {} }]);
		expect(items[0].json).toMatchObject({ video_id: short.video_id, is_short: true, sound_id: short.sound_id });
		expect(suite.emulator.requests[0].creditsCharged).toBe(5);
	});

	test('Get by Sound: from the sound page URL, Return All over two pages', async () => {
		const sound = SOUNDS[0].sound_id;
		const { items } = await suite.run({
			node: NODE,
			parameters: { resource: 'short', operation: 'getBySound', sound_id: byUrl(`https://www.youtube.com/source/${sound}/shorts`), returnAll: true },
		});
		expect(videoIds(items)).toEqual(shortsBySound(sound).map((video) => video.video_id));
		expect(requests()).toHaveLength(pages(shortsBySound(sound).length));
		expect(requests()[0].path).toBe(`/v1/youtube/shorts/by_sound/${sound}`);
	});
});

describe('YouTube > Community Post', () => {
	test('Get: by post URL, one item', async () => {
		const { items } = await suite.run({ node: NODE, parameters: { resource: 'post', operation: 'get', post_id: byUrl(FEATURED_POST.post_url) } });
		expect(requests()).toEqual([{ path: `/v1/youtube/posts/${FEATURED_POST.post_id}`, query: {} }]);
		expect(items[0].json).toMatchObject({ post_id: FEATURED_POST.post_id, channel_id: MAIN_CHANNEL.channel_id });
	});

	test('Get Comments: a community-tab link with lb=, Return All over two pages, one item per comment', async () => {
		const url = `https://www.youtube.com/channel/${MAIN_CHANNEL.channel_id}/community?lb=${FEATURED_POST.post_id}`;
		const { items } = await suite.run({ node: NODE, parameters: { resource: 'post', operation: 'getComments', post_id: byUrl(url), returnAll: true } });
		expect(items.map((item) => item.json.comment_id)).toEqual(FEATURED_POST.comments.map((comment) => comment.comment_id));
		expect(requests()).toHaveLength(2);
		expect(items[0].json).toMatchObject({ post_id: FEATURED_POST.post_id, author: expect.any(String), text: expect.any(String) });
	});
});

describe('YouTube > Reference (free)', () => {
	test.each([
		['getCategories', '/v1/youtube/categories', CATEGORIES.length],
		['getLanguages', '/v1/youtube/languages', LANGUAGES.length],
		['getRegions', '/v1/youtube/regions', REGIONS.length],
		['getMarkets', '/v1/youtube/markets', MARKETS.length],
	])('%s: one item per row, 0 credits', async (operation, path, count) => {
		const { items } = await suite.run({ node: NODE, parameters: { resource: 'reference', operation } });
		expect(requests()).toEqual([{ path, query: {} }]);
		expect(items).toHaveLength(count);
		expect(suite.emulator.requests[0].creditsCharged).toBe(0);
	});

	test('Get Categories sends the country', async () => {
		await suite.run({ node: NODE, parameters: { resource: 'reference', operation: 'getCategories', options: { gl: 'JP' } } });
		expect(requests()).toEqual([{ path: '/v1/youtube/categories', query: { gl: 'JP' } }]);
	});
});

describe('YouTube > Feed, Short, Post: bad input is refused before any request', () => {
	test.each<[string, INodeParameters, string]>([
		['an unknown trending category', { resource: 'feed', operation: 'getTrending', options: { type: '={{ "news" }}' } }, 'Category must be one of now, music, gaming, movies'],
		['a hashtag with spaces', { resource: 'feed', operation: 'getHashtag', tag: byUrl('#two words') }, 'Hashtag must be'],
		['a video URL as a hashtag', { resource: 'feed', operation: 'getHashtag', tag: byUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ') }, 'Hashtag must be'],
		['a playlist URL as a Short', { resource: 'short', operation: 'get', video_id: byUrl('https://www.youtube.com/playlist?list=PLabcdefghijkl') }, 'Short must be'],
		['a sound URL of another site', { resource: 'short', operation: 'getBySound', sound_id: byUrl('https://tiktok.com/music/abc-123') }, 'Sound must be'],
		['a channel URL as a post', { resource: 'post', operation: 'get', post_id: byUrl('https://www.youtube.com/@HearthAndLoaf') }, 'Post must be'],
	])('%s', async (_label, parameters, message) => {
		await suite.expectRefused({ node: NODE, parameters }, message);
	});
});
