/** Web > Unblock Job through n8n-core against the emulator: an auto-unblock job read by its UUID, as it comes. */
import { UNBLOCK_JOBS } from '../../emulator/fixtures/web/jobs';
import { nodeSuite } from '../../harness/suite';
import { NODE, operation } from './support';

const suite = nodeSuite();
const get = operation('unblockJob', 'get');
const [DONE, RUNNING] = Object.keys(UNBLOCK_JOBS);

describe('Web > Unblock Job > Get', () => {
	test.each([DONE, RUNNING])('job %s: its status and steps as the service answers them, free', async (jobId) => {
		const { items, error } = await suite.run({ node: NODE, parameters: get({ job_id: jobId }) });
		expect(error).toBeUndefined();
		expect(suite.emulator.requests.map(({ method, path, creditsCharged }) => [method, path, creditsCharged])).toEqual([['GET', `/v1/web/unblock/${jobId}`, 0]]);
		expect(items.map((item) => item.json)).toEqual([UNBLOCK_JOBS[jobId]]);
	});

	test('an unknown job is a 404', async () => {
		const { error } = await suite.run({ node: NODE, parameters: get({ job_id: '00000000-0000-4000-8000-000000000000' }) });
		expect(error?.message).toBe('Not found on Web (404)');
	});

	test('a job ID that is no UUID is refused before any request', async () => {
		await suite.expectRefused({ node: NODE, parameters: get({ job_id: 'batch_example' }) }, 'Job ID must be a UUID such as 5b0f3c2e-8d4a-4c1e-9f67-2a1b3c4d5e6f');
	});
});
