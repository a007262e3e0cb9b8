/**
 * What the benchmark scripts (run.mjs, web.mjs) share: workflow building, the `n8n execute` run with its peak memory
 * (peak-memory.cjs), and the figures' arithmetic.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';

import { ROOT } from '../test/e2e/lib/package.mjs';
import { removeOnExit } from '../test/e2e/lib/processes.mjs';

/**
 * A temporary folder (removed on exit) for a run's files: `write(flow)` saves a workflow for `n8n import:workflow`,
 * lists it in `files` and returns its ID.
 */
export function workFolder(prefix) {
	const dir = removeOnExit(mkdtempSync(join(os.tmpdir(), prefix)));
	const files = [];
	const write = (flow) => {
		const file = join(dir, `${flow.id}.json`);
		writeFileSync(file, JSON.stringify(flow));
		files.push(file);
		return flow.id;
	};
	return { dir, files, write };
}

export function option(name, fallback) {
	const index = process.argv.indexOf(name);
	return index < 0 ? fallback : process.argv[index + 1];
}

let nodeIds = 0;
export const node = (name, type, typeVersion, parameters, extra = {}) => ({
	id: `bench-node-${++nodeIds}`,
	name,
	type,
	typeVersion,
	position: [nodeIds * 220, 0],
	parameters,
	...extra,
});

/** Manual trigger, then (for many input items) a Set node holding the values and Split Out making one item each. */
export function inputNodes(values) {
	const nodes = [node('Start', 'n8n-nodes-base.manualTrigger', 1, {})];
	if (values) {
		nodes.push(node('Values', 'n8n-nodes-base.set', 3.4, { mode: 'raw', jsonOutput: JSON.stringify({ value: values }), options: {} }));
		nodes.push(node('One item each', 'n8n-nodes-base.splitOut', 1, { fieldToSplitOut: 'value', options: {} }));
	}
	return nodes;
}

export function workflow(id, name, nodes) {
	const connections = {};
	for (let index = 0; index < nodes.length - 1; index++) {
		connections[nodes[index].name] = { main: [[{ node: nodes[index + 1].name, type: 'main', index: 0 }]] };
	}
	return { id, name, nodes, connections, active: false, settings: { executionOrder: 'v1' }, pinData: {} };
}

/**
 * Runs a workflow with `n8n execute`, its peak heap and RSS written by peak-memory.cjs into `memoryFile`: the run data,
 * the workflow's error, the memory figures (NaN when none was written) and the wall time of the process.
 */
export function memoryExecutor(instance, memoryFile, { cpuProfiles } = {}) {
	return async (id, env = {}) => {
		rmSync(memoryFile, { force: true });
		const started = Date.now();
		const { data, code, stdout, stderr } = await instance.execute(id, {
			env: { NODE_OPTIONS: `--require ${join(ROOT, 'benchmarks', 'peak-memory.cjs')}`, BENCH_MEMORY_FILE: memoryFile, ...env },
			nodeFlags: cpuProfiles ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfiles}`] : [],
			timeoutMs: 15 * 60_000,
		});
		const wallMs = Date.now() - started;
		let memory = { heapUsed: NaN, rss: NaN };
		try {
			memory = JSON.parse(readFileSync(memoryFile, 'utf8'));
		} catch {
			// No figure: the table says so with NaN.
		}
		if (!data) throw new Error(`n8n execute --id=${id} printed no run data (exit ${code}):\n${(stdout + stderr).slice(-2000)}`);
		return { runData: data.data.resultData.runData, error: data.data.resultData.error, memory, wallMs };
	};
}

export const median = (values) => {
	const sorted = [...values].sort((a, b) => a - b);
	const middle = Math.floor(sorted.length / 2);
	return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
export const mb = (bytes) => Math.round(bytes / 1024 / 1024);
