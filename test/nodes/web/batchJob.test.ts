/**
 * Web > Batch Job through n8n-core against the emulator: Submit sends the URLs as one job and, with Wait for
 * Completion, reads the job at growing intervals until it is finished (one item per URL, a failed URL an item with
 * error beside the others) or the Time-Out has passed (the job's ID and status, said so); Get reads a job later.
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { EXAMPLE_JOB, SLOW_URL } from '../../emulator/fixtures/web/jobs';
import { htmlOf, PAGES } from '../../emulator/fixtures/web/pages';
import { nodeSuite } from '../../harness/suite';
import { BATCH_POLL } from '../../../nodes/Web/web.records';
import { bodies, NODE, operation } from './support';

const suite = nodeSuite();
const run = (parameters: INodeParameters, extra: { items?: IDataObject[]; continueOnFail?: boolean } = {}) => suite.run({ node: NODE, parameters, ...extra });
const refused = async (parameters: INodeParameters, message: string) => await suite.expectRefused({ node: NODE, parameters }, message);

const submit = operation('batchJob', 'submit');
const get = operation('batchJob', 'get');

const EXAMPLE = 'https://example.com/';
const SHOP = 'https://shop.example.com/products';
const BROKEN = 'https://broken.example.com/';
const URLS = [EXAMPLE, BROKEN, SHOP];
const reads = (jobId: string) => suite.emulator.requests.filter((request) => request.method === 'GET' && request.path === `/v1/web/batch/${jobId}`);

describe('Web > Batch Job > Submit', () => {
	test('the URLs go as one job; waiting, the job is read at growing intervals until finished: one item per URL, the failed one an item with error', async () => {
		const started = Date.now();
		const { items, error } = await run(submit({ urls: URLS.join('\n') }));
		const took = Date.now() - started;
		expect(error).toBeUndefined();
		expect(bodies(suite)[0]).toEqual({ method: 'POST', path: '/v1/web/batch', body: { urls: URLS } });
		// The job finishes a third of its URLs at each read: three reads, after 0.5, 1 and 2 seconds of n8n's sleep.
		expect(reads('batch_000001')).toHaveLength(3);
		const gaps = reads('batch_000001').map((request, index, all) => request.at - (index === 0 ? suite.emulator.requests[0].at : all[index - 1].at));
		expect(gaps[0]).toBeGreaterThanOrEqual(BATCH_POLL.firstMs - 50);
		expect(gaps[1]).toBeGreaterThanOrEqual(2 * BATCH_POLL.firstMs - 50);
		expect(gaps[2]).toBeGreaterThanOrEqual(4 * BATCH_POLL.firstMs - 50);
		expect(took).toBeLessThan(15_000);

		expect(items.map((item) => [item.json.url, item.json.success, item.json.engine_used, item.json.credits_used, item.pairedItem])).toEqual([
			[EXAMPLE, true, 'http', 1, { item: 0 }],
			[BROKEN, false, null, 0, { item: 0 }],
			[SHOP, true, 'browser', 5, { item: 0 }],
		]);
		expect(items[0].json).toMatchObject({ job_id: 'batch_000001', content: htmlOf(PAGES[EXAMPLE]) });
		expect(items[1].json.error).toBe('Failed to fetch https://broken.example.com/: the target closed the connection');
		expect(items[0].json).not.toHaveProperty('error');
		// The job is billed when submitted, for what its URLs' scrapes cost; reading it is free.
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([6, 0, 0, 0]);
	});

	test('URLs as a list from an expression, and comma-separated', async () => {
		await run(submit({ urls: `={{ ${JSON.stringify([EXAMPLE, SHOP])} }}`, waitForCompletion: false }));
		await run(submit({ urls: `${EXAMPLE}, ${SHOP}`, waitForCompletion: false }));
		expect(bodies(suite).map(({ body }) => body)).toEqual([{ urls: [EXAMPLE, SHOP] }, { urls: [EXAMPLE, SHOP] }]);
	});

	test('without waiting: one item with the job\'s ID and status, and how to read it later; nothing else asked', async () => {
		const { items } = await run(submit({ urls: URLS.join('\n'), waitForCompletion: false }));
		expect(suite.emulator.requests).toHaveLength(1);
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ job_id: 'batch_000001', status: 'pending', total: 3, finished: false, results_so_far: 0 });
		expect(items[0].json.message).toContain('Read it later with Batch Job > Get, Job ID batch_000001');
	});

	test('a job still running at the Time-Out: its ID and status, said so, within the Time-Out', async () => {
		const started = Date.now();
		const { items, error } = await run(submit({ urls: [EXAMPLE, SLOW_URL].join('\n'), completionTimeout: 2 }));
		const took = Date.now() - started;
		expect(error).toBeUndefined();
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ job_id: 'batch_000001', status: 'running', finished: false, results_so_far: 1 });
		expect(items[0].json.message).toBe('The job was still running after the Time-Out of 2 seconds. Read it later with Batch Job > Get, Job ID batch_000001.');
		// Reads at 0.5, 1.5 s, then the rest of the 2 s: no wait passes the Time-Out.
		expect(reads('batch_000001').length).toBeGreaterThanOrEqual(2);
		expect(took).toBeGreaterThanOrEqual(2000);
		expect(took).toBeLessThan(4000);
	});

	test('many input items: a job each, their URLs\' items paired to the item that asked', async () => {
		const { items } = await run(submit({ urls: '={{ $json.urls }}' }), { items: [{ urls: [EXAMPLE] }, { urls: [SHOP, BROKEN] }] });
		expect(items.map((item) => [item.json.job_id, item.json.url, item.pairedItem])).toEqual([
			['batch_000001', EXAMPLE, { item: 0 }],
			['batch_000002', SHOP, { item: 1 }],
			['batch_000002', BROKEN, { item: 1 }],
		]);
	});

	test('a read failing while waiting: the error says what the submission was charged', async () => {
		suite.emulator.injectFault({ path: /^\/v1\/web\/batch\/.+/, kind: 'status', status: 500, times: 10 });
		const { items } = await run(submit({ urls: EXAMPLE, requestOptions: { maxAttempts: 1 } }), { continueOnFail: true });
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ code: 'upstream_failure', httpStatus: 500, creditsCharged: 1 });
	});

	test('the Credit Budget holds 5 credits per URL before the job is sent', async () => {
		const { items } = await run(submit({ urls: URLS.join('\n'), requestOptions: { creditBudget: 10 } }));
		expect(items).toEqual([]);
		expect(suite.emulator.requests).toHaveLength(0);
	});

	describe('bad input is refused before any request', () => {
		test.each([
			['no URL', { urls: '={{ "" }}' }, 'URLs is required'],
			['an entry that is no http(s) URL', { urls: `${EXAMPLE}\nexample.org` }, 'URLs must be one or more an http(s) address'],
			['a Time-Out of 0', { urls: EXAMPLE, completionTimeout: 0 }, 'Time-Out (Seconds) must be a whole number from 1 to 3600'],
			['a Time-Out over an hour', { urls: EXAMPLE, completionTimeout: 3601 }, 'Time-Out (Seconds) must be a whole number from 1 to 3600'],
		])('%s', async (_label, parameters, message) => {
			await refused(submit(parameters), message);
		});
	});
});

describe('Web > Batch Job > Get', () => {
	test('a finished job: one item per URL, the failed one with error; reading is free', async () => {
		const { items } = await run(get({ job_id: EXAMPLE_JOB.job_id }));
		expect(suite.emulator.requests.map(({ method, path, creditsCharged }) => [method, path, creditsCharged])).toEqual([['GET', '/v1/web/batch/batch_example', 0]]);
		expect(items.map((item) => [item.json.url, item.json.success, Boolean(item.json.error)])).toEqual([
			[EXAMPLE, true, false],
			[BROKEN, false, true],
			[SHOP, true, false],
		]);
	});

	test('a job still running: one item with its status, read again later; a job submitted earlier, read to its end', async () => {
		const submitted = await run(submit({ urls: URLS.join('\n'), waitForCompletion: false }));
		const jobId = submitted.items[0].json.job_id as string;
		const first = await run(get({ job_id: jobId }));
		expect(first.items).toHaveLength(1);
		expect(first.items[0].json).toMatchObject({ job_id: jobId, status: 'running', finished: false, results_so_far: 1 });
		expect(first.items[0].json.message).toBe(`The job is running. Read it later with Batch Job > Get, Job ID ${jobId}.`);
		await run(get({ job_id: jobId }));
		const last = await run(get({ job_id: jobId }));
		expect(last.items.map((item) => item.json.url)).toEqual(URLS);
	});

	test('an unknown job is a 404', async () => {
		const { error } = await run(get({ job_id: 'batch_999999' }));
		expect(error?.message).toBe('Not found on Web (404)');
		expect(error?.description).toContain('Batch job batch_999999 not found');
	});

	test.each([
		['a job ID with a slash', 'batch/1', 'Job ID must be a job ID of letters, digits, - and _'],
		['a job ID with a space', 'batch 1', 'Job ID must be a job ID of letters, digits, - and _'],
	])('bad input refused before any request: %s', async (_label, jobId, message) => {
		await refused(get({ job_id: `={{ ${JSON.stringify(jobId)} }}` }), message);
	});
});
