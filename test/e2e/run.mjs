/**
 * The end-to-end suite (npm run test:e2e): the packed package installed as a community package in
 * real n8n 1.x (Node 20) and 2.x (Node 24), every example workflow in examples/ run headless against the API
 * emulator and checked against its .expect.json: all at once through one `n8n start` per line, each started by a
 * production webhook (lib/webhook-runs.mjs), and those that fetch a linked file alone with `n8n execute --id`; then
 * the editor checked in Chromium (browser.mjs), then every example run again in queue mode: a main, two workers,
 * Redis and Postgres (queue.mjs).
 *
 *   node test/e2e/run.mjs [--lines 1,2] [--no-browser] [--browser-all] [--no-queue | --queue-only] [--no-monitor | --monitor-only] [--monitor-all] [--no-agent | --agent-only] [--agent-all] [--stress] [--skip-build] [--results file.json]
 *
 * The monitoring examples (examples/monitor-*) are not run with `n8n execute`: lib/monitoring.mjs activates them in
 * `n8n start` and checks what their polls emitted, and queue.mjs does the same with a queue-mode main polling them.
 *
 * n8n installs are cached (see lib/n8n-install.mjs); a version that cannot be installed fails the
 * suite with the reason, it is never skipped quietly.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { runAgentChecks } from './agent.mjs';
import { runBrowserChecks } from './browser.mjs';
import { startEmulator } from './lib/emulator.mjs';
import { startExampleModel, usesExampleModel } from './lib/example-model.mjs';
import { LOADING_PROBLEM, checkExampleRun, nodeItems, pairedIndex } from './lib/expectations.mjs';
import { N8nInstance, activateWorkflows, restApi, setUpOwner } from './lib/instance.mjs';
import { lineShare } from './lib/line-share.mjs';
import { N8N_LINES, ensureN8n } from './lib/n8n-install.mjs';
import {
	PACKAGE,
	PACKAGE_JSON,
	buildAndPack,
	coverageProblems,
	exampleCredential,
	loadExamples,
	packageCredentialTypes,
	packageNodes,
} from './lib/package.mjs';
import { runMonitoring, STRESS } from './lib/monitoring.mjs';
import { killAll } from './lib/processes.mjs';
import { startQueueServices } from './lib/queue-services.mjs';
import { Report } from './lib/report.mjs';
import { runQueueMode } from './queue.mjs';
import { checkWebhookRun, finishedExecutions, readsLinkedFile, runCredentials, triggerRuns, webhookRuns, webhookWorkflow } from './lib/webhook-runs.mjs';

function option(name) {
	const index = process.argv.indexOf(name);
	return index < 0 ? undefined : process.argv[index + 1];
}
const LINES = (option('--lines') ?? Object.keys(N8N_LINES).join(',')).split(',');
const BROWSER = !process.argv.includes('--no-browser');
const BROWSER_LINES = (option('--browser-lines') ?? Object.keys(N8N_LINES).join(',')).split(',');
const SKIP_BUILD = process.argv.includes('--skip-build');
const RESULTS = option('--results');
const ONLY = option('--only')?.split(',');
const OBSERVE = process.argv.includes('--observe');
// --queue-only: only the queue-mode leg (npm run test:queue; its monitoring part alone: --queue-only --only
// <monitor-* examples>); --no-queue: everything but it.
const QUEUE_ONLY = process.argv.includes('--queue-only');
// --monitor-only: only the activated monitoring triggers in one n8n (lib/monitoring.mjs); --no-monitor: everything
// but them.
const MONITOR_ONLY = process.argv.includes('--monitor-only');
const MONITOR = MONITOR_ONLY || !process.argv.includes('--no-monitor');
// --agent-only: only the AI Agent run with the nodes as tools (agent.mjs); --no-agent: everything but it.
const AGENT_ONLY = process.argv.includes('--agent-only');
// --stress: the monitoring runs (one n8n and queue mode) on a busy, faulty day: see STRESS in lib/monitoring.mjs.
const STRESSED = process.argv.includes('--stress') ? STRESS : undefined;
const AGENT = AGENT_ONLY || !process.argv.includes('--no-agent');
const QUEUE = QUEUE_ONLY || (!MONITOR_ONLY && !AGENT_ONLY && !process.argv.includes('--no-queue'));
const ONE_LEG_ONLY = QUEUE_ONLY || MONITOR_ONLY || AGENT_ONLY;
// With both monitoring legs of a line in one run, each polls half the triggers (monitoringExamples' `share`);
// --monitor-all polls every trigger in both.
const SPLIT_MONITORING = MONITOR && QUEUE && !ONE_LEG_ONLY && !process.argv.includes('--monitor-all');
/**
 * The stress a line's monitoring legs poll under. n8n 2.41 loses executions under it: the executions of a burst of
 * emissions left "new" or "running" for good in one process, with SQLite (twice in CI on 2026-11-29) and with Postgres
 * alike (default pool, and a pool of 10); and in queue mode, 59 executions the main created and never put on the
 * queue, with "timeout exceeded when trying to connect" from its Postgres pool and its shutdown timing out after 30 s
 * (a clean clone of 138a12c on 2026-11-29, the machine otherwise idle); every poll itself succeeded. So in a whole run
 * line 2 polls unstressed in both legs (a restart, ten rounds, the same checks) and every trigger is stressed once, on
 * line 1, in one leg or the other; `--monitor-only --stress` and `--queue-only --stress` still stress 2.x. (The
 * single-process losses came from n8n 2.41's default expression engine, which that leg no longer uses: see
 * MONITORING_SETTINGS in lib/monitoring.mjs.)
 */
const stressOf = (n8n) => (SPLIT_MONITORING && n8n.line >= 2 ? undefined : STRESSED);

const report = new Report();

function section(title) {
	console.log(`\n== ${title}`);
}

/** --observe: what each node output and which requests went out, to write an example's .expect.json from. */
function observe(workflow, outcome, requests) {
	const runData = outcome.data?.data?.resultData?.runData ?? {};
	console.log(`      exit ${outcome.code}${outcome.data?.data?.resultData?.error ? `, error: ${outcome.data.data.resultData.error.message}` : ''}`);
	for (const name of Object.keys(runData)) {
		const items = nodeItems(runData, name) ?? [];
		const paired = items.map(pairedIndex);
		console.log(`      "${name}": ${items.length} items, pairedItem ${JSON.stringify(paired.length > 12 ? [...new Set(paired)] : paired)}`);
		if (items.length > 0) {
			console.log(`        first: ${JSON.stringify(items[0].json).slice(0, 400)}`);
			console.log(`        last:  ${JSON.stringify(items.at(-1).json).slice(0, 400)}`);
		}
	}
	for (const request of requests) console.log(`      ${request.method} ${request.url} -> ${request.status} (${request.creditsCharged} credits)`);
}

/**
 * Every example run in one n8n of this line (single process, SQLite): all at once through one `n8n start`, each started
 * by a production webhook with a credential and API key of its own; a run that fetches a linked file (whose request
 * carries no key, so runs at once cannot be told apart) goes alone afterwards with `n8n execute`.
 */
async function headless(n8n, tarball, examples, emulator, credentialType) {
	const label = `n8n ${n8n.version}`;
	const instance = new N8nInstance(n8n);
	const installed = await report.check(`${label}: the packed package installs as a community package`, async () => {
		const version = await instance.installPackage(tarball);
		if (version !== PACKAGE_JSON.version) throw new Error(`installed version ${version}, packed ${PACKAGE_JSON.version}`);
	});
	if (!installed) return;

	const runs = webhookRuns(examples, emulator, ONLY, 'single');
	const fetchesFile = (run) => (run.expected.requests ?? []).some(readsLinkedFile);
	const together = runs.filter((run) => !fetchesFile(run));
	const alone = runs.filter(fetchesFile);
	const aloneExamples = [...new Set(alone.map((run) => run.example))];
	// The examples' AI model, a loopback stand-in (lib/example-model.mjs).
	const model = runs.some((run) => usesExampleModel(run.example.workflow)) ? await startExampleModel() : undefined;
	let server;
	/** Every line the n8n of the webhook runs printed, for the key and loading checks. */
	const printed = [];
	try {
		const imported = await report.check(`${label}: import the credentials and the ${runs.length} example runs (${together.length} started by a webhook, ${alone.length} by n8n execute)`, async () => {
			await instance.importCredentials([exampleCredential(credentialType, emulator), ...runCredentials(together, credentialType, emulator), ...(model ? [model.credential] : [])]);
			const dir = join(instance.userFolder, 'webhook-workflows');
			mkdirSync(dir, { recursive: true });
			const copies = together.map((run) => {
				const path = join(dir, `${run.workflowId}.json`);
				writeFileSync(path, JSON.stringify(webhookWorkflow(run, 'single'), null, 2));
				return path;
			});
			await instance.importWorkflows([...copies, ...aloneExamples.map((example) => example.path)]);
		});
		if (!imported) return;

		if (together.length > 0) {
			const started = await report.step(`${label}: n8n started, the ${together.length} webhook workflows activated`, async () => {
				server = await instance.start({ untilStarted: true, onLine: (line) => printed.push(line) });
				const rest = restApi(server.url, await setUpOwner(server.url));
				const problems = await activateWorkflows(rest, together.map((run) => run.workflowId));
				if (problems.length > 0) throw new Error(problems.join('\n'));
				return rest;
			});
			if (!started) return;
			const triggered = await report.step(`${label}: all ${together.length} runs triggered through production webhooks`, () => triggerRuns(server.url, together, emulator));
			if (!triggered) return;
			const executions = await report.step(`${label}: all ${together.length} executions finished`, () => finishedExecutions(started, together));
			if (!executions) return;
			for (const run of together) {
				await report.check(`${label}: ${run.title}`, async () => {
					const { problems, outcome, requests } = await checkWebhookRun(run, executions, { rest: started, n8n, emulator, output: '' });
					if (OBSERVE) observe(run.example.workflow, outcome, requests);
					return problems;
				});
			}
			await server.stop();
			server = undefined;
			await report.check(`${label}: no API key and no package loading problem in what n8n printed`, () => {
				const output = printed.join('\n');
				return [...(output.includes(emulator.key) ? ["an API key appears in n8n's output"] : []), ...(LOADING_PROBLEM.test(output) ? ['n8n reported a loading problem'] : [])];
			});
		}

		for (const run of alone) {
			await report.check(`${label}: ${run.title}`, async () => {
				await emulator.reset();
				await emulator.setUp(run.expected.emulator);
				const outcome = await instance.execute(run.example.workflow.id);
				const output = `${outcome.stdout}\n${outcome.stderr}`;
				const requests = await emulator.requests();
				if (OBSERVE) observe(run.example.workflow, outcome, requests);
				return checkExampleRun(run.expected, run.example.workflow, { ...outcome, output }, requests, emulator.key);
			});
		}
	} finally {
		await server?.stop();
		await model?.stop();
		instance.remove();
	}
}

async function main() {
	const started = Date.now();
	section(`package ${PACKAGE}@${PACKAGE_JSON.version}`);
	// Installs run in the background from the start: on a fresh machine they are most of the time.
	const installs = Object.fromEntries(
		LINES.map((line) => {
			const promise = ensureN8n(line);
			promise.catch(() => {});
			return [line, promise];
		}),
	);

	const packed = await report.step('build and npm pack', async () => {
		const result = await buildAndPack({ skipBuild: SKIP_BUILD });
		console.log(`      ${result.tarball} (${result.files.length} files, ${Math.round(result.size / 1024)} kB)`);
		return result;
	});
	const nodes = packed && (await report.step('read nodes and operations from dist/', () => packageNodes()));
	const examples = await report.step('load examples/*.workflow.json with their .expect.json', () => loadExamples());
	if (nodes && examples) {
		await report.check(`examples run every operation of the ${nodes.length} nodes (Return All on paged ones) and chain nodes`, () =>
			coverageProblems(nodes, examples),
		);
		for (const node of nodes) {
			const operations = node.trigger
				? node.events.map((event) => event.name)
				: node.resources.flatMap((resource) => resource.operations.map((op) => `${resource.name} > ${op.name}${op.paged ? ' (paged)' : ''}`));
			console.log(`      ${node.displayName}: ${operations.join(', ')}`);
		}
	}
	if (!packed || !examples) {
		report.summary('e2e');
		return;
	}
	const credentialType = packageCredentialTypes()[0];
	const emulator = await startEmulator();
	console.log(`      API emulator on ${emulator.url}`);
	// Started once, for the first line's queue-mode leg; each line then gets a database and a Redis database of its own.
	let queueServices;
	let queueServicesTried = false;
	/** Postgres and Redis for queue mode, started once, on first need; undefined if they could not start. */
	const ensureQueueServices = async () => {
		if (!queueServicesTried) {
			queueServicesTried = true;
			queueServices = await report.step('Postgres and Redis for queue mode (Debian packages postgresql, redis-server) on 127.0.0.1', async () => {
				const started = await startQueueServices();
				console.log(`      ${started.postgres.version} on port ${started.postgres.port}; ${started.redis.version.split(' sha=')[0]} on port ${started.redis.port}`);
				return started;
			});
		}
		return queueServices;
	};
	try {
		for (const line of LINES) {
			const { n8n: version } = N8N_LINES[line];
			section(`n8n ${version} (line ${line}.x), headless`);
			let n8n;
			try {
				n8n = await installs[line];
				report.results.push({ name: `n8n ${version}: installed (cache ${n8n.n8nBin.replace(/\/node_modules\/.*/, '')})`, passed: true, problems: [], seconds: 0 });
				console.log(`  ✓ n8n ${version} on Node ${n8n.nodeVersion} installed (${n8n.n8nBin.replace(/\/node_modules\/.*/, '')})`);
			} catch (error) {
				report.fail(`n8n ${version} could not be installed on this machine, so the package was NOT tested on it`, error.message);
				continue;
			}
			if (!ONE_LEG_ONLY) await headless(n8n, packed.tarball, examples, emulator, credentialType);
			if (AGENT && !QUEUE_ONLY && !MONITOR_ONLY) {
				section(`n8n ${version}: an AI Agent with every operation as a tool, its model a loopback OpenAI stub`);
				// Each line's agent runs its share of the platforms; --agent-all runs every one on each line.
				const share = lineShare(LINES, line, process.argv.includes('--agent-all'));
				await runAgentChecks({ n8n, tarball: packed.tarball, emulator, credentialType, report, share });
			}
			if (AGENT_ONLY) continue;
			if (MONITOR && !QUEUE_ONLY) {
				section(`n8n ${version}: monitoring triggers, activated`);
				await runMonitoring({ n8n, tarball: packed.tarball, examples, emulator, credentialType, report, only: ONLY, stress: stressOf(n8n), share: SPLIT_MONITORING ? { line, leg: 'single' } : undefined });
			}
			if (!ONE_LEG_ONLY && BROWSER && BROWSER_LINES.includes(line)) {
				section(`n8n ${version}: the editor in Chromium`);
				// Each line's editor opens its share of the panels (runBrowserChecks' `share`); --browser-all opens every one.
				const editorLines = LINES.filter((candidate) => BROWSER_LINES.includes(candidate));
				const share = lineShare(editorLines, line, process.argv.includes('--browser-all'));
				await runBrowserChecks({ n8n, tarball: packed.tarball, nodes, emulator, credentialType, report, share });
			}
			if (QUEUE) {
				section(`n8n ${version}: queue mode (a main, two workers, Redis, Postgres)`);
				await ensureQueueServices();
				if (queueServices) {
					await runQueueMode({ n8n, tarball: packed.tarball, examples, emulator, credentialType, services: queueServices, report, only: ONLY, monitor: MONITOR, stress: stressOf(n8n), share: SPLIT_MONITORING ? { line, leg: 'queue' } : undefined });
				}
			}
		}
	} finally {
		await emulator.stop();
		await queueServices?.stop();
	}
	console.log(`\ne2e took ${Math.round((Date.now() - started) / 1000)} s`);
	report.summary('e2e');
}

main()
	.catch((error) => {
		report.fail('the e2e suite itself', error.stack ?? String(error));
		report.summary('e2e');
	})
	.finally(() => {
		if (RESULTS) report.write(RESULTS);
		killAll();
		process.exitCode = report.failed > 0 || report.results.length === 0 ? 1 : 0;
	});
