/**
 * Instagram > Search: Top, Users and Hashtags, one request each (the service takes no cursor here), one item per result,
 * and a blank query refused before any request, through n8n-core against the emulator.
 */
import { HASHTAGS, SEARCH_USERS } from '../../emulator/fixtures/instagram/tags-places';
import { instagramSuite, operation } from './support';

const { suite, run, requests, expectRefused } = instagramSuite();

describe('Instagram > Search', () => {
	test('Top: the query sent, accounts and hashtags blended, one item each', async () => {
		const { items, error } = await run(operation('search', 'top')({ query: 'levain' }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/instagram/search/top', query: { query: 'levain' } }]);
		expect(items.map((item) => item.json)).toEqual([{ type: 'user', user: SEARCH_USERS[2] }]);
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([5]);
	});

	test('Users: one item per account', async () => {
		const { items } = await run(operation('search', 'users')({ query: 'crumb' }));
		expect(requests()).toEqual([{ path: '/v1/instagram/search/users', query: { query: 'crumb' } }]);
		expect(items.map((item) => item.json)).toEqual([SEARCH_USERS[1]]);
	});

	test('Hashtags: one item per hashtag, 2 credits', async () => {
		const { items } = await run(operation('search', 'hashtags')({ query: 'sourdough' }));
		expect(requests()).toEqual([{ path: '/v1/instagram/search/hashtags', query: { query: 'sourdough' } }]);
		expect(items.map((item) => item.json)).toEqual(HASHTAGS.slice(0, 3));
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([2]);
	});

	test('no match: no items, no error', async () => {
		const { items, error } = await run(operation('search', 'hashtags')({ query: 'zzzz' }));
		expect(error).toBeUndefined();
		expect(items).toEqual([]);
	});

	test.each(['top', 'users', 'hashtags'])('%s: a blank query from an expression is refused before any request', async (name) => {
		await expectRefused(operation('search', name)({ query: '={{ "" }}' }), 'Query is required');
	});
});
