import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import type { PlatformDescriptor } from './descriptor';
import { findEndpoint } from './descriptor';
import { readInput } from './input';
import type { ResumePoint } from './paging';
import { collectRecords } from './paging';
import { shapeOutput } from './output';
import { connect } from './transport/request';

type NodeError = NodeApiError | NodeOperationError;

function asNodeError(ctx: IExecuteFunctions, error: unknown, itemIndex: number): NodeError {
	if (error instanceof NodeApiError || error instanceof NodeOperationError) return error;
	return new NodeOperationError(ctx.getNode(), error as Error, { itemIndex });
}

/** The user must learn what was already fetched and where to pick up, even when the run fails. */
function explainInterruption(error: NodeError, fetched: number, resumeAt: ResumePoint | undefined): void {
	if (fetched === 0) return;
	const resume = resumeAt ? ` Paging stopped at ${resumeAt.param} = ${JSON.stringify(resumeAt.value)}.` : '';
	error.description = `${error.description ?? ''} ${fetched} records had been fetched before this failure.${resume}`.trim();
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
	const items = this.getInputData();

	for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
		let items: INodeExecutionData[] = [];
		let fetched = 0;
		let failure: { reason: unknown; resumeAt?: ResumePoint } | undefined;
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
			const send = await connect(this, itemIndex, { platform: platform.platform, credits: endpoint.credits });
			const collected = await collectRecords(endpoint, input, send);
			fetched = collected.records.length;
			failure = collected.failure;
			items = await shapeOutput(this, endpoint, input, collected.records, itemIndex);
		} catch (reason) {
			failure = { reason };
		}

		if (failure) {
			const error = asNodeError(this, failure.reason, itemIndex);
			explainInterruption(error, fetched, failure.resumeAt);
			if (!this.continueOnFail()) throw error;
			output.push(...items, {
				json: { error: error.message, description: error.description ?? null, httpStatus: httpStatusOf(error) },
				pairedItem: { item: itemIndex },
			});
			continue;
		}
		output.push(...items);
	}
	return [output];
}

function httpStatusOf(error: NodeError): number | null {
	const code = error instanceof NodeApiError ? Number(error.httpCode) : NaN;
	return Number.isFinite(code) ? code : null;
}
