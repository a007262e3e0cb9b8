/**
 * What n8n's queue mode needs besides n8n: Postgres (the database main and workers share) and Redis (the
 * queue), from the machine's Debian packages (`postgresql`, `redis-server`), each started here on a free
 * 127.0.0.1 port with its data in a temporary folder, and stopped (the folder removed) with the suite.
 * A missing server is an error that says which Debian package to install, never a quiet skip.
 */
import { randomBytes } from 'node:crypto';
import { accessSync, chownSync, constants, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

import { freePort, removeOnExit, run, startProcess, unprivilegedUser } from './processes.mjs';

/** Where Debian puts each Postgres major's server binaries (they are not on PATH). */
const DEBIAN_POSTGRES = '/usr/lib/postgresql';

function onPath(name) {
	for (const dir of (process.env.PATH ?? '').split(delimiter)) {
		try {
			accessSync(join(dir, name), constants.X_OK);
			return join(dir, name);
		} catch {
			// not in this folder
		}
	}
	return undefined;
}

/** The folder of `initdb` and `postgres`: the newest major Debian installed, else wherever PATH has them. */
export function postgresBinDir() {
	const majors = existsSync(DEBIAN_POSTGRES)
		? readdirSync(DEBIAN_POSTGRES)
				.filter((major) => existsSync(join(DEBIAN_POSTGRES, major, 'bin', 'initdb')))
				.sort((a, b) => Number(b) - Number(a))
		: [];
	if (majors.length > 0) return join(DEBIAN_POSTGRES, majors[0], 'bin');
	const initdb = onPath('initdb');
	if (initdb) return initdb.slice(0, -'/initdb'.length);
	throw new Error('Postgres is not installed (no initdb in /usr/lib/postgresql/*/bin or on PATH): apt-get install postgresql');
}

function tail(text, lines = 20) {
	return text.trim().split('\n').slice(-lines).join('\n');
}

/**
 * A Postgres server of its own: a new cluster in a temporary folder, listening on 127.0.0.1 only (no Unix
 * socket), with one password-protected superuser. Postgres refuses to run as root: as root, it runs as the
 * `postgres` user Debian's package creates. Durability is switched off (fsync, synchronous commit, full
 * pages): the data lives as long as the test.
 * Returns { host, port, user, password, version, createDatabase(name), stop() }.
 */
export async function startPostgres() {
	const bin = postgresBinDir();
	const user = unprivilegedUser('postgres');
	const dir = mkdtempSync(join(tmpdir(), 'scrapebadger-queue-postgres-'));
	removeOnExit(dir);
	const password = randomBytes(16).toString('hex');
	const passwordFile = join(dir, 'password');
	writeFileSync(passwordFile, password, { mode: 0o600 });
	if (user) {
		chownSync(dir, user.uid, user.gid);
		chownSync(passwordFile, user.uid, user.gid);
	}
	// Only what Postgres needs: a developer's PG* variables must not point it elsewhere.
	const env = { PATH: process.env.PATH, LC_ALL: 'C' };
	const data = join(dir, 'data');
	const superuser = 'n8n';
	const initdb = await run(
		join(bin, 'initdb'),
		['-D', data, '-U', superuser, `--pwfile=${passwordFile}`, '--auth=scram-sha-256', '--encoding=UTF8', '--locale=C', '--no-sync'],
		{ env, user, timeoutMs: 120_000 },
	);
	if (initdb.code !== 0) {
		rmSync(dir, { recursive: true, force: true });
		throw new Error(`initdb failed (exit ${initdb.code}):\n${tail(initdb.stderr || initdb.stdout)}`);
	}
	const port = await freePort();
	const server = startProcess(
		join(bin, 'postgres'),
		[
			'-D', data,
			'-p', String(port),
			'-c', 'listen_addresses=127.0.0.1',
			'-c', 'unix_socket_directories=',
			'-c', 'fsync=off',
			'-c', 'synchronous_commit=off',
			'-c', 'full_page_writes=off',
		],
		// SIGQUIT is Postgres's immediate shutdown: unlike SIGKILL, it still releases its shared memory segment.
		{ env, user, exitSignal: 'SIGQUIT' },
	);
	await server.waitForLine(/database system is ready to accept connections/, 60_000);
	const version = (await run(join(bin, 'postgres'), ['--version'], { env })).stdout.trim();
	const client = { ...env, PGPASSWORD: password };
	return {
		host: '127.0.0.1',
		port,
		user: superuser,
		password,
		version,
		async createDatabase(name) {
			const created = await run(join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', superuser, name], {
				env: client,
				timeoutMs: 60_000,
			});
			if (created.code !== 0) throw new Error(`createdb ${name} failed (exit ${created.code}):\n${tail(created.stderr)}`);
		},
		output: () => server.output(),
		async stop() {
			await server.stop();
			rmSync(dir, { recursive: true, force: true });
		},
	};
}

/**
 * A Redis server of its own on 127.0.0.1, its working folder temporary and nothing saved to disk.
 * Returns { host, port, version, stop() }.
 */
export async function startRedis() {
	const binary = onPath('redis-server');
	if (!binary) throw new Error('Redis is not installed (no redis-server on PATH): apt-get install redis-server');
	const dir = mkdtempSync(join(tmpdir(), 'scrapebadger-queue-redis-'));
	removeOnExit(dir);
	const port = await freePort();
	const server = startProcess(binary, ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'], {
		env: { PATH: process.env.PATH },
	});
	await server.waitForLine(/Ready to accept connections/, 60_000);
	const version = (await run(binary, ['--version'])).stdout.trim();
	return {
		host: '127.0.0.1',
		port,
		version,
		output: () => server.output(),
		async stop() {
			await server.stop();
			rmSync(dir, { recursive: true, force: true });
		},
	};
}

/** Postgres and Redis together, started side by side; stop() stops both. */
export async function startQueueServices() {
	const [postgres, redis] = await Promise.allSettled([startPostgres(), startRedis()]);
	if (postgres.status === 'rejected' || redis.status === 'rejected') {
		await Promise.all([postgres, redis].filter((started) => started.status === 'fulfilled').map((started) => started.value.stop()));
		throw new Error([postgres, redis].filter((started) => started.status === 'rejected').map((started) => started.reason.message).join('\n'));
	}
	return {
		postgres: postgres.value,
		redis: redis.value,
		stop: () => Promise.all([postgres.value.stop(), redis.value.stop()]),
	};
}
