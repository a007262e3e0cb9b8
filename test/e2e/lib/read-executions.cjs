/**
 * Prints the executions in an n8n database as JSON: for each, its workflow, mode, status and the items every node
 * output. Run with the n8n install's own Node, so that its own database drivers (sqlite3, pg) and flatted (the
 * format n8n stores run data in) read it:
 *
 *   node read-executions.cjs <path of the n8n bin> <database.sqlite | postgres> [--pending]
 *
 * `postgres` reads the Postgres database that the PGHOST, PGPORT, PGUSER, PGPASSWORD and PGDATABASE variables name
 * (queue mode), as pg's client reads them. Both backends take the same queries: n8n's column names are camelCase,
 * quoted, which SQLite accepts as well.
 * With --pending, only the executions not finished yet (new, running, waiting) and how many, read while n8n runs.
 * With --scan, where the strings of the JSON list in SCRAPEBADGER_SCAN (secrets: never on a command line) appear: which
 * execution records (run data and the workflow copy n8n keeps with each) and which saved workflows (nodes and static
 * data) hold any of them, with every workflow's static data (to see what a trigger keeps there).
 */
const { createRequire } = require('node:module');

const [n8nBin, database, mode] = process.argv.slice(2);
const fromN8n = createRequire(n8nBin);
const { parse } = fromN8n('flatted');

/** { all(sql) -> rows, close() } over n8n's SQLite file (read-only) or over Postgres. */
async function connect() {
	if (database === 'postgres') {
		const { Client } = fromN8n('pg');
		const client = new Client();
		await client.connect();
		return { all: async (sql) => (await client.query(sql)).rows, close: () => client.end() };
	}
	const sqlite3 = fromN8n('sqlite3');
	const db = new sqlite3.Database(database, sqlite3.OPEN_READONLY);
	// n8n may be writing: wait for its lock rather than fail.
	db.configure('busyTimeout', 10_000);
	return {
		all: (sql) => new Promise((resolve, reject) => db.all(sql, (error, rows) => (error ? reject(error) : resolve(rows)))),
		close: () => new Promise((resolve) => db.close(resolve)),
	};
}

function execution(row) {
	const data = parse(row.data);
	const runData = data?.resultData?.runData ?? {};
	const nodes = {};
	for (const [name, runs] of Object.entries(runData)) {
		nodes[name] = (runs ?? []).flatMap((run) => (run?.data?.main?.[0] ?? []).map((item) => item.json));
	}
	// Postgres hands over a Date; SQLite a UTC text such as "2026-11-26 17:55:01.123".
	const started = row.startedAt;
	const startedAt = started instanceof Date ? started.getTime() : started ? Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(started) ? started : `${String(started).replace(' ', 'T')}Z`) : null;
	return { id: String(row.id), workflowId: row.workflowId, mode: row.mode, status: row.status, startedAt, error: data?.resultData?.error?.message ?? null, nodes };
}

async function main() {
	const db = await connect();
	try {
		if (mode === '--scan') {
			const needles = JSON.parse(process.env.SCRAPEBADGER_SCAN ?? '[]').filter((needle) => typeof needle === 'string' && needle !== '');
			const holds = (...texts) => needles.some((needle) => texts.some((text) => String(text ?? '').includes(needle)));
			const executions = await db.all('SELECT "executionId", data, "workflowData" FROM execution_data ORDER BY "executionId"');
			const workflows = await db.all('SELECT id, nodes, "staticData" FROM workflow_entity ORDER BY id');
			const asObject = (value) => (typeof value === 'string' ? JSON.parse(value) : value ?? null);
			process.stdout.write(
				JSON.stringify({
					executions: executions.length,
					executionHits: executions.filter((row) => holds(row.data, typeof row.workflowData === 'string' ? row.workflowData : JSON.stringify(row.workflowData))).map((row) => String(row.executionId)),
					workflowHits: workflows.filter((row) => holds(JSON.stringify(row.nodes), JSON.stringify(row.staticData))).map((row) => row.id),
					staticData: Object.fromEntries(workflows.map((row) => [row.id, asObject(row.staticData)])),
				}),
			);
		} else if (mode === '--pending') {
			const rows = await db.all(
				'SELECT id, "workflowId", mode, status, "createdAt", "startedAt" FROM execution_entity WHERE status IN (\'new\', \'running\', \'waiting\') ORDER BY id',
			);
			// The unfinished ones are listed too: a check that waits in vain for them says which they are.
			const executions = rows.map((row) => ({ id: String(row.id), workflowId: row.workflowId, mode: row.mode, status: row.status, createdAt: row.createdAt, startedAt: row.startedAt }));
			process.stdout.write(JSON.stringify({ pending: executions.length, executions }));
		} else {
			const rows = await db.all(
				'SELECT e.id, e."workflowId", e.mode, e.status, e."startedAt", d.data FROM execution_entity e JOIN execution_data d ON d."executionId" = e.id ORDER BY e.id',
			);
			process.stdout.write(JSON.stringify(rows.map(execution)));
		}
	} finally {
		await db.close();
	}
}

main().catch((error) => {
	process.stderr.write(`${error.stack ?? error}\n`);
	process.exitCode = 1;
});
