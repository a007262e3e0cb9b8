/** LinkedIn > Company: Get (by name or URL) and Get Jobs (by numeric ID or a URL holding it, paged by 25), through n8n-core. */
import { COMPANY, COMPANY_ID, COMPANY_JOBS } from '../../emulator/fixtures/linkedin/pages';
import { byId, byUrl, field, linkedinSuite, mapped, operation } from './support';

const { run, requests, expectRefused } = linkedinSuite();
const get = operation('company', 'get');
const getJobs = operation('company', 'getJobs');

describe('LinkedIn > Company > Get', () => {
	test.each([
		['its name', byId('microsoft')],
		['its URL', byUrl('https://www.linkedin.com/company/microsoft/about/')],
		['a country host', byUrl('https://de.linkedin.com/company/microsoft')],
	])('by %s: the company page', async (_what, company) => {
		const { items, error } = await run(get({ universal_name: company }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/linkedin/companies/microsoft', query: {} }]);
		expect(items.map((item) => item.json)).toEqual([COMPANY]);
	});

	test('an unknown company is a 404 said as such', async () => {
		expect((await run(get({ universal_name: byId('no-such-company-xyz') }))).error?.message).toMatch(/404|not found/i);
	});

	test.each([
		[byUrl('https://www.linkedin.com/in/someone'), 'a LinkedIn company URL'],
		[mapped('micro soft'), 'a company name'],
		[mapped('../jobs'), 'a company name'],
	])('refused before any request: %j', async (company, form) => {
		await expectRefused(get({ universal_name: company }), form);
	});
});

describe('LinkedIn > Company > Get Jobs', () => {
	test('Return All by the numeric ID: two pages of 25 and 5, until has_more is false', async () => {
		const { items, error } = await run(getJobs({ company_id: byId(COMPANY_ID), returnAll: true }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{ path: `/v1/linkedin/companies/${COMPANY_ID}/jobs`, query: {} },
			{ path: `/v1/linkedin/companies/${COMPANY_ID}/jobs`, query: { start: '25' } },
		]);
		expect(field(items, 'job_id')).toEqual(COMPANY_JOBS.map((job) => job.job_id));
	});

	test.each([
		['a numeric company URL', byUrl(`https://www.linkedin.com/company/${COMPANY_ID}/`)],
		['a job search URL filtered to the company', byUrl(`https://www.linkedin.com/jobs/search/?f_C=${COMPANY_ID}&keywords=engineer`)],
	])('by %s', async (_what, company) => {
		const { items } = await run(getJobs({ company_id: company, limit: 3 }));
		expect(requests()).toEqual([{ path: `/v1/linkedin/companies/${COMPANY_ID}/jobs`, query: {} }]);
		expect(items).toHaveLength(3);
	});

	test.each([
		[byUrl('https://www.linkedin.com/company/microsoft'), 'numeric company ID'],
		[mapped('microsoft'), 'a numeric company ID'],
	])('refused before any request, naming the numeric ID: %j', async (company, form) => {
		await expectRefused(getJobs({ company_id: company }), form);
	});
});
