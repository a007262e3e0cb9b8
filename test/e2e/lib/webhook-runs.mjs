/**
 * Example runs started through production webhooks, all at once in one running n8n: the single-process leg (one
 * `n8n start` per line, SQLite) and the queue-mode leg (a main and workers) both run the examples this way, rather
 * than one `n8n execute` (a whole n8n start-up) per run.
 *
 * Each run gets a copy of its example whose Manual Trigger is a Webhook node of the same name (connections and
 * expressions unchanged), and a credential of its own with an API key of its own: all runs then go at once against
 * one emulator, and each run's requests, credits and faults stay its own (the emulator keeps them per key).
 */
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import { checkExampleRun } from './expectations.mjs';
import { EXAMPLE_CREDENTIAL } from './package.mjs';

const FINISHED = new Set(['success', 'error', 'crashed', 'canceled']);
/** How long all runs of one leg may take before the suite stops waiting (a hang guard, not a measurement). */
const EXECUTIONS_DEADLINE_MS = 10 * 60_000;

/**
 * One run per expected run of the examples: its workflow copy's ID (at most 16 characters, the most n8n keeps a
 * workflow's data under), credential, API key and webhook path. `leg` names them ('queue', 'single').
 */
export function webhookRuns(examples, emulator, only, leg) {
	const { workflow: prefix, credential: credentialPrefix } = { queue: { workflow: 'sbQueueRun', credential: 'sbQueueCred' }, single: { workflow: 'sbSingleRn', credential: 'sbSoloCred' } }[leg];
	const runs = [];
	for (const example of examples.filter((candidate) => !only || only.includes(candidate.slug))) {
		// A monitoring example has no runs: its triggers are checked activated, in lib/monitoring.mjs.
		(example.expectations.runs ?? []).forEach((expected, index) => {
			const number = String(runs.length + 1).padStart(5, '0');
			runs.push({
				example,
				expected,
				title: `${example.slug}: ${expected.title}`,
				workflowId: `${prefix}${number.padStart(6, '0')}`,
				credential: { id: `${credentialPrefix}${number}`, name: `ScrapeBadger API (${leg} run ${number})` },
				// Contains the suite's key, so the checks for a leaked key find this one too.
				key: `${emulator.key}_${leg}${number}`,
				webhookPath: `scrapebadger-${leg}-${example.slug}-${index + 1}`,
			});
		});
	}
	return runs;
}

/** The example's workflow as the run's copy: started by a production webhook, using the run's credential. */
export function webhookWorkflow(run, leg) {
	const workflow = structuredClone(run.example.workflow);
	const triggers = workflow.nodes.filter((node) => node.type === 'n8n-nodes-base.manualTrigger');
	if (triggers.length !== 1) throw new Error(`${run.example.file} must start at exactly one Manual Trigger (has ${triggers.length})`);
	Object.assign(triggers[0], {
		type: 'n8n-nodes-base.webhook',
		typeVersion: 2,
		webhookId: randomUUID(),
		// Answer at once: the run's outcome is read from the execution n8n stores, like any production run's.
		parameters: { httpMethod: 'POST', path: run.webhookPath, responseMode: 'onReceived', options: {} },
	});
	for (const node of workflow.nodes) {
		node.id = randomUUID();
		for (const [type, credential] of Object.entries(node.credentials ?? {})) {
			if (credential.id === EXAMPLE_CREDENTIAL.id) node.credentials[type] = run.credential;
		}
	}
	return { ...workflow, id: run.workflowId, name: `${workflow.name} [${leg}: ${run.title}]`.slice(0, 128), active: false };
}

/** The runs' credentials as n8n imports them: each its own API key, against the emulator. */
export const runCredentials = (runs, credentialType, emulator) =>
	runs.map((run) => ({ ...run.credential, type: credentialType, data: { apiKey: run.key, baseUrl: emulator.url } }));

/**
 * Sends each run's webhook request, one after another: each is answered as soon as its execution is under way, so the
 * runs still all run at the same time. (Sent all at once, n8n 2.41.1's main answered one of several first requests to
 * different webhooks with a 404 "not registered", and accepted it when sent again alone: a race in n8n, not in the
 * nodes. 2.41.1 also answers 404 "not registered" to a request sent just after activation: a refused request started
 * nothing, so it is sent again, for up to 60 s.) The emulator is set up first, each run under its own key.
 */
export async function triggerRuns(url, runs, emulator) {
	await emulator.reset();
	await Promise.all(runs.map((run) => emulator.setUp(run.expected.emulator, run.key)));
	const answers = [];
	for (const run of runs) {
		const deadline = Date.now() + 20_000;
		for (;;) {
			const response = await fetch(`${url}/webhook/${run.webhookPath}`, {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: JSON.stringify({ run: run.title }),
			});
			const answer = { run, status: response.status, text: await response.text() };
			// Neither started anything: a webhook not registered yet, or n8n's 503 while its database is busy (2.x on
			// SQLite, as its REST API answers too: lib/instance.mjs restApi).
			const notYet = (answer.status === 404 && /not registered/.test(answer.text)) || (answer.status === 503 && answer.text.includes('Database is not ready'));
			if (notYet && Date.now() < deadline) {
				await new Promise((resolve) => setTimeout(resolve, 500));
				continue;
			}
			answers.push(answer);
			break;
		}
	}
	const refused = answers.filter((answer) => answer.status !== 200);
	if (refused.length > 0) {
		throw new Error(refused.map((answer) => `${answer.run.title}: webhook answered ${answer.status} ${answer.text.slice(0, 300)}`).join('\n'));
	}
}

/** Waits until every run has a finished execution; the executions by workflow ID. */
export async function finishedExecutions(rest, runs) {
	const deadline = Date.now() + EXECUTIONS_DEADLINE_MS;
	for (;;) {
		const list = await rest(`/executions?limit=${runs.length * 2}`);
		const byWorkflow = new Map();
		for (const execution of list.results ?? list) {
			byWorkflow.set(execution.workflowId, [...(byWorkflow.get(execution.workflowId) ?? []), execution]);
		}
		const pending = runs.filter((run) => !(byWorkflow.get(run.workflowId) ?? []).some((execution) => FINISHED.has(execution.status)));
		if (pending.length === 0) return byWorkflow;
		if (Date.now() > deadline) {
			throw new Error(`still not finished after ${EXECUTIONS_DEADLINE_MS / 60_000} min: ${pending.map((run) => run.title).join('; ')}`);
		}
		await new Promise((resolve) => setTimeout(resolve, 1000));
	}
}

/** `require` as n8n's own code has it: the modules of n8n's install (flatted to read stored executions, zod). */
export function requireFromN8n(n8n) {
	return createRequire(join(dirname(n8n.n8nBin), '..', 'package.json'));
}

/**
 * One run checked against its .expect.json from the execution n8n stored: outputs, requests and credits (those of
 * the run's own key), pairing, the key in no output. `output` is what n8n printed (checked for keys and loading
 * problems too). A linked file's requests carry no API key, so they cannot be told apart by run: they are left out
 * here and checked where a run goes alone (`n8n execute`). Returns the problems, the execution, its requests and the
 * outcome as `n8n execute` would give it.
 */
export async function checkWebhookRun(run, executions, { rest, n8n, emulator, output }) {
	const problems = [];
	const [summary, ...more] = executions.get(run.workflowId);
	if (more.length > 0) problems.push(`${more.length + 1} executions of ${run.workflowId}, expected one`);
	const execution = await rest(`/executions/${summary.id}`);
	// n8n stores an execution's data serialised with flatted (it has circular references), and serves it so.
	const data = requireFromN8n(n8n)('flatted').parse(execution.data);
	const error = data.resultData?.error;
	const outcome = {
		code: execution.status === 'success' ? 0 : 1,
		data: { data },
		output: `execution ${summary.id} ${execution.status}${error ? `: ${error.message}\n${error.description ?? ''}` : ''}\n${output}`,
	};
	const requests = await emulator.requests(run.key);
	const expected = run.expected.requests ? { ...run.expected, requests: run.expected.requests.filter((request) => !readsLinkedFile(request)) } : run.expected;
	problems.push(...checkExampleRun(expected, run.example.workflow, outcome, requests, emulator.key));
	if (execution.mode !== 'webhook') problems.push(`execution ${summary.id} ran in mode ${execution.mode}, expected webhook`);
	return { problems, summary, execution, requests, outcome };
}

/** A request for a file the service links to (a TikTok caption file, which the emulator serves under /_files). */
export const readsLinkedFile = (request) => String(request.path).startsWith('/_files/');
