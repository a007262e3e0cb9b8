/** YouTube > Mix through n8n-core against the emulator: the mix by ID or URL, its videos on the playlist items path. */
import type { INodeParameters, NodeParameterValueType } from 'n8n-workflow';

import { LONG_MIX, LONG_PLAYLIST } from '../../emulator/fixtures/youtube/playlists';
import { SOURDOUGH_VIDEO } from '../../emulator/fixtures/youtube/videos';
import { byId, byUrl, expectNotFound, NODE, videoIds, videosOf, youtubeSuite } from './support';

const { suite, requests } = youtubeSuite();

describe('YouTube > Mix', () => {
	const mix = (operation: string, id: NodeParameterValueType, extra: INodeParameters = {}) => ({
		resource: 'mix',
		operation,
		mix_id: id,
		...extra,
	});
	const MIX_PATH = `/v1/youtube/mixes/${LONG_MIX}`;
	const MIX_ITEMS_PATH = `/v1/youtube/playlists/${LONG_MIX}/items`;

	test.each([
		['ID', byId(LONG_MIX)],
		['watch URL in the mix', byUrl(`https://www.youtube.com/watch?v=${SOURDOUGH_VIDEO}&list=${LONG_MIX}&start_radio=1`)],
		['YouTube Music URL', byUrl(`https://music.youtube.com/watch?v=${SOURDOUGH_VIDEO}&list=${LONG_MIX}`)],
	])('Get by %s: one item with is_mix true', async (_label, id) => {
		const { items, error } = await suite.run({ node: NODE, parameters: mix('get', id) });
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: MIX_PATH, query: {} }]);
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ playlist_id: LONG_MIX, is_mix: true, channel_name: null, privacy_status: null });
		expect(suite.emulator.requests[0].creditsCharged).toBe(5);
	});

	test('Get Videos, Return All: the mix call, then the playlist items path with the mix ID until the end', async () => {
		const { items } = await suite.run({ node: NODE, parameters: mix('getVideos', byId(LONG_MIX), { returnAll: true }) });
		expect(requests().map((request) => request.path)).toEqual([MIX_PATH, MIX_ITEMS_PATH, MIX_ITEMS_PATH]);
		expect(videoIds(items)).toEqual(videosOf(LONG_MIX).map((video) => video.video_id));
	});

	test('Get Videos, Limit 200 stops after the second page with no third request', async () => {
		const { items } = await suite.run({ node: NODE, parameters: mix('getVideos', byId(LONG_MIX), { limit: 200 }) });
		expect(items).toHaveLength(200);
		expect(requests().map((request) => request.path)).toEqual([MIX_PATH, MIX_ITEMS_PATH]);
	});

	test.each<[string, INodeParameters, string]>([
		['an unknown mix', { resource: 'mix', operation: 'get', mix_id: byId('RDzzzzzzzzzzz') }, 'Mix not found'],
	])('404 for %s, with what the service said', async (_label, parameters, said) => {
		await expectNotFound(suite, parameters, said);
	});

	describe('bad input is refused before any request', () => {
		test.each<[string, INodeParameters, string]>([
			[
				'a playlist in the mix field',
				{ resource: 'mix', operation: 'get', mix_id: byUrl(`https://www.youtube.com/playlist?list=${LONG_PLAYLIST}`) },
				'Mix must be a YouTube URL with a list=RD',
			],
			[
				'Limit 0',
				{ resource: 'mix', operation: 'getVideos', mix_id: byId(LONG_MIX), limit: 0 },
				'Limit must be a whole number of at least 1, got 0',
			],
		])('%s', async (_label, parameters, message) => {
			await suite.expectRefused({ node: NODE, parameters }, message);
		});
	});
});
