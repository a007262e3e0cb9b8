/**
 * Lints source texts as if each were the file at its path, with the project's ESLint config: what `npm run lint`
 * (`n8n-node lint`, which runs `eslint .` in the project) reports for a file holding that text, without writing the
 * file, so a test can lint a broken copy of a node where the node is while other tests read the real one. A separate
 * process because ESLint loads its config with a dynamic import, which jest's module sandbox refuses.
 *
 *   node test/reference/lint-text.mjs < [{ "path": "nodes/X/Y.node.ts", "text": "..." }]
 *   > [{ "path": ..., "messages": [{ "ruleId", "severity", "message", "line" }] }]
 */
import { ESLint } from 'eslint';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

let input = '';
for await (const chunk of process.stdin) input += chunk;
const eslint = new ESLint({ cwd: ROOT });
const results = [];
for (const { path, text } of JSON.parse(input)) {
	const [result] = await eslint.lintText(text, { filePath: resolve(ROOT, path) });
	results.push({
		path,
		messages: (result?.messages ?? []).map(({ ruleId, severity, message, line }) => ({ ruleId, severity, message, line })),
	});
}
process.stdout.write(JSON.stringify(results));
