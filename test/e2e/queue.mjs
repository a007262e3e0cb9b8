/**
 * The queue-mode leg of the end-to-end suite (run by run.mjs for each n8n line; `npm run test:queue` runs it
 * alone): n8n scaled out the way its docs describe, on this machine. One main takes production webhooks and
 * puts each execution on a Redis queue, two workers take the executions off the queue and run them, all three
 * share one Postgres database (lib/queue-services.mjs starts both servers). The packed package is installed
 * with npm into the nodes folder of the main and of each worker, each process having a user folder of its own
 * as it would on a machine of its own. Every example run is triggered through the main, must run on a worker,
 * and is checked against the same .expect.json as the single-process runs: outputs, API requests, credits.
 * Then the monitoring examples are activated through the main, which polls their triggers and queues an execution
 * for each poll that emits, and lib/monitoring.mjs checks what they emitted across a restart of the main, as in one
 * n8n (every new record exactly once), reading the executions from Postgres; each of them must have run on a worker.
 *
 * Why production webhooks, not the REST API: `n8n execute` ignores queue mode (it runs the workflow in its own
 * process), and the REST route the editor uses for manual runs is internal and changes between 1.x and 2.x. A
 * production webhook is how a scaled-out n8n runs workflows in production, and the same in both lines. So each
 * example run gets a copy of its workflow whose Manual Trigger is a Webhook node of the same name (connections
 * and expressions unchanged), and a credential of its own with an API key of its own: all runs then go at once
 * against one emulator, and each run's requests, credits and faults stay its own (the emulator keeps them per
 * key).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

import { LOADING_PROBLEM } from './lib/expectations.mjs';
import { N8nInstance, activateWorkflows, restApi, setUpOwner } from './lib/instance.mjs';
import { checkMonitoring, executionReader, monitoringExamples, monitoringSummary, monitoringWorkflowFiles, stopGracefully } from './lib/monitoring.mjs';
import { startExampleModel, usesExampleModel } from './lib/example-model.mjs';
import { PACKAGE, PACKAGE_JSON, exampleCredential } from './lib/package.mjs';
import { checkWebhookRun, finishedExecutions, requireFromN8n, runCredentials, triggerRuns, webhookRuns, webhookWorkflow } from './lib/webhook-runs.mjs';

export const WORKERS = 2;
/**
 * Executions one worker runs at once (n8n's default is 10). Below the number of example runs, so that runs
 * also wait in the queue and the two workers share them; above 1, so that one worker process runs several
 * executions of the same nodes at the same time (the nodes keep no state between or across executions).
 */
export const WORKER_CONCURRENCY = 4;

/**
 * The environment of every process of one queue-mode n8n (main, workers and the CLI), beyond what every
 * instance of the suite has (lib/instance.mjs: one N8N_ENCRYPTION_KEY for all, 127.0.0.1, a free task-runner
 * broker port per process on 2.x, the legacy expression engine and no task runners on 1.x).
 */
export function queueSettings({ postgres, redis }, { database, redisDb }) {
	return {
		EXECUTIONS_MODE: 'queue',
		QUEUE_BULL_REDIS_HOST: redis.host,
		QUEUE_BULL_REDIS_PORT: String(redis.port),
		QUEUE_BULL_REDIS_DB: String(redisDb),
		DB_TYPE: 'postgresdb',
		DB_POSTGRESDB_HOST: postgres.host,
		DB_POSTGRESDB_PORT: String(postgres.port),
		DB_POSTGRESDB_DATABASE: database,
		DB_POSTGRESDB_USER: postgres.user,
		DB_POSTGRESDB_PASSWORD: postgres.password,
		// Runs started in the editor go to the workers too; without it the main runs them itself.
		OFFLOAD_MANUAL_EXECUTIONS_TO_WORKERS: 'true',
		// Info lines say which process did what: "Activated workflow", "Enqueued execution", "Worker started execution".
		N8N_LOG_LEVEL: 'info',
	};
}

/**
 * Which process did what, from the processes' own log lines (n8n's info level): the executions the main put on
 * the queue, and per worker the executions it started and finished.
 */
export class ProcessLog {
	/** execution id -> names of the processes that said they put it on the queue (the main, once, expected) */
	enqueuedBy = new Map();
	/** execution id -> names of the processes that said they started it (one worker expected) */
	startedBy = new Map();
	/** execution id -> names of the processes that said they finished it */
	finishedBy = new Map();
	/** name -> every line the process printed, for the key and loading checks (a restarted process's too) */
	lines = new Map();

	/** The listener for the lines of the process called `name`. */
	listener(name) {
		if (!this.lines.has(name)) this.lines.set(name, []);
		const add = (byId, id) => byId.set(id, [...(byId.get(id) ?? []), name]);
		return (line) => {
			this.lines.get(name).push(line);
			const enqueued = line.match(/Enqueued execution (\S+) \(job/);
			if (enqueued) add(this.enqueuedBy, enqueued[1]);
			const started = line.match(/Worker started execution (\S+) \(job/);
			if (started) add(this.startedBy, started[1]);
			const finished = line.match(/Worker finished execution (\S+) \(job/);
			if (finished) add(this.finishedBy, finished[1]);
		};
	}

	/** Everything every process printed. */
	output() {
		return [...this.lines.values()].flat().join('\n');
	}

	/** Where execution `id` ran: the names of the processes that started it, and what is wrong with that. */
	placement(id) {
		const workers = this.startedBy.get(String(id)) ?? [];
		const problems = [];
		const enqueuedBy = this.enqueuedBy.get(String(id)) ?? [];
		if (enqueuedBy.length !== 1 || enqueuedBy[0] !== 'main') {
			problems.push(`execution ${id} should have been put on the queue once, by the main; was by: ${enqueuedBy.join(', ') || 'none'}`);
		}
		if (workers.length !== 1 || !workers[0].startsWith('worker')) {
			problems.push(`execution ${id} should have been started by one worker, was by: ${workers.join(', ') || 'none'}`);
		}
		return { workers, problems };
	}
}

/** What a worker must have for the nodes' `require('zod')`: none of its own, so it can only be n8n's (NODE_PATH). */
function zodProblems(instance) {
	const packageDir = join(instance.nodesDir, 'node_modules', PACKAGE);
	try {
		const found = createRequire(join(packageDir, 'package.json')).resolve('zod');
		return [`${instance.label}: the installed package finds a zod of its own (${found}), not n8n's`];
	} catch {
		return [];
	}
}

/**
 * The processes of one queue-mode n8n in database `database` (Redis database: the line's number): the main, WORKERS
 * workers, each with a user folder of its own, and the log that says which of them did what.
 */
export function queueInstances(n8n, label, services, database) {
	const settings = queueSettings(services, { database, redisDb: n8n.line });
	return {
		main: new N8nInstance(n8n, `${label} main`, { settings }),
		workers: Array.from({ length: WORKERS }, (_, index) => new N8nInstance(n8n, `${label} worker ${index + 1}`, { settings })),
		log: new ProcessLog(),
	};
}

/** Starts the workers, each under its own host name and with its lines in `log`; `remember` gets each once it is up. */
export function startWorkers(workers, log, remember) {
	return workers.map((worker, index) =>
		worker
			.startWorker({ concurrency: WORKER_CONCURRENCY, hostname: `n8n-worker-${index + 1}`, onLine: log.listener(`worker ${index + 1}`) })
			.then(remember),
	);
}

/**
 * The queue-mode leg for one n8n line. `services` is what startQueueServices() returned (shared by the lines:
 * each line gets a database and a Redis database number of its own). Reports into `report`. `monitor: false`
 * leaves out the monitoring examples; `share` polls only this leg's half of them (monitoringExamples).
 */
export async function runQueueMode({ n8n, tarball, examples, emulator, credentialType, services, report, only, monitor = true, stress, share }) {
	const label = `n8n ${n8n.version} queue mode`;
	const runs = webhookRuns(examples, emulator, only, 'queue');
	const monitors = monitor ? monitoringExamples(examples, only, share) : [];
	const database = `n8n_queue_${n8n.line}`;
	const { main, workers, log } = queueInstances(n8n, label, services, database);
	const started = [];
	// The examples' AI model, a loopback stand-in the workers call too.
	const model = runs.some((run) => usesExampleModel(run.example.workflow)) ? await startExampleModel() : undefined;
	if (model) started.push(model);
	try {
		const installed = await report.check(
			`${label}: Postgres database ${database}, the packed package installed in the nodes folder of the main and of each of ${WORKERS} workers`,
			async () => {
				await services.postgres.createDatabase(database);
				const versions = await Promise.all([main, ...workers].map((instance) => instance.installPackage(tarball)));
				return versions
					.map((version, index) => ({ version, instance: [main, ...workers][index] }))
					.filter(({ version }) => version !== PACKAGE_JSON.version)
					.map(({ version, instance }) => `${instance.label}: installed version ${version}, packed ${PACKAGE_JSON.version}`);
			},
		);
		if (!installed) return;

		const imported = await report.step(
			`${label}: import ${runs.length} credentials and ${runs.length} example copies started by a webhook${monitors.length > 0 ? `, the example credential and ${monitoringSummary(monitors)}` : ''} (n8n import:credentials, import:workflow)`,
			async () => {
				// The first command against the new database runs n8n's migrations.
				await main.importCredentials([
					...runCredentials(runs, credentialType, emulator),
					exampleCredential(credentialType, emulator),
					...(model ? [model.credential] : []),
				]);
				const dir = join(main.userFolder, 'queue-workflows');
				mkdirSync(dir, { recursive: true });
				const paths = runs.map((run) => {
					const path = join(dir, `${run.workflowId}.json`);
					writeFileSync(path, JSON.stringify(webhookWorkflow(run, 'queue'), null, 2));
					return path;
				});
				// Inactive until the webhook runs are over (activated then, through the main).
				await main.importWorkflows([...paths, ...monitoringWorkflowFiles(monitors, join(main.userFolder, 'monitoring-workflows'))]);
			},
		);
		if (!imported) return;

		// Each server is remembered as soon as it is up, so that the finally below stops it even when another fails
		// to start; the main is started again by the monitoring check.
		const remember = (server) => {
			started.push(server);
			return server;
		};
		let mainServer;
		const startMain = async () => {
			mainServer = remember(await main.start({ hostname: 'n8n-main', onLine: log.listener('main'), untilStarted: true }));
		};
		const servers = await report.step(`${label}: main and ${WORKERS} workers started (worker concurrency ${WORKER_CONCURRENCY})`, async () => {
			await Promise.all([startMain(), ...startWorkers(workers, log, remember)]);
			const cookie = await setUpOwner(mainServer.url);
			return { url: mainServer.url, rest: restApi(mainServer.url, cookie) };
		});
		if (!servers) return;

		/** { title, execution, workers } for every execution checked: the webhook runs', then the polls'. */
		const ranOn = [];
		// The example runs, by webhook (none when --only names monitoring examples alone).
		if (runs.length > 0) {
			const activated = await report.check(`${label}: all ${runs.length} workflows activated through the main's REST API`, () =>
				activateWorkflows(servers.rest, runs.map((run) => run.workflowId)),
			);
			if (!activated) return;

			const triggered = await report.step(`${label}: all ${runs.length} runs triggered through the main's production webhooks`, () => triggerRuns(servers.url, runs, emulator));
			if (!triggered) return;

			const executions = await report.step(`${label}: all ${runs.length} executions finished`, () => finishedExecutions(servers.rest, runs));
			if (!executions) return;

			for (const run of runs) {
				await report.check(`${label}: ${run.title}`, async () => {
					// The processes' output is checked once for all runs, below.
					const { problems, summary, execution, requests } = await checkWebhookRun(run, executions, { rest: servers.rest, n8n, emulator, output: '' });
					const { workers: workersThatRan, problems: placement } = log.placement(summary.id);
					ranOn.push({ title: run.title, execution: summary.id, workers: workersThatRan });
					problems.push(...placement);
					console.log(`      execution ${summary.id} (${execution.mode}) on ${workersThatRan.join(', ') || '?'}: ${requests.length} requests, ${requests.reduce((sum, request) => sum + request.creditsCharged, 0)} credits`);
					return problems;
				});
			}
		}

		if (monitors.length > 0) {
			// The main polls (in queue mode only the main runs triggers) and queues an execution for each poll that
			// emits; the workers run them. The restart halfway is the main's: the workers keep running.
			await checkMonitoring({
				label: `${label}: monitoring`,
				monitors,
				emulator,
				report,
				stress,
				polling: {
					async activate() {
						const problems = await activateWorkflows(servers.rest, monitors.map((example) => example.workflow.id));
						if (problems.length > 0) throw new Error(problems.join('\n'));
					},
					start: startMain,
					stop: async () => await stopGracefully(mainServer.server),
					output: () => log.output(),
					readExecutions: executionReader(n8n, { ...services.postgres, database }),
					executionProblems(executions) {
						const problems = [];
						for (const execution of executions) {
							const { workers: workersThatRan, problems: placement } = log.placement(execution.id);
							ranOn.push({ title: `a poll of ${execution.workflowId}`, execution: execution.id, workers: workersThatRan });
							// A poll's execution: the main's poll emitted it.
							if (execution.mode !== 'trigger') problems.push(`execution ${execution.id} ran in mode ${execution.mode}, expected trigger`);
							problems.push(...placement);
						}
						const perWorker = workers.map((_, index) => `worker ${index + 1}`).map((name) => `${name}: ${executions.filter((execution) => log.startedBy.get(execution.id)?.includes(name)).length}`);
						console.log(`      ${executions.length} executions of the polls, queued by the main; ${perWorker.join(', ')}`);
						return problems;
					},
				},
			});
		}

		// Both workers wait on the queue (Redis hands a new job to the connection that has waited longest), and a
		// worker takes at most WORKER_CONCURRENCY at a time: with more runs than that, all queued within a second,
		// each worker gets some. (With fewer, from --only, one worker may take them all.)
		const bothTakePart = runs.length > WORKER_CONCURRENCY;
		await report.check(`${label}: the workers ran every execution, none ran on the main${bothTakePart ? ', both workers took part' : ''}`, () => {
			const problems = [];
			const perWorker = workers.map((_, index) => `worker ${index + 1}`).map((name) => ({
				name,
				count: ranOn.filter((ran) => ran.workers.includes(name)).length,
			}));
			console.log(`      ${perWorker.map(({ name, count }) => `${name}: ${count} executions`).join(', ')}`);
			for (const [execution, names] of log.startedBy) {
				if (names.includes('main')) problems.push(`the main ran execution ${execution} itself`);
			}
			for (const ran of ranOn) {
				if (ran.workers.length === 1 && !(log.finishedBy.get(String(ran.execution)) ?? []).includes(ran.workers[0])) {
					problems.push(`${ran.title}: ${ran.workers[0]} started execution ${ran.execution} but did not say it finished it`);
				}
			}
			if (bothTakePart) for (const { name, count } of perWorker) if (count === 0) problems.push(`${name} ran no execution`);
			return problems;
		});

		await report.check(
			`${label}: the nodes get zod from n8n's own install on the workers too (n8n ${n8n.version} ships zod ${requireFromN8n(n8n)('zod/package.json').version}; the package brings none)`,
			() => workers.flatMap(zodProblems),
		);

		await report.check(`${label}: no API key and no package loading problem in the output of the main and the workers`, () => {
			const output = log.output();
			const problems = [];
			if (output.includes(emulator.key)) problems.push('an API key appears in the output of the main or a worker');
			const loading = output.split('\n').filter((line) => LOADING_PROBLEM.test(line));
			if (loading.length > 0) problems.push(`loading problems:\n${loading.slice(0, 10).join('\n')}`);
			return problems;
		});
	} finally {
		await Promise.all(started.map((server) => server.stop()));
		for (const instance of [main, ...workers]) instance.remove();
	}
}
