/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @typescript-eslint/no-require-imports -- test tooling, never shipped: n8n Cloud's rules for node runtime code do not apply */
/**
 * The package as n8n loads it, for the tests that hold its node classes to what they must share and to n8n's
 * community-node rules: every node and credential package.json registers (`n8n.nodes`, `n8n.credentials`), each
 * from the TypeScript source of its registered `dist/...js` path (as test/harness does), with what n8n reads beside it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

import type { ICredentialType, INodeType } from 'n8n-workflow';

export const ROOT = resolve(__dirname, '../..');

export interface PackageJson {
	name: string;
	license?: string;
	keywords?: string[];
	repository?: { directory?: string };
	n8n: { nodes: string[]; credentials: string[] };
}

/** The codex file n8n reads beside a node file (`X.node.json` beside `X.node.js`). */
export interface Codex {
	node?: string;
	nodeVersion?: string;
	codexVersion?: string;
	categories?: unknown;
	subcategories?: unknown;
	resources?: { primaryDocumentation?: Array<{ url: string }>; credentialDocumentation?: Array<{ url: string }> };
	alias?: string[];
}

export interface PackageNode {
	/** As package.json registers it: `dist/nodes/Amazon/ScrapeBadgerAmazon.node.js`. */
	registered: string;
	/** Its TypeScript source, absolute. */
	sourceFile: string;
	/** The source text, for the rules that read how the class is written. */
	source: string;
	/** The names the module exports: n8n instantiates the one named like the file. */
	exports: string[];
	node: INodeType;
	codexFile: string;
	/** undefined when there is no codex file. */
	codex?: Codex;
}

export interface PackageCredential {
	registered: string;
	sourceFile: string;
	source: string;
	exports: string[];
	credential: ICredentialType;
}

export function readPackageJson(): PackageJson {
	return JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as PackageJson;
}

/** `dist/nodes/X/Y.node.js` to the absolute `nodes/X/Y.node.ts`; the extension is explicit, as `Y.node` alone would find `Y.node.json`. */
export function sourceOf(registered: string): string {
	return join(ROOT, registered.replace(/^dist\//, '').replace(/\.js$/, '.ts'));
}

function load<T>(registered: string): { sourceFile: string; source: string; exports: string[]; instance: T } {
	const sourceFile = sourceOf(registered);
	const module = require(sourceFile) as Record<string, new () => T>;
	const name = basename(sourceFile).split('.')[0];
	const Class = module[name];
	if (typeof Class !== 'function') throw new Error(`${registered}: exports no class named ${name}, the one n8n instantiates`);
	return { sourceFile, source: readFileSync(sourceFile, 'utf8'), exports: Object.keys(module), instance: new Class() };
}

export function packageNodes(packageJson: PackageJson = readPackageJson()): PackageNode[] {
	return packageJson.n8n.nodes.map((registered) => {
		const { sourceFile, source, exports, instance } = load<INodeType>(registered);
		const codexFile = sourceFile.replace(/\.ts$/, '.json');
		const codex = existsSync(codexFile) ? (JSON.parse(readFileSync(codexFile, 'utf8')) as Codex) : undefined;
		return { registered, sourceFile, source, exports, node: instance, codexFile, codex };
	});
}

export function packageCredentials(packageJson: PackageJson = readPackageJson()): PackageCredential[] {
	return packageJson.n8n.credentials.map((registered) => {
		const { sourceFile, source, exports, instance } = load<ICredentialType>(registered);
		return { registered, sourceFile, source, exports, credential: instance };
	});
}

/** A `file:` icon path, resolved against the folder of the file that names it, as n8n's loader does. */
export function iconFile(ownerFile: string, icon: string): string {
	return join(dirname(ownerFile), icon.replace(/^file:/, ''));
}
