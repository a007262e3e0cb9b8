import type { IDataObject } from 'n8n-workflow';

import type { EndpointDescriptor, PageSize } from './descriptor';
import { readPath, sendsBody } from './descriptor';
import type { OperationInput, QueryValue } from './input';
import type { ApiResponse, PageRequest, Requester } from './transport/request';
import { buildPath } from './transport/request';

/** Where paging stopped, so a user can resume from exactly there. */
export interface ResumePoint {
	param: string;
	value: QueryValue;
}

/**
 * What paging produced. A failure after some pages keeps the records already fetched next to it,
 * so they are output or counted in the error instead of silently dropped.
 */
export interface CollectedRecords {
	records: IDataObject[];
	failure?: { reason: unknown; resumeAt: ResumePoint | undefined };
	/** Paging stopped at the service's last page (`lastPage`) while the list went on. */
	stoppedAtLastPage?: boolean;
	/**
	 * Where the list goes on after the records returned, when they end at a page's end (an AI tool call hands it back to
	 * the model). Undefined when the list ended, or when the limit cut a page short (a token would skip the rest).
	 */
	next?: ResumePoint;
}

/** A service that hands back a cursor it already gave would make paging loop forever. */
export class RepeatedCursor extends Error {
	constructor(readonly param: string) {
		super(`ScrapeBadger returned the same "${param}" token twice, so paging stopped to avoid a loop`);
	}
}

/** The records of one response: each element of the list at `path`, or the whole body when there is no list. */
export function extractRecords(body: unknown, path: string | undefined): IDataObject[] {
	const found = path === undefined ? body : readPath(body, path);
	if (found === undefined || found === null) return [];
	const list = Array.isArray(found) ? found : [found];
	return list.map((entry) =>
		entry !== null && typeof entry === 'object' && !Array.isArray(entry) ? (entry as IDataObject) : { value: entry },
	);
}

/**
 * The page size for the next request: no more records than are still wanted, within what the service
 * allows. With fixed `choices`, the smallest choice that still needs the fewest requests, so neither
 * requests nor records are wasted (Return All always gets the largest).
 */
export function sizePage(pageSize: PageSize | undefined, remaining: number): Record<string, number> {
	if (!pageSize) return {};
	if (pageSize.choices && pageSize.choices.length > 0) {
		const choices = [...pageSize.choices].sort((a, b) => a - b);
		const largest = choices[choices.length - 1];
		if (!Number.isFinite(remaining)) return { [pageSize.param]: largest };
		const fewestRequests = Math.ceil(remaining / largest);
		const size = choices.find((choice) => Math.ceil(remaining / choice) === fewestRequests) ?? largest;
		return { [pageSize.param]: size };
	}
	return { [pageSize.param]: Math.max(pageSize.min, Math.min(pageSize.max, remaining)) };
}

const nonEmptyToken = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * The values of an unpaged request: one set, or one per batch when an ID list is longer than the service takes in
 * one request (the other values repeated on each).
 */
export function splitIdLists(endpoint: EndpointDescriptor, query: Record<string, QueryValue>): Array<Record<string, QueryValue>> {
	for (const param of endpoint.params) {
		const value = query[param.name];
		if (param.type !== 'idList' || param.maxPerRequest === undefined || typeof value !== 'string') continue;
		const ids = value.split(',');
		if (ids.length <= param.maxPerRequest) continue;
		const batches: Array<Record<string, QueryValue>> = [];
		for (let start = 0; start < ids.length; start += param.maxPerRequest) {
			batches.push({ ...query, [param.name]: ids.slice(start, start + param.maxPerRequest).join(',') });
		}
		return batches;
	}
	return [query];
}

/**
 * The requests of an unpaged endpoint: a GET or DELETE with its query, or a POST or PATCH with its JSON body (ID lists
 * and multiple choices as arrays, the endpoint's fixed values included), batched.
 */
function unpagedRequests(endpoint: EndpointDescriptor, path: string, input: OperationInput): PageRequest[] {
	const method = endpoint.method === 'GET' ? {} : { method: endpoint.method };
	if (!sendsBody(endpoint)) return splitIdLists(endpoint, input.query).map((query) => ({ path, query, ...method }));
	const lists = new Set(
		endpoint.params.filter((param) => (param.type === 'idList' || param.type === 'multiOptions') && param.in === 'body').map((param) => param.name),
	);
	return splitIdLists(endpoint, input.body ?? {}).map((values) => ({
		path,
		query: input.query,
		...method,
		body: {
			...endpoint.fixedBody,
			...Object.fromEntries(
				Object.entries(values).map(([name, value]) => [name, lists.has(name) && typeof value === 'string' ? value.split(',') : value]),
			),
		},
	}));
}

/** The path values that must be looked up first (a YouTube @handle to its channel ID), each by its own request. */
export async function resolvePathValues(input: OperationInput, send: Requester): Promise<Record<string, string>> {
	const values: Record<string, string> = {};
	for (const { param, query } of input.resolutions ?? []) {
		const resolve = param.resolve;
		if (!resolve) continue;
		const { body } = await send({ path: resolve.path, query, credits: resolve.credits });
		const id = readPath(body, resolve.idPath);
		if (typeof id !== 'string' || !param.id.regex.test(id)) {
			throw new Error(
				`ScrapeBadger found no ${param.displayName.toLowerCase()} for ${Object.values(query).join(' ')}: check the ${param.displayName} field, or give ${param.id.form}`,
			);
		}
		values[param.name] = id;
	}
	return values;
}

/** The records of one response, each carrying the response's `recordContext` fields when the endpoint names some. */
function pageRecords(endpoint: EndpointDescriptor, body: unknown, path: string | undefined): IDataObject[] {
	const records = extractRecords(body, path);
	const context = endpoint.recordContext;
	if (!context) return records;
	const shared: IDataObject = {};
	for (const field of context.fields) {
		const value = readPath(body, field);
		if (value !== undefined) shared[field] = value as IDataObject[keyof IDataObject];
	}
	return records.map((record) => ({ ...record, [context.key]: shared }));
}

/**
 * Fetches an endpoint's records for one item, following its paging until the list ends or
 * `input.maxRecords` is reached. It never asks for a page beyond what the limit needs.
 */
export async function collectRecords(
	endpoint: EndpointDescriptor,
	input: OperationInput,
	send: Requester,
	{
		stopAfter,
		firstPageRecords,
	}: {
		/**
		 * Ends paging after a page for which it returns true, before `input.maxRecords` is reached: a trigger's
		 * poll stops at the first page holding records it has already seen.
		 */
		stopAfter?: (page: IDataObject[]) => boolean;
		/**
		 * The most records the first request asks for, where the engine sizes the pages of a token-paged list; the
		 * following pages ask for what is still wanted. A poll's first look, where every record is billed (X).
		 */
		firstPageRecords?: number;
	} = {},
): Promise<CollectedRecords> {
	const paging = endpoint.paging;
	const pathValues = { ...input.pathValues, ...(await resolvePathValues(input, send)) };
	const path = buildPath(input.pathTemplate ?? endpoint.path, pathValues);
	if (paging.kind === 'none') {
		const records: IDataObject[] = [];
		try {
			for (const request of unpagedRequests(endpoint, path, input)) {
				const { body } = await send(request);
				records.push(...pageRecords(endpoint, body, endpoint.records));
			}
		} catch (reason) {
			// A failure after some batches of a long ID list keeps the records of the batches before it.
			return { records, failure: { reason, resumeAt: undefined } };
		}
		return { records };
	}

	const records: IDataObject[] = [];
	const want = input.maxRecords;
	let resumeAt: ResumePoint | undefined;
	// A page size the user chose (to resume at a page of an earlier run) is kept as given.
	const resize = (remaining: number) =>
		paging.pageSize && input.query[paging.pageSize.param] !== undefined ? {} : sizePage(paging.pageSize, remaining);
	const seenTokens = new Set<string>();
	const startToken = input.query[paging.param];
	if (nonEmptyToken(startToken)) seenTokens.add(startToken);
	const followPath = paging.kind === 'page' ? undefined : paging.followPath;
	const followedRecords = paging.kind === 'page' ? undefined : (paging.nextRecordsPath ?? endpoint.records);
	// A followed list (playlist items) takes only the token: its first request's options are spent.
	const followed = (template: string, token: string, remaining: number): PageRequest => ({
		path: buildPath(template, pathValues),
		query: { [paging.param]: token, ...resize(remaining) },
	});
	// Resuming a followed list (a playlist's later pages) goes straight to where its pages come from.
	const resumeFollowed = followPath !== undefined && nonEmptyToken(startToken);
	// Page numbers point at records only at one page size, so a numbered list's first page is never made smaller.
	const firstSize = paging.kind === 'page' ? want : Math.min(want, firstPageRecords ?? want);
	let request: PageRequest = resumeFollowed
		? followed(followPath, startToken, firstSize)
		: { path, query: { ...input.query, ...resize(firstSize) } };
	let recordsPath = resumeFollowed ? followedRecords : endpoint.records;
	let stoppedAtLastPage = false;
	let next: ResumePoint | undefined;
	let previousPage: string | undefined;
	// The most records one page has held: the page size of a list that takes no page-size parameter.
	let fullPage = 0;
	// Pages requested ahead, by number: once a list's page count is known, the further pages it needs are sent
	// together (the ledger's Concurrency bounds how many at once), and still read here one by one in page order.
	const ahead = new Map<number, Promise<ApiResponse>>();
	const pageNumber = (query: Record<string, QueryValue>) => Number(query[paging.param] ?? 1);

	try {
		for (;;) {
			const { body } = await (ahead.get(pageNumber(request.query)) ?? send(request));
			const page = pageRecords(endpoint, body, recordsPath);
			// A service that serves its last page again past the end (eBay) must not have it counted twice.
			const signature = paging.kind === 'page' && page.length > 0 ? JSON.stringify(page) : undefined;
			if (signature !== undefined && signature === previousPage) break;
			previousPage = signature;
			const taken = Math.min(page.length, want - records.length);
			records.push(...page.slice(0, taken));
			if (page.length === 0) break;
			// The last page this run reads: where the list goes on is still worked out below, then paging stops.
			const lastRead = records.length >= want || stopAfter?.(page) === true;
			const goOnFrom = (point: ResumePoint): boolean => {
				if (!lastRead) return true;
				if (taken === page.length) next = point;
				return false;
			};

			const remaining = want - records.length;
			if (paging.kind === 'page') {
				const current = Number(request.query[paging.param] ?? 1);
				const totalPages = paging.totalPagesPath === undefined ? undefined : readPath(body, paging.totalPagesPath);
				const totalRecords = paging.totalRecordsPath === undefined ? undefined : readPath(body, paging.totalRecordsPath);
				// Without a page count, the record count and the page size say where the list ends.
				const size = Number(paging.pageSize ? request.query[paging.pageSize.param] : undefined) || page.length;
				fullPage = Math.max(fullPage, page.length);
				// Records up to the end of this page. Without a page-size parameter, the pages before it held as
				// many as the fullest page seen, and this one what it holds: a short last page ends the list.
				const reached = paging.pageSize ? current * size : (current - 1) * fullPage + page.length;
				const listGoesOn =
					typeof totalRecords === 'number'
						? reached < totalRecords
						: typeof totalPages === 'number'
							? current < totalPages
							: page.length >= size;
				if (paging.lastPage !== undefined && current >= paging.lastPage) {
					// A service that caps its page count (Zillow: 20) reports the capped count: the record count tells.
					stoppedAtLastPage = listGoesOn && !lastRead;
					break;
				}
				if (typeof totalPages === 'number' && current >= totalPages) break;
				if (paging.morePath !== undefined && readPath(body, paging.morePath) === false) break;
				if (typeof totalRecords === 'number' && !listGoesOn) break;
				if (!goOnFrom({ param: paging.param, value: current + 1 })) break;
				resumeAt = { param: paging.param, value: current + 1 };
				// The first page's size is kept: page N only points at the records after page N-1 at one size.
				const pageRequest = (number: number): PageRequest => ({ path, query: { ...request.query, [paging.param]: number } });
				request = pageRequest(current + 1);
				// The last page this run needs, when the list says how long it is: no further than the list, its
				// ceiling, or what the Limit still wants at this page size (a short page later is fetched on its own).
				const perPage = paging.pageSize ? size : fullPage;
				const listPages =
					typeof totalPages === 'number'
						? totalPages
						: typeof totalRecords === 'number' && perPage > 0
							? Math.ceil(totalRecords / perPage)
							: undefined;
				// A poll that stops at the first page holding seen records reads one page at a time: a page asked ahead
				// could be one it never needs, and its credits would be spent for nothing.
				if (listPages !== undefined && perPage > 0 && stopAfter === undefined) {
					const lastNeeded = Math.min(listPages, paging.lastPage ?? Infinity, current + Math.ceil(remaining / perPage));
					for (let number = current + 1; number <= lastNeeded; number++) {
						if (ahead.has(number)) continue;
						const response = send(pageRequest(number));
						// Read (and its failure handled) in page order above; until then it must not count as unhandled.
						response.catch(() => undefined);
						ahead.set(number, response);
					}
				}
				continue;
			}

			const token = readPath(body, paging.nextPath);
			if (!nonEmptyToken(token)) break;
			// A repeated token on the last page read is not followed, and not handed on: it would loop.
			if (lastRead && seenTokens.has(token)) break;
			if (!goOnFrom({ param: paging.param, value: token })) break;
			if (seenTokens.has(token)) throw new RepeatedCursor(paging.param);
			seenTokens.add(token);
			resumeAt = { param: paging.param, value: token };
			if (followPath !== undefined) {
				request = followed(followPath, token, remaining);
				recordsPath = followedRecords;
			} else {
				request = {
					path,
					query: { ...request.query, [paging.param]: token, ...resize(remaining) },
				};
			}
		}
	} catch (reason) {
		return { records, failure: { reason, resumeAt } };
	} finally {
		// Pages asked ahead and not read (the list ended early, or a page before them failed) are still answered and
		// booked before the item's outcome is given, so no request outlives the execution.
		await Promise.allSettled(ahead.values());
	}
	return { records, ...(stoppedAtLastPage ? { stoppedAtLastPage } : {}), ...(next ? { next } : {}) };
}
