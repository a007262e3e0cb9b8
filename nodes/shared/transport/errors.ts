import type { IDataObject, INode, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

/** A stable, machine-readable name for each kind of failure, for error items and branching workflows. */
export type FailureCode =
	| 'invalid_input'
	| 'invalid_api_key'
	| 'insufficient_credits'
	| 'key_disabled'
	| 'not_found'
	| 'validation_error'
	| 'rate_limited'
	| 'upstream_failure'
	| 'timeout'
	| 'network_error'
	| 'repeated_cursor'
	| 'unreadable_answer'
	| 'connection_lost'
	| 'no_data'
	| 'credit_budget'
	| 'page_blocked'
	| 'http_error';

const CODE_BY_STATUS: Record<number, FailureCode> = {
	401: 'invalid_api_key',
	402: 'insufficient_credits',
	403: 'key_disabled',
	404: 'not_found',
	422: 'validation_error',
	429: 'rate_limited',
};

/** Statuses worth another attempt: the SDKs of the service retry these too. Other 4xx never change on retry. */
const RETRYABLE_STATUSES = new Set([429, 500, 502, 503, 504]);

export interface FailureFacts {
	code: FailureCode;
	retryable: boolean;
	/** How long the service asked us to wait (429), in milliseconds. */
	retryAfterMs?: number;
	/** Credits the service charged for this failed request: a 200 whose body could not be read was still billed. */
	charged?: number;
}

/** Facts about a failure, kept on the error's context so retries and error items can read them. */
export function failureFacts(error: unknown): FailureFacts | undefined {
	const facts = (error as { context?: IDataObject } | null)?.context?.failure as FailureFacts | undefined;
	return facts && typeof facts.code === 'string' ? facts : undefined;
}

/**
 * Why a poll failed, as n8n's poll scheduler reads it off the error a poll throws (n8n-io/n8n#35707, #36531): it backs
 * the trigger off by the class (a credential-invalid one at once to its longest pause, the others on a growing curve),
 * and waits at least `retryAfterMs` when the service said how long. Only the classes a ScrapeBadger failure can be.
 */
export type PollFailureClass = 'rate-limited' | 'quota-exhausted' | 'credential-invalid' | 'temporarily-unavailable';

export interface PollFailure {
	failureClass: PollFailureClass;
	/** The wait the service asked for (429), in milliseconds. */
	retryAfterMs?: number;
}

/** The class of each failure code that has one; the others (a 404, a 422, bad input) are left to n8n's own reading. */
const POLL_FAILURE_CLASS: Partial<Record<FailureCode, PollFailureClass>> = {
	rate_limited: 'rate-limited',
	insufficient_credits: 'quota-exhausted',
	invalid_api_key: 'credential-invalid',
	key_disabled: 'credential-invalid',
	upstream_failure: 'temporarily-unavailable',
	timeout: 'temporarily-unavailable',
	network_error: 'temporarily-unavailable',
	connection_lost: 'temporarily-unavailable',
	// A 200 cut off or garbled on the way: the connection or the service is degraded right now.
	unreadable_answer: 'temporarily-unavailable',
};

/** The poll failure a failure's facts declare, if its code has a class. */
export function pollFailureOf(facts: FailureFacts): PollFailure | undefined {
	const failureClass = POLL_FAILURE_CLASS[facts.code];
	if (failureClass === undefined) return undefined;
	return failureClass === 'rate-limited' && facts.retryAfterMs !== undefined ? { failureClass, retryAfterMs: facts.retryAfterMs } : { failureClass };
}

/** The poll failure an error declares, if any. */
export function declaredPollFailure(error: unknown): PollFailure | undefined {
	const declared = (error as { pollFailure?: PollFailure } | null)?.pollFailure;
	return declared && typeof declared.failureClass === 'string' ? declared : undefined;
}

/**
 * Declares why a poll failed on the error it throws, as plain data n8n reads without knowing our classes: under
 * `pollFailure` (`{failureClass, retryAfterMs}`, as #36531 first named it) and under `failure` (`{cause,
 * retryAfterMs}`, the name n8n's scheduler reads since). An action node's error carries it too, unread. Not part of
 * what n8n saves of an error (its toJSON), so no message, description or saved execution changes.
 */
export function declarePollFailure<T extends object>(error: T, failure: PollFailure | undefined): T {
	if (failure === undefined) return error;
	const wait = failure.retryAfterMs === undefined ? {} : { retryAfterMs: failure.retryAfterMs };
	return Object.assign(error, { pollFailure: { ...failure }, failure: { cause: failure.failureClass, ...wait } });
}

export function withFacts<T extends { context: IDataObject }>(error: T, facts: FailureFacts): T {
	error.context.failure = facts as unknown as IDataObject;
	return declarePollFailure(error, pollFailureOf(facts));
}

/**
 * No answer within an operation's own Timeout (EndpointDescriptor.answerTimeout): said as the bound the user set, not
 * retried (a retry would pass it). The service bills only the answers it sends, so a request it never answered costs
 * nothing; but it may have finished this one after the node stopped waiting, so the price is counted as uncertain.
 */
export function answerTimedOut(error: unknown, what: string, seconds: number, latency: string): unknown {
	if (!(error instanceof NodeApiError)) return error;
	error.message = `${what} did not come within ${seconds} s (the operation's Timeout), so the node stopped waiting`;
	error.description = `A request ScrapeBadger does not answer with a success is not billed (its docs: non-2xx responses are never billed); it may still have finished this answer after the node stopped waiting, so its price is counted as possibly charged. ${latency}: raise Options > Timeout (Seconds) to wait longer.`;
	return withFacts(error, { code: 'timeout', retryable: false });
}

/** An HTML page where JSON was expected: a proxy's, a gateway's or a captive portal's, not the service's. */
const looksLikeHtml = (text: string) => /^\s*<[!?a-z]/i.test(text);

/** What the service said, in whichever of its two body styles (`detail` or, on X routes, `error`). */
function serviceWords(body: unknown): string | undefined {
	if (typeof body === 'string') return looksLikeHtml(body) ? undefined : body.trim().slice(0, 300) || undefined;
	if (body === null || typeof body !== 'object') return undefined;
	const { detail, error, message } = body as Record<string, unknown>;
	for (const candidate of [detail, error, message]) {
		if (typeof candidate === 'string' && candidate.trim() !== '') return candidate.trim();
	}
	return undefined;
}

interface ValidationEntry {
	loc?: unknown[];
	msg?: string;
}

/** FastAPI's `{detail: [{loc, msg}]}` as "field: message" lines; the "query"/"path" prefix is noise to a user. */
export function renderValidationDetail(body: unknown): string[] {
	const detail = (body as { detail?: unknown } | null)?.detail;
	if (!Array.isArray(detail)) return [];
	return detail.map((entry: ValidationEntry) => {
		const loc = Array.isArray(entry.loc) ? entry.loc.map(String) : [];
		const field = (['query', 'path', 'body', 'header'].includes(loc[0]) ? loc.slice(1) : loc).join('.');
		return `${field || 'request'}: ${entry.msg ?? 'invalid value'}`;
	});
}

export interface ErrorContext {
	platform: string;
	itemIndex: number;
	credits: number;
	headers: Record<string, unknown>;
	/** The docs say the call fails every time for now (EndpointDescriptor.unserved): a failure is said so. */
	outOfService?: boolean;
}

export function retryAfterSeconds(body: unknown, headers: Record<string, unknown>): number | undefined {
	const header = Number(headers['retry-after']);
	if (Number.isFinite(header) && header >= 0) return Math.ceil(header);
	const resetAt = Number((body as { reset_at?: unknown } | null)?.reset_at ?? headers['x-ratelimit-reset']);
	return Number.isFinite(resetAt) ? Math.max(0, Math.ceil(resetAt - Date.now() / 1000)) : undefined;
}

/**
 * A web scrape's 422 for a blocked page (`blocking_page_detected`): the scrape answer itself with `success: false` and
 * `blocking_detected: true`, not FastAPI's validation list. Its block type and details, when it is one.
 */
function blockingOf(body: unknown): { type?: string; details?: string } | undefined {
	const answer = body as { blocking_detected?: unknown; blocking_details?: { block_type?: unknown; details?: unknown } | null } | null;
	if (answer === null || typeof answer !== 'object' || answer.blocking_detected !== true) return undefined;
	const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
	return { type: text(answer.blocking_details?.block_type), details: text(answer.blocking_details?.details) };
}

/** Message and fix-it hint for each status the service documents, written for someone who is not a programmer. */
/**
 * The sentence about what came back: the service's own words, or, for an HTML page (which the service never sends),
 * its title and where it likely came from, never the page itself.
 */
function whatCameBack(body: unknown, { quoteText = true } = {}): string {
	const said = quoteText ? serviceWords(body) : undefined;
	if (said) return ` ScrapeBadger said: "${said}".`;
	if (typeof body !== 'string' || !looksLikeHtml(body)) return '';
	const title = /<title[^>]*>([^<]*)<\/title>/i.exec(body)?.[1]?.replace(/\s+/g, ' ').trim().slice(0, 100);
	return ` The answer was a web page${title ? ` ("${title}")` : ''}, not ScrapeBadger's: a proxy, firewall or gateway between n8n and ScrapeBadger answered instead, so check the Base URL and your network's proxy settings.`;
}

function explain(status: number, body: unknown, context: ErrorContext): { message: string; description: string } {
	const said = serviceWords(body);
	const saidLine = whatCameBack(body);
	switch (status) {
		case 401:
			return {
				message: 'ScrapeBadger rejected the API key (401 invalid or missing key)',
				description: `Open the "ScrapeBadger API" credential and paste the API key again from your ScrapeBadger dashboard.${saidLine}`,
			};
		case 402:
			return {
				message: 'Your ScrapeBadger account is out of credits (402)',
				description: `This request costs ${context.credits} ${context.credits === 1 ? 'credit' : 'credits'}. Top up in the ScrapeBadger dashboard, or lower Limit so fewer pages are requested.${saidLine}`,
			};
		case 403:
			return {
				message: 'The ScrapeBadger API key is disabled or the account is restricted (403)',
				description: `Check the key's status in the ScrapeBadger dashboard, create a new key if it was revoked, or contact ScrapeBadger support.${saidLine}`,
			};
		case 404:
			return {
				message: `Not found on ${context.platform} (404)`,
				description: `Check the ID, name or URL you entered: ScrapeBadger could not find it on ${context.platform}.${saidLine}`,
			};
		case 422: {
			const blocked = blockingOf(body);
			if (blocked !== undefined) {
				return {
					message: `The page blocked the scrape (422 blocking_page_detected${blocked.type ? `: ${blocked.type}` : ''})`,
					description: `${blocked.details ? `${blocked.details}. ` : ''}The target site showed a blocking page to every attempt. Turn on Options > Escalate (stronger engines, billed only for the one that succeeds) or Anti-Bot (+5 credits), or set Country. Nothing was charged.`,
				};
			}
			const lines = renderValidationDetail(body);
			return {
				message: `ScrapeBadger refused the request parameters (422): ${lines.length > 0 ? lines.join('; ') : (said ?? 'invalid input')}`,
				description: 'Correct the fields named above and run the node again. Nothing was charged.',
			};
		}
		case 429: {
			const wait = retryAfterSeconds(body, context.headers);
			const waitText = wait === undefined ? 'shortly' : `in ${wait} seconds`;
			return {
				message: 'ScrapeBadger rate limit reached (429)',
				description: `Your plan's requests-per-minute limit was hit. Try again ${waitText}, or space out the workflow's runs (for example with a Wait node).`,
			};
		}
		default:
			// A call the service's docs say fails every time for now (Facebook's keyword search): running it again in a
			// minute, as the usual 5xx text advises, would not help.
			if (status >= 500 && context.outOfService) {
				return {
					message: `${context.platform} could not be read through ScrapeBadger (${status}): the service has this call out of service for now`,
					description: `ScrapeBadger's documentation says this call is temporarily unavailable, so it fails until ScrapeBadger brings it back; failed requests are not billed. Use another operation of this node meanwhile.${saidLine}`,
				};
			}
			if (status >= 500) {
				return {
					message: `${context.platform} could not be read through ScrapeBadger right now (upstream failure, ${status})`,
					description: `This is usually temporary and failed requests are not billed. Run the node again in a minute.${saidLine}`,
				};
			}
			return {
				message: `ScrapeBadger answered with HTTP ${status}`,
				description: `The request was not accepted.${saidLine}`,
			};
	}
}

/** Removes the API key from any text that reaches the user, whatever produced it. */
export function redact(text: string, secret: string | undefined): string {
	return secret && secret.length > 0 ? text.split(secret).join('***') : text;
}

/** An error status from the service as a NodeApiError carrying only safe, readable facts. */
export function apiErrorFromStatus(
	node: INode,
	status: number,
	body: unknown,
	context: ErrorContext,
	secret: string | undefined,
): NodeApiError {
	const { message, description } = explain(status, body, context);
	const safeBody = JSON.parse(redact(JSON.stringify(body ?? null), secret)) as unknown;
	const error = new NodeApiError(node, { status, body: safeBody } as JsonObject, {
		message: redact(message, secret),
		description: redact(description, secret),
		httpCode: String(status),
		itemIndex: context.itemIndex,
	});
	const waitSeconds = status === 429 ? retryAfterSeconds(body, context.headers) : undefined;
	return withFacts(error, {
		code: status === 422 && blockingOf(body) !== undefined ? 'page_blocked' : (CODE_BY_STATUS[status] ?? (status >= 500 ? 'upstream_failure' : 'http_error')),
		retryable: RETRYABLE_STATUSES.has(status),
		retryAfterMs: waitSeconds === undefined ? undefined : waitSeconds * 1000,
	});
}

/**
 * A 200 whose body cannot be read as JSON (cut off on the way, or a web page from something in between). The
 * service answered, and bills what it answers with 200: the charge is booked and said, and it is not asked again,
 * which could charge twice.
 */
export function notJsonError(node: INode, body: unknown, context: ErrorContext, charged: number, secret: string | undefined): NodeApiError {
	// Text that is not JSON is a cut-off or garbled answer, not words meant for anyone: only a web page is described.
	const came = whatCameBack(body, { quoteText: false });
	const chargedText =
		charged > 0
			? `${charged} ${charged === 1 ? 'credit was' : 'credits were'} charged for it, so it was not asked again automatically.`
			: 'It cost no credits.';
	const error = new NodeApiError(node, { status: 200 } as JsonObject, {
		message: `ScrapeBadger's answer could not be read (HTTP 200, but not complete JSON)`,
		description: redact(`The answer was cut off or is not JSON.${came} ${chargedText} Run the node again to fetch it anew.`, secret),
		httpCode: '200',
		itemIndex: context.itemIndex,
	});
	return withFacts(error, { code: 'unreadable_answer', retryable: false, charged });
}

/**
 * A request that got no HTTP answer (refused, reset, timed out). n8n's own error object carries the
 * request headers, key included, so only its code and a cleaned message are kept.
 */
export function networkError(
	node: INode,
	error: unknown,
	baseUrl: string,
	itemIndex: number,
	secret: string | undefined,
): NodeApiError {
	// n8n's HTTP helper hands over a NodeApiError whose message it may already have reworded; the
	// network code survives in `httpCode` and the original text in `messages`.
	const source = (error ?? {}) as {
		code?: unknown;
		httpCode?: unknown;
		message?: unknown;
		messages?: unknown;
		cause?: { code?: unknown };
	};
	const texts = [source.message, ...(Array.isArray(source.messages) ? source.messages : [])].filter(
		(text): text is string => typeof text === 'string',
	);
	// ECONNREFUSED, ETIMEDOUT, UND_ERR_SOCKET...: a symbolic code, never an HTTP status number.
	const isNetworkCode = (value: unknown): value is string => typeof value === 'string' && /^[A-Z][A-Z0-9_]{2,}$/.test(value);
	const code =
		[source.code, source.cause?.code, source.httpCode].find(isNetworkCode) ??
		texts.map((text) => /\b(E[A-Z_]{3,})\b/.exec(text)?.[1]).find(isNetworkCode);
	const text = texts[0] ?? '';
	const timedOut = code === 'ECONNABORTED' || code === 'ETIMEDOUT' || texts.some((candidate) => /timeout/i.test(candidate));
	// The address answered, then the connection broke before the answer was whole: the Base URL is not the problem.
	const lost = !timedOut && (code === 'ECONNRESET' || code === 'EPIPE' || texts.some((candidate) => /socket hang up|aborted/i.test(candidate)));
	const reason = timedOut ? 'no answer within the timeout' : (code ?? (text || 'no response'));
	const message = redact(
		lost ? `The connection to ScrapeBadger at ${baseUrl} broke before the answer was complete (${reason})` : `Could not reach ScrapeBadger at ${baseUrl} (${reason})`,
		secret,
	);
	const failure = new NodeApiError(node, { networkCode: code ?? null } as JsonObject, {
		message,
		description: timedOut
			? 'ScrapeBadger did not answer in time. Raise Request Options > Timeout, or try again later.'
			: lost
				? 'This is usually a passing network problem. Run the node again; raise Request Options > Max Attempts if it keeps happening.'
				: 'Check the Base URL in the "ScrapeBadger API" credential and the network connection of your n8n instance, then try again.',
		itemIndex,
	});
	// NodeApiError swaps a message naming a network code (ECONNREFUSED...) for a generic one without the address.
	failure.message = message;
	return withFacts(failure, { code: timedOut ? 'timeout' : lost ? 'connection_lost' : 'network_error', retryable: true });
}
