import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import type { EndpointDescriptor, PlatformDescriptor } from './descriptor';
import { findEndpoint } from './descriptor';
import { collectRecords } from './paging';
import { apiErrorFromStatus } from './transport/errors';
import type { ExecutionLedger } from './transport/reliability';
import type { RequestTally } from './transport/request';
import { connectEndpoint } from './transport/request';
import type { CollectedRecords, OperationInput, ParameterReader, QueryValue } from './types';

/** What a grouped item got: its own record (or failure), and the batch it shared. */
export interface GroupedResult {
	collected: CollectedRecords;
	/** Credits its record cost (the batch's per-record price when found, 0 otherwise). */
	creditsUsed: number;
	/** Input items served by the same batch requests, and how many requests that took. */
	batch: { items: number; requests: number };
}

interface Member {
	itemIndex: number;
	id: string;
}

/** How many IDs one request of the batch endpoint takes. */
function batchSize(batch: EndpointDescriptor, param: string): number {
	const list = batch.params.find((candidate) => candidate.name === param);
	return list?.type === 'idList' && list.maxPerRequest !== undefined ? list.maxPerRequest : Infinity;
}

/**
 * For an endpoint with `groupVia`: fetches the records of many input items through the batch endpoint, a few
 * requests for up to its maximum IDs each, and hands each item its own record, keyed by input item. Items whose
 * input is invalid, or that need a lookup first, or whose other options differ from every other item's, are left
 * out: the item loop runs them on their own (and reports their errors in order). Each item's input is read with
 * `readItemInput`, the reader the item loop uses too.
 */
export async function fetchGrouped(
	ctx: IExecuteFunctions,
	platform: PlatformDescriptor,
	resource: string,
	endpoint: EndpointDescriptor,
	itemCount: number,
	ledger: ExecutionLedger,
	readItemInput: (ctx: ParameterReader, endpoint: EndpointDescriptor, itemIndex: number) => OperationInput,
): Promise<Map<number, GroupedResult>> {
	const results = new Map<number, GroupedResult>();
	const via = endpoint.groupVia;
	const batch = via ? findEndpoint(platform, resource, via.operation) : undefined;
	const idParam = endpoint.params.find((param) => param.in === 'path');
	if (!via || !batch || !idParam || itemCount < 2) return results;

	// Items asking with the same options (country, language) can share a batch.
	const groups = new Map<string, { query: Record<string, QueryValue>; members: Member[] }>();
	for (let itemIndex = 0; itemIndex < itemCount; itemIndex++) {
		let input: OperationInput;
		try {
			input = readItemInput(ctx, endpoint, itemIndex);
		} catch {
			continue;
		}
		const id = input.pathValues[idParam.name];
		if (id === undefined || input.resolutions) continue;
		const key = JSON.stringify(input.query);
		const group = groups.get(key) ?? { query: input.query, members: [] };
		group.members.push({ itemIndex, id });
		groups.set(key, group);
	}

	const idsPerRequest = batchSize(batch, via.param);
	for (const { query, members } of groups.values()) {
		if (members.length < 2) continue;
		const ids = [...new Set(members.map((member) => member.id))];
		// One request per batch of IDs, each its own outcome: an ID missing from an answered batch is not found, and only
		// the IDs of a failed batch share its failure.
		for (let start = 0; start < ids.length; start += idsPerRequest) {
			const chunk = ids.slice(start, start + idsPerRequest);
			const inChunk = new Set(chunk);
			const chunkMembers = members.filter((member) => inChunk.has(member.id));
			const batchInput: OperationInput = {
				pathValues: {},
				query: {},
				body: { ...query, [via.param]: chunk.join(',') },
				nodeValues: {},
				simplify: false,
				maxRecords: Infinity,
			};
			const tally: RequestTally = { requests: 0, credits: 0 };
			let collected: CollectedRecords;
			try {
				const send = await connectEndpoint(ctx, chunkMembers[0].itemIndex, platform.platform, batch, ledger, tally);
				collected = await collectRecords(batch, batchInput, send);
			} catch (reason) {
				// A failure before any request (the credential's Base URL) is each item's own, for Continue On Fail.
				collected = { records: [], failure: { reason, resumeAt: undefined } };
			}
			const byId = new Map<string, IDataObject>();
			for (const record of collected.records) byId.set(String(record[via.recordId]), record);
			const shared = { items: chunkMembers.length, requests: tally.requests };
			// Each ID is billed once, however many items ask for it: its first item is charged, the others share it for free.
			const charged = new Set<string>();
			// What the batch was charged, shared by the videos it returned.
			const price = byId.size > 0 ? tally.credits / byId.size : 0;

			for (const { itemIndex, id } of chunkMembers) {
				const record = byId.get(id);
				if (record) {
					const creditsUsed = charged.has(id) ? 0 : price;
					charged.add(id);
					// Its own copy: items asking for the same video must not share one object.
					results.set(itemIndex, { collected: { records: [structuredClone(record)] }, creditsUsed, batch: shared });
				} else if (collected.failure) {
					// The batch request that held this ID failed: the item fails with the same reason.
					results.set(itemIndex, { collected: { records: [], failure: collected.failure }, creditsUsed: 0, batch: shared });
				} else {
					const notFound = apiErrorFromStatus(
						ctx.getNode(),
						404,
						{ detail: `No ${idParam.displayName.toLowerCase()} ${id} in the batch answer` },
						{ platform: platform.platform, itemIndex, credits: 0, headers: {} },
						undefined,
					);
					results.set(itemIndex, { collected: { records: [], failure: { reason: notFound, resumeAt: undefined } }, creditsUsed: 0, batch: shared });
				}
			}
		}
	}
	return results;
}
