/* eslint-disable @n8n/community-nodes/no-restricted-globals -- test tooling, never shipped: n8n Cloud's rules for node runtime code do not apply */
/**
 * Fault injection across every paging kind. Each scenario breaks the second request of a paged
 * Return All (or the budget stops it there) and compares the outcome with a clean run of the same
 * operation: no record lost, none duplicated, the requests and credits expected, the final state.
 * The whole suite runs with a distinctive key, and every item, error and log line is scanned for it.
 */
import type { INodeExecutionData } from 'n8n-workflow';

import type { Fault } from '../emulator';
import { LONG_PLAYLIST } from '../emulator/fixtures/youtube/playlists';
import { ROOT_TWEET } from '../emulator/fixtures/twitter/tweets';
import { findEndpoint, worstCaseCost } from '../../nodes/shared/descriptor';
import { packagePlatforms } from '../harness/platforms';
import { nodeSuite } from '../harness/suite';

const CANARY_KEY = 'sb_dummy_FAULTSUITE_c4n4ry_77x';
const suite = nodeSuite({ keys: { [CANARY_KEY]: 1_000_000 } });

interface PagedOperation {
	kind: string;
	node: string;
	parameters: Record<string, unknown>;
	/** Credits one page costs, to check what the emulator charged. */
	pageCost: number;
	/** Field that identifies a record. */
	id: string;
	/**
	 * The list tells its page count on page 1, so pages 2 to the last are asked together: a failure on page 2 does
	 * not stop the requests for the pages after it (their records are not output: resuming at page 2 gets them).
	 */
	asksAhead?: boolean;
}

const OPERATIONS: PagedOperation[] = [
	{
		kind: 'after (Reddit popular subreddits)',
		node: 'scrapeBadgerReddit',
		parameters: { resource: 'subreddit', operation: 'getPopular' },
		pageCost: 1,
		id: 'name',
	},
	{
		kind: 'page (eBay seller items)',
		node: 'scrapeBadgerEbay',
		parameters: { resource: 'seller', operation: 'getItems', username: 'topgames_us' },
		pageCost: 5,
		id: 'item_id',
		asksAhead: true,
	},
	{
		kind: 'continuation (YouTube playlist videos)',
		node: 'scrapeBadgerYouTube',
		parameters: { resource: 'playlist', operation: 'getVideos', playlist_id: LONG_PLAYLIST },
		pageCost: 5,
		id: 'set_video_id',
	},
	{
		kind: 'cursor (X replies)',
		node: 'scrapeBadgerX',
		parameters: { resource: 'tweet', operation: 'getReplies', tweet_id: ROOT_TWEET.id },
		// 1 credit plus 1 per reply, 20 replies a full page: the Credit Budget checks that worst case before each page.
		pageCost: 21,
		id: 'id',
	},
];

interface Outcome {
	ids: string[];
	errorItems: INodeExecutionData[];
	error?: { message: string; description?: string | null };
	requests: number;
	credits: number;
	hints: string[];
	elapsedMs: number;
}

/** Everything the suite saw (items, errors, hints, and whatever n8n or the nodes wrote), scanned for the key at the end. */
const seen: string[] = [];
const originalWrites = { stdout: process.stdout.write.bind(process.stdout), stderr: process.stderr.write.bind(process.stderr) };
beforeAll(() => {
	for (const stream of ['stdout', 'stderr'] as const) {
		process[stream].write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
			seen.push(String(chunk));
			return (originalWrites[stream] as (...args: unknown[]) => boolean)(chunk, ...rest);
		}) as typeof process.stdout.write;
	}
});
const figures: Array<{ scenario: string; lost: number; duplicated: number; requests: number; retries: number; elapsedMs: number }> = [];

async function runReturnAll(operation: PagedOperation, extra: Record<string, unknown> = {}, continueOnFail = false): Promise<Outcome> {
	suite.emulator.clearRequests();
	const started = Date.now();
	const { items, error, run } = await suite.run({
		node: operation.node,
		parameters: { ...operation.parameters, returnAll: true, ...extra } as never,
		apiKey: CANARY_KEY,
		continueOnFail,
	});
	const elapsedMs = Date.now() - started;
	const hints = (run.data.resultData.runData.ScrapeBadger?.[0]?.hints ?? []).map((hint) => hint.message);
	seen.push(JSON.stringify(items), JSON.stringify(error ?? null), String(error?.message), String(error?.description), ...hints);
	return {
		ids: items.filter((item) => !('error' in item.json)).map((item) => String(item.json[operation.id])),
		errorItems: items.filter((item) => 'error' in item.json),
		error: error ? { message: error.message, description: error.description } : undefined,
		requests: suite.emulator.requests.length,
		credits: suite.emulator.requests.reduce((sum, request) => sum + request.creditsCharged, 0),
		hints,
		elapsedMs,
	};
}

/**
 * A Credit Budget that lets exactly the first page through: the most one page can cost (for X, the request plus as
 * many tweets as a page can hold), since the budget is checked against that before each request.
 */
function onePageBudget(operation: PagedOperation): number {
	const platform = packagePlatforms().find((candidate) => candidate.node === operation.node);
	const { resource, operation: name } = operation.parameters as { resource: string; operation: string };
	const endpoint = platform && findEndpoint(platform.descriptor, resource, name);
	if (!endpoint) throw new Error(`No endpoint for ${operation.kind}`);
	return worstCaseCost(endpoint, {});
}

function record(scenario: string, clean: Outcome, got: Outcome, expectedIds: string[], retries: number): void {
	const wanted = new Set(expectedIds);
	figures.push({
		scenario,
		lost: expectedIds.filter((id) => !got.ids.includes(id)).length,
		duplicated: got.ids.length - new Set(got.ids).size,
		requests: got.requests,
		retries,
		elapsedMs: got.elapsedMs,
	});
	expect(got.ids).toEqual(expectedIds);
	expect(got.ids.every((id) => wanted.has(id))).toBe(true);
	expect(clean.ids.length).toBeGreaterThan(0);
}

describe.each(OPERATIONS)('$kind', (operation) => {
	let clean: Outcome;
	/** Records the first page holds, as the clean run's first request returned them. */
	let firstPage: string[];

	beforeAll(async () => {
		clean = await runReturnAll(operation);
		expect(clean.error).toBeUndefined();
		expect(clean.requests).toBeGreaterThanOrEqual(2);
		const one = await runReturnAll(operation, { requestOptions: { creditBudget: onePageBudget(operation) } });
		firstPage = one.ids;
	});

	const transient: Array<[string, Omit<Fault, 'skip'>]> = [
		['502 once on page 2', { kind: 'status', status: 502 }],
		['503 twice on page 2', { kind: 'status', status: 503, times: 2 }],
		['504 once on page 2', { kind: 'status', status: 504 }],
		['429 with Retry-After on page 2', { kind: 'status', status: 429, headers: { 'Retry-After': '1' } }],
		['dropped connection on page 2', { kind: 'drop' }],
		['HTML error page on page 2', { kind: 'html' }],
	];

	test.each(transient)('%s: retried, every record exactly once, pages charged once', async (label, fault) => {
		suite.emulator.injectFault({ ...fault, skip: 1 });
		const got = await runReturnAll(operation);
		const retries = fault.times ?? 1;
		record(`${operation.kind}: ${label}`, clean, got, clean.ids, retries);
		expect(got.error).toBeUndefined();
		expect(got.requests).toBe(clean.requests + retries);
		expect(got.credits).toBe(clean.credits);
	});

	test('lasting 503 on page 2, Continue On Fail: page 1 kept, then one error item with the resume point', async () => {
		suite.emulator.injectFault({ kind: 'status', status: 503, skip: 1, times: 50 });
		const got = await runReturnAll(operation, { requestOptions: { maxAttempts: 2, maxWaitSeconds: 5 } }, true);
		record(`${operation.kind}: lasting 503, continue on fail`, clean, got, firstPage, 1);
		// Page 1, then two attempts at page 2 (and at each page asked with it).
		expect(got.requests).toBe(1 + 2 * (operation.asksAhead ? clean.requests - 1 : 1));
		expect(got.errorItems).toHaveLength(1);
		expect(got.errorItems[0].json).toMatchObject({
			code: 'upstream_failure',
			httpStatus: 503,
			retryable: true,
			// What the service really charged this item: page 1 (and any page asked with page 2 that was answered).
			creditsCharged: got.credits,
			recordsFetched: firstPage.length,
			resumeAt: expect.any(Object),
		});
	});

	test('lasting 502 on page 2 without Continue On Fail: the error counts the records and names the resume point', async () => {
		suite.emulator.injectFault({ kind: 'status', status: 502, skip: 1, times: 50 });
		const got = await runReturnAll(operation, { requestOptions: { maxAttempts: 1 } });
		figures.push({ scenario: `${operation.kind}: lasting 502, run fails`, lost: 0, duplicated: 0, requests: got.requests, retries: 0, elapsedMs: got.elapsedMs });
		expect(got.error?.message).toContain('upstream failure, 502');
		expect(got.error?.description).toContain(`${firstPage.length} records had been fetched before this failure. Paging stopped at`);
	});

	test.each([
		['malformed body', 'malformed'],
		['truncated body', 'truncated'],
	] as const)('%s on page 2: an unreadable answer, charged and said so, not retried, page 1 kept', async (label, kind) => {
		suite.emulator.injectFault({ kind, skip: 1 });
		const got = await runReturnAll(operation, {}, true);
		record(`${operation.kind}: ${label}`, clean, got, firstPage, 0);
		expect(got.requests).toBe(operation.asksAhead ? clean.requests : 2);
		expect(got.errorItems[0].json).toMatchObject({ code: 'unreadable_answer', httpStatus: 200, retryable: false, creditsCharged: got.credits });
		expect(got.credits).toBeGreaterThan(operation.asksAhead ? 0 : operation.pageCost - 1);
	});

	(operation.pageCost > 0 ? test : test.skip)('out of credits on page 2: page 1 kept, 402 reported, nothing retried', async () => {
		suite.emulator.setCredits(CANARY_KEY, operation.pageCost);
		const got = await runReturnAll(operation, {}, true);
		record(`${operation.kind}: out of credits`, clean, got, firstPage, 0);
		expect(got.requests).toBe(operation.asksAhead ? clean.requests : 2);
		expect(got.errorItems[0].json).toMatchObject({ code: 'insufficient_credits', httpStatus: 402 });
	});

	test('the credit budget stops after page 1, and resuming from the hint fetches the rest: nothing lost or doubled', async () => {
		const budget = onePageBudget(operation);
		const first = await runReturnAll(operation, { requestOptions: { creditBudget: budget } });
		expect(first.error).toBeUndefined();
		expect(first.hints).toEqual([expect.stringContaining(`Stopped at the credit budget of ${budget}`)]);
		const resume = /run again with (\w+) = (".*?"|\d+)/.exec(first.hints[0]);
		expect(resume).not.toBeNull();
		const [, param, value] = resume!;
		const resumeValue = JSON.parse(value) as string | number;
		const rest = await runReturnAll(operation, { options: { [param]: resumeValue } });
		const joined = { ...first, ids: [...first.ids, ...rest.ids] };
		record(`${operation.kind}: budget stop, then resume`, clean, joined, clean.ids, 0);
	});
});

afterAll(() => {
	process.stdout.write = originalWrites.stdout;
	process.stderr.write = originalWrites.stderr;
	const text = seen.join('\n');
	const rows = figures.map(
		(row) => `| ${row.scenario} | ${row.lost} | ${row.duplicated} | ${row.requests} | ${row.retries} | ${row.elapsedMs} |`,
	);
	process.stdout.write(
		[
			'',
			'Fault suite figures (records lost and duplicated are against a clean run of the same operation):',
			'| scenario | lost | duplicated | requests | retries | ms |',
			'|---|---|---|---|---|---|',
			...rows,
			`scenarios: ${figures.length}, lost: ${figures.reduce((sum, row) => sum + row.lost, 0)}, duplicated: ${figures.reduce((sum, row) => sum + row.duplicated, 0)}, key found in output: ${text.includes(CANARY_KEY) ? 'YES' : 'no'}`,
			'',
		].join('\n'),
	);
	expect(text).not.toContain(CANARY_KEY);
});
