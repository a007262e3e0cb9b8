import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import type { PlatformDescriptor } from './descriptor';
import { findEndpoint, worstCaseCost } from './descriptor';
import { NothingToFetch, readInput, readPolicy } from './input';
import type { ResumePoint } from './paging';
import { collectRecords, RepeatedCursor } from './paging';
import type { GroupedResult } from './grouping';
import { fetchGrouped } from './grouping';
import { shapeOutput } from './output';
import { failureFacts, withFacts } from './transport/errors';
import { CreditBudgetReached, ExecutionLedger } from './transport/reliability';
import { connect } from './transport/request';

type NodeError = NodeApiError | NodeOperationError;

function asNodeError(ctx: IExecuteFunctions, error: unknown, itemIndex: number): NodeError {
	if (error instanceof NodeApiError || error instanceof NodeOperationError) return error;
	const wrapped = new NodeOperationError(ctx.getNode(), error as Error, { itemIndex });
	// The service looped, not the user's input: say so to a workflow branching on `code`.
	return error instanceof RepeatedCursor ? withFacts(wrapped, { code: 'repeated_cursor', retryable: false }) : wrapped;
}

/** The resume point as data (error items, `_meta`) and as words (errors, hints). */
const resumeFields = (resumeAt: ResumePoint | undefined) => (resumeAt ? { [resumeAt.param]: resumeAt.value } : null);
const resumeText = (resumeAt: ResumePoint) => `${resumeAt.param} = ${JSON.stringify(resumeAt.value)}`;

/** The user must learn what was already fetched and where to pick up, even when the run fails. */
function explainInterruption(error: NodeError, fetched: number, resumeAt: ResumePoint | undefined): void {
	if (fetched === 0) return;
	const resume = resumeAt ? ` Paging stopped at ${resumeText(resumeAt)}.` : '';
	error.description = `${error.description ?? ''} ${fetched} records had been fetched before this failure.${resume}`.trim();
}

/** A failure as an error item: readable text plus machine-readable facts a workflow can branch on. */
function errorItemJson(error: NodeError, fetched: number, resumeAt: ResumePoint | undefined): IDataObject {
	const facts = failureFacts(error);
	const status = error instanceof NodeApiError ? Number(error.httpCode) : NaN;
	return {
		error: error.message,
		description: error.description ?? null,
		code: facts?.code ?? (error instanceof NodeOperationError ? 'invalid_input' : 'http_error'),
		httpStatus: Number.isFinite(status) ? status : null,
		retryable: facts?.retryable ?? false,
		// Failed requests are never billed.
		creditsCharged: 0,
		recordsFetched: fetched,
		resumeAt: resumeFields(resumeAt),
	};
}

/**
 * The execute() of every ScrapeBadger node: each input item runs its operation on its own, every
 * output item is paired to the input it came from, and with "Continue On Fail" an item's failure
 * becomes an error item (after any records it fetched) while the other items go on.
 */
export async function executePlatform(
	this: IExecuteFunctions,
	platform: PlatformDescriptor,
): Promise<INodeExecutionData[][]> {
	const output: INodeExecutionData[] = [];
	const inputItems = this.getInputData();
	// One ledger per execution: the credit budget and rate-limit pacing span all input items.
	const ledger = new ExecutionLedger(readPolicy(this, 0));
	let budgetStop: { reached: CreditBudgetReached; resumeAt?: ResumePoint } | undefined;
	// Said once per execution, however many items met it.
	const lastPageHints = new Set<string>();

	// Items are read one by one below; an operation with a batch endpoint has their records fetched together first.
	const resource = inputItems.length > 1 ? (this.getNodeParameter('resource', 0) as string) : '';
	const firstEndpoint = inputItems.length > 1 ? findEndpoint(platform, resource, this.getNodeParameter('operation', 0) as string) : undefined;
	const grouped = firstEndpoint?.groupVia
		? await fetchGrouped(this, platform, resource, firstEndpoint, inputItems.length, ledger)
		: new Map<number, GroupedResult>();

	for (let itemIndex = 0; itemIndex < inputItems.length; itemIndex++) {
		let items: INodeExecutionData[] = [];
		let fetched = 0;
		let failure: { reason: unknown; resumeAt?: ResumePoint } | undefined;
		const creditsBefore = ledger.creditsSpent;
		const requestsBefore = ledger.requests;
		try {
			const resource = this.getNodeParameter('resource', itemIndex) as string;
			const operation = this.getNodeParameter('operation', itemIndex) as string;
			const endpoint = findEndpoint(platform, resource, operation);
			if (!endpoint) {
				throw new NodeOperationError(this.getNode(), `Unknown operation "${operation}" for resource "${resource}"`, {
					itemIndex,
				});
			}
			const input = readInput(this, endpoint, itemIndex);
			const batched = endpoint === firstEndpoint ? grouped.get(itemIndex) : undefined;
			const collected = batched
				? batched.collected
				: await collectRecords(
						endpoint,
						input,
						await connect(this, itemIndex, { platform: platform.platform, credits: endpoint.credits }, ledger, (request) =>
							worstCaseCost(endpoint, request.query, request.body),
						),
					);
			fetched = collected.records.length;
			failure = collected.failure;
			if (collected.stoppedAtLastPage && endpoint.paging.kind === 'page' && endpoint.paging.lastPageHint) {
				lastPageHints.add(endpoint.paging.lastPageHint);
			}
			items = await shapeOutput(this, endpoint, input, collected.records, itemIndex);
		} catch (reason) {
			// An item with nothing to fetch (no replies token) simply gives no output.
			if (!(reason instanceof NothingToFetch)) failure = { reason };
		}

		if (ledger.policy.includeMeta) {
			const batched = grouped.get(itemIndex);
			const meta = batched
				? { creditsUsed: batched.creditsUsed, requests: batched.batch.requests, resumeAt: null, batchedWith: batched.batch.items }
				: {
						creditsUsed: ledger.creditsSpent - creditsBefore,
						requests: ledger.requests - requestsBefore,
						resumeAt: resumeFields(failure?.resumeAt),
					};
			for (const item of items) item.json._meta = meta;
		}

		// Reaching the budget is the user's own stop, not an error: keep what was fetched and say so.
		if (failure?.reason instanceof CreditBudgetReached) {
			budgetStop ??= { reached: failure.reason, resumeAt: failure.resumeAt };
			output.push(...items);
			continue;
		}
		if (failure) {
			const error = asNodeError(this, failure.reason, itemIndex);
			explainInterruption(error, fetched, failure.resumeAt);
			if (!this.continueOnFail()) throw error;
			output.push(...items, { json: errorItemJson(error, fetched, failure.resumeAt), pairedItem: { item: itemIndex } });
			continue;
		}
		output.push(...items);
	}

	for (const message of lastPageHints) this.addExecutionHints({ message, location: 'outputPane' });
	if (budgetStop) {
		const { budget, spent } = budgetStop.reached;
		const resume = budgetStop.resumeAt
			? ` To continue, run again with ${resumeText(budgetStop.resumeAt)}.`
			: '';
		this.addExecutionHints({
			message: `Stopped at the credit budget of ${budget} (${spent} credits spent); the items fetched until then are output.${resume} Raise Request Options > Credit Budget to fetch more.`,
			location: 'outputPane',
		});
	}
	return [output];
}
