/**
 * YouTube > Playlist through n8n-core against the emulator: the playlist itself, its videos paged by continuation to
 * the end or to the Limit, one page by hand from a token (Get Items Page), Simplify, an operation's own errors and
 * bad input.
 */
import type { INodeParameters, NodeParameterValueType } from 'n8n-workflow';

import { LONG_MIX, LONG_PLAYLIST, SHORT_PLAYLIST } from '../../emulator/fixtures/youtube/playlists';
import { SOURDOUGH_VIDEO } from '../../emulator/fixtures/youtube/videos';
import { byId, byUrl, expectNotFound, NODE, videoIds, videosOf, youtubeSuite } from './support';

const { suite, requests } = youtubeSuite();
const OTHER_LIST_CONTINUATION = '4qmFsgJhEiRUEx4MHNZYkNxT2I4VEJQUmRtQkhzNUlmdHZ2OVRQYm9ZRzoxMDA';

/** The token the first page of a list hands out, read the way a user would: from the node's own output. */
async function firstContinuation(listId: string): Promise<string> {
	const { items } = await suite.run({
		node: NODE,
		parameters: { resource: 'playlist', operation: 'get', playlist_id: byId(listId) },
	});
	suite.emulator.reset();
	return items[0].json.continuation as string;
}

describe('YouTube > Playlist', () => {
	const playlist = (operation: string, list: NodeParameterValueType, extra: INodeParameters = {}) => ({
		resource: 'playlist',
		operation,
		playlist_id: list,
		...extra,
	});
	const PLAYLIST_PATH = `/v1/youtube/playlists/${LONG_PLAYLIST}`;
	const ITEMS_PATH = `${PLAYLIST_PATH}/items`;

	test('Get: the playlist itself as one item, Country and Interface Language sent as gl and hl', async () => {
		const { items, error } = await suite.run({
			node: NODE,
			parameters: playlist('get', byUrl(`https://www.youtube.com/playlist?list=${LONG_PLAYLIST}`), {
				options: { gl: 'DE', hl: 'de-DE' },
			}),
		});
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: PLAYLIST_PATH, query: { gl: 'DE', hl: 'de-DE' } }]);
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({
			playlist_id: LONG_PLAYLIST,
			title: 'Weeknight Dinners: Every Recipe',
			video_count: 230,
			is_mix: false,
			continuation: expect.any(String),
		});
		expect(items[0].json.videos).toHaveLength(100);
	});

	test('Get with Simplify: flat metadata without the nested videos; null fields stay null', async () => {
		const { items } = await suite.run({
			node: NODE,
			parameters: playlist('get', byId(SHORT_PLAYLIST), { simplify: true }),
		});
		expect(items[0].json).toEqual({
			playlist_id: SHORT_PLAYLIST,
			title: 'Knife Skills',
			description: null,
			playlist_url: `https://www.youtube.com/playlist?list=${SHORT_PLAYLIST}`,
			video_count: 7,
			view_count: null,
			// The docs' playlist has no update text and names its channel by ID and name only.
			last_updated_text: null,
			channel_id: expect.any(String),
			channel_name: 'Crumb & Crust',
			channel_url: null,
			channel_is_verified: false,
			privacy_status: 'UNLISTED',
			is_mix: false,
			thumbnail: expect.stringMatching(/^https:\/\/i\.ytimg\.com\/vi\/.+\/hqdefault\.jpg$/),
			scraped_at: expect.any(String),
		});
	});

	test.each([
		['playlist page', `https://www.youtube.com/playlist?list=${LONG_PLAYLIST}`],
		['video played in the playlist, with index and timestamp', `https://www.youtube.com/watch?v=${SOURDOUGH_VIDEO}&list=${LONG_PLAYLIST}&index=4&t=1m2s`],
		['share link in the playlist', `https://youtu.be/${SOURDOUGH_VIDEO}?list=${LONG_PLAYLIST}`],
		['mobile', `https://m.youtube.com/playlist?list=${LONG_PLAYLIST}&si=abc`],
		['YouTube Music', `https://music.youtube.com/playlist?list=${LONG_PLAYLIST}`],
		['embedded list', `https://www.youtube.com/embed/videoseries?list=${LONG_PLAYLIST}`],
		['no scheme', `youtube.com/playlist?list=${LONG_PLAYLIST}`],
	])('By URL, %s: calls the playlist ID path', async (_label, url) => {
		const { error } = await suite.run({ node: NODE, parameters: playlist('get', byUrl(url)) });
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: PLAYLIST_PATH, query: {} }]);
	});

	test('Get Videos, Limit within the first page: one request, one item per video, in order', async () => {
		const { items } = await suite.run({ node: NODE, parameters: playlist('getVideos', byId(LONG_PLAYLIST), { limit: 30 }) });
		expect(requests()).toEqual([{ path: PLAYLIST_PATH, query: {} }]);
		expect(videoIds(items)).toEqual(videosOf(LONG_PLAYLIST).slice(0, 30).map((video) => video.video_id));
		expect(items[0].json).toMatchObject({ position: 1, is_playable: true, channel_name: expect.any(String) });
	});

	test('Get Videos, Limit equal to the first page makes no second request', async () => {
		const { items } = await suite.run({ node: NODE, parameters: playlist('getVideos', byId(LONG_PLAYLIST), { limit: 100 }) });
		expect(items).toHaveLength(100);
		expect(suite.emulator.requests).toHaveLength(1);
	});

	test('Get Videos, Limit 150 follows one continuation and stops there', async () => {
		const token = await firstContinuation(LONG_PLAYLIST);
		const { items } = await suite.run({ node: NODE, parameters: playlist('getVideos', byId(LONG_PLAYLIST), { limit: 150 }) });
		expect(requests()).toEqual([
			{ path: PLAYLIST_PATH, query: {} },
			{ path: ITEMS_PATH, query: { continuation: token } },
		]);
		expect(videoIds(items)).toEqual(videosOf(LONG_PLAYLIST).slice(0, 150).map((video) => video.video_id));
	});

	test('Get Videos, Return All: the playlist call, then /items until continuation is null; 230 videos, 15 credits', async () => {
		const before = suite.emulator.credits('sb_test_key');
		const { items, error } = await suite.run({
			node: NODE,
			parameters: playlist('getVideos', byUrl(`https://www.youtube.com/playlist?list=${LONG_PLAYLIST}`), {
				returnAll: true,
				options: { gl: 'GB', hl: 'en-GB' },
			}),
		});
		expect(error).toBeUndefined();
		const log = requests();
		expect(log.map((request) => request.path)).toEqual([PLAYLIST_PATH, ITEMS_PATH, ITEMS_PATH]);
		expect(log[0].query).toEqual({ gl: 'GB', hl: 'en-GB' });
		expect(Object.keys(log[1].query)).toEqual(['continuation']);
		expect(log[1].query.continuation).not.toBe(log[2].query.continuation);
		expect(videoIds(items)).toEqual(videosOf(LONG_PLAYLIST).map((video) => video.video_id));
		expect(items.map((item) => item.json.position)).toEqual(Array.from({ length: 230 }, (_, index) => index + 1));
		expect(before - suite.emulator.credits('sb_test_key')).toBe(15);
	});

	test('Get Videos on a one-page playlist makes one request even with Return All', async () => {
		const { items } = await suite.run({ node: NODE, parameters: playlist('getVideos', byId(SHORT_PLAYLIST), { returnAll: true }) });
		expect(items).toHaveLength(7);
		expect(suite.emulator.requests).toHaveLength(1);
	});

	test('Get Videos with Simplify: flat rows; a private video keeps its nulls', async () => {
		const { items } = await suite.run({
			node: NODE,
			parameters: playlist('getVideos', byId(LONG_PLAYLIST), { limit: 41, simplify: true }),
		});
		const first = videosOf(LONG_PLAYLIST)[0];
		expect(items[0].json).toEqual({
			position: 1,
			video_id: first.video_id,
			title: first.title,
			url: first.url,
			duration: first.duration,
			length_seconds: first.length_seconds,
			channel_name: first.channel_name,
			// A playlist's videos name their channel by name only, with no time text or thumbnail (docs: playlist).
			channel_id: null,
			view_count: first.view_count,
			published_time_text: null,
			is_playable: true,
			thumbnail: null,
		});
		expect(items[40].json).toMatchObject({
			position: 41,
			title: '[Private video]',
			duration: null,
			length_seconds: null,
			channel_name: null,
			view_count: null,
			is_playable: false,
			thumbnail: null,
		});
		expect(Object.values(items[0].json).every((value) => value === null || typeof value !== 'object')).toBe(true);
	});

	test('a repeated continuation token stops the run with a clear message, keeping the videos fetched', async () => {
		const token = await firstContinuation(LONG_PLAYLIST);
		const loopingPage = { playlist_id: LONG_PLAYLIST, items: videosOf(LONG_PLAYLIST).slice(100, 102), continuation: token };
		suite.emulator.injectFault({ path: ITEMS_PATH, kind: 'status', status: 200, body: loopingPage, times: 3 });
		const { items, error } = await suite.run({
			node: NODE,
			parameters: playlist('getVideos', byId(LONG_PLAYLIST), { returnAll: true }),
			continueOnFail: true,
		});
		expect(error).toBeUndefined();
		expect(suite.emulator.requests).toHaveLength(2);
		expect(items).toHaveLength(103);
		expect(items[102].json).toMatchObject({
			error: 'ScrapeBadger returned the same "continuation" token twice, so paging stopped to avoid a loop',
			description: expect.stringContaining('102 records had been fetched before this failure'),
		});

		suite.emulator.reset();
		suite.emulator.injectFault({ path: ITEMS_PATH, kind: 'status', status: 200, body: loopingPage, times: 3 });
		const failed = await suite.run({ node: NODE, parameters: playlist('getVideos', byId(LONG_PLAYLIST), { returnAll: true }) });
		expect(failed.error?.message).toContain('same "continuation" token twice');
	});

	test('running out of credits on a later page keeps the first page and names the token to resume from', async () => {
		const token = await firstContinuation(LONG_PLAYLIST);
		suite.emulator.injectFault({ path: ITEMS_PATH, kind: 'status', status: 402, body: { detail: 'Insufficient credits' } });
		const { items } = await suite.run({
			node: NODE,
			parameters: playlist('getVideos', byId(LONG_PLAYLIST), { returnAll: true }),
			continueOnFail: true,
		});
		expect(items).toHaveLength(101);
		expect(items[100].json).toMatchObject({
			httpStatus: 402,
			description: expect.stringContaining(`Paging stopped at continuation = ${JSON.stringify(token)}`),
		});
	});

	describe('Get Items Page', () => {
		test('one page from a continuation token, as one item with the next token', async () => {
			const token = await firstContinuation(LONG_PLAYLIST);
			const { items } = await suite.run({
				node: NODE,
				parameters: playlist('getItemsPage', byId(LONG_PLAYLIST), { continuation: token }),
			});
			expect(requests()).toEqual([{ path: ITEMS_PATH, query: { continuation: token } }]);
			expect(items).toHaveLength(1);
			expect(items[0].json.playlist_id).toBe(LONG_PLAYLIST);
			expect((items[0].json.items as Array<{ video_id: string }>).map((video) => video.video_id)).toEqual(
				videosOf(LONG_PLAYLIST).slice(100, 200).map((video) => video.video_id),
			);
			expect(items[0].json.continuation).toEqual(expect.any(String));
		});

		test('paging by hand to the last page, which has a null continuation', async () => {
			let token = await firstContinuation(LONG_PLAYLIST);
			const seen: string[] = [];
			for (let page = 0; page < 2; page++) {
				const { items } = await suite.run({
					node: NODE,
					parameters: playlist('getItemsPage', byId(LONG_PLAYLIST), { continuation: token, itemsOutput: 'videos' }),
				});
				seen.push(...(videoIds(items) as string[]));
				if (page === 0) {
					const next = await suite.run({
						node: NODE,
						parameters: playlist('getItemsPage', byId(LONG_PLAYLIST), { continuation: token }),
					});
					token = next.items[0].json.continuation as string;
				}
			}
			expect(seen).toEqual(videosOf(LONG_PLAYLIST).slice(100).map((video) => video.video_id));
			const last = await suite.run({ node: NODE, parameters: playlist('getItemsPage', byId(LONG_PLAYLIST), { continuation: token }) });
			expect(last.items[0].json.continuation).toBeNull();
		});

		test('One Item per Video with Simplify gives flat rows', async () => {
			const token = await firstContinuation(LONG_PLAYLIST);
			const { items } = await suite.run({
				node: NODE,
				parameters: playlist('getItemsPage', byId(LONG_PLAYLIST), { continuation: token, itemsOutput: 'videos', simplify: true }),
			});
			expect(items).toHaveLength(100);
			expect(items[0].json).toMatchObject({ position: 101, video_id: videosOf(LONG_PLAYLIST)[100].video_id });
			expect(items[0].json).not.toHaveProperty('thumbnails');
		});

		test("a mix's token is paged on the playlist items path with the mix ID", async () => {
			const { items: mix } = await suite.run({ node: NODE, parameters: { resource: 'mix', operation: 'get', mix_id: byId(LONG_MIX) } });
			suite.emulator.reset();
			const token = mix[0].json.continuation as string;
			const { items } = await suite.run({
				node: NODE,
				parameters: playlist('getItemsPage', byUrl(`https://www.youtube.com/watch?v=${SOURDOUGH_VIDEO}&list=${LONG_MIX}`), {
					continuation: token,
					itemsOutput: 'videos',
				}),
			});
			expect(requests()).toEqual([{ path: `/v1/youtube/playlists/${LONG_MIX}/items`, query: { continuation: token } }]);
			expect(videoIds(items)).toEqual(videosOf(LONG_MIX).slice(100, 200).map((video) => video.video_id));
		});
	});

	test.each<[string, INodeParameters, string]>([
		['an unknown playlist', { resource: 'playlist', operation: 'getVideos', playlist_id: byId('PLzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz'), returnAll: true }, 'Playlist not found'],
	])('404 for %s, with what the service said', async (_label, parameters, said) => {
		await expectNotFound(suite, parameters, said);
	});

	test('a token from another playlist is refused by the service and nothing is charged', async () => {
		const { error } = await suite.run({
			node: NODE,
			parameters: { resource: 'playlist', operation: 'getItemsPage', playlist_id: byId(LONG_MIX), continuation: OTHER_LIST_CONTINUATION },
		});
		expect(error?.message).toBe('ScrapeBadger answered with HTTP 400');
		expect(error?.description).toContain('Invalid or expired continuation token');
		expect(suite.emulator.credits('sb_test_key')).toBe(1_000_000);
	});

	describe('bad input is refused before any request', () => {
		test.each<[string, INodeParameters, string]>([
			[
				'a playlist URL without list=',
				{ resource: 'playlist', operation: 'getVideos', playlist_id: byUrl('https://www.youtube.com/playlist?foo=bar') },
				'Playlist must be a YouTube URL with a list= parameter',
			],
			[
				'a mix ID in the playlist field',
				{ resource: 'playlist', operation: 'get', playlist_id: byUrl(`https://www.youtube.com/watch?v=${SOURDOUGH_VIDEO}&list=${LONG_MIX}`) },
				'mix IDs starting with RD go under Mix',
			],
			[
				'a lower-case country',
				{ resource: 'playlist', operation: 'get', playlist_id: byId(LONG_PLAYLIST), options: { gl: 'us' } },
				'Country must be a two-letter country code in capitals',
			],
			[
				'an interface language with spaces',
				{ resource: 'playlist', operation: 'get', playlist_id: byId(LONG_PLAYLIST), options: { hl: 'en us' } },
				'Interface Language must be a BCP-47 language tag',
			],
			[
				'an empty continuation token from an expression',
				{ resource: 'playlist', operation: 'getItemsPage', playlist_id: byId(LONG_PLAYLIST), continuation: '={{ $json.next }}' },
				'Continuation Token is required',
			],
			[
				'a continuation token with spaces',
				{ resource: 'playlist', operation: 'getItemsPage', playlist_id: byId(LONG_PLAYLIST), continuation: 'abc def' },
				'Continuation Token must be a continuation token without spaces',
			],
		])('%s', async (_label, parameters, message) => {
			await suite.expectRefused({ node: NODE, parameters }, message);
		});
	});
});
