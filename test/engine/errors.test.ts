/**
 * transport/errors.ts: every failure becomes a NodeApiError a non-programmer can act on, and the API
 * key never reaches the message, the description or anything n8n stores about the error.
 */
import { NodeApiError } from 'n8n-workflow';

import type { ErrorContext, PollFailure } from '../../nodes/shared/transport/errors';
import {
	apiErrorFromStatus,
	declaredPollFailure,
	failureFacts,
	networkError,
	notJsonError,
	redact,
	renderValidationDetail,
} from '../../nodes/shared/transport/errors';
import { CANARY_KEY, testNode } from './support';

const context = (overrides: Partial<ErrorContext> = {}): ErrorContext => ({
	platform: 'Reddit',
	itemIndex: 2,
	credits: 1,
	headers: {},
	...overrides,
});

/** Everything about an error that a user, a log or a saved execution can see. */
function everythingShown(error: NodeApiError): string {
	return [
		error.message,
		error.description,
		JSON.stringify(error.messages),
		JSON.stringify(error),
		JSON.stringify(error.errorResponse ?? null),
		JSON.stringify(error.context),
		String(error.stack),
	].join('\n');
}

describe('renderValidationDetail', () => {
	test('a FastAPI query error reads "field: message", without the "query" prefix', () => {
		const body = {
			detail: [
				{
					type: 'less_than_equal',
					loc: ['query', 'limit'],
					msg: 'Input should be less than or equal to 100',
					input: '500',
					ctx: { le: 100 },
				},
			],
		};
		expect(renderValidationDetail(body)).toEqual(['limit: Input should be less than or equal to 100']);
	});

	test('path, body and header prefixes are dropped too, and nested locations are joined with dots', () => {
		const body = {
			detail: [
				{ loc: ['path', 'asin'], msg: 'String should match pattern' },
				{ loc: ['body', 'filters', 0, 'price'], msg: 'Input should be a valid number' },
				{ loc: ['header', 'x-api-key'], msg: 'Field required' },
				{ loc: ['limit'], msg: 'Field required' },
			],
		};
		expect(renderValidationDetail(body)).toEqual([
			'asin: String should match pattern',
			'filters.0.price: Input should be a valid number',
			'x-api-key: Field required',
			'limit: Field required',
		]);
	});

	test('an entry without a location or message still reads as a sentence', () => {
		expect(renderValidationDetail({ detail: [{ loc: [], msg: 'Bad request' }, { loc: ['query', 'q'] }, {}] })).toEqual([
			'request: Bad request',
			'q: invalid value',
			'request: invalid value',
		]);
	});

	test.each([
		['a text detail', { detail: 'Invalid or missing API key' }],
		['no detail', { error: 'temporarily_unavailable' }],
		['null', null],
		['text', 'Internal Server Error'],
		['a number', 42],
	])('%s gives no lines', (_, body) => {
		expect(renderValidationDetail(body)).toEqual([]);
	});
});

describe('redact', () => {
	test('every occurrence of the key is replaced', () => {
		expect(redact(`key ${CANARY_KEY} and again ${CANARY_KEY}.`, CANARY_KEY)).toBe('key *** and again ***.');
	});

	test('text without the key, or with no key known, is unchanged', () => {
		expect(redact('nothing to hide', CANARY_KEY)).toBe('nothing to hide');
		expect(redact(`maybe ${CANARY_KEY}`, undefined)).toBe(`maybe ${CANARY_KEY}`);
		expect(redact('abc', '')).toBe('abc');
	});
});

describe('apiErrorFromStatus', () => {
	/** A body in the service's style that echoes the key back, the worst case for leaking it. */
	const leaky = (words: string) => ({ detail: `${words} (key ${CANARY_KEY})`, echo: { headers: { 'x-api-key': CANARY_KEY } } });

	test.each<[number, unknown, RegExp, RegExp]>([
		[401, leaky('Invalid or missing API key'), /rejected the API key \(401/, /paste the API key again/],
		[402, leaky('Insufficient credits'), /out of credits \(402\)/, /Top up/],
		[403, leaky('API key disabled'), /disabled or the account is restricted \(403\)/, /dashboard/],
		[404, leaky('Subreddit not found'), /^Not found on Reddit \(404\)$/, /could not find it on Reddit/],
		[500, leaky('boom'), /Reddit could not be read .*\b500\b/, /Run the node again/],
		[502, leaky('Upstream returned 500'), /Reddit could not be read .*\b502\b/, /not billed/],
		[503, { error: `temporarily_unavailable ${CANARY_KEY}` }, /\b503\b/, /temporarily_unavailable/],
		[418, leaky("I'm a teapot"), /^ScrapeBadger answered with HTTP 418$/, /teapot/],
	])('%i: readable message and description, status kept, key nowhere', (status, body, message, description) => {
		const error = apiErrorFromStatus(testNode, status, body, context(), CANARY_KEY);
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe(String(status));
		expect(error.message).toMatch(message);
		expect(error.description).toMatch(description);
		expect(error.context.itemIndex).toBe(2);
		expect(everythingShown(error)).not.toContain(CANARY_KEY);
	});

	test('the service\'s own words are quoted in the description, with the key masked', () => {
		const error = apiErrorFromStatus(testNode, 404, leaky('Subreddit not found'), context(), CANARY_KEY);
		expect(error.description).toContain('ScrapeBadger said: "Subreddit not found (key ***)"');
	});

	test('the X routes\' {"error": ...} body is read like {"detail": ...}', () => {
		const error = apiErrorFromStatus(testNode, 401, { error: 'Invalid API key' }, context({ platform: 'X (Twitter)' }), CANARY_KEY);
		expect(error.description).toContain('ScrapeBadger said: "Invalid API key"');
	});

	test('an HTML error page is quoted cut short and without the key', () => {
		const page = `<html><body>Bad gateway ${CANARY_KEY} ${'x'.repeat(1000)}</body></html>`;
		const error = apiErrorFromStatus(testNode, 502, page, context(), CANARY_KEY);
		expect(error.description?.length).toBeLessThan(600);
		expect(everythingShown(error)).not.toContain(CANARY_KEY);
	});

	test('422 lists the fields the service refused, in the message itself', () => {
		const body = {
			detail: [
				{ loc: ['query', 'limit'], msg: 'Input should be less than or equal to 100', input: CANARY_KEY },
				{ loc: ['query', 'after'], msg: `String should match pattern, got ${CANARY_KEY}` },
			],
		};
		const error = apiErrorFromStatus(testNode, 422, body, context(), CANARY_KEY);
		expect(error.message).toBe(
			'ScrapeBadger refused the request parameters (422): limit: Input should be less than or equal to 100; after: String should match pattern, got ***',
		);
		expect(error.description).toMatch(/Nothing was charged/);
		expect(error.httpCode).toBe('422');
		expect(everythingShown(error)).not.toContain(CANARY_KEY);
	});

	test('422 with a plain-text detail quotes it', () => {
		const error = apiErrorFromStatus(testNode, 422, { detail: 'Unknown sort order' }, context(), CANARY_KEY);
		expect(error.message).toBe('ScrapeBadger refused the request parameters (422): Unknown sort order');
	});

	test('402 says what the request costs, in correct English for 1 credit', () => {
		const one = apiErrorFromStatus(testNode, 402, { detail: 'Insufficient credits' }, context({ credits: 1 }), CANARY_KEY);
		expect(one.description).toMatch(/costs 1 credit\b/);
		expect(one.description).not.toMatch(/1 credits/);
		const ten = apiErrorFromStatus(testNode, 402, { detail: 'Insufficient credits' }, context({ credits: 10 }), CANARY_KEY);
		expect(ten.description).toMatch(/costs 10 credits\b/);
	});

	describe('429 says when to try again', () => {
		const now = 1_750_000_000_000;
		beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(now));
		afterEach(() => jest.restoreAllMocks());
		const rateLimited = { detail: 'Rate limit exceeded', limit: 300, remaining: 0, tier: 'basic' };

		test('from the Retry-After header', () => {
			const error = apiErrorFromStatus(testNode, 429, rateLimited, context({ headers: { 'retry-after': '17' } }), CANARY_KEY);
			expect(error.message).toBe('ScrapeBadger rate limit reached (429)');
			expect(error.description).toContain('Try again in 17 seconds');
			expect(error.httpCode).toBe('429');
		});

		test('from reset_at in the body when there is no Retry-After', () => {
			const body = { ...rateLimited, reset_at: now / 1000 + 42 };
			const error = apiErrorFromStatus(testNode, 429, body, context(), CANARY_KEY);
			expect(error.description).toContain('Try again in 42 seconds');
		});

		test('from the X-RateLimit-Reset header as a last resort', () => {
			const headers = { 'x-ratelimit-reset': String(now / 1000 + 5) };
			const error = apiErrorFromStatus(testNode, 429, rateLimited, context({ headers }), CANARY_KEY);
			expect(error.description).toContain('Try again in 5 seconds');
		});

		test('"shortly" when nothing says when', () => {
			const error = apiErrorFromStatus(testNode, 429, rateLimited, context(), CANARY_KEY);
			expect(error.description).toContain('Try again shortly');
		});

		test('a reset time already past is "in 0 seconds", never negative', () => {
			const error = apiErrorFromStatus(testNode, 429, { ...rateLimited, reset_at: now / 1000 - 30 }, context(), CANARY_KEY);
			expect(error.description).toContain('Try again in 0 seconds');
		});
	});

	test('without a known key nothing is masked and nothing breaks', () => {
		const error = apiErrorFromStatus(testNode, 404, { detail: 'gone' }, context(), undefined);
		expect(error.description).toContain('"gone"');
	});
});

describe('notJsonError', () => {
	test('is the 200 it was, unreadable, with the charge said and booked', () => {
		const error = notJsonError(testNode, '{"listings": [{"id": 1', context(), 5, CANARY_KEY);
		expect(error.httpCode).toBe('200');
		expect(error.message).toBe("ScrapeBadger's answer could not be read (HTTP 200, but not complete JSON)");
		expect(error.description).toContain('5 credits were charged for it, so it was not asked again automatically');
		expect(failureFacts(error)).toMatchObject({ code: 'unreadable_answer', retryable: false, charged: 5 });
	});

	test("a web page in its place is named by its title, never pasted in, and its key masked", () => {
		const page = `<!DOCTYPE html><html><head><title>Access denied | ${CANARY_KEY}</title></head><body><h1>Blocked</h1><script>x()</script></body></html>`;
		const error = notJsonError(testNode, page, context(), 1, CANARY_KEY);
		expect(error.description).toContain('The answer was a web page ("Access denied | ***"), not ScrapeBadger\'s');
		expect(error.description).not.toContain('<');
		expect(everythingShown(error)).not.toContain(CANARY_KEY);
	});
});

describe('networkError', () => {
	const baseUrl = 'http://127.0.0.1:8787';
	/** Roughly what n8n's request helper throws: the message and config may carry the key. */
	const transportError = (code: string | undefined, message: string) =>
		Object.assign(new Error(message), {
			code,
			config: { url: `${baseUrl}/v1/zillow/markets`, headers: { 'x-api-key': CANARY_KEY } },
			request: { _header: `GET /v1/zillow/markets HTTP/1.1\r\nx-api-key: ${CANARY_KEY}` },
		});

	test.each(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EHOSTUNREACH', 'UND_ERR_SOCKET'])(
		'%s: the user sees the Base URL that was tried and the code, and never the key',
		(code) => {
			const error = networkError(testNode, transportError(code, `connect ${code} 127.0.0.1:8787 ${CANARY_KEY}`), baseUrl, 3, CANARY_KEY);
			const shown = `${error.message}\n${error.description}`;
			expect(shown).toContain(baseUrl);
			expect(shown).toContain(code);
			// A reset connection reached the address: the Base URL is not what to check.
			expect(error.description).toMatch(code === 'ECONNRESET' ? /passing network problem/ : /Check the Base URL/);
			expect(error.context.itemIndex).toBe(3);
			expect(everythingShown(error)).not.toContain(CANARY_KEY);
		},
	);

	test.each(['ETIMEDOUT', 'ECONNABORTED'])('%s: a timeout still names the Base URL tried, and never the key', (code) => {
		const error = networkError(testNode, transportError(code, `timeout of 30000ms exceeded ${CANARY_KEY}`), baseUrl, 0, CANARY_KEY);
		expect(`${error.message}\n${error.description}`).toContain(baseUrl);
		expect(everythingShown(error)).not.toContain(CANARY_KEY);
	});

	test('a code found on the cause is used', () => {
		const error = networkError(
			testNode,
			Object.assign(new Error('fetch failed'), { cause: { code: 'UND_ERR_SOCKET' } }),
			baseUrl,
			0,
			CANARY_KEY,
		);
		expect(error.message).toBe(`Could not reach ScrapeBadger at ${baseUrl} (UND_ERR_SOCKET)`);
	});

	test('without a code the message of the source error is used, with the key masked', () => {
		const error = networkError(testNode, transportError(undefined, `socket hang up ${CANARY_KEY}`), baseUrl, 0, CANARY_KEY);
		expect(error.message).toBe(`The connection to ScrapeBadger at ${baseUrl} broke before the answer was complete (socket hang up ***)`);
		expect(failureFacts(error)).toMatchObject({ code: 'connection_lost', retryable: true });
		expect(everythingShown(error)).not.toContain(CANARY_KEY);
	});

	test('with nothing to go on it says there was no response', () => {
		expect(networkError(testNode, undefined, baseUrl, 0, CANARY_KEY).message).toBe(
			`Could not reach ScrapeBadger at ${baseUrl} (no response)`,
		);
	});

	test('no HTTP status is invented for a request that got no answer', () => {
		const error = networkError(testNode, transportError('ECONNRESET', 'reset'), baseUrl, 0, CANARY_KEY);
		expect(error.httpCode).toBeNull();
	});
});

describe('failure facts (for retries and error items)', () => {
	test.each<[number, unknown, string, boolean]>([
		[401, { detail: 'Invalid or missing API key' }, 'invalid_api_key', false],
		[402, { detail: 'Insufficient credits' }, 'insufficient_credits', false],
		[403, { detail: 'Key disabled' }, 'key_disabled', false],
		[404, { detail: 'Not found' }, 'not_found', false],
		[422, { detail: [{ loc: ['query', 'limit'], msg: 'too big' }] }, 'validation_error', false],
		[429, { detail: 'Rate limit exceeded' }, 'rate_limited', true],
		[500, { detail: 'boom' }, 'upstream_failure', true],
		[502, { detail: 'Upstream failed' }, 'upstream_failure', true],
		[503, { error: 'temporarily_unavailable' }, 'upstream_failure', true],
		[504, 'Gateway Timeout', 'upstream_failure', true],
		[418, { detail: 'teapot' }, 'http_error', false],
		[400, { detail: 'bad' }, 'http_error', false],
	])('%i is %s, retryable: %s', (status, body, code, retryable) => {
		expect(failureFacts(apiErrorFromStatus(testNode, status, body, context(), CANARY_KEY))).toMatchObject({ code, retryable });
	});

	test("a 429 carries the service's wait in milliseconds", () => {
		const error = apiErrorFromStatus(testNode, 429, {}, context({ headers: { 'retry-after': '7' } }), CANARY_KEY);
		expect(failureFacts(error)?.retryAfterMs).toBe(7000);
	});

	test('a 200 that is not JSON is not retried: the service billed it', () => {
		expect(failureFacts(notJsonError(testNode, 'oops', context(), 2, CANARY_KEY))).toMatchObject({ code: 'unreadable_answer', retryable: false });
	});

	test('an unreachable service is a retryable network error, a timeout a retryable timeout', () => {
		const refused = networkError(testNode, Object.assign(new Error('x'), { code: 'ECONNREFUSED' }), 'http://h', 0, CANARY_KEY);
		expect(failureFacts(refused)).toMatchObject({ code: 'network_error', retryable: true });
		const slow = networkError(testNode, Object.assign(new Error('timeout of 100ms exceeded'), { code: 'ECONNABORTED' }), 'http://h', 0, CANARY_KEY);
		expect(failureFacts(slow)).toMatchObject({ code: 'timeout', retryable: true });
	});

	test('errors that are not ScrapeBadger failures have no facts', () => {
		expect(failureFacts(new Error('plain'))).toBeUndefined();
		expect(failureFacts({ context: { failure: 'nonsense' } })).toBeUndefined();
	});
});

describe('the poll failure each error declares for n8n (pollFailure and failure)', () => {
	const statusError = (status: number, headers: Record<string, unknown> = {}) => apiErrorFromStatus(testNode, status, {}, context({ headers }), CANARY_KEY);
	const network = (code: string, message = 'x') => networkError(testNode, Object.assign(new Error(message), { code }), 'http://h', 0, CANARY_KEY);

	test.each<[string, () => NodeApiError, PollFailure | undefined]>([
		['a 429, with its Retry-After', () => statusError(429, { 'retry-after': '7' }), { failureClass: 'rate-limited', retryAfterMs: 7000 }],
		['a 429 timed by its X-RateLimit-Reset', () => statusError(429, { 'x-ratelimit-reset': String(Math.ceil(Date.now() / 1000) + 30) }), { failureClass: 'rate-limited', retryAfterMs: expect.any(Number) as number }],
		['a 402', () => statusError(402), { failureClass: 'quota-exhausted' }],
		['a 401', () => statusError(401), { failureClass: 'credential-invalid' }],
		['a 403', () => statusError(403), { failureClass: 'credential-invalid' }],
		['a 500', () => statusError(500), { failureClass: 'temporarily-unavailable' }],
		['a 504', () => statusError(504), { failureClass: 'temporarily-unavailable' }],
		['a timeout', () => network('ECONNABORTED', 'timeout of 100ms exceeded'), { failureClass: 'temporarily-unavailable' }],
		['a refused connection', () => network('ECONNREFUSED'), { failureClass: 'temporarily-unavailable' }],
		['a connection lost mid-answer', () => network('ECONNRESET'), { failureClass: 'temporarily-unavailable' }],
		['a 200 cut off on the way', () => notJsonError(testNode, '{"a', context(), 2, CANARY_KEY), { failureClass: 'temporarily-unavailable' }],
		['a 404', () => statusError(404), undefined],
		['a 422', () => statusError(422), undefined],
	])('%s', (_what, make, declared) => {
		const error = make();
		expect(declaredPollFailure(error)).toEqual(declared);
		const { failureClass, retryAfterMs } = declared ?? {};
		expect((error as { failure?: unknown }).failure).toEqual(
			declared === undefined ? undefined : { cause: failureClass, ...(retryAfterMs === undefined ? {} : { retryAfterMs }) },
		);
	});

	test('the declaration is not in what n8n saves of an error, and leaves its message and description as they were', () => {
		const error = statusError(401);
		expect(JSON.stringify(error)).not.toContain('credential-invalid');
		expect(error.message).toBe('ScrapeBadger rejected the API key (401 invalid or missing key)');
	});
});
