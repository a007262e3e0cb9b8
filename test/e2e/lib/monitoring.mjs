/**
 * The monitoring examples (examples/monitor-*.workflow.json) activated in a real n8n: `n8n start` polls their
 * triggers while the emulator adds records to the watched lists and changes the watched records, n8n is
 * restarted halfway, and the executions n8n saved must hold exactly the new records (or one event per change):
 * no duplicates, none missed, at least ten polls per trigger.
 */
import { join } from 'node:path';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

import { N8nInstance } from './instance.mjs';
import { EXAMPLE_CREDENTIAL } from './package.mjs';
import { run } from './processes.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));

/** Seconds between polls here; the examples themselves poll every minute. */
export const POLL_SECONDS = 5;

/** Records added to every watched list in each round (0: a round where nothing happens). */
const GROWTH = [2, 0, 1, 3, 0, 1, 2, 0, 1, 1];
/** Rounds in which every watched record changes. */
const CHANGE_ROUNDS = new Set([1, 4, 8]);
/** n8n is stopped after this round, records are added while it is down, and it is started again. */
const RESTART_AFTER = 5;
const ADDED_WHILE_DOWN = 2;
const MIN_POLLS = 10;

/**
 * Poll Times for a poll every few seconds. n8n refuses one cron under a minute (1.x: a `*` in the seconds field;
 * 2.x: a seconds field that is not one number), but takes several whole-minute crons, each at its own second.
 */
function everyFewSeconds() {
	return { item: Array.from({ length: 60 / POLL_SECONDS }, (_, index) => ({ mode: 'custom', cronExpression: `${index * POLL_SECONDS} * * * * *` })) };
}

function readPath(value, path) {
	return path.split('.').reduce((current, key) => (current === null || typeof current !== 'object' ? undefined : current[key]), value);
}

/** `{a: {b: value}}` for the path `a.b`. */
function patchOf(path, value) {
	return path
		.split('.')
		.reverse()
		.reduce((inner, key) => ({ [key]: inner }), value);
}

/** A poll's first request: the later pages of a poll carry a page number past 1 or a continuation token. */
const isFirstPage = (request) =>
	!['cursor', 'after', 'continuation'].some((name) => request.query[name] !== undefined) && (request.query.page ?? '1') === '1';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runMonitoring({ n8n, tarball, examples, emulator, credentialType, report }) {
	const label = `n8n ${n8n.version}: monitoring`;
	const monitors = examples.filter((example) => example.expectations.monitor);
	const triggers = monitors.flatMap((example) =>
		Object.entries(example.expectations.monitor.triggers).map(([name, check]) => {
			const node = example.workflow.nodes.find((candidate) => candidate.name === name);
			const row = example.workflow.connections[name]?.main?.[0]?.[0]?.node;
			return { example: example.slug, name, check, node, row, path: check.grow ?? check.change.path, expected: 0, changes: 0 };
		}),
	);
	const instance = new N8nInstance(n8n, label);
	let server;

	const ready = await report.check(`${label}: install, import and activate ${monitors.length} workflows with ${triggers.length} triggers polling every ${POLL_SECONDS} s`, async () => {
		await instance.installPackage(tarball);
		await instance.importCredentials([{ ...EXAMPLE_CREDENTIAL, type: credentialType, data: { apiKey: emulator.key, baseUrl: emulator.url } }]);
		const dir = join(instance.userFolder, 'monitoring-workflows');
		mkdirSync(dir, { recursive: true });
		const paths = monitors.map((example) => {
			const workflow = structuredClone(example.workflow);
			for (const node of workflow.nodes) if (node.parameters?.pollTimes) node.parameters.pollTimes = everyFewSeconds();
			const path = join(dir, example.file);
			writeFileSync(path, JSON.stringify(workflow, null, 2));
			return path;
		});
		await instance.importWorkflows(paths);
		// Activated from the CLI before n8n starts, as n8n reads active workflows at start (2.x: publish; 1.x: active flag).
		for (const example of monitors) {
			const args = n8n.line === 2 ? ['publish:workflow', `--id=${example.workflow.id}`] : ['update:workflow', `--id=${example.workflow.id}`, '--active=true'];
			const result = await instance.cli(args);
			if (result.code !== 0) throw new Error(`n8n ${args.join(' ')} failed:\n${(result.stdout + result.stderr).slice(-2000)}`);
		}
	});
	if (!ready) {
		instance.remove();
		return;
	}

	/** Waits until every trigger's list was requested at or after `since` (ms): each has polled once since then. */
	async function polledSince(since, what) {
		const deadline = Date.now() + 30 * POLL_SECONDS * 1000;
		for (;;) {
			const requests = await emulator.requests();
			const waiting = triggers.filter((trigger) => !requests.some((request) => request.path === trigger.path && request.at >= since && request.status === 200));
			if (waiting.length === 0) return;
			if (Date.now() > deadline) throw new Error(`${what}: no poll of ${waiting.map((trigger) => trigger.name).join(', ')} since then`);
			await sleep(500);
		}
	}

	const database = join(instance.userFolder, '.n8n', 'database.sqlite');
	const readExecutions = async (...args) => {
		const read = await run(n8n.node, [join(HERE, 'read-executions.cjs'), database, n8n.n8nBin, ...args], { env: n8n.env });
		if (read.code !== 0) throw new Error(`reading n8n's executions failed:\n${read.stderr}`);
		return JSON.parse(read.stdout);
	};
	/**
	 * Stops n8n once the executions the polls started have finished, as a graceful restart lets them: n8n starts an
	 * execution some time after its poll (a busy 2.x queues them), and one cut off would lose records n8n emitted.
	 */
	async function stopWhenSettled() {
		const deadline = Date.now() + 300_000;
		while ((await readExecutions('--pending')).pending > 0) {
			if (Date.now() > deadline) throw new Error('executions were still running 5 minutes after the last poll');
			await sleep(1000);
		}
		await server.stop();
	}

	const started = await report.check(`${label}: n8n starts and every trigger's first poll records what exists`, async () => {
		await emulator.reset();
		const since = Date.now();
		server = await instance.start();
		await polledSince(since, 'after the start');
	});
	if (!started) {
		await server?.stop();
		instance.remove();
		return;
	}

	const figures = [];
	await report.check(`${label}: ${GROWTH.length} rounds of new records and changes, a restart after round ${RESTART_AFTER + 1}, then the saved executions`, async () => {
		let changeRound = 0;
		for (let round = 0; round < GROWTH.length; round++) {
			const since = Date.now();
			for (const trigger of triggers) {
				if (trigger.check.grow && GROWTH[round] > 0) {
					await emulator.grow(trigger.path, GROWTH[round]);
					trigger.expected += GROWTH[round];
				}
				if (trigger.check.change && CHANGE_ROUNDS.has(round)) {
					const { set, from, step } = trigger.check.change;
					await emulator.change(trigger.path, patchOf(set, from + step * changeRound));
					trigger.changes++;
				}
			}
			if (CHANGE_ROUNDS.has(round)) changeRound++;
			await polledSince(since, `round ${round + 1}`);
			if (round === RESTART_AFTER) {
				// Every emission of the polls so far is under way before n8n stops.
				await sleep(2 * POLL_SECONDS * 1000);
				await stopWhenSettled();
				for (const trigger of triggers.filter((candidate) => candidate.check.grow)) {
					await emulator.grow(trigger.path, ADDED_WHILE_DOWN);
					trigger.expected += ADDED_WHILE_DOWN;
				}
				const restarted = Date.now();
				server = await instance.start();
				await polledSince(restarted, 'after the restart');
			}
		}
		// The last poll's executions finish before n8n stops and its database is read.
		const lastRound = Date.now();
		await polledSince(lastRound, 'a last idle poll');
		await sleep(2 * POLL_SECONDS * 1000);
		const output = typeof server.server?.output === 'function' ? server.server.output() : '';
		await stopWhenSettled();
		server = undefined;
		const executions = await readExecutions();
		const requests = await emulator.requests();
		const problems = [];
		if (output.includes(emulator.key)) problems.push("the API key appears in n8n's output");
		const failed = executions.filter((execution) => execution.status !== 'success');
		if (failed.length > 0) problems.push(`${failed.length} executions did not succeed: ${failed.map((execution) => execution.error).join('; ')}`);

		for (const trigger of triggers) {
			const runs = executions.filter((execution) => execution.nodes[trigger.name] !== undefined);
			const items = runs.flatMap((execution) => execution.nodes[trigger.name]);
			const rows = runs.reduce((sum, execution) => sum + (execution.nodes[trigger.row]?.length ?? 0), 0);
			const sent = requests.filter((request) => request.path === trigger.path && request.status === 200);
			const polls = sent.filter(isFirstPage).length;
			const credits = sent.reduce((sum, request) => sum + request.creditsCharged, 0);
			const perPoll = polls > 0 ? Math.round((credits / polls) * 10) / 10 : 0;
			if (polls < MIN_POLLS) problems.push(`${trigger.name}: ${polls} polls, fewer than ${MIN_POLLS}`);
			if (rows !== items.length) problems.push(`${trigger.name}: ${items.length} records emitted but ${rows} rows in "${trigger.row}"`);
			if (trigger.check.grow) {
				const ids = items.map((item) => String(readPath(item, trigger.check.id)));
				const distinct = new Set(ids).size;
				const duplicates = ids.length - distinct;
				const missed = Math.max(0, trigger.expected - distinct);
				const extra = Math.max(0, distinct - trigger.expected);
				figures.push(`${trigger.example} | ${trigger.name} | ${polls} | ${ids.length} of ${trigger.expected} added | ${duplicates} | ${missed} | ${perPoll}`);
				if (duplicates > 0) problems.push(`${trigger.name}: ${duplicates} records emitted twice`);
				if (missed > 0) problems.push(`${trigger.name}: ${missed} of ${trigger.expected} new records never emitted`);
				if (extra > 0) problems.push(`${trigger.name}: ${extra} records emitted that were not new`);
			} else {
				const moved = items.filter((item) => Array.isArray(item.changedFields) && item.changedFields.includes(trigger.check.change.set));
				figures.push(`${trigger.example} | ${trigger.name} | ${polls} | ${items.length} change events of ${trigger.changes} changes | ${Math.max(0, items.length - trigger.changes)} | ${Math.max(0, trigger.changes - moved.length)} | ${perPoll}`);
				if (items.length !== trigger.changes || moved.length !== trigger.changes) {
					problems.push(`${trigger.name}: ${items.length} change events (${moved.length} naming ${trigger.check.change.set}) for ${trigger.changes} changes`);
				}
			}
		}
		console.log(['      example | trigger | polls | emitted | duplicates | missed | credits per poll', ...figures.map((line) => `      ${line}`)].join('\n'));
		if (problems.length > 0) {
			// The instance folder is removed below: its database is kept for diagnosis.
			const kept = join(tmpdir(), `scrapebadger-monitoring-n8n-${n8n.version}.sqlite`);
			copyFileSync(database, kept);
			problems.push(`n8n's database is kept at ${kept}; the executions as read: ${JSON.stringify(executions.map(({ id, workflowId, mode, status }) => ({ id, workflowId, mode, status }))).slice(0, 1500)}`);
		}
		return problems;
	});
	await server?.stop();
	instance.remove();
}
