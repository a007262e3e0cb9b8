/* eslint-disable @n8n/community-nodes/no-restricted-globals, no-console -- test tooling, never shipped: n8n Cloud's rules for node runtime code do not apply */
/**
 * The main job, end to end on this machine: starts the API emulator, runs the package's nodes through
 * n8n's execution engine (n8n-core) with a credential pointing at it, and prints the items they output.
 *
 *   npm run demo
 */
import './harness/n8n-env';

import type { INodeExecutionData } from 'n8n-workflow';

import { DEFAULT_TEST_KEY, startEmulator } from './emulator';
import { runNode, shutdownN8n } from './harness/n8n';

const STEPS = [
	{
		title: 'ScrapeBadger Zillow > Market > List',
		node: 'scrapeBadgerZillow',
		parameters: { resource: 'market', operation: 'list' },
		columns: ['code', 'name', 'domain', 'currency', 'locale'],
	},
	{
		title: 'ScrapeBadger Reddit > Subreddit > Get Popular (Limit 120: two requests, pages of 100 + 20)',
		node: 'scrapeBadgerReddit',
		parameters: { resource: 'subreddit', operation: 'getPopular', returnAll: false, limit: 120 },
		columns: ['display_name_prefixed', 'subscribers', 'title'],
	},
];

function cell(value: unknown, width: number): string {
	const text = typeof value === 'number' ? value.toLocaleString('en-US') : String(value ?? '');
	return text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width);
}

function printTable(items: INodeExecutionData[], columns: string[]): void {
	const width = Math.floor(96 / columns.length);
	const line = (values: unknown[]) => `  ${values.map((value) => cell(value, width)).join(' ')}`.trimEnd();
	console.log(line(columns));
	const shown = items.length > 12 ? [...items.slice(0, 6), undefined, ...items.slice(-3)] : items;
	for (const item of shown) {
		if (!item) {
			console.log(`  … ${items.length - 9} more items …`);
			continue;
		}
		console.log(line(columns.map((column) => item.json[column])));
	}
}

async function main(): Promise<void> {
	const emulator = await startEmulator();
	console.log(`ScrapeBadger API emulator listening on ${emulator.url}\n`);
	let failed = false;
	try {
		for (const step of STEPS) {
			emulator.clearRequests();
			const { items, error } = await runNode({
				node: step.node,
				parameters: step.parameters,
				credentials: { apiKey: DEFAULT_TEST_KEY, baseUrl: emulator.url },
			});
			console.log(`▶ ${step.title}`);
			if (error) {
				failed = true;
				console.log(`  failed: ${error.message}\n`);
				continue;
			}
			const requests = emulator.requests.map((request) => `${request.method} ${request.url}`);
			const credits = emulator.requests.reduce((sum, request) => sum + request.creditsCharged, 0);
			console.log(`  ${requests.length} request(s), ${credits} credit(s): ${requests.join(' | ')}`);
			console.log(`  ${items.length} items, each paired to input item ${JSON.stringify(items[0]?.pairedItem)}`);
			printTable(items, step.columns);
			console.log(`  first item in full: ${JSON.stringify(items[0]?.json).slice(0, 400)}…\n`);
		}
	} finally {
		await emulator.close();
		shutdownN8n();
	}
	if (failed) throw new Error('A demo step failed');
}

main().catch((error: unknown) => {
	console.error(error);
	process.exitCode = 1;
});
