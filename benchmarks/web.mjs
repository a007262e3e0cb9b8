/**
 * npm run bench:web (node benchmarks/web.mjs): the Web node's measured part (issue 33), in real n8n against the API
 * emulator. Not part of CI's pass or fail: it prints figures.
 *
 *   node benchmarks/web.mjs [--runs 3] [--latency 100] [--n8n 1] [--only batch,memory] [--skip-build]
 *
 * batch:  50 URLs as one Batch Job > Submit (Wait for Completion on) against Page > Scrape with 50 input items.
 *         Wall time of `n8n execute`, requests the emulator counted, credits charged, items out, failed items.
 * memory: Take Screenshot with 50 input items (screenshots of about 690 KB of PNG, the emulator's bench.example.com),
 *         binary data mode `filesystem` against the default; one Scrape of a 5 MB page as HTML and as Markdown.
 *         Peak heap and RSS of the `n8n execute` process (peak-memory.cjs).
 */
import os from 'node:os';
import { join } from 'node:path';

import { startEmulator } from '../test/e2e/lib/emulator.mjs';
import { N8nInstance } from '../test/e2e/lib/instance.mjs';
import { ensureN8n } from '../test/e2e/lib/n8n-install.mjs';
import { PACKAGE, buildAndPack } from '../test/e2e/lib/package.mjs';
import { killAll } from '../test/e2e/lib/processes.mjs';

import { inputNodes, mb, median, memoryExecutor, node, option, workFolder, workflow } from './lib.mjs';

const RUNS = Number(option('--runs', '3'));
const LATENCY_MS = Number(option('--latency', '100'));
const LINE = option('--n8n', '1');
const ONLY = option('--only')?.split(',');
const SKIP_BUILD = process.argv.includes('--skip-build');

const CREDENTIAL = { id: 'benchScrapeBadger01', name: 'ScrapeBadger API (bench)' };
const URLS = Array.from({ length: 50 }, (_, index) => `https://bench.example.com/${index + 1}`);

const web = (parameters) =>
	node('Web', `${PACKAGE}.scrapeBadgerWeb`, 1, parameters, { credentials: { scrapeBadgerSuiteApi: CREDENTIAL }, onError: 'continueRegularOutput' });
const perItem = { url: '={{ $json.value }}' };

/** Each case: a workflow and the environment of its `n8n execute`. */
function cases() {
	return [
		{ group: 'batch', name: 'Batch Job > Submit, 50 URLs in one item', values: undefined, parameters: { resource: 'batchJob', operation: 'submit', urls: URLS.join('\n'), waitForCompletion: true } },
		{ group: 'batch', name: 'Page > Scrape, 50 input items', values: URLS, parameters: { resource: 'page', operation: 'scrape', ...perItem, format: 'markdown' } },
		{ group: 'memory', name: 'Take Screenshot, 50 items, binary mode default', values: URLS, parameters: { resource: 'page', operation: 'screenshot', ...perItem } },
		{ group: 'memory', name: 'Take Screenshot, 50 items, binary mode filesystem', values: URLS, parameters: { resource: 'page', operation: 'screenshot', ...perItem }, env: { N8N_DEFAULT_BINARY_DATA_MODE: 'filesystem' } },
		{ group: 'memory', name: 'Scrape a 5 MB page as HTML', values: undefined, parameters: { resource: 'page', operation: 'scrape', url: 'https://bench.example.com/5mb', format: 'html' } },
		{ group: 'memory', name: 'Scrape a 5 MB page as Markdown', values: undefined, parameters: { resource: 'page', operation: 'scrape', url: 'https://bench.example.com/5mb', format: 'markdown' } },
	].filter((entry) => !ONLY || ONLY.includes(entry.group));
}

async function main() {
	console.log(`Web benchmark: ${RUNS} runs per case, emulator latency ${LATENCY_MS} ms, n8n line ${LINE}; load ${os.loadavg().map((l) => l.toFixed(1)).join(', ')}`);
	const { tarball } = await buildAndPack({ skipBuild: SKIP_BUILD });
	const n8n = await ensureN8n(LINE);
	const instance = new N8nInstance(n8n);
	await instance.installPackage(tarball);
	const emulator = await startEmulator({ latencyMs: LATENCY_MS });
	const { dir: work, files, write } = workFolder('scrapebadger-bench-web-');
	try {
		await instance.importCredentials([{ ...CREDENTIAL, type: 'scrapeBadgerSuiteApi', data: { apiKey: emulator.key, baseUrl: emulator.url } }]);
		const chosen = cases();
		const emptyId = write(workflow('benchWebEmpty001', 'bench web: empty workflow', inputNodes()));
		for (const [index, entry] of chosen.entries()) {
			entry.id = write(workflow(`benchWeb${String(index).padStart(8, '0')}`, `bench web: ${entry.name}`, [...inputNodes(entry.values), web(entry.parameters)]));
		}
		await instance.importWorkflows(files);
		const execute = memoryExecutor(instance, join(work, 'memory.json'));

		const empty = [];
		for (let run = 0; run < 2; run++) empty.push((await execute(emptyId)).memory);
		console.log(`empty workflow: peak heap ${mb(median(empty.map((m) => m.heapUsed)))} MB, peak RSS ${mb(median(empty.map((m) => m.rss)))} MB`);

		const rows = ['| case | wall time median (min-max) ms | Web node time median ms | requests | credits | items out | failed items (all runs) | peak heap MB | peak RSS MB |', '|---|---|---|---|---|---|---|---|---|'];
		for (const entry of chosen) {
			const runs = [];
			for (let run = 0; run < RUNS; run++) {
				await emulator.reset();
				const { runData, error, memory, wallMs } = await execute(entry.id, entry.env);
				const requests = await emulator.requests();
				const out = runData.Web?.[0]?.data?.main?.[0] ?? [];
				const figures = {
					wallMs,
					nodeMs: runData.Web?.[0]?.executionTime ?? NaN,
					requests: requests.length,
					credits: requests.reduce((sum, request) => sum + request.creditsCharged, 0),
					items: out.length,
					failed: error ? -1 : out.filter((item) => item.json.error !== undefined).length,
					heap: memory.heapUsed,
					rss: memory.rss,
				};
				runs.push(figures);
				console.log(`  ${entry.name}, run ${run + 1}: ${JSON.stringify({ ...figures, heap: mb(figures.heap), rss: mb(figures.rss) })}${error ? ` error: ${error.message}` : ''}`);
			}
			const of = (key) => median(runs.map((run) => run[key]));
			const walls = runs.map((run) => run.wallMs);
			rows.push(
				`| ${entry.name} | ${of('wallMs')} (${Math.min(...walls)}-${Math.max(...walls)}) | ${of('nodeMs')} | ${of('requests')} | ${of('credits')} | ${of('items')} | ${runs.reduce((sum, run) => sum + run.failed, 0)} | ${mb(of('heap'))} | ${mb(of('rss'))} |`,
			);
		}
		console.log(`\nn8n ${n8n.version} on Node ${n8n.nodeVersion}; ${os.cpus().length} x ${os.cpus()[0]?.model}; ${RUNS} runs per case\n\n${rows.join('\n')}`);
	} finally {
		await emulator.stop();
		instance.remove();
	}
}

main()
	.then(() => killAll())
	.catch((error) => {
		console.error(error);
		killAll();
		process.exit(1);
	});
