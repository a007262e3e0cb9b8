/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/require-node-api-error, no-console -- test tooling, never shipped: n8n Cloud's rules for node runtime code do not apply */
/**
 * The request pipeline shared by every emulated route: routing, auth, rate limit, faults,
 * validation, the handler, credits, latency and the request log.
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { handleControl } from './control';
import { linkedFileResponse } from './files';
import type { Fault } from './faults';
import { FaultQueue, faultResponse } from './faults';
import type { GrowAt, Patch } from './live';
import { LiveWorld } from './live';
import type { RateDecision } from './rate-limit';
import { DEFAULT_WINDOW_MS, SlidingWindowRateLimiter, rateLimitHeaders, tierFor } from './rate-limit';
import type { PlannedResponse } from './respond';
import { emptyResponse, jsonResponse, send } from './respond';
import type { AccountView, ErrorStyle, Route, ValidationIssue } from './route';
import { ApiError, validateRequest } from './route';
import { Router, safeDecode } from './router';
import { routes as allRoutes } from './routes';
import { StreamWorld } from './stream/world';

export const DEFAULT_TEST_KEY = 'sb_test_key';
const DEFAULT_CREDITS = 1_000_000;
const DEFAULT_RATE_LIMIT = 300;
const CONTROL_PREFIX = '/__emulator';
/** Files an answer links to on a site's own servers (TikTok's caption tracks), served here as those servers would. */
export const FILES_PREFIX = '/_files';

export interface EmulatorOptions {
	/** 0 or undefined: a free port. */
	port?: number;
	/** API key -> credit balance. Default `{ sb_test_key: 1_000_000 }`. */
	keys?: Record<string, number>;
	/** Keys answered with 403 "API key is disabled". */
	disabledKeys?: string[];
	rateLimitPerMinute?: number;
	/** Length of the sliding rate-limit window (60 s, as live, unless a test shortens it); the limit applies per window. */
	rateWindowMs?: number;
	/** Added before every API response. */
	latencyMs?: number;
	/** Clock in ms; inject one to make rate-limit windows and timestamps deterministic. */
	now?: () => number;
	/** Routes to serve instead of routes/index.ts; for tests of the pipeline itself (path params, error styles). */
	routes?: readonly Route[];
}

export interface LoggedRequest {
	method: string;
	/** Decoded pathname. */
	path: string;
	/** Raw request target as received (path and query, still encoded). */
	url: string;
	/** Decoded query; for a repeated key the last value, which is also the one the routes use. */
	query: Record<string, string>;
	/** Header names lower-cased; repeated headers joined with ", ". */
	headers: Record<string, string>;
	/** A POST's JSON body as received (undefined for GETs, the raw text when it is not JSON). */
	body?: unknown;
	/** Status sent; 0 when a `drop` fault destroyed the socket without answering. */
	status: number;
	creditsCharged: number;
	/** Arrival time in ms on the emulator clock. */
	at: number;
}

export interface Emulator {
	url: string;
	port: number;
	/** Live array: entries are appended as responses go out; clearing keeps the same array. */
	requests: LoggedRequest[];
	clearRequests(): void;
	/** Throws for a key the emulator does not know. */
	credits(key: string): number;
	/** Sets a balance; an unknown key becomes a valid key. */
	setCredits(key: string, credits: number): void;
	injectFault(fault: Fault): void;
	/** Adds `count` new records at the head (or, `at: 'end'`, the end) of the list served at `path` (a decoded pathname), made by its route (live.ts). */
	grow(path: string, count: number, at?: GrowAt, datedAt?: number): void;
	/** Merges `patch` into the record served at `path` from now on: a price that moved, a status that changed. */
	change(path: string, patch: Patch): void;
	setLatency(ms: number): void;
	/** Requests allowed per window; with `windowMs`, the window's length too. */
	setRateLimit(perMinute: number, windowMs?: number): void;
	/** The most API requests being answered at once since the log was last cleared: what a client's concurrency came to. */
	readonly peakConcurrency: number;
	/** The X stream's monitors, rules, deliveries and settings (stream/world.ts); a tweet is posted with `stream.post`. */
	readonly stream: StreamWorld;
	/** Back to the start state: log, faults, rate windows, credits, latency and rate limit as first configured, no growth or changes. */
	reset(): void;
	close(): Promise<void>;
}

interface Outcome {
	response: PlannedResponse | 'drop';
	creditsCharged: number;
}

function uncharged(response: PlannedResponse | 'drop'): Outcome {
	return { response, creditsCharged: 0 };
}

function errorBody(style: ErrorStyle, message: string): Record<string, string> {
	return { [style]: message };
}

function flattenHeaders(headers: http.IncomingHttpHeaders): Record<string, string> {
	const flat: Record<string, string> = {};
	for (const [name, value] of Object.entries(headers)) {
		if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
	}
	return flat;
}

function checkCount(name: string, value: number, minimum: number): number {
	if (!Number.isFinite(value) || value < minimum) throw new RangeError(`${name} must be a number >= ${minimum}`);
	return value;
}

class EmulatorServer implements Emulator {
	url = '';
	port = 0;
	readonly requests: LoggedRequest[] = [];

	private readonly server: http.Server;
	private readonly router: Router;
	private readonly now: () => number;
	private readonly initialBalances: ReadonlyMap<string, number>;
	private balances: Map<string, number>;
	private readonly disabled: ReadonlySet<string>;
	private readonly initialRateLimit: number;
	private readonly initialRateWindowMs: number;
	private readonly limiter: SlidingWindowRateLimiter;
	private answering = 0;
	peakConcurrency = 0;
	private readonly initialLatency: number;
	private latencyMs: number;
	private readonly faults = new FaultQueue();
	private readonly live = new LiveWorld();
	/** What routes keep between requests (RouteRequest.state). */
	private readonly routeState = new Map<string, unknown>();
	readonly stream: StreamWorld;
	private readonly sockets = new Set<Socket>();
	private readonly timers = new Set<NodeJS.Timeout>();
	private closing: Promise<void> | undefined;

	constructor(options: EmulatorOptions, routes: readonly Route[]) {
		this.router = new Router(routes);
		this.now = options.now ?? Date.now;
		const keys = options.keys ?? { [DEFAULT_TEST_KEY]: DEFAULT_CREDITS };
		for (const [key, credits] of Object.entries(keys)) checkCount(`credits of ${key}`, credits, 0);
		this.initialBalances = new Map(Object.entries(keys));
		this.balances = new Map(this.initialBalances);
		this.disabled = new Set(options.disabledKeys ?? []);
		this.initialRateLimit = checkCount('rateLimitPerMinute', options.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT, 1);
		this.initialRateWindowMs = checkCount('rateWindowMs', options.rateWindowMs ?? DEFAULT_WINDOW_MS, 1);
		this.limiter = new SlidingWindowRateLimiter(this.initialRateLimit, this.initialRateWindowMs);
		this.initialLatency = checkCount('latencyMs', options.latencyMs ?? 0, 0);
		this.latencyMs = this.initialLatency;
		this.stream = new StreamWorld({
			now: () => this.now(),
			balance: (key) => this.balances.get(key) ?? 0,
			charge: (key, credits) => {
				const balance = this.balances.get(key) ?? 0;
				if (balance < credits) return false;
				this.balances.set(key, balance - credits);
				return true;
			},
		});

		this.server = http.createServer((req, res) => {
			this.onRequest(req, res).catch((error: unknown) => {
				// Anything unexpected outside the API pipeline (e.g. in the control surface) still gets an answer.
				if (!res.headersSent && !res.destroyed) send(res, jsonResponse(500, { detail: String(error) }));
			});
		});
		this.server.on('connection', (socket) => {
			this.sockets.add(socket);
			socket.on('close', () => this.sockets.delete(socket));
		});
	}

	async listen(port: number): Promise<void> {
		await new Promise<void>((resolve, reject) => {
			this.server.once('error', reject);
			// Loopback only: the emulator and its unauthenticated control surface must not be reachable from outside.
			this.server.listen({ port, host: '127.0.0.1' }, () => {
				this.server.off('error', reject);
				resolve();
			});
		});
		this.port = (this.server.address() as AddressInfo).port;
		this.url = `http://127.0.0.1:${this.port}`;
	}

	clearRequests(): void {
		this.requests.length = 0;
		this.peakConcurrency = this.answering;
	}

	credits(key: string): number {
		const balance = this.balances.get(key);
		if (balance === undefined) throw new Error(`Unknown API key: ${key}`);
		return balance;
	}

	setCredits(key: string, credits: number): void {
		this.balances.set(key, checkCount('credits', credits, 0));
	}

	injectFault(fault: Fault): void {
		this.faults.add(fault);
	}

	grow(path: string, count: number, at?: GrowAt, datedAt?: number): void {
		this.live.grow(path, count, at, datedAt);
	}

	change(path: string, patch: Patch): void {
		this.live.change(path, patch);
	}

	setLatency(ms: number): void {
		this.latencyMs = checkCount('latency', ms, 0);
	}

	setRateLimit(perMinute: number, windowMs?: number): void {
		this.limiter.perMinute = checkCount('rate limit', perMinute, 1);
		if (windowMs !== undefined) this.limiter.windowMs = checkCount('rate window', windowMs, 1);
	}

	reset(): void {
		this.clearRequests();
		this.faults.clear();
		this.live.reset();
		this.routeState.clear();
		this.stream.reset();
		this.limiter.reset();
		this.limiter.perMinute = this.initialRateLimit;
		this.limiter.windowMs = this.initialRateWindowMs;
		this.latencyMs = this.initialLatency;
		this.balances = new Map(this.initialBalances);
	}

	close(): Promise<void> {
		this.closing ??= new Promise<void>((resolve) => {
			for (const timer of this.timers) clearTimeout(timer);
			this.timers.clear();
			this.stream.close();
			this.server.close(() => resolve());
			// Keep-alive and half-answered sockets would otherwise hold the process (and jest) open.
			this.server.closeAllConnections();
			for (const socket of this.sockets) socket.destroy();
		});
		return this.closing;
	}

	private delay(ms: number): Promise<void> {
		if (ms <= 0) return Promise.resolve();
		return new Promise((resolve) => {
			const timer = setTimeout(() => {
				this.timers.delete(timer);
				resolve();
			}, ms);
			this.timers.add(timer);
		});
	}

	/** The key's account as a route sees it: its balance now, and the limit its requests are held to. */
	private account(apiKey: string, rate: RateDecision): AccountView {
		return { credits: this.balances.get(apiKey) ?? 0, rateLimitPerMinute: rate.limit };
	}

	private async onRequest(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
		const rawUrl = req.url ?? '/';
		const queryStart = rawUrl.indexOf('?');
		const rawPath = queryStart >= 0 ? rawUrl.slice(0, queryStart) : rawUrl;
		const rawSearch = queryStart >= 0 ? rawUrl.slice(queryStart + 1) : '';

		if (rawPath === CONTROL_PREFIX || rawPath.startsWith(`${CONTROL_PREFIX}/`)) {
			send(res, await handleControl(req, rawPath.slice(CONTROL_PREFIX.length), this));
			return;
		}

		// Read the whole body (a POST's JSON; GETs have none), which also keeps the keep-alive connection usable.
		const rawBody = await readBody(req);
		const at = this.now();
		if (rawPath.startsWith(`${FILES_PREFIX}/`)) {
			const fault = this.faults.take(safeDecode(rawPath), '', new URLSearchParams(rawSearch), true);
			const response = fault?.kind === 'status' ? jsonResponse(fault.status ?? 500, fault.body ?? { detail: 'Error' }) : linkedFileResponse(safeDecode(rawPath.slice(FILES_PREFIX.length)), req.headers);
			this.requests.push({ method: req.method ?? 'GET', path: safeDecode(rawPath), url: rawUrl, query: {}, headers: flattenHeaders(req.headers), status: response.status, creditsCharged: 0, at });
			send(res, response);
			return;
		}
		const method = req.method ?? 'GET';
		const body = rawBody === '' ? undefined : parseJson(rawBody);
		const search = new URLSearchParams(rawSearch);
		const apiKey = req.headers['x-api-key'];
		let outcome: Outcome;
		this.answering++;
		this.peakConcurrency = Math.max(this.peakConcurrency, this.answering);
		try {
			try {
				outcome = await this.process(method, rawPath, rawSearch, search, body, typeof apiKey === 'string' ? apiKey : '', at);
			} catch (error) {
				// A bug in a route handler shows up as the live service's 500, and in the test output.
				console.error('[emulator] route handler failed:', error);
				outcome = uncharged(jsonResponse(500, { detail: 'Internal Server Error' }));
			}
			await this.delay(this.latencyMs);
		} finally {
			this.answering--;
		}
		if (this.closing) return;

		this.requests.push({
			method,
			path: safeDecode(rawPath),
			url: rawUrl,
			query: Object.fromEntries(search),
			...(body === undefined ? {} : { body: body.ok ? body.value : rawBody }),
			headers: flattenHeaders(req.headers),
			status: outcome.response === 'drop' ? 0 : outcome.response.status,
			creditsCharged: outcome.creditsCharged,
			at,
		});
		if (outcome.response === 'drop') req.socket.destroy();
		else send(res, outcome.response);
	}

	private async process(
		method: string,
		rawPath: string,
		rawSearch: string,
		search: URLSearchParams,
		body: { ok: true; value: unknown } | { ok: false } | undefined,
		apiKey: string,
		at: number,
	): Promise<Outcome> {
		const match = this.router.match(rawPath, method);
		if (!match) {
			const redirect = method === 'GET' ? this.router.slashRedirect(rawPath) : undefined;
			if (redirect) {
				const location = `${this.url}${redirect}${rawSearch ? `?${rawSearch}` : ''}`;
				return uncharged(emptyResponse(307, { Location: location }));
			}
			return uncharged(jsonResponse(404, { detail: 'Not Found' }));
		}
		if (method !== match.route.method) {
			return uncharged(jsonResponse(405, { detail: 'Method Not Allowed' }, { Allow: match.route.method }));
		}

		const { route, params } = match;
		const style = route.errorStyle;
		// The emulator deliberately ignores `?api_key=`: a key in the URL leaks into logs, and a node sending one should fail.
		if (this.disabled.has(apiKey)) return uncharged(jsonResponse(403, { detail: 'API key is disabled' }));
		if (apiKey === '' || !this.balances.has(apiKey)) {
			return uncharged(jsonResponse(401, errorBody(style, 'Invalid or missing API key')));
		}

		const rate = this.limiter.hit(apiKey, at);
		const rateHeaders = rateLimitHeaders(rate);
		if (!rate.allowed) {
			const body = {
				...errorBody(style, 'Rate limit exceeded'),
				limit: rate.limit,
				remaining: 0,
				reset_at: rate.resetAt,
				tier: tierFor(rate.limit),
			};
			return uncharged(jsonResponse(429, body, { ...rateHeaders, 'Retry-After': String(rate.retryAfter) }));
		}

		const fault = this.faults.take(safeDecode(rawPath), apiKey, search);
		if (fault) {
			const successBody = async () => {
				const validated = validateRequest(route, params, search);
				const checked = checkBody(route, body);
				if (!validated.ok || !checked.ok) return undefined;
				return await route
					.handle({ params: validated.params, query: validated.query, body: checked.value, now: at, live: this.live.view(safeDecode(rawPath), at), key: apiKey, stream: this.stream, account: this.account(apiKey, rate), state: this.routeState, origin: this.url })
					.catch(() => undefined);
			};
			const response = await faultResponse(fault, { errorStyle: style, rate, nowMs: at, successBody });
			// Failures are not billed, but the live service bills every 200 it sends: a garbled or cut-off 200 too
			// (a proxy's page carries none of its headers and is not its answer).
			if (response === 'drop' || response.status !== 200 || fault.kind === 'html') return uncharged(response);
			// A fault that names its charge (X-Credits-Used) is charged that; otherwise what the real answer costs.
			const declared = Number(response.headers['X-Credits-Used']);
			const answer = Number.isFinite(declared) ? undefined : await successBody();
			const balance = this.balances.get(apiKey) ?? 0;
			const cost = Math.min(Number.isFinite(declared) ? declared : answer === undefined ? 0 : route.cost(answer), balance);
			this.balances.set(apiKey, balance - cost);
			const charged = { 'X-Credits-Used': String(cost), 'X-Credits-Remaining': String(balance - cost) };
			return { response: { ...response, headers: { ...response.headers, ...charged } }, creditsCharged: cost };
		}

		const validated = validateRequest(route, params, search);
		const checked = checkBody(route, body);
		const issues = [...(validated.ok ? [] : validated.issues), ...(checked.ok ? [] : checked.issues)];
		if (!validated.ok || !checked.ok) return uncharged(jsonResponse(422, { detail: issues }, rateHeaders));

		let answer: unknown;
		try {
			answer = await route.handle({ params: validated.params, query: validated.query, body: checked.value, now: at, live: this.live.view(safeDecode(rawPath), at), key: apiKey, stream: this.stream, account: this.account(apiKey, rate), state: this.routeState, origin: this.url });
		} catch (error) {
			if (!(error instanceof ApiError)) throw error;
			return uncharged(jsonResponse(error.status, error.body, { ...rateHeaders, ...error.headers }));
		}

		// The balance is read after the handler so a cost computed from the body (Twitter) is checked too.
		const cost = route.cost(answer);
		const balance = this.balances.get(apiKey) ?? 0;
		if (balance < cost) {
			const message = `Insufficient credits. This request costs ${cost} credits; your balance is ${balance}.`;
			return uncharged(
				jsonResponse(402, errorBody(style, message), { ...rateHeaders, 'X-Credits-Remaining': String(balance) }),
			);
		}
		this.balances.set(apiKey, balance - cost);
		const charged = { ...rateHeaders, 'X-Credits-Used': String(cost), 'X-Credits-Remaining': String(balance - cost) };
		// A deletion answers 204 without a body (the X stream's DELETEs).
		if (route.status === 204) return { response: emptyResponse(204, charged), creditsCharged: cost };
		return {
			response: jsonResponse(route.status, answer, {
				...rateHeaders,
				'X-Credits-Used': String(cost),
				'X-Credits-Remaining': String(balance - cost),
			}),
			creditsCharged: cost,
		};
	}
}

/** Starts an emulator on 127.0.0.1 serving every route in routes/index.ts (or `options.routes`). */
export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
	const emulator = new EmulatorServer(options, options.routes ?? allRoutes);
	await emulator.listen(options.port ?? 0);
	return emulator;
}

/** A request's body as text (empty for the GETs every read but a batch is). */
async function readBody(req: http.IncomingMessage): Promise<string> {
	const chunks: Buffer[] = [];
	for await (const chunk of req) chunks.push(chunk as Buffer);
	return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
	try {
		return { ok: true, value: JSON.parse(text) as unknown };
	} catch {
		return { ok: false };
	}
}

/** A POST route's body, checked as FastAPI would: malformed JSON or a missing body is a 422 before the route runs. */
function checkBody(
	route: Route,
	body: { ok: true; value: unknown } | { ok: false } | undefined,
): { ok: true; value: Record<string, unknown> } | { ok: false; issues: ValidationIssue[] } {
	if (route.method === 'GET' || route.method === 'DELETE' || !route.body) return { ok: true, value: {} };
	if (body === undefined) return { ok: false, issues: [{ type: 'missing', loc: ['body', 'body'], msg: 'Field required', input: null }] };
	if (!body.ok) return { ok: false, issues: [{ type: 'json_invalid', loc: ['body', 0], msg: 'JSON decode error', input: {} }] };
	return route.body(body.value);
}
