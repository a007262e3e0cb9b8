/**
 * n8n's community-package scan, before any release (npm run scan): the static analysis of
 * `@n8n/scan-community-package` (its ESLint rules, the same n8n applies when it verifies a package) over the sources
 * and over the packed tarball's compiled code and package.json, exactly as its two legs run on a published version;
 * then the malware leg n8n's scanner on master adds, GuardDog's YARA rules over every file of the tarball, run with
 * Debian's yara (yara/guarddog-rules.mjs): any `threat-*` match fails, as it fails n8n's scan. The rules are first run
 * over a planted package that must set off the threats planted in it, so the leg cannot pass by finding nothing.
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
import { checkPlantedPackage, GUARDDOG_VERSION, PLANTED_PACKAGE, runGuardDogRules } from './yara/guarddog-rules.mjs';

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
	const malwareClean = await malwareLeg(unpacked);
	process.exitCode = legs.every(([, result]) => result.passed) && malwareClean ? 0 : 1;
} finally {
	rmSync(unpacked, { recursive: true, force: true });
}

/** GuardDog's YARA rules over the planted package, then over the unpacked tarball: true when it has no threat. */
async function malwareLeg(packageDir) {
	const label = `GuardDog ${GUARDDOG_VERSION} YARA rules`;
	const plantedProblems = await checkPlantedPackage();
	if (plantedProblems.length > 0) {
		console.log(`✗ ${label}: the planted package did not give its ${PLANTED_PACKAGE.threats.length} threat matches:`);
		for (const problem of plantedProblems) console.log(`    ${problem}`);
		return false;
	}
	const result = await runGuardDogRules(packageDir);
	console.log(
		`✓ ${label} (${result.ruleCount} rules, ${result.threatRuleCount} of them threat-*; yara ${result.yaraVersion}): ` +
			`the planted package gave its ${PLANTED_PACKAGE.threats.length} threat matches`,
	);
	const site = (match) => `${match.file}:${match.line}:${match.column}  ${match.rule}  ${match.description}`;
	for (const match of result.capabilities) console.log(`    capability, not a finding: ${site(match)}`);
	for (const [rule, { count, example }] of result.outsidePaths) {
		console.log(`    not a finding: ${count} ${rule} hits in files outside the rule's path_include (such as ${example})`);
	}
	for (const match of result.threats) console.log(`    THREAT: ${site(match)}`);
	const count = `${result.threats.length} threat match${result.threats.length === 1 ? '' : 'es'}`;
	console.log(`${result.threats.length === 0 ? '✓' : '✗'} ${label}: packed tarball (every file): ${count}`);
	return result.threats.length === 0;
}
