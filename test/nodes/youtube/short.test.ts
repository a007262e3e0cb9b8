/** YouTube > Short through n8n-core against the emulator: a Short, and the Shorts of a sound. */
import type { INodeParameters } from 'n8n-workflow';

import { allShorts, LIST_PAGE_SIZE, shortsBySound, SOUNDS } from '../../emulator/fixtures/youtube/catalog';
import { byUrl, NODE, videoIds, youtubeSuite } from './support';

const { suite, requests } = youtubeSuite();
const pages = (count: number) => Math.max(1, Math.ceil(count / LIST_PAGE_SIZE));

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

	describe('bad input is refused before any request', () => {
		test.each<[string, INodeParameters, string]>([
			['a playlist URL as a Short', { resource: 'short', operation: 'get', video_id: byUrl('https://www.youtube.com/playlist?list=PLabcdefghijkl') }, 'Short must be'],
			['a sound URL of another site', { resource: 'short', operation: 'getBySound', sound_id: byUrl('https://tiktok.com/music/abc-123') }, 'Sound must be'],
		])('%s', async (_label, parameters, message) => {
			await suite.expectRefused({ node: NODE, parameters }, message);
		});
	});
});
