/** Google > Jobs > Search: one item per job, filters sent as named; bad input refused. */
import { JOB_COUNT, jobResult } from '../../emulator/fixtures/google/verticals';
import { googleSuite, operation } from './support';

const { run, requests, expectRefused } = googleSuite();
const search = operation('jobs', 'search');

describe('Google > Jobs > Search', () => {
	test('one request, one item per job with its salary and apply links', async () => {
		const { items, error } = await run(search({ q: 'barista', options: { location: 'San Francisco, CA' }, filters: { job_type: 'FULLTIME', date_posted: 'week' } }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/google/jobs/search', query: { q: 'barista', location: 'San Francisco, CA', job_type: 'FULLTIME', date_posted: 'week' } }]);
		expect(items.map((item) => item.json.url)).toEqual(Array.from({ length: JOB_COUNT }, (_, index) => jobResult(index).url));
		expect(items[0].json.salary).toEqual(jobResult(0).salary);
	});

	test('no jobs: no items', async () => {
		const { items, error } = await run(search({ q: 'qwxz' }));
		expect(error).toBeUndefined();
		expect(items).toEqual([]);
	});

	test('refused before any request: a job type with spaces', async () => {
		await expectRefused(search({ q: 'barista', filters: { job_type: 'full time' } }), 'Job Type');
	});
});
