/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test tooling, never shipped: n8n Cloud's rules for node runtime code do not apply */
/**
 * What every node class of the package shares. Each `.node.ts` declares its class plainly, identity keys written out
 * (so n8n's linters read them, see node-lint.test.ts), with its properties, methods and execute/poll one call each
 * into the engine; this test is what keeps the classes alike: every class package.json registers, loaded as n8n loads
 * it, against the rules below.
 */
import { existsSync } from 'node:fs';
import { basename, relative } from 'node:path';

import type { INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import type { PackageNode } from './package-nodes';
import { iconFile, packageCredentials, packageNodes, readPackageJson, ROOT } from './package-nodes';

const PACKAGE = readPackageJson();
const NODES = packageNodes(PACKAGE);
const [CREDENTIAL] = packageCredentials(PACKAGE);

const isTrigger = (description: INodeTypeDescription) => description.group.includes('trigger');
const label = (entry: PackageNode) => relative(ROOT, entry.sourceFile);

const ACTION_SUBTITLE = '={{$parameter["operation"] + ": " + $parameter["resource"]}}';
const POLLING_SUBTITLE = '={{$parameter["event"]}}';

test('package.json registers action nodes, polling triggers and one webhook trigger, and one credential', () => {
	expect(PACKAGE.n8n.credentials).toHaveLength(1);
	const kinds = NODES.map(({ node }) =>
		!isTrigger(node.description) ? 'action' : node.description.polling ? 'polling trigger' : 'webhook trigger',
	);
	expect(kinds.filter((kind) => kind === 'action')).toHaveLength(34);
	expect(kinds.filter((kind) => kind === 'polling trigger')).toHaveLength(27);
	expect(kinds.filter((kind) => kind === 'webhook trigger')).toHaveLength(1);
});

describe.each(NODES.map((entry) => [label(entry), entry] as const))('%s', (_file, entry) => {
	const { description } = entry.node;

	test('exports one class, named like its file (the export n8n instantiates)', () => {
		expect(entry.exports).toEqual([basename(entry.sourceFile).split('.')[0]]);
	});

	test('shares the identity every node has: version 1, the package credential, one main output, named like its display name', () => {
		expect(description.version).toBe(1);
		expect(description.credentials).toEqual([{ name: CREDENTIAL.credential.name, required: true }]);
		expect(description.outputs).toEqual([NodeConnectionTypes.Main]);
		expect(description.displayName).toMatch(/^ScrapeBadger /);
		expect(description.defaults).toEqual({ name: description.displayName });
		expect(description.description.length).toBeGreaterThan(40);
		expect(typeof description.subtitle).toBe('string');
	});

	test('has light and dark icons, different SVG files beside the node file', () => {
		const icon = description.icon as { light: string; dark: string };
		expect(Object.keys(icon).sort()).toEqual(['dark', 'light']);
		expect(icon.light).toMatch(/^file:[\w-]+\.svg$/);
		expect(icon.dark).toMatch(/^file:[\w-]+\.dark\.svg$/);
		expect(icon.dark).toBe(icon.light.replace(/\.svg$/, '.dark.svg'));
		for (const file of [icon.light, icon.dark]) expect(existsSync(iconFile(entry.sourceFile, file))).toBe(true);
	});

	test('has its codex file beside it, naming this node', () => {
		expect(entry.codex).toBeDefined();
		expect(entry.codex?.node).toBe(`${PACKAGE.name}.${description.name}`);
		expect(entry.codex?.nodeVersion).toBe('1.0');
		expect(entry.codex?.codexVersion).toBe('1.0');
		expect(entry.codex?.resources?.primaryDocumentation?.[0]?.url).toMatch(/^https:\/\//);
		expect(entry.codex?.resources?.credentialDocumentation?.[0]?.url).toMatch(/^https:\/\//);
		expect(entry.codex?.alias?.length).toBeGreaterThan(0);
	});

	if (!isTrigger(description)) {
		test('as an action node: an input, usable as a tool, titled by operation and resource, run by execute()', () => {
			expect(description.group).toEqual(['input']);
			expect(description.inputs).toEqual([NodeConnectionTypes.Main]);
			expect(description.usableAsTool).toBe(true);
			expect(description.subtitle).toBe(ACTION_SUBTITLE);
			expect(description.polling).toBeUndefined();
			expect(description.webhooks).toBeUndefined();
			expect(typeof entry.node.execute).toBe('function');
			expect(entry.node.poll).toBeUndefined();
			expect(Object.keys(entry.node.methods ?? {})).toEqual(['listSearch']);
		});
	} else {
		test('as a trigger: no input, never a tool, named and shown as a trigger', () => {
			expect(description.group).toEqual(['trigger']);
			expect(description.inputs).toEqual([]);
			expect(description.usableAsTool).toBeUndefined();
			expect(description.name).toMatch(/Trigger$/);
			expect(description.displayName).toMatch(/ Trigger$/);
			expect(entry.node.execute).toBeUndefined();
		});

		if (description.polling) {
			test('as a polling trigger: polled by poll(), titled by its event, its action node\'s name and icon with "Trigger"', () => {
				expect(description.polling).toBe(true);
				expect(description.webhooks).toBeUndefined();
				expect(typeof entry.node.poll).toBe('function');
				expect(description.subtitle).toBe(POLLING_SUBTITLE);
				expect(Object.keys(entry.node.methods ?? {})).toEqual(['listSearch']);
				// n8n's node panel merges a trigger named like its action node plus "Trigger" into the action node's entry.
				const action = NODES.find(({ node }) => `${node.description.name}Trigger` === description.name);
				expect(action).toBeDefined();
				expect(action?.node.description.icon).toEqual(description.icon);
				expect(description.displayName).toBe(`${action?.node.description.displayName.replace(/ \(.*\)$/, '')} Trigger`);
			});
		} else {
			test('as a webhook trigger: its webhooks with the whole lifecycle (checkExists, create, delete) and webhook()', () => {
				expect(description.webhooks?.length).toBeGreaterThan(0);
				expect(typeof entry.node.webhook).toBe('function');
				expect(entry.node.poll).toBeUndefined();
				for (const webhook of description.webhooks ?? []) {
					const lifecycle = (entry.node.webhookMethods as Record<string, object> | undefined)?.[webhook.name as string];
					expect(Object.keys(lifecycle ?? {}).sort()).toEqual(['checkExists', 'create', 'delete']);
				}
			});
		}
	}
});

test('a node built as each instance asks: two instances share no description object (n8n edits the one it is given)', () => {
	for (const entry of NODES) {
		const Class = (entry.node as object).constructor as new () => { description: INodeTypeDescription };
		const [first, second] = [new Class(), new Class()];
		expect(first.description).not.toBe(second.description);
		expect(first.description.icon).not.toBe(second.description.icon);
		expect(first.description.properties).not.toBe(second.description.properties);
	}
});
