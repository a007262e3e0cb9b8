import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import type { EndpointDescriptor, PlatformDescriptor } from './descriptor';
import { findEndpoint } from './descriptor';
import type { OperationInput, QueryValue } from './input';
import { readInput } from './input';
import type { CollectedRecords } from './paging';
import { collectRecords } from './paging';
import { apiErrorFromStatus } from './transport/errors';
import type { ExecutionLedger } from './transport/reliability';
import type { RequestTally } from './transport/request';
import { connectEndpoint } from './transport/request';

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

/**
 * For an endpoint with `groupVia`: fetches the records of many input items through the batch endpoint, a few
 * requests for up to its maximum IDs each, and hands each item its own record, keyed by input item. Items whose
 * input is invalid, or that need a lookup first, or whose other options differ from every other item's, are left
 * out: the item loop runs them on their own (and reports their errors in order).
 */
export async function fetchGrouped(
	ctx: IExecuteFunctions,
	platform: PlatformDescriptor,
	resource: string,
	endpoint: EndpointDescriptor,
	itemCount: number,
	ledger: ExecutionLedger,
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
			input = readInput(ctx, endpoint, itemIndex);
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

	for (const { query, members } of groups.values()) {
		if (members.length < 2) continue;
		const ids = [...new Set(members.map((member) => member.id))];
		const batchInput: OperationInput = {
			pathValues: {},
			query: {},
			body: { ...query, [via.param]: ids.join(',') },
			nodeValues: {},
			simplify: false,
			maxRecords: Infinity,
		};
		const first = members[0].itemIndex;
		const tally: RequestTally = { requests: 0, credits: 0 };
		const send = await connectEndpoint(ctx, first, platform.platform, batch, ledger, tally);
		const collected = await collectRecords(batch, batchInput, send);
		const byId = new Map<string, IDataObject>();
		for (const record of collected.records) byId.set(String(record[via.recordId]), record);
		const shared = { items: members.length, requests: tally.requests };

		for (const { itemIndex, id } of members) {
			const record = byId.get(id);
			if (record) {
				results.set(itemIndex, { collected: { records: [record] }, creditsUsed: batch.creditsPerRecord ?? batch.credits, batch: shared });
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
	return results;
}
