/**
 * The stressed monitoring run, repeated (outside CI): each run is the end-to-end suite's monitoring legs under
 * --stress (one n8n with SQLite, then queue mode: a main polling, two workers, Postgres and Redis) on the n8n lines
 * given, and the figures of each run are printed and kept: per trigger its polls, records emitted, duplicates,
 * missed, idle-poll credits and longest poll. Stops at the first failed run unless --keep-going.
 *
 *   node test/e2e/monitor-stress.mjs [--runs N] [--lines 1,2] [--only monitor-a,monitor-b] [--no-queue] [--keep-going] [--skip-build] [--out file.md]
 *
 * --only names some of the monitoring examples (all of them unless given).
 *
 * The first run builds and packs the package; later runs reuse it (--skip-build). --skip-build reuses it from the first
 * run on, so two of these scripts (one per n8n line) can run side by side on one build.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..', '..');

function option(name, fallback) {
	const index = process.argv.indexOf(name);
	return index < 0 ? fallback : process.argv[index + 1];
}
const RUNS = Number(option('--runs', '3'));
const LINES = option('--lines', '1,2');
const QUEUE = !process.argv.includes('--no-queue');
const KEEP_GOING = process.argv.includes('--keep-going');
const SKIP_BUILD = process.argv.includes('--skip-build');
const OUT = option('--out', join(tmpdir(), 'scrapebadger-monitor-stress.md'));
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a whole number >= 1');

const monitors =
	option('--only')?.split(',') ??
	readdirSync(join(ROOT, 'examples'))
		.filter((file) => /^monitor-.*\.workflow\.json$/.test(file))
		.map((file) => file.replace(/\.workflow\.json$/, ''));

/** Runs the suite once, echoing its output; resolves with { code, output, results }. */
function runSuite(number) {
	const results = join(tmpdir(), `scrapebadger-monitor-stress-${process.pid}-${number}.json`);
	const args = [join(HERE, 'run.mjs'), '--stress', '--lines', LINES, '--only', monitors.join(','), '--no-browser', '--no-agent'];
	if (!QUEUE) args.push('--no-queue');
	if (number > 1 || SKIP_BUILD) args.push('--skip-build');
	args.push('--results', results);
	return new Promise((resolve) => {
		const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
		let output = '';
		const take = (chunk) => {
			output += chunk;
			process.stdout.write(chunk);
		};
		child.stdout.on('data', take);
		child.stderr.on('data', take);
		child.on('close', (code) => {
			let parsed;
			try {
				parsed = JSON.parse(readFileSync(results, 'utf8'));
			} catch {
				parsed = undefined;
			}
			rmSync(results, { force: true });
			resolve({ code, output, results: parsed });
		});
	});
}

/** The figures the monitoring checks print: one table per leg, after its header line. */
function figureTables(output) {
	const lines = output.split('\n');
	const tables = [];
	for (let index = 0; index < lines.length; index++) {
		if (!lines[index].includes('example | trigger | polls | emitted')) continue;
		const rows = [];
		for (let row = index + 1; row < lines.length && /^\s{6}\S.* \| /.test(lines[row]); row++) rows.push(lines[row].trim());
		const longest = lines.slice(index).find((line) => line.includes('longest poll of all'))?.trim();
		tables.push({ rows, longest });
	}
	return tables;
}

const report = [`# Stressed monitoring runs (${new Date().toISOString()}), lines ${LINES}${QUEUE ? ', one n8n and queue mode' : ', one n8n'}, ${monitors.length} monitoring examples`];
let passedInARow = 0;
for (let number = 1; number <= RUNS; number++) {
	const started = Date.now();
	console.log(`\n##### stressed monitoring run ${number} of ${RUNS}`);
	const { code, output, results } = await runSuite(number);
	const minutes = ((Date.now() - started) / 60_000).toFixed(1);
	const failed = results?.results.filter((result) => !result.passed) ?? [{ name: 'no results', problems: [] }];
	const passed = code === 0 && failed.length === 0;
	passedInARow = passed ? passedInARow + 1 : 0;
	const legs = results?.results.filter((result) => result.name.includes('rounds of new records')).map((result) => result.name.split(':')[0]) ?? [];
	report.push('', `## Run ${number}: ${passed ? 'passed' : 'FAILED'} (${minutes} min)`);
	figureTables(output).forEach((table, index) => {
		report.push('', `### ${legs[index] ?? `leg ${index + 1}`}`, '', '| example | trigger | polls | emitted | duplicates | missed | credits per poll | idle poll credits | longest poll (s) |', '|---|---|---|---|---|---|---|---|---|');
		report.push(...table.rows.map((row) => `| ${row} |`));
		if (table.longest) report.push('', table.longest);
	});
	for (const failure of failed) report.push('', `- ✗ ${failure.name}: ${failure.problems.join('; ').slice(0, 2000)}`);
	writeFileSync(OUT, `${report.join('\n')}\n`);
	console.log(`\n##### run ${number}: ${passed ? 'passed' : 'FAILED'} in ${minutes} min (${passedInARow} in a row); figures in ${OUT}`);
	if (!passed && !KEEP_GOING) break;
}
console.log(`\n${passedInARow} stressed monitoring runs passed in a row (of ${RUNS} asked); figures in ${OUT}`);
process.exitCode = passedInARow === RUNS ? 0 : 1;
