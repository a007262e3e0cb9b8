/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @typescript-eslint/no-require-imports -- test tooling, never shipped: n8n Cloud's rules for node runtime code do not apply */
/**
 * Every platform of the package as found on disk: each node folder's `*.descriptor.ts` and the node's registered
 * name. Tests and tools that must cover every endpoint (bad-input corpus, contract check, coverage, operation
 * reference) start here, so a new platform or endpoint is covered by itself.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import type { PlatformDescriptor } from '../../nodes/shared/descriptor';
import type { PlatformTriggers } from '../../nodes/shared/trigger/watch';

export interface PackagePlatform {
	/** The node's registered name, e.g. `scrapeBadgerReddit`. */
	node: string;
	/** The node's display name, e.g. `ScrapeBadger Reddit`. */
	displayName: string;
	descriptor: PlatformDescriptor;
	/** The platform's monitoring trigger node (`*Trigger.node.ts`) and what it watches (`*.triggers.ts`), when it has one. */
	trigger?: { node: string; displayName: string; triggers: PlatformTriggers };
}

type NodeModule = Record<string, new () => { description: { name: string; displayName: string } }>;

const isTriggerNode = (file: string) => file.endsWith('Trigger.node.ts');

const NODES_DIR = join(__dirname, '../../nodes');

export function packagePlatforms(): PackagePlatform[] {
	return readdirSync(NODES_DIR, { withFileTypes: true })
		.filter((entry) => entry.isDirectory() && entry.name !== 'shared')
		.flatMap((entry) => {
			const files = readdirSync(join(NODES_DIR, entry.name));
			const nodeFile = files.find((file) => file.endsWith('.node.ts') && !isTriggerNode(file));
			const descriptorFile = files.find((file) => file.endsWith('.descriptor.ts'));
			if (!nodeFile || !descriptorFile) return [];
			const nodeModule = require(join(NODES_DIR, entry.name, nodeFile)) as NodeModule;
			const descriptorModule = require(join(NODES_DIR, entry.name, descriptorFile)) as Record<string, unknown>;
			const descriptor = Object.values(descriptorModule).find(
				(value): value is PlatformDescriptor => typeof value === 'object' && value !== null && 'resources' in value,
			);
			const { name, displayName } = new (Object.values(nodeModule)[0])().description;
			// The polling trigger (a platform may also have a webhook trigger, the X Stream Trigger, which watches no endpoint).
			const triggerFile = files
				.filter(isTriggerNode)
				.find((file) => (new (Object.values(require(join(NODES_DIR, entry.name, file)) as NodeModule)[0])().description as { polling?: boolean }).polling === true);
			const triggersFile = files.find((file) => file.endsWith('.triggers.ts'));
			let trigger: PackagePlatform['trigger'];
			if (triggerFile && triggersFile) {
				const triggerModule = require(join(NODES_DIR, entry.name, triggerFile)) as NodeModule;
				const triggers = Object.values(require(join(NODES_DIR, entry.name, triggersFile)) as Record<string, unknown>).find(
					(value): value is PlatformTriggers => typeof value === 'object' && value !== null && 'events' in value,
				);
				const description = new (Object.values(triggerModule)[0])().description;
				if (triggers) trigger = { node: description.name, displayName: description.displayName, triggers };
			}
			return descriptor ? [{ node: name, displayName, descriptor, ...(trigger ? { trigger } : {}) }] : [];
		})
		.sort((a, b) => a.displayName.localeCompare(b.displayName));
}
