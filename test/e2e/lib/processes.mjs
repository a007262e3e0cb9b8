/**
 * Child processes that never outlive the script that started them, free loopback ports, and waiting
 * for a server to answer. Every process started here is in `children` and is killed (its whole
 * process group) on exit, Ctrl-C or an uncaught error.
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';

const children = new Set();

/** Temporary folders to remove when the script exits (also on Ctrl-C: the signal handlers below exit). */
const temporaryFolders = new Set();
process.once('exit', () => {
	for (const folder of temporaryFolders) rmSync(folder, { recursive: true, force: true });
});

/** Removes `folder` when the script exits, however it exits: one exit listener for all of them. */
export function removeOnExit(folder) {
	temporaryFolders.add(folder);
	return folder;
}

/**
 * Resolves once no process of the group `pid` leads is left: what is still there after `timeoutMs` is killed, and
 * after a further 2 s it stops waiting (a zombie, where nothing reaps orphans, never leaves).
 */
async function groupGone(pid, timeoutMs = 10_000) {
	const killAt = Date.now() + timeoutMs;
	let killed = false;
	while (Date.now() < killAt + 2_000) {
		try {
			process.kill(-pid, killed || Date.now() < killAt ? 0 : 'SIGKILL');
		} catch {
			return; // ESRCH: the group is empty
		}
		if (Date.now() >= killAt) killed = true;
		await new Promise((resolve) => setTimeout(resolve, 100));
	}
}

function killGroup(child, signal = 'SIGTERM') {
	if (child.exitCode !== null || child.signalCode !== null) return;
	try {
		process.kill(-child.pid, signal);
	} catch {
		try {
			child.kill(signal);
		} catch {
			/* already gone */
		}
	}
}

/** Processes that are stopped on exit with another signal than SIGKILL (see startProcess's `exitSignal`). */
const finalSignals = new WeakMap();

export function killAll() {
	for (const child of children) killGroup(child, finalSignals.get(child) ?? 'SIGKILL');
	children.clear();
}

process.on('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
	process.once(signal, () => {
		killAll();
		process.exit(130);
	});
}

/**
 * Starts a long-running process (a server) in its own process group. Its output is kept (the last
 * 400 lines) and, when `echo` is given, copied with that prefix. `user` ({uid, gid}, see
 * unprivilegedUser) runs it as that user instead. `exitSignal` is what it gets when this script exits
 * without stopping it (Ctrl-C, a crash): SIGKILL unless the server needs a moment to clean up after itself.
 */
export function startProcess(command, args, { env, cwd, echo, user, exitSignal } = {}) {
	const child = spawn(command, args, { env, cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'], ...user });
	children.add(child);
	if (exitSignal) finalSignals.set(child, exitSignal);
	const lines = [];
	const listeners = new Set();
	const onData = (chunk) => {
		for (const line of chunk.toString().split('\n')) {
			if (line === '') continue;
			lines.push(line);
			if (lines.length > 400) lines.shift();
			if (echo) process.stdout.write(`${echo}${line}\n`);
			for (const listener of listeners) listener(line);
		}
	};
	child.stdout.on('data', onData);
	child.stderr.on('data', onData);
	const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
	exited.then(() => children.delete(child));
	return {
		child,
		output: () => lines.join('\n'),
		/** Calls `listener` with every output line from now on (output() keeps only the last 400). */
		onLine(listener) {
			listeners.add(listener);
		},
		/** Resolves with the first output line matching `pattern`; rejects if the process exits first. */
		waitForLine(pattern, timeoutMs) {
			const found = lines.find((line) => pattern.test(line));
			if (found) return Promise.resolve(found);
			return new Promise((resolve, reject) => {
				const timer = setTimeout(() => done(new Error(`no line matching ${pattern} within ${timeoutMs} ms`)), timeoutMs);
				const listener = (line) => pattern.test(line) && done(null, line);
				const done = (error, line) => {
					clearTimeout(timer);
					listeners.delete(listener);
					if (error) reject(error);
					else resolve(line);
				};
				listeners.add(listener);
				exited.then(({ code, signal }) => done(new Error(`${command} exited (${code ?? signal}) before printing ${pattern}`)));
			});
		},
		exited,
		async stop() {
			if (child.exitCode !== null || child.signalCode !== null) return;
			killGroup(child, 'SIGTERM');
			const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 10_000);
			await exited;
			clearTimeout(timer);
			// n8n's task runners are in its group and may outlive it for a moment, still writing into its folder.
			await groupGone(child.pid);
		},
	};
}

/**
 * Runs a command to completion. Output is captured (and streamed with `echo` as prefix when given).
 * Resolves with { code, signal (when a signal ended it), stdout, stderr }; never rejects on a non-zero
 * exit. `user` as for startProcess. With `stdoutFile`, standard output goes to that file and is read from it at
 * the end: a program that prints a lot and then calls process.exit() (n8n's `execute --rawOutput`) loses the end
 * of what it wrote into a pipe, never what it wrote into a file.
 */
export function run(command, args, { env, cwd, echo, user, stdoutFile, timeoutMs = 30 * 60_000 } = {}) {
	return new Promise((resolve, reject) => {
		const outputFd = stdoutFile ? openSync(stdoutFile, 'w') : undefined;
		const child = spawn(command, args, { env, cwd, detached: true, stdio: ['ignore', outputFd ?? 'pipe', 'pipe'], ...user });
		if (outputFd !== undefined) closeSync(outputFd);
		children.add(child);
		let stdout = '';
		let stderr = '';
		const relay = (chunk) => {
			if (!echo) return;
			for (const line of chunk.toString().split('\n')) if (line.trim() !== '') process.stdout.write(`${echo}${line}\n`);
		};
		child.stdout?.on('data', (chunk) => {
			stdout += chunk;
			relay(chunk);
		});
		child.stderr.on('data', (chunk) => {
			stderr += chunk;
			relay(chunk);
		});
		const timer = setTimeout(() => {
			stderr += `\n[killed after ${timeoutMs} ms]`;
			killGroup(child, 'SIGKILL');
		}, timeoutMs);
		child.once('error', (error) => {
			clearTimeout(timer);
			children.delete(child);
			reject(error);
		});
		// 'close', not 'exit': only then has all of the output been read (a large run data printout arrives after exit).
		child.once('close', (code, signal) => {
			clearTimeout(timer);
			children.delete(child);
			if (stdoutFile) stdout = readFileSync(stdoutFile, 'utf8');
			resolve({ code: code ?? (signal ? 128 : 1), signal, stdout, stderr });
		});
	});
}

/**
 * The ports the kernel hands out as the local end of outgoing connections. A port picked by binding port 0 comes
 * from this range too, so a Postgres or Redis client connecting between our pick and n8n's listen could take it
 * (CI once saw "n8n's port ... is already in use"): ports are therefore picked below it.
 */
function ephemeralPortsStart() {
	try {
		const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
		if (Number.isInteger(low) && low > 12_000) return low;
	} catch {
		/* not Linux: the usual range */
	}
	return 32_768;
}

const FIRST_PORT = 10_000;
const EPHEMERAL_START = ephemeralPortsStart();
const handedOut = new Set([5678, 5679]); // n8n's own defaults, which a developer's n8n may hold

/**
 * A TCP port free on 127.0.0.1 right now, below the ephemeral range, never one handed out before by this script
 * (processes started side by side each get their own) and never one of n8n's defaults.
 */
export async function freePort() {
	for (;;) {
		const port = FIRST_PORT + Math.floor(Math.random() * (EPHEMERAL_START - FIRST_PORT));
		if (handedOut.has(port)) continue;
		handedOut.add(port);
		const free = await new Promise((resolve) => {
			const server = createServer();
			server.once('error', () => resolve(false));
			server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
		});
		if (free) return port;
	}
}

/** Polls `url` until it answers with `status` (default 200). */
export async function waitForHttp(url, { timeoutMs = 120_000, status = 200, process: proc } = {}) {
	const deadline = Date.now() + timeoutMs;
	let last = 'no answer';
	let exited = false;
	proc?.exited.then(() => (exited = true));
	while (Date.now() < deadline) {
		if (exited) throw new Error(`the server exited before ${url} answered:\n${proc.output().slice(-3000)}`);
		try {
			const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
			if (response.status === status) return response;
			last = `HTTP ${response.status}`;
		} catch (error) {
			last = error.cause?.code ?? error.message;
		}
		await new Promise((resolve) => setTimeout(resolve, 500));
	}
	throw new Error(`${url} did not answer ${status} within ${timeoutMs} ms (last: ${last})`);
}

/**
 * The {uid, gid} to run a server as that refuses to run as root (Postgres): undefined when this process is not
 * root (it then runs as this user), else the named system user's ids (Node drops root's groups when given them).
 */
export function unprivilegedUser(name) {
	if (process.getuid?.() !== 0) return undefined;
	const entry = spawnSync('getent', ['passwd', name], { encoding: 'utf8' });
	const [, , uid, gid] = (entry.stdout ?? '').trim().split(':');
	if (entry.status !== 0 || uid === undefined) {
		throw new Error(`running as root, and there is no user "${name}" to run as (getent passwd ${name} found none)`);
	}
	return { uid: Number(uid), gid: Number(gid) };
}

let utsNamespaces;

/**
 * `command args` wrapped so that it runs under its own host name, as it would on a machine of its own, when this
 * machine allows a new UTS namespace (root, or a kernel allowing unprivileged ones); else unchanged. n8n names a
 * process in a container by the host name, so processes started side by side here would otherwise share one id.
 */
export function withHostname(hostname, command, args) {
	utsNamespaces ??= spawnSync('unshare', ['--uts', 'sh', '-c', 'hostname scrapebadger-probe']).status === 0;
	if (!utsNamespaces) return { command, args };
	return { command: 'unshare', args: ['--uts', 'sh', '-c', 'hostname "$0" && exec "$@"', hostname, command, ...args] };
}
