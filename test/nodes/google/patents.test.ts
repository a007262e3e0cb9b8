/** Google > Patents: Search (0-based pages sized to the Limit, ending at the total) and Get chained from Search. */
import { PATENT_COUNT, PATENT_NUMBER, patentResult } from '../../emulator/fixtures/google/verticals';
import { googleSuite, operation } from './support';

const { suite, run, requests, expectRefused } = googleSuite();

describe('Google > Patents > Search', () => {
	const search = operation('patents', 'search');

	test('Return All: one page of 100 holds all 23, the total says there is no more', async () => {
		const { items, error } = await run(search({ q: 'espresso', returnAll: true }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/google/patents/search', query: { q: 'espresso', num: '100' } }]);
		expect(items.map((item) => item.json.publication_number)).toEqual(Array.from({ length: PATENT_COUNT }, (_, index) => patentResult(index).publication_number));
	});

	test('Limit 20 with filters: one page of 20, the filters as named', async () => {
		const { items } = await run(search({ q: 'espresso', limit: 20, filters: { status: 'GRANT', country: 'US,EP', after: '20180101' }, options: { sort: 'new' } }));
		expect(requests()).toEqual([{ path: '/v1/google/patents/search', query: { q: 'espresso', num: '20', status: 'GRANT', country: 'US,EP', after: '20180101', sort: 'new' } }]);
		expect(items).toHaveLength(20);
	});

	test('refused before any request: a date not as YYYYMMDD', async () => {
		await expectRefused(search({ q: 'espresso', filters: { before: '2020-01-01' } }), 'Before');
	});
});

describe('Google > Patents > Get', () => {
	const get = operation('patents', 'get');

	test('Search then Get: the publication_number of each incoming patent, the patent in full', async () => {
		const found = (await run(operation('patents', 'search')({ q: 'espresso', limit: 2 }))).items.map((item) => item.json);
		suite.emulator.reset();
		const { items, error } = await run(get(), { items: found });
		expect(error).toBeUndefined();
		expect(requests().map((request) => request.query.patent_id)).toEqual(found.map((patent) => patent.publication_number));
		expect(items[0].json).toMatchObject({ publication_number: PATENT_NUMBER, claims: expect.any(Array) });
	});

	test('an unknown patent is a 404', async () => {
		expect((await run(get({ patent_id: 'US1234567A' }))).error?.message).toBe('Not found on Google (404)');
	});

	test('refused before any request: a number that is no publication number', async () => {
		await expectRefused(get({ patent_id: '={{ "12345" }}' }), 'Patent Number');
	});
});
