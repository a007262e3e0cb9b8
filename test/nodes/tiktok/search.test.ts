/**
 * TikTok > Search: the Top feed (All), Users, Videos and Hashtags, each paged by TikTok's cursor to the end and stopped
 * by Limit, one item per result; a search finding nothing gives no items; a blank query refused before any request.
 */
import {
	FINDS_NOTHING,
	SEARCH_HASHTAG_COUNT,
	SEARCH_USER_COUNT,
	SEARCH_VIDEO_COUNT,
	searchHashtag,
	searchUser,
	searchVideo,
} from '../../emulator/fixtures/tiktok/search';
import { field, operation, tiktokSuite } from './support';

const { suite, run, requests, expectRefused } = tiktokSuite();
const charged = () => suite.emulator.requests.map((request) => request.creditsCharged);
const QUERY = 'sourdough starter';

describe.each([
	['All', 'all', '/v1/tiktok/search', SEARCH_VIDEO_COUNT, (index: number) => searchVideo(index).id],
	['Videos', 'videos', '/v1/tiktok/search/videos', SEARCH_VIDEO_COUNT, (index: number) => searchVideo(index).id],
	['Users', 'users', '/v1/tiktok/search/users', SEARCH_USER_COUNT, (index: number) => searchUser(index).id],
])('TikTok > Search > %s', (_name, name, path, total, idAt) => {
	const searchFor = operation('search', name);

	test('Return All: 50 a request, the cursor sent back, ending where has_more is false; one item per result', async () => {
		const { items, error } = await run(searchFor({ query: QUERY, returnAll: true }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{ path, query: { query: QUERY, count: '50' } },
			{ path, query: { query: QUERY, count: '50', cursor: '50' } },
		]);
		expect(field(items, 'id')).toEqual(Array.from({ length: total }, (_, index) => idAt(index)));
		expect(charged()).toEqual([5, 5]);
	});

	test('Limit 51: 50, then 1 from cursor 50; a region goes out as region', async () => {
		const { items } = await run(searchFor({ query: QUERY, limit: 51, options: { region: 'GB' } }));
		expect(requests().map((request) => request.query)).toEqual([
			{ query: QUERY, count: '50', region: 'GB' },
			{ query: QUERY, count: '1', cursor: '50', region: 'GB' },
		]);
		expect(items).toHaveLength(51);
	});

	test('a search finding nothing gives no items, in one request', async () => {
		const { items, error } = await run(searchFor({ query: `${FINDS_NOTHING} bread`, returnAll: true }));
		expect(error).toBeUndefined();
		expect(items).toHaveLength(0);
		expect(requests()).toHaveLength(1);
	});

	test('refused before any request: a blank query', async () => {
		await expectRefused(searchFor({ query: '={{ "" }}', returnAll: true }), 'Query');
	});
});

describe('TikTok > Search > Hashtags', () => {
	test('Return All: every hashtag found in one page of 50, one item each', async () => {
		const { items, error } = await run(operation('search', 'hashtags')({ query: 'sourdough', returnAll: true }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/tiktok/search/hashtags', query: { query: 'sourdough', count: '50' } }]);
		expect(field(items, 'title')).toEqual(Array.from({ length: SEARCH_HASHTAG_COUNT }, (_, index) => searchHashtag(index).title));
		expect(charged()).toEqual([5]);
	});

	test('Limit 5 asks for 5', async () => {
		const { items } = await run(operation('search', 'hashtags')({ query: 'sourdough', limit: 5 }));
		expect(requests()).toEqual([{ path: '/v1/tiktok/search/hashtags', query: { query: 'sourdough', count: '5' } }]);
		expect(items).toHaveLength(5);
	});
});
