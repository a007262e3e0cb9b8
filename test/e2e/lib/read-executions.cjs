/**
 * Prints the executions of a stopped n8n's SQLite database as JSON: for each, its workflow, mode, status and the
 * items every node output. Run with the n8n install's own Node, so its own sqlite3 and flatted (the format n8n
 * stores run data in) read the file:
 *
 *   node read-executions.cjs <database.sqlite> <path of the n8n bin> [--pending]
 *
 * With --pending, only how many executions are not finished yet (new, running, waiting), read while n8n runs.
 */
const { createRequire } = require('node:module');

const [database, n8nBin, mode] = process.argv.slice(2);
const fromN8n = createRequire(n8nBin);
const sqlite3 = fromN8n('sqlite3');
const { parse } = fromN8n('flatted');

const db = new sqlite3.Database(database, sqlite3.OPEN_READONLY);
// n8n may be writing: wait for its lock rather than fail.
db.configure('busyTimeout', 10_000);
if (mode === '--pending') {
	db.get("SELECT COUNT(*) AS pending FROM execution_entity WHERE status IN ('new', 'running', 'waiting')", (error, row) => {
		if (error) throw error;
		process.stdout.write(JSON.stringify(row));
		db.close();
	});
} else db.all(
	'SELECT e.id, e.workflowId, e.mode, e.status, d.data FROM execution_entity e JOIN execution_data d ON d.executionId = e.id ORDER BY e.id',
	(error, rows) => {
		if (error) throw error;
		const executions = rows.map((row) => {
			const data = parse(row.data);
			const runData = data?.resultData?.runData ?? {};
			const nodes = {};
			for (const [name, runs] of Object.entries(runData)) {
				nodes[name] = (runs ?? []).flatMap((run) => (run?.data?.main?.[0] ?? []).map((item) => item.json));
			}
			return { id: row.id, workflowId: row.workflowId, mode: row.mode, status: row.status, error: data?.resultData?.error?.message ?? null, nodes };
		});
		process.stdout.write(JSON.stringify(executions));
		db.close();
	},
);
