import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { refusal } from './checks';
import { readCustomCall } from './custom-call';
import type { EndpointDescriptor, PlatformDescriptor } from './descriptor';
import { NothingToOutput, findEndpoint, worstCaseCost } from './descriptor';
import type { GroupedResult } from './grouping';
import { fetchGrouped } from './grouping';
import { NothingToFetch, readInput } from './input';
import { shapeOutput } from './output';
import { collectRecords, RepeatedCursor } from './paging';
import { readPolicy } from './request-options';
import { isToolNodeType, readMaxCharacters, readToolInput, TOOL_FIELD, toolRecords, toolResult } from './tool';
import { failureFacts, withFacts } from './transport/errors';
import { CreditBudgetReached, ExecutionLedger } from './transport/reliability';
import type { RequestTally } from './transport/request';
import { connectEndpoint } from './transport/request';
import type { ResumePoint } from './types';

type NodeError = NodeApiError | NodeOperationError;

function asNodeError(ctx: IExecuteFunctions, error: unknown, itemIndex: number): NodeError {
	if (error instanceof NodeApiError || error instanceof NodeOperationError) return error;
	if (error instanceof NothingToOutput) {
		// The service answered; the answer held nothing for the chosen output. Not the user's input either.
		const wrapped = new NodeOperationError(ctx.getNode(), error.message, { itemIndex, description: error.hint });
		return withFacts(wrapped, { code: 'no_data', retryable: false });
	}
	if (error instanceof CreditBudgetReached) {
		// Only a tool call reports the budget as a failure: a model must learn why it got nothing.
		const wrapped = new NodeOperationError(ctx.getNode(), `${error.message}: ${error.spent} credits spent in this execution`, {
			itemIndex,
			description: 'The next request could pass the Credit Budget set in the node\'s Request Options, so it was not sent. Raise the budget to fetch more.',
		});
		return withFacts(wrapped, { code: 'credit_budget', retryable: false });
	}
	const wrapped = new NodeOperationError(ctx.getNode(), error as Error, { itemIndex });
	// The service looped, not the user's input: say so to a workflow branching on `code`.
	return error instanceof RepeatedCursor ? withFacts(wrapped, { code: 'repeated_cursor', retryable: false }) : wrapped;
}

/** The resume point as data (error items, `_meta`) and as words (errors, hints). */
const resumeFields = (resumeAt: ResumePoint | undefined) => (resumeAt ? { [resumeAt.param]: resumeAt.value } : null);
const resumeText = (resumeAt: ResumePoint) => `${resumeAt.param} = ${JSON.stringify(resumeAt.value)}`;

/** What a charge that may not have happened is said as, in an error's description and a hint. */
const uncertainText = (credits: number) =>
	`Up to ${credits} of these credits are for answers that timed out or broke off on the way: ScrapeBadger bills every answer it sends, so they are counted, though they may not have been charged.`;

/** The user must learn what was already fetched and charged, and where to pick up, even when the run fails. */
function explainInterruption(error: NodeError, fetched: number, resumeAt: ResumePoint | undefined, creditsCharged: number, uncertainCredits = 0): void {
	const said: string[] = [];
	if (fetched > 0) said.push(`${fetched} records had been fetched before this failure.${resumeAt ? ` Paging stopped at ${resumeText(resumeAt)}.` : ''}`);
	// Input refused before sending costs nothing, and says so itself; a charge the failure does not already state is
	// said here (the pages before it, a lookup first).
	if (creditsCharged > (failureFacts(error)?.charged ?? 0)) {
		said.push(`This item was charged ${creditsCharged} ${creditsCharged === 1 ? 'credit' : 'credits'} in all.`);
	}
	if (uncertainCredits > 0) said.push(uncertainText(uncertainCredits));
	if (said.length > 0) error.description = `${error.description ?? ''} ${said.join(' ')}`.trim();
}

/**
 * A failure as an error item: readable text plus machine-readable facts a workflow can branch on. `creditsCharged` is
 * what the item's requests were charged in all (the pages before the failure, and an answered 200 that could not be
 * read); failed requests themselves are never billed.
 */
function errorItemJson(error: NodeError, fetched: number, resumeAt: ResumePoint | undefined, creditsCharged: number, uncertainCredits = 0): IDataObject {
	const facts = failureFacts(error);
	const status = error instanceof NodeApiError ? Number(error.httpCode) : NaN;
	return {
		error: error.message,
		description: error.description ?? null,
		code: facts?.code ?? (error instanceof NodeOperationError ? 'invalid_input' : 'http_error'),
		// No HTTP answer (a network failure) has no status: null, never 0.
		httpStatus: Number.isFinite(status) && status > 0 ? status : null,
		retryable: facts?.retryable ?? false,
		creditsCharged,
		// Of creditsCharged, those of answers lost on the way, which may or may not have been billed.
		...(uncertainCredits > 0 ? { creditsUncertain: uncertainCredits } : {}),
		recordsFetched: fetched,
		resumeAt: resumeFields(resumeAt),
	};
}

/** Where a tool call starts inside its page (the previous result's next.skip), checked before any request. */
function readToolSkip(ctx: IExecuteFunctions, itemIndex: number): number {
	const raw = ctx.getNodeParameter(TOOL_FIELD.skip, itemIndex, 0);
	const skip = raw === '' || raw === null || raw === undefined ? 0 : Number(raw);
	if (!Number.isInteger(skip) || skip < 0) {
		throw refusal(ctx, itemIndex)(`Skip Records must be a whole number of 0 or more (next.skip of the previous result), got ${String(raw)}`);
	}
	return skip;
}

/** What one input item came to: its output items, and the failure that stopped it, if any. */
interface ItemOutcome {
	items: INodeExecutionData[];
	fetched: number;
	failure?: { reason: unknown; resumeAt?: ResumePoint };
	/** Credits this item's requests were charged (its share of a batch when grouped). */
	creditsCharged: number;
	/** Of those, the credits of answers lost on the way (a timeout): maybe billed, maybe not. */
	uncertainCredits: number;
	/** Said when the Credit Budget stopped it: how its requests are priced, where that is a guess at the most. */
	priceNote?: string;
	/** The service's page ceiling ended this item's list while it went on (said once as a hint). */
	lastPageHint?: string;
}

/**
 * Runs `run` for every index below `count`, at most `limit` at a time, and gives the outcomes in index order.
 * After `stopAfter` says an outcome ends the run, no further index is started (those running finish).
 */
async function runConcurrently<T>(
	count: number,
	limit: number,
	run: (index: number) => Promise<T>,
	stopAfter: (outcome: T) => boolean,
): Promise<T[]> {
	const outcomes: T[] = [];
	let next = 0;
	let stopped = false;
	const worker = async () => {
		while (!stopped && next < count) {
			const index = next++;
			outcomes[index] = await run(index);
			if (stopAfter(outcomes[index])) stopped = true;
		}
	};
	await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
	return outcomes;
}

/**
 * The execute() of every ScrapeBadger node: input items run their operation side by side (up to Request Options >
 * Concurrency, all sharing one ledger of credits and rate limit), and their outputs are put together in input
 * order: every output item is paired to the input it came from, and with "Continue On Fail" an item's failure
 * becomes an error item (after any records it fetched) while the other items go on. Without it, the first
 * failing item in input order fails the node, as if the items had run one by one.
 */
export async function executePlatform(
	this: IExecuteFunctions,
	platform: PlatformDescriptor,
	// The node's On Error setting, read by the node class's execute(), where n8n's review looks for it.
	node: { continueOnFail: boolean },
): Promise<INodeExecutionData[][]> {
	const inputItems = this.getInputData();
	// One ledger per execution: the credit budget, concurrency and rate-limit pacing span all input items.
	const ledger = new ExecutionLedger(readPolicy(this, 0));
	// An AI Agent's tool call: one page of compact records, and a failure is a result the model can act on (on n8n 1.x a
	// thrown error would end the agent's whole run), whatever the tool node's On Error setting.
	const asTool = isToolNodeType(this.getNode().type);
	const continueOnFail = asTool || node.continueOnFail;
	// A tool call reads one page, from where the model says the list goes on; any other run reads Return All or Limit.
	const readItemInput = asTool ? readToolInput : readInput;

	// Items are read one by one below; an operation with a batch endpoint has their records fetched together first.
	const resource = inputItems.length > 1 ? (this.getNodeParameter('resource', 0) as string) : '';
	const firstEndpoint = inputItems.length > 1 ? findEndpoint(platform, resource, this.getNodeParameter('operation', 0, '') as string) : undefined;
	const grouped = firstEndpoint?.groupVia
		? await fetchGrouped(this, platform, resource, firstEndpoint, inputItems.length, ledger, readItemInput)
		: new Map<number, GroupedResult>();

	const runItem = async (itemIndex: number): Promise<ItemOutcome> => {
		const outcome: ItemOutcome = { items: [], fetched: 0, creditsCharged: 0, uncertainCredits: 0 };
		// The ledger's totals also hold the requests of items running beside this one: this item counts its own.
		const tally: RequestTally = { requests: 0, credits: 0 };
		const batched = grouped.get(itemIndex);
		try {
			const resource = this.getNodeParameter('resource', itemIndex) as string;
			// n8n's own "Custom API Call" entry of Resource or Operation: a GET of the user's path (custom-call.ts).
			const custom = readCustomCall(this, platform, resource, itemIndex);
			const operation = custom?.endpoint.operation ?? (this.getNodeParameter('operation', itemIndex) as string);
			const endpoint = custom?.endpoint ?? findEndpoint(platform, resource, operation);
			if (!endpoint) {
				throw new NodeOperationError(this.getNode(), `Unknown operation "${operation}" for resource "${resource}"`, {
					itemIndex,
				});
			}
			outcome.priceNote = unstatedPageNote(endpoint);
			const input = custom?.input ?? readItemInput(this, endpoint, itemIndex);
			// Read before the request like every input: a refused cap must not cost the page it would have cut.
			const maxCharacters = asTool ? readMaxCharacters(this, itemIndex) : undefined;
			const collected = batched && endpoint === firstEndpoint
				? batched.collected
				: await collectRecords(
						endpoint,
						input,
						await connectEndpoint(this, itemIndex, platform.platform, endpoint, ledger, tally),
						// A tool call reads one page and keeps all of it; the model asks for more with the result's "next".
						asTool ? { stopAfter: () => true, wholePages: true, skipRecords: readToolSkip(this, itemIndex) } : {},
					);
			outcome.fetched = collected.records.length;
			outcome.failure = collected.failure;
			if (collected.stoppedAtLastPage && endpoint.paging.kind === 'page') outcome.lastPageHint = endpoint.paging.lastPageHint;
			// A failed request with nothing read gives no output of its own, only the error item: an endpoint's output made
			// from no records (a deletion's `deleted: true`) would claim what did not happen. Records fetched before a
			// failure still reach the user (or the model), next to the error.
			if (collected.failure !== undefined && collected.records.length === 0) outcome.items = [];
			else if (maxCharacters !== undefined) {
				const result = toolResult(toolRecords(endpoint, collected.records), collected.next, tally.credits, maxCharacters, collected.pageRead);
				outcome.items = [{ json: result, pairedItem: { item: itemIndex } }];
			} else outcome.items = await shapeOutput(this, endpoint, input, collected.records, itemIndex);
		} catch (reason) {
			// An item with nothing to fetch (no replies token) simply gives no output.
			if (!(reason instanceof NothingToFetch)) outcome.failure = { reason };
		}

		outcome.creditsCharged = batched ? batched.creditsUsed : tally.credits;
		outcome.uncertainCredits = batched ? 0 : (tally.uncertainCredits ?? 0);
		if (ledger.policy.includeMeta) {
			// Grouped items share their batch's requests, and say with how many items.
			const uncertain = outcome.uncertainCredits > 0 ? { creditsUncertain: outcome.uncertainCredits } : {};
			const meta = batched
				? { creditsUsed: batched.creditsUsed, requests: batched.batch.requests, resumeAt: null, batchedWith: batched.batch.items }
				: { creditsUsed: tally.credits, ...uncertain, requests: tally.requests, resumeAt: resumeFields(outcome.failure?.resumeAt) };
			// Each item its own copy: a downstream edit of one item's _meta must not change another's.
			for (const item of outcome.items) item.json._meta = structuredClone(meta);
		}
		return outcome;
	};

	// Without Continue On Fail, a failure ends the node: no further item is started to spend credits for nothing.
	const endsTheRun = (outcome: ItemOutcome) =>
		!continueOnFail && outcome.failure !== undefined && !(outcome.failure.reason instanceof CreditBudgetReached);
	const outcomes = await runConcurrently(inputItems.length, ledger.policy.concurrency, runItem, endsTheRun);

	const output: INodeExecutionData[] = [];
	let budgetReached: CreditBudgetReached | undefined;
	// Inputs the budget stopped part way (each with its resume point), and inputs it left with nothing.
	const stoppedAt: Array<{ itemIndex: number; resumeAt: ResumePoint }> = [];
	const notRun: number[] = [];
	const priceNotes = new Set<string>();
	// Said once per execution, however many items met it.
	const lastPageHints = new Set<string>();
	for (const [itemIndex, outcome] of outcomes.entries()) {
		if (!outcome) continue;
		const { items, fetched, failure, creditsCharged, uncertainCredits } = outcome;
		if (outcome.lastPageHint) lastPageHints.add(outcome.lastPageHint);
		const errorItem = (error: NodeError): INodeExecutionData => ({
			json: errorItemJson(error, fetched, failure?.resumeAt, creditsCharged, uncertainCredits),
			pairedItem: { item: itemIndex },
		});
		// Reaching the budget is the user's own stop, not an error: keep what was fetched and say so. An input that got
		// nothing is named in the hint, and with Continue On Fail gets an error item of its own, so none is silent.
		if (failure?.reason instanceof CreditBudgetReached && !asTool) {
			budgetReached = failure.reason;
			if (outcome.priceNote) priceNotes.add(outcome.priceNote);
			output.push(...items);
			if (items.length > 0 || fetched > 0) {
				if (failure.resumeAt) stoppedAt.push({ itemIndex, resumeAt: failure.resumeAt });
				continue;
			}
			notRun.push(itemIndex);
			if (continueOnFail) {
				const error = asNodeError(this, failure.reason, itemIndex);
				explainInterruption(error, fetched, failure.resumeAt, creditsCharged, uncertainCredits);
				output.push(errorItem(error));
			}
			continue;
		}
		if (failure) {
			const error = asNodeError(this, failure.reason, itemIndex);
			explainInterruption(error, fetched, failure.resumeAt, creditsCharged, uncertainCredits);
			if (!continueOnFail) throw error;
			output.push(...items, errorItem(error));
			continue;
		}
		output.push(...items);
	}

	for (const message of lastPageHints) this.addExecutionHints({ message, location: 'outputPane' });
	if (budgetReached) {
		const said: string[] = [];
		if (inputItems.length === 1 && stoppedAt.length === 1) said.push(`To continue, run again with ${resumeText(stoppedAt[0].resumeAt)}.`);
		else for (const { itemIndex, resumeAt } of stoppedAt) said.push(`Input item ${itemIndex + 1} stopped part way: run it again with ${resumeText(resumeAt)}.`);
		if (notRun.length > 0 && inputItems.length > 1) {
			said.push(
				`Not run, nothing fetched: input ${notRun.length === 1 ? 'item' : 'items'} ${itemRanges(notRun)} (counting from 1)${continueOnFail ? ', each with an error item' : ''}.`,
			);
		}
		said.push(...priceNotes);
		this.addExecutionHints({
			message: `Stopped at the credit budget of ${budgetReached.budget} (${ledger.creditsSpent} credits spent); the items fetched until then are output. ${said.join(' ')}${said.length > 0 ? ' ' : ''}Raise Request Options > Credit Budget to fetch more.`,
			location: 'outputPane',
		});
	}
	return [output];
}

/** Input item indexes as the 1-based ranges a person reads: 2, 5-12. */
function itemRanges(indexes: number[]): string {
	const ranges: string[] = [];
	for (let start = 0; start < indexes.length; ) {
		let end = start;
		while (end + 1 < indexes.length && indexes[end + 1] === indexes[end] + 1) end++;
		ranges.push(end === start ? `${indexes[start] + 1}` : `${indexes[start] + 1}-${indexes[end] + 1}`);
		start = end + 1;
	}
	return ranges.join(', ');
}

/**
 * For a list billed per record whose page size can neither be set nor is stated (X's followers): how its pages are
 * priced against the Credit Budget, at the largest page the service could send.
 */
function unstatedPageNote(endpoint: EndpointDescriptor): string | undefined {
	const paging = endpoint.paging;
	const perRecord = endpoint.creditsPerRecord ?? 0;
	if (paging.kind === 'none' || paging.pageSize || perRecord === 0 || endpoint.maxRecordsPerRequest === undefined) return undefined;
	return `${endpoint.name} takes no page size and the service states none, so each of its pages is priced at the largest it could be (${endpoint.maxRecordsPerRequest} records, ${worstCaseCost(endpoint, {})} credits) before it is sent.`;
}
