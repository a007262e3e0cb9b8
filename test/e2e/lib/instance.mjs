/**
 * One isolated n8n instance: its own user folder (temporary), the packed package installed as a
 * community package the way a user's install has it (`<user folder>/.n8n/nodes/node_modules/<package>`,
 * so node types are `<package>.<node>`), and the n8n CLI run against it: import credentials and
 * workflows, `execute --id`, `start` the editor, or start a queue-mode `worker`. By default an instance
 * has a SQLite database in its user folder; `settings` (environment variables) can point it elsewhere,
 * as queue mode does (one Postgres database and one Redis queue for a main and its workers).
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { installerEnv } from './n8n-install.mjs';
import { PACKAGE } from './package.mjs';
import { freePort, removeOnExit, run, startProcess, waitForHttp, withHostname } from './processes.mjs';

const ENCRYPTION_KEY = 'scrapebadger-e2e-not-a-secret';

/** The owner account the suite creates on a fresh n8n (loopback only, thrown away with the instance). */
export const OWNER = { email: 'owner@example.com', firstName: 'Ada', lastName: 'Example', password: 'E2e-owner-Passw0rd' };

/**
 * Sets up n8n's owner account on a started instance and returns the session cookie's value (`n8n-auth`), for
 * the REST API and the editor. n8n answers /rest/settings before it is fully up: under load, owner setup can
 * still be a 404 (1.x, the controller not mounted yet) or a 200 saying "n8n is starting up. Please wait"
 * without a session (2.x, its migrations still running). It is asked again until a session comes back, for at
 * most 60 s.
 */
export async function setUpOwner(url, owner = OWNER) {
	const setupBy = Date.now() + 60_000;
	for (;;) {
		const response = await fetch(`${url}/rest/owner/setup`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify(owner),
		});
		const cookie = response.headers.get('set-cookie')?.match(/n8n-auth=([^;]+)/)?.[1];
		const text = await response.text();
		if (response.status === 200 && cookie) return cookie;
		const starting = response.status === 404 || response.status === 503 || /starting up/i.test(text);
		if (!starting || Date.now() > setupBy) throw new Error(`owner setup answered ${response.status}: ${text}`);
		await new Promise((resolve) => setTimeout(resolve, 500));
	}
}

/**
 * How long a request is repeated while n8n answers 503 "Database is not ready!": n8n's periodic database ping marks
 * the connection unready when one ping is slow (a busy machine) and refuses every request before any route runs it,
 * so repeating it is safe whatever its method.
 */
const DATABASE_NOT_READY_MS = 120_000;

/** Requests to n8n's REST API (what the editor uses) with the owner's session; both lines wrap answers in `{ data }`. */
export function restApi(url, cookie) {
	return async (path, { method = 'GET', body } = {}) => {
		const deadline = Date.now() + DATABASE_NOT_READY_MS;
		for (;;) {
			const response = await fetch(`${url}/rest${path}`, {
				method,
				headers: { cookie: `n8n-auth=${cookie}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
				body: body === undefined ? undefined : JSON.stringify(body),
			});
			const text = await response.text();
			if (response.status === 503 && text.includes('Database is not ready') && Date.now() < deadline) {
				await new Promise((resolve) => setTimeout(resolve, 1000));
				continue;
			}
			if (!response.ok) throw new Error(`${method} /rest${path}: HTTP ${response.status} ${text.slice(0, 500)}`);
			const answer = JSON.parse(text);
			return answer.data ?? answer;
		}
	};
}

/**
 * Activates workflows through a started n8n's REST API, as the editor's Active/Publish toggle does: the CLI cannot
 * do it well (2.x's `import:workflow --activeState=fromJson` finds no user allowed to, and `publish:workflow` takes
 * one workflow per start of n8n's CLI, about 4 s each), and the running n8n (in queue mode the main) registers a
 * workflow's production webhook, or starts polling its triggers, when it activates it. Returns the problems.
 */
export async function activateWorkflows(rest, workflowIds, concurrency = 4) {
	const problems = [];
	// n8n runs a polling trigger's first poll inside its activation request: one at a time, 26 triggers whose first
	// polls read several pages took minutes on a busy machine, so a few activations go at once.
	const queue = [...workflowIds];
	const activateNext = async () => {
		for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
			const { versionId } = await rest(`/workflows/${id}`);
			const workflow = await rest(`/workflows/${id}/activate`, { method: 'POST', body: { versionId } });
			if (workflow.active !== true) problems.push(`${id} is not active after activation`);
		}
	};
	await Promise.all(Array.from({ length: Math.min(concurrency, workflowIds.length) }, activateNext));
	return problems;
}

/** The end of npm's debug log in logsDir (what it did last, when an install failed or was killed). */
function npmLogTail(logsDir, lines = 25) {
	const logs = existsSync(logsDir) ? readdirSync(logsDir).filter((name) => name.endsWith('.log')).sort() : [];
	if (logs.length === 0) return `(no npm debug log in ${logsDir})`;
	const text = readFileSync(join(logsDir, logs.at(-1)), 'utf8').trimEnd().split('\n');
	return `npm's debug log, last ${Math.min(lines, text.length)} lines:\n${text.slice(-lines).join('\n')}`;
}

export class N8nInstance {
	/**
	 * @param n8n what ensureN8n() returned
	 * @param settings environment variables for every n8n command of this instance, over the defaults
	 */
	constructor(n8n, label, { settings = {} } = {}) {
		this.n8n = n8n;
		this.label = label ?? `n8n ${n8n.version}`;
		this.settings = settings;
		this.userFolder = mkdtempSync(join(tmpdir(), `scrapebadger-e2e-n8n${n8n.line}-`));
		this.nodesDir = join(this.userFolder, '.n8n', 'nodes');
		// Also on Ctrl-C (processes.mjs exits on signals): no n8n database left behind in the temp folder.
		removeOnExit(this.userFolder);
	}

	/** Installs the tarball into <user folder>/.n8n/nodes with npm, as n8n's community package install does. */
	async installPackage(tarball) {
		mkdirSync(this.nodesDir, { recursive: true });
		writeFileSync(join(this.nodesDir, 'package.json'), JSON.stringify({ name: 'installed-nodes', private: true }, null, 2));
		// The package has no dependencies and its peer n8n-workflow is n8n's own copy, found at run time, so the install
		// needs no network: --offline, no update check. On a fresh CI machine it once hung, printing nothing, until the
		// 30-minute limit (the landing of 60ba40e; its cause unknown, it takes 7 s here): it now has 3 minutes, npm's debug
		// log is printed when it runs out, and it is tried once more.
		const install = async (attempt) => {
			const logsDir = join(this.userFolder, `npm-logs-${attempt}`);
			const result = await run(
				'npm',
				[
					'install', tarball, '--offline', '--no-update-notifier', '--omit=dev', '--ignore-scripts', '--legacy-peer-deps',
					'--no-audit', '--no-fund', '--loglevel=error', `--logs-dir=${logsDir}`,
				],
				{ cwd: this.nodesDir, env: installerEnv(this.n8n.env), timeoutMs: 3 * 60_000 },
			);
			return { ...result, timedOut: result.stderr.includes('[killed after'), log: npmLogTail(logsDir) };
		};
		let result = await install(1);
		if (result.timedOut) {
			console.log(`    npm install of the package into ${this.nodesDir} ran out of time; trying once more. ${result.log}`);
			result = await install(2);
		}
		if (result.code !== 0) {
			throw new Error(`npm install of ${tarball} into ${this.nodesDir} failed:\n${result.stderr}\n${result.log}`);
		}
		const installed = JSON.parse(readFileSync(join(this.nodesDir, 'node_modules', PACKAGE, 'package.json'), 'utf8'));
		return installed.version;
	}

	/** The environment every n8n command of this instance runs with. */
	async env(extra = {}) {
		// The caller's own n8n settings (a developer's N8N_* or DB_* variables) must not reach the isolated instance.
		const inherited = Object.entries(this.n8n.env).filter(([name]) => !/^(N8N_|DB_)/.test(name));
		return {
			...Object.fromEntries(inherited),
			N8N_USER_FOLDER: this.userFolder,
			N8N_ENCRYPTION_KEY: ENCRYPTION_KEY,
			N8N_DIAGNOSTICS_ENABLED: 'false',
			N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
			N8N_TEMPLATES_ENABLED: 'false',
			N8N_PERSONALIZATION_ENABLED: 'false',
			N8N_HIRING_BANNER_ENABLED: 'false',
			N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS: 'false',
			N8N_REINSTALL_MISSING_PACKAGES: 'false',
			N8N_LISTEN_ADDRESS: '127.0.0.1',
			N8N_PORT: String(await freePort()),
			// 2.x always starts task runners; their broker must not take a port someone else uses (default 5679).
			N8N_RUNNERS_BROKER_PORT: String(await freePort()),
			N8N_RUNNERS_BROKER_LISTEN_ADDRESS: '127.0.0.1',
			DB_TYPE: 'sqlite',
			N8N_LOG_LEVEL: 'warn',
			...this.n8n.n8nEnv,
			...this.settings,
			...extra,
		};
	}

	/**
	 * Starts `n8n <args>` as a server, under its own host name when `hostname` is given (see withHostname);
	 * `onLine` gets every line it prints from the first.
	 */
	#serve(args, env, { echo, hostname, onLine } = {}) {
		const argv = [this.n8n.n8nBin, ...args];
		const { command, args: wrapped } = hostname ? withHostname(hostname, this.n8n.node, argv) : { command: this.n8n.node, args: argv };
		const server = startProcess(command, wrapped, { env, echo });
		if (onLine) server.onLine(onLine);
		return server;
	}

	/** Runs `n8n <args>` to completion; `nodeFlags` go to its Node (a CPU profile, which NODE_OPTIONS may not ask for). */
	async cli(args, { timeoutMs = 180_000, env, stdoutFile, nodeFlags = [] } = {}) {
		return await run(this.n8n.node, [...nodeFlags, this.n8n.n8nBin, ...args], { env: await this.env(env), timeoutMs, stdoutFile });
	}

	async #checked(args) {
		const result = await this.cli(args);
		if (result.code !== 0) {
			throw new Error(`n8n ${args.join(' ')} failed (exit ${result.code}):\n${(result.stdout + result.stderr).trim().slice(-3000)}`);
		}
		return result;
	}

	/** Imports credentials given with plain `data`; n8n encrypts them with the instance key. */
	async importCredentials(credentials) {
		const file = join(this.userFolder, 'credentials.json');
		writeFileSync(file, JSON.stringify(credentials, null, 2));
		await this.#checked(['import:credentials', `--input=${file}`]);
	}

	/** Imports workflow files (each a workflow object with its own id). */
	async importWorkflows(paths) {
		const dir = join(this.userFolder, 'workflows-to-import');
		rmSync(dir, { recursive: true, force: true });
		mkdirSync(dir);
		for (const path of paths) cpSync(path, join(dir, path.split('/').pop()));
		await this.#checked(['import:workflow', '--separate', `--input=${dir}`]);
	}

	/**
	 * `n8n execute --id=<id> --rawOutput`: exit code, the run data n8n printed, and the raw output for
	 * diagnosis. n8n prints the run data at log level info (on success after log lines, on failure
	 * before the error): it is the JSON from the first line that is exactly `{` to the next line that is
	 * exactly `}`.
	 */
	async execute(workflowId, { env = {}, nodeFlags, timeoutMs } = {}) {
		// Into a file: n8n exits right after printing, which cuts a long printout short in a pipe.
		const result = await this.cli(['execute', `--id=${workflowId}`, '--rawOutput'], {
			env: { N8N_LOG_LEVEL: 'info', ...env },
			stdoutFile: join(this.userFolder, 'execute-output.txt'),
			nodeFlags,
			timeoutMs,
		});
		const lines = result.stdout.split('\n');
		const start = lines.indexOf('{');
		const end = start < 0 ? -1 : lines.indexOf('}', start);
		let data;
		if (end > start) {
			try {
				data = JSON.parse(lines.slice(start, end + 1).join('\n'));
			} catch {
				data = undefined;
			}
		}
		return { code: result.code, data, stdout: result.stdout, stderr: result.stderr };
	}

	/**
	 * `n8n start` (editor, REST API and production webhooks) on a free 127.0.0.1 port; resolves once /rest/settings
	 * answers. `env` adds variables for this process only; `hostname` and `onLine` as for #serve. `untilStarted`
	 * waits further, for the "Editor is now accessible" line: 2.x answers /rest/settings before its start is over
	 * (workflows activated through the REST API before then are not yet polled), and that line comes last. n8n prints
	 * it at info level, so a quieter level (the instance's default is warn) is raised to info; debug stays.
	 */
	async start({ echo, env: extra = {}, hostname, onLine, untilStarted = false } = {}) {
		const env = await this.env({ N8N_SECURE_COOKIE: 'false', N8N_HOST: '127.0.0.1', N8N_PROTOCOL: 'http', ...extra });
		if (untilStarted && !['info', 'debug'].includes(env.N8N_LOG_LEVEL)) env.N8N_LOG_LEVEL = 'info';
		const url = `http://127.0.0.1:${env.N8N_PORT}`;
		env.N8N_EDITOR_BASE_URL = `${url}/`;
		const server = this.#serve(['start'], env, { echo, hostname, onLine });
		await waitForHttp(`${url}/rest/settings`, { timeoutMs: 180_000, process: server });
		if (untilStarted) await server.waitForLine(/Editor is now accessible/, 180_000);
		return { url, server, stop: () => server.stop() };
	}

	/**
	 * `n8n worker` (queue mode: runs the executions the main puts on the queue), `concurrency` at a time; resolves
	 * once its readiness check (database and Redis connected) answers on a free 127.0.0.1 port. Options as start().
	 */
	async startWorker({ concurrency, echo, env: extra = {}, hostname, onLine } = {}) {
		const healthPort = String(await freePort());
		const env = await this.env({
			QUEUE_HEALTH_CHECK_ACTIVE: 'true',
			QUEUE_HEALTH_CHECK_PORT: healthPort,
			// Without it the worker's server (and so its readiness check) does not listen on loopback.
			N8N_WORKER_SERVER_ADDRESS: '127.0.0.1',
			...extra,
		});
		const args = ['worker', ...(concurrency === undefined ? [] : [`--concurrency=${concurrency}`])];
		const server = this.#serve(args, env, { echo, hostname, onLine });
		await waitForHttp(`http://127.0.0.1:${healthPort}/healthz/readiness`, { timeoutMs: 180_000, process: server });
		return { server, stop: () => server.stop() };
	}

	remove() {
		// Retried: a process that has just stopped may still be closing files in the folder (ENOTEMPTY once on CI).
		rmSync(this.userFolder, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
	}
}
