import type { Fault } from '../emulator';
import { nodeSuite } from '../harness/suite';

/** A key nobody would type, so finding it anywhere in output means it leaked. */
const CANARY_KEY = 'sb_dummy_Zq8PLEAKCANARY41x';

const suite = nodeSuite({ keys: { sb_test_key: 1_000_000, [CANARY_KEY]: 1_000_000, sb_empty: 0 }, disabledKeys: ['sb_disabled'] });

// One attempt per request: these tests are about how each failure reads; retries have their own tests.
const ONE_ATTEMPT = { requestOptions: { maxAttempts: 1 } };
const OPERATIONS = [
	{ node: 'scrapeBadgerZillow', parameters: { resource: 'market', operation: 'list', ...ONE_ATTEMPT }, path: '/v1/zillow/markets' },
	{
		node: 'scrapeBadgerReddit',
		parameters: { resource: 'subreddit', operation: 'getPopular', limit: 10, ...ONE_ATTEMPT },
		path: '/v1/reddit/subreddits/popular',
	},
] as const;

interface Case {
	label: string;
	apiKey?: string;
	fault?: Omit<Fault, 'path'>;
	status: number;
	message: RegExp;
	description: RegExp;
}

const CASES: Case[] = [
	{
		label: 'unknown key',
		apiKey: 'sb_wrong_key',
		status: 401,
		message: /rejected the API key \(401/,
		description: /paste the API key again/,
	},
	{
		label: 'disabled key',
		apiKey: 'sb_disabled',
		status: 403,
		message: /disabled or the account is restricted \(403\)/,
		description: /dashboard/,
	},
	{ label: 'not found', fault: { kind: 'status', status: 404, body: { detail: 'Subreddit not found' } }, status: 404, message: /Not found on (Zillow|Reddit) \(404\)/, description: /Subreddit not found/ },
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
		message: /refused the request parameters \(422\): limit: Input should be less than or equal to 100; q: Field required/,
		description: /Nothing was charged/,
	},
	{
		label: 'rate limited',
		fault: { kind: 'status', status: 429, headers: { 'Retry-After': '17' } },
		status: 429,
		message: /rate limit reached \(429\)/,
		description: /Try again in 17 seconds/,
	},
	...[500, 502, 503, 504].map((status) => ({
		label: `upstream ${status}`,
		fault: { kind: 'status' as const, status },
		status,
		message: new RegExp(`could not be read through ScrapeBadger right now \\(upstream failure, ${status}\\)`),
		description: /not billed/,
	})),
	// A proxy's page is named by its title and source, never pasted in.
	{ label: 'HTML error page', fault: { kind: 'html' }, status: 502, message: /upstream failure, 502/, description: /not billed.*web page \("502 Bad Gateway"\), not ScrapeBadger's: a proxy/ },
	// The service answered 200 and billed it: said so, with the charge, and not under another status.
	{ label: 'malformed body', fault: { kind: 'malformed' }, status: 200, message: /answer could not be read \(HTTP 200/, description: /^The answer was cut off or is not JSON\. (1 credit was charged for it, so it was not asked again automatically|It cost no credits)\./ },
	{ label: 'truncated body', fault: { kind: 'truncated' }, status: 200, message: /answer could not be read \(HTTP 200/, description: /^The answer was cut off or is not JSON\. (1 credit was charged for it, so it was not asked again automatically|It cost no credits)\./ },
];

describe.each(OPERATIONS)('$node: API failures become readable NodeApiErrors', ({ node, parameters, path }) => {
	test.each(CASES)('$label', async ({ apiKey, fault, status, message, description }) => {
		if (fault) suite.emulator.injectFault({ ...fault, path });
		const { items, error } = await suite.run({ node, parameters, apiKey });

		expect(items).toEqual([]);
		expect(error?.name).toBe('NodeApiError');
		expect(error?.message).toMatch(message);
		expect(error?.description).toMatch(description);
		expect(error?.description).not.toMatch(/<\/?[a-z]+[ >]/i);
		expect((error as { httpCode?: string }).httpCode).toBe(String(status));
	});

	test('out of credits: 402 with the cost of the request', async () => {
		const { error } = await suite.run({ node, parameters, apiKey: 'sb_empty' });
		if (path.includes('zillow')) {
			// Listing markets is free, so even an empty balance succeeds.
			expect(error).toBeUndefined();
			return;
		}
		expect(error?.message).toBe('Your ScrapeBadger account is out of credits (402)');
		expect(error?.description).toContain('This request costs 1 credit');
	});

	test('a connection dropped before the answer says so (the address answered), not a stack trace or a Base URL problem', async () => {
		suite.emulator.injectFault({ kind: 'drop', path, times: 4 });
		const { error } = await suite.run({ node, parameters });
		expect(error?.message).toContain(`The connection to ScrapeBadger at ${suite.emulator.url} broke before the answer was complete`);
		expect(error?.description).not.toContain('Base URL');
		expect(error?.description).toContain('Run the node again');
	});

	test('with Continue On Fail an API error becomes an error item paired to its input', async () => {
		suite.emulator.injectFault({ kind: 'status', status: 502, path });
		const { items, error } = await suite.run({ node, parameters, items: [{ a: 1 }, { a: 2 }], continueOnFail: true });
		expect(error).toBeUndefined();
		expect(items[0]).toEqual({
			json: {
				error: expect.stringContaining('upstream failure, 502'),
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
		expect(items.slice(1).every((item) => (item.pairedItem as { item: number }).item === 1)).toBe(true);
		expect(items.length).toBeGreaterThan(1);
	});

	test('the API key appears in no error, error item or output, whatever the failure', async () => {
		const seen: string[] = [];
		for (const { fault } of CASES.filter((entry) => entry.fault)) {
			suite.emulator.reset();
			// The service echoing the key back must not carry it into n8n either.
			suite.emulator.injectFault({ ...fault!, path, body: { detail: `bad request for ${CANARY_KEY}` } });
			for (const continueOnFail of [false, true]) {
				suite.emulator.injectFault({ ...fault!, path, body: { detail: `bad request for ${CANARY_KEY}` } });
				const result = await suite.run({ node, parameters, apiKey: CANARY_KEY, continueOnFail });
				seen.push(JSON.stringify(result.items), JSON.stringify(result.error ?? null));
				seen.push(String(result.error?.message), String(result.error?.description));
			}
		}
		suite.emulator.injectFault({ kind: 'drop', path });
		const dropped = await suite.run({ node, parameters, apiKey: CANARY_KEY });
		seen.push(JSON.stringify(dropped.error ?? null), String(dropped.error?.message), String(dropped.error?.description));

		expect(seen.join('\n')).not.toContain(CANARY_KEY);
		expect(seen.join('\n')).toContain('***');
	});
});
