/**
 * The X Stream Trigger end to end (node test/e2e/stream.mjs): the packed package in real n8n 1.x and 2.x, the
 * examples x-stream-accounts and x-stream-search activated through n8n's REST API (as the editor's toggle does), and
 * the API emulator, a separate process, as ScrapeBadger: it keeps their monitor and filter rule, produces tweets for
 * the watched accounts and for the query, and POSTs signed deliveries to n8n's production webhook URLs. n8n is
 * restarted halfway (nothing may be created twice): while it is down the watched accounts' monitor is paused on the service
 * (n8n 1.x must find it and resume it when it starts; 2.x runs no node code then, see the README), and after it every
 * delivery made before the restart is sent again (the service retries one whose 2xx it did not see): none may start
 * an execution. The execution records and saved workflows are then scanned for the webhook secrets. Forged deliveries (no signature, a wrong secret, a delivered body
 * with other text under its real signature) must get 401 and start nothing; a delivery sent again must start nothing.
 * After deactivation the emulator must hold no monitor or rule of the workflows. Prints the figures for TESTING.md:
 * tweets delivered, duplicates, missed, forged accepted, orphans, seconds from tweet to execution.
 *
 * The same again in queue mode (run by default): a main and two workers
 * on Postgres and Redis from Debian (lib/queue-services.mjs, queue.mjs's settings), the workflows activated through
 * the main's REST API; the main receives the deliveries and queues their executions, the workers run them (each must
 * have run on exactly one worker, as queue.mjs checks for its runs), and the restart halfway is the main's.
 *
 *   node test/e2e/stream.mjs [--lines 1,2] [--queue | --queue-only] [--skip-build] [--results file.json]
 *
 * Without --queue or --queue-only both legs run; --queue names that default, --queue-only runs the queue leg alone.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { startEmulator } from './lib/emulator.mjs';
import { N8nInstance, restApi, setUpOwner } from './lib/instance.mjs';
import { executionReader } from './lib/monitoring.mjs';
import { N8N_LINES, ensureN8n } from './lib/n8n-install.mjs';
import { buildAndPack, exampleCredential, loadExamples, packageCredentialTypes } from './lib/package.mjs';
import { freePort, killAll } from './lib/processes.mjs';
import { startQueueServices } from './lib/queue-services.mjs';
import { Report } from './lib/report.mjs';
import { queueInstances, startWorkers } from './queue.mjs';

function option(name) {
	const index = process.argv.indexOf(name);
	return index < 0 ? undefined : process.argv[index + 1];
}
const LINES = (option('--lines') ?? Object.keys(N8N_LINES).join(',')).split(',');
const SKIP_BUILD = process.argv.includes('--skip-build');
const RESULTS = option('--results');
const QUEUE_ONLY = process.argv.includes('--queue-only');
const LEGS = QUEUE_ONLY ? ['queue'] : ['single', 'queue'];
const ROUNDS = 4;
const RESTART_AFTER = 1;

const report = new Report();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function control(emulator, method, path, body) {
	const response = await fetch(`${emulator.url}/__emulator/stream${path}`, {
		method,
		headers: body === undefined ? {} : { 'content-type': 'application/json' },
		body: body === undefined ? undefined : JSON.stringify(body),
	});
	if (!response.ok) throw new Error(`emulator ${method} /stream${path}: HTTP ${response.status} ${await response.text()}`);
	return response.status === 204 ? undefined : await response.json();
}

async function waitFor(what, condition, timeoutMs = 120_000) {
	const deadline = Date.now() + timeoutMs;
	for (;;) {
		const value = await condition();
		if (value) return value;
		if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
		await sleep(250);
	}
}

/**
 * One n8n process on SQLite. Every deployment has: `instance` (the CLI imports into it), start() (resolves to the
 * server that takes the webhooks, on the same port every time), stop() (that server: the restart is its), output(),
 * readExecutions(...args) (see executionReader), executionProblems(executions) and remove() (stops everything).
 */
function singleDeployment(n8n, label, port) {
	const instance = new N8nInstance(n8n, label);
	let server;
	// What n8n printed, across its restart.
	const printed = [];
	return {
		instance,
		prepare: async () => {},
		async start() {
			server = await instance.start({ env: { N8N_PORT: port } });
			return server;
		},
		async stop() {
			if (!server) return;
			printed.push(server.server.output());
			await server.stop();
			server = undefined;
		},
		output: () => [...printed, server?.server.output() ?? ''].join('\n'),
		readExecutions: executionReader(n8n, join(instance.userFolder, '.n8n', 'database.sqlite')),
		executionProblems: () => [],
		async remove() {
			await this.stop();
			instance.remove();
		},
	};
}

/**
 * Queue mode: a main (takes the webhooks, queues the executions) and WORKERS workers (run them), one Postgres database
 * and one Redis database each line (as queue.mjs). The workers start with the main's first start and keep running
 * across its restart.
 */
function queueDeployment(n8n, label, port, services) {
	const database = `n8n_stream_${n8n.line}`;
	const { main: instance, workers, log } = queueInstances(n8n, label, services, database);
	const workerServers = [];
	let server;
	return {
		instance,
		async prepare(tarball) {
			await services.postgres.createDatabase(database);
			await Promise.all(workers.map((worker) => worker.installPackage(tarball)));
		},
		async start() {
			const starting = workerServers.length > 0 ? [] : startWorkers(workers, log, (started) => workerServers.push(started));
			const main = instance
				.start({ env: { N8N_PORT: port }, hostname: 'n8n-main', onLine: log.listener('main'), untilStarted: true })
				.then((started) => (server = started));
			await Promise.all([main, ...starting]);
			return server;
		},
		async stop() {
			if (!server) return;
			await server.stop();
			server = undefined;
		},
		output: () => log.output(),
		readExecutions: executionReader(n8n, { ...services.postgres, database }),
		async executionProblems(executions) {
			// A worker logs that it finished just after it stores the execution as finished.
			const finished = (execution) => (log.finishedBy.get(execution.id) ?? []).some((name) => name.startsWith('worker'));
			await waitFor('the workers to log the executions finished', () => executions.every(finished), 60_000).catch(() => undefined);
			const problems = [];
			for (const execution of executions) {
				problems.push(...log.placement(execution.id).problems);
				if (!finished(execution)) problems.push(`no worker said it finished execution ${execution.id}`);
			}
			for (const [execution, names] of log.startedBy) if (names.includes('main')) problems.push(`the main ran execution ${execution} itself`);
			const perWorker = workers.map((_, index) => `worker ${index + 1}`).map((name) => `${name}: ${executions.filter((execution) => log.startedBy.get(execution.id)?.includes(name)).length}`);
			console.log(`      ${executions.length} executions queued by the main; ${perWorker.join(', ')}`);
			return problems;
		},
		async remove() {
			await this.stop();
			await Promise.all(workerServers.map((worker) => worker.stop()));
			for (const removed of [instance, ...workers]) removed.remove();
		},
	};
}

/** One line in one leg: install, import, activate, tweets in rounds with a restart, forgeries, deactivation, figures. */
async function runLine(line, leg, { tarball, credentialType, examples, emulator, figures, services }) {
	const n8n = await ensureN8n(line);
	const label = `n8n ${n8n.version}${leg === 'queue' ? ' queue mode' : ''}: X stream trigger`;
	// The line and leg as the figures' rows name them.
	const row = `${n8n.version}${leg === 'queue' ? ' queue' : ''}`;
	// One port across the restart, as a real n8n keeps its address (its webhook URLs and the session stay valid).
	const port = String(await freePort());
	const deployment = leg === 'queue' ? queueDeployment(n8n, label, port, services) : singleDeployment(n8n, label, port);
	const { instance, readExecutions } = deployment;
	const workflows = examples.map((example) => {
		const workflow = structuredClone(example.workflow);
		// Checks every second here (the example checks every minute).
		for (const node of workflow.nodes) if (node.parameters?.mode === 'search') node.parameters.interval_seconds = example.expectations.stream.intervalSeconds;
		return { example, workflow };
	});
	let server;
	const startServer = async () => await deployment.start();
	const stopServer = async () => {
		await deployment.stop();
		server = undefined;
	};
	try {
		const ready = await report.check(`${label}: install, import the credential and ${workflows.length} workflows`, async () => {
			await deployment.prepare(tarball);
			await instance.installPackage(tarball);
			await instance.importCredentials([exampleCredential(credentialType, emulator)]);
			const paths = workflows.map(({ example, workflow }) => {
				const path = join(instance.userFolder, example.file);
				writeFileSync(path, JSON.stringify(workflow, null, 2));
				return path;
			});
			await instance.importWorkflows(paths);
		});
		if (!ready) return;
		await emulator.reset();
		await control(emulator, 'PUT', '/config', { retryDelaysMs: [1000, 2000, 4000] });

		let rest;
		const state = async () => await control(emulator, 'GET', `/state?key=${encodeURIComponent(emulator.key)}`);
		const activated = await report.check(`${label}: activated through the REST API, each trigger creates its monitor or rule pointed at its production webhook`, async () => {
			server = await startServer();
			rest = restApi(server.url, await setUpOwner(server.url));
			for (const { workflow } of workflows) {
				const { versionId } = await rest(`/workflows/${workflow.id}`);
				const active = await rest(`/workflows/${workflow.id}/activate`, { method: 'POST', body: { versionId } });
				if (active.active !== true) return [`${workflow.id} is not active after activation`];
			}
			// n8n 2.x may finish an activation after answering it: its webhooks are set up shortly after.
			await waitFor('the monitor and the rule', async () => {
				const current = await state();
				return current.monitors.length + current.rules.length >= 2;
			}, 90_000).catch(() => undefined);
			const { monitors, rules } = await state();
			const problems = [];
			if (monitors.length !== 1 || rules.length !== 1) problems.push(`the emulator holds ${monitors.length} monitors and ${rules.length} rules, expected 1 and 1`);
			for (const entry of [...monitors, ...rules]) if (!entry.url?.startsWith(`${server.url}/webhook/`) || !entry.secretSet) problems.push(`${entry.id}: url ${entry.url}, secret ${entry.secretSet}`);
			if (problems.length > 0) problems.push(`n8n printed:\n${deployment.output().slice(-3000)}`);
			return problems;
		});
		if (!activated) return;
		const before = await state();

		const posted = []; // { id, workflowId, at, round }
		const accounts = workflows.find(({ example }) => example.expectations.stream.mode === 'accounts');
		const search = workflows.find(({ example }) => example.expectations.stream.mode === 'search');
		const post = async (username, text, workflowId, round) => {
			const at = Date.now();
			const { tweet } = await control(emulator, 'POST', '/tweets', { username, text });
			if (workflowId) posted.push({ id: tweet.id, workflowId, at, round });
			return tweet;
		};
		const delivered = async () => {
			const { attempts } = await state();
			const ok = new Set(attempts.filter((attempt) => attempt.type === 'tweet' && attempt.status >= 200 && attempt.status < 300).map((attempt) => attempt.tweetId));
			return posted.every((tweet) => ok.has(tweet.id));
		};

		const serviceApi = async (method, path, body) =>
			await fetch(`${emulator.url}${path}`, { method, headers: { 'x-api-key': emulator.key, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
		const resent = { sent: 0, ran: 0, answers: [] };
		const streamed = await report.check(`${label}: ${ROUNDS} rounds of tweets for the watched accounts and the query, n8n restarted after round ${RESTART_AFTER + 1}`, async () => {
			const { watched, other } = accounts.example.expectations.stream;
			const { matching, notMatching } = search.example.expectations.stream;
			for (let round = 0; round < ROUNDS; round++) {
				for (const username of watched) await post(username, `Round ${round + 1} from @${username}`, accounts.workflow.id, round);
				await post(other, `Round ${round + 1}: not watched`, undefined, round);
				for (const text of matching) await post('tomas_ai', `${text} (round ${round + 1})`, search.workflow.id, round);
				await post('tomas_ai', notMatching, undefined);
				await waitFor(`round ${round + 1}'s deliveries`, delivered);
				if (round === RESTART_AFTER) {
					await waitFor('executions to finish', async () => (await readExecutions('--pending')).pending === 0);
					await stopServer();
					const made = (await state()).attempts.filter((attempt) => attempt.type === 'tweet' && attempt.status === 200 && attempt.url.includes('/webhook/'));
					// While n8n is down the monitor is paused on the service (in the dashboard, or for want of credits).
					const paused = await serviceApi('PATCH', `/v1/twitter/stream/monitors/${before.monitors[0].id}`, { status: 'paused' });
					if (!paused.ok) return [`pausing the monitor answered ${paused.status}`];
					server = await startServer();
					await waitFor('the webhooks after the restart', async () => (await fetch(before.monitors[0].url, { method: 'POST', body: '{}' }).catch(() => undefined))?.status === 401);
					figures.resumed[row] = await waitFor('the monitor resumed', async () => (await state()).monitors[0]?.status === 'active', 20_000).catch(() => false);
					if (!figures.resumed[row]) {
						// n8n 2.x runs no node code for a webhook it kept registered when it starts (README, "X Stream Trigger"):
						// the monitor stays paused until the workflow is activated again. Resumed here so the rounds go on.
						if (n8n.line === 1) return ['n8n 1.x started and left the monitor paused while n8n was down'];
						await serviceApi('PATCH', `/v1/twitter/stream/monitors/${before.monitors[0].id}`, { status: 'active' });
					}
					// Every delivery made before the restart, sent again as the service retries one: same bytes, ID and signature.
					const baseline = (await readExecutions()).length;
					for (const attempt of made) {
						const response = await fetch(attempt.url, {
							method: 'POST',
							headers: { 'content-type': 'application/json', 'x-scrapebadger-signature': attempt.signature, 'x-scrapebadger-delivery-id': attempt.deliveryId },
							body: attempt.body,
						});
						resent.sent++;
						resent.answers.push(`${response.status} ${await response.text()}`);
					}
					await sleep(3000);
					await waitFor('executions to finish', async () => (await readExecutions('--pending')).pending === 0);
					resent.ran = (await readExecutions()).length - baseline;
					figures.resent.push({ line: row, ...resent });
				}
			}
			const after = await state();
			const problems = [];
			if (after.monitors.length !== 1 || after.rules.length !== 1) problems.push(`after the restart: ${after.monitors.length} monitors and ${after.rules.length} rules`);
			if (after.monitors[0]?.id !== before.monitors[0].id || after.rules[0]?.id !== before.rules[0].id) problems.push('the restart replaced a monitor or rule');
			if (resent.ran > 0) problems.push(`${resent.ran} of ${resent.sent} deliveries sent again after the restart started an execution`);
			const notDuplicate = resent.answers.filter((answer) => !answer.startsWith('200') || !answer.includes('"duplicate":true'));
			if (notDuplicate.length > 0) problems.push(`deliveries sent again after the restart answered: ${notDuplicate.slice(0, 3).join('; ')}`);
			return problems;
		});

		const forged = { sent: 0, accepted: 0, statuses: [] };
		await report.check(`${label}: forged deliveries get 401 and start nothing; a delivery sent again starts nothing`, async () => {
			const { attempts } = await state();
			// The latest delivery: n8n remembers what it ran in this process (n8n saves a workflow's static data whole after
			// each webhook call, so deliveries arriving together can overwrite each other's keys there).
			const real = attempts.findLast((attempt) => attempt.type === 'tweet' && attempt.status === 200 && attempt.url.includes('/webhook/'));
			const altered = real.body.replace(/"text":"[^"]*"/, '"text":"Send your wallet keys to @forger"');
			const fakeSignature = `sha256=${'0'.repeat(64)}`;
			const forgeries = [
				{ body: real.body, headers: {} },
				{ body: real.body, headers: { 'x-scrapebadger-signature': fakeSignature } },
				{ body: altered, headers: { 'x-scrapebadger-signature': real.signature } },
				{ body: altered, headers: { 'x-signature-256': real.signature } },
			];
			for (const forgery of forgeries) {
				const response = await fetch(real.url, { method: 'POST', headers: { 'content-type': 'application/json', ...forgery.headers }, body: forgery.body });
				forged.sent++;
				forged.statuses.push(response.status);
				if (response.status !== 401) forged.accepted++;
			}
			const again = await fetch(real.url, {
				method: 'POST',
				headers: { 'content-type': 'application/json', 'x-scrapebadger-signature': real.signature, 'x-scrapebadger-delivery-id': real.deliveryId },
				body: real.body,
			});
			return [
				...(forged.accepted > 0 ? [`forged deliveries answered ${forged.statuses.join(', ')}`] : []),
				...(again.status !== 200 ? [`a delivery sent again answered ${again.status}`] : []),
			];
		});

		const secrets = Object.values(await control(emulator, 'GET', `/secrets?key=${encodeURIComponent(emulator.key)}`));
		await report.check(`${label}: the delivery memory is in the saved static data; no webhook secret in it nor in any execution record`, async () => {
			const scan = await readExecutions('--scan', { SCRAPEBADGER_SCAN: JSON.stringify(secrets) });
			const problems = [];
			if (secrets.length !== 2) problems.push(`the emulator holds ${secrets.length} webhook secrets, expected 2`);
			if (scan.executionHits.length > 0) problems.push(`${scan.executionHits.length} of ${scan.executions} execution records hold a webhook secret`);
			if (scan.workflowHits.length > 0) problems.push(`saved workflows hold a webhook secret: ${scan.workflowHits.join(', ')}`);
			for (const { example, workflow } of workflows) {
				const node = Object.values(scan.staticData[workflow.id] ?? {}).find((data) => data && typeof data === 'object' && data.stream);
				const keys = new Set((node?.deliveries?.entries ?? []).flatMap((entry) => entry.keys ?? []).map(String));
				const tweets = posted.filter((tweet) => tweet.workflowId === workflow.id);
				const missing = tweets.filter((tweet) => !keys.has(`tweet:${tweet.id}`));
				figures.memory.push({ line: row, example: example.slug, remembered: tweets.length - missing.length, expected: tweets.length, executionsScanned: scan.executions });
				// n8n saves static data whole after each webhook call and may write two saves of the same moment in either
				// order, so the last round's deliveries, arriving together, can be missing from the saved copy (README, "A
				// delivery starts at most one execution": such a delivery sent again is looked up in the service's delivery
				// log). Any earlier delivery must be there: a later call's save holds every delivery the process had seen.
				const lost = missing.filter((tweet) => tweet.round < ROUNDS - 1);
				if (lost.length > 0) problems.push(`${example.slug}: the saved static data lacks ${lost.length} of its ${tweets.length} deliveries from before the last round`);
				if (missing.length > lost.length) console.log(`      ${example.slug}: ${missing.length - lost.length} of the last round's deliveries not in the saved static data (saves of the same moment)`);
			}
			console.log(`      ${scan.executions} execution records and the saved workflows scanned for ${secrets.length} webhook secrets: ${scan.executionHits.length + scan.workflowHits.length} found`);
			return problems;
		});

		await report.check(`${label}: deactivated through the REST API, the emulator holds no monitor or rule of the workflows`, async () => {
			await waitFor('executions to finish', async () => (await readExecutions('--pending')).pending === 0);
			for (const { workflow } of workflows) await rest(`/workflows/${workflow.id}/deactivate`, { method: 'POST', body: {} });
			// n8n 2.x may finish a deactivation after answering it.
			await waitFor('the monitor and the rule to be deleted', async () => {
				const current = await state();
				return current.monitors.length + current.rules.length === 0;
			}, 90_000).catch(() => undefined);
			const { monitors, rules } = await state();
			figures.orphans = monitors.length + rules.length;
			return figures.orphans > 0 ? [`${monitors.length} monitors and ${rules.length} rules left: ${JSON.stringify([...monitors, ...rules]).slice(0, 500)}`] : [];
		});
		await stopServer();

		await report.check(`${label}: every tweet started exactly one execution, none forged${leg === 'queue' ? ', each queued by the main and run on one worker' : ''}; seconds from tweet to execution`, async () => {
			const executions = (await readExecutions()).filter((execution) => workflows.some(({ workflow }) => workflow.id === execution.workflowId));
			const problems = [];
			const output = [];
			for (const { example, workflow } of workflows) {
				const { trigger } = example.expectations.stream;
				const runs = executions.filter((execution) => execution.workflowId === workflow.id);
				const failed = runs.filter((execution) => execution.status !== 'success');
				if (failed.length > 0) problems.push(`${failed.length} executions of ${workflow.id} failed: ${failed.map((execution) => execution.error).join('; ')}`);
				const ids = runs.flatMap((execution) => (execution.nodes[trigger] ?? []).map((item) => String(item.id)));
				const expected = posted.filter((tweet) => tweet.workflowId === workflow.id);
				const distinct = new Set(ids);
				const duplicates = ids.length - distinct.size;
				const missed = expected.filter((tweet) => !distinct.has(tweet.id)).length;
				const extra = [...distinct].filter((id) => !expected.some((tweet) => tweet.id === id)).length;
				const delays = expected
					.map((tweet) => {
						const run = runs.find((execution) => (execution.nodes[trigger] ?? []).some((item) => String(item.id) === tweet.id));
						return run?.startedAt ? (run.startedAt - tweet.at) / 1000 : undefined;
					})
					.filter((delay) => delay !== undefined)
					.sort((a, b) => a - b);
				const median = delays[Math.floor(delays.length / 2)];
				const counts = { line: row, example: example.slug, tweets: expected.length, executions: runs.length, delivered: distinct.size, duplicates, missed, extra, forgedAccepted: forged.accepted, forgedSent: forged.sent, orphans: figures.orphans, medianSeconds: median, maxSeconds: delays.at(-1) };
				figures.rows.push(counts);
				output.push(`      ${Object.entries(counts).map(([key, value]) => `${key} ${typeof value === 'number' ? Math.round(value * 100) / 100 : value}`).join(', ')}`);
				if (duplicates > 0) problems.push(`${example.slug}: ${duplicates} tweets started two executions`);
				if (missed > 0) problems.push(`${example.slug}: ${missed} of ${expected.length} tweets started none`);
				if (extra > 0) problems.push(`${example.slug}: ${extra} executions of tweets not posted for it`);
			}
			console.log(output.join('\n'));
			problems.push(...(await deployment.executionProblems(executions)));
			for (const execution of executions) if (execution.mode !== 'webhook') problems.push(`execution ${execution.id} ran in mode ${execution.mode}, expected webhook`);
			if (deployment.output().includes(emulator.key)) problems.push("the API key appears in n8n's output");
			return problems;
		});
	} finally {
		await deployment.remove();
	}
}

async function main() {
	const installs = Object.fromEntries(LINES.map((line) => [line, ensureN8n(line)]));
	for (const promise of Object.values(installs)) promise.catch(() => {});
	const packed = await report.step('build and npm pack', async () => await buildAndPack({ skipBuild: SKIP_BUILD }));
	const examples = loadExamples().filter((example) => example.expectations.stream);
	const [credentialType] = packageCredentialTypes();
	const emulator = await startEmulator();
	const figures = { rows: [], orphans: 0, resumed: {}, resent: [], memory: [] };
	let services;
	try {
		if (LEGS.includes('queue')) services = await report.step('Postgres and Redis for queue mode', async () => await startQueueServices());
		for (const leg of LEGS) {
			if (!packed || (leg === 'queue' && !services)) continue;
			for (const line of LINES) await runLine(line, leg, { tarball: packed.tarball, credentialType, examples, emulator, figures, services });
		}
	} finally {
		await services?.stop();
		await emulator.stop();
	}
	console.log('\n  line | example | tweets | executions | delivered | duplicates | missed | forged accepted | orphans | median s | max s');
	for (const row of figures.rows) {
		console.log(`  ${row.line} | ${row.example} | ${row.tweets} | ${row.executions} | ${row.delivered} | ${row.duplicates} | ${row.missed} | ${row.forgedAccepted} of ${row.forgedSent} | ${row.orphans} | ${row.medianSeconds?.toFixed(2)} | ${row.maxSeconds?.toFixed(2)}`);
	}
	console.log('\n  after the restart: monitor paused while n8n was down resumed by n8n; deliveries sent again; executions they started');
	for (const row of figures.resent) console.log(`  ${row.line} | resumed ${figures.resumed[row.line] ? 'yes' : 'no'} | sent again ${row.sent} | started ${row.ran}`);
	console.log('\n  line | example | deliveries remembered in the saved static data | tweets');
	for (const row of figures.memory) console.log(`  ${row.line} | ${row.example} | ${row.remembered} | ${row.expected}`);
	report.summary('X stream trigger, end to end');
	if (RESULTS) report.write(RESULTS);
	process.exitCode = report.failed > 0 ? 1 : 0;
}

main()
	.catch((error) => {
		console.error(error);
		process.exitCode = 1;
	})
	.finally(() => killAll());
