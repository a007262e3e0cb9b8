/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test tooling, never shipped: n8n Cloud's rules for node runtime code do not apply */
/**
 * The engine's modules import each other in one direction only: no module of nodes/shared reaches itself through its
 * imports, type-only ones included (a type-level circle still ties the two modules' meanings together). The graph is
 * read from the sources, every `import ... from` and `export ... from` of every nodes/**\/*.ts file.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import * as ts from 'typescript';

const ROOT = resolve(__dirname, '../..');
const NODES = join(ROOT, 'nodes');
const SHARED = join(NODES, 'shared');

function sourceFiles(dir: string): string[] {
	return readdirSync(dir).flatMap((entry) => {
		const path = join(dir, entry);
		if (statSync(path).isDirectory()) return sourceFiles(path);
		return path.endsWith('.ts') ? [path] : [];
	});
}

/** Every module specifier a source text imports or re-exports from, type-only ones included. */
function specifiers(text: string): string[] {
	const source = ts.createSourceFile('module.ts', text, ts.ScriptTarget.Latest, false);
	const found: string[] = [];
	for (const statement of source.statements) {
		const target =
			ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement) ? statement.moduleSpecifier : undefined;
		if (target && ts.isStringLiteral(target)) found.push(target.text);
	}
	return found;
}

/** The file a relative specifier names, undefined for a package. */
function resolved(from: string, specifier: string): string | undefined {
	if (!specifier.startsWith('.')) return undefined;
	const base = resolve(dirname(from), specifier);
	const candidate = [`${base}.ts`, join(base, 'index.ts')].find((path) => existsSync(path));
	if (!candidate) throw new Error(`${relative(ROOT, from)} imports ${specifier}, which names no .ts file`);
	return candidate;
}

function importGraph(): Map<string, string[]> {
	const graph = new Map<string, string[]>();
	for (const file of sourceFiles(NODES)) {
		const targets = specifiers(readFileSync(file, 'utf8'))
			.map((specifier) => resolved(file, specifier))
			.filter((target): target is string => target !== undefined);
		graph.set(file, [...new Set(targets)]);
	}
	return graph;
}

/** The shortest path of imports from `start` back to itself, or undefined when it never comes back. */
function cycleThrough(graph: Map<string, string[]>, start: string): string[] | undefined {
	const cameFrom = new Map<string, string>();
	const queue = [start];
	while (queue.length > 0) {
		const current = queue.shift() as string;
		for (const next of graph.get(current) ?? []) {
			if (next === start) {
				const path = [current];
				while (path[0] !== start) path.unshift(cameFrom.get(path[0]) as string);
				return [...path, start];
			}
			if (cameFrom.has(next) || next === start) continue;
			cameFrom.set(next, current);
			queue.push(next);
		}
	}
	return undefined;
}

const named = (path: string[]) => path.map((file) => relative(ROOT, file)).join(' -> ');

describe('imports of the engine', () => {
	const graph = importGraph();
	const shared = [...graph.keys()].filter((file) => file.startsWith(`${SHARED}/`)).sort();

	it('reads value, type-only and re-export edges', () => {
		// The reader must see every kind of edge, or the check below could pass on a circle it cannot see.
		const text = [
			"import { a } from './a';",
			"import type { B } from '../b';",
			"import {\n\ttype C,\n\td,\n} from './c';",
			"export { e } from './e';",
			"export type { F } from './f';",
			"export * from './g';",
			"import 'side-effect';",
			"const h = 'not an import from ./h';",
		].join('\n');
		expect(specifiers(text)).toEqual(['./a', '../b', './c', './e', './f', './g', 'side-effect']);
		const edges = (graph.get(join(SHARED, 'execute.ts')) ?? []).map((target) => relative(ROOT, target));
		expect(edges).toContain('nodes/shared/descriptor.ts');
	});

	it('finds a circle when there is one', () => {
		const a = join(SHARED, 'a.ts');
		const b = join(SHARED, 'b.ts');
		const c = join(SHARED, 'c.ts');
		const circular = new Map([
			[a, [b]],
			[b, [c]],
			[c, [a]],
		]);
		expect(named(cycleThrough(circular, a) ?? [])).toBe('nodes/shared/a.ts -> nodes/shared/b.ts -> nodes/shared/c.ts -> nodes/shared/a.ts');
		expect(cycleThrough(new Map([[a, [b]], [b, [c]]]), a)).toBeUndefined();
	});

	it('has no module of nodes/shared that reaches itself', () => {
		const circles = shared
			.map((file) => cycleThrough(graph, file))
			.filter((path): path is string[] => path !== undefined)
			.map(named);
		expect(circles).toEqual([]);
	});
});
