import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { sleep } from 'n8n-workflow';

import type { EndpointDescriptor, OutputItem } from './descriptor';
import { downloadLinkedFile } from './transport/download';
import type { Requester } from './transport/request';
import type { OperationInput } from './types';

/**
 * A record's value as a column of a simplified (Simplify) row: null where the record lacks it, so every row of a list
 * has the same columns and a sheet's columns stay aligned.
 */
export const columnValue = (value: unknown) => (value === undefined ? null : value);

/**
 * Turns an item's records into output items: Simplify when asked, then the endpoint's own output
 * shaping if it has one, each paired to the input item they came from.
 */
export async function shapeOutput(
	ctx: IExecuteFunctions,
	endpoint: EndpointDescriptor,
	input: OperationInput,
	records: IDataObject[],
	itemIndex: number,
	/** The item's requester, for an output that reads on (a job's status); absent for records fetched in a group. */
	send?: Requester,
): Promise<INodeExecutionData[]> {
	const simplify = input.simplify ? endpoint.simplify : undefined;
	const shapedRecords = simplify ? records.map((record) => simplify(record)) : records;
	const items: OutputItem[] = endpoint.output
		? await endpoint.output(shapedRecords, {
				values: input.nodeValues,
				pathValues: input.pathValues,
				binaryFile: async (text, fileName, mimeType) =>
					await ctx.helpers.prepareBinaryData(Buffer.from(text, 'utf8'), fileName, mimeType),
				binaryBuffer: async (data, fileName, mimeType) => await ctx.helpers.prepareBinaryData(data, fileName, mimeType),
				...(send ? { follow: async (path: string, credits: number) => (await send({ path, query: {}, credits })).body } : {}),
				download: async (url, what) => await downloadLinkedFile(ctx, url, what, itemIndex),
				wait: async (ms) => await sleep(ms),
			})
		: shapedRecords.map((json) => ({ json }));
	return items.map((item) => ({ ...item, pairedItem: { item: itemIndex } }));
}
