/**
 * YouTube > Search: search with its filters and continuation paging, YouTube Music search and autocomplete,
 * through n8n-core against the emulator.
 */
import type { INodeParameters } from 'n8n-workflow';

import { LIST_PAGE_SIZE, searchCatalog } from '../../emulator/fixtures/youtube/catalog';
import { NODE, youtubeSuite } from './support';

const { suite, requests } = youtubeSuite();
const search = (extra: INodeParameters = {}): INodeParameters => ({ resource: 'search', operation: 'search', query: 'loaf', ...extra });
const idOf = (record: Record<string, unknown>) => record.video_id ?? record.playlist_id ?? record.channel_id;

describe('YouTube > Search > Search', () => {
	const all = searchCatalog('loaf', 'all');

	test('Return All: every page in order, the token sent back, each result with the query context', async () => {
		expect(all.length).toBeGreaterThan(2 * LIST_PAGE_SIZE);
		const { items, error } = await suite.run({ node: NODE, parameters: search({ returnAll: true }) });
		expect(error).toBeUndefined();
		expect(items.map((item) => idOf(item.json))).toEqual(all.map((found) => idOf(found as unknown as Record<string, unknown>)));
		expect(requests()).toHaveLength(Math.ceil(all.length / LIST_PAGE_SIZE));
		expect(requests()[0]).toEqual({ path: '/v1/youtube/search', query: { query: 'loaf' } });
		expect(requests()[1].query).toEqual({ query: 'loaf', continuation: expect.any(String) });
		expect(items[0].json).toMatchObject({ type: 'channel', position: 1, search: { query: 'loaf' } });
		expect(suite.emulator.requests.every((request) => request.creditsCharged === 5)).toBe(true);
	});

	test('every filter goes out under its wire name, features comma-joined, on every page', async () => {
		const { items } = await suite.run({
			node: NODE,
			parameters: search({
				limit: 12,
				options: { type: 'video', sort_by: 'date', upload_date: 'month', duration: 'medium', features: ['hd', 'subtitles'], gl: 'GB', hl: 'en-GB' },
			}),
		});
		const query = { query: 'loaf', type: 'video', sort_by: 'date', upload_date: 'month', duration: 'medium', features: 'hd,subtitles', gl: 'GB', hl: 'en-GB' };
		expect(requests()).toEqual([
			{ path: '/v1/youtube/search', query },
			{ path: '/v1/youtube/search', query: { ...query, continuation: expect.any(String) } },
		]);
		expect(items).toHaveLength(12);
		expect(items.every((item) => item.json.type === 'video')).toBe(true);
	});

	test('Limit within the first page: one request', async () => {
		const { items } = await suite.run({ node: NODE, parameters: search({ limit: 3 }) });
		expect(items).toHaveLength(3);
		expect(requests()).toHaveLength(1);
	});

	test('no results: no items, one request', async () => {
		const { items, error } = await suite.run({ node: NODE, parameters: search({ query: 'qqqqqq', returnAll: true }) });
		expect(error).toBeUndefined();
		expect(items).toEqual([]);
		expect(requests()).toHaveLength(1);
	});

	test('Simplify: flat rows with the result type', async () => {
		const { items } = await suite.run({ node: NODE, parameters: search({ limit: 4, simplify: true, options: { type: 'video' } }) });
		expect(items[0].json).toEqual(expect.objectContaining({ type: 'video', video_id: expect.any(String), title: expect.any(String), channel_name: expect.any(String) }));
		expect(items.every((item) => Object.values(item.json).every((value) => value === null || typeof value !== 'object'))).toBe(true);
	});
});

describe('YouTube > Search > Search Music and Autocomplete', () => {
	test('music search pages to the end with music URLs', async () => {
		const { items } = await suite.run({ node: NODE, parameters: { resource: 'search', operation: 'searchMusic', query: 'focaccia', returnAll: true } });
		expect(items.length).toBeGreaterThan(0);
		expect(items.every((item) => String(item.json.url).startsWith('https://music.youtube.com/'))).toBe(true);
		expect(requests()[0]).toEqual({ path: '/v1/youtube/music/search', query: { query: 'focaccia' } });
	});

	test('autocomplete: one item per suggestion, 1 credit', async () => {
		const { items } = await suite.run({ node: NODE, parameters: { resource: 'search', operation: 'autocomplete', query: 'sourdough', options: { hl: 'en' } } });
		expect(requests()).toEqual([{ path: '/v1/youtube/autocomplete', query: { query: 'sourdough', hl: 'en' } }]);
		expect(items.length).toBeGreaterThan(0);
		expect(items[0].json).toEqual({ query: 'sourdough', suggestion: expect.stringMatching(/^sourdough/), position: 1 });
		expect(suite.emulator.requests[0].creditsCharged).toBe(1);
	});
});

describe('YouTube > Search: bad input is refused before any request', () => {
	test.each<[string, INodeParameters, string]>([
		['an empty query from an expression', search({ query: '={{ "" }}' }), 'Query is required'],
		['a blank query', search({ query: '   ' }), 'Query'],
		['an unknown type', search({ options: { type: '={{ "short" }}' } }), 'Type must be one of all, channel, movie, playlist, video'],
		['an unknown upload date', search({ options: { upload_date: '={{ "decade" }}' } }), 'Upload Date must be one of'],
		['an unknown feature', search({ options: { features: '={{ ["hd", "8k"] }}' } }), 'Features'],
		['a lower-case country', search({ options: { gl: 'de' } }), 'Country must be a two-letter country code in capitals'],
		['an empty music query', { resource: 'search', operation: 'searchMusic', query: '={{ $json.nothing }}' }, 'Query is required'],
	])('%s', async (_label, parameters, message) => {
		await suite.expectRefused({ node: NODE, parameters }, message);
	});
});
