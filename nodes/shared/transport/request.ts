/**
 * Requests to ScrapeBadger. Every request of the package (a run's, a list search's, a poll's, a webhook trigger's
 * while n8n sets it up) goes through one door here, `sendWithCredential`: the credential's Base URL checked, the key
 * applied by n8n and kept out of errors. `connect` gives an item its requester: GETs, and the POSTs, PATCHes and
 * DELETEs an endpoint names, each held against the Credit Budget, retried and paced as the ledger says, and counted.
 */
import type {
	ICredentialDataDecryptedObject,
	IDataObject,
	IExecuteFunctions,
	IHookFunctions,
	IHttpRequestMethods,
	IHttpRequestOptions,
	ILoadOptionsFunctions,
	INode,
	IPollFunctions,
	IWebhookFunctions,
} from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import type { EndpointDescriptor } from '../descriptor';
import { worstCaseCost } from '../descriptor';
import type { QueryValue } from '../types';
import type { ErrorContext } from './errors';
import { apiErrorFromStatus, failureFacts, networkError, notJsonError } from './errors';
import type { ExecutionLedger, RequestTicket } from './reliability';
import { chargeOf, sendWithRetries } from './reliability';

/** Internal credential name; the service's own older package uses `scrapeBadgerApi`, so both can be installed. */
export const CREDENTIAL_TYPE = 'scrapeBadgerSuiteApi';
export const DEFAULT_BASE_URL = 'https://scrapebadger.com';

export interface PageRequest {
	/** Path with its parameters already encoded, e.g. `/v1/reddit/subreddits/popular`. */
	path: string;
	query: Record<string, QueryValue>;
	/** A POST's or PATCH's JSON body; absent for the GETs every other read is. */
	body?: IDataObject;
	/** The endpoint's method where it is not GET; when absent, a request with a body is a POST and one without a GET. */
	method?: 'PATCH' | 'DELETE' | 'POST';
	/** The price of this request when it is not one of the endpoint's own (a request resolving a handle first). */
	credits?: number;
	/**
	 * The longest wait for this request's answer where the operation sets its own (EndpointDescriptor.answerTimeout), in
	 * place of Request Options > Timeout; reaching it fails the request with `timedOut` (not retried).
	 */
	timeout?: { ms: number; timedOut: (error: unknown) => Error };
}

/** One request's outcome, for paging and (later) credit accounting. */
export interface ApiResponse {
	body: unknown;
	headers: Record<string, unknown>;
}

export type Requester = ((request: PageRequest) => Promise<ApiResponse>) & {
	/** Credits the Credit Budget still allows, so a page can be sized to fit; undefined without a budget. */
	creditsLeft?: () => number | undefined;
};

/** The requests (attempts included) and credits of one item, counted apart from the other items sharing the ledger. */
export interface RequestTally {
	requests: number;
	/** Credits charged, counting those that may have been (see `uncertainCredits`). */
	credits: number;
	/**
	 * Of `credits`, those of answers that may have been billed but never arrived whole (a timeout, a connection broken
	 * mid-answer): the service bills every 200 it sends, so they are counted, and said to be uncertain.
	 */
	uncertainCredits?: number;
}

/** A failure after the request may have reached the service, which may then have sent (and billed) its answer. */
const mayHaveBeenBilled = (error: unknown): boolean => {
	const code = failureFacts(error)?.code;
	return code === 'timeout' || code === 'connection_lost';
};

/**
 * The credential's Base URL as the origin every `/v1/...` path is appended to. A trailing slash or a
 * trailing `/v1` is dropped, so `https://scrapebadger.com/v1/` works too. Undefined when it is not http(s).
 */
export function normalizeBaseUrl(raw: unknown): string | undefined {
	const text = typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : DEFAULT_BASE_URL;
	if (!URL.canParse(text)) return undefined;
	const url = new URL(text);
	if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
	const path = url.pathname.replace(/\/+$/, '').replace(/\/v1$/i, '');
	return `${url.origin}${path}`;
}

/** The credential as a request uses it: the Base URL requests go to, and the key, kept to keep it out of errors. */
export interface CheckedCredential {
	baseUrl: string;
	apiKey: string | undefined;
}

/**
 * The credential n8n resolved, checked before anything is sent: a Base URL that is no http(s) address is refused
 * (for the item it was read for, where there is one).
 */
export function checkCredential(node: INode, credentials: ICredentialDataDecryptedObject, itemIndex?: number): CheckedCredential {
	const baseUrl = normalizeBaseUrl(credentials.baseUrl);
	if (baseUrl === undefined) {
		throw new NodeOperationError(node, 'The Base URL in the "ScrapeBadger API" credential is not an http(s) address', {
			itemIndex,
			description: `Use ${DEFAULT_BASE_URL} unless ScrapeBadger told you otherwise. Nothing was sent.`,
		});
	}
	return { baseUrl, apiKey: typeof credentials.apiKey === 'string' ? credentials.apiKey : undefined };
}

/** Every kind of n8n context that sends the package's requests: a run, a list search, a poll, a webhook's setup and calls. */
type SendingContext = IExecuteFunctions | ILoadOptionsFunctions | IPollFunctions | IHookFunctions | IWebhookFunctions;

/** One request: its method, its path (parameters already encoded) under the Base URL, its query and JSON body. */
export interface OutgoingRequest {
	method: IHttpRequestMethods;
	path: string;
	query?: IDataObject;
	body?: IDataObject;
}

/** An answer as n8n hands it back whole, whatever its status. */
export interface FullResponse {
	statusCode: number;
	body: unknown;
	headers?: Record<string, unknown>;
}

/**
 * The one door every request of the package goes through: the credential applied by n8n
 * (`httpRequestWithAuthentication`), JSON both ways, and every status handed back to the caller. No answer at all
 * (unreachable, timed out, broken off) is a NodeApiError without the key.
 */
export async function sendWithCredential(
	ctx: SendingContext,
	credential: CheckedCredential,
	request: OutgoingRequest,
	timeoutMs: number,
	itemIndex: number,
): Promise<FullResponse> {
	const options: IHttpRequestOptions = {
		method: request.method,
		url: `${credential.baseUrl}${request.path}`,
		qs: request.query,
		...(request.body === undefined ? {} : { body: request.body }),
		json: true,
		returnFullResponse: true,
		// Statuses are read by the caller so each one gets its own message instead of n8n's generic one.
		ignoreHttpStatusErrors: true,
		// The key header must never follow a redirect to another host.
		sendCredentialsOnCrossOriginRedirect: false,
		timeout: timeoutMs,
	};
	try {
		return (await ctx.helpers.httpRequestWithAuthentication.call(ctx, CREDENTIAL_TYPE, options)) as FullResponse;
	} catch (error) {
		throw networkError(ctx.getNode(), error, credential.baseUrl, itemIndex, credential.apiKey);
	}
}

/**
 * Fills `{placeholders}` with encoded values: a `/`, `?`, `#` or `%` in an ID stays inside its segment,
 * so no input can change which endpoint is called.
 */
export function buildPath(template: string, values: Record<string, string>): string {
	return template.replace(/\{(\w+)\}/g, (_, name: string) => {
		const value = values[name];
		if (value === undefined) throw new Error(`Path parameter "${name}" has no value`);
		return encodeURIComponent(value);
	});
}

/** The credential as one execution reads it, kept per ledger (one ledger per execution). */
const credentialReads = new WeakMap<ExecutionLedger, Promise<ICredentialDataDecryptedObject>>();

/**
 * The credential, read once per execution: n8n's `httpRequestWithAuthentication` itself applies the credential as
 * resolved for the first item, so reading it for every item would only repeat a database lookup per item (the most
 * expensive step of a short request).
 */
async function readCredential(ctx: IExecuteFunctions | ILoadOptionsFunctions | IPollFunctions, ledger: ExecutionLedger) {
	let read = credentialReads.get(ledger);
	if (!read) {
		read = ctx.getCredentials(CREDENTIAL_TYPE, 0);
		credentialReads.set(ledger, read);
	}
	return await read;
}

/**
 * The requester of one item: it sends each of the item's requests (a GET, or the POST, PATCH or DELETE its endpoint
 * names) through `sendWithCredential`, holding its price against the Credit Budget first, retrying and pacing as the
 * ledger says, counting what it was charged, and turning every failure into a NodeApiError without the key.
 */
export async function connect(
	ctx: IExecuteFunctions | ILoadOptionsFunctions | IPollFunctions,
	itemIndex: number,
	errorContext: Omit<ErrorContext, 'headers' | 'itemIndex'>,
	ledger: ExecutionLedger,
	/** The most a request can cost, checked against the Credit Budget before it is sent; the listed price by default. */
	worstCase: (request: PageRequest) => number = () => errorContext.credits,
	tally: RequestTally = { requests: 0, credits: 0 },
	/** The body field of the service's own per-request credit cap, and the least a request costs (EndpointDescriptor.costCap). */
	costCap?: { field: string; least: number },
): Promise<Requester> {
	// A call the docs say fails every time for now (EndpointDescriptor.unserved) is not tried again: another attempt
	// would only make the user wait for the same answer.
	const retry = errorContext.outOfService !== true;
	const credential = checkCredential(ctx.getNode(), await readCredential(ctx, ledger), itemIndex);
	// The key's rate-limit window is one for all executions using it: pacing starts from what the service last said.
	ledger.shareWindow(`${credential.baseUrl}\n${credential.apiKey ?? ''}`);

	/** `billed` takes the charge of an answer the service billed: a success, or an unreadable 200 (never retried). */
	const attempt = async (request: PageRequest, ticket: RequestTicket, billed: { credits: number }): Promise<ApiResponse> => {
		const { path, query, body, method } = request;
		const listedCost = request.credits ?? errorContext.credits;
		// The operation's own Timeout, unless a poll has less time left: then the poll's limit is the bound, said as such.
		const policyMs = ledger.policy.timeoutMs;
		const own = request.timeout && (ledger.policy.pollBound !== true || request.timeout.ms <= policyMs) ? request.timeout : undefined;
		const response = await sendWithCredential(
			ctx,
			credential,
			{ method: method ?? (body === undefined ? 'GET' : 'POST'), path, query, body },
			own?.ms ?? policyMs,
			itemIndex,
		).catch((error: unknown) => {
			throw own && failureFacts(error)?.code === 'timeout' ? own.timedOut(error) : error;
		});
		const headers = response.headers ?? {};
		ticket.observe(headers, response.statusCode < 400);
		const context: ErrorContext = { ...errorContext, itemIndex, headers };
		if (response.statusCode >= 400) {
			throw apiErrorFromStatus(ctx.getNode(), response.statusCode, response.body, context, credential.apiKey);
		}
		// A deletion answers 204 without a body: done, and nothing to read.
		if (response.statusCode === 204) {
			billed.credits = chargeOf(headers, listedCost);
			return { body: {}, headers };
		}
		if (response.body === null || typeof response.body !== 'object') {
			billed.credits = chargeOf(headers, listedCost);
			throw notJsonError(ctx.getNode(), response.body, context, billed.credits, credential.apiKey);
		}
		billed.credits = chargeOf(headers, listedCost);
		return { body: response.body, headers };
	};

	const send: Requester = async (given) => {
		let request = given;
		// Held before sending, so requests running at once cannot pass the Credit Budget together.
		let reserved = request.credits ?? worstCase(request);
		if (costCap !== undefined && request.body !== undefined && request.credits === undefined) {
			// The service takes a cap of its own: what the budget holds for this request is sent as that cap, so the
			// service refuses rather than passes the budget. A cap the user set is the most held.
			const asked = Number(request.body[costCap.field]);
			reserved = await ledger.reserveUpTo(costCap.least, Number.isFinite(asked) && asked > 0 ? asked : reserved);
			if (ledger.policy.creditBudget > 0) request = { ...request, body: { ...request.body, [costCap.field]: reserved } };
		} else {
			await ledger.reserveCredits(reserved);
		}
		let holding = true;
		// Failed requests are not billed (0); an answered 200 is, even when it could not be read.
		const billed = { credits: 0 };
		// An attempt that may have been billed is booked at its most, and the retry must find room in the budget again.
		const mayRetry = async (): Promise<boolean> => {
			if (!retry) return false;
			if (holding) return true;
			try {
				await ledger.reserveCredits(reserved);
			} catch {
				return false;
			}
			holding = true;
			return true;
		};
		try {
			return await sendWithRetries(
				ledger,
				async (ticket) => {
					tally.requests++;
					const answer = attempt(request, ticket, billed);
					// Booked before the failure reaches the retry loop (handlers run in the order they were added).
					answer.catch((error: unknown) => {
						if (!mayHaveBeenBilled(error)) return;
						ledger.settleCredits(reserved, reserved);
						holding = false;
						tally.credits += reserved;
						tally.uncertainCredits = (tally.uncertainCredits ?? 0) + reserved;
					});
					return await answer;
				},
				mayRetry,
			);
		} finally {
			if (holding) ledger.settleCredits(reserved, billed.credits);
			tally.credits += billed.credits;
		}
	};
	send.creditsLeft = () => ledger.creditsLeft();
	return send;
}

/** connect() for one endpoint: its platform and price for errors, its worst case checked against the Credit Budget. */
export async function connectEndpoint(
	ctx: IExecuteFunctions | IPollFunctions,
	itemIndex: number,
	platform: string,
	endpoint: EndpointDescriptor,
	ledger: ExecutionLedger,
	tally: RequestTally = { requests: 0, credits: 0 },
): Promise<Requester> {
	return await connect(
		ctx,
		itemIndex,
		{ platform, credits: endpoint.credits, ...(endpoint.unserved === undefined ? {} : { outOfService: true }) },
		ledger,
		(request) => worstCaseCost(endpoint, request.query, request.body),
		tally,
		endpoint.costCap === undefined ? undefined : { field: endpoint.costCap, least: endpoint.credits },
	);
}
