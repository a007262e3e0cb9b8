/**
 * YouTube > Channel: the channel by ID, @handle or any channel URL (the resolve endpoint only when the value holds no
 * ID), its about page and subscriber count, and its tabs paged by continuation, through n8n-core against the emulator.
 */
import type { INodeParameters } from 'n8n-workflow';

import {
	channelPlaylists,
	channelShorts,
	channelStreams,
	channelVideos,
	LIST_PAGE_SIZE,
	MAIN_CHANNEL,
	postsOf,
	YOUTUBE_CHANNELS,
} from '../../emulator/fixtures/youtube/catalog';
import { continuationToken } from '../../emulator/routes/youtube/catalog';
import { DEFAULT_TEST_KEY } from '../../emulator';
import { byId, byUrl, NODE, youtubeSuite } from './support';

const { suite, requests } = youtubeSuite();
const ID = MAIN_CHANNEL.channel_id;

const channel = (operation: string, extra: INodeParameters = {}): INodeParameters => ({
	resource: 'channel',
	operation,
	channel_id: byId(ID),
	...extra,
});

describe('YouTube > Channel > Get: the channel locator', () => {
	test('by ID: one request, 5 credits', async () => {
		const { items, error } = await suite.run({ node: NODE, parameters: channel('get') });
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/youtube/channels/${ID}`, query: {} }]);
		expect(items[0].json).toMatchObject({ channel_id: ID, channel_name: MAIN_CHANNEL.channel_name });
		expect(suite.emulator.requests[0].creditsCharged).toBe(5);
	});

	test.each([
		['/channel/ URL', `https://www.youtube.com/channel/${ID}`],
		['/channel/ URL of a tab', `https://www.youtube.com/channel/${ID}/videos?view=0`],
		['mobile /channel/ URL', `m.youtube.com/channel/${ID}`],
	])('%s: read locally, no resolve request', async (_label, url) => {
		await suite.run({ node: NODE, parameters: channel('get', { channel_id: byUrl(url) }) });
		expect(requests()).toEqual([{ path: `/v1/youtube/channels/${ID}`, query: {} }]);
	});

	test.each([
		['@handle', MAIN_CHANNEL.handle, { handle: MAIN_CHANNEL.handle }],
		['/@handle URL', `https://www.youtube.com/${MAIN_CHANNEL.handle}/videos`, { handle: MAIN_CHANNEL.handle }],
		['/c/ URL', `https://www.youtube.com/c/${MAIN_CHANNEL.custom_name}`, { url: `https://www.youtube.com/c/${MAIN_CHANNEL.custom_name}` }],
		['/user/ URL', `youtube.com/user/${MAIN_CHANNEL.user_name}/about`, { url: `https://www.youtube.com/user/${MAIN_CHANNEL.user_name}` }],
	])('%s: resolved first (2 credits), then the channel', async (_label, value, query) => {
		const { items, error } = await suite.run({ node: NODE, parameters: channel('get', { channel_id: byUrl(value) }) });
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{ path: '/v1/youtube/channels/resolve', query },
			{ path: `/v1/youtube/channels/${ID}`, query: {} },
		]);
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([2, 5]);
		expect(items[0].json.channel_id).toBe(ID);
	});

	test('a handle from an expression works too', async () => {
		await suite.run({ node: NODE, parameters: channel('getSubscriberCount', { channel_id: '={{ $json.who }}' }), items: [{ who: YOUTUBE_CHANNELS[1].handle }] });
		expect(requests()).toEqual([
			{ path: '/v1/youtube/channels/resolve', query: { handle: YOUTUBE_CHANNELS[1].handle } },
			{ path: `/v1/youtube/channels/${YOUTUBE_CHANNELS[1].channel_id}/subscriber_count`, query: {} },
		]);
	});

	test('an unknown handle: the resolve 404 stops the item, nothing else is called', async () => {
		const { error } = await suite.run({ node: NODE, parameters: channel('get', { channel_id: byUrl('@NoSuchChannelHere') }) });
		expect(error?.message).toMatch(/not found|could not/i);
		expect(requests().map((request) => request.path)).toEqual(['/v1/youtube/channels/resolve']);
	});

	test('Simplify: a flat channel row', async () => {
		const { items } = await suite.run({ node: NODE, parameters: channel('get', { simplify: true }) });
		expect(items[0].json).toEqual(
			expect.objectContaining({ channel_id: ID, channel_name: MAIN_CHANNEL.channel_name, channel_username: MAIN_CHANNEL.handle, number_of_subscribers: MAIN_CHANNEL.number_of_subscribers }),
		);
		expect(Object.values(items[0].json).every((value) => value === null || typeof value !== 'object')).toBe(true);
	});
});

describe('YouTube > Channel > About and Subscriber Count', () => {
	test.each([
		['getAbout', 'about'],
		['getSubscriberCount', 'subscriber_count'],
	])('%s: one item, 2 credits', async (operation, segment) => {
		const { items } = await suite.run({ node: NODE, parameters: channel(operation) });
		expect(requests()).toEqual([{ path: `/v1/youtube/channels/${ID}/${segment}`, query: {} }]);
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ channel_id: ID, number_of_subscribers: MAIN_CHANNEL.number_of_subscribers });
		expect(suite.emulator.requests[0].creditsCharged).toBe(2);
	});
});

describe('YouTube > Channel tabs', () => {
	const ids = (items: Array<{ json: Record<string, unknown> }>, key = 'video_id') => items.map((item) => item.json[key]);

	test('Get Videos, Return All: three pages in the tab order', async () => {
		const { items } = await suite.run({ node: NODE, parameters: channel('getVideos', { returnAll: true }) });
		expect(ids(items)).toEqual(channelVideos(MAIN_CHANNEL).map((video) => video.video_id));
		expect(requests()).toHaveLength(3);
		expect(requests()[0]).toEqual({ path: `/v1/youtube/channels/${ID}/videos`, query: {} });
		expect(requests()[2].query).toEqual({ continuation: expect.any(String) });
	});

	test.each([
		['oldest', (list: ReturnType<typeof channelVideos>) => [...list].reverse()],
		['popular', (list: ReturnType<typeof channelVideos>) => [...list].sort((a, b) => b.view_count - a.view_count)],
	])('Get Videos sorted %s, Limit 15: sort_by on every page, two requests', async (sort, order) => {
		const { items } = await suite.run({ node: NODE, parameters: channel('getVideos', { limit: 15, options: { sort_by: sort } }) });
		expect(ids(items)).toEqual(order(channelVideos(MAIN_CHANNEL)).slice(0, 15).map((video) => video.video_id));
		expect(requests().map((request) => request.query.sort_by)).toEqual([sort, sort]);
	});

	test("Get Videos: each video carries the page's channel_id, which the service names once at the top (docs: channel-videos)", async () => {
		const page = await (await fetch(`${suite.emulator.url}/v1/youtube/channels/${ID}/videos`, { headers: { 'x-api-key': DEFAULT_TEST_KEY } })).json();
		expect((page as { items: Array<Record<string, unknown>> }).items[0]).not.toHaveProperty('channel_id');
		const raw = await suite.run({ node: NODE, parameters: channel('getVideos', { returnAll: true }) });
		expect(raw.items.length).toBeGreaterThan(LIST_PAGE_SIZE);
		expect(raw.items.every((item) => item.json.channel_id === ID)).toBe(true);
		const flat = await suite.run({ node: NODE, parameters: channel('getVideos', { limit: 3, simplify: true }) });
		expect(flat.items.map((item) => item.json.channel_id)).toEqual([ID, ID, ID]);
	});

	test('Limit equal to a page: no second request', async () => {
		await suite.run({ node: NODE, parameters: channel('getVideos', { limit: LIST_PAGE_SIZE }) });
		expect(requests()).toHaveLength(1);
	});

	test('Get Videos from a handle: resolved once, then every page at the ID path', async () => {
		await suite.run({ node: NODE, parameters: channel('getVideos', { channel_id: byUrl(MAIN_CHANNEL.handle), returnAll: true }) });
		expect(requests().map((request) => request.path)).toEqual([
			'/v1/youtube/channels/resolve',
			`/v1/youtube/channels/${ID}/videos`,
			`/v1/youtube/channels/${ID}/videos`,
			`/v1/youtube/channels/${ID}/videos`,
		]);
	});

	test.each([
		['getShorts', 'shorts', () => channelShorts(MAIN_CHANNEL).map((video) => video.video_id), 'video_id'],
		['getStreams', 'streams', () => channelStreams(MAIN_CHANNEL).map((video) => video.video_id), 'video_id'],
		['getPlaylists', 'playlists', () => channelPlaylists(MAIN_CHANNEL).map((list) => list.playlist_id), 'playlist_id'],
		['getCommunityPosts', 'community', () => postsOf(MAIN_CHANNEL).map((post) => post.post_id), 'post_id'],
	])('%s: Return All to the end of the tab', async (operation, segment, expected, key) => {
		const { items } = await suite.run({ node: NODE, parameters: channel(operation, { returnAll: true }) });
		expect(ids(items, key)).toEqual(expected());
		expect(requests()).toHaveLength(Math.max(1, Math.ceil(expected().length / LIST_PAGE_SIZE)));
		expect(new Set(requests().map((request) => request.path))).toEqual(new Set([`/v1/youtube/channels/${ID}/${segment}`]));
	});

	test('Search: query sent with each page', async () => {
		const { items } = await suite.run({ node: NODE, parameters: channel('search', { query: 'sourdough', returnAll: true }) });
		expect(items.length).toBeGreaterThan(0);
		expect(items.every((item) => String(item.json.title).toLowerCase().includes('sourdough'))).toBe(true);
		expect(requests().every((request) => request.query.query === 'sourdough')).toBe(true);
	});

	test('Start From Continuation resumes the videos tab at the token', async () => {
		const token = continuationToken(`videos:${ID}:newest`, LIST_PAGE_SIZE);
		const { items } = await suite.run({ node: NODE, parameters: channel('getVideos', { returnAll: true, options: { continuation: token } }) });
		expect(ids(items)).toEqual(channelVideos(MAIN_CHANNEL).slice(LIST_PAGE_SIZE).map((video) => video.video_id));
		expect(requests()[0]).toEqual({ path: `/v1/youtube/channels/${ID}/videos`, query: { continuation: token } });
		expect(requests()).toHaveLength(2);
	});
});

describe('YouTube > Channel: bad input is refused before any request', () => {
	test.each<[string, INodeParameters, string]>([
		['a video URL as a channel', channel('get', { channel_id: byUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ') }), 'Channel must be'],
		['a channel ID of the wrong length', channel('get', { channel_id: byUrl('UC123') }), 'Channel must be'],
		['a handle that is too short', channel('get', { channel_id: byUrl('@ab') }), 'Channel must be'],
		['a channel URL on another site', channel('get', { channel_id: byUrl('https://vimeo.com/@someone') }), 'Channel must be'],
		['an unknown video sort', channel('getVideos', { options: { sort_by: '={{ "views" }}' } }), 'Sort By must be one of newest, oldest, popular'],
		['an empty channel search', channel('search', { query: '   ' }), 'Query'],
		['a lower-case country', channel('getShorts', { options: { gl: 'gb' } }), 'Country must be a two-letter country code in capitals'],
	])('%s', async (_label, parameters, message) => {
		await suite.expectRefused({ node: NODE, parameters }, message);
	});
});
