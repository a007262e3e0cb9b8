/**
 * The monitoring examples (examples/monitor-*.workflow.json) activated in a real n8n: n8n polls their triggers
 * while the emulator adds records to the watched lists and changes the watched records, the polling n8n is
 * restarted halfway, and the executions n8n saved must hold exactly the new records (or one event per change):
 * no duplicates, none missed, at least ten polls per trigger, and the last (idle) poll of each costing what its
 * .expect.json says. runMonitoring() does it in one `n8n start` (SQLite); queue.mjs does it with the queue-mode
 * main polling and the workers running the executions (Postgres), through checkMonitoring().
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { N8nInstance, activateWorkflows, restApi, setUpOwner } from './instance.mjs';
import { exampleCredential } from './package.mjs';
import { run, startProcess } from './processes.mjs';

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
 * The stress mode (--stress): the monitoring run on a busy, faulty day. `busyLoops` processes keep the CPU busy
 * with other work; the emulator answers every request `latencyMs` late, so a poll of several pages outlasts the
 * 5 s between polls and the next one is due while it runs; in every round `laterPageFaults` of each status (429 with
 * Retry-After, 502) hit the later pages of polls (a page number past 1, a cursor or continuation token, a
 * playlist's .../items), so some polls retry and some cannot finish their pages.
 */
export const STRESS = { busyLoops: 2, latencyMs: 800, laterPageFaults: 2, statuses: [429, 502] };

/**
 * Stops an n8n process as a graceful restart does: SIGTERM, then as long as it takes to finish its executions and
 * exit (n8n's own N8N_GRACEFUL_SHUTDOWN_TIMEOUT is 30 s), where the generic stop gives 10 s before SIGKILL. A SIGKILL
 * in the middle of n8n's shutdown loses what it was saving: an execution the last poll emitted while its state was
 * already saved (2 of 13 playlist videos on a loaded machine, issue 22).
 */
export async function stopGracefully(server, graceMs = 90_000) {
	const { child, exited } = server;
	if (child.exitCode !== null || child.signalCode !== null) return;
	try {
		process.kill(-child.pid, 'SIGTERM');
	} catch {
		child.kill('SIGTERM');
	}
	const started = Date.now();
	const graceful = await Promise.race([exited.then(() => true), sleep(graceMs).then(() => false)]);
	await server.stop();
	console.log(`      n8n stopped ${graceful ? `on SIGTERM in ${((Date.now() - started) / 1000).toFixed(1)} s` : `by SIGKILL, still running ${graceMs / 1000} s after SIGTERM`}`);
}

/** Starts the stress: the busy loops and the slow emulator. Returns stop(). */
async function startStress(emulator, stress) {
	const loops = Array.from({ length: stress.busyLoops }, () => startProcess(process.execPath, ['-e', 'for (;;) {}']));
	await emulator.configure({ latencyMs: stress.latencyMs });
	return {
		async faults() {
			for (const status of stress.statuses) await emulator.injectFault({ kind: 'status', status, laterPage: true, times: stress.laterPageFaults });
		},
		async stop() {
			await Promise.all(loops.map((loop) => loop.stop()));
			await emulator.configure({ latencyMs: 0 });
		},
	};
}

/**
 * A trigger's polls in the request log, each its requests from its first page up to the next poll's: polls of one
 * trigger never overlap (one that would is skipped), so every poll but the last has ended; the last may have been cut
 * off by n8n's stop.
 */
function pollsOf(sent) {
	const polls = [];
	for (const request of sent) {
		if (isFirstPage(request) || polls.length === 0) polls.push([]);
		polls.at(-1).push(request);
	}
	return polls;
}

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

/** A poll's first request: the later pages of a poll carry a page number past 1, an offset past 0 or a continuation token. */
const isFirstPage = (request) =>
	!['cursor', 'after', 'continuation', 'next_page_token'].some((name) => request.query[name] !== undefined) &&
	(request.query.page ?? '1') === '1' &&
	Number(request.query.start ?? '0') === 0;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The monitoring examples (those named in `only`, when given). `share` ({ line, leg }) takes the leg's half when one
 * run has both legs of a line: a trigger's stressed rounds cost every leg that polls it a full round's wait, and the
 * legs grow with every trigger, so the single-process leg takes every other example (by name) and the queue-mode leg
 * the rest, the other way round on the other line. Every trigger is then stressed on both n8n lines, once in one
 * process and once in queue mode, while each leg polls half of them. Alone (--monitor-only, --queue-only), a leg
 * polls them all.
 */
export function monitoringExamples(examples, only, share) {
	const monitors = examples.filter((example) => example.expectations.monitor && (!only || only.includes(example.slug)));
	if (!share) return monitors;
	const singleTakesEven = Number(share.line) % 2 === 1;
	return [...monitors]
		.sort((a, b) => a.slug.localeCompare(b.slug))
		.filter((_, index) => (index % 2 === 0) === (share.leg === 'single' ? singleTakesEven : !singleTakesEven));
}

/** The triggers of those examples, each with what its .expect.json says of it and, as rounds go, what it must emit. */
function watchedTriggers(monitors) {
	return monitors.flatMap((example) =>
		Object.entries(example.expectations.monitor.triggers).map(([name, check]) => {
			const node = example.workflow.nodes.find((candidate) => candidate.name === name);
			const row = example.workflow.connections[name]?.main?.[0]?.[0]?.node;
			return { example: example.slug, workflowId: example.workflow.id, name, check, node, row, path: check.grow ?? check.change.path, expected: 0, changes: 0, positions: [] };
		}),
	);
}

/** What the import/activation step says it prepares. */
export function monitoringSummary(monitors) {
	return `${monitors.length} workflows with ${watchedTriggers(monitors).length} triggers polling every ${POLL_SECONDS} s`;
}

/** Writes the monitoring workflows as they are activated here (polling every few seconds) into `dir`; returns their paths. */
export function monitoringWorkflowFiles(monitors, dir) {
	mkdirSync(dir, { recursive: true });
	return monitors.map((example) => {
		const workflow = structuredClone(example.workflow);
		for (const node of workflow.nodes) if (node.parameters?.pollTimes) node.parameters.pollTimes = everyFewSeconds();
		const path = join(dir, example.file);
		writeFileSync(path, JSON.stringify(workflow, null, 2));
		return path;
	});
}

/**
 * Reads n8n's executions (read-executions.cjs, with the n8n install's Node and modules) from its SQLite file
 * (`database` is the path) or from Postgres (`database` is { host, port, user, password, database }, handed over
 * in pg's PG* variables, not on a command line). Returns `(...args) => executions` (args: ['--pending'] or none).
 */
export function executionReader(n8n, database) {
	const postgres = typeof database === 'object';
	const env = postgres
		? { ...n8n.env, PGHOST: database.host, PGPORT: String(database.port), PGUSER: database.user, PGPASSWORD: database.password, PGDATABASE: database.database }
		: n8n.env;
	// A last argument that is an object holds environment variables for the reader (what --scan looks for).
	return async (...args) => {
		const extra = typeof args.at(-1) === 'object' ? args.pop() : {};
		const read = await run(n8n.node, [join(HERE, 'read-executions.cjs'), n8n.n8nBin, postgres ? 'postgres' : database, ...args], { env: { ...env, ...extra } });
		if (read.code !== 0) throw new Error(`reading n8n's executions failed:\n${read.stderr}`);
		return JSON.parse(read.stdout);
	};
}

/**
 * The rounds and their checks, on an n8n whose monitoring workflows (monitoringWorkflowFiles) and the example
 * credential are imported. `polling` is the n8n process that polls:
 *   activate()   makes the workflows poll (starts n8n, or activates them in a running main)
 *   stop()       stops the process that polls; start() starts it again (its workflows stay active)
 *   output()     what the n8n processes printed, for the key check
 *   readExecutions(...args)   see executionReader()
 *   executionProblems(executions)   optional: where the executions ran (queue mode: on a worker)
 *   keep()       optional: keeps the database for diagnosis, returns where
 */
export async function checkMonitoring({ label, monitors, emulator, report, polling, stress }) {
	const triggers = watchedTriggers(monitors);
	const workflowIds = new Set(monitors.map((example) => example.workflow.id));

	/**
	 * Waits until every trigger has started a poll at or after `since` (ms): its list's first page was requested since
	 * then. A later page does not count: it belongs to a poll that began before `since` and read the head of the list
	 * before it. (Counting one let a stressed Facebook group poll of ten pages, 26 s long, stand for a poll that came
	 * after the last round's growth, and n8n was stopped before any such poll ran: 1 of 13 group posts missed in the
	 * stressed leg, CI on 86cd120 and a clean clone of f6d5ca5.) Polls never overlap, so once a poll has started, the
	 * one before it has ended. The deadline guards against a hang only: on 2 cores shared with other n8n runs, the queue-mode main of n8n 2.41
	 * once took 115 s until its 20 triggers had all polled (usually about 5 s); under stress, an n8n 2.41.1 starting
	 * with its 20 first polls answered late took over 300 s.
	 */
	async function polledSince(since, what) {
		const deadline = Date.now() + (stress ? 180 : 60) * POLL_SECONDS * 1000;
		for (;;) {
			const requests = await emulator.requests();
			const waiting = triggers.filter(
				(trigger) => !requests.some((request) => request.path === trigger.path && request.at >= since && request.status === 200 && isFirstPage(request)),
			);
			if (waiting.length === 0) return;
			if (Date.now() > deadline) throw new Error(`${what}: no poll of ${waiting.map((trigger) => trigger.name).join(', ')} since then`);
			await sleep(500);
		}
	}

	/**
	 * Stops the polling n8n once the executions the polls started have finished, as a graceful restart lets them:
	 * n8n starts an execution some time after its poll (a busy 2.x, or a queue, holds them), and one cut off would
	 * lose records n8n emitted.
	 */
	async function stopWhenSettled() {
		const deadline = Date.now() + 300_000;
		for (;;) {
			const unfinished = await polling.readExecutions('--pending');
			if (unfinished.pending === 0) break;
			if (Date.now() > deadline) {
				const tail = polling.output().split('\n').slice(-80).join('\n');
				throw new Error(`executions were still running 5 minutes after the last poll: ${JSON.stringify(unfinished.executions)}\nthe end of what n8n printed:\n${tail}`);
			}
			await sleep(1000);
		}
		await polling.stop();
	}

	/**
	 * Stops the polling n8n once a poll that every trigger began after this call has ended: each starts one, then
	 * another (polls never overlap), so the poll in flight at the stop has nothing new to emit. A poll that ends during
	 * n8n's shutdown can lose its records: n8n saves the trigger's state as it takes the emission
	 * (active-workflow-manager's __emit), then may never run its execution.
	 */
	async function stopAfterAPoll(what) {
		await polledSince(Date.now(), `${what}: a poll that began after it`);
		await polledSince(Date.now(), `${what}: a poll after that one`);
		await sleep(2 * POLL_SECONDS * 1000);
		await stopWhenSettled();
	}

	let stressed;
	try {
		const started = await report.check(`${label}: the triggers are activated and every trigger's first poll records what exists`, async () => {
			await emulator.reset();
			const since = Date.now();
			await polling.activate();
			await polledSince(since, 'after the activation');
			// The stress is for the rounds that follow (the restart included): a first poll that cannot read the whole list
			// fails the activation (n8n shows the error and retries the activation later), and n8n runs each first poll
			// inside its activation request, so a slow emulator there only made the activations minutes long. Polls never
			// overlap, so once a second poll has started, the first has ended.
			if (stress) {
				stressed = await startStress(emulator, stress);
				await polledSince(Date.now(), 'a poll after the first');
			}
		});
		if (!started) return;

		const figures = [];
		let longestPoll = 0;
		const underStress = stress ? `, under stress (${stress.busyLoops} busy loops, answers ${stress.latencyMs} ms late, ${stress.laterPageFaults} of each of ${stress.statuses.join(' and ')} on later pages a round)` : '';
		await report.check(`${label}: ${GROWTH.length} rounds of new records and changes, a restart after round ${RESTART_AFTER + 1}, then the saved executions${underStress}`, async () => {
			let changeRound = 0;
			for (let round = 0; round < GROWTH.length; round++) {
				const since = Date.now();
				await stressed?.faults();
				for (const trigger of triggers) {
					if (trigger.check.grow && GROWTH[round] > 0) {
						await emulator.grow(trigger.path, GROWTH[round], trigger.check.growAt);
						grown(trigger, GROWTH[round]);
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
					// The round's own wait may have ended on a poll that began before the growth of its list.
					await stopAfterAPoll(`round ${round + 1}'s growth`);
					for (const trigger of triggers.filter((candidate) => candidate.check.grow)) {
						await emulator.grow(trigger.path, ADDED_WHILE_DOWN, trigger.check.growAt);
						grown(trigger, ADDED_WHILE_DOWN);
					}
					const restarted = Date.now();
					await polling.start();
					await polledSince(restarted, 'after the restart');
				}
			}
			// Two idle polls: the first of them has ended when the second starts, and its price is the idle poll's. The
			// last poll's executions finish before n8n stops and its database is read.
			await stopAfterAPoll('the last round');
			const output = polling.output();
			const executions = (await polling.readExecutions()).filter((execution) => workflowIds.has(execution.workflowId));
			const requests = await emulator.requests();
			const problems = [];
			if (output.includes(emulator.key)) problems.push("the API key appears in n8n's output");
			const failed = executions.filter((execution) => execution.status !== 'success');
			if (failed.length > 0) problems.push(`${failed.length} executions did not succeed: ${failed.map((execution) => execution.error).join('; ')}`);
			problems.push(...(polling.executionProblems?.(executions) ?? []));

			for (const trigger of triggers) {
				const runs = executions.filter((execution) => execution.workflowId === trigger.workflowId && execution.nodes[trigger.name] !== undefined);
				const items = runs.flatMap((execution) => execution.nodes[trigger.name]);
				const rows = runs.reduce((sum, execution) => sum + (execution.nodes[trigger.row]?.length ?? 0), 0);
				// A list's later pages may come from a path under it (a playlist's from .../items).
				const sent = requests.filter((request) => (request.path === trigger.path || request.path.startsWith(`${trigger.path}/`)) && request.status === 200);
				const polls = sent.filter(isFirstPage).length;
				const credits = sent.reduce((sum, request) => sum + request.creditsCharged, 0);
				const perPoll = polls > 0 ? Math.round((credits / polls) * 10) / 10 : 0;
				// The last poll that ended came after the last change: the same lists, so the same price, in every run.
				const ended = pollsOf(sent).slice(0, -1);
				const idle = (ended.at(-1) ?? []).reduce((sum, request) => sum + request.creditsCharged, 0);
				// From its first request's arrival to its last request's answer (the emulator's latency after arrival).
				const latencyMs = stress?.latencyMs ?? 0;
				const pollSeconds = ended.map((poll) => (poll.at(-1).at + latencyMs - poll[0].at) / 1000);
				const longest = Math.round(Math.max(0, ...pollSeconds) * 10) / 10;
				longestPoll = Math.max(longestPoll, longest);
				const counts = trigger.check.rank ? rankCounts(trigger, items) : trigger.check.grow ? growthCounts(trigger, items) : changeCounts(trigger, items);
				figures.push([trigger.example, trigger.name, polls, counts.emitted, counts.duplicates, counts.missed, perPoll, idle, longest].join(' | '));
				problems.push(...counts.problems);
				if (polls < MIN_POLLS) problems.push(`${trigger.name}: ${polls} polls, fewer than ${MIN_POLLS}`);
				if (rows !== items.length) problems.push(`${trigger.name}: ${items.length} records emitted but ${rows} rows in "${trigger.row}"`);
				if (idle !== trigger.check.idlePollCredits) {
					problems.push(`${trigger.name}: its last poll, with nothing new, cost ${idle} credits; its .expect.json says ${trigger.check.idlePollCredits} (idlePollCredits)`);
				}
			}
			console.log(
				['      example | trigger | polls | emitted | duplicates | missed | credits per poll | credits of the last (idle) poll | longest poll (s)', ...figures.map((line) => `      ${line}`)].join('\n'),
			);
			console.log(`      longest poll of all: ${longestPoll} s`);
			if (problems.length > 0) {
				// What n8n logged at warn level and above (a trigger's own warnings, an emission n8n could not run).
				const logged = output.split('\n').filter((line) => /error|warn|ScrapeBadger trigger/i.test(line) && !line.includes(emulator.key));
				if (logged.length > 0) problems.push(`n8n logged (last ${Math.min(40, logged.length)} of ${logged.length}):\n${logged.slice(-40).join('\n')}`);
				const kept = polling.keep?.();
				problems.push(
					`${kept ? `n8n's database is kept at ${kept}; ` : ''}the executions as read: ${JSON.stringify(executions.map(({ id, workflowId, mode, status }) => ({ id, workflowId, mode, status }))).slice(0, 1500)}`,
				);
			}
			return problems;
		});
	} finally {
		await polling.stop();
		await stressed?.stop();
	}
}

/**
 * Records added to a trigger's list. For a rank trigger (`rank`: the watched domain's position `from` before the run,
 * and the results it checks, `depth`), results added above the domain move it down by as many places: each growth is
 * one move to expect, until it falls below the results checked (one last move, to no position).
 */
function grown(trigger, count) {
	trigger.expected += count;
	const rank = trigger.check.rank;
	if (!rank) return;
	const position = rank.from + trigger.expected;
	const next = position <= rank.depth ? position : null;
	if (trigger.positions.at(-1) !== next || trigger.positions.length === 0) trigger.positions.push(next);
}

/** A rank trigger's figures: one event per move, each with the position the growth gave, none twice. */
function rankCounts(trigger, items) {
	const emitted = items.map((item) => item.position ?? null);
	const expected = trigger.positions;
	const duplicates = emitted.length - new Set(emitted).size;
	const missed = expected.filter((position) => !emitted.includes(position)).length;
	const extra = emitted.filter((position) => !expected.includes(position));
	const problems = [];
	if (duplicates > 0) problems.push(`${trigger.name}: ${duplicates} rank moves emitted twice (${JSON.stringify(emitted)})`);
	if (missed > 0) problems.push(`${trigger.name}: ${missed} of ${expected.length} rank moves never emitted (expected positions ${JSON.stringify(expected)}, emitted ${JSON.stringify(emitted)})`);
	if (extra.length > 0) problems.push(`${trigger.name}: rank moves emitted that did not happen: ${JSON.stringify(extra)}`);
	const left = items.filter((item) => item.leftFirstPage === true).length;
	const crossings = expected.filter((position, index) => (index === 0 ? trigger.check.rank.from : expected[index - 1]) <= 10 && (position === null || position > 10)).length;
	if (left !== crossings) problems.push(`${trigger.name}: ${left} events said the domain left the first page; it left ${crossings} times`);
	return { emitted: `${emitted.length} rank moves of ${expected.length}`, duplicates, missed, problems };
}

/** A watched list's figures: every record added emitted exactly once, nothing else. */
function growthCounts(trigger, items) {
	const ids = items.map((item) => String(readPath(item, trigger.check.id)));
	const distinct = new Set(ids).size;
	const duplicates = ids.length - distinct;
	const missed = Math.max(0, trigger.expected - distinct);
	const extra = Math.max(0, distinct - trigger.expected);
	const problems = [];
	if (duplicates > 0) problems.push(`${trigger.name}: ${duplicates} records emitted twice`);
	if (missed > 0) problems.push(`${trigger.name}: ${missed} of ${trigger.expected} new records never emitted`);
	if (extra > 0) problems.push(`${trigger.name}: ${extra} records emitted that were not new`);
	return { emitted: `${ids.length} of ${trigger.expected} added`, duplicates, missed, problems };
}

/** A watched record's figures: one event per change, each naming the field that changed. */
function changeCounts(trigger, items) {
	// The watched field the change moves: the one set, unless the emulator's world is set and the trigger watches what
	// follows from it (a hotel's nightly rate set, the stay's cheapest price watched): then `field` names it.
	const field = trigger.check.change.field ?? trigger.check.change.set;
	const moved = items.filter((item) => Array.isArray(item.changedFields) && item.changedFields.includes(field));
	const problems = [];
	if (items.length !== trigger.changes || moved.length !== trigger.changes) {
		problems.push(`${trigger.name}: ${items.length} change events (${moved.length} naming ${field}) for ${trigger.changes} changes`);
	}
	return {
		emitted: `${items.length} change events of ${trigger.changes} changes`,
		duplicates: Math.max(0, items.length - trigger.changes),
		missed: Math.max(0, trigger.changes - moved.length),
		problems,
	};
}

/**
 * n8n's legacy expression engine for the single-process run, on 2.x too (1.x has no other here: see N8N_LINES).
 * n8n 2.41's default engine ('vm') builds an isolated-vm isolate for every execution on n8n's main thread. With
 * many polling triggers on a busy 2-core machine that thread saturates, and a burst of emissions leaves executions
 * "new" or "running" for good, the polls themselves having succeeded: the landing CI of 142fbe4 (27 triggers,
 * unstressed), and on 2026-11-29 three runs here, each stuck from the first rounds on: the 54 triggers beside two
 * busy loops, with the default pool of 1 isolate and with N8N_EXPRESSION_ENGINE_POOL_SIZE=8, and the 27 of CI's leg
 * beside the first of those. With the legacy engine the 54 beside two busy loops passed, its activation taking
 * 23.5 s instead of 300 s. The triggers' records reach n8n either way; what is lost is n8n's execution of them.
 * README's "Many polling triggers on n8n 2.x" tells users.
 * Every other 2.x run (the examples, the editor, the AI Agent, queue mode) keeps n8n's default engine.
 */
const MONITORING_SETTINGS = { N8N_EXPRESSION_ENGINE: 'legacy' };

/** The single-process run: one `n8n start` with a SQLite database, its workflows activated through its REST API. */
export async function runMonitoring({ n8n, tarball, examples, emulator, credentialType, report, only, stress, share }) {
	const label = `n8n ${n8n.version}: monitoring`;
	const monitors = monitoringExamples(examples, only, share);
	if (monitors.length === 0) return;
	const instance = new N8nInstance(n8n, label, { settings: MONITORING_SETTINGS });
	try {
		const ready = await report.check(`${label}: install and import ${monitoringSummary(monitors)}`, async () => {
			await instance.installPackage(tarball);
			await instance.importCredentials([exampleCredential(credentialType, emulator)]);
			await instance.importWorkflows(monitoringWorkflowFiles(monitors, join(instance.userFolder, 'monitoring-workflows')));
		});
		if (!ready) return;

		const database = join(instance.userFolder, '.n8n', 'database.sqlite');
		let server;
		const start = async () => {
			server = await instance.start({ untilStarted: true });
		};
		// Activated as the editor's toggle does, once n8n is up; a restart then finds them active, as n8n reads them at
		// start. (The CLI would start n8n's CLI once per workflow on 2.x, whose publish:workflow refuses --all.)
		const activate = async () => {
			await start();
			const problems = await activateWorkflows(restApi(server.url, await setUpOwner(server.url)), monitors.map((example) => example.workflow.id));
			if (problems.length > 0) throw new Error(problems.join('\n'));
		};
		await checkMonitoring({
			label,
			monitors,
			emulator,
			report,
			stress,
			polling: {
				activate,
				start,
				stop: async () => server && (await stopGracefully(server.server)),
				output: () => server?.server.output() ?? '',
				readExecutions: executionReader(n8n, database),
				keep() {
					// The instance folder is removed below.
					const kept = join(tmpdir(), `scrapebadger-monitoring-n8n-${n8n.version}.sqlite`);
					copyFileSync(database, kept);
					return kept;
				},
			},
		});
	} finally {
		instance.remove();
	}
}
