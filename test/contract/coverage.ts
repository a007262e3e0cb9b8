/* eslint-disable @n8n/community-nodes/no-restricted-globals, no-console -- test tooling, never shipped: n8n Cloud's rules for node runtime code do not apply */
/**
 * `npm run api-coverage`: per platform, the live endpoints the package covers and the ones it does not yet, read
 * from the endpoint descriptions and the live API extract (live-api.json). `--missing` lists only what is missing.
 */
import { coverage, type CoverageRow } from './live-contract';

const onlyMissing = process.argv.includes('--missing');
const rows = coverage();

/**
 * A row's count: its GET data endpoints. Reads the service takes as a POST (a batch) are listed apart, since the live
 * API's count of data endpoints is of GETs; the Web node's POSTs (a scrape, a batch job) are its calls and count.
 */
const counted = (row: CoverageRow) =>
	row.platform === 'web'
		? { covered: row.covered.length + row.postCovered.length, total: row.covered.length + row.missing.length + row.postCovered.length + row.postMissing.length }
		: { covered: row.covered.length + row.postFormCovered.length, total: row.covered.length + row.missing.length + row.postFormCovered.length + row.postFormMissing.length };

let covered = 0;
let total = 0;
for (const row of rows) {
	const count = counted(row);
	covered += count.covered;
	total += count.total;
	const post = row.platform === 'web' ? '' : ' (batch read)';
	console.log(`\n${row.platform}: ${count.covered}/${count.total} covered${row.deprecated.length > 0 ? ` (and ${row.deprecated.length} deprecated)` : ''}`);
	if (!onlyMissing) for (const path of row.covered) console.log(`  covered      GET ${path}`);
	for (const path of row.missing) console.log(`  not covered  GET ${path}`);
	for (const path of row.deprecated) console.log(`  deprecated   GET ${path} (the service answers 410: not an operation)`);
	if (!onlyMissing) for (const path of row.postCovered) console.log(`  covered      POST ${path}${post}`);
	for (const path of row.postMissing) console.log(`  not covered  POST ${path}${post}`);
	if (!onlyMissing) for (const path of row.postFormCovered) console.log(`  covered      POST ${path} (the GET's POST form)`);
	for (const path of row.postFormMissing) console.log(`  not covered  POST ${path} (the GET's POST form)`);
}
console.log(`\nall platforms: ${covered}/${total} live endpoints covered`);
for (const row of rows) console.log(`  ${row.platform.padEnd(10)} ${counted(row).covered}/${counted(row).total}`);
