/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/no-dangerous-functions -- test tooling, never shipped: n8n Cloud's rules for node runtime code do not apply (the one process spawned is ESLint on our own files) */
/**
 * n8n's linter reads our node classes. `@n8n/eslint-plugin-community-nodes` (run by `npm run lint` and by n8n's
 * community-package scan) checks only a class that `implements INodeType` with its `description` written out: a class
 * made by a factory passes whatever it lacks. So each registered node file, copied with one identity key taken out
 * (or, on a trigger, `usableAsTool` put in), must fail the lint with the project's own config, where the file itself
 * passes. The copies are linted at the node's own path without being written (test/reference/lint-text.mjs).
 */
import { spawnSync } from 'node:child_process';
import { join, relative } from 'node:path';

import { packageNodes, ROOT } from './package-nodes';

interface LintMessage {
	ruleId: string | null;
	severity: number;
	message: string;
}

/** The file's text with one key of its description taken out: its line and any lines under it. */
function withoutKey(text: string, key: string): string {
	const broken = text.replace(new RegExp(`\\n\\t\\t${key}:[^\\n]*(\\n\\t\\t\\t[^\\n]*)*`), '');
	if (broken === text) throw new Error(`no "${key}" key written out in the class's description`);
	return broken;
}

function withUsableAsTool(text: string): string {
	const broken = text.replace(/(\n\t\tgroup: \['trigger'\],)/, '$1\n\t\tusableAsTool: true,');
	if (broken === text) throw new Error("no \"group: ['trigger']\" written out in the class's description");
	return broken;
}

interface Copy {
	label: string;
	path: string;
	text: string;
	/** The rules that must report an error, none for the file as it is. */
	expected: string[];
}

const NODES = packageNodes();

function copies(): Copy[] {
	return NODES.flatMap(({ sourceFile, source, node }) => {
		const path = relative(ROOT, sourceFile);
		const trigger = node.description.group.includes('trigger');
		const iconRules = ['@n8n/community-nodes/icon-validation', '@n8n/community-nodes/require-node-description-fields'];
		return [
			{ label: 'as it is', path, text: source, expected: [] },
			{ label: 'without icon', path, text: withoutKey(source, 'icon'), expected: iconRules },
			{ label: 'without subtitle', path, text: withoutKey(source, 'subtitle'), expected: ['@n8n/community-nodes/require-node-description-fields'] },
			trigger
				? { label: 'with usableAsTool', path, text: withUsableAsTool(source), expected: ['@n8n/community-nodes/node-usable-as-tool'] }
				: { label: 'without usableAsTool', path, text: withoutKey(source, 'usableAsTool'), expected: ['@n8n/community-nodes/node-usable-as-tool'] },
		];
	});
}

function lint(files: Copy[]): LintMessage[][] {
	// Without jest's NODE_ENV=test, under which eslint-plugin-n8n-nodes-base takes every file for its own test fixture.
	const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV'));
	const run = spawnSync(process.execPath, [join(__dirname, 'lint-text.mjs')], {
		cwd: ROOT,
		env,
		input: JSON.stringify(files.map(({ path, text }) => ({ path, text }))),
		encoding: 'utf8',
		maxBuffer: 64 * 1024 * 1024,
	});
	if (run.status !== 0) throw new Error(`lint-text.mjs failed: ${run.stderr}`);
	return (JSON.parse(run.stdout) as Array<{ messages: LintMessage[] }>).map(({ messages }) => messages);
}

const COPIES = copies();
let results: LintMessage[][] = [];

beforeAll(() => {
	results = lint(COPIES);
}, 120_000);

test.each(COPIES.map((copy, index) => [`${copy.path} ${copy.label}`, index] as const))(
	'%s: the lint errors are exactly what n8n reviews for',
	(_label, index) => {
		const errors = results[index].filter(({ severity }) => severity === 2).map(({ ruleId }) => ruleId);
		expect([...new Set(errors)].sort()).toEqual(COPIES[index].expected);
	},
);
