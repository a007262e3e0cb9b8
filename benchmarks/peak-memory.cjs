/**
 * Preloaded into `n8n execute` by the benchmark (NODE_OPTIONS=--require): samples the process's heap and resident
 * memory every few milliseconds and, at exit, writes the peaks to BENCH_MEMORY_FILE. Only the `execute` process
 * writes (n8n may start helper processes that inherit NODE_OPTIONS).
 */
const { writeFileSync } = require('node:fs');
const { getHeapStatistics } = require('node:v8');

const file = process.env.BENCH_MEMORY_FILE;
if (file && process.argv.includes('execute')) {
	const peak = { heapUsed: 0, rss: 0 };
	// The heap is cheap to read and sampled often; the resident size reads /proc, so it is sampled less often.
	const sampleHeap = () => {
		peak.heapUsed = Math.max(peak.heapUsed, getHeapStatistics().used_heap_size);
	};
	const sampleRss = () => {
		peak.rss = Math.max(peak.rss, process.memoryUsage.rss());
	};
	setInterval(sampleHeap, 5).unref();
	setInterval(sampleRss, 100).unref();
	process.on('exit', () => {
		sampleHeap();
		sampleRss();
		writeFileSync(file, JSON.stringify(peak));
	});
}
