/**
 * n8n's community-package scan, before any release (npm run scan): the static analysis of
 * `@n8n/scan-community-package` (its ESLint rules, the same n8n applies when it verifies a package) over the sources
 * and over the packed tarball's compiled code and package.json, exactly as its two legs run on a published version.
 * Its provenance check needs a version on the registry: after a release, run
 * `npx @n8n/scan-community-package n8n-nodes-scrapebadger-suite`.
 *
 *   npm run scan                 build, pack and scan
 *   npm run scan -- --skip-build pack and scan the dist/ already built
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { ensureScanner, SCANNER_VERSION } from './lib/n8n-install.mjs';
import { buildAndPack, ROOT } from './lib/package.mjs';
import { run } from './lib/processes.mjs';

const scanner = await import(await ensureScanner());
const { tarball } = await buildAndPack({ skipBuild: process.argv.includes('--skip-build') });
const unpacked = mkdtempSync(join(tmpdir(), 'scrapebadger-scan-'));
try {
	const untar = await run('tar', ['-xzf', tarball, '-C', unpacked, '--strip-components=1']);
	if (untar.code !== 0) throw new Error(`tar failed: ${untar.stderr}`);
	const legs = [
		['sources (nodes/, credentials/, package.json)', await scanner.analyzePackage(ROOT, scanner.SOURCE_FILE_PATTERNS)],
		['packed tarball (compiled .js, package.json)', await scanner.analyzePackage(unpacked, ['**/*.js', 'package.json'])],
	];
	for (const [leg, result] of legs) {
		console.log(`${result.passed ? '✓' : '✗'} @n8n/scan-community-package ${SCANNER_VERSION}: ${leg}${result.passed ? '' : `: ${result.message}`}`);
		if (result.details) console.log(result.details);
	}
	process.exitCode = legs.every(([, result]) => result.passed) ? 0 : 1;
} finally {
	rmSync(unpacked, { recursive: true, force: true });
}
