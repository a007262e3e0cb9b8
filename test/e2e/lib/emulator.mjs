/**
 * The ScrapeBadger API emulator (test/emulator) as a separate process on a free 127.0.0.1 port,
 * driven over its /__emulator/ control surface, the way a real n8n reaches it: over HTTP.
 */
import { join } from 'node:path';

import { ROOT } from './package.mjs';
import { startProcess } from './processes.mjs';

/** A dummy key: finding it in n8n's output would mean the nodes leak it. */
export const E2E_KEY = 'sb_dummy_e2e_Kq7LEAKCANARY';

/**
 * @param options.rateLimit requests allowed per window (so high by default that only a test that sets it meets it)
 * @param options.rateWindowMs the window's length (60 s, as live)
 * @param options.latencyMs added before every API answer
 */
export async function startEmulator({ credits = 1_000_000, rateLimit = 100_000, rateWindowMs = 60_000, latencyMs = 0 } = {}) {
	const tsNode = join(ROOT, 'node_modules', 'ts-node', 'dist', 'bin.js');
	const flags = { '--port': 0, '--key': E2E_KEY, '--credits': credits, '--rate-limit': rateLimit, '--rate-window': rateWindowMs, '--latency': latencyMs };
	const server = startProcess(
		process.execPath,
		[tsNode, '--transpile-only', join(ROOT, 'test', 'emulator', 'cli.ts'), ...Object.entries(flags).flatMap(([flag, value]) => [flag, String(value)])],
		{ cwd: ROOT },
	);
	const line = await server.waitForLine(/listening on http:\/\/\S+/, 60_000);
	const url = line.match(/(http:\/\/\S+)/)[1];

	async function control(method, path, body) {
		const response = await fetch(`${url}/__emulator${path}`, {
			method,
			headers: body === undefined ? {} : { 'content-type': 'application/json' },
			body: body === undefined ? undefined : JSON.stringify(body),
		});
		if (!response.ok) throw new Error(`emulator ${method} ${path}: HTTP ${response.status} ${await response.text()}`);
		return response.status === 204 ? undefined : await response.json();
	}

	return {
		url,
		key: E2E_KEY,
		reset: () => control('POST', '/reset'),
		setCredits: (value, key = E2E_KEY) => control('PUT', `/credits/${encodeURIComponent(key)}`, { credits: value }),
		injectFault: (fault) => control('POST', '/faults', fault),
		/** The request log (keys masked); with `key`, only the requests made with that API key. */
		requests: async (key) => (await control('GET', key === undefined ? '/requests' : `/requests?key=${encodeURIComponent(key)}`)).requests,
		/** The most API requests answered at once since the log was last cleared. */
		peakConcurrency: async () => (await control('GET', '/requests')).peakConcurrency,
		clearRequests: () => control('DELETE', '/requests'),
		/** Changes latency or the rate limit while running: { latencyMs, rateLimitPerMinute, rateWindowMs }. */
		configure: (settings) => control('PUT', '/config', settings),
		/** Adds `count` new records at the head of the list served at `path` (the monitoring triggers' "new" records). */
		grow: (path, count, at) => control('POST', '/live', { path, count, ...(at ? { at } : {}) }),
		/** Merges `change` into the record served at `path` from now on (a price that moved). */
		change: (path, change) => control('POST', '/live', { path, change }),
		/** The balance a key starts with: what setUp() gives a new key when the expectation sets none. */
		startingCredits: credits,
		/**
		 * Applies an expectation's `emulator` block: { credits, faults }. With `key`, to that API key only (it is
		 * created with the starting balance when the block sets none), so runs with other keys are not touched.
		 */
		async setUp(setup = {}, key = undefined) {
			if (key === undefined) {
				if (setup.credits !== undefined) await this.setCredits(setup.credits);
				for (const fault of setup.faults ?? []) await this.injectFault(fault);
				return;
			}
			await this.setCredits(setup.credits ?? credits, key);
			for (const fault of setup.faults ?? []) await this.injectFault({ ...fault, key });
		},
		stop: () => server.stop(),
		output: () => server.output(),
	};
}
