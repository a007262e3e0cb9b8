/**
 * The main job, for real (npm run demo): starts the ScrapeBadger API emulator and a real n8n with
 * this package installed as a community package, runs an example workflow with `n8n execute`, and
 * prints what each node output, as a table.
 *
 *   npm run demo                                   the chain example on n8n 1.x
 *   npm run demo -- --workflow reddit-popular      another example from examples/
 *   npm run demo -- --n8n 2                        on n8n 2.x (Node 24)
 *   npm run demo -- --open                         then keep n8n's editor running to look around
 *
 * Right after cloning it installs what it needs: `npm ci` when node_modules is missing, and the
 * pinned n8n once into a cache folder outside the repository (a few minutes the first time).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { startEmulator } from './lib/emulator.mjs';
import { nodeItems, pairedIndex } from './lib/expectations.mjs';
import { N8nInstance, setUpOwner } from './lib/instance.mjs';
import { N8N_LINES, ensureN8n } from './lib/n8n-install.mjs';
import { EXAMPLE_CREDENTIAL, PACKAGE, ROOT, buildAndPack, exampleCredential, loadExamples } from './lib/package.mjs';
import { killAll, run } from './lib/processes.mjs';

function option(name, fallback) {
	const index = process.argv.indexOf(name);
	return index < 0 ? fallback : process.argv[index + 1];
}
const LINE = option('--n8n', '1');
const WORKFLOW = option('--workflow', 'chain-next-page');
const OPEN = process.argv.includes('--open');

function step(text) {
	console.log(`\n▶ ${text}`);
}

function cell(value, width) {
	let text;
	if (typeof value === 'number') text = value.toLocaleString('en-US');
	else if (value === null || value === undefined) text = '';
	else if (typeof value === 'object') text = JSON.stringify(value);
	else text = String(value);
	text = text.replace(/\s+/g, ' ');
	return text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width);
}

/** Columns worth showing: those the example's expectations name, else the first few short scalar fields. */
function columnsFor(items, named) {
	if (named?.length) return named;
	const first = items[0]?.json ?? {};
	return Object.keys(first)
		.filter((key) => ['string', 'number', 'boolean'].includes(typeof first[key]) && String(first[key]).length <= 60)
		.slice(0, 5);
}

function printTable(items, columns) {
	const widths = columns.map((column) =>
		Math.min(48, Math.max(column.length, ...items.map((item) => cell(item.json[column], 200).trimEnd().length))),
	);
	const line = (values) => `    ${values.map((value, i) => cell(value, widths[i])).join('  ')}`.trimEnd();
	console.log(line(columns));
	console.log(`    ${widths.map((width) => '─'.repeat(width)).join('  ')}`);
	const shown = items.length > 12 ? [...items.slice(0, 8), undefined, ...items.slice(-2)] : items;
	for (const item of shown) {
		if (item) console.log(line(columns.map((column) => item.json[column])));
		else console.log(`    … ${items.length - 10} more …`);
	}
}

function pairingSummary(items) {
	const indexes = items.map(pairedIndex);
	if (items.length > 1 && indexes.every((index, position) => index === position)) return 'each paired to its own input item';
	const counts = new Map();
	for (const index of indexes) counts.set(index, (counts.get(index) ?? 0) + 1);
	return [...counts].map(([index, count]) => `${count} paired to input item ${index}`).join(', ');
}

async function main() {
	if (!existsSync(join(ROOT, 'node_modules', '.bin', 'n8n-node'))) {
		step('node_modules is missing: npm ci (once, about a minute)');
		const install = await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: ROOT, echo: '    ' });
		if (install.code !== 0) throw new Error('npm ci failed');
	}
	const example = loadExamples().find((candidate) => candidate.slug === WORKFLOW);
	if (!example) {
		throw new Error(`no examples/${WORKFLOW}.workflow.json; choose one of: ${loadExamples().map((e) => e.slug).join(', ')}`);
	}
	if (!N8N_LINES[LINE]) throw new Error(`--n8n must be one of ${Object.keys(N8N_LINES).join(', ')}`);

	step(`build and pack ${PACKAGE}`);
	const { tarball } = await buildAndPack();
	console.log(`    ${tarball}`);

	step(`n8n ${N8N_LINES[LINE].n8n}`);
	const n8n = await ensureN8n(LINE);
	console.log(`    on Node ${n8n.nodeVersion}: ${n8n.n8nBin}`);

	const emulator = await startEmulator();
	const instance = new N8nInstance(n8n);
	try {
		step(`ScrapeBadger API emulator on ${emulator.url}; n8n user folder ${instance.userFolder}`);
		await instance.installPackage(tarball);
		console.log(`    installed as a community package: ${instance.nodesDir}/node_modules/${PACKAGE}`);
		await instance.importCredentials([exampleCredential('scrapeBadgerSuiteApi', emulator)]);
		await instance.importWorkflows([example.path]);
		console.log(`    imported credential "${EXAMPLE_CREDENTIAL.name}" (pointing at the emulator) and workflow "${example.workflow.name}"`);

		step(`n8n execute --id=${example.workflow.id}   (examples/${example.file})`);
		const outcome = await instance.execute(example.workflow.id);
		const runData = outcome.data?.data?.resultData?.runData;
		if (!runData) throw new Error(`n8n execute exited ${outcome.code}:\n${(outcome.stdout + outcome.stderr).trim().slice(-3000)}`);
		const expectedNodes = example.expectations?.runs?.[0]?.nodes ?? {};
		const ran = Object.keys(runData).sort((a, b) => (runData[a][0].startTime ?? 0) - (runData[b][0].startTime ?? 0));
		for (const name of ran) {
			const node = example.workflow.nodes.find((candidate) => candidate.name === name);
			const items = nodeItems(runData, name) ?? [];
			if (node?.type === 'n8n-nodes-base.manualTrigger') continue;
			console.log(`\n  ${name}  [${node?.type.replace(`${PACKAGE}.`, '')}]  ${items.length} item${items.length === 1 ? '' : 's'}${items.length ? ` (${pairingSummary(items)})` : ''}`);
			if (items.length > 0) printTable(items, columnsFor(items, expectedNodes[name]?.fields));
		}
		const error = outcome.data.data.resultData.error;
		const requests = await emulator.requests();
		const credits = requests.reduce((sum, request) => sum + request.creditsCharged, 0);
		step(`${requests.length} API request(s), ${credits} credit(s)`);
		for (const request of requests) console.log(`    ${request.method} ${request.url} → ${request.status}`);
		if (error) throw new Error(`the workflow failed: ${error.message}`);

		if (OPEN) {
			step('the editor: n8n start');
			const server = await instance.start();
			const owner = { email: 'demo@example.com', firstName: 'Demo', lastName: 'User', password: 'Demo-passw0rd' };
			await setUpOwner(server.url, owner);
			console.log(`    open ${server.url}/workflow/${example.workflow.id}`);
			console.log(`    sign in as ${owner.email} / ${owner.password}; Ctrl-C stops n8n and the emulator`);
			await server.server.exited;
		}
	} finally {
		await emulator.stop();
		instance.remove();
	}
}

main()
	.catch((error) => {
		console.error(`\ndemo failed: ${error.message}`);
		process.exitCode = 1;
	})
	.finally(() => killAll());
