/**
 * The built node descriptions as one JSON text: every node package.json registers, loaded from dist/ as n8n loads it,
 * with the names of its methods. A refactor that must not change behaviour compares this before and after:
 *
 *   npm run build && node test/reference/descriptions.mjs > before.json
 *   ...the change...
 *   npm run build && node test/reference/descriptions.mjs > after.json && cmp before.json after.json
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(join(ROOT, 'package.json'));
const { n8n } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));

const nodes = {};
for (const path of n8n.nodes) {
	const module = require(join(ROOT, path));
	for (const NodeClass of Object.values(module)) {
		const node = new NodeClass();
		const methods = Object.fromEntries(Object.entries(node.methods ?? {}).map(([kind, table]) => [kind, Object.keys(table).sort()]));
		nodes[node.description.name] = { file: path, description: node.description, methods, webhookMethods: Object.keys(node.webhookMethods ?? {}) };
	}
}
console.log(JSON.stringify(nodes, null, 1));
