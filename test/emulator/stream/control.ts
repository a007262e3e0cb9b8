/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test tooling, never shipped: n8n Cloud's rules for node runtime code do not apply */
/**
 * The control surface of the emulator's X stream, under /__emulator/stream/, for suites driving a separately started
 * emulator (the end-to-end runs): post tweets, choose the delivery style, read what was delivered, run a day's billing.
 */
import type { IncomingMessage } from 'node:http';

import type { PlannedResponse } from '../respond';
import { emptyResponse, jsonResponse, readJsonBody } from '../respond';
import type { StreamSettings, StreamWorld, TweetKind } from './world';

const KINDS: readonly TweetKind[] = ['original', 'reply', 'retweet', 'quote'];

async function objectBody(req: IncomingMessage): Promise<Record<string, unknown> | undefined> {
	try {
		const body = await readJsonBody(req);
		return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
	} catch {
		return undefined;
	}
}

const invalid = (message: string) => jsonResponse(422, { detail: message });

/** Monitors and rules as the tests read them: everything but the secret, which only says whether one is set. */
function state(world: StreamWorld, key: string | null) {
	const keys = key === null ? [...new Set([...world.monitors.keys(), ...world.rules.keys()])] : [key];
	const view = <T extends { secret: string | null; timer?: unknown; delivered?: unknown }>(entry: T) => {
		const { secret, timer, delivered, ...rest } = entry;
		void timer;
		void delivered;
		return { ...rest, secretSet: secret !== null };
	};
	return {
		// The API key is a secret even here: entries are not labelled with it.
		monitors: keys.flatMap((each) => [...world.monitorsOf(each).values()].map(view)),
		rules: keys.flatMap((each) => [...world.rulesOf(each).values()].map(view)),
		attempts: world.attempts.filter((attempt) => key === null || attempt.key === key).map((attempt) => {
			const { key: owner, ...rest } = attempt;
			void owner;
			return rest;
		}),
		logs: keys.flatMap((each) => world.logsOf(each)),
	};
}

/** `subPath` is the path after /__emulator/stream. Undefined: no such control route. */
export async function handleStreamControl(req: IncomingMessage, subPath: string, world: StreamWorld): Promise<PlannedResponse | undefined> {
	const method = req.method ?? 'GET';
	const url = new URL(req.url ?? '/', 'http://emulator');
	if (subPath === '/tweets' && method === 'POST') {
		const body = await objectBody(req);
		if (!body || typeof body.username !== 'string' || typeof body.text !== 'string') return invalid('give {username, text, kind?}');
		const kind = (body.kind ?? 'original') as TweetKind;
		if (!KINDS.includes(kind)) return invalid(`kind must be one of ${KINDS.join(', ')}`);
		return jsonResponse(201, { tweet: world.post(body.username, body.text, kind) });
	}
	if (subPath === '/config' && method === 'PUT') {
		const body = await objectBody(req);
		if (!body) return invalid('give a JSON object of settings');
		const settings: Partial<StreamSettings> = {};
		if (body.style !== undefined) {
			if (body.style !== 'docs' && body.style !== 'sdk') return invalid('style must be "docs" or "sdk"');
			settings.style = body.style;
		}
		if (body.retryDelaysMs !== undefined) {
			if (!Array.isArray(body.retryDelaysMs) || !body.retryDelaysMs.every((delay) => typeof delay === 'number' && delay >= 0)) return invalid('retryDelaysMs must be a list of waits in ms');
			settings.retryDelaysMs = body.retryDelaysMs as number[];
		}
		for (const name of ['timeoutMs', 'creditsPerAccountPerDay', 'creditsPerEmptyCall', 'creditsPerTweetReturned'] as const) {
			const value = body[name];
			if (value === undefined) continue;
			if (typeof value !== 'number' || value < 0) return invalid(`${name} must be a number >= 0`);
			settings[name] = value;
		}
		Object.assign(world.settings, settings);
		return emptyResponse(204);
	}
	if (subPath === '/state' && method === 'GET') return jsonResponse(200, state(world, url.searchParams.get('key')));
	// The webhook secrets set on the key's monitors and rules, by ID: for a suite that checks none is kept anywhere else.
	if (subPath === '/secrets' && method === 'GET') {
		const key = url.searchParams.get('key') ?? '';
		const entries = [...world.monitorsOf(key).values(), ...world.rulesOf(key).values()];
		return jsonResponse(200, Object.fromEntries(entries.filter((entry) => entry.secret !== null).map((entry) => [entry.id, entry.secret])));
	}
	if (subPath === '/bill-day' && method === 'POST') {
		world.billDay();
		return emptyResponse(204);
	}
	if (subPath === '/settle' && method === 'POST') {
		await world.settled();
		return emptyResponse(204);
	}
	return undefined;
}
