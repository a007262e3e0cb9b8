/**
 * The API failures every operation can meet, run the same way for each operation it is given: each status and broken
 * answer becomes a NodeApiError a user can act on (with the platform's name, what was charged, and never the API
 * key), an empty balance names what the request costs, and under Continue On Fail the failure is an error item
 * paired to its input while the next input still runs.
 */
import type { INodeParameters } from 'n8n-workflow';

import type { Fault } from '../emulator';
import { DEFAULT_TEST_KEY } from '../emulator';
import type { NodeSuite } from '../harness/suite';
import { nodeSuite } from '../harness/suite';
import type { OperationSample } from './samples';

/** A key nobody would type, so finding it anywhere in output means it leaked. */
const CANARY_KEY = 'sb_dummy_Zq8PLEAKCANARY41x';

// One attempt per request: these tests are about how each failure reads; retries have their own tests (reliability).
const ONE_ATTEMPT = { maxAttempts: 1 };

interface Case {
	label: string;
	apiKey?: string;
	fault?: Omit<Fault, 'path'>;
	status: number;
	/** `outOfService`: the operation is one the docs say fails every time for now (endpoint.unserved). */
	message: (platform: string, outOfService: boolean) => RegExp;
	description: RegExp;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const CASES: Case[] = [
	{ label: 'unknown key', apiKey: 'sb_wrong_key', status: 401, message: () => /rejected the API key \(401/, description: /paste the API key again/ },
	{
		label: 'disabled key',
		apiKey: 'sb_disabled',
		status: 403,
		message: () => /disabled or the account is restricted \(403\)/,
		description: /dashboard/,
	},
	{
		label: 'not found',
		fault: { kind: 'status', status: 404, body: { detail: 'Record not found' } },
		status: 404,
		message: (platform) => new RegExp(`^Not found on ${escaped(platform)} \\(404\\)$`),
		description: /Record not found/,
	},
	{
		label: 'validation',
		fault: {
			kind: 'status',
			status: 422,
			body: {
				detail: [
					{ type: 'less_than_equal', loc: ['query', 'limit'], msg: 'Input should be less than or equal to 100', input: '500', ctx: { le: 100 } },
					{ type: 'missing', loc: ['query', 'q'], msg: 'Field required', input: null },
				],
			},
		},
		status: 422,
		message: () => /refused the request parameters \(422\): limit: Input should be less than or equal to 100; q: Field required/,
		description: /Nothing was charged/,
	},
	{
		label: 'rate limited',
		fault: { kind: 'status', status: 429, headers: { 'Retry-After': '17' } },
		status: 429,
		message: () => /rate limit reached \(429\)/,
		description: /Try again in 17 seconds/,
	},
	...[500, 502, 503, 504].map((status) => ({
		label: `upstream ${status}`,
		fault: { kind: 'status' as const, status },
		status,
		message: (platform: string, outOfService: boolean) =>
			outOfService
				? new RegExp(`^${escaped(platform)} could not be read through ScrapeBadger \\(${status}\\): the service has this call out of service for now$`)
				: new RegExp(`^${escaped(platform)} could not be read through ScrapeBadger right now \\(upstream failure, ${status}\\)`),
		description: /not billed/,
	})),
	// A proxy's page is named by its title and source, never pasted in.
	{
		label: 'HTML error page',
		fault: { kind: 'html' },
		status: 502,
		message: (_platform: string, outOfService: boolean) => (outOfService ? /\(502\): the service has this call out of service for now/ : /upstream failure, 502/),
		description: /not billed.*web page \("502 Bad Gateway"\), not ScrapeBadger's: a proxy/,
	},
	// The service answered 200 and billed it: said so, with the charge, and not under another status.
	{
		label: 'malformed body',
		fault: { kind: 'malformed' },
		status: 200,
		message: () => /answer could not be read \(HTTP 200/,
		description: /^The answer was cut off or is not JSON\. (\d+ credits? (was|were) charged for it, so it was not asked again automatically|It cost no credits)\./,
	},
	{
		label: 'truncated body',
		fault: { kind: 'truncated' },
		status: 200,
		message: () => /answer could not be read \(HTTP 200/,
		description: /^The answer was cut off or is not JSON\. (\d+ credits? (was|were) charged for it, so it was not asked again automatically|It cost no credits)\./,
	},
];

/** The emulator the failure cases need (a disabled key, the canary key), with any other keys a test file uses. */
export function apiFailureSuite(keys: Record<string, number> = {}): NodeSuite {
	return nodeSuite({ keys: { sb_test_key: 1_000_000, [CANARY_KEY]: 1_000_000, ...keys }, disabledKeys: ['sb_disabled'] });
}

/** Runs the same failure cases for each operation, on a suite made by apiFailureSuite. */
export function describeApiFailures(suite: NodeSuite, operations: OperationSample[]): void {

	describe.each(operations)('$label: API failures become readable NodeApiErrors', ({ node, platform, endpoint, parameters: sample }) => {
		const parameters = { ...sample, requestOptions: ONE_ATTEMPT } as INodeParameters;

		test.each(CASES)('$label', async ({ apiKey, fault, status, message, description }) => {
			if (fault) suite.emulator.injectFault(fault);
			const { items, error } = await suite.run({ node, parameters, apiKey });

			expect(items).toEqual([]);
			expect(error?.name).toBe('NodeApiError');
			expect(error?.message).toMatch(message(platform, endpoint.unserved !== undefined));
			expect(error?.description).toMatch(description);
			expect(error?.description).not.toMatch(/<\/?[a-z]+[ >]/i);
			expect((error as { httpCode?: string }).httpCode).toBe(String(status));
			// One attempt: the failing request is not asked again.
			expect(suite.emulator.requests).toHaveLength(1);
		});

		test(`out of credits: 402 naming what the request costs (${endpoint.credits})`, async () => {
			suite.emulator.injectFault({ kind: 'status', status: 402 });
			const { error } = await suite.run({ node, parameters });
			expect(error?.message).toBe('Your ScrapeBadger account is out of credits (402)');
			expect(error?.description).toContain(`This request costs ${endpoint.credits} ${endpoint.credits === 1 ? 'credit' : 'credits'}`);
			expect(error?.message).not.toContain(DEFAULT_TEST_KEY);
		});

		test('a connection dropped before the answer says so (the address answered), not a stack trace or a Base URL problem', async () => {
			suite.emulator.injectFault({ kind: 'drop' });
			const { error } = await suite.run({ node, parameters });
			expect(error?.message).toContain(`The connection to ScrapeBadger at ${suite.emulator.url} broke before the answer was complete`);
			expect(error?.description).not.toContain('Base URL');
			expect(error?.description).toContain('Run the node again');
		});

		// A deletion's output is made without records ("deleted: true"): a failed one must output the error item alone.
		test('with Continue On Fail an API error becomes an error item paired to its input, and the next input still runs', async () => {
			suite.emulator.injectFault({ kind: 'status', status: 502 });
			// One input after the other, so the failing request is the first input's.
			const oneByOne = { ...parameters, requestOptions: { ...ONE_ATTEMPT, concurrency: 1 } } as INodeParameters;
			const { items, error } = await suite.run({ node, parameters: oneByOne, items: [{ a: 1 }, { a: 2 }], continueOnFail: true });
			expect(error).toBeUndefined();
			expect(items[0]).toEqual({
				json: {
					error: expect.stringContaining(endpoint.unserved === undefined ? 'upstream failure, 502' : '(502): the service has this call out of service for now'),
					description: expect.any(String),
					code: 'upstream_failure',
					httpStatus: 502,
					retryable: true,
					creditsCharged: 0,
					recordsFetched: 0,
					resumeAt: null,
				},
				pairedItem: { item: 0 },
			});
			expect(items.slice(1).map((item) => item.pairedItem)).toEqual(items.slice(1).map(() => ({ item: 1 })));
			// The next input ran: a request of its own, or (grouped with the first into one batch) its own error item.
			expect(suite.emulator.requests.length > 1 || items.length > 1).toBe(true);
		});

		test('the API key appears in no error or error item, whatever the failure, even when the service echoes it', async () => {
			const seen: string[] = [];
			// Every failure once, with and without Continue On Fail by turns; the service echoing the key back must not
			// carry it into n8n either.
			const faults: Array<Omit<Fault, 'path'>> = [...CASES.flatMap((entry) => (entry.fault ? [entry.fault] : [])), { kind: 'drop' }];
			for (const [index, fault] of faults.entries()) {
				suite.emulator.reset();
				suite.emulator.injectFault({ ...fault, body: { detail: `bad request for ${CANARY_KEY}` } });
				const result = await suite.run({ node, parameters, apiKey: CANARY_KEY, continueOnFail: index % 2 === 1 });
				seen.push(JSON.stringify(result.items), JSON.stringify(result.error ?? null), String(result.error?.message), String(result.error?.description));
			}
			expect(seen.join('\n')).not.toContain(CANARY_KEY);
			expect(seen.join('\n')).toContain('***');
		});
	});
}
