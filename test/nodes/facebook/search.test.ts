/**
 * Facebook > Search (seven tabs): the service answers 503 temporarily_unavailable to every keyword search today, as its
 * overview says. Each tab sends its query where the service takes it; the answer is an error saying the call is
 * out of service for now and nothing was charged; an empty query is refused before any request.
 */
import { facebookSuite, operation } from './support';

const { suite, run, requests, expectRefused } = facebookSuite();

const TABS = [
	['all', ''],
	['events', '/events'],
	['groups', '/groups'],
	['pages', '/pages'],
	['people', '/people'],
	['places', '/places'],
	['posts', '/posts'],
] as const;

describe('Facebook > Search', () => {
	test.each(TABS)('%s: the query and cursor go out; the 503 is an error saying the call is out of service for now, nothing charged', async (tab, suffix) => {
		const { items, error } = await run(operation('search', tab)({ q: 'coffee roasters', options: { after: 'AQHRz9' } }));
		expect(requests()).toEqual([{ path: `/v1/facebook/search${suffix}`, query: { q: 'coffee roasters', after: 'AQHRz9' } }]);
		expect(items).toEqual([]);
		expect(error?.message).toBe('Facebook could not be read through ScrapeBadger (503): the service has this call out of service for now');
		expect(error?.description).toMatch(/temporarily unavailable.*not billed.*said: "temporarily_unavailable"/);
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([0]);
	});

	test('an empty query is refused before any request', async () => {
		await expectRefused(operation('search', 'people')({ q: '  ' }), 'Query');
	});

	test('a cursor with spaces is refused before any request', async () => {
		await expectRefused(operation('search', 'posts')({ q: 'coffee', options: { after: 'two words' } }), 'cursor without spaces');
	});
});

describe('an operation the docs say fails for now (unserved)', () => {
	test('is sent once: its documented 503 is not retried, though Max Attempts allows it', async () => {
		const { error } = await run(operation('search', 'pages')({ q: 'coffee', requestOptions: { maxAttempts: 4 } }));
		expect(error?.message).toMatch(/out of service for now/);
		expect(requests()).toHaveLength(1);
	});
});
