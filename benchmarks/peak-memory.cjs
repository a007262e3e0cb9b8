/**
 * Preloaded into `n8n execute` by the benchmark (NODE_OPTIONS=--require): samples the process's heap and resident
 * memory every few milliseconds and, at exit, writes the peaks to BENCH_MEMORY_FILE. Only the `execute` process
 * writes (n8n may start helper processes that inherit NODE_OPTIONS).
 */
const { writeFileSync } = require('node:fs');

const file = process.env.BENCH_MEMORY_FILE;
if (file && process.argv.includes('execute')) {
	const peak = { heapUsed: 0, rss: 0 };
	const sample = () => {
		const { heapUsed, rss } = process.memoryUsage();
		peak.heapUsed = Math.max(peak.heapUsed, heapUsed);
		peak.rss = Math.max(peak.rss, rss);
	};
	setInterval(sample, 5).unref();
	process.on('exit', () => {
		sample();
		writeFileSync(file, JSON.stringify(peak));
	});
}
