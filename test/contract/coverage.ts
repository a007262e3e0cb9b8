/* eslint-disable @n8n/community-nodes/no-restricted-globals, no-console -- test tooling, never shipped: n8n Cloud's rules for node runtime code do not apply */
/**
 * `npm run api-coverage`: per platform, the live endpoints the package covers and the ones it does not yet, read
 * from the endpoint descriptions and the live API extract (live-api.json). `--missing` lists only what is missing.
 */
import { coverage } from './live-contract';

const onlyMissing = process.argv.includes('--missing');
const rows = coverage();
let covered = 0;
let total = 0;
for (const row of rows) {
	const count = row.covered.length + row.missing.length;
	covered += row.covered.length;
	total += count;
	console.log(`\n${row.platform}: ${row.covered.length}/${count} covered`);
	if (!onlyMissing) for (const path of row.covered) console.log(`  covered      GET ${path}`);
	for (const path of row.missing) console.log(`  not covered  GET ${path}`);
	// Reads the service takes as a POST (a batch) are listed apart: the live API's count of data endpoints is of GETs.
	if (!onlyMissing) for (const path of row.postCovered) console.log(`  covered      POST ${path} (batch read)`);
	for (const path of row.postMissing) console.log(`  not covered  POST ${path} (batch read)`);
}
console.log(`\nall platforms: ${covered}/${total} live endpoints covered`);
for (const row of rows) console.log(`  ${row.platform.padEnd(10)} ${row.covered.length}/${row.covered.length + row.missing.length}`);
