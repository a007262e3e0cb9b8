/**
 * LinkedIn > Job: Search (paged by a `start` offset of 25 until `meta.has_more` is false, stopped by the Limit) and Get
 * (a job by ID or URL, by default the incoming item's job_id), through n8n-core against the emulator.
 */
import { SEARCH_JOB_COUNT, SEARCH_JOBS } from '../../emulator/fixtures/linkedin/pages';
import { byId, byUrl, field, linkedinSuite, mapped, operation } from './support';

const { suite, run, requests, expectRefused } = linkedinSuite();
const search = operation('job', 'search');
const get = operation('job', 'get');

describe('LinkedIn > Job > Search', () => {
	test('Return All: pages of 25 by start offset until has_more is false, one item per job', async () => {
		const { items, error } = await run(search({ keywords: 'software engineer', returnAll: true }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{ path: '/v1/linkedin/jobs/search', query: { keywords: 'software engineer' } },
			{ path: '/v1/linkedin/jobs/search', query: { keywords: 'software engineer', start: '25' } },
			{ path: '/v1/linkedin/jobs/search', query: { keywords: 'software engineer', start: '50' } },
		]);
		expect(field(items, 'job_id')).toEqual(SEARCH_JOBS.map((job) => job.job_id));
		expect(items).toHaveLength(SEARCH_JOB_COUNT);
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([5, 5, 5]);
	});

	test('Limit 30 stops after the second page and outputs 30 jobs', async () => {
		const { items } = await run(search({ keywords: 'engineer', limit: 30 }));
		expect(requests().map((request) => request.query.start)).toEqual([undefined, '25']);
		expect(items).toHaveLength(30);
	});

	test('filters and options go out as the service names them, several choices as one comma-separated value', async () => {
		await run(
			search({
				keywords: 'engineer',
				limit: 1,
				options: { location: 'New York', sort: 'recent', country: 'us' },
				filters: { date_posted: 'past_week', experience: ['entry', 'mid_senior'], job_type: ['full_time'], workplace: ['remote', 'hybrid'], geo_id: '105080838', company_id: '1035' },
			}),
		);
		expect(requests()).toEqual([
			{
				path: '/v1/linkedin/jobs/search',
				query: { keywords: 'engineer', location: 'New York', sort: 'recent', country: 'us', date_posted: 'past_week', experience: 'entry,mid_senior', job_type: 'full_time', workplace: 'remote,hybrid', geo_id: '105080838', company_id: '1035' },
			},
		]);
	});

	test('no jobs: no items, one request', async () => {
		const { items, error } = await run(search({ keywords: 'qwxz', returnAll: true }));
		expect(error).toBeUndefined();
		expect(items).toEqual([]);
		expect(requests()).toHaveLength(1);
	});

	test.each([
		[{ filters: { geo_id: 'London' } }, 'Geo ID'],
		[{ filters: { company_id: 'microsoft' } }, 'Company ID'],
		[{ options: { country: 'USA' } }, 'Country'],
	])('refused before any request: %j', async (extra, named) => {
		await expectRefused(search({ keywords: 'engineer', ...extra }), named);
	});
});

describe('LinkedIn > Job > Get', () => {
	const card = SEARCH_JOBS[3];
	test.each([
		['an ID', byId(card.job_id)],
		['a job URL', byUrl(`https://www.linkedin.com/jobs/view/${card.job_id}/`)],
		['a job URL with the title in it', byUrl(`https://uk.linkedin.com/jobs/view/site-reliability-engineer-at-acme-corp-${card.job_id}?trk=public`)],
		['a search URL naming the job', byUrl(`https://www.linkedin.com/jobs/search/?keywords=sre&currentJobId=${card.job_id}`)],
	])('by %s: the job in full', async (_what, job) => {
		const { items, error } = await run(get({ job_id: job }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/linkedin/jobs/${card.job_id}`, query: {} }]);
		expect(items[0].json).toMatchObject({ job_id: card.job_id, title: card.title, apply_url: `${card.job_url}/apply` });
		expect(items[0].json.description_text).toEqual(expect.any(String));
	});

	test("chained: Search's items, each read by its job_id with no expression typed", async () => {
		const { items, error } = await run(get({}), { items: SEARCH_JOBS.slice(0, 2) });
		expect(error).toBeUndefined();
		expect(field(items, 'job_id')).toEqual([SEARCH_JOBS[0].job_id, SEARCH_JOBS[1].job_id]);
	});

	test('an unknown job is a 404 said as such', async () => {
		const { error } = await run(get({ job_id: byId('1') }));
		expect(error?.message).toMatch(/404|not found/i);
	});

	test.each([
		[mapped('abc'), 'a numeric job ID'],
		[byUrl('https://www.linkedin.com/company/microsoft'), 'a LinkedIn job URL'],
		[byUrl('https://example.com/jobs/view/3801000000'), 'a LinkedIn job URL'],
	])('refused before any request: %j', async (job, form) => {
		await expectRefused(get({ job_id: job }), form);
	});
});
