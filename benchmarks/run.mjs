/**
 * npm run bench: our nodes against n8n's HTTP Request node, in the same real n8n (from the end-to-end installs),
 * against the API emulator at a chosen latency. Not part of CI's pass or fail: it prints figures.
 *
 *   npm run bench [-- --runs 5] [--latency 100] [--n8n 1] [--only 50-items,page] [--skip-build] [--markdown BENCHMARKS.md]
 *                 [--concurrency N]   our nodes' Request Options > Concurrency (their default when not given)
 *                 [--cpu-prof DIR]    also write a V8 CPU profile of every `n8n execute` into DIR
 *
 * Each scenario is one workflow per side, run with `n8n execute` several times, the two sides taking turns. The HTTP
 * Request node is set up as a competent user would: header credential, the Pagination option with the service's
 * page, cursor or continuation, and Split Out for one item per record. Per scenario and side it prints requests,
 * credits, records, 429 answers, failed items, the nodes' execution time (n8n's own per-node figure: our node; HTTP
 * Request plus Split Out) as median, min and max, the ratio ours / HTTP Request, and the peak heap of the n8n
 * process above that of an empty workflow.
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';

import { startEmulator } from '../test/e2e/lib/emulator.mjs';
import { N8nInstance } from '../test/e2e/lib/instance.mjs';
import { ensureN8n } from '../test/e2e/lib/n8n-install.mjs';
import { PACKAGE, ROOT, buildAndPack } from '../test/e2e/lib/package.mjs';
import { killAll } from '../test/e2e/lib/processes.mjs';

import { inputNodes, mb, median, memoryExecutor, node, option, workFolder, workflow } from './lib.mjs';
const RUNS = Number(option('--runs', '5'));
const LATENCY_MS = Number(option('--latency', '100'));
const LINE = option('--n8n', '1');
const ONLY = option('--only')?.split(',');
const MARKDOWN = option('--markdown');
const SKIP_BUILD = process.argv.includes('--skip-build');
const CONCURRENCY = option('--concurrency');
const CPU_PROFILES = option('--cpu-prof');
const LOAD_AT_START = os.loadavg();

/**
 * The over-the-limit run: the smallest plan's 60 requests per window, and 150 items needing three windows (the window
 * shortened from a minute to 10 s to keep the run quick).
 */
const TIGHT_LIMIT = { rateLimitPerMinute: 60, rateWindowMs: 10_000 };

const OURS_CREDENTIAL = { id: 'benchScrapeBadger01', name: 'ScrapeBadger API (bench)' };
const HEADER_CREDENTIAL = { id: 'benchHeaderAuth001', name: 'x-api-key header (bench)' };

/** Ours: the platform node, Continue On Fail on so failed items are counted rather than ending the run. */
function oursWorkflow(id, scenario) {
	const parameters = CONCURRENCY ? { ...scenario.ours.parameters, requestOptions: { concurrency: Number(CONCURRENCY) } } : scenario.ours.parameters;
	const ours = node('Ours', `${PACKAGE}.${scenario.ours.node}`, 1, parameters, {
		credentials: { scrapeBadgerSuiteApi: OURS_CREDENTIAL },
		onError: 'continueRegularOutput',
	});
	return workflow(id, `bench ours: ${scenario.name}`, [...inputNodes(scenario.values), ours]);
}

/**
 * The HTTP Request node as a user sets it up for this API: GET with the key in a header credential, the query, and
 * for a list the Pagination option (the next page, cursor or token read from the previous response), then Split Out
 * on the records field. On Error: continue, so failed items are counted.
 */
function httpWorkflow(id, scenario, baseUrl) {
	const { path, query = {}, paginate, records } = scenario.http;
	const options = {};
	if (paginate) {
		options.pagination = {
			pagination: {
				paginationMode: 'updateAParameterInEachRequest',
				parameters: { parameters: [{ type: 'qs', name: paginate.param, value: paginate.value }] },
				paginationCompleteWhen: 'other',
				completeExpression: paginate.complete,
				limitPagesFetched: false,
			},
		};
	}
	const http = node(
		'HTTP Request',
		'n8n-nodes-base.httpRequest',
		4.2,
		{
			url: `=${baseUrl}${path}`,
			authentication: 'genericCredentialType',
			genericAuthType: 'httpHeaderAuth',
			sendQuery: Object.keys(query).length > 0,
			queryParameters: { parameters: Object.entries(query).map(([name, value]) => ({ name, value: String(value) })) },
			options,
		},
		{ credentials: { httpHeaderAuth: HEADER_CREDENTIAL }, onError: 'continueRegularOutput' },
	);
	const nodes = [...inputNodes(scenario.values), http];
	if (records) nodes.push(node('Split Out', 'n8n-nodes-base.splitOut', 1, { fieldToSplitOut: records, options: {} }));
	return workflow(id, `bench HTTP Request: ${scenario.name}`, nodes);
}

/** Pagination settings of the HTTP Request node for each kind of list. */
const PAGE_NUMBER = (complete) => ({ param: 'page', value: '={{ $pageCount + 1 }}', complete });
const TOKEN = (param, from) => ({ param, value: `={{ $response.body.${from} }}`, complete: `={{ !$response.body.${from} }}` });

function scenarios(subreddits) {
	return [
		{
			name: '50-items',
			title: '50 input items, one request each (Reddit: Get Subreddit)',
			values: subreddits.slice(0, 50),
			ours: { node: 'scrapeBadgerReddit', parameters: { resource: 'subreddit', operation: 'get', subreddit: { __rl: true, mode: 'id', value: '={{ $json.value }}' } } },
			http: { path: '/v1/reddit/subreddits/{{ $json.value }}' },
		},
		{
			name: '20-return-all',
			title: '20 input items, each a Return All of 530 listings in 3 pages (eBay: Seller > Get Items)',
			values: Array(20).fill('topgames_us'),
			ours: { node: 'scrapeBadgerEbay', parameters: { resource: 'seller', operation: 'getItems', username: { __rl: true, mode: 'id', value: '={{ $json.value }}' }, returnAll: true } },
			http: {
				path: '/v1/ebay/sellers/{{ $json.value }}/items',
				query: { per_page: 240 },
				paginate: PAGE_NUMBER('={{ $response.body.pagination.has_more === false }}'),
				records: 'results',
			},
		},
		{
			name: 'page',
			title: 'Return All, page numbers: 137 reviews in 14 pages (Amazon: Get Reviews)',
			ours: { node: 'scrapeBadgerAmazon', parameters: { resource: 'product', operation: 'getReviews', asin: { __rl: true, mode: 'id', value: 'B0CX23V2ZK' }, returnAll: true } },
			http: {
				path: '/v1/amazon/products/B0CX23V2ZK/reviews',
				paginate: PAGE_NUMBER('={{ $response.body.pagination.current_page >= $response.body.pagination.total_pages }}'),
				records: 'reviews',
			},
		},
		{
			name: 'after',
			title: 'Return All, `after` tokens: popular subreddits, 100 a page (Reddit: Get Popular)',
			ours: { node: 'scrapeBadgerReddit', parameters: { resource: 'subreddit', operation: 'getPopular', returnAll: true } },
			http: { path: '/v1/reddit/subreddits/popular', query: { limit: 100 }, paginate: TOKEN('after', 'pagination.after'), records: 'subreddits' },
		},
		{
			name: 'cursor',
			title: 'Return All, cursors: replies to a tweet (X: Get Replies)',
			ours: { node: 'scrapeBadgerX', parameters: { resource: 'tweet', operation: 'getReplies', tweet_id: { __rl: true, mode: 'id', value: '1790000000000000001' }, returnAll: true } },
			http: { path: '/v1/twitter/tweets/tweet/1790000000000000001/replies', paginate: TOKEN('cursor', 'next_cursor'), records: 'data' },
		},
		{
			name: 'continuation',
			title: 'Return All, continuation tokens: videos of a channel (YouTube: Get Channel Videos)',
			ours: { node: 'scrapeBadgerYouTube', parameters: { resource: 'channel', operation: 'getVideos', channel_id: { __rl: true, mode: 'id', value: 'UCk9sB2dRq7LmW4xYz0PaN3e' }, returnAll: true } },
			http: { path: '/v1/youtube/channels/UCk9sB2dRq7LmW4xYz0PaN3e/videos', paginate: TOKEN('continuation', 'continuation'), records: 'items' },
		},
		{
			name: 'over-the-limit',
			title: `150 input items with ${TIGHT_LIMIT.rateLimitPerMinute} requests allowed per ${TIGHT_LIMIT.rateWindowMs / 1000} s window (Reddit: Get Subreddit)`,
			values: subreddits.slice(0, 150),
			limit: TIGHT_LIMIT,
			ours: { node: 'scrapeBadgerReddit', parameters: { resource: 'subreddit', operation: 'get', subreddit: { __rl: true, mode: 'id', value: '={{ $json.value }}' } } },
			http: { path: '/v1/reddit/subreddits/{{ $json.value }}' },
		},
	];
}

/** Subreddit names to ask for, from the emulator itself (two pages of the popular list). */
async function subredditNames(emulator) {
	const names = [];
	let after = '';
	while (names.length < 200) {
		const response = await fetch(`${emulator.url}/v1/reddit/subreddits/popular?limit=100${after ? `&after=${after}` : ''}`, {
			headers: { 'x-api-key': emulator.key },
		});
		const body = await response.json();
		names.push(...body.subreddits.map((subreddit) => subreddit.display_name));
		after = body.pagination.after;
	}
	return names;
}

async function main() {
	const started = Date.now();
	console.log(`Benchmark: ${RUNS} runs per side, emulator latency ${LATENCY_MS} ms, n8n line ${LINE}`);
	const { tarball } = await buildAndPack({ skipBuild: SKIP_BUILD });
	const n8n = await ensureN8n(LINE);
	const instance = new N8nInstance(n8n);
	await instance.installPackage(tarball);
	const emulator = await startEmulator({ latencyMs: LATENCY_MS });
	const { dir: work, files, write } = workFolder('scrapebadger-bench-');

	try {
		await instance.importCredentials([
			{ ...OURS_CREDENTIAL, type: 'scrapeBadgerSuiteApi', data: { apiKey: emulator.key, baseUrl: emulator.url } },
			{ ...HEADER_CREDENTIAL, type: 'httpHeaderAuth', data: { name: 'x-api-key', value: emulator.key } },
		]);
		const chosen = scenarios(await subredditNames(emulator)).filter((scenario) => !ONLY || ONLY.includes(scenario.name));
		const empty = write(workflow('benchEmpty000001', 'bench: empty workflow', inputNodes()));
		for (const [index, scenario] of chosen.entries()) {
			scenario.ids = {
				ours: write(oursWorkflow(`benchOurs${String(index).padStart(7, '0')}`, scenario)),
				http: write(httpWorkflow(`benchHttp${String(index).padStart(7, '0')}`, scenario, emulator.url)),
			};
		}
		await instance.importWorkflows(files);

		const execute = memoryExecutor(instance, join(work, 'memory.json'), { cpuProfiles: CPU_PROFILES });

		const emptyHeaps = [];
		for (let run = 0; run < Math.max(2, Math.ceil(RUNS / 2)); run++) emptyHeaps.push((await execute(empty)).memory.heapUsed);
		const baselineHeap = median(emptyHeaps);
		console.log(`empty workflow: peak heap ${mb(baselineHeap)} MB (median of ${emptyHeaps.length})`);

		const results = [];
		for (const scenario of chosen) {
			console.log(`\n${scenario.title}`);
			const sides = { ours: [], http: [] };
			for (let run = 0; run < RUNS; run++) {
				// The sides take turns, and who goes first alternates, so drift on the machine hits both alike.
				const order = run % 2 === 0 ? ['ours', 'http'] : ['http', 'ours'];
				for (const side of order) {
					await emulator.reset();
					if (scenario.limit) await emulator.configure(scenario.limit);
					const { runData, error, memory } = await execute(scenario.ids[side]);
					const requests = await emulator.requests();
					const timed = side === 'ours' ? ['Ours'] : ['HTTP Request', 'Split Out'];
					const last = runData[timed.filter((name) => runData[name]).pop()]?.[0]?.data?.main?.[0] ?? [];
					const figures = {
						ms: timed.reduce((sum, name) => sum + (runData[name]?.[0]?.executionTime ?? 0), 0),
						requests: requests.length,
						credits: requests.reduce((sum, request) => sum + request.creditsCharged, 0),
						status429: requests.filter((request) => request.status === 429).length,
						records: last.filter((item) => item.json.error === undefined).length,
						failed: error ? (scenario.values?.length ?? 1) : last.filter((item) => item.json.error !== undefined).length,
						heap: memory.heapUsed,
					};
					sides[side].push(figures);
					console.log(
						`  run ${run + 1} ${side.padEnd(4)} ${String(figures.ms).padStart(6)} ms  ${figures.requests} requests  ${figures.records} records  ${figures.failed} failed  ${figures.status429} x 429  peak heap ${mb(figures.heap)} MB`,
					);
				}
			}
			results.push({ scenario, sides });
		}
		const report = tableOf(results, baselineHeap);
		console.log(`\n${report}`);
		if (MARKDOWN) writeFileSync(join(ROOT, MARKDOWN), markdown(report, n8n, baselineHeap, Date.now() - started));
	} finally {
		await emulator.stop();
		instance.remove();
	}
}

function summary(runs) {
	const last = runs[runs.length - 1];
	const times = runs.map((run) => run.ms);
	return {
		requests: median(runs.map((run) => run.requests)),
		credits: median(runs.map((run) => run.credits)),
		records: median(runs.map((run) => run.records)),
		status429: runs.reduce((sum, run) => sum + run.status429, 0),
		failed: runs.reduce((sum, run) => sum + run.failed, 0),
		median: median(times),
		min: Math.min(...times),
		max: Math.max(...times),
		heap: median(runs.map((run) => run.heap)),
		consistent: runs.every((run) => run.records === last.records),
	};
}

function tableOf(results, baselineHeap) {
	const rows = [
		'| scenario | node | requests | credits | records | 429s (all runs) | failed items (all runs) | time median (min-max) ms | time ours / HTTP Request | peak heap, MB (above an empty workflow) | peak heap ours / HTTP Request |',
		'|---|---|---|---|---|---|---|---|---|---|---|',
	];
	for (const { scenario, sides } of results) {
		const ours = summary(sides.ours);
		const http = summary(sides.http);
		for (const [label, side] of [
			['ours', ours],
			['HTTP Request', http],
		]) {
			const isOurs = label === 'ours';
			rows.push(
				[
					'',
					isOurs ? scenario.title : '',
					label,
					side.requests,
					side.credits,
					`${side.records}${side.consistent ? '' : ' (varied)'}`,
					side.status429,
					side.failed,
					`${side.median} (${side.min}-${side.max})`,
					isOurs ? (ours.median / http.median).toFixed(2) : '',
					`${mb(side.heap)} (${side.heap >= baselineHeap ? '+' : ''}${mb(side.heap - baselineHeap)})`,
					isOurs ? (ours.heap / http.heap).toFixed(2) : '',
					'',
				].join(' | ').trim(),
			);
		}
	}
	return rows.join('\n');
}

function markdown(table, n8n, baselineHeap, elapsedMs) {
	const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
	return `# Benchmarks

Our nodes against n8n's HTTP Request node, in the same real n8n, against the API emulator. Written by
\`npm run bench -- --runs ${RUNS} --latency ${LATENCY_MS} --n8n ${LINE} --markdown ${MARKDOWN}\` (see
[benchmarks/run.mjs](benchmarks/run.mjs) for the exact workflows); not part of CI's pass or fail.

- Date: ${new Date().toISOString().slice(0, 10)}; the whole run took ${Math.round(elapsedMs / 60_000)} min.
- Machine: ${os.cpus().length} x ${cpu}, ${mb(os.totalmem())} MB memory, ${os.platform()} ${os.release()}; load average
  ${LOAD_AT_START.map((load) => load.toFixed(1)).join(', ')} at the start (1, 5, 15 min): other work on the machine slows both sides alike,
  since they take turns.
- n8n ${n8n.version} on Node ${n8n.nodeVersion}; emulator latency ${LATENCY_MS} ms per answer; ${RUNS} runs per side, taking turns.
- Time: n8n's own execution time of the measured nodes (ours: our node; HTTP Request: HTTP Request plus Split Out).
- Memory: peak heap of the \`n8n execute\` process (sampled every 5 ms), median of the runs; in brackets, above an empty
  workflow's (${mb(baselineHeap)} MB): small differences there are garbage-collection timing, not data.
- Our node runs with its defaults (Concurrency 50) and Continue On Fail; the HTTP Request node with a header credential,
  the Pagination option reading the next page, \`after\`, cursor or continuation from the previous response, Split Out on
  the records field, and On Error: continue. Neither side is told the rate limit.

${table}
`;
}

main()
	.then(() => killAll())
	.catch((error) => {
		console.error(error);
		killAll();
		process.exit(1);
	});
