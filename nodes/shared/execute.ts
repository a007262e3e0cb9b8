import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { readCustomCall } from './custom-call';
import type { EndpointDescriptor, PlatformDescriptor } from './descriptor';
import { NothingToOutput, findEndpoint, worstCaseCost } from './descriptor';
import type { GroupedResult } from './grouping';
import { fetchGrouped } from './grouping';
import { NothingToFetch, readInput } from './input';
import { shapeOutput } from './output';
import { collectRecords, RepeatedCursor } from './paging';
import { readPolicy } from './request-options';
import { isToolNodeType, readMaxCharacters, readToolInput, readToolSkip, readToolStart, textResult, toolRecords, toolResult } from './tool';
import { failureFacts, withFacts } from './transport/errors';
import { CreditBudgetReached, ExecutionLedger } from './transport/reliability';
import type { Requester, RequestTally } from './transport/request';
import { connectEndpoint } from './transport/request';
import type { CollectedRecords, OperationInput, ParameterReader, ResumePoint } from './types';

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

/** Reads an item's input for its endpoint: Return All or Limit, or a tool call's one page. */
type InputReader = (ctx: ParameterReader, endpoint: EndpointDescriptor, itemIndex: number) => OperationInput;

/** One item's records fetched and made into its output items, as the run's mode does it. */
interface ItemRun {
	collect(send: Requester): Promise<CollectedRecords>;
	/** `send` is the item's requester, for an output that reads on (a job's status); absent for a grouped item's records. */
	output(collected: CollectedRecords, tally: RequestTally, send?: Requester): Promise<INodeExecutionData[]>;
}

/** How an execution reads, fetches and returns its items: as a node of a workflow, or as an AI Agent's tool. */
interface RunMode {
	/** A failing item becomes an error item while the other items go on, instead of failing the node. */
	continueOnFail: boolean;
	/** Reaching the Credit Budget fails the item, instead of being the user's own stop said in a hint. */
	budgetFailsItem: boolean;
	readInput: InputReader;
	/** An item's run, with what it reads besides its input read now: before any request, like every input. */
	item(endpoint: EndpointDescriptor, input: OperationInput, itemIndex: number): ItemRun;
}

/**
 * A workflow's run: Return All or Limit, and the records shaped as the operation's output settings say. The node's
 * On Error setting is read by the node class's execute() (where n8n's review looks for it) and handed in.
 */
function workflowMode(ctx: IExecuteFunctions, continueOnFail: boolean): RunMode {
	return {
		continueOnFail,
		budgetFailsItem: false,
		readInput,
		item: (endpoint, input, itemIndex) => ({
			collect: async (send) => await collectRecords(endpoint, input, send),
			output: async ({ records }, _tally, send) => await shapeOutput(ctx, endpoint, input, records, itemIndex, send),
		}),
	};
}

/**
 * An AI Agent's tool call: one page of compact records, from where the model says the list goes on, and a failure is
 * a result the model can act on (on n8n 1.x a thrown error would end the agent's whole run), whatever the tool node's
 * On Error setting.
 */
function toolMode(ctx: IExecuteFunctions): RunMode {
	return {
		continueOnFail: true,
		// A model must learn why it got nothing.
		budgetFailsItem: true,
		readInput: readToolInput,
		item(endpoint, input, itemIndex) {
			// Read before the request like every input: a refused cap must not cost the page it would have cut.
			const maxCharacters = readMaxCharacters(ctx, itemIndex);
			const view = endpoint.toolText;
			const start = view ? readToolStart(ctx, itemIndex) : 0;
			return {
				// One page, kept whole; the model asks for more with the result's "next".
				collect: async (send) =>
					await collectRecords(endpoint, input, send, { stopAfter: () => true, wholePages: true, skipRecords: readToolSkip(ctx, itemIndex) }),
				output: async (collected, tally) => {
					// One long text (a page): read from where the model says, as much as the result holds.
					if (view && collected.records.length === 1) {
						return [{ json: textResult(collected.records[0], view, start, tally.credits, maxCharacters), pairedItem: { item: itemIndex } }];
					}
					const result = toolResult(toolRecords(endpoint, collected.records), collected.next, tally.credits, maxCharacters, collected.pageRead);
					return [{ json: result, pairedItem: { item: itemIndex } }];
				},
			};
		},
	};
}

/** Decided once per execution, from the node's type: n8n runs a node called as a tool as its `...Tool` variant. */
const runMode = (ctx: IExecuteFunctions, continueOnFail: boolean): RunMode =>
	isToolNodeType(ctx.getNode().type) ? toolMode(ctx) : workflowMode(ctx, continueOnFail);

/** The records of an operation with a batch endpoint, fetched together for many items before the items run. */
interface Batches {
	/** The first item's endpoint: the items asking for it are the ones batched. */
	endpoint?: EndpointDescriptor;
	results: Map<number, GroupedResult>;
}

async function fetchBatches(ctx: IExecuteFunctions, platform: PlatformDescriptor, itemCount: number, ledger: ExecutionLedger, mode: RunMode): Promise<Batches> {
	if (itemCount < 2) return { results: new Map() };
	const resource = ctx.getNodeParameter('resource', 0) as string;
	const endpoint = findEndpoint(platform, resource, ctx.getNodeParameter('operation', 0, '') as string);
	const results = endpoint?.groupVia ? await fetchGrouped(ctx, platform, resource, endpoint, itemCount, ledger, mode.readInput) : new Map<number, GroupedResult>();
	return { endpoint, results };
}

/** What every item of one execution shares. */
interface Execution {
	ctx: IExecuteFunctions;
	platform: PlatformDescriptor;
	mode: RunMode;
	/** One ledger per execution: the credit budget, concurrency and rate-limit pacing span all input items. */
	ledger: ExecutionLedger;
	batches: Batches;
}

/** The endpoint an item asks for: its Resource and Operation, or n8n's own "Custom API Call" entry with its input. */
function itemEndpoint(ctx: IExecuteFunctions, platform: PlatformDescriptor, itemIndex: number): { endpoint: EndpointDescriptor; customInput?: OperationInput } {
	const resource = ctx.getNodeParameter('resource', itemIndex) as string;
	// A GET of the user's path (custom-call.ts), in Resource or in Operation.
	const custom = readCustomCall(ctx, platform, resource, itemIndex);
	if (custom) return { endpoint: custom.endpoint, customInput: custom.input };
	const operation = ctx.getNodeParameter('operation', itemIndex) as string;
	const endpoint = findEndpoint(platform, resource, operation);
	if (!endpoint) throw new NodeOperationError(ctx.getNode(), `Unknown operation "${operation}" for resource "${resource}"`, { itemIndex });
	return { endpoint };
}

/** Runs one input item: its input read and checked, its records fetched (or taken from its batch), its output made. */
async function runItem(execution: Execution, itemIndex: number): Promise<ItemOutcome> {
	const { ctx, platform, mode, ledger, batches } = execution;
	const outcome: ItemOutcome = { items: [], fetched: 0, creditsCharged: 0, uncertainCredits: 0 };
	// The ledger's totals also hold the requests of items running beside this one: this item counts its own.
	const tally: RequestTally = { requests: 0, credits: 0 };
	const batched = batches.results.get(itemIndex);
	try {
		const { endpoint, customInput } = itemEndpoint(ctx, platform, itemIndex);
		outcome.priceNote = unstatedPageNote(endpoint);
		const input = customInput ?? mode.readInput(ctx, endpoint, itemIndex);
		const run = mode.item(endpoint, input, itemIndex);
		const send = batched && endpoint === batches.endpoint ? undefined : await connectEndpoint(ctx, itemIndex, platform.platform, endpoint, ledger, tally);
		const collected = send ? await run.collect(send) : (batched as GroupedResult).collected;
		outcome.fetched = collected.records.length;
		outcome.failure = collected.failure;
		if (collected.stoppedAtLastPage && endpoint.paging.kind === 'page') outcome.lastPageHint = endpoint.paging.lastPageHint;
		// A failed request with nothing read gives no output of its own, only the error item: an endpoint's output made
		// from no records (a deletion's `deleted: true`) would claim what did not happen. Records fetched before a
		// failure still reach the user (or the model), next to the error.
		outcome.items = collected.failure !== undefined && collected.records.length === 0 ? [] : await run.output(collected, tally, send);
	} catch (reason) {
		// An item with nothing to fetch (no replies token) simply gives no output.
		if (!(reason instanceof NothingToFetch)) outcome.failure = { reason };
	}

	outcome.creditsCharged = batched ? batched.creditsUsed : tally.credits;
	outcome.uncertainCredits = batched ? 0 : (tally.uncertainCredits ?? 0);
	if (ledger.policy.includeMeta) addMeta(outcome, batched, tally);
	return outcome;
}

/** Include Metadata: what the item's requests cost and where its paging stopped, on each of its output items. */
function addMeta(outcome: ItemOutcome, batched: GroupedResult | undefined, tally: RequestTally): void {
	// Grouped items share their batch's requests, and say with how many items.
	const uncertain = outcome.uncertainCredits > 0 ? { creditsUncertain: outcome.uncertainCredits } : {};
	const meta = batched
		? { creditsUsed: batched.creditsUsed, requests: batched.batch.requests, resumeAt: null, batchedWith: batched.batch.items }
		: { creditsUsed: tally.credits, ...uncertain, requests: tally.requests, resumeAt: resumeFields(outcome.failure?.resumeAt) };
	// Each item its own copy: a downstream edit of one item's _meta must not change another's.
	for (const item of outcome.items) item.json._meta = structuredClone(meta);
}

/** Where the Credit Budget stopped an execution, for the hint that says so. */
interface BudgetStop {
	reached: CreditBudgetReached;
	/** Inputs the budget stopped part way, each with its resume point. */
	stoppedAt: Array<{ itemIndex: number; resumeAt: ResumePoint }>;
	/** Inputs it left with nothing. */
	notRun: number[];
	priceNotes: Set<string>;
}

/**
 * The items' outcomes put together in input order: each item's output, and its failure as an error item (with
 * Continue On Fail) or as the node's error (without: the first failing item in input order).
 */
function gatherOutput(execution: Execution, outcomes: ItemOutcome[]): { output: INodeExecutionData[]; lastPageHints: Set<string>; budget?: BudgetStop } {
	const { ctx, mode } = execution;
	const output: INodeExecutionData[] = [];
	let budget: BudgetStop | undefined;
	// Said once per execution, however many items met it.
	const lastPageHints = new Set<string>();
	for (const [itemIndex, outcome] of outcomes.entries()) {
		if (!outcome) continue;
		const { items, fetched, failure, creditsCharged, uncertainCredits } = outcome;
		if (outcome.lastPageHint) lastPageHints.add(outcome.lastPageHint);
		const explainedError = (reason: unknown): NodeError => {
			const error = asNodeError(ctx, reason, itemIndex);
			explainInterruption(error, fetched, failure?.resumeAt, creditsCharged, uncertainCredits);
			return error;
		};
		const errorItem = (error: NodeError): INodeExecutionData => ({
			json: errorItemJson(error, fetched, failure?.resumeAt, creditsCharged, uncertainCredits),
			pairedItem: { item: itemIndex },
		});
		// Reaching the budget is the user's own stop, not an error: keep what was fetched and say so. An input that got
		// nothing is named in the hint, and with Continue On Fail gets an error item of its own, so none is silent.
		if (failure?.reason instanceof CreditBudgetReached && !mode.budgetFailsItem) {
			budget ??= { reached: failure.reason, stoppedAt: [], notRun: [], priceNotes: new Set() };
			budget.reached = failure.reason;
			if (outcome.priceNote) budget.priceNotes.add(outcome.priceNote);
			output.push(...items);
			if (items.length > 0 || fetched > 0) {
				if (failure.resumeAt) budget.stoppedAt.push({ itemIndex, resumeAt: failure.resumeAt });
				continue;
			}
			budget.notRun.push(itemIndex);
			if (mode.continueOnFail) output.push(errorItem(explainedError(failure.reason)));
			continue;
		}
		if (failure) {
			const error = explainedError(failure.reason);
			if (!mode.continueOnFail) throw error;
			output.push(...items, errorItem(error));
			continue;
		}
		output.push(...items);
	}
	return { output, lastPageHints, budget };
}

/** The hint of an execution the Credit Budget stopped: what was output, how to continue, and how pages were priced. */
function budgetHint(budget: BudgetStop, itemCount: number, creditsSpent: number, continueOnFail: boolean): string {
	const { reached, stoppedAt, notRun, priceNotes } = budget;
	const said: string[] = [];
	if (itemCount === 1 && stoppedAt.length === 1) said.push(`To continue, run again with ${resumeText(stoppedAt[0].resumeAt)}.`);
	else for (const { itemIndex, resumeAt } of stoppedAt) said.push(`Input item ${itemIndex + 1} stopped part way: run it again with ${resumeText(resumeAt)}.`);
	if (notRun.length > 0 && itemCount > 1) {
		said.push(
			`Not run, nothing fetched: input ${notRun.length === 1 ? 'item' : 'items'} ${itemRanges(notRun)} (counting from 1)${continueOnFail ? ', each with an error item' : ''}.`,
		);
	}
	said.push(...priceNotes);
	return `Stopped at the credit budget of ${reached.budget} (${creditsSpent} credits spent); the items fetched until then are output. ${said.join(' ')}${said.length > 0 ? ' ' : ''}Raise Request Options > Credit Budget to fetch more.`;
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
	const itemCount = this.getInputData().length;
	const ledger = new ExecutionLedger(readPolicy(this, 0));
	const mode = runMode(this, node.continueOnFail);
	// Items are read one by one; an operation with a batch endpoint has their records fetched together first.
	const batches = await fetchBatches(this, platform, itemCount, ledger, mode);
	const execution: Execution = { ctx: this, platform, mode, ledger, batches };

	// Without Continue On Fail, a failure ends the node: no further item is started to spend credits for nothing.
	const endsTheRun = (outcome: ItemOutcome) =>
		!mode.continueOnFail && outcome.failure !== undefined && !(outcome.failure.reason instanceof CreditBudgetReached);
	const outcomes = await runConcurrently(itemCount, ledger.policy.concurrency, async (itemIndex) => await runItem(execution, itemIndex), endsTheRun);

	const { output, lastPageHints, budget } = gatherOutput(execution, outcomes);
	for (const message of lastPageHints) this.addExecutionHints({ message, location: 'outputPane' });
	if (budget) {
		this.addExecutionHints({ message: budgetHint(budget, itemCount, ledger.creditsSpent, mode.continueOnFail), location: 'outputPane' });
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
