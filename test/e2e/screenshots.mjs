/**
 * Regenerates the README's screenshots (npm run screenshots): runs the editor checks of the
 * end-to-end suite in a real n8n (2.x by default, what a new install gets; `--n8n 1` for 1.x) and,
 * only if they all pass, copies a few of the screenshots into examples/screenshots/.
 */
import { copyFileSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { runBrowserChecks } from './browser.mjs';
import { startEmulator } from './lib/emulator.mjs';
import { N8N_LINES, ensureN8n } from './lib/n8n-install.mjs';
import { EXAMPLES_DIR, buildAndPack, packageCredentialTypes, packageNodes } from './lib/package.mjs';
import { killAll } from './lib/processes.mjs';
import { Report } from './lib/report.mjs';

const index = process.argv.indexOf('--n8n');
const LINE = index < 0 ? '2' : process.argv[index + 1];
const TARGET = join(EXAMPLES_DIR, 'screenshots');

async function main() {
	if (!N8N_LINES[LINE]) throw new Error(`--n8n must be one of ${Object.keys(N8N_LINES).join(', ')}`);
	const { tarball } = await buildAndPack();
	const nodes = packageNodes();
	const n8n = await ensureN8n(LINE);
	const emulator = await startEmulator();
	const report = new Report();
	let shots;
	try {
		shots = await runBrowserChecks({ n8n, tarball, nodes, emulator, credentialType: packageCredentialTypes()[0], report });
	} finally {
		await emulator.stop();
	}
	report.summary('screenshots');
	if (report.failed > 0 || report.results.length === 0) throw new Error('the editor checks failed: screenshots not updated');

	// The panel of the node with the most operations shows the most of what the package offers.
	const operations = (node) => node.resources.reduce((sum, resource) => sum + resource.operations.length, 0);
	const richest = [...nodes].sort((a, b) => operations(b) - operations(a))[0];
	const chosen = {
		'node-panel.png': shots[`panel-${richest.name}`],
		'run-canvas.png': shots['run-canvas'],
		'run-output.png': shots['run-output'],
		'credential-test.png': shots['credential-test'],
	};
	mkdirSync(TARGET, { recursive: true });
	for (const [name, source] of Object.entries(chosen)) {
		if (!source) throw new Error(`no screenshot for ${name}`);
		copyFileSync(source, join(TARGET, name));
		console.log(`  ${join('examples', 'screenshots', name)} (${Math.round(statSync(source).size / 1024)} kB, n8n ${n8n.version})`);
	}
}

main()
	.catch((error) => {
		console.error(error.message);
		process.exitCode = 1;
	})
	.finally(() => killAll());
