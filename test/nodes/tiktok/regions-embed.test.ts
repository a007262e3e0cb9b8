/**
 * TikTok > Region > List (free, one item per region) and TikTok > oEmbed > Get (a full video or profile URL, sent as
 * given; share links and /v/ URLs refused before any request, naming the full-URL form).
 */
import { oembed, REGIONS } from '../../emulator/fixtures/tiktok/explore';
import { USERNAME } from '../../emulator/fixtures/tiktok/users';
import { VIDEO_ID } from '../../emulator/fixtures/tiktok/videos';
import { operation, tiktokSuite } from './support';

const { suite, run, requests, expectRefused } = tiktokSuite();
const getEmbed = operation('embed', 'get');

describe('TikTok > Region > List', () => {
	test('one request, free, one item per region', async () => {
		const { items, error } = await run(operation('regions', 'list')());
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/tiktok/regions', query: {} }]);
		expect(items.map((item) => item.json)).toEqual(REGIONS);
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([0]);
	});
});

describe('TikTok > oEmbed > Get', () => {
	test.each([
		['a video URL', `https://www.tiktok.com/@${USERNAME}/video/${VIDEO_ID}`, 'video'],
		['a video URL with a query, on m.tiktok.com', `https://m.tiktok.com/@${USERNAME}/video/${VIDEO_ID}?lang=en`, 'video'],
		['a profile URL', `https://www.tiktok.com/@${USERNAME}`, 'profile'],
	] as const)('%s: sent as given, one item, 2 credits', async (_label, url, kind) => {
		const { items, error } = await run(getEmbed({ url }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/tiktok/oembed', query: { url } }]);
		expect(items.map((item) => item.json)).toEqual([oembed(kind)]);
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([2]);
	});

	test.each([
		['a vm.tiktok.com share link', 'https://vm.tiktok.com/ZMabc123/'],
		['a /v/ URL naming no author', `https://www.tiktok.com/v/${VIDEO_ID}`],
		['a bare video ID', VIDEO_ID],
		['another site', `https://example.com/@${USERNAME}`],
	])('refused before any request, naming the full-URL form: %s', async (_label, url) => {
		await expectRefused(getEmbed({ url }), 'URL must be a full TikTok video or profile URL');
	});
});
