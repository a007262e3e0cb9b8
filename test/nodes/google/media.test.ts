/**
 * Google > Images, Videos and Shorts: Images and Videos paged by a 0-based `page` until a short or empty page, Shorts by
 * a `start` offset with `num` sized to the Limit; filters sent as named; bad input refused.
 */
import { IMAGE_COUNT, imageResult, SHORT_COUNT, shortResult, VIDEO_COUNT, videoResult } from '../../emulator/fixtures/google/search';
import { googleSuite, operation } from './support';

const { suite, run, requests, expectRefused } = googleSuite();

describe('Google > Images > Search', () => {
	const search = operation('images', 'search');

	test('Return All: pages 0, 1, 2 (20, 20, 5 images), the short page ends the list', async () => {
		const { items, error } = await run(search({ q: 'espresso machine', returnAll: true }));
		expect(error).toBeUndefined();
		expect(requests().map((request) => request.query.page)).toEqual([undefined, '1', '2']);
		expect(items.map((item) => item.json.original)).toEqual(Array.from({ length: IMAGE_COUNT }, (_, index) => imageResult(index).original));
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([5, 5, 5]);
	});

	test('Limit 30: two pages, 30 images', async () => {
		const { items } = await run(search({ q: 'espresso machine', limit: 30 }));
		expect(requests().map((request) => request.query.page)).toEqual([undefined, '1']);
		expect(items).toHaveLength(30);
	});

	test('filters go out as the service names them', async () => {
		await run(search({ q: 'espresso machine', limit: 1, options: { imgsz: 'l', imgcolor: 'red', imgtype: 'photo', tbs: 'qdr:m', safe: 'active' } }));
		expect(requests()[0].query).toEqual({ q: 'espresso machine', imgsz: 'l', imgcolor: 'red', imgtype: 'photo', tbs: 'qdr:m', safe: 'active' });
	});

	test('refused before any request: a color that is no word', async () => {
		await expectRefused(search({ q: 'espresso', options: { imgcolor: '#ff0000' } }), 'Image Color');
	});
});

describe('Google > Videos > Search', () => {
	const search = operation('videos', 'search');

	test('Return All: pages 0, 1, 2 (10, 10, 5 videos)', async () => {
		const { items, error } = await run(search({ q: 'espresso machine review', returnAll: true }));
		expect(error).toBeUndefined();
		expect(requests().map((request) => request.query.page)).toEqual([undefined, '1', '2']);
		expect(items.map((item) => item.json.link)).toEqual(Array.from({ length: VIDEO_COUNT }, (_, index) => videoResult(index).link));
	});

	test('Limit 10: one page', async () => {
		const { items } = await run(search({ q: 'espresso machine review', limit: 10 }));
		expect(requests()).toHaveLength(1);
		expect(items).toHaveLength(10);
	});

	test('refused before any request: a tbs with spaces', async () => {
		await expectRefused(search({ q: 'espresso', options: { tbs: 'past week' } }), 'Time and Tools Filter');
	});
});

describe('Google > Shorts > Search', () => {
	const search = operation('shorts', 'search');

	test('Return All: pages of 50 by start offset until a short page', async () => {
		const { items, error } = await run(search({ q: 'espresso tutorial', returnAll: true }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/google/shorts/search', query: { q: 'espresso tutorial', num: '50' } }]);
		expect(items.map((item) => item.json.video_id)).toEqual(Array.from({ length: SHORT_COUNT }, (_, index) => shortResult(index).video_id));
		expect(items[0].json.search).toMatchObject({ search_information: { query_displayed: 'espresso tutorial' } });
	});

	test('Limit 60 asks 50 at most in one request; the 33 there are all come in it, a short page: no second request', async () => {
		const { items } = await run(search({ q: 'espresso tutorial', limit: 60 }));
		expect(requests().map((request) => [request.query.start, request.query.num])).toEqual([[undefined, '50']]);
		expect(items).toHaveLength(SHORT_COUNT);
	});

	test('Limit 10 asks 10', async () => {
		const { items } = await run(search({ q: 'espresso tutorial', limit: 10 }));
		expect(requests()).toEqual([{ path: '/v1/google/shorts/search', query: { q: 'espresso tutorial', num: '10' } }]);
		expect(items).toHaveLength(10);
	});

	test('refused before any request: a blank query', async () => {
		await expectRefused(search({ q: '={{ "" }}' }), 'Query');
	});
});
