/**
 * Google > Scholar: Search (0-based pages of up to 20, ending at the total), Search Profiles (after_author tokens),
 * Get Author, Get Author Articles (cstart offset by pagesize), Get Author Citations and Get Citation Formats.
 */
import { AUTHOR_ARTICLE_COUNT, CITATIONS_BY_YEAR, CITE_FORMATS, PROFILE_COUNT, SCHOLAR_AUTHOR, SCHOLAR_AUTHOR_ID, SCHOLAR_COUNT } from '../../emulator/fixtures/google/verticals';
import { googleSuite, operation } from './support';

const { suite, run, requests, expectRefused } = googleSuite();

describe('Google > Scholar > Search', () => {
	const search = operation('scholar', 'search');

	test('Return All: pages 0, 1, 2 of 20 until the total (47) is reached', async () => {
		const { items, error } = await run(search({ q: 'espresso extraction', returnAll: true }));
		expect(error).toBeUndefined();
		expect(requests().map((request) => [request.query.page, request.query.num])).toEqual([
			[undefined, '20'],
			['1', '20'],
			['2', '20'],
		]);
		expect(items).toHaveLength(SCHOLAR_COUNT);
	});

	test('Limit 15: one page of 15; the years sent', async () => {
		const { items } = await run(search({ q: 'espresso extraction', limit: 15, filters: { as_ylo: 2015, as_yhi: 2020 } }));
		expect(requests()).toEqual([{ path: '/v1/google/scholar/search', query: { q: 'espresso extraction', num: '15', as_ylo: '2015', as_yhi: '2020' } }]);
		expect(items).toHaveLength(15);
	});

	test('refused before any request: From Year after To Year', async () => {
		await expectRefused(search({ q: 'espresso', filters: { as_ylo: 2024, as_yhi: 2020 } }), 'From Year must not be after To Year');
	});
});

describe('Google > Scholar > Search Profiles', () => {
	const profiles = operation('scholar', 'searchProfiles');

	test('Return All: after_author followed to the end, one item per author', async () => {
		const { items, error } = await run(profiles({ mauthors: 'coffee researcher', returnAll: true }));
		expect(error).toBeUndefined();
		expect(requests().map((request) => request.query.after_author)).toEqual([undefined, 'tok10', 'tok20']);
		expect(items).toHaveLength(PROFILE_COUNT);
		expect(items[0].json.author_id).toBe(SCHOLAR_AUTHOR_ID);
	});

	test('Limit 5: one page', async () => {
		const { items } = await run(profiles({ mauthors: 'coffee researcher', limit: 5 }));
		expect(requests()).toHaveLength(1);
		expect(items).toHaveLength(5);
	});

	test('refused before any request: a blank name', async () => {
		await expectRefused(profiles({ mauthors: '={{ "" }}' }), 'Author Name');
	});
});

describe('Google > Scholar > Get Author', () => {
	const author = operation('scholar', 'getAuthor');

	test('Search Profiles then Get Author: the author_id of the incoming profile, one item', async () => {
		const found = (await run(operation('scholar', 'searchProfiles')({ mauthors: 'coffee', limit: 1 }))).items.map((item) => item.json);
		suite.emulator.reset();
		const { items, error } = await run(author(), { items: found });
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/google/scholar/author', query: { author_id: SCHOLAR_AUTHOR_ID } }]);
		expect(items[0].json.author).toEqual(SCHOLAR_AUTHOR);
	});

	test('an unknown author is a 404', async () => {
		expect((await run(author({ author_id: 'AAAAAAAAAAAA' }))).error?.message).toBe('Not found on Google (404)');
	});

	test('refused before any request: an author ID of the wrong length', async () => {
		await expectRefused(author({ author_id: '={{ "short" }}' }), 'Author ID');
	});
});

describe('Google > Scholar > Get Author Articles', () => {
	const articles = operation('scholar', 'getAuthorArticles');

	test('Return All: 100 from cstart 0, a short page ends it; the author under author', async () => {
		const { items, error } = await run(articles({ author_id: SCHOLAR_AUTHOR_ID, returnAll: true }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/google/scholar/author', query: { author_id: SCHOLAR_AUTHOR_ID, pagesize: '100' } }]);
		expect(items).toHaveLength(AUTHOR_ARTICLE_COUNT);
		expect(items[0].json.author).toEqual({ author: SCHOLAR_AUTHOR });
	});

	test('Limit 10 asks 10', async () => {
		const { items } = await run(articles({ author_id: SCHOLAR_AUTHOR_ID, limit: 10 }));
		expect(requests()[0].query).toEqual({ author_id: SCHOLAR_AUTHOR_ID, pagesize: '10' });
		expect(items).toHaveLength(10);
	});
});

describe('Google > Scholar > Get Author Citations', () => {
	test('one item per year, the total under author', async () => {
		const { items, error } = await run(operation('scholar', 'getAuthorCitations')({ author_id: SCHOLAR_AUTHOR_ID }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/google/scholar/author/citation', query: { author_id: SCHOLAR_AUTHOR_ID } }]);
		expect(items.map((item) => item.json.year)).toEqual(CITATIONS_BY_YEAR.map((entry) => entry.year));
		expect(items[0].json.author).toMatchObject({ author_id: SCHOLAR_AUTHOR_ID });
	});
});

describe('Google > Scholar > Get Citation Formats', () => {
	const cite = operation('scholar', 'getCitation');

	test('one item: every style and export link', async () => {
		const { items, error } = await run(cite({ q: 'FDc6HiktlqEJ' }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/google/scholar/cite', query: { q: 'FDc6HiktlqEJ' } }]);
		expect(items.map((item) => item.json)).toEqual([CITE_FORMATS]);
	});

	test('refused before any request: a paper ID with spaces', async () => {
		await expectRefused(cite({ q: '={{ "not an id" }}' }), 'Paper ID');
	});
});
