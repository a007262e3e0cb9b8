/* eslint-disable @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/require-node-api-error -- test tooling, never shipped: n8n Cloud's rules for node runtime code do not apply */
/**
 * The HTTP control surface under /__emulator/, so a suite driving a separately started emulator
 * (npm run emulator) can do what in-process tests do through the Emulator object. No auth: the
 * server only listens on loopback. These requests are not logged.
 */
import type { IncomingMessage } from 'node:http';
import { parseFault } from './faults';
import type { GrowAt } from './live';
import type { PlannedResponse } from './respond';
import { emptyResponse, jsonResponse, readJsonBody } from './respond';
import { safeDecode } from './router';
import type { Emulator, LoggedRequest } from './server';
import { handleStreamControl } from './stream/control';

type ControlHandler = (req: IncomingMessage, emulator: Emulator, key: string) => Promise<PlannedResponse>;

interface ControlRoute {
	/** Matched against the path after /__emulator; `key` captures the credits key segment. */
	pattern: RegExp;
	methods: Partial<Record<string, ControlHandler>>;
}

class BadRequest extends Error {
	constructor(
		readonly status: number,
		message: string,
	) {
		super(message);
	}
}

async function readBody(req: IncomingMessage): Promise<unknown> {
	try {
		return await readJsonBody(req);
	} catch {
		throw new BadRequest(400, 'Request body must be JSON');
	}
}

/** The key is a secret even on loopback: logs fetched over HTTP may end up in CI output. */
function masked(entry: LoggedRequest): LoggedRequest {
	if (entry.headers['x-api-key'] === undefined) return entry;
	return { ...entry, headers: { ...entry.headers, 'x-api-key': '***' } };
}

function optionalNumber(body: Record<string, unknown>, name: string): number | undefined {
	const value = body[name];
	if (value === undefined) return undefined;
	if (typeof value !== 'number') throw new BadRequest(422, `${name} must be a number`);
	return value;
}

function objectBody(body: unknown): Record<string, unknown> {
	if (typeof body !== 'object' || body === null || Array.isArray(body)) {
		throw new BadRequest(422, 'Request body must be a JSON object');
	}
	return body as Record<string, unknown>;
}

/** Setters on the Emulator throw RangeError/Error for bad values; surface those as 422. */
function applying(action: () => void): void {
	try {
		action();
	} catch (error) {
		throw new BadRequest(422, error instanceof Error ? error.message : String(error));
	}
}

const CONTROL_ROUTES: ControlRoute[] = [
	{
		pattern: /^\/requests\/?$/,
		methods: {
			// `?key=<api key>`: only the requests made with that key (a suite running several workflows at once, one key
			// each). The peak concurrency is the emulator's, over all keys.
			GET: async (req, emulator) => {
				const key = new URL(req.url ?? '/', 'http://emulator').searchParams.get('key');
				const requests = key === null ? emulator.requests : emulator.requests.filter((entry) => entry.headers['x-api-key'] === key);
				return jsonResponse(200, { requests: requests.map(masked), peakConcurrency: emulator.peakConcurrency });
			},
			DELETE: async (_req, emulator) => {
				emulator.clearRequests();
				return emptyResponse(204);
			},
		},
	},
	{
		pattern: /^\/faults\/?$/,
		methods: {
			POST: async (req, emulator) => {
				const body = await readBody(req);
				applying(() => emulator.injectFault(parseFault(body)));
				return jsonResponse(201, { fault: body });
			},
		},
	},
	{
		pattern: /^\/reset\/?$/,
		methods: {
			POST: async (_req, emulator) => {
				emulator.reset();
				return emptyResponse(204);
			},
		},
	},
	{
		pattern: /^\/config\/?$/,
		methods: {
			// Latency and rate limit, for suites that cannot call setLatency/setRateLimit in-process.
			PUT: async (req, emulator) => {
				const body = objectBody(await readBody(req));
				const latencyMs = optionalNumber(body, 'latencyMs');
				const rateLimitPerMinute = optionalNumber(body, 'rateLimitPerMinute');
				const rateWindowMs = optionalNumber(body, 'rateWindowMs');
				applying(() => {
					if (latencyMs !== undefined) emulator.setLatency(latencyMs);
					if (rateLimitPerMinute !== undefined) emulator.setRateLimit(rateLimitPerMinute, rateWindowMs);
				});
				return emptyResponse(204);
			},
		},
	},
	{
		// The world moving between polls: `{path, count}` adds records at the head of a list (`at: "end"`: after it;
		// `datedAt`: ms, backdated), `{path, change}` changes a record.
		pattern: /^\/live\/?$/,
		methods: {
			POST: async (req, emulator) => {
				const body = objectBody(await readBody(req));
				if (typeof body.path !== 'string' || !body.path.startsWith('/v1/')) throw new BadRequest(422, 'path must be an API path such as /v1/leboncoin/search');
				const path = body.path;
				const count = optionalNumber(body, 'count');
				const change = body.change;
				if ((count === undefined) === (change === undefined)) throw new BadRequest(422, 'give either count or change');
				if (body.at !== undefined && body.at !== 'head' && body.at !== 'end') throw new BadRequest(422, 'at must be "head" or "end"');
				const datedAt = optionalNumber(body, 'datedAt');
				applying(() => {
					if (count !== undefined) emulator.grow(path, count, body.at as GrowAt | undefined, datedAt);
					else emulator.change(path, change as Record<string, unknown>);
				});
				return emptyResponse(204);
			},
		},
	},
	{
		pattern: /^\/credits\/(?<key>[^/]+)$/,
		methods: {
			GET: async (_req, emulator, key) => {
				try {
					return jsonResponse(200, { key, credits: emulator.credits(key) });
				} catch {
					throw new BadRequest(404, `Unknown API key: ${key}`);
				}
			},
			PUT: async (req, emulator, key) => {
				const credits = optionalNumber(objectBody(await readBody(req)), 'credits');
				if (credits === undefined) throw new BadRequest(422, 'credits is required');
				applying(() => emulator.setCredits(key, credits));
				return jsonResponse(200, { key, credits: emulator.credits(key) });
			},
		},
	},
];

/** `subPath` is the raw path after `/__emulator`. */
export async function handleControl(req: IncomingMessage, subPath: string, emulator: Emulator): Promise<PlannedResponse> {
	const method = req.method ?? 'GET';
	if (subPath.startsWith('/stream/')) {
		const answer = await handleStreamControl(req, subPath.slice('/stream'.length), emulator.stream);
		if (answer) return answer;
	}
	for (const route of CONTROL_ROUTES) {
		const match = route.pattern.exec(subPath);
		if (!match) continue;
		const handler = route.methods[method];
		if (!handler) {
			req.resume();
			return jsonResponse(405, { detail: 'Method Not Allowed' }, { Allow: Object.keys(route.methods).join(', ') });
		}
		try {
			return await handler(req, emulator, safeDecode(match.groups?.key ?? ''));
		} catch (error) {
			if (error instanceof BadRequest) return jsonResponse(error.status, { detail: error.message });
			throw error;
		}
	}
	req.resume();
	return jsonResponse(404, { detail: 'Not Found' });
}
